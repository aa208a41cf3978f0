#pragma once
// Numeric formats a contract can ask for, with their storage cost. A leaf of core: the contract
// model and the hardware catalog (peak math per format) both use it, neither is below the other.
#include <optional>
#include <string>
#include <string_view>

namespace luma {

enum class Precision { BF16, FP16, FP8, INT8, INT4, FP4 };

std::optional<Precision> parsePrecision(std::string_view name);
const char* precisionName(Precision p);
const char* knownPrecisions(); // "bf16 fp16 fp8 int8 int4 fp4", for error messages

// Bytes per stored element including block-scale overhead: INT4 with one 16-bit scale per 128
// weights (AWQ/GPTQ group size), FP4 as NVFP4 (one FP8 scale per 16 values).
double bytesPerElement(Precision p);

struct PrecisionSet {
    Precision weights = Precision::BF16;
    Precision kvCache = Precision::BF16;
    Precision activations = Precision::BF16;
};

} // namespace luma
