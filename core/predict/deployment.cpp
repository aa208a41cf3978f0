#include "core/predict/deployment.h"

#include <algorithm>
#include <cmath>

namespace luma {

void MachineState::set(Resource r, double level) {
    switch (r) {
    case Resource::AcceleratorCount: acceleratorCount = static_cast<long long>(level); break;
    case Resource::HbmGib: hbmGib = level; break;
    case Resource::HbmBandwidthFraction: hbmBandwidthFraction = level; break;
    case Resource::ComputeFraction: computeFraction = level; break;
    case Resource::InterconnectGbps: interconnectGbps = level; break;
    case Resource::PowerW: powerW = level; break;
    case Resource::HostMemoryGib: hostMemoryGib = level; break;
    case Resource::Custom: break;
    }
}

double tokensPerIteration(const Deployment& d) {
    if (d.draftTokens <= 0) return 1.0;
    return (1.0 - std::pow(d.acceptanceRate, d.draftTokens + 1.0)) / (1.0 - d.acceptanceRate);
}

Deployment resolveDeployment(const Machine& machine, const PrecisionSet& precision,
                             const MachineState& state, const std::vector<Intervention>& interventions,
                             double usdToEur) {
    Deployment d;
    const Accelerator& a = *machine.accelerator;
    d.accelerator = &a;
    static_cast<ServingChanges&>(d) = applyInterventions(precision, machine.runtime, interventions);

    d.count = state.acceleratorCount.value_or(machine.acceleratorCount);
    d.pp = std::max(1, d.runtime.pipelineParallel);
    if (d.count < d.pp) {
        d.valid = false;
        d.invalidReason = "pipeline_parallel " + std::to_string(d.pp) + " needs at least that many accelerators";
    }
    const long long maxTp = std::max<long long>(1, d.count / d.pp);
    d.tp = static_cast<int>(d.runtime.tensorParallel > 0 ? std::min<long long>(d.runtime.tensorParallel, maxTp) : maxTp);
    d.replicas = std::max<long long>(1, d.count / (static_cast<long long>(d.tp) * d.pp));
    if (d.runtime.attentionDataParallel) {
        // Each attention rank schedules its own batch: the limits are per rank.
        d.runtime.maxSequences *= d.tp;
        d.runtime.maxBatchedTokens *= d.tp;
    }

    d.hbmGib = state.hbmGib ? std::min(*state.hbmGib, a.hbmGib) : a.hbmGib;
    const double bandwidth = a.hbmTbps * 1e12 * state.hbmBandwidthFraction.value_or(1.0);
    d.memBytesPerS = bandwidth * a.derating.memoryBandwidth;
    d.attnBytesPerS = bandwidth * a.derating.attentionBandwidth;
    double flops = a.tflopsFor(d.precision.activations) * 1e12 * a.derating.gemm * state.computeFraction.value_or(1.0);
    d.powerCapW = a.tdpW;
    if (machine.powerCapW) d.powerCapW = std::min(d.powerCapW, *machine.powerCapW);
    if (state.powerW) d.powerCapW = std::min(d.powerCapW, *state.powerW);
    if (d.powerCapW < a.tdpW) {
        // DVFS: dynamic power grows about with the cube of the clock, so a cap on the dynamic
        // part slows compute by its cube root. Memory-bound work barely notices.
        double share = std::clamp((d.powerCapW - a.idleW) / (a.tdpW - a.idleW), 0.01, 1.0);
        flops *= std::cbrt(share);
    }
    d.flopsPerS = flops;
    d.moeFlopsPerS = flops / a.derating.gemm * a.derating.moeGemm;
    d.linkBytesPerS = state.interconnectGbps.value_or(machine.interconnectGbps.value_or(a.interconnectGbps)) * 1e9;
    double hostGib = state.hostMemoryGib.value_or(machine.hostMemoryGib.value_or(0.0));
    d.hostGibPerAccel = hostGib / static_cast<double>(d.count);
    // A host tier is read over its own link; without a figure assume PCIe Gen5 x16 per device.
    d.hostBytesPerS = machine.hostMemoryGbps.value_or(64.0 * d.count) * 1e9 / static_cast<double>(d.count);
    d.eurPerHour = a.priceUsdPerHour * usdToEur * static_cast<double>(d.count);
    d.stepOverheadS = a.derating.stepOverheadUs * 1e-6;
    d.layerOverheadS = a.derating.layerOverheadUs * 1e-6;
    d.runtimeReserveGib = a.derating.runtimeReserveGib;
    return d;
}

} // namespace luma
