#pragma once
// A configuration's accepted capacity on a machine, as the model sees it: the highest arrival
// rate (req/s, whole machine) at which every SLO, economic limit and quality floor holds, with
// the cost and power there. Poisson contracts: a bisection over predict()'s cheap path between
// no load and the rate at which the queues saturate; the throughput floor and the cost ceiling
// (which only improve with load) are asked of the capacity itself. Offline and closed contracts:
// the served rate (throughput / output tokens) where the contract's own load passes, else 0.
#include "core/model/contract.h"
#include "core/predict/deployment.h"
#include "core/predict/prediction.h"

#include <string>

namespace luma {

struct Capacity {
    double goodputRps = 0; // 0: no rate passes
    double eurPerMtok = 0, watts = 0, eurPerHour = 0;
    Binding binding = Binding::None;
    std::string cause;   // why nothing passes ("quality: mmlu_accuracy 0.676 < 0.68", "OOM", ...), or ""
    int predictions = 0; // predict() calls spent
};

// `work` is a copy of the contract whose arrival rate the search moves (restored on return).
Capacity acceptedCapacity(Contract& work, const Deployment& deployment);
// The figures at one rate (cost and power of holding it; the verdict at it).
struct AtRate {
    bool pass = false;
    double eurPerMtok = 0, watts = 0;
};
AtRate atRate(Contract& work, const Deployment& deployment, double rateRps);

} // namespace luma
