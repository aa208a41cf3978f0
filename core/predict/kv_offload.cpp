#include "core/predict/kv_offload.h"

#include <algorithm>

namespace luma {

double kvOffloadSequences(const StepModel& sm, const Deployment& d, double sequenceTokens, double context,
                          double hbmSequences, double allSequences) {
    if (!d.kvOffload || allSequences <= hbmSequences) return allSequences;
    if (hbmSequences < 1) return allSequences; // one sequence needs the host tier
    const double queries = queriesPerSequence(d);
    const double hbmTokens = sm.kvTokens();
    // Output tokens per second of decode steps over D sequences (the spilled share read from host).
    const auto throughput = [&](double D) {
        StepLoad load;
        load.decodeTokens = load.sampledTokens = D * queries;
        load.queriesPerSequence = queries;
        load.decodeContext = D * context;
        const double need = D * sequenceTokens;
        const double host = need > hbmTokens ? (need - hbmTokens) / need : 0.0;
        return D / sm.step(load, host).seconds;
    };
    return throughput(allSequences) > throughput(hbmSequences) ? allSequences : hbmSequences;
}

} // namespace luma
