// sloCapacityRps (predictor.h): the highest Poisson rate at which the model's latency SLOs hold,
// by bisection over predict(). For a report, not for the explorer's inner loop.
#include "core/predict/predictor.h"

#include <limits>

namespace luma {

double sloCapacityRps(const Contract& contract, const Deployment& deployment) {
    if (contract.arrival.kind != ArrivalKind::Poisson) return std::numeric_limits<double>::quiet_NaN();
    Contract c = contract;
    // Only the latency SLOs are asked of the lower rates: a throughput floor would make them
    // infeasible (above the offered load).
    c.slo.throughputTokSMin.reset();
    PredictOptions verdictOnly;
    verdictOnly.binding = false;
    const auto latencyHolds = [&](double rate) {
        c.arrival.rateRps = rate;
        const Prediction p = predict(c, deployment, verdictOnly);
        if (!p.fits || !p.deployable || p.saturated) return false;
        for (int i = 0; i < p.slos.count; ++i) {
            const SloCheck& k = p.slos.checks[static_cast<std::size_t>(i)];
            const bool latency = k.kind == SloKind::TtftP50 || k.kind == SloKind::TtftP99 ||
                                 k.kind == SloKind::TpotP50 || k.kind == SloKind::TpotP99;
            if (latency && !k.pass) return false;
        }
        return true;
    };
    c.arrival.rateRps = contract.arrival.rateRps;
    const double capacity = predict(c, deployment, verdictOnly).capacityRps;
    if (!(capacity > 0)) return 0.0;
    double lo = capacity * 1e-4, hi = capacity;
    if (!latencyHolds(lo)) return 0.0;
    for (int i = 0; i < 40 && hi - lo > 1e-4 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        (latencyHolds(mid) ? lo : hi) = mid;
    }
    return lo;
}

} // namespace luma
