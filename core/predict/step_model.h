#pragma once
// The time of one serving iteration on one accelerator, as a per-operator roofline: each
// operator (dense linears, routed experts, LM head, decode attention, prefill attention) costs
// the larger of its math time and its memory time (plus what the accelerator's kernels cannot
// overlap of the smaller); tensor-parallel all-reduces and the
// per-iteration overhead (fixed, per layer and per sequence) are added. Shared by the analytic predictor and the simulator.
#include "core/model/model_shape.h"
#include "core/predict/deployment.h"

namespace luma {

struct StepLoad {
    double decodeTokens = 0;       // query tokens of sequences in decode (k+1 each when speculating)
    double decodeContext = 0;      // sum of their context lengths (KV tokens read)
    double prefillTokens = 0;      // prompt tokens processed this iteration
    double prefillContext = 0;     // sum over those tokens of the context each attends to
    double sampledTokens = 0;      // tokens that go through the LM head
    double queriesPerSequence = 1; // decode queries per KV read (k+1 when verifying drafts)
};

struct StepTime {
    double seconds = 0;
    double compute = 0;  // time in math-bound operators
    double memory = 0;   // time in HBM-bound operators
    double host = 0;     // time reading offloaded KV from the host tier
    double comm = 0;     // tensor/pipeline-parallel communication
    double overhead = 0; // scheduling, launch, added block latency
    double bytes = 0;    // bytes moved from memory (after compression), one accelerator
    double flops = 0;
};

class StepModel {
public:
    StepModel(const ModelShape& model, const Deployment& deployment);

    // The time between two iterations of one sequence for the whole replica: with pipeline
    // parallelism the batch runs as `pp` micro-batches through `pp` stages.
    StepTime step(const StepLoad& load, double hostFraction = 0) const;

    double weightBytes() const { return m_weightBytes; }         // per accelerator
    double activationBytes() const { return m_activationBytes; } // per accelerator
    double kvBytesPerToken() const { return m_kvBytesPerToken; } // per accelerator, its layers
    // HBM left for the KV cache per accelerator (negative: the weights do not fit).
    double kvBudgetBytes() const { return m_kvBudgetBytes; }
    double kvTokens() const;     // KV tokens that fit in HBM, per replica
    double hostKvTokens() const; // more KV tokens on the host tier when offloading

private:
    StepTime stage(const StepLoad& load, double hostFraction) const;
    // FLOP/s of the routed-expert GEMMs for `tokens` tokens in one iteration.
    double moeRate(double tokens) const;

    const ModelShape& m_model;
    const Deployment& m_dep;
    double m_flops = 0, m_bw = 0, m_attnBw = 0, m_link = 0;
    double m_denseFlopsPerToken = 0, m_denseBytes = 0;
    double m_expertFlopsPerToken = 0, m_expertBytes = 0, m_moeLayersPerStage = 0;
    double m_lmFlopsPerToken = 0, m_lmBytes = 0;
    double m_attnDecodeFlops = 0, m_attnPrefillFlops = 0;
    double m_kvBytesPerToken = 0;
    double m_overlap = 1.0;        // the accelerator's math/memory overlap (Derating::overlap)
    double m_kvReadsPerByte = 1.0; // decode attention's KV reads per KV byte (grouped-query re-reads)
    double m_layersPerStage = 0;
    double m_weightBytes = 0, m_activationBytes = 0, m_kvBudgetBytes = 0;
};

} // namespace luma
