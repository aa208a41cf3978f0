#include "core/predict/speculation.h"

#include <algorithm>
#include <cmath>

namespace luma {

double draftSeconds(const Deployment& d, const ModelShape& m, double plainDecodeStepSeconds) {
    if (d.draftTokens <= 0) return 0.0;
    const double floor = d.layerOverheadS * static_cast<double>(m.layers) / std::max(1, d.pp);
    return d.draftTokens * std::max(d.draftCost * plainDecodeStepSeconds, floor);
}

double speculationBatchLimit(const StepModel& sm, const Deployment& d, const ModelShape& m, double context) {
    if (d.draftTokens <= 0) return 0.0;
    const double queries = queriesPerSequence(d), yield = tokensPerIteration(d);
    // Tokens per second of a speculative decode step over a plain one at batch D.
    const auto gain = [&](double D) {
        StepLoad plain;
        plain.decodeTokens = plain.sampledTokens = D;
        plain.decodeContext = D * context;
        StepLoad spec = plain;
        spec.decodeTokens = spec.sampledTokens = D * queries;
        spec.queriesPerSequence = queries;
        const double p = sm.step(plain).seconds;
        return yield * p / (sm.step(spec).seconds + draftSeconds(d, m, p));
    };
    const double most = static_cast<double>(std::max<long long>(1, d.runtime.maxSequences));
    if (gain(1.0) <= 1.0) return 0.0;
    if (gain(most) > 1.0) return most;
    // The gain falls as the batch grows (the verification turns compute-bound): bisect on it.
    double lo = 1.0, hi = most;
    while (hi - lo > 1.0) {
        const double mid = std::floor(0.5 * (lo + hi));
        (gain(mid) > 1.0 ? lo : hi) = mid;
    }
    return lo;
}

} // namespace luma
