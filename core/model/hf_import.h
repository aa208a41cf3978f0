#pragma once
// Hugging Face config.json → ModelShape. Accepts the common spellings of dense decoders
// (Llama, Mistral, Qwen2/3, Gemma), GQA with explicit or derived head_dim, tied embeddings,
// and MoE as Mixtral, Qwen2/3-MoE, DeepSeek-V2/V3 (with MLA) and Llama 4 write it. Encoder,
// state-space and sliding-window architectures are refused by name.
#include "core/model/model_shape.h"

#include <nlohmann/json.hpp>

#include <string>

namespace luma {

// Import from a Hugging Face config.json. `origin` names the file for error messages.
ModelShape importHfConfig(const nlohmann::json& config, const std::string& origin);

} // namespace luma
