#pragma once
// Iteration-level simulation of one serving replica: the batch scheduler (continuous batching,
// chunked prefill, token budget, KV-block admission and preemption) driven by the contract's
// arrivals, with iteration times from the step model — the analytic predictor's physics, in
// time order. Deterministic for a seed.
#include "core/model/contract.h"
#include "core/predict/deployment.h"
#include "core/predict/prediction.h"
#include "core/predict/serving_loop.h"
#include "core/predict/serving_stats.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>

namespace luma {

// The simulator holds every request of a replica (its arrival, its record: about a hundred bytes
// each), so it simulates at most this many per replica; a contract asking for more is refused
// with the limit (10^9 requests died with std::bad_alloc). Latency statistics settle long before.
inline constexpr long long kMaxSimulatedRequests = 1'000'000;

struct SimulationOptions {
    std::uint64_t seed = 1;
    long long maxIterations = 20'000'000; // a guard, reported as an error when hit
    const CancelToken* cancel = nullptr;  // checked every iteration: throws luma::Cancelled
    // After every iteration, with the simulated time as `elapsed` (a face throttles it itself).
    std::function<void(const ServingProgress&)> progress;
};

struct SimulationResult {
    bool fits = true;
    ServingStats stats; // one replica simulated; throughput scaled to all replicas
    long long preemptions = 0;
    long long iterations = 0;
    long long maxRunning = 0;
    double meanRunning = 0;
};

// Throws SpecError naming workload.arrival.requests above kMaxSimulatedRequests per replica.
SimulationResult simulate(const Contract& contract, const Deployment& deployment,
                          const SimulationOptions& options = {});
nlohmann::json toJson(const SimulationResult& r);

// The contract judged on the simulation's own figures: its latency percentiles, throughput and
// success rate; cost from its throughput; power from the analytic model (the simulation does
// not model power). The binding follows the first failed SLO, named with the analytic
// operating point's resources (`analytic` is the prediction for the same deployment).
struct SimulatedVerdict {
    bool pass = false;
    Binding binding = Binding::None;
    SloChecks slos;
    double eurPerMtok = 0, watts = 0;
};
SimulatedVerdict judgeSimulation(const Contract& contract, const Prediction& analytic, const SimulationResult& sim);
// The same, with the binding named by the model's sensitivities (binding.h) for the SLO that
// decides the simulation's verdict: what the faces show beside a simulated verdict.
SimulatedVerdict judgeSimulation(const Contract& contract, const Deployment& deployment, const Prediction& analytic,
                                 const SimulationResult& sim);
nlohmann::json toJson(const ServingStats& s);

// Arrival times of `count` requests for one replica: 0 for offline and closed loops (whose
// later requests arrive as earlier ones finish), exponential gaps for Poisson.
std::vector<double> arrivalTimes(const Contract& contract, long long count, double replicas, std::uint64_t seed);

} // namespace luma
