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
    std::optional<double> hbmGib, hbmBandwidthFraction, computeFraction, interconnectGbps, powerW, hostMemoryGib;
    // A layout the state sets (the layout search's candidates): as the runtime's tensor_parallel
    // and pipeline_parallel, after the interventions.
    std::optional<int> tensorParallel, pipelineParallel;

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

    double hbmGib = 0;             // capacity per accelerator
    double memBytesPerS = 0;       // derated, per accelerator
    double attnBytesPerS = 0;      // derated for paged attention reads, per accelerator
    double flopsPerS = 0;          // derated, at the activation precision, per accelerator
    double moeFlopsPerS = 0;       // the same for routed-expert GEMMs
    double linkBytesPerS = 0;      // per direction, per accelerator
    double hostGibPerAccel = 0;    // host tier share for KV offload
    double hostBytesPerS = 0;      // host tier bandwidth share per accelerator
    double powerCapW = 0;          // per accelerator
    double eurPerHour = 0;         // whole machine
    bool priceFromMachine = false; // the machine's eur_per_hour, not the catalog's list price
    double stepOverheadS = 0;
    double layerOverheadS = 0;
    double runtimeReserveGib = 0;
    // The share of the full-attention KV a sequence of the contract keeps and reads
    // (ModelShape::kvShare at input + output): below 1 for chunked local attention (Llama 4)
    // once a sequence outgrows one chunk.
    double kvShare = 1.0;
    // Attention heads per accelerator (the step model's unit), filled by resolveDeployment for
    // every deployment judged against a model (headSplit, the one place that computes them):
    // the query heads and KV heads one accelerator holds, over its tensorParallelRanks ranks
    // (NeuronCores on AWS Neuron, 1 elsewhere). Whole numbers on a split the model allows; a
    // split that does not divide (only ever predicted from a deployment resolved without a
    // model) holds a fraction. With attention data parallelism every rank holds all heads.
    // headPadding: the stack padded the heads (AWS Neuron: transformers-neuronx pads the
    // attention heads up to a multiple of its ranks and replicates or pads the KV heads, see
    // headSplit); padded heads are real work and memory, their projections, attention math
    // and KV costed per accelerator.
    bool headPadding = false;
    int paddedHeads = 0;            // the model's attention heads after padding (its own when not padded)
    double headsPerAccelerator = 0; // attention heads one accelerator holds, padding included
    double kvHeadsPerAccelerator =
        0; // KV heads (MLA: latent copies) one accelerator keeps, replicas and padding included
};

// Whether the accelerator's serving stack pads attention heads to the tensor-parallel degree
// (AWS Neuron's transformers-neuronx / NxD), so a TP that does not divide the heads still runs.
bool padsAttentionHeads(const Accelerator& a);
// The tensor-parallel ranks one accelerator holds: its catalog tp_ranks (NeuronCores), at least
// 1; 1 without an accelerator.
int tensorParallelRanks(const Accelerator* a);

// How a deployment's TP splits a model's attention heads over its accelerators.
struct HeadSplit {
    bool padded = false;
    int paddedHeads = 0;
    double headsPerAccelerator = 0;
    double kvHeadsPerAccelerator = 0;
};
// The one place that splits the heads, at the deployment's TP, ranks per accelerator and
// attention data parallelism. Without padding: heads / TP query heads per accelerator, and
// the KV heads split over the ranks until each holds one, replicated beyond (one per rank;
// MLA's latent is one head). On a stack that pads heads (padsAttentionHeads), for standard
// attention whose heads or KV heads the ranks R = TP x tp_ranks do not divide (neither
// divides the other for KV heads), as transformers-neuronx's get_qkv_padding: the heads H are
// padded to a multiple of R, ceil(H / R) per rank; each rank keeps one KV head when R is a
// multiple of the KV heads K and the added heads are a multiple of K (KV heads replicated up to
// R), or when its padded query heads are exactly the query heads of one KV head (H / K);
// otherwise the KV heads are replicated up to the query heads and padded with them, as many
// per rank as query heads (MHA always). Counted per accelerator (x tp_ranks).
// headSplit(model, d) returns d's own figures where resolveDeployment filled them, and
// computes them for a deployment resolved without a model.
HeadSplit headSplit(const ModelShape& model, int tp, const Accelerator* a, bool attentionDataParallel);
HeadSplit headSplit(const ModelShape& model, const Deployment& d);
// How the deployment pads the model's heads, in words, beyond TP x PP: "attention heads padded
// 40 -> 48, 4 per accelerator over TP 12 (24 ranks, 2 per accelerator)", and for a GQA model the
// KV heads each accelerator keeps and how (replicated, or padded with the query heads); "" when
// the deployment does not pad or is not valid.
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
// Without an explicit tensor_parallel, TP is the widest that divides the accelerators. No
// model: the head figures stay 0 (the step model computes them, headSplit).
Deployment resolveDeployment(const Machine& machine, const PrecisionSet& precision, const MachineState& state,
                             const std::vector<Intervention>& interventions,
                             double usdToEur = Catalog::builtin().usdToEur());
// The same, also judged against the contract's model and workload; where no tensor_parallel is
// set (machine, intervention or state) the layout is the one that serves the contract best, of
// every TP x PP of the accelerators (deployment_layout.h: chooseLayout, which says why).
Deployment resolveDeployment(const Machine& machine, const Contract& contract, const MachineState& state,
                             const std::vector<Intervention>& interventions,
                             double usdToEur = Catalog::builtin().usdToEur());
// The same by the rule alone, never predicting: TP must divide the attention
// heads, the KV heads (or be a multiple of them) and the experts' width (the experts, with
// attention data parallel), except that an accelerator that pads heads (padsAttentionHeads)
// runs a TP that does not divide standard attention's heads or KV heads, padded (headSplit;
// MLA heads are not padded and must divide its ranks). The deployment's headsPerAccelerator /
// kvHeadsPerAccelerator say how the heads split. An unset TP picks the widest that divides the
// accelerators and that the model allows without padding (TP 1 always qualifies). With chunked
// prefill off the prompt must fit one iteration's max_batched_tokens.
Deployment resolveDeploymentByRule(const Machine& machine, const Contract& contract, const MachineState& state,
                                   const std::vector<Intervention>& interventions,
                                   double usdToEur = Catalog::builtin().usdToEur());
// Why a model cannot be split `tp` ways, or "". KV heads: TP must divide them, or be a
// multiple of them (each rank then holds one replicated KV head, as vLLM does for TP > KV heads).
// With `padsHeads` (Neuron) standard attention's heads and KV heads need not divide: they are
// padded; MLA's heads still must (the experts' width always).
std::string tensorParallelProblem(const ModelShape& model, int tp, bool attentionDataParallel, bool padsHeads = false);
// Why `ways` ranks cannot split the model's heads without padding, or "": they must divide the
// attention heads, and divide the KV heads or be a multiple of them (MLA: the heads only).
// `what` opens the message ("tensor_parallel 12 (24 ranks)").
std::string headsProblem(const ModelShape& model, int ways, const std::string& what);
// Why `a` cannot run math at `activations`, or "": the catalog's dense rates name the formats
// it has (bf16 and fp16 stand in for each other). The KV cache is storage, dequantised by the
// attention kernel, and weights narrower than the activations are weight-only: neither needs math.
std::string activationsProblem(const Accelerator& a, Precision activations);
// Why no iteration can hold a prompt of `inputTokens` with `runtime`'s limits, or "".
std::string promptProblem(const Runtime& runtime, long long inputTokens);

} // namespace luma
