#include "core/report/trace.h"

#include <algorithm>
#include <cmath>

namespace luma::report {

namespace {

bool sameLevel(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(a)); }

// The level of `name` in a stored state; NaN when it is missing or not a number.
double levelIn(const nlohmann::json& state, const std::string& name) {
    if (!state.is_object()) return std::nan("");
    const auto it = state.find(name);
    return it != state.end() && it->is_number() ? it->get<double>() : std::nan("");
}

bool finishedWith(const RunRecord& r, const std::string& intervention, const std::string& verdict) {
    return r.run.status == "finished" && r.run.intervention == intervention && r.verdict == verdict;
}

std::vector<long long> ids(const std::vector<const RunRecord*>& runs) {
    std::vector<long long> out;
    out.reserve(runs.size());
    for (const auto* r : runs) out.push_back(r->run.id);
    return out;
}

} // namespace

// The failing runs at or above `state` nearest to it (fewest levels above), at most `limit`:
// the evidence an inferred FAIL rests on.
std::vector<long long> failsAbove(const std::vector<RunRecord>& runs, const std::string& intervention,
                                  const Levels& state, std::size_t limit) {
    std::vector<std::pair<double, long long>> found;
    for (const auto& r : runs) {
        if (!finishedWith(r, intervention, "FAIL") || !atOrAbove(r.run.state, state)) continue;
        double distance = 0;
        for (const auto& [name, level] : state) distance += levelIn(r.run.state, name) / std::max(1e-12, level);
        found.push_back({distance, r.run.id});
    }
    std::sort(found.begin(), found.end());
    std::vector<long long> out;
    for (std::size_t i = 0; i < found.size() && i < limit; ++i) out.push_back(found[i].second);
    std::sort(out.begin(), out.end());
    return out;
}

// A PASS at or below `state`: the run that makes the state pass by monotonicity.
std::vector<long long> passesBelow(const std::vector<RunRecord>& runs, const std::string& intervention,
                                   const Levels& state) {
    std::vector<long long> out;
    for (const auto& r : runs) {
        if (!finishedWith(r, intervention, "PASS")) continue;
        bool below = r.run.state.is_object();
        for (const auto& [name, level] : state) below = below && levelIn(r.run.state, name) <= level + 1e-12;
        if (below) out.push_back(r.run.id);
    }
    return out;
}

bool sameState(const nlohmann::json& state, const Levels& levels) {
    if (!state.is_object() || state.size() != levels.size()) return false;
    for (const auto& [name, level] : levels)
        if (!sameLevel(levelIn(state, name), level)) return false;
    return true;
}

bool atOrAbove(const nlohmann::json& state, const Levels& levels) {
    for (const auto& [name, level] : levels) {
        const double v = levelIn(state, name);
        if (!(v >= level - 1e-12 * std::max(1.0, std::fabs(level)))) return false;
    }
    return true;
}

std::vector<const RunRecord*> proofRuns(const std::vector<RunRecord>& runs, const std::string& intervention,
                                        const Levels& state, const std::string& verdict) {
    std::vector<const RunRecord*> out;
    for (const auto& r : runs)
        if (finishedWith(r, intervention, verdict) && sameState(r.run.state, state)) out.push_back(&r);
    return out;
}

std::vector<Trace> traceFigures(const QualifyReport& q, const std::vector<RunRecord>& runs) {
    std::vector<Trace> out;
    if (q.minimumPass)
        out.push_back({"Minimum PASS", levelsText(q.minimumPass->state, q),
                       ids(proofRuns(runs, "", q.minimumPass->state, "PASS")), "passed at this state"});
    for (const auto& a : q.adjacentFail) {
        const std::string figure = "Adjacent FAIL: " + a.resource + " cut to " + levelText(q, a.resource, a.cutTo);
        const auto own = proofRuns(runs, "", a.state, "FAIL");
        if (a.tested && !own.empty())
            out.push_back({figure, a.failed, ids(own), "failed at this state"});
        else
            out.push_back({figure, a.failed, failsAbove(runs, "", a.state, 3),
                           "inferred: a state above it failed (more of every resource never helps a FAIL pass)"});
    }
    for (const auto& iv : q.interventions) {
        if (iv.minimumPass)
            out.push_back({"Minimum PASS with " + iv.name, levelsText(iv.minimumPass->state, q),
                           ids(proofRuns(runs, iv.name, iv.minimumPass->state, "PASS")), "passed at this state"});
        for (const auto& x : iv.adjacentFailRecovery) {
            const std::string figure = "With " + iv.name + ", adjacent FAIL " + levelsText(x.state, q);
            if (x.recoversToPass)
                out.push_back({figure, "recovers to PASS", passesBelow(runs, iv.name, x.state),
                               "a run at or below this state passed with the intervention"});
            else
                out.push_back({figure, "still FAILS", failsAbove(runs, iv.name, x.state, 3),
                               "this state or one above it failed with the intervention"});
        }
    }
    return out;
}

} // namespace luma::report
