#pragma once
// The derating fields a calibration fits, named as the catalog's "derating" object names them.
// The rest of an accelerator's derating (overlap, GQA re-reads, collective hops, runtime reserve)
// stays as the catalog or the host profile has it: runs of one host rarely tell them apart.
#include "core/catalog/catalog.h"

#include <vector>

namespace luma {

enum class ParameterKind {
    Share,       // a share of a peak rate, (0, kMaxShare]
    Overhead,    // a time in microseconds, >= 0
    FollowsGemm, // moe_gemm: scaled with gemm, its ratio to gemm kept (runs rarely route experts)
};

struct DeratingParameter {
    const char* key; // as in the catalog: "gemm", "memory_bw", "step_overhead_us", ...
    double Derating::*field;
    ParameterKind kind;
};

// A share may pass 1 where the peak is a probe's figure that serving kernels beat (a host
// profile's streaming probe, when the model's weights stay in cache).
inline constexpr double kMaxShare = 4.0;
inline constexpr double kMaxOverheadUs = 1e6; // one second per iteration, layer or sequence

// gemm, moe_gemm, memory_bw, attention_bw, step_overhead_us, layer_overhead_us, sequence_overhead_us.
const std::vector<DeratingParameter>& fittedParameters();
// `to` with the fitted fields of `from`; the others kept.
Derating withFittedFields(Derating to, const Derating& from);

} // namespace luma
