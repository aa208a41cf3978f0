#include "core/predict/prediction.h"

namespace luma {

const char* bindingName(Binding b) {
    switch (b) {
    case Binding::None: return "none";
    case Binding::HbmCapacity: return "hbm_capacity";
    case Binding::HbmBandwidth: return "hbm_bandwidth";
    case Binding::Compute: return "compute";
    case Binding::Interconnect: return "interconnect";
    case Binding::HostMemory: return "host_memory";
    case Binding::Overhead: return "overhead";
    case Binding::BatchLimit: return "batch_limit";
    case Binding::Power: return "power";
    case Binding::Deployment: return "deployment";
    }
    return "?";
}

const char* bindingResource(Binding b) {
    switch (b) {
    case Binding::HbmCapacity: return "hbm_gib";
    case Binding::HbmBandwidth: return "hbm_bandwidth_fraction";
    case Binding::Compute: return "compute_fraction";
    case Binding::Interconnect: return "interconnect_gbps";
    case Binding::HostMemory: return "host_memory_gib";
    case Binding::Power: return "power_w";
    case Binding::Deployment: return "accelerator_count";
    case Binding::Overhead:
    case Binding::BatchLimit: return "runtime";
    case Binding::None: return "none";
    }
    return "?";
}

const char* predictionCause(const Prediction& p) {
    if (!p.deployable) return "deploy";
    if (!p.fits) return "OOM";
    if (p.pass) return "PASS";
    if (p.slos.firstFailed >= 0) return sloFailureCause(p.slos.checks[static_cast<std::size_t>(p.slos.firstFailed)].kind);
    return "FAIL";
}

} // namespace luma
