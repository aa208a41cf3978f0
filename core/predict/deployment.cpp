#include "core/predict/deployment.h"

#include "core/predict/compute_share.h"
#include "core/predict/deployment_layout.h"

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

int tensorParallelRanks(const Accelerator* a) { return a ? std::max(1, a->tensorParallelRanks) : 1; }

std::string headsProblem(const ModelShape& m, int ways, const std::string& what) {
    if (ways <= 1) return {};
    if (m.heads % ways != 0)
        return what + " does not divide the model's " + std::to_string(m.heads) + " attention heads";
    const int kv = m.shardableKvHeads();
    if (!m.mla && kv % ways != 0 && ways % kv != 0)
        return what + " neither divides the model's " + std::to_string(kv) +
               " KV heads nor is a multiple of them (for replicated KV heads)";
    return {};
}

std::string tensorParallelProblem(const ModelShape& m, int tp, bool attentionDataParallel, bool padsHeads) {
    if (tp <= 1) return {};
    const std::string t = "tensor_parallel " + std::to_string(tp);
    // With attention data parallelism every rank holds all heads; the experts are spread. A
    // stack that pads heads (Neuron) runs any split of standard attention's heads, not MLA's.
    if (!attentionDataParallel && (!padsHeads || m.mla)) {
        std::string heads = headsProblem(m, tp, t);
        if (!heads.empty()) return heads + (padsHeads ? " (MLA heads are not padded)" : "");
    }
    if (m.isMoe()) {
        if (attentionDataParallel && m.experts % tp != 0)
            return t + " does not divide the model's " + std::to_string(m.experts) + " experts (expert parallel)";
        if (!attentionDataParallel && m.expertIntermediate % tp != 0)
            return t + " does not divide the experts' width of " + std::to_string(m.expertIntermediate);
    }
    return {};
}

HeadSplit headSplit(const ModelShape& m, int tp, const Accelerator* a, bool attentionDataParallel) {
    HeadSplit s;
    tp = std::max(1, tp);
    const int ranks = tensorParallelRanks(a);
    const int kv = std::max(1, m.shardableKvHeads());
    s.paddedHeads = m.heads;
    if (attentionDataParallel) {
        // Every rank holds all heads (and serves its own sequences).
        s.headsPerAccelerator = m.heads;
        s.kvHeadsPerAccelerator = kv;
        return s;
    }
    const int cores = tp * ranks;
    if (a && padsAttentionHeads(*a) && !m.mla && cores > 1 && !headsProblem(m, cores, "").empty()) {
        // transformers-neuronx get_qkv_padding (GQA replicated heads): the query heads padded to
        // a multiple of the ranks; the KV heads replicated up to the ranks where that splits
        // evenly, else up to the query heads and padded with them.
        const int headsPerCore = (m.heads + cores - 1) / cores;
        s.padded = true;
        s.paddedHeads = headsPerCore * cores;
        const int added = s.paddedHeads - m.heads;
        int kvPerCore = headsPerCore;
        if (cores % kv == 0 && (m.heads % cores == 0 || added % kv == 0))
            kvPerCore = 1;
        else if (headsPerCore * kv == m.heads)
            kvPerCore = 1;
        s.headsPerAccelerator = static_cast<double>(headsPerCore) * ranks;
        s.kvHeadsPerAccelerator = static_cast<double>(kvPerCore) * ranks;
        return s;
    }
    // Split evenly (or, unchecked, as evenly as the figures go): the KV heads over the ranks
    // until each holds one, then one replicated KV head per rank.
    s.headsPerAccelerator = static_cast<double>(m.heads) / tp;
    s.kvHeadsPerAccelerator = static_cast<double>(kv) * ranks / std::min(cores, kv);
    return s;
}

HeadSplit headSplit(const ModelShape& m, const Deployment& d) {
    if (d.headsPerAccelerator > 0)
        return {d.headPadding, d.paddedHeads, d.headsPerAccelerator, d.kvHeadsPerAccelerator};
    return headSplit(m, d.tp, d.accelerator, d.runtime.attentionDataParallel);
}

std::string headPaddingNote(const Deployment& d, const ModelShape& m) {
    if (!d.valid || !d.headPadding) return {}; // an undeployable state pads nothing
    const int ranks = tensorParallelRanks(d.accelerator);
    const int cores = d.tp * ranks;
    const std::string over =
        "TP " + std::to_string(d.tp) +
        (ranks > 1 ? " (" + std::to_string(cores) + " ranks, " + std::to_string(ranks) + " per accelerator)" : "");
    auto whole = [](double x) { return std::to_string(static_cast<long long>(std::llround(x))); };
    std::string note;
    if (d.paddedHeads != m.heads)
        note = "attention heads padded " + std::to_string(m.heads) + " -> " + std::to_string(d.paddedHeads) + ", " +
               whole(d.headsPerAccelerator) + " per accelerator over " + over;
    if (m.kvHeads != m.heads) {
        // GQA: the KV heads each rank keeps, and how they got there. (MHA pads its KV heads
        // with its query heads, which the first part says.)
        const long long kvPerCore = std::llround(d.kvHeadsPerAccelerator / ranks);
        const long long kept = kvPerCore * cores;
        std::string how;
        if (kvPerCore == 1 && kept % m.kvHeads == 0)
            how = "one per rank: each of the " + std::to_string(m.kvHeads) + " replicated " +
                  std::to_string(kept / m.kvHeads) + " times over the " + std::to_string(cores) + " ranks";
        else if (kvPerCore == 1)
            how = "one per rank: " + std::to_string(kept) + " over the " + std::to_string(cores) +
                  " ranks, replicated and padded";
        else // as many as the rank's query heads (headSplit)
            how = std::to_string(kvPerCore) + " per rank, one per query head: replicated to the " +
                  std::to_string(m.heads) + " query heads" +
                  (d.paddedHeads != m.heads ? " and padded with them to " + std::to_string(d.paddedHeads) : "");
        note += (note.empty() ? "" : "; ") + std::string("KV heads ") + std::to_string(m.kvHeads) + " -> " +
                whole(d.kvHeadsPerAccelerator) + " per accelerator (" + how + ")";
    }
    return note;
}

std::string activationsProblem(const Accelerator& a, Precision activations) {
    auto has = [&](Precision p) {
        auto it = a.tflopsDense.find(precisionName(p));
        return it != a.tflopsDense.end() && it->second > 0;
    };
    if (has(activations)) return {};
    if ((activations == Precision::BF16 || activations == Precision::FP16) &&
        (has(Precision::BF16) || has(Precision::FP16)))
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

// The first reason a deployment is invalid is the one it keeps.
void markInvalid(Deployment& d, std::string reason) {
    if (!d.valid || reason.empty()) return;
    d.valid = false;
    d.invalidReason = std::move(reason);
}

// The pipeline and tensor parallel degrees over the state's d.count accelerators (the widest
// unpadded TP when the runtime leaves it unset), and the model's heads split over them.
void resolveParallelism(Deployment& d, const Accelerator& a, const ModelShape* model) {
    auto invalid = [&](std::string reason) { markInvalid(d, std::move(reason)); };
    d.pp = std::max(1, d.runtime.pipelineParallel);
    if (d.count < d.pp)
        invalid("pipeline_parallel " + std::to_string(d.pp) + " needs at least that many accelerators, the state has " +
                std::to_string(d.count));
    const long long maxTp = std::max<long long>(1, d.count / d.pp);
    const bool adp = d.runtime.attentionDataParallel;
    const bool pads = padsAttentionHeads(a);
    // The stack's TP degree counts its ranks (NeuronCores), a.tensorParallelRanks per accelerator.
    const int ranks = tensorParallelRanks(&a);
    auto ranksLabel = [&](int tp) {
        return "tensor_parallel " + std::to_string(tp) + " (" + std::to_string(tp * ranks) + " ranks)";
    };
    if (d.runtime.tensorParallel > 0) {
        d.tp = d.runtime.tensorParallel;
    } else {
        // Unset: the widest tensor parallelism the accelerators and the model allow without
        // padding heads (padding costs real work: only a TP the user sets pads); the rest of
        // the accelerators serve as replicas. TP 1 always qualifies.
        auto unpadded = [&](int tp) {
            if (!model) return true;
            if (!tensorParallelProblem(*model, tp, adp, pads).empty()) return false;
            return !pads || adp || headsProblem(*model, tp * ranks, ranksLabel(tp)).empty();
        };
        d.tp = static_cast<int>(std::min<long long>(maxTp, 1 << 20));
        while (d.tp > 1 && (maxTp % d.tp != 0 || !unpadded(d.tp))) --d.tp;
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
        invalid(tensorParallelProblem(*model, d.tp, adp, pads));
        // MLA heads are not padded: on a stack of several ranks per accelerator they must divide
        // the ranks, too.
        if (pads && model->mla && !adp && ranks > 1) {
            const std::string problem = headsProblem(*model, d.tp * ranks, ranksLabel(d.tp));
            if (!problem.empty()) invalid(problem + " (MLA heads are not padded)");
        }
        const HeadSplit split = headSplit(*model, d.tp, &a, adp);
        d.headPadding = split.padded;
        d.paddedHeads = split.paddedHeads;
        d.headsPerAccelerator = split.headsPerAccelerator;
        d.kvHeadsPerAccelerator = split.kvHeadsPerAccelerator;
    }
}

// The state's rates (memory, bandwidth, compute under its power cap, links, host tier), price and
// the accelerator's overheads.
void resolveRates(Deployment& d, const Machine& machine, const MachineState& state, double usdToEur) {
    const Accelerator& a = *d.accelerator;
    const double hbmGib = machine.acceleratorHbmGib.value_or(a.hbmGib);
    d.hbmGib = state.hbmGib ? std::min(*state.hbmGib, hbmGib) : hbmGib;
    const double bandwidth = a.hbmTbps * 1e12 * state.hbmBandwidthFraction.value_or(1.0);
    d.memBytesPerS = bandwidth * a.derating.memoryBandwidth;
    d.attnBytesPerS = bandwidth * a.derating.attentionBandwidth;
    // A measured host's rate at a weight format is its own GEMMs with those weights, dequantisation
    // included (hostProfileAccelerator): weight-only GEMMs run at it, not at the activations' rate.
    const Precision math = a.derating.measuredHost && d.weightOnly ? d.precision.weights : d.precision.activations;
    double flops = a.tflopsFor(math) * 1e12 * a.derating.gemm * computeShare(a, state.computeFraction.value_or(1.0));
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
    d.eurPerHour =
        machine.eurPerHourPerAccelerator.value_or(a.priceUsdPerHour * usdToEur) * static_cast<double>(d.count);
    d.stepOverheadS = a.derating.stepOverheadUs * 1e-6;
    d.layerOverheadS = a.derating.layerOverheadUs * 1e-6;
    d.runtimeReserveGib = a.derating.runtimeReserveGib;
}

Deployment resolve(const Machine& machine, const PrecisionSet& precision, const ModelShape* model,
                   long long inputTokens, const MachineState& state, const std::vector<Intervention>& interventions,
                   double usdToEur) {
    Deployment d;
    const Accelerator& a = *machine.accelerator;
    d.accelerator = &a;
    static_cast<ServingChanges&>(d) = applyInterventions(precision, machine.runtime, interventions);
    d.count = state.acceleratorCount.value_or(machine.acceleratorCount);
    if (state.tensorParallel) d.runtime.tensorParallel = *state.tensorParallel;
    if (state.pipelineParallel) d.runtime.pipelineParallel = *state.pipelineParallel;
    resolveParallelism(d, a, model);
    // The precision and the prompt after the interventions (a weight_precision or chunked_prefill
    // intervention changes them); the prompt against the limits per attention rank.
    markInvalid(d, activationsProblem(a, d.precision.activations));
    d.weightOnly = bytesPerElement(d.precision.weights) < bytesPerElement(d.precision.activations);
    markInvalid(d, promptProblem(d.runtime, inputTokens));
    d.replicas = std::max<long long>(1, d.count / (static_cast<long long>(d.tp) * d.pp));
    if (d.runtime.attentionDataParallel) {
        // Each attention rank schedules its own batch: the limits are per rank.
        d.runtime.maxSequences *= d.tp;
        d.runtime.maxBatchedTokens *= d.tp;
    }
    resolveRates(d, machine, state, usdToEur);
    return d;
}

} // namespace

Deployment resolveDeployment(const Machine& machine, const PrecisionSet& precision, const MachineState& state,
                             const std::vector<Intervention>& interventions, double usdToEur) {
    return resolve(machine, precision, nullptr, 0, state, interventions, usdToEur);
}

Deployment resolveDeployment(const Machine& machine, const Contract& contract, const MachineState& state,
                             const std::vector<Intervention>& interventions, double usdToEur) {
    return chooseLayout(machine, contract, state, interventions, usdToEur).deployment;
}

Deployment resolveDeploymentByRule(const Machine& machine, const Contract& contract, const MachineState& state,
                                   const std::vector<Intervention>& interventions, double usdToEur) {
    Deployment d = resolve(machine, contract.precision, contract.model ? &*contract.model : nullptr,
                           contract.inputTokens, state, interventions, usdToEur);
    if (contract.model)
        d.kvShare = contract.model->kvShare(static_cast<double>(contract.inputTokens + contract.outputTokens));
    return d;
}

} // namespace luma
