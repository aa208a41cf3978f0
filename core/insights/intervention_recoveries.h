#pragma once
// Which interventions recovered which adjacent FAILs: for each intervention a campaign
// re-qualified with, each adjacent FAIL of its base search, whether the intervention makes that
// state PASS, and what the recovered state costs (€ per hour and W, against the base minimum
// PASS). Grouped across campaigns by intervention, resource and broken SLO; each group names its
// campaigns, the runs that failed without the intervention and those that passed with it.
#include "core/insights/evidence_set.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace luma::insights {

// One adjacent FAIL of one campaign, with the intervention.
struct RecoveryCase {
    CampaignRef campaign;
    Levels state;
    bool priced = false;                      // the campaign names a machine and a model: the figures below hold
    double eurPerHour = 0, watts = 0;         // the state with the intervention
    double baseEurPerHour = 0, baseWatts = 0; // the base search's minimum PASS
    std::optional<double> measuredEurPerMtok; // from a passing run's throughput at that very state
    std::vector<long long> failRuns, recoveryRuns;
};

struct RecoveryGroup {
    std::string intervention, kind, resource, failed;
    bool recovered = false;
    std::vector<RecoveryCase> cases;
    Basis basis;
};

// Recovered groups first, then most campaigns, then by name.
std::vector<RecoveryGroup> interventionRecoveries(const std::vector<CampaignEvidence>& evidence);

nlohmann::json toJson(const RecoveryGroup& group);

} // namespace luma::insights
