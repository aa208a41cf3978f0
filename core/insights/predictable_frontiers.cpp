#include "core/insights/predictable_frontiers.h"

#include "core/insights/run_prediction.h"
#include "core/report/trace.h"

#include <algorithm>
#include <map>

namespace luma::insights {

namespace {

const std::vector<FrontierPoint>* frontierOf(const QualifyReport& q, const std::string& intervention) {
    if (intervention.empty()) return &q.frontier;
    for (const auto& iv : q.interventions)
        if (iv.name == intervention) return &iv.frontier;
    return nullptr;
}

bool provenPass(const std::vector<FrontierPoint>& frontier, const nlohmann::json& state) {
    return std::any_of(frontier.begin(), frontier.end(),
                       [&](const FrontierPoint& f) { return report::atOrAbove(state, f.state); });
}

FrontierCheck check(const CampaignEvidence& c) {
    FrontierCheck out;
    out.campaign = {c.project, c.name};
    if (!c.report) {
        out.why = "no finished qualification";
        return out;
    }
    if (!modelled(c)) {
        out.why = "the campaign names no machine or its contract no model";
        return out;
    }
    std::map<std::pair<std::string, std::string>, std::size_t> index; // (intervention, canonical state) → cell
    for (const auto& r : c.runs) {
        if (r.run.status != "finished" || (r.verdict != "PASS" && r.verdict != "FAIL")) continue;
        if (!r.run.state.is_object()) continue;
        const auto* frontier = frontierOf(*c.report, r.run.intervention);
        const auto p = frontier ? predictCell(c, r.run.intervention, r.run.state) : std::nullopt;
        if (!p) continue; // not a cell of this campaign's space and searches
        const auto key = std::make_pair(r.run.intervention, r.run.state.dump());
        auto [it, fresh] = index.emplace(key, out.cells.size());
        if (fresh)
            out.cells.push_back({r.run.intervention,
                                 levelsOfState(r.run.state),
                                 provenPass(*frontier, r.run.state),
                                 predictionCause(*p),
                                 {}});
        out.cells[it->second].runs.push_back(r.run.id);
    }
    if (out.cells.empty()) out.why = "no run with a verdict at a state of its space";
    return out;
}

} // namespace

std::size_t FrontierCheck::agreeing() const {
    return static_cast<std::size_t>(
        std::count_if(cells.begin(), cells.end(), [](const ProvenCell& c) { return c.agrees(); }));
}

Basis FrontierCheck::basis() const {
    Basis b;
    b.campaigns.push_back(campaign);
    for (const auto& cell : cells)
        for (long long id : cell.runs) b.runs.push_back({campaign.project, campaign.campaign, id});
    std::sort(b.runs.begin(), b.runs.end());
    return b;
}

std::vector<FrontierCheck> frontierChecks(const std::vector<CampaignEvidence>& evidence) {
    std::vector<FrontierCheck> out;
    out.reserve(evidence.size());
    for (const auto& c : evidence) out.push_back(check(c));
    return out;
}

nlohmann::json toJson(const FrontierCheck& f) {
    nlohmann::json disagreeing = nlohmann::json::array();
    for (const auto& cell : f.cells)
        if (!cell.agrees())
            disagreeing.push_back({{"intervention", cell.intervention},
                                   {"state", luma::toJson(cell.state)},
                                   {"proven", cell.provenPass ? "PASS" : "FAIL"},
                                   {"predicted", cell.predicted},
                                   {"runs", cell.runs}});
    nlohmann::json j = {{"cells", f.cells.size()},
                        {"agreeing", f.agreeing()},
                        {"predictable", f.predictable()},
                        {"disagreeing", disagreeing}};
    if (!f.why.empty()) j["why"] = f.why;
    putBasis(j, f.basis());
    return j;
}

} // namespace luma::insights
