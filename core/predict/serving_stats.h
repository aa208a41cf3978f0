#pragma once
// Latency and throughput statistics of a serving run from its per-request records, the same
// for a simulated run and for a physical one.
#include "core/model/contract.h"
#include "core/predict/batch_scheduler.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace luma {

struct ServingStats {
    long long requests = 0;
    long long completed = 0;
    double durationS = 0;
    double throughputTokS = 0; // output tokens per second
    double goodputTokS = 0;    // from requests that met the contract's TTFT and TPOT p99 SLOs
    double successRate = 0;
    double ttftMsP50 = 0, ttftMsP99 = 0, tpotMsP50 = 0, tpotMsP99 = 0, e2eMsP50 = 0, e2eMsP99 = 0;
    double queueMsP50 = 0, queueMsP99 = 0; // waiting before admission
};

// Offline experiments queue everything at t=0 by design: their TTFT counts from admission,
// as in the predictor, and the time spent queued is reported on its own.
ServingStats servingStats(const std::vector<RequestRecord>& records, const Contract& contract, double durationS,
                          double replicas = 1);
double percentile(std::vector<double> values, double q); // nearest rank, q in [0, 1]

} // namespace luma
