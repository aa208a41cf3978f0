#include "core/qualify/type_moves.h"

#include <algorithm>
#include <set>

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
    if (e.minimumPass) {
        Levels change;
        for (const auto& [name, level] : e.minimumPass->state) {
            const auto it = base.minimumPass->state.find(name);
            change[name] = level - (it != base.minimumPass->state.end() ? it->second : 0.0);
        }
        e.requirementChange = change;
        const std::set<std::string> before(base.binding.begin(), base.binding.end()),
            after(to.report->binding.begin(), to.report->binding.end());
        for (const auto& b : after)
            if (!before.count(b)) e.newlyBinding.push_back(b);
        for (const auto& b : before)
            if (!after.count(b)) e.freed.push_back(b);
        e.eurPerHourDelta = e.minimumPass->eurPerHour - base.minimumPass->eurPerHour;
        e.wattsDelta = e.minimumPass->watts - base.minimumPass->watts;
    }
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
        if (&t != &*first) out.moves.push_back(moveTo(*first, t));
    return out;
}

nlohmann::json toJson(const TypeMoves& moves) {
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& m : moves.moves) rows.push_back(toJson(m));
    return {{"from", moves.from}, {"rows", rows}};
}

} // namespace luma
