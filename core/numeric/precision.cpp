#include "core/numeric/precision.h"

namespace luma {

std::optional<Precision> parsePrecision(std::string_view name) {
    if (name == "bf16") return Precision::BF16;
    if (name == "fp16") return Precision::FP16;
    if (name == "fp8") return Precision::FP8;
    if (name == "int8") return Precision::INT8;
    if (name == "int4") return Precision::INT4;
    if (name == "fp4") return Precision::FP4;
    return std::nullopt;
}

const char* precisionName(Precision p) {
    switch (p) {
    case Precision::BF16: return "bf16";
    case Precision::FP16: return "fp16";
    case Precision::FP8: return "fp8";
    case Precision::INT8: return "int8";
    case Precision::INT4: return "int4";
    case Precision::FP4: return "fp4";
    }
    return "?";
}

const char* knownPrecisions() { return "bf16 fp16 fp8 int8 int4 fp4"; }

double bytesPerElement(Precision p) {
    switch (p) {
    case Precision::BF16:
    case Precision::FP16: return 2.0;
    case Precision::FP8:
    case Precision::INT8: return 1.0;
    case Precision::INT4: return 0.5 + 2.0 / 128.0;
    case Precision::FP4: return 0.5 + 1.0 / 16.0;
    }
    return 2.0;
}

} // namespace luma
