#include "remote/agent/workload_openai_request.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <random>

namespace luma::agent {

namespace {

// Common English words: each about one token for the usual tokenizers.
constexpr const char* kWords[] = {
    "the",   "of",   "and",   "to",   "in",   "is",   "that",  "for",   "it",    "as",    "was", "with",
    "be",    "by",   "on",    "not",  "he",   "this", "are",   "or",    "his",   "from",  "at",  "which",
    "but",   "have", "an",    "had",  "they", "you",  "were",  "their", "one",   "all",   "we",  "can",
    "her",   "has",  "there", "been", "if",   "more", "when",  "will",  "would", "who",   "so",  "no",
    "time",  "out",  "up",    "into", "new",  "only", "other", "some",  "could", "these", "two", "may",
    "first", "then", "do",    "any",  "like", "my",   "now",   "over",  "such",  "our",   "man", "me"};

std::mt19937_64 generatorFor(std::uint64_t seed, long long index) {
    std::seed_seq seq{static_cast<std::uint32_t>(seed), static_cast<std::uint32_t>(seed >> 32),
                      static_cast<std::uint32_t>(index),
                      static_cast<std::uint32_t>(static_cast<unsigned long long>(index) >> 32)};
    return std::mt19937_64(seq);
}

} // namespace

std::string apiPath(const OpenAiEndpointOptions& o) {
    return o.endpoint.basePath + (o.api == "chat" ? "/v1/chat/completions" : "/v1/completions");
}

std::string requestBody(const OpenAiEndpointOptions& o, long long inputTokens, long long outputTokens, long long vocab,
                        long long index) {
    auto gen = generatorFor(o.seed, index);
    nlohmann::json body = o.extraBody.is_object() ? o.extraBody : nlohmann::json::object();
    body["model"] = o.model;
    if (o.prompt == "token_ids") {
        const long long top = std::max<long long>(2, std::min<long long>(vocab, 32000));
        const long long low = std::min<long long>(1000, top / 2);
        std::uniform_int_distribution<long long> id(low, top - 1);
        nlohmann::json ids = nlohmann::json::array();
        for (long long i = 0; i < inputTokens; ++i) ids.push_back(id(gen));
        body["prompt"] = std::move(ids);
    } else {
        std::uniform_int_distribution<std::size_t> word(0, std::size(kWords) - 1);
        std::string text;
        for (long long i = 0; i < inputTokens; ++i) text += (i ? " " : "") + std::string(kWords[word(gen)]);
        if (o.api == "chat")
            body["messages"] = nlohmann::json::array({{{"role", "user"}, {"content", text}}});
        else
            body["prompt"] = text;
    }
    body["max_tokens"] = outputTokens;
    body["stream"] = true;
    body["stream_options"] = {{"include_usage", true}};
    if (o.ignoreEos) body["ignore_eos"] = true;
    if (!body.contains("temperature")) body["temperature"] = 0.0;
    return body.dump();
}

} // namespace luma::agent
