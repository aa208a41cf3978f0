#include "core/insights/insights.h"

#include <algorithm>
#include <set>

namespace luma::insights {

Insights buildInsights(const std::vector<CampaignEvidence>& evidence) {
    Insights out;
    std::set<std::string> projects;
    for (const auto& c : evidence) {
        if (projects.insert(c.project).second) out.projects.push_back(c.project);
        ++out.campaigns;
        if (c.report) ++out.qualifiedCampaigns;
        for (const auto& r : c.runs)
            if (r.run.status == "finished" && (r.verdict == "PASS" || r.verdict == "FAIL")) ++out.verdictRuns;
    }
    out.bindings = recurringBindings(evidence);
    out.interventions = interventionRecoveries(evidence);
    out.disagreements = modelDisagreements(evidence);
    out.agreement = campaignAgreement(out.disagreements);
    out.frontiers = frontierChecks(evidence);
    return out;
}

Insights insightsOf(const std::vector<std::string>& projects) {
    Insights out = buildInsights(loadEvidence(projects));
    out.projects.clear(); // every project read, also one that holds no campaign
    for (const auto& p : projects)
        if (std::find(out.projects.begin(), out.projects.end(), p) == out.projects.end()) out.projects.push_back(p);
    return out;
}

nlohmann::json toJson(const Insights& in) {
    nlohmann::json bindings = nlohmann::json::array(), interventions = nlohmann::json::array(),
                   disagreements = nlohmann::json::array(), predictable = nlohmann::json::array(),
                   unpredictable = nlohmann::json::array(), byCampaign = nlohmann::json::array();
    for (const auto& g : in.bindings) bindings.push_back(toJson(g));
    for (const auto& g : in.interventions) interventions.push_back(toJson(g));
    for (std::size_t i = 0; i < in.disagreements.runs.size() && i < kMostDisagreeing; ++i)
        disagreements.push_back(toJson(in.disagreements.runs[i]));
    for (const auto& a : in.agreement) byCampaign.push_back(toJson(a));
    for (const auto& f : in.frontiers) (f.predictable() ? predictable : unpredictable).push_back(toJson(f));
    return {{"schema", "luma.insights/1"},
            {"projects", in.projects},
            {"campaigns_read", in.campaigns},
            {"qualified_campaigns", in.qualifiedCampaigns},
            {"verdict_runs", in.verdictRuns},
            {"runs_compared", in.disagreements.runs.size()},
            {"verdict_disagreements", in.disagreements.verdictDisagreements},
            {"bindings", bindings},
            {"interventions", interventions},
            {"disagreements", disagreements},
            {"model_error_by_campaign", byCampaign},
            {"predictable_campaigns", predictable},
            {"unpredictable_campaigns", unpredictable}};
}

} // namespace luma::insights
