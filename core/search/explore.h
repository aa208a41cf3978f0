#pragma once
// Predicted frontier over a resource space: evaluate every state with the predictor, keep the
// minimal PASS states (each one-step cut in any resource fails), with the adjacent FAIL states
// that prove each resource necessary, and the cheapest frontier state by € per hour, then W.
// Every state is judged as a serving engine would deploy it (resolveDeployment): its TP / PP /
// replicas are shown, and the states no engine would deploy are counted with their reasons.
// Where the machine sets no tensor_parallel the layout is a dimension of its own: each state
// takes the TP x PP x replicas of its accelerators that serves the contract best
// (deployment_layout.h), and a frontier state says which and why.
#include "core/model/contract.h"
#include "core/model/intervention.h"
#include "core/model/machine.h"
#include "core/model/space.h"
#include "core/predict/prediction.h"
#include "core/util/cancel.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace luma {

struct AdjacentFail {
    std::size_t dim = 0;
    double level = 0; // the level one step below the frontier state's
    SloKind failed{}; // the first SLO that broke (when the state fits)
    bool fits = true;
    bool deployable = true;
    Binding binding = Binding::None;
    std::string deploymentProblem; // why an engine would refuse this state (when !deployable)
};

struct FrontierState {
    std::vector<std::size_t> index; // level index per dim
    std::vector<double> levels;
    Prediction prediction;
    std::vector<AdjacentFail> adjacentFails;
    // The layout search at this state (deployment_layout.h): how many layouts, why this one.
    bool layoutSearched = false;
    std::size_t layouts = 1;
    std::string layoutWhy;
};

// States no serving engine would deploy, by reason: judged FAIL, never given a parallelism the
// engine would refuse. `example` is the first such state's levels.
struct Undeployable {
    std::string reason;
    long long states = 0;
    std::vector<double> example;
};

struct ExploreResult {
    std::vector<FrontierState> frontier;
    long long evaluated = 0;
    long long passing = 0;
    long long undeployableStates = 0;
    std::vector<Undeployable> undeployable; // at most kMaxUndeployableReasons, then the rest in the count only
    int cheapest = -1;                      // index into frontier
};

inline constexpr std::size_t kMaxUndeployableReasons = 8;

inline constexpr std::size_t kMaxExploreStates = 50'000'000;

struct ExploreOptions {
    const CancelToken* cancel = nullptr; // checked every few thousand states: throws Cancelled
    // States evaluated so far and in all, every 64 Ki states and at the end of the sweep.
    std::function<void(long long evaluated, long long total)> progress;
    double usdToEur = 0; // EUR per USD for catalog list prices; 0: the catalog's rate
};

// Throws SpecError (naming the space file) when the space has more than kMaxExploreStates or a
// level above what the machine's part has (checkSpaceAgainstMachine), and (naming the contract)
// when no machine can pass the contract (requireFeasible).
ExploreResult explore(const Contract& contract, const Machine& machine, const Space& space,
                      const std::vector<Intervention>& interventions = {}, const ExploreOptions& options = {});
nlohmann::json toJson(const ExploreResult& r, const Space& space);
const char* adjacentCause(const AdjacentFail& f); // "TTFT", "TPOT", "throughput", "OOM", "deploy", …

} // namespace luma
