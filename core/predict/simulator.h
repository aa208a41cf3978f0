#pragma once
// Iteration-level simulation of one serving replica: continuous batching with chunked prefill,
// a token budget per iteration, KV-block admission (reserve or incremental with preemption by
// recomputation), and the contract's arrivals. Iteration times come from the step model, so the
// simulator and the analytic predictor share their physics. Deterministic for a seed.
#include "core/model/contract.h"
#include "core/predict/deployment.h"

#include <nlohmann/json.hpp>

#include <cstdint>

namespace luma {

struct SimulationOptions {
    std::uint64_t seed = 1;
    long long maxIterations = 20'000'000; // a guard, reported as an error when hit
};

struct SimulationResult {
    bool fits = true;
    long long requests = 0; // simulated on one replica
    long long completed = 0;
    long long preemptions = 0;
    long long iterations = 0;
    long long maxRunning = 0;
    double durationS = 0;
    double throughputTokS = 0; // output tokens per second, all replicas
    double goodputTokS = 0;    // from requests that met the TTFT and TPOT SLOs
    double successRate = 0;
    double ttftMsP50 = 0, ttftMsP99 = 0, tpotMsP50 = 0, tpotMsP99 = 0, e2eMsP50 = 0, e2eMsP99 = 0;
    double queueMsP50 = 0, queueMsP99 = 0; // waiting before admission
    double meanRunning = 0;
};

SimulationResult simulate(const Contract& contract, const Deployment& deployment,
                          const SimulationOptions& options = {});
nlohmann::json toJson(const SimulationResult& r);

} // namespace luma
