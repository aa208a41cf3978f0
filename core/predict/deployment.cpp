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

double queriesPerSequence(const Deployment& d) { return d.draftTokens > 0 ? d.draftTokens + 1.0 : 1.0; }

bool padsAttentionHeads(const Accelerator& a) { return a.backend == "neuron"; }

std::string headPaddingNote(const Deployment& d, const ModelShape& m) {
    if (d.headsPerRank <= 0) return {};
    const int ranks = d.accelerator ? std::max(1, d.accelerator->tensorParallelRanks) : 1;
    const std::string over = "TP " + std::to_string(d.tp) +
                             (ranks > 1 ? " (" + std::to_string(d.tp * ranks) + " ranks, " + std::to_string(ranks) +
                                              " per accelerator)"
                                        : "");
    std::string note;
    if (d.paddedHeads != m.heads)
        note = "attention heads padded " + std::to_string(m.heads) + " -> " + std::to_string(d.paddedHeads) + ", " +
               std::to_string(d.headsPerRank) + " per accelerator over " + over;
    const int kvKept = d.kvHeadsPerRank * d.tp;
    if (kvKept != m.kvHeads && m.kvHeads != m.heads)
        note += (note.empty() ? "" : "; ") + std::string("KV heads ") + std::to_string(m.kvHeads) + " -> " +
                std::to_string(d.kvHeadsPerRank) + " per accelerator (" + std::to_string(kvKept) +
                (kvKept > m.kvHeads ? " kept: replicated)" : " kept)");
    return note;
}

std::string tensorParallelProblem(const ModelShape& m, int tp, bool attentionDataParallel, bool padsHeads) {
    if (tp <= 1) return {};
    const std::string t = "tensor_parallel " + std::to_string(tp);
    // With attention data parallelism every rank holds all heads; the experts are spread. A
    // stack that pads heads (Neuron) runs any split of them.
    if (!attentionDataParallel && !padsHeads) {
        if (m.heads % tp != 0)
            return t + " does not divide the model's " + std::to_string(m.heads) + " attention heads";
        const int kv = m.shardableKvHeads();
        if (!m.mla && kv % tp != 0 && tp % kv != 0)
            return t + " neither divides the model's " + std::to_string(kv) +
                   " KV heads nor is a multiple of them (for replicated KV heads)";
    }
    if (m.isMoe()) {
        if (attentionDataParallel && m.experts % tp != 0)
            return t + " does not divide the model's " + std::to_string(m.experts) + " experts (expert parallel)";
        if (!attentionDataParallel && m.expertIntermediate % tp != 0)
            return t + " does not divide the experts' width of " + std::to_string(m.expertIntermediate);
    }
    return {};
}

std::string activationsProblem(const Accelerator& a, Precision activations) {
    auto has = [&](Precision p) {
        auto it = a.tflopsDense.find(precisionName(p));
        return it != a.tflopsDense.end() && it->second > 0;
    };
    if (has(activations)) return {};
    if ((activations == Precision::BF16 || activations == Precision::FP16) && (has(Precision::BF16) || has(Precision::FP16)))
        return {};
    std::string known;
    for (const auto& [name, rate] : a.tflopsDense)
        if (rate > 0) known += (known.empty() ? "" : " ") + name;
    const std::string p = precisionName(activations);
    return "activations " + p + ": the " + a.type + " has no " + p + " math (it has " + known + "); weights " + p +
           " with wider activations run as a weight-only path";
}

std::string promptProblem(const Runtime& rt, long long inputTokens) {
    if (rt.chunkedPrefill || inputTokens <= rt.maxBatchedTokens) return {};
    return "a prompt of " + std::to_string(inputTokens) + " tokens exceeds max_batched_tokens " +
           std::to_string(rt.maxBatchedTokens) + " with chunked_prefill off: no iteration can hold it";
}

namespace {

Deployment resolve(const Machine& machine, const PrecisionSet& precision, const ModelShape* model, long long inputTokens,
                   const MachineState& state, const std::vector<Intervention>& interventions, double usdToEur) {
    Deployment d;
    const Accelerator& a = *machine.accelerator;
    d.accelerator = &a;
    static_cast<ServingChanges&>(d) = applyInterventions(precision, machine.runtime, interventions);

    auto invalid = [&](std::string reason) {
        if (!d.valid || reason.empty()) return;
        d.valid = false;
        d.invalidReason = std::move(reason);
    };
    d.count = state.acceleratorCount.value_or(machine.acceleratorCount);
    d.pp = std::max(1, d.runtime.pipelineParallel);
    if (d.count < d.pp)
        invalid("pipeline_parallel " + std::to_string(d.pp) + " needs at least that many accelerators, the state has " +
                std::to_string(d.count));
    const long long maxTp = std::max<long long>(1, d.count / d.pp);
    const bool adp = d.runtime.attentionDataParallel;
    const bool pads = padsAttentionHeads(a);
    if (d.runtime.tensorParallel > 0) {
        d.tp = d.runtime.tensorParallel;
    } else {
        // Unset: the widest tensor parallelism the accelerators and the model allow; the rest
        // of the accelerators serve as replicas.
        d.tp = static_cast<int>(std::min<long long>(maxTp, 1 << 20));
        while (d.tp > 1 && (maxTp % d.tp != 0 || (model && !tensorParallelProblem(*model, d.tp, adp, pads).empty()))) --d.tp;
    }
    const long long group = static_cast<long long>(d.tp) * d.pp;
    if (group > d.count)
        invalid("tensor_parallel " + std::to_string(d.tp) + " x pipeline_parallel " + std::to_string(d.pp) + " needs " +
                std::to_string(group) + " accelerators, the state has " + std::to_string(d.count));
    else if (d.count % group != 0)
        invalid("tensor_parallel " + std::to_string(d.tp) + " x pipeline_parallel " + std::to_string(d.pp) +
                " does not divide " + std::to_string(d.count) + " accelerators (" + std::to_string(d.count % group) +
                " would idle)");
    if (model) {
        std::string problem = tensorParallelProblem(*model, d.tp, adp, pads);
        if (!problem.empty()) invalid(problem);
        // The stack's TP degree counts its ranks (NeuronCores), a.tensorParallelRanks per accelerator.
        const int ranks = std::max(1, a.tensorParallelRanks);
        const int rankTp = d.tp * ranks;
        if (pads && !model->mla && !adp && rankTp > 1 && !tensorParallelProblem(*model, rankTp, adp).empty()) {
            // Padded to a multiple of the ranks: every rank holds ceil(heads / ranks) heads, the
            // padding included; an MHA model pads its KV heads with them, a GQA model keeps the
            // KV heads its query heads need (ceil(kv / ranks), at least one: replicated when
            // the ranks outnumber them). Counted per accelerator.
            const int headsPerCore = (model->heads + rankTp - 1) / rankTp;
            const int kvPerCore = model->kvHeads == model->heads ? headsPerCore
                                                                  : std::max(1, (model->kvHeads + rankTp - 1) / rankTp);
            d.paddedHeads = headsPerCore * rankTp;
            d.headsPerRank = headsPerCore * ranks;
            d.kvHeadsPerRank = kvPerCore * ranks;
        }
    }
    // The precision and the prompt after the interventions (a weight_precision or chunked_prefill
    // intervention changes them); the prompt against the limits per attention rank.
    invalid(activationsProblem(a, d.precision.activations));
    d.weightOnly = bytesPerElement(d.precision.weights) < bytesPerElement(d.precision.activations);
    invalid(promptProblem(d.runtime, inputTokens));
    d.replicas = std::max<long long>(1, d.count / group);
    if (adp) {
        // Each attention rank schedules its own batch: the limits are per rank.
        d.runtime.maxSequences *= d.tp;
        d.runtime.maxBatchedTokens *= d.tp;
    }

    const double hbmGib = machine.acceleratorHbmGib.value_or(a.hbmGib);
    d.hbmGib = state.hbmGib ? std::min(*state.hbmGib, hbmGib) : hbmGib;
    const double bandwidth = a.hbmTbps * 1e12 * state.hbmBandwidthFraction.value_or(1.0);
    d.memBytesPerS = bandwidth * a.derating.memoryBandwidth;
    d.attnBytesPerS = bandwidth * a.derating.attentionBandwidth;
    double flops = a.tflopsFor(d.precision.activations) * 1e12 * a.derating.gemm * state.computeFraction.value_or(1.0);
    d.powerCapW = a.tdpW;
    if (machine.powerCapW) d.powerCapW = std::min(d.powerCapW, *machine.powerCapW);
    if (machine.acceleratorPowerW) d.powerCapW = std::min(d.powerCapW, *machine.acceleratorPowerW);
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
    d.priceFromMachine = machine.eurPerHourPerAccelerator.has_value();
    d.eurPerHour = machine.eurPerHourPerAccelerator.value_or(a.priceUsdPerHour * usdToEur) * static_cast<double>(d.count);
    d.stepOverheadS = a.derating.stepOverheadUs * 1e-6;
    d.layerOverheadS = a.derating.layerOverheadUs * 1e-6;
    d.runtimeReserveGib = a.derating.runtimeReserveGib;
    return d;
}

} // namespace

Deployment resolveDeployment(const Machine& machine, const PrecisionSet& precision, const MachineState& state,
                             const std::vector<Intervention>& interventions, double usdToEur) {
    return resolve(machine, precision, nullptr, 0, state, interventions, usdToEur);
}

Deployment resolveDeployment(const Machine& machine, const Contract& contract, const MachineState& state,
                             const std::vector<Intervention>& interventions, double usdToEur) {
    Deployment d = resolve(machine, contract.precision, contract.model ? &*contract.model : nullptr, contract.inputTokens,
                           state, interventions, usdToEur);
    if (contract.model) d.kvShare = contract.model->kvShare(static_cast<double>(contract.inputTokens + contract.outputTokens));
    return d;
}

} // namespace luma
