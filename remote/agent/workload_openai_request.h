#pragma once
// What the openai-endpoint workload asks: one streamed request per contract request, its prompt
// input_tokens long and max_tokens its output_tokens, as `vllm bench serve`'s random dataset asks
// them. A prompt of token ids is exactly input_tokens long; words (chat, or servers that take no
// ids) are about one token each, so there the length is approximate.
#include "core/model/workload.h"

#include <string>

namespace luma::agent {

// /v1/completions or /v1/chat/completions under the URL's path.
std::string apiPath(const OpenAiEndpointOptions& options);

// The JSON body of request `index` (0-based); its prompt is drawn from the options' seed and the
// index, so a run's prompts are the same each time and differ between requests (no prefix
// cache hits). Ids are drawn from [min(1000, vocab / 2), min(vocab, 32000)).
std::string requestBody(const OpenAiEndpointOptions& options, long long inputTokens, long long outputTokens,
                        long long vocab, long long index);

} // namespace luma::agent
