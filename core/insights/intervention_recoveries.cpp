#include "core/insights/intervention_recoveries.h"

#include "core/qualify/prior.h"
#include "core/report/trace.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace luma::insights {

namespace {

using Key = std::tuple<std::string, std::string, std::string, std::string, bool>;

const AdjacentFailState* baseFail(const QualifyReport& q, const Recovery& x) {
    for (const auto& a : q.adjacentFail)
        if (a.resource == x.resource && a.state == x.state) return &a;
    return nullptr;
}

// The failing runs at the state, else the nearest above it (which fail it by monotonicity).
std::vector<long long> failsAtOrAbove(const CampaignEvidence& c, const std::string& intervention, const Levels& state) {
    std::vector<long long> ids;
    for (const auto* r : report::proofRuns(c.runs, intervention, state, "FAIL")) ids.push_back(r->run.id);
    return ids.empty() ? report::failsAbove(c.runs, intervention, state, 3) : ids;
}

// € per 1M tokens the intervention's passing run at the state itself measured.
std::optional<double> measuredCost(const CampaignEvidence& c, const std::string& intervention, const Levels& state,
                                   double eurPerHour) {
    std::optional<double> out;
    for (const auto* r : report::proofRuns(c.runs, intervention, state, "PASS")) {
        const auto& m = r->run.result.value("metrics", nlohmann::json::object());
        const auto t = m.find("throughput_tok_s");
        if (t != m.end() && t->is_number() && t->get<double>() > 0)
            out = eurPerHour / (t->get<double>() * 3600.0) * 1e6;
    }
    return out;
}

RecoveryCase caseOf(const CampaignEvidence& c, const InterventionOutcome& iv, const Recovery& x) {
    RecoveryCase k;
    k.campaign = {c.project, c.name};
    k.state = x.state;
    const QualifyReport& q = *c.report;
    if (const auto* a = baseFail(q, x)) k.failRuns = failsAtOrAbove(c, "", a->state);
    k.recoveryRuns =
        x.recoversToPass ? report::passesBelow(c.runs, iv.name, x.state) : failsAtOrAbove(c, iv.name, x.state);
    if (c.campaign.machine && c.campaign.contract.model) {
        std::vector<Intervention> applied;
        for (const auto& i : c.campaign.interventions)
            if (i.name == iv.name) applied.push_back(i);
        const FrontierPoint p = pricedPoint(c.campaign, latticeStateOf(c.campaign.space, x.state), applied);
        k.priced = true;
        k.eurPerHour = p.eurPerHour;
        k.watts = p.watts;
        if (q.minimumPass) {
            k.baseEurPerHour = q.minimumPass->eurPerHour;
            k.baseWatts = q.minimumPass->watts;
        }
        if (x.recoversToPass) k.measuredEurPerMtok = measuredCost(c, iv.name, x.state, k.eurPerHour);
    }
    return k;
}

bool onGrid(const Space& space, const Levels& state) {
    for (const auto& d : space.dims) {
        const auto it = state.find(d.name);
        if (it == state.end() || std::find(d.levels.begin(), d.levels.end(), it->second) == d.levels.end())
            return false;
    }
    return state.size() == space.dims.size();
}

} // namespace

std::vector<RecoveryGroup> interventionRecoveries(const std::vector<CampaignEvidence>& evidence) {
    std::map<Key, RecoveryGroup> groups;
    for (const auto& c : evidence) {
        if (!c.report) continue;
        for (const auto& iv : c.report->interventions)
            for (const auto& x : iv.adjacentFailRecovery) {
                if (!onGrid(c.campaign.space, x.state)) continue; // a report from another space: no cell to price
                const auto* a = baseFail(*c.report, x);
                const std::string failed = a ? a->failed : "unknown";
                RecoveryGroup& g = groups[{iv.name, iv.kind, x.resource, failed, x.recoversToPass}];
                g.intervention = iv.name;
                g.kind = iv.kind;
                g.resource = x.resource;
                g.failed = failed;
                g.recovered = x.recoversToPass;
                g.cases.push_back(caseOf(c, iv, x));
                g.basis.add(c, g.cases.back().failRuns);
                g.basis.add(c, g.cases.back().recoveryRuns);
            }
    }
    std::vector<RecoveryGroup> out;
    out.reserve(groups.size());
    for (auto& [key, g] : groups) out.push_back(std::move(g));
    std::stable_sort(out.begin(), out.end(), [](const RecoveryGroup& a, const RecoveryGroup& b) {
        if (a.recovered != b.recovered) return a.recovered;
        return a.basis.campaigns.size() > b.basis.campaigns.size();
    });
    return out;
}

nlohmann::json toJson(const RecoveryGroup& g) {
    nlohmann::json cases = nlohmann::json::array();
    for (const auto& k : g.cases) {
        nlohmann::json j = {{"project", k.campaign.project},
                            {"campaign", k.campaign.campaign},
                            {"state", luma::toJson(k.state)},
                            {"fail_runs", k.failRuns},
                            {"recovery_runs", k.recoveryRuns}};
        if (k.priced) {
            j["eur_per_hour"] = k.eurPerHour;
            j["watts"] = k.watts;
            j["base_minimum_pass_eur_per_hour"] = k.baseEurPerHour;
            j["base_minimum_pass_watts"] = k.baseWatts;
        }
        if (k.measuredEurPerMtok) j["measured_eur_per_mtok"] = *k.measuredEurPerMtok;
        cases.push_back(std::move(j));
    }
    nlohmann::json j = {{"intervention", g.intervention}, {"kind", g.kind},
                        {"resource", g.resource},         {"failed", g.failed},
                        {"recovered", g.recovered},       {"cases", cases}};
    putBasis(j, g.basis);
    return j;
}

} // namespace luma::insights
