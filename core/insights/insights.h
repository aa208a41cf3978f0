#pragma once
// Knowledge across campaigns (`luma insights`): over every campaign of one or more projects, the
// recurring binding resources, the interventions that recovered adjacent FAILs, where the model
// and the evidence disagree most, and which campaigns' frontiers the model would now predict
// without a physical run. Every statement names the campaigns and the runs it rests on.
// Deterministic: the same projects give the same insights.
#include "core/insights/campaign_agreement.h"
#include "core/insights/evidence_set.h"
#include "core/insights/intervention_recoveries.h"
#include "core/insights/model_disagreements.h"
#include "core/insights/predictable_frontiers.h"
#include "core/insights/recurring_bindings.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace luma::insights {

// How many of the most disagreeing runs a report lists.
inline constexpr std::size_t kMostDisagreeing = 20;

struct Insights {
    std::vector<std::string> projects;
    std::size_t campaigns = 0, qualifiedCampaigns = 0, verdictRuns = 0;
    std::vector<BindingGroup> bindings;
    std::vector<RecoveryGroup> interventions;
    Disagreements disagreements;
    std::vector<CampaignAgreement> agreement; // per campaign compared
    std::vector<FrontierCheck> frontiers;     // one per campaign
};

Insights buildInsights(const std::vector<CampaignEvidence>& evidence);
// Reads the projects (loadEvidence) and builds their insights; throws SpecError naming a project
// that cannot be read.
Insights insightsOf(const std::vector<std::string>& projects);

// One object with keys bindings, interventions, disagreements (the kMostDisagreeing most
// disagreeing runs), model_error_by_campaign, predictable_campaigns and unpredictable_campaigns,
// each entry with its campaigns and runs; and the projects and counts they were drawn from.
nlohmann::json toJson(const Insights& insights);

} // namespace luma::insights
