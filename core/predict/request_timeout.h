#pragma once
// The model's success rate under the contract's request timeout (Contract::requestTimeoutS): the
// share of requests that finish before their client gives up, from the predicted figures.
#include "core/model/contract.h"
#include "core/predict/prediction.h"

namespace luma {

// Saturated Poisson arrivals (above capacity): the queue grows through the experiment, request k
// of a replica's N arriving at k / lambda and leaving at k / mu + S (mu the capacity, S the time
// in system at full occupancy, the slots over mu by Little's law), so it waits
// k (1 / mu - 1 / lambda) + S and those with k below (T - S) / (1 / mu - 1 / lambda) finish in time.
// Otherwise the request's end-to-end time (TTFT plus its output at its TPOT) has the predicted
// p50 and p99, its survival read as exponential between them and beyond; a share past the timeout
// below 1e-9 is none (the contract could not state a success floor that fine). Offline requests
// count from their prompt's start, as their TTFT does. `p`'s latencies and capacity must be set.
double successWithinTimeout(const Contract& c, const Prediction& p);

} // namespace luma
