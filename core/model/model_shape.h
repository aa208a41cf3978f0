#pragma once
// The shape of a decoder-only transformer as far as serving cost is concerned, and the
// quantities derived from it: parameters (total and active per token), FLOPs per token and
// KV-cache elements per token.

#include <string>

namespace luma {

struct ModelShape {
    std::string architecture; // e.g. "LlamaForCausalLM"
    std::string modelType;    // e.g. "llama"
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;
    int headDim = 0;
    int intermediate = 0; // dense MLP width
    int vocab = 0;
    bool tiedEmbeddings = false;
    // Longest sequence (input + output) the model serves: max_position_embeddings, extended by
    // a YaRN / linear / dynamic rope_scaling factor as vLLM derives it; 0 when the config omits it.
    long long contextTokens = 0;

    // Mixture of experts (experts == 0: dense model).
    int experts = 0;
    int expertsPerToken = 0;
    int expertIntermediate = 0;
    int sharedIntermediate = 0; // summed width of the always-active shared experts
    int moeLayers = 0;          // layers whose MLP is routed; the others are dense

    // Multi-head latent attention (DeepSeek-V2/V3): the KV cache holds one latent per token.
    bool mla = false;
    int kvLoraRank = 0;
    int qLoraRank = 0;
    int qkNopeDim = 0;
    int qkRopeDim = 0;
    int vHeadDim = 0;

    // Chunked local attention (Llama 4): `chunkedLayers` layers attend only within their
    // `attentionChunk`-token chunk, so they keep at most one chunk of KV per sequence; the
    // other layers attend to the whole sequence. 0: every layer attends to the whole sequence.
    int attentionChunk = 0;
    int chunkedLayers = 0;

    // Derived by finalize().
    double attentionParamsPerLayer = 0;
    double denseMlpParams = 0;         // one dense layer's MLP
    double expertParams = 0;           // one routed expert
    double moeFixedParamsPerLayer = 0; // router + shared experts of one MoE layer
    double embeddingParams = 0;        // input embedding + untied LM head
    double lmHeadParams = 0;
    double normParams = 0;
    double paramsTotal = 0;
    double paramsActive = 0;
    double kvElementsPerTokenPerLayer = 0;
    // Attention math per context token per layer (all heads), for a decode and a prefill token.
    double attentionFlopsDecode = 0;
    double attentionFlopsPrefill = 0;

    bool isMoe() const { return experts > 0; }
    int denseLayers() const { return layers - moeLayers; }
    double kvElementsPerToken() const { return kvElementsPerTokenPerLayer * layers; }
    // The share of the full-attention KV (and of decode's KV reads) that a sequence of `tokens`
    // keeps: 1 without chunked layers; chunked layers hold at most one chunk.
    double kvShare(double tokens) const;
    // KV heads that tensor parallelism can split; MLA's latent is shared by all heads.
    int shardableKvHeads() const { return mla ? 1 : kvHeads; }
    // Matmul FLOPs per token through all weights (2 per multiply-add), attention excluded.
    double linearFlopsPerToken() const { return 2.0 * (paramsActive - (embeddingParams - lmHeadParams)); }
    // Expected distinct experts one MoE layer touches for `tokens` tokens under uniform routing.
    double expertsTouched(double tokens) const;

    void finalize(); // computes the derived fields; throws std::invalid_argument on nonsense
};

} // namespace luma
