#pragma once
// Where a runtime keeps KV when it may offload it to the host tier: it spills only when the HBM
// pool is short. A sequence that does not fit HBM needs the host tier; otherwise the runtime
// admits sequences beyond the HBM pool only when that raises decode throughput, since every
// spilled token is read back over the host link at each step. Once for the predictor and the
// simulator.
#include "core/predict/deployment.h"
#include "core/predict/step_model.h"

namespace luma {

// The sequences a replica holds at most: `hbmSequences` (those the HBM pool holds) or
// `allSequences` (with the host tier), for sequences of `sequenceTokens` KV tokens whose decode
// steps read `context` tokens each.
double kvOffloadSequences(const StepModel& sm, const Deployment& d, double sequenceTokens, double context,
                          double hbmSequences, double allSequences);

// The slot rule once for the predictor and the simulator: sequences of the contract's lengths
// (`isl` + `osl` reserved whole under KvAdmission::Reserve, else isl + osl / 2 on average, in
// whole KV blocks) that `hbmTokens` of HBM KV and `allTokens` with the host tier hold, and those
// the runtime admits (at most max_sequences).
// KV tokens a sequence of the contract's lengths holds: isl + osl reserved whole under
// KvAdmission::Reserve, else isl + osl / 2 on average (before rounding to whole blocks).
double kvSequenceTokens(const Deployment& d, double isl, double osl);

struct KvSlots {
    double hbmLimit = 0, allLimit = 0; // sequences the pools hold, before max_sequences
    double slots = 0;                  // sequences admitted at once
    bool hostTier = true;              // false: the runtime keeps KV in HBM only (offloading does not pay)
};
KvSlots kvSlots(const StepModel& sm, const Deployment& d, double isl, double osl, double hbmTokens, double allTokens);

} // namespace luma
