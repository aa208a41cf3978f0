#include "core/insights/contract_shape.h"

namespace luma::insights {

namespace {

// A prompt token costs far less than a generated one (prefill batches a request's tokens into
// one pass; decode reads the weights once per token): a contract is prefill-heavy only when its
// prompts are several times its answers.
constexpr double kPrefillHeavyRatio = 4.0; // input tokens per output token at and above
constexpr double kDecodeHeavyRatio = 1.0;  // at and below

std::string phaseOf(const Contract& c) {
    if (c.outputTokens <= 0) return "prefill-heavy";
    const double ratio = static_cast<double>(c.inputTokens) / static_cast<double>(c.outputTokens);
    if (ratio >= kPrefillHeavyRatio) return "prefill-heavy";
    if (ratio <= kDecodeHeavyRatio) return "decode-heavy";
    return "balanced";
}

std::string contextOf(const Contract& c) {
    const long long tokens = c.inputTokens + c.outputTokens;
    if (tokens <= 2048) return "context <= 2k";
    if (tokens <= 8192) return "context 2k-8k";
    if (tokens <= 32768) return "context 8k-32k";
    return "context > 32k";
}

} // namespace

std::string ContractShape::text() const { return phase + ", " + context + ", " + architecture + ", " + precision; }

ContractShape shapeOf(const Contract& c) {
    ContractShape s;
    s.phase = phaseOf(c);
    s.context = contextOf(c);
    s.architecture = !c.model ? "no model" : (c.model->experts > 0 ? "MoE" : "dense");
    s.precision = precisionName(c.precision.weights);
    return s;
}

} // namespace luma::insights
