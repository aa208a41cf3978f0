#include "core/predict/serving_stats.h"

#include <algorithm>
#include <cmath>

namespace luma {

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(v.size())));
    return v[std::min(v.size() - 1, rank == 0 ? 0 : rank - 1)];
}

ServingStats servingStats(const std::vector<RequestRecord>& records, const Contract& c, double durationS,
                          double replicas) {
    ServingStats s;
    s.requests = static_cast<long long>(records.size());
    s.durationS = durationS;
    const long long osl = c.outputTokens;
    const bool fromAdmission = c.arrival.kind == ArrivalKind::Offline;
    std::vector<double> ttft, tpot, e2e, queue;
    double good = 0;
    for (const auto& r : records) {
        if (r.done < 0) continue;
        const double from = fromAdmission ? (r.started >= 0 ? r.started : r.admitted) : r.arrival;
        double a = (r.firstToken - from) * 1e3;
        double b = osl > 1 ? (r.done - r.firstToken) / static_cast<double>(osl - 1) * 1e3 : 0.0;
        ttft.push_back(a);
        tpot.push_back(b);
        e2e.push_back((r.done - r.arrival) * 1e3);
        queue.push_back(((fromAdmission ? from : r.admitted) - r.arrival) * 1e3);
        if (r.done - from > c.requestTimeoutS) {
            ++s.timedOut;
            continue;
        }
        ++s.completed;
        if ((!c.slo.ttftMsP99 || a <= *c.slo.ttftMsP99) && (!c.slo.tpotMsP99 || b <= *c.slo.tpotMsP99)) {
            good += static_cast<double>(osl);
            ++s.sloMet;
        }
    }
    s.successRate = s.requests ? static_cast<double>(s.completed) / static_cast<double>(s.requests) : 0.0;
    s.sloMetRate = s.completed ? static_cast<double>(s.sloMet) / static_cast<double>(s.completed) : 0.0;
    s.ttftMsP50 = percentile(ttft, 0.50);
    s.ttftMsP99 = percentile(ttft, 0.99);
    s.tpotMsP50 = percentile(tpot, 0.50);
    s.tpotMsP99 = percentile(tpot, 0.99);
    s.e2eMsP50 = percentile(e2e, 0.50);
    s.e2eMsP99 = percentile(e2e, 0.99);
    s.queueMsP50 = percentile(queue, 0.50);
    s.queueMsP99 = percentile(queue, 0.99);
    if (durationS > 0) {
        s.throughputTokS = replicas * static_cast<double>(s.completed * osl) / durationS;
        s.goodputTokS = replicas * good / durationS;
    }
    return s;
}

} // namespace luma
