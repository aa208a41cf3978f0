#include "core/predict/request_timeout.h"

#include <algorithm>
#include <cmath>

namespace luma {

namespace {

// The share of requests past `t` for end-to-end quantiles q50 and q99 (seconds).
double survival(double t, double q50, double q99) {
    if (!(t > 0)) return 1;
    if (!(q50 > 0)) return 0;
    if (t <= q50) return std::pow(0.5, t / q50);
    const double spread = std::max(q99 - q50, 1e-9 * q50);
    return 0.5 * std::exp((t - q50) / spread * std::log(0.01 / 0.5)); // 0.01 at q99, on beyond it
}

} // namespace

double successWithinTimeout(const Contract& c, const Prediction& p) {
    const double timeout = c.requestTimeoutS;
    if (!std::isfinite(timeout)) return 1.0; // no client gives up (an offline batch)
    const double later = static_cast<double>(std::max<long long>(0, c.outputTokens - 1));
    const double replicas = static_cast<double>(std::max<long long>(1, p.replicas));
    if (c.arrival.kind == ArrivalKind::Poisson && p.saturated) {
        const double lambda = c.arrival.rateRps / replicas, mu = p.capacityRps / replicas;
        const double requests = std::ceil(static_cast<double>(c.arrival.requests) / replicas);
        if (mu > 0 && lambda > mu && requests > 0) {
            const double inSystem = std::max(1.0, p.concurrency) / mu;
            const double inTime = std::floor((timeout - inSystem) / (1 / mu - 1 / lambda)) + 1;
            return std::clamp(inTime, 0.0, requests) / requests;
        }
    }
    const double q50 = (p.ttftMsP50 + later * p.tpotMsP50) / 1e3, q99 = (p.ttftMsP99 + later * p.tpotMsP99) / 1e3;
    if (!std::isfinite(q50)) return 0;
    // An unbounded p99 (a tail that outgrows the run) leaves at least 1 % late at any timeout.
    const double late = std::isfinite(q99) ? survival(timeout, q50, q99) : std::max(0.01, survival(timeout, q50, q50));
    return late < 1e-9 ? 1.0 : std::clamp(1 - late, 0.0, 1.0);
}

} // namespace luma
