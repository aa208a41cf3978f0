#include "core/qualify/frontier_summary.h"

#include "core/qualify/prior.h"

#include <algorithm>
#include <set>

namespace luma {

FrontierSummary summarize(const Campaign& c, const SearchResult& r, const std::vector<Intervention>& iv) {
    FrontierSummary out;
    for (const auto& s : r.minimalPass) {
        out.frontier.push_back(pricedPoint(c, s, iv));
        const FrontierPoint& k = out.frontier.back();
        if (!out.minimumPass || k.eurPerHour < out.minimumPass->eurPerHour ||
            (k.eurPerHour == out.minimumPass->eurPerHour && k.watts < out.minimumPass->watts)) {
            out.minimumPass = k;
            out.cheapest = s;
        }
    }
    if (!out.cheapest) return out;
    const LatticeState& min = *out.cheapest;
    for (std::size_t d = 0; d < min.size(); ++d) {
        if (min[d] == 0) continue;
        LatticeState below = min;
        --below[d];
        // The cause comes from the run of that state, or from a failing run above it.
        std::string cause = "inferred";
        bool tested = false;
        for (const auto& t : r.tested) {
            if (t.pass) continue;
            if (t.state == below) {
                cause = t.last.cause;
                tested = true;
                break;
            }
            if (cause == "inferred" && Lattice::below(below, t.state)) cause = t.last.cause;
        }
        const Dim& dim = c.space.dims[d];
        out.adjacentFail.push_back({dim.name, dim.levels[static_cast<std::size_t>(below[d])], levelsOf(c.space, below),
                                    cause.empty() ? "error" : cause, tested});
        out.binding.push_back(dim.name);
    }
    return out;
}

void compareMinimumPass(const FrontierPoint& base, const std::vector<std::string>& baseBinding,
                        const std::vector<std::string>& binding, InterventionOutcome& e) {
    Levels change;
    for (const auto& [name, level] : e.minimumPass->state) {
        const auto it = base.state.find(name);
        change[name] = level - (it != base.state.end() ? it->second : 0.0);
    }
    e.requirementChange = change;
    const std::set<std::string> before(baseBinding.begin(), baseBinding.end()), after(binding.begin(), binding.end());
    for (const auto& b : after)
        if (!before.count(b)) e.newlyBinding.push_back(b);
    for (const auto& b : before)
        if (!after.count(b)) e.freed.push_back(b);
    e.eurPerHourDelta = e.minimumPass->eurPerHour - base.eurPerHour;
    e.wattsDelta = e.minimumPass->watts - base.watts;
}

InterventionOutcome compareWithBase(const Campaign& c, const Intervention& iv, const FrontierSummary& base,
                                    const FrontierSummary& with, const SearchResult& r, long long warmStartStates) {
    InterventionOutcome e;
    e.name = iv.name;
    e.kind = iv.spec.value("kind", "");
    e.frontier = with.frontier;
    e.minimumPass = with.minimumPass;
    e.physicalRuns = r.runs;
    e.warmStartStates = warmStartStates;
    if (base.minimumPass && with.minimumPass) compareMinimumPass(*base.minimumPass, base.binding, with.binding, e);
    for (const auto& a : base.adjacentFail) {
        const LatticeState s = latticeStateOf(c.space, a.state);
        const bool passes = std::any_of(r.minimalPass.begin(), r.minimalPass.end(),
                                        [&](const LatticeState& m) { return Lattice::below(m, s); });
        e.adjacentFailRecovery.push_back({a.resource, a.state, passes});
    }
    return e;
}

} // namespace luma
