#include "core/model/hf_import.h"
#include "core/util/json_reader.h"

#include <algorithm>
#include <stdexcept>

namespace luma {

namespace {

// No real config comes near 2^24 in any of these (vocabularies are ~10^5, widths ~10^4), and the
// bound keeps every product of them finite and every loop over layers short.
constexpr long long kMaxDimension = 1LL << 24;
constexpr long long kMaxContext = 1LL << 40;

int intKey(JsonReader& r, const char* key, long long min = 1) {
    return static_cast<int>(r.integer(key, min, kMaxDimension));
}

int optIntKey(JsonReader& r, const char* key, int fallback, long long min = 0) {
    return static_cast<int>(r.optInteger(key, min, kMaxDimension).value_or(fallback));
}

std::string firstArchitecture(const nlohmann::json& config) {
    auto it = config.find("architectures");
    if (it != config.end() && it->is_array() && !it->empty() && it->front().is_string())
        return it->front().get<std::string>();
    return {};
}

bool oneOf(const std::string& value, std::initializer_list<const char*> names) {
    for (const char* n : names)
        if (value == n) return true;
    return false;
}

bool contains(const std::string& text, const char* part) { return text.find(part) != std::string::npos; }

// The step model describes a decoder-only transformer whose every layer attends to the whole
// sequence. Other architectures would be mis-costed (an encoder has no decode, a state-space
// layer keeps a fixed state instead of a KV cache, a sliding window caps the KV per layer), so
// they are refused by name, before any key they lack is reported as missing.
void refuseUncovered(JsonReader& top, JsonReader& r, const ModelShape& m) {
    const std::string& type = m.modelType;
    const std::string name =
        "\"" + m.architecture + "\"" + (type.empty() || type == m.architecture ? "" : " (model_type \"" + type + "\")");
    const std::string covered = "; LUMA models decoder-only transformers with full attention in every layer";
    const char* key = top.has("architectures") ? "architectures" : "model_type";
    if (top.optBool("is_encoder_decoder").value_or(false) ||
        oneOf(type,
              {"t5", "mt5", "umt5", "longt5", "bart", "mbart", "pegasus", "marian", "whisper", "encoder-decoder"}))
        top.fail(key, "unsupported architecture: " + name + " is an encoder-decoder" + covered);
    if (contains(m.architecture, "ForMaskedLM") ||
        oneOf(type, {"bert", "roberta", "xlm-roberta", "distilbert", "deberta", "deberta-v2", "electra", "albert",
                     "modernbert", "camembert", "mpnet", "nomic_bert", "ernie"}))
        top.fail(key, "unsupported architecture: " + name + " is encoder-only (no decode)" + covered);
    const bool ssmKeys = r.has("ssm_cfg") || r.has("state_size") || r.has("ssm_state_size") || r.has("mamba_d_state") ||
                         r.has("layers_block_type") || r.has("hybrid_override_pattern");
    if (ssmKeys || contains(m.architecture, "Mamba") || contains(m.architecture, "Rwkv") ||
        oneOf(type, {"mamba", "mamba2", "falcon_mamba", "rwkv", "rwkv5", "rwkv6", "jamba", "zamba", "zamba2", "bamba",
                     "nemotron_h", "granitemoehybrid", "recurrent_gemma", "falcon_h1", "plamo2"}))
        top.fail(key, "unsupported architecture: " + name +
                          " has state-space (recurrent) layers, whose state is not a KV cache" + covered);
    // Sliding-window attention: Mistral 7B v0.1 writes a window shorter than its context; Qwen2
    // writes one but turns it off (use_sliding_window false); Gemma 2/3 and gpt-oss interleave
    // windowed layers (layer_types).
    if (r.has("layer_types")) {
        const auto& layers = r.raw("layer_types");
        if (layers.is_array())
            for (const auto& l : layers)
                if (l.is_string() && contains(l.get<std::string>(), "sliding"))
                    r.fail("layer_types",
                           "unsupported architecture: " + name + " has sliding-window attention layers" + covered);
    }
    if (r.has("sliding_window") && r.optBool("use_sliding_window").value_or(true)) {
        const long long window = r.integer("sliding_window", 1, kMaxContext);
        const long long context =
            r.has("max_position_embeddings") ? r.integer("max_position_embeddings", 1, kMaxContext) : 0;
        if (context == 0 || window < context)
            r.fail("sliding_window",
                   "unsupported architecture: " + name + " attends over a sliding window of " + std::to_string(window) +
                       " tokens" + (context ? " of its " + std::to_string(context) + "-token context" : "") + covered);
    }
}

// Experts, in each family's spelling, and which layers are routed; the dense width otherwise.
void readExperts(JsonReader& r, ModelShape& m) {
    for (const char* key : {"num_local_experts", "num_experts", "n_routed_experts"})
        if (r.has(key)) m.experts = optIntKey(r, key, 0);
    if (m.experts > 0) {
        m.expertsPerToken = intKey(r, "num_experts_per_tok");
        m.expertIntermediate =
            r.has("moe_intermediate_size") ? intKey(r, "moe_intermediate_size") : intKey(r, "intermediate_size");
        if (r.has("n_shared_experts"))
            m.sharedIntermediate = optIntKey(r, "n_shared_experts", 0) * m.expertIntermediate;
        if (r.has("shared_expert_intermediate_size"))
            m.sharedIntermediate = optIntKey(r, "shared_expert_intermediate_size", 0);
        if (m.modelType.rfind("llama4", 0) == 0) m.sharedIntermediate = m.expertIntermediate;

        // Which layers are routed.
        int firstDense = optIntKey(r, "first_k_dense_replace", 0);
        int every = 1;
        if (r.has("moe_layer_freq")) every = intKey(r, "moe_layer_freq");
        if (r.has("decoder_sparse_step")) every = intKey(r, "decoder_sparse_step");
        if (r.has("interleave_moe_layer_step")) every = intKey(r, "interleave_moe_layer_step");
        int denseListed = 0;
        if (r.has("mlp_only_layers")) {
            const auto& list = r.raw("mlp_only_layers");
            if (!list.is_array()) r.fail("mlp_only_layers", "expected an array of layer indices");
            denseListed = static_cast<int>(list.size());
        }
        int moe = 0;
        for (int i = firstDense; i < m.layers; ++i)
            if ((i + 1) % every == 0 || every == 1) ++moe;
        m.moeLayers = moe - denseListed;
        // Dense layers of a MoE model: Llama 4 names their width intermediate_size_mlp.
        m.intermediate =
            r.has("intermediate_size_mlp") ? intKey(r, "intermediate_size_mlp") : optIntKey(r, "intermediate_size", 0);
    } else {
        m.intermediate = intKey(r, "intermediate_size");
    }
}

// The context: max_position_embeddings, stretched by YaRN / linear / dynamic RoPE scaling.
void readContext(JsonReader& r, ModelShape& m) {
    if (r.has("max_position_embeddings")) {
        m.contextTokens = r.integer("max_position_embeddings", 1, kMaxContext);
        if (auto scaling = r.optObject("rope_scaling")) {
            std::string type = scaling->optString("rope_type").value_or(scaling->optString("type").value_or(""));
            const double factor = scaling->optNumber("factor").value_or(1.0);
            // Llama 3's and LongRoPE's scaling already count in max_position_embeddings.
            if (factor > 1 && (type == "yarn" || type == "linear" || type == "dynamic")) {
                long long base = m.contextTokens;
                if (type == "yarn")
                    base = scaling->optInteger("original_max_position_embeddings", 1, kMaxContext).value_or(base);
                m.contextTokens = static_cast<long long>(static_cast<double>(base) * std::min(factor, 1e3));
            }
        }
    }
}

// Llama 4: layers with RoPE attend within chunks of attention_chunk_size tokens; the NoPE
// layers (no_rope_layers[i] == 0; by default every no_rope_layer_interval-th, 4) attend to
// the whole sequence.
void readChunkedAttention(JsonReader& r, ModelShape& m) {
    if (r.has("attention_chunk_size") && !r.raw("attention_chunk_size").is_null()) {
        m.attentionChunk = static_cast<int>(r.integer("attention_chunk_size", 1, kMaxContext));
        const auto& listed = r.has("no_rope_layers") ? r.raw("no_rope_layers") : nlohmann::json::array();
        if (!listed.is_array()) r.fail("no_rope_layers", "expected an array of 0 or 1 per layer");
        if (!listed.empty()) {
            if (static_cast<int>(listed.size()) != m.layers)
                r.fail("no_rope_layers",
                       "has " + std::to_string(listed.size()) + " entries for " + std::to_string(m.layers) + " layers");
            for (const auto& v : listed) {
                if (!v.is_number_integer() || (v.get<long long>() != 0 && v.get<long long>() != 1))
                    r.fail("no_rope_layers", "expected an array of 0 or 1 per layer");
                m.chunkedLayers += v.get<int>() == 1;
            }
        } else {
            const int interval = optIntKey(r, "no_rope_layer_interval", 4, 1);
            m.chunkedLayers = m.layers - m.layers / interval;
        }
        if (m.chunkedLayers == 0) m.attentionChunk = 0;
    }
}

// Multi-head latent attention (DeepSeek-V2/V3).
void readMla(JsonReader& r, ModelShape& m) {
    if (r.has("kv_lora_rank")) {
        m.mla = true;
        m.kvLoraRank = intKey(r, "kv_lora_rank");
        m.qLoraRank = optIntKey(r, "q_lora_rank", 0);
        m.qkNopeDim = intKey(r, "qk_nope_head_dim");
        m.qkRopeDim = intKey(r, "qk_rope_head_dim");
        m.vHeadDim = intKey(r, "v_head_dim");
    }
}

} // namespace

ModelShape importHfConfig(const nlohmann::json& root, const std::string& origin) {
    JsonReader top(root, origin);
    ModelShape m;
    m.architecture = firstArchitecture(root);
    // Multimodal checkpoints (Llama 4, Qwen-VL, …) nest the language model in text_config.
    const bool nested = top.has("text_config");
    JsonReader r = nested ? top.object("text_config") : top;
    m.modelType = r.optString("model_type").value_or(top.optString("model_type").value_or(""));
    if (m.architecture.empty()) m.architecture = m.modelType;
    refuseUncovered(top, r, m);

    m.hidden = intKey(r, "hidden_size");
    m.layers = intKey(r, "num_hidden_layers");
    m.heads = intKey(r, "num_attention_heads");
    m.kvHeads = optIntKey(r, "num_key_value_heads", m.heads, 1);
    m.vocab = intKey(r, "vocab_size");
    if (r.has("head_dim")) {
        m.headDim = intKey(r, "head_dim");
    } else {
        if (m.hidden % m.heads != 0)
            r.fail("head_dim", "missing, and hidden_size is not a multiple of num_attention_heads");
        m.headDim = m.hidden / m.heads;
    }
    const bool gemmaLike = m.modelType.rfind("gemma", 0) == 0;
    m.tiedEmbeddings =
        r.optBool("tie_word_embeddings").value_or(top.optBool("tie_word_embeddings").value_or(gemmaLike));

    readExperts(r, m);
    readContext(r, m);
    readChunkedAttention(r, m);
    readMla(r, m);
    try {
        m.finalize();
    } catch (const std::invalid_argument& e) {
        throw SpecError(origin, nested ? "text_config" : "", e.what());
    }
    return m;
}

} // namespace luma
