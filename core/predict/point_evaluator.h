#pragma once
// The analytic predictor's operating points: what one replica's iterations cost with a number of
// sequences in flight (OperatingPoint), from the step model, the runtime's token budget and
// chunking, speculation up to its batch limit, and the KV spilled to a host tier, before any
// queueing. Each arrival kind (predictor.cpp) asks it at the sequences its load keeps in flight.
#include "core/model/contract.h"
#include "core/predict/deployment.h"
#include "core/predict/kv_offload.h"
#include "core/predict/operating_point.h"
#include "core/predict/step_model.h"

namespace luma {

class PointEvaluator {
public:
    PointEvaluator(const Contract& c, const Deployment& d, const StepModel& sm, double kvTokens);

    double seqTokens() const { return kvSequenceTokens(m_dep, m_isl, m_osl); }

    // Whether `decoders` sequences decode speculatively: up to the batch limit (speculation.h),
    // as the batch scheduler decides per iteration; above it the engine decodes plainly.
    bool speculatesAt(double decoders) const { return m_spec && decoders <= m_specLimit; }
    // Query tokens per decoder in an iteration of `decoders` (k + 1 when speculating, else 1).
    double queriesAt(double decoders) const { return speculatesAt(decoders) ? m_queries : 1.0; }
    // The draft phase of an iteration of `decoders` sequences over `context` tokens each (0 when
    // they decode plainly).
    double draftAt(double decoders, double context) const {
        return speculatesAt(decoders) && decoders > 0 ? draftPhase(decoders, context, 0.0) : 0.0;
    }

    OperatingPoint at(double sequences) const;

private:
    // A prompt's chunk in an iteration beside `decodeTokens` decode queries: the budget they leave
    // (at least one token), at most the runtime's chunk size and the prompt; the whole prompt
    // without chunked prefill.
    double chunkBeside(double decodeTokens) const;
    // What an iteration's prompt budget holds beside the decoders of `withChunk` (which carries
    // one prompt's chunk): a second whole prompt's cost, the prompts it admits, and the prompt's
    // own processing, its chunks one per iteration. Waiting (for the running iteration to end,
    // for prefill budget, for a slot) is added per arrival process.
    void prefillFigures(OperatingPoint& op, const StepLoad& withChunk, double hostFraction, double draft) const;
    // A lone request's prompt has nothing decoding beside it (the batch counts the prompt's own
    // sequence): below two sequences, D - 1 decoders share its chunks. It matters where a step's
    // passes do not fuse (a static-batch runtime runs context encoding and decode apart), little
    // on a fused step. Its chunks take the budget those decoders leave (a 128-token budget holds
    // one decode token back and splits a 128-token prompt in two).
    double loneTtft(double D, double queries, const StepLoad& noPrefill, double hostFraction, double draft) const;
    // The draft phase beside `decoders` speculating sequences over `context` tokens each, priced
    // against their plain step (with `hostFraction` of the KV read from the host tier).
    double draftPhase(double decoders, double context, double hostFraction) const;

    const Deployment& m_dep;
    const StepModel& m_sm;
    double m_isl, m_osl, m_kvTokens;
    double m_decodeCap = 1, m_queries = 1, m_tokensPerIter = 1;
    double m_specDecodeCap = 1, m_specLimit = 0;
    const ModelShape* m_model = nullptr;
    bool m_spec = false;
};

} // namespace luma
