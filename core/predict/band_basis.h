#pragma once
// What a prediction's band rests on, and how every face says it: published rows, the host's own
// runs (a luma.calibration/1), a measured host profile not yet calibrated, or nothing at all — an
// uncalibrated, unprofiled part whose figures are unverified estimates, which claims no band.
#include "core/catalog/catalog.h"

#include <string>

namespace luma {

enum class BandBasis {
    Unverified,    // neither calibrated nor profiled: no band has been earned
    HostProfile,   // measured rates of the host (luma.hostprofile/1), not yet checked against its runs
    PublishedRows, // fitted on published benchmark rows (the catalog's calibrated parts)
    HostRuns,      // fitted on this host's own finished runs, by cross-validation (luma calibrate)
};

BandBasis bandBasis(const Derating& d);

// The least band a mixture-of-experts model's figures get on a part calibrated against published
// rows. The routed experts run at one fitted share of the part's peak per serving stack (moe_gemm:
// TensorRT-LLM's PyTorch backend on its Qwen3 and Llama 4 rows, its engines on v0.17's Mixtral
// rows, about 4x apart), and published MoE rows the fits never saw run far from it: dstack's
// DeepSeek-R1 on vLLM and SGLang 2-4x slower (tests/data, split unexplained), MLPerf's Mixtral
// on TensorRT-LLM engines 21-38 % faster than predicted (the held-out split).
constexpr double kMoeBand = 0.5;
// "unverified", "host_profile", "published_rows", "host_runs": the JSON faces' word.
const char* bandBasisName(BandBasis b);
// The sentence that says how far to read the accelerator's figures, without a final period:
// "Accelerator h100-sxm is calibrated against published rows: read figures within ±15 %"; for an
// unverified part it names no band.
std::string bandStatement(const Accelerator& a);
// The same for one prediction's `band`; `moeWidened`: the band is kMoeBand's, and it says why.
std::string bandStatement(const Accelerator& a, double band, bool moeWidened);

} // namespace luma
