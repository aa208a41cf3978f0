#pragma once
// The analytic predictor: steady-state continuous batching over the step model. It finds the
// operating point (sequences in flight, as KV capacity, runtime limits and the arrival process
// allow), then derives latency, throughput, memory, cost, power and the binding resource.
// Allocation-free: it is called millions of times per second by the explorer.
#include "core/model/contract.h"
#include "core/predict/deployment.h"
#include "core/predict/prediction.h"

namespace luma {

// What predict() computes beyond the verdict's figures.
struct PredictOptions {
    // Name the binding resource by the model's own sensitivities (binding.h): a handful more
    // predictions of the same state. Off, `binding` is what the operating point's shares of
    // iteration time say (and Deployment, HbmCapacity or Power where the state itself says so):
    // for a sweep that needs only verdicts and margins (explore's lattice, a search's prior).
    bool binding = true;
};

// Throws SpecError when the contract has no model.
Prediction predict(const Contract& contract, const Deployment& deployment, const PredictOptions& options = {});

// Poisson contracts: the highest arrival rate (req/s, whole machine) at which the analytic
// model still meets every latency SLO (TTFT, TPOT); 0 when none does, NaN for other arrivals.
// A bisection over predict(): for a report, not for the explorer's inner loop.
double sloCapacityRps(const Contract& contract, const Deployment& deployment);

} // namespace luma
