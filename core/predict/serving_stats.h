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
    long long completed = 0; // within the experiment and the contract's request timeout
    long long timedOut = 0;  // finished, but after the request timeout: failed, not delivered
    double durationS = 0;
    double throughputTokS = 0; // output tokens per second
    // Two different questions, kept apart so that one cannot be read as the other:
    // success = requests completed within the experiment and the request timeout / requests sent;
    // goodput = output tokens of the completed requests that met every latency SLO (each
    // request's own TTFT and TPOT within the contract's p99 limits), per second. So
    // goodput = throughput x sloMetRate, and goodput <= throughput always.
    double goodputTokS = 0;
    double successRate = 0;
    double sloMetRate = 0; // completed requests within every latency SLO / completed
    long long sloMet = 0;
    double ttftMsP50 = 0, ttftMsP99 = 0, tpotMsP50 = 0, tpotMsP99 = 0, e2eMsP50 = 0, e2eMsP99 = 0;
    double queueMsP50 = 0, queueMsP99 = 0; // waiting before admission
};

// TTFT counts from the request's arrival for Poisson and closed-loop arrivals. Offline
// experiments queue every request at t=0 by design, so there TTFT counts from the iteration that
// starts the request's prompt (its first prefill chunk) to its first token: the prompt's own
// processing, as the analytic predictor states it; the time spent queued before is reported on
// its own (queue). The request timeout counts from the same point; a request past it is failed
// (its tokens are not in throughput or goodput), but its latencies stay in the percentiles: the
// server served it that slowly, and leaving it out would flatter the tail. The server is not
// told (it serves what it admitted): a conservative reading of a client that gives up.
ServingStats servingStats(const std::vector<RequestRecord>& records, const Contract& contract, double durationS,
                          double replicas = 1);
double percentile(std::vector<double> values, double q); // nearest rank, q in [0, 1]

} // namespace luma
