#include "core/model/model_shape.h"

#include <cmath>
#include <stdexcept>

namespace luma {

double ModelShape::expertsTouched(double tokens) const {
    if (!isMoe() || tokens <= 0) return 0;
    double missOne = 1.0 - static_cast<double>(expertsPerToken) / experts;
    return experts * (1.0 - std::pow(missOne, tokens));
}

double ModelShape::kvShare(double tokens) const {
    if (chunkedLayers <= 0 || attentionChunk <= 0 || tokens <= attentionChunk) return 1.0;
    const double chunked = chunkedLayers * (static_cast<double>(attentionChunk) / tokens);
    return (layers - chunkedLayers + chunked) / layers;
}

void ModelShape::finalize() {
    if (layers <= 0 || hidden <= 0 || heads <= 0 || kvHeads <= 0 || headDim <= 0 || vocab <= 0)
        throw std::invalid_argument("layers, hidden size, heads, KV heads, head_dim and vocabulary "
                                    "must all be positive");
    if (heads % kvHeads != 0)
        throw std::invalid_argument("attention heads (" + std::to_string(heads) + ") are not a multiple of KV heads (" +
                                    std::to_string(kvHeads) + ")");
    if (chunkedLayers < 0 || chunkedLayers > layers || attentionChunk < 0 ||
        (chunkedLayers > 0) != (attentionChunk > 0))
        throw std::invalid_argument("chunked attention needs a positive chunk and between 1 and all layers chunked");
    const double d = hidden;
    if (mla) {
        const double qkDim = qkNopeDim + qkRopeDim;
        double q = qLoraRank > 0 ? d * qLoraRank + qLoraRank + static_cast<double>(qLoraRank) * heads * qkDim
                                 : d * heads * qkDim;
        double kv = d * (kvLoraRank + qkRopeDim) + kvLoraRank +
                    static_cast<double>(kvLoraRank) * heads * (qkNopeDim + vHeadDim);
        double o = static_cast<double>(heads) * vHeadDim * d;
        attentionParamsPerLayer = q + kv + o;
        kvElementsPerTokenPerLayer = kvLoraRank + qkRopeDim;
        // Decode runs in the absorbed form over the latent: scores over (rank + rope), values
        // over rank; prefill runs the expanded heads.
        attentionFlopsDecode = 2.0 * heads * ((kvLoraRank + qkRopeDim) + kvLoraRank);
        attentionFlopsPrefill = 2.0 * heads * (qkDim + vHeadDim);
    } else {
        double q = d * heads * headDim, kv = 2.0 * d * kvHeads * headDim;
        double o = static_cast<double>(heads) * headDim * d;
        attentionParamsPerLayer = q + kv + o;
        kvElementsPerTokenPerLayer = 2.0 * kvHeads * headDim;
        attentionFlopsDecode = attentionFlopsPrefill = 4.0 * heads * headDim;
    }
    denseMlpParams = 3.0 * d * intermediate; // gated (SwiGLU) MLP: gate, up, down
    if (isMoe()) {
        if (expertsPerToken <= 0 || expertsPerToken > experts)
            throw std::invalid_argument("experts per token must be between 1 and the expert count");
        if (expertIntermediate <= 0) throw std::invalid_argument("expert width must be positive");
        if (moeLayers <= 0 || moeLayers > layers)
            throw std::invalid_argument("the number of MoE layers must be between 1 and the layer count");
        expertParams = 3.0 * d * expertIntermediate;
        moeFixedParamsPerLayer = d * experts + 3.0 * d * sharedIntermediate;
    } else {
        moeLayers = 0;
        expertParams = moeFixedParamsPerLayer = 0;
    }
    if (denseLayers() > 0 && intermediate <= 0)
        throw std::invalid_argument("intermediate_size must be positive for dense layers");
    lmHeadParams = static_cast<double>(vocab) * d;
    embeddingParams = tiedEmbeddings ? lmHeadParams : 2.0 * lmHeadParams;
    normParams = (2.0 * layers + 1.0) * d;
    const double shared = layers * attentionParamsPerLayer + denseLayers() * denseMlpParams +
                          moeLayers * moeFixedParamsPerLayer + embeddingParams + normParams;
    paramsTotal = shared + static_cast<double>(moeLayers) * experts * expertParams;
    paramsActive = shared + static_cast<double>(moeLayers) * expertsPerToken * expertParams;
}

} // namespace luma
