#include "core/search/explore.h"

#include "core/model/feasibility.h"
#include "core/model/space_check.h"
#include "core/predict/deployment.h"
#include "core/predict/deployment_layout.h"
#include "core/predict/prediction_json.h"
#include "core/predict/predictor.h"
#include "core/search/lattice.h"
#include "core/util/spec_error.h"

#include <algorithm>

namespace luma {

namespace {

MachineState stateAt(const Space& space, const LatticeState& index) {
    MachineState s;
    for (std::size_t i = 0; i < space.dims.size(); ++i)
        s.set(space.dims[i].resource, space.dims[i].levels[static_cast<std::size_t>(index[i])]);
    return s;
}

// The state count, refused above kMaxExploreStates.
std::size_t checkedStateCount(const Space& space) {
    const std::size_t total = space.stateCount();
    if (total > kMaxExploreStates)
        throw SpecError(space.file, "dims",
                        "the space has " + (total == SIZE_MAX ? std::string("too many") : std::to_string(total)) +
                            " states; explore evaluates at most " + std::to_string(kMaxExploreStates));
    return total;
}

// A state no engine would deploy, counted by its reason (the first few reasons with an example).
void countUndeployable(ExploreResult& out, const std::string& reason, const std::function<std::vector<double>()>& at) {
    ++out.undeployableStates;
    auto same = std::find_if(out.undeployable.begin(), out.undeployable.end(),
                             [&](const Undeployable& u) { return u.reason == reason; });
    if (same != out.undeployable.end())
        ++same->states;
    else if (out.undeployable.size() < kMaxUndeployableReasons)
        out.undeployable.push_back({reason, 1, at()});
}

AdjacentFail adjacentFail(std::size_t dim, double level, const Prediction& p) {
    AdjacentFail a;
    a.dim = dim;
    a.level = level;
    a.fits = p.fits;
    a.deployable = p.deployable;
    a.binding = p.binding;
    if (!p.slos.pass()) a.failed = p.slos.checks[static_cast<std::size_t>(p.slos.firstFailed)].kind;
    return a;
}

// The cheapest frontier state by EUR per hour, then W; -1 when there is none.
int cheapestOf(const std::vector<FrontierState>& frontier) {
    int cheapest = -1;
    for (std::size_t i = 0; i < frontier.size(); ++i) {
        if (cheapest < 0) {
            cheapest = static_cast<int>(i);
            continue;
        }
        const Prediction& a = frontier[i].prediction;
        const Prediction& b = frontier[static_cast<std::size_t>(cheapest)].prediction;
        if (a.eurPerHour < b.eurPerHour || (a.eurPerHour == b.eurPerHour && a.watts < b.watts))
            cheapest = static_cast<int>(i);
    }
    return cheapest;
}

} // namespace

const char* adjacentCause(const AdjacentFail& f) {
    if (!f.deployable) return "deploy";
    if (!f.fits) return "OOM";
    return sloFailureCause(f.failed);
}

ExploreResult explore(const Contract& contract, const Machine& machine, const Space& space,
                      const std::vector<Intervention>& interventions, const ExploreOptions& options) {
    requireFeasible(contract);
    requireOneAcceleratorType(space, "explore");
    const std::size_t total = checkedStateCount(space);
    checkSpaceAgainstMachine(space, machine); // never a level clamped to what the part has
    const std::size_t d = space.dims.size();
    std::vector<int> levels;
    for (const auto& dim : space.dims) levels.push_back(static_cast<int>(dim.levels.size()));
    const Lattice lattice(levels);

    ExploreResult out;
    std::vector<unsigned char> pass(total, 0), covered(total, 0);
    const double usdToEur = options.usdToEur > 0 ? options.usdToEur : Catalog::builtin().usdToEur();
    auto deploy = [&](const LatticeState& at) {
        return resolveDeployment(machine, contract, stateAt(space, at), interventions, usdToEur);
    };
    // Judged against the model: a state no engine could deploy fails as "deploy". The frontier and
    // its adjacent FAILs name their binding resource (a few predictions more each); the sweep
    // needs only verdicts.
    auto evaluate = [&](const LatticeState& at) { return predict(contract, deploy(at)); };
    PredictOptions verdictOnly;
    verdictOnly.binding = false;
    auto levelsAt = [&](const LatticeState& at) {
        std::vector<double> v;
        for (std::size_t i = 0; i < at.size(); ++i) v.push_back(space.dims[i].levels[static_cast<std::size_t>(at[i])]);
        return v;
    };
    LatticeState at;                                                // reused: the loop below is the explorer's hot path
    constexpr std::size_t kCheckEvery = 4096, kReportEvery = 65536; // off the per-state hot path
    for (std::size_t n = 0; n < total; ++n) {
        if (n % kCheckEvery == 0) {
            throwIfCancelled(options.cancel);
            if (options.progress && n % kReportEvery == 0 && n > 0)
                options.progress(static_cast<long long>(n), static_cast<long long>(total));
        }
        lattice.state(n, at);
        const Deployment dep = deploy(at);
        pass[n] = predict(contract, dep, verdictOnly).pass ? 1 : 0;
        if (!dep.valid) countUndeployable(out, dep.invalidReason, [&] { return levelsAt(at); });
        out.passing += pass[n];
        // Covered: this state or one below it passes. A state no engine can deploy (TP 2 on 3
        // accelerators) fails between passing ones, so minimality looks through it.
        covered[n] = pass[n];
        for (std::size_t i = 0; i < d && !covered[n]; ++i) {
            if (at[i] == 0) continue;
            --at[i];
            covered[n] = covered[lattice.index(at)];
            ++at[i];
        }
    }
    out.evaluated = static_cast<long long>(total);
    if (options.progress) options.progress(out.evaluated, out.evaluated);

    // A minimal PASS: no passing state lies below it (no state one step below is covered).
    const auto isCovered = [&](std::size_t n) { return covered[n] != 0; };
    for (std::size_t n = 0; n < total; ++n) {
        if (!pass[n] || !lattice.extreme(n, isCovered)) continue;
        const LatticeState index = lattice.state(n);
        FrontierState f;
        f.index.assign(index.begin(), index.end());
        for (std::size_t i = 0; i < d; ++i) f.levels.push_back(space.dims[i].levels[f.index[i]]);
        const LayoutChoice layout = chooseLayout(machine, contract, stateAt(space, index), interventions, usdToEur);
        f.prediction = predict(contract, layout.deployment);
        f.layoutSearched = layout.searched;
        f.layouts = layout.options.size();
        f.layoutWhy = layout.why;
        for (std::size_t i = 0; i < d; ++i) {
            if (index[i] == 0) continue;
            LatticeState below = index;
            --below[i];
            AdjacentFail a = adjacentFail(i, space.dims[i].levels[static_cast<std::size_t>(below[i])], evaluate(below));
            if (!a.deployable) a.deploymentProblem = deploy(below).invalidReason;
            f.adjacentFails.push_back(std::move(a));
        }
        out.frontier.push_back(std::move(f));
    }
    out.cheapest = cheapestOf(out.frontier);
    return out;
}

nlohmann::json toJson(const ExploreResult& r, const Space& space) {
    auto stateJson = [&](const std::vector<double>& levels) {
        nlohmann::json s = nlohmann::json::object();
        for (std::size_t i = 0; i < levels.size(); ++i) s[space.dims[i].name] = levels[i];
        return s;
    };
    nlohmann::json frontier = nlohmann::json::array();
    for (const auto& f : r.frontier) {
        nlohmann::json adj = nlohmann::json::array();
        for (const auto& a : f.adjacentFails) {
            adj.push_back({{"resource", space.dims[a.dim].name},
                           {"level", a.level},
                           {"failed", adjacentCause(a)},
                           {"binding", bindingName(a.binding)}});
            if (!a.deploymentProblem.empty()) adj.back()["reason"] = a.deploymentProblem;
        }
        frontier.push_back({{"state", stateJson(f.levels)},
                            {"tensor_parallel", f.prediction.tp},
                            {"pipeline_parallel", f.prediction.pp},
                            {"replicas", f.prediction.replicas},
                            {"binding", bindingName(f.prediction.binding)},
                            {"eur_per_hour", f.prediction.eurPerHour},
                            {"watts", f.prediction.watts},
                            {"throughput_tok_s", f.prediction.throughputTokS},
                            {"ttft_ms_p99", finiteOrNull(f.prediction.ttftMsP99)},
                            {"tpot_ms_p99", finiteOrNull(f.prediction.tpotMsP99)},
                            {"eur_per_mtok", finiteOrNull(f.prediction.eurPerMtok)},
                            {"adjacent_fail", adj}});
        if (f.layoutSearched) frontier.back()["layout"] = {{"layouts", f.layouts}, {"why", f.layoutWhy}};
    }
    nlohmann::json undeployable = nlohmann::json::array();
    for (const auto& u : r.undeployable)
        undeployable.push_back({{"reason", u.reason}, {"states", u.states}, {"example", stateJson(u.example)}});
    nlohmann::json out = {{"frontier", frontier},
                          {"evaluated", r.evaluated},
                          {"passing", r.passing},
                          {"undeployable_states", r.undeployableStates},
                          {"undeployable", undeployable}};
    out["cheapest"] = r.cheapest >= 0 ? frontier[static_cast<std::size_t>(r.cheapest)] : nlohmann::json();
    return out;
}

} // namespace luma
