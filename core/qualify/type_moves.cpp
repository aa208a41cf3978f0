#include "core/qualify/type_moves.h"

#include "core/qualify/frontier_summary.h"

#include <algorithm>

namespace luma {

namespace {

// Whether `state` holds at least `point`'s level of every resource the point names.
bool atOrAbove(const Levels& state, const Levels& point) {
    return std::all_of(point.begin(), point.end(), [&](const auto& level) {
        const auto it = state.find(level.first);
        return it != state.end() && it->second >= level.second;
    });
}

InterventionOutcome moveTo(const TypeQualification& from, const TypeQualification& to) {
    const QualifyReport& base = *from.report;
    InterventionOutcome e;
    e.name = "move to " + to.type;
    e.kind = "accelerator_type";
    if (to.report) {
        e.frontier = to.report->frontier;
        e.minimumPass = to.report->minimumPass;
        e.physicalRuns = to.report->physicalRuns;
    }
    if (e.minimumPass) compareMinimumPass(*base.minimumPass, base.binding, to.report->binding, e);
    for (const auto& a : base.adjacentFail) {
        const bool passes = std::any_of(e.frontier.begin(), e.frontier.end(),
                                        [&](const FrontierPoint& p) { return atOrAbove(a.state, p.state); });
        e.adjacentFailRecovery.push_back({a.resource, a.state, passes});
    }
    return e;
}

} // namespace

TypeMoves typeMoves(const std::vector<TypeQualification>& types) {
    TypeMoves out;
    const auto first = std::find_if(types.begin(), types.end(),
                                    [](const TypeQualification& t) { return t.report && t.report->minimumPass; });
    if (first == types.end()) return out;
    out.from = first->type;
    for (const auto& t : types)
        if (&t != &*first) {
            out.moves.push_back(moveTo(*first, t));
            out.to.push_back(t.type);
        }
    return out;
}

nlohmann::json toJson(const TypeMoves& moves) {
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& m : moves.moves) rows.push_back(toJson(m));
    return {{"from", moves.from}, {"rows", rows}};
}

} // namespace luma
