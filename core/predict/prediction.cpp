#include "core/predict/prediction.h"

#include <cmath>

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
    if (p.slos.firstFailed >= 0) {
        const SloCheck& k = p.slos.checks[static_cast<std::size_t>(p.slos.firstFailed)];
        if (k.kind == SloKind::Metric) return k.quality ? "quality" : "metric";
        return sloFailureCause(k.kind);
    }
    return "FAIL";
}

namespace {
bool bandCovers(SloKind k) { return k != SloKind::SuccessRate && k != SloKind::Watts && k != SloKind::Metric; }
} // namespace

BandReading readAgainstBand(const Prediction& p, const SloChecks& slos) {
    BandReading r;
    if (!p.deployable || !p.fits) return r;
    for (int i = 0; i < slos.count; ++i) {
        const SloCheck& c = slos.checks[static_cast<std::size_t>(i)];
        // A PASS is decided by its tightest covered margin, a FAIL by its worst failed one.
        if (slos.pass() ? !bandCovers(c.kind) : c.pass) continue;
        if (r.check < 0 || c.margin < r.margin) {
            r.check = i;
            r.margin = c.margin;
        }
    }
    if (r.check >= 0)
        r.within = bandCovers(slos.checks[static_cast<std::size_t>(r.check)].kind) && std::isfinite(r.margin) &&
                   std::abs(r.margin) < p.band;
    return r;
}

} // namespace luma
