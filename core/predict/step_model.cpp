#include "core/predict/step_model.h"
#include "core/util/units.h"

#include <algorithm>
#include <cmath>

namespace luma {

namespace {
// Latency of one all-reduce or point-to-point hop of a small message (NCCL / custom all-reduce
// on NVLink-class fabrics measure 5-15 µs).
constexpr double kCollectiveLatencyS = 8e-6;
constexpr double kActivationBytes = 2.0; // activations cross the fabric in 16 bit
} // namespace

StepModel::StepModel(const ModelShape& model, const Deployment& dep) : m_model(model), m_dep(dep) {
    const double tp = dep.tp, pp = dep.pp;
    const double wb = bytesPerElement(dep.precision.weights);
    // Quantized checkpoints keep embeddings and the LM head in 16 bit (ModelOpt, llm-compressor).
    const double eb = std::max(wb, 2.0);
    const double kvb = bytesPerElement(dep.precision.kvCache);
    m_flops = dep.flopsPerS;
    m_bw = dep.memBytesPerS * dep.compressionRatio;
    m_attnBw = dep.attnBytesPerS * dep.compressionRatio;
    m_link = dep.linkBytesPerS;
    m_layersPerStage = model.layers / pp;
    const double denseLayers = model.denseLayers() / pp;
    m_moeLayersPerStage = model.moeLayers / pp;

    // The heads one accelerator holds (Deployment::headsPerAccelerator, headSplit). Padded heads
    // (Neuron) are real projections: an accelerator holds its padded query/output heads and its
    // key/value heads; counted here as the replica's equivalent (x tp).
    const bool adp = dep.runtime.attentionDataParallel;
    const HeadSplit heads = headSplit(model, dep);
    const double attentionParams = heads.padded
                                       ? static_cast<double>(model.hidden) * model.headDim *
                                             (2.0 * heads.headsPerAccelerator + 2.0 * heads.kvHeadsPerAccelerator) * tp
                                       : model.attentionParamsPerLayer;
    const double denseParams = m_layersPerStage * attentionParams + denseLayers * model.denseMlpParams +
                               m_moeLayersPerStage * model.moeFixedParamsPerLayer;
    m_denseFlopsPerToken = 2.0 * denseParams / tp;
    m_denseBytes = denseParams * wb / tp;
    m_expertFlopsPerToken = 2.0 * model.expertsPerToken * model.expertParams * m_moeLayersPerStage / tp;
    m_expertBytes = model.expertParams * wb / tp; // one expert of one layer, this accelerator's share
    m_lmFlopsPerToken = 2.0 * model.lmHeadParams / tp / pp;
    m_lmBytes = model.lmHeadParams * eb / tp / pp;

    // Each accelerator keeps the KV of its KV heads (split across tensor parallelism until each
    // rank holds one, replicated beyond, MLA's single latent always; padded on Neuron) and runs
    // the attention math of its query heads. With attention data parallelism every rank holds
    // all heads for its own sequences: a 1/tp share of the replica's.
    const double kvPortion = adp ? 1.0 / tp : heads.kvHeadsPerAccelerator / model.shardableKvHeads();
    const double headPortion = adp ? 1.0 / tp : heads.headsPerAccelerator / model.heads;
    // Chunked local attention keeps and reads one chunk in its layers (dep.kvShare of the whole).
    m_kvBytesPerToken = m_layersPerStage * model.kvElementsPerTokenPerLayer * kvb * kvPortion * dep.kvShare;
    m_attnDecodeFlops = m_layersPerStage * model.attentionFlopsDecode * headPortion * dep.kvShare;
    m_attnPrefillFlops = m_layersPerStage * model.attentionFlopsPrefill * headPortion * dep.kvShare;
    const double queryHeadsPerKvHead = heads.headsPerAccelerator / heads.kvHeadsPerAccelerator;
    if (const Accelerator* a = dep.accelerator) {
        m_overlap = std::clamp(a->derating.overlap, 0.0, 1.0);
        // Query heads per KV head on one rank (heads/kv_heads, or heads/tp once KV heads are
        // replicated); a kernel that reads a KV head once per query head reads it that often.
        if (!model.mla && model.kvHeads > 0 && !adp)
            m_kvReadsPerByte = 1.0 + a->derating.gqaKvRereads * std::max(0.0, queryHeadsPerKvHead - 1.0);
    }

    m_weightBytes = denseParams * wb / tp + m_moeLayersPerStage * model.experts * model.expertParams * wb / tp +
                    (model.embeddingParams * eb + model.normParams * 2.0) / tp / pp;
    // Working set of one iteration: hidden states and MLP intermediates for the token budget,
    // plus FP32 logits for every sequence that samples.
    const double width =
        std::max<double>(model.intermediate, static_cast<double>(model.expertIntermediate) * model.expertsPerToken);
    m_activationBytes =
        static_cast<double>(dep.runtime.maxBatchedTokens) * (4.0 * model.hidden + 2.0 * width / tp) * 2.0 +
        static_cast<double>(dep.runtime.maxSequences) * model.vocab / tp * 4.0;
    m_kvBudgetBytes = dep.hbmGib * kGiB * dep.runtime.gpuMemoryUtilization - m_weightBytes - m_activationBytes -
                      dep.runtimeReserveGib * kGiB;
}

double StepModel::kvTokens() const { return std::max(0.0, m_kvBudgetBytes) / m_kvBytesPerToken; }

double StepModel::hostKvTokens() const {
    if (!m_dep.kvOffload) return 0;
    return m_dep.hostGibPerAccel * kGiB * m_dep.kvOffloadMaxFraction / m_kvBytesPerToken;
}

StepTime StepModel::stage(const StepLoad& load, double hostFraction) const {
    StepTime t;
    auto op = [&](double flops, double bytes, double rate, double bandwidth) {
        double c = flops / rate, m = bytes / bandwidth;
        // What the kernel cannot hide of the shorter term adds to the longer (overlap < 1).
        if (c >= m)
            c += (1.0 - m_overlap) * m;
        else
            m += (1.0 - m_overlap) * c;
        t.flops += flops;
        t.bytes += bytes / m_dep.compressionRatio;
        if (c >= m)
            t.compute += c;
        else
            t.memory += m;
    };
    const double tokens = load.decodeTokens + load.prefillTokens;
    op(tokens * m_denseFlopsPerToken, m_denseBytes, m_flops, m_bw);
    if (m_model.isMoe() && tokens > 0)
        op(tokens * m_expertFlopsPerToken, m_moeLayersPerStage * m_model.expertsTouched(tokens) * m_expertBytes,
           moeRate(tokens), m_bw);
    if (load.sampledTokens > 0) op(load.sampledTokens * m_lmFlopsPerToken, m_lmBytes, m_flops, m_bw);
    if (load.decodeContext > 0) {
        const double kvBytes = load.decodeContext * m_kvBytesPerToken;
        op(load.decodeContext * load.queriesPerSequence * m_attnDecodeFlops,
           m_kvReadsPerByte * kvBytes * (1.0 - hostFraction), m_flops, m_attnBw);
        if (hostFraction > 0) {
            t.host = kvBytes * hostFraction / m_dep.hostBytesPerS;
            t.bytes += kvBytes * hostFraction;
        }
    }
    if (load.prefillTokens > 0)
        op(load.prefillContext * m_attnPrefillFlops, load.prefillTokens * m_kvBytesPerToken, m_flops, m_attnBw);
    if (m_dep.tp > 1 && tokens > 0) {
        const double tp = m_dep.tp;
        const double message = tokens * m_model.hidden * kActivationBytes;
        // A ring all-reduce's latency grows with its hops where the accelerator's collectives
        // synchronise hop by hop (collective_hop_us, NeuronLink); a switch's does not.
        const double hopS = m_dep.accelerator ? m_dep.accelerator->derating.collectiveHopUs * 1e-6 : 0.0;
        const double allReduce =
            kCollectiveLatencyS + 2.0 * (tp - 1.0) * hopS + 2.0 * (tp - 1.0) / tp * message / m_link;
        if (m_dep.runtime.attentionDataParallel && m_model.isMoe()) {
            // Attention data-parallel with expert parallelism: each rank sends its own tokens
            // to the k experts' ranks and gathers the results (FP8 dispatch, 16-bit combine)
            // in every MoE layer; dense layers still all-reduce.
            const double perToken = m_model.expertsPerToken * m_model.hidden * (1.0 + kActivationBytes);
            const double allToAll = 2.0 * kCollectiveLatencyS + tokens / tp * perToken * (tp - 1.0) / tp / m_link;
            t.comm += m_moeLayersPerStage * allToAll + 2.0 * (m_layersPerStage - m_moeLayersPerStage) * allReduce;
        } else {
            t.comm += 2.0 * m_layersPerStage * allReduce;
        }
    }
    if (m_dep.pp > 1 && tokens > 0) t.comm += kCollectiveLatencyS + tokens * m_model.hidden * kActivationBytes / m_link;
    // Host-side work per sequence (scheduling, sampling, detokenisation) grows with the batch;
    // with pipeline parallelism each micro-batch carries its own share of the sequences.
    // A speculating sequence samples k+1 tokens but is one sequence to schedule.
    const double q = std::max(1.0, load.queriesPerSequence);
    const double sequences = load.decodeTokens / q + std::max(0.0, load.sampledTokens - load.decodeTokens);
    const double perSequenceS = m_dep.accelerator ? m_dep.accelerator->derating.sequenceOverheadUs * 1e-6 : 0.0;
    t.overhead = m_dep.stepOverheadS / m_dep.pp + m_layersPerStage * m_dep.layerOverheadS + sequences * perSequenceS +
                 m_dep.compressionLatencyS;
    t.seconds = t.compute + t.memory + t.host + t.comm + t.overhead;
    return t;
}

double StepModel::moeRate(double tokens) const {
    const double half = m_dep.accelerator ? m_dep.accelerator->derating.moeHalfTokens : 0.0;
    if (half <= 0 || m_model.experts <= 0) return m_dep.moeFlopsPerS;
    // A grouped GEMM over experts that each see few rows runs short, skinny tiles: its share of
    // the dense GEMM rate grows with the rows per expert, m / (m + half).
    const double perExpert = tokens * m_model.expertsPerToken / m_model.experts;
    return m_flops * perExpert / (perExpert + half);
}

StepTime StepModel::step(const StepLoad& load, double hostFraction) const {
    if (m_dep.pp == 1) return stage(load, hostFraction);
    const double pp = m_dep.pp;
    StepLoad micro{load.decodeTokens / pp,   load.decodeContext / pp, load.prefillTokens / pp,
                   load.prefillContext / pp, load.sampledTokens / pp, load.queriesPerSequence};
    StepTime s = stage(micro, hostFraction);
    // Each micro-batch crosses all stages; a sequence's next iteration starts when its
    // micro-batch has been through every stage.
    for (double* f : {&s.seconds, &s.compute, &s.memory, &s.host, &s.comm, &s.overhead, &s.bytes, &s.flops}) *f *= pp;
    return s;
}

} // namespace luma
