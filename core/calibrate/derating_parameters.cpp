#include "core/calibrate/derating_parameters.h"

namespace luma {

const std::vector<DeratingParameter>& fittedParameters() {
    static const std::vector<DeratingParameter> kParameters = {
        {"gemm", &Derating::gemm, ParameterKind::Share},
        {"moe_gemm", &Derating::moeGemm, ParameterKind::FollowsGemm},
        {"memory_bw", &Derating::memoryBandwidth, ParameterKind::Share},
        {"attention_bw", &Derating::attentionBandwidth, ParameterKind::Share},
        {"step_overhead_us", &Derating::stepOverheadUs, ParameterKind::Overhead},
        {"layer_overhead_us", &Derating::layerOverheadUs, ParameterKind::Overhead},
        {"sequence_overhead_us", &Derating::sequenceOverheadUs, ParameterKind::Overhead},
    };
    return kParameters;
}

Derating withFittedFields(Derating to, const Derating& from) {
    for (const auto& p : fittedParameters()) to.*p.field = from.*p.field;
    return to;
}

} // namespace luma
