#pragma once
// A machine at one resource state with interventions applied, reduced to the per-accelerator
// figures the predictor works with (derated peaks, capacities, parallelism, runtime limits).
#include "core/model/contract.h"
#include "core/model/intervention.h"
#include "core/model/machine.h"
#include "core/model/space.h"

#include <optional>
#include <string>
#include <vector>

namespace luma {

// Resource levels that override the machine; unset fields leave the machine as it is.
struct MachineState {
    std::optional<long long> acceleratorCount;
    std::optional<double> hbmGib, hbmBandwidthFraction, computeFraction, interconnectGbps, powerW,
        hostMemoryGib;

    void set(Resource r, double level); // Custom resources are ignored by the predictor
};

// The interventions' changes (precisions, runtime, KV offload, speculation, compression) come
// from applyInterventions, the one place that reads them.
struct Deployment : ServingChanges {
    bool valid = true;
    std::string invalidReason;
    // Weights narrower than the activations: stored narrow and dequantised in the GEMM (Marlin,
    // AWQ, GPTQ kernels), the math at the activation precision. Any accelerator runs it.
    bool weightOnly = false;

    const Accelerator* accelerator = nullptr;
    long long count = 0;
    int tp = 1;
    int pp = 1;
    long long replicas = 1;

    double hbmGib = 0;          // capacity per accelerator
    double memBytesPerS = 0;    // derated, per accelerator
    double attnBytesPerS = 0;   // derated for paged attention reads, per accelerator
    double flopsPerS = 0;       // derated, at the activation precision, per accelerator
    double moeFlopsPerS = 0;    // the same for routed-expert GEMMs
    double linkBytesPerS = 0;   // per direction, per accelerator
    double hostGibPerAccel = 0; // host tier share for KV offload
    double hostBytesPerS = 0;   // host tier bandwidth share per accelerator
    double powerCapW = 0;       // per accelerator
    double eurPerHour = 0;      // whole machine
    bool priceFromMachine = false; // the machine's eur_per_hour, not the catalog's list price
    double stepOverheadS = 0;
    double layerOverheadS = 0;
    double runtimeReserveGib = 0;
    // The share of the full-attention KV a sequence of the contract keeps and reads
    // (ModelShape::kvShare at input + output): below 1 for chunked local attention (Llama 4)
    // once a sequence outgrows one chunk.
    double kvShare = 1.0;
    // Head padding (AWS Neuron: transformers-neuronx pads the attention heads up to a multiple of
    // the tensor-parallel degree and replicates KV heads that TP does not divide): the query and
    // KV heads one rank holds, 0 when TP splits the model's heads evenly. Padded heads are real
    // work and memory: their projections, attention math and KV are costed per rank.
    // The stack's ranks are the accelerator's tensorParallelRanks (NeuronCores) each; the
    // figures here are per accelerator (the step model's unit).
    int paddedHeads = 0;    // the model's attention heads after padding (a multiple of the ranks)
    int headsPerRank = 0;   // attention heads one accelerator holds: ceil(heads / ranks) per rank
    int kvHeadsPerRank = 0; // KV heads one accelerator keeps (MHA: its padded heads; GQA: ceil(kv / ranks), at least 1 per rank)
};

// Whether the accelerator's serving stack pads attention heads to the tensor-parallel degree
// (AWS Neuron's transformers-neuronx / NxD), so a TP that does not divide the heads still runs.
bool padsAttentionHeads(const Accelerator& a);
// How the deployment splits the model, in words, beyond TP x PP: "attention heads padded
// 40 -> 48, 4 per accelerator over TP 12 (24 ranks, 2 per accelerator)", with the KV heads kept
// per accelerator when those were replicated; "" when TP splits the heads evenly.
std::string headPaddingNote(const Deployment& d, const ModelShape& model);

// Tokens one decode iteration yields per sequence: 1, or with speculative decoding the expected
// accepted run of k drafts plus the verified token, (1 - a^(k+1)) / (1 - a).
double tokensPerIteration(const Deployment& d);
// Query tokens a decoding sequence puts through the target per iteration: 1, or k + 1 when it
// verifies k drafts.
double queriesPerSequence(const Deployment& d);

// A deployment a serving engine would refuse is returned with valid = false and the reason:
// tensor x pipeline parallelism that needs more accelerators than the state has or leaves some
// idle; activations at a precision the accelerator has no math for (activationsProblem).
// Without an explicit tensor_parallel, TP is the widest that divides the accelerators.
Deployment resolveDeployment(const Machine& machine, const PrecisionSet& precision,
                             const MachineState& state, const std::vector<Intervention>& interventions,
                             double usdToEur = Catalog::builtin().usdToEur());
// The same, also judged against the contract's model and workload: TP must divide the attention
// heads, the KV heads (or be a multiple of them) and the experts' width (the experts, with
// attention data parallel), except on an accelerator that pads heads (padsAttentionHeads: the
// deployment then says how, headsPerRank / kvHeadsPerRank); an unset TP picks the widest the
// model allows. With chunked prefill
// off the prompt must fit one iteration's max_batched_tokens. Prefer this one.
Deployment resolveDeployment(const Machine& machine, const Contract& contract, const MachineState& state,
                             const std::vector<Intervention>& interventions,
                             double usdToEur = Catalog::builtin().usdToEur());
// Why a model cannot be split `tp` ways, or "". KV heads: TP must divide them, or be a
// multiple of them (each rank then holds one replicated KV head, as vLLM does for TP > KV heads).
// With `padsHeads` (Neuron) neither the heads nor the KV heads need to divide: they are padded.
std::string tensorParallelProblem(const ModelShape& model, int tp, bool attentionDataParallel, bool padsHeads = false);
// Why `a` cannot run math at `activations`, or "": the catalog's dense rates name the formats
// it has (bf16 and fp16 stand in for each other). The KV cache is storage, dequantised by the
// attention kernel, and weights narrower than the activations are weight-only: neither needs math.
std::string activationsProblem(const Accelerator& a, Precision activations);
// Why no iteration can hold a prompt of `inputTokens` with `runtime`'s limits, or "".
std::string promptProblem(const Runtime& runtime, long long inputTokens);

} // namespace luma
