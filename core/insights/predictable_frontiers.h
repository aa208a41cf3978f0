#pragma once
// Which campaigns' frontiers the model would now predict without a physical run: every cell the
// campaign proved (a state of its base or intervention searches with a run that has a verdict)
// is judged as the campaign concluded (PASS at or above a minimal PASS of that search, else
// FAIL), and the model's verdict at that cell must agree with every one.
#include "core/insights/evidence_set.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace luma::insights {

struct ProvenCell {
    std::string intervention; // "" for the base search
    Levels state;
    bool provenPass = false;
    std::string predicted; // "PASS", or what the model says fails
    std::vector<long long> runs;
    bool agrees() const { return provenPass == (predicted == "PASS"); }
};

struct FrontierCheck {
    CampaignRef campaign;
    std::string why; // non-empty: the campaign could not be checked ("no machine or model", …)
    std::vector<ProvenCell> cells;
    std::size_t agreeing() const;
    bool predictable() const { return why.empty() && !cells.empty() && agreeing() == cells.size(); }
    Basis basis() const; // the campaign and the runs of its proven cells
};

// One check per campaign, in the evidence's order.
std::vector<FrontierCheck> frontierChecks(const std::vector<CampaignEvidence>& evidence);

// {campaigns, runs, cells, agreeing, predictable, why?, disagreeing: [{intervention, state, proven, predicted, runs}]}
nlohmann::json toJson(const FrontierCheck& check);

} // namespace luma::insights
