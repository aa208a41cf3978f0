#include "core/predict/kv_offload.h"

#include <algorithm>
#include <cmath>

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

double kvSequenceTokens(const Deployment& d, double isl, double osl) {
    return d.runtime.kvAdmission == KvAdmission::Reserve ? isl + osl : isl + osl / 2.0;
}

KvSlots kvSlots(const StepModel& sm, const Deployment& d, double isl, double osl, double hbmTokens, double allTokens) {
    const auto& rt = d.runtime;
    const double block = static_cast<double>(std::max(1, rt.kvBlockTokens));
    const double seqTokens = kvSequenceTokens(d, isl, osl);
    const double perSeq = std::ceil(seqTokens / block) * block, most = static_cast<double>(rt.maxSequences);
    KvSlots k;
    k.hbmLimit = std::floor(hbmTokens / perSeq);
    k.allLimit = std::floor(allTokens / perSeq);
    const double all = std::min(k.allLimit, most);
    k.slots = kvOffloadSequences(sm, d, seqTokens, isl + osl / 2.0, std::min(k.hbmLimit, most), all);
    k.hostTier = !(k.slots < all);
    return k;
}

} // namespace luma
