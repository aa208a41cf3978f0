#pragma once
// A contract's shape, the class its binding resources recur in: prefill- or decode-heavy (from
// its input and output lengths), its context length band, dense or mixture-of-experts, and its
// weight precision.
#include "core/model/contract.h"

#include <string>

namespace luma::insights {

struct ContractShape {
    std::string phase;        // "prefill-heavy", "decode-heavy", "balanced"
    std::string context;      // "context <= 2k", "context 2k-8k", "context 8k-32k", "context > 32k"
    std::string architecture; // "dense", "MoE", "no model"
    std::string precision;    // the weights' precision: "fp8", "bf16", …
    std::string text() const; // "decode-heavy, context <= 2k, dense, fp8"
};

ContractShape shapeOf(const Contract& contract);

} // namespace luma::insights
