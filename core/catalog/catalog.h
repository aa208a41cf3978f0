#pragma once
// The hardware catalog: peak figures per accelerator kind with their public sources, and the
// derating factors (the only calibrated constants of the predictor) kept apart from them.
#include "core/numeric/precision.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace luma {

struct Derating {
    double gemm = 0.6;               // share of dense peak reached by serving GEMMs
    double moeGemm = 0.3;            // share of dense peak reached by routed-expert grouped GEMMs
    double memoryBandwidth = 0.8;    // share of memory peak reached by streaming kernels
    double attentionBandwidth = 0.6; // share of memory peak reached by paged decode attention
    double stepOverheadUs = 1000;    // fixed time per serving iteration
    double layerOverheadUs = 0;      // per transformer layer per iteration (the kernel-launch floor)
    double sequenceOverheadUs = 0;   // per sequence in an iteration (host-side scheduling, sampling)
    // Latency per ring hop of a tensor-parallel all-reduce: on a ring (NeuronLink) a small
    // all-reduce crosses 2 (tp - 1) hops, each with its own synchronisation; 0 where the
    // collective's latency does not grow with the group (NVLink/Infinity Fabric switch or mesh).
    double collectiveHopUs = 0;
    // Tokens per expert at which routed-expert GEMMs reach half the dense GEMM efficiency; 0: they
    // reach moeGemm whatever the load (the shape-blind model).
    double moeHalfTokens = 0;
    // Share of the shorter of an operator's math and memory times hidden under the longer: 1 is
    // the roofline (pipelined kernels stream weights under the math); 0 adds them, as kernels
    // near the ridge point do when they cannot keep both the tensor cores and HBM busy.
    double overlap = 1.0;
    // Decode attention with grouped-query heads: the share of a KV head's extra query heads
    // whose kernel reads that KV head again (0: read once per KV head, as XQA / FlashDecoding
    // do; 1: once per query head, as a kernel with one thread block per query head does
    // when the cache does not serve the repeats).
    double gqaKvRereads = 0;
    double runtimeReserveGib = 2; // memory the runtime keeps for itself
    // Fitted on published rows of this accelerator (tests/data/published_*.csv), or carried over
    // from a similar part. `band` is the relative error a prediction should be read with: the
    // held-out error of its family when calibrated, wider when not.
    bool calibrated = false;
    double band = 0.35;
    // What else the band rests on (bandBasis, core/predict/band_basis.h): the rates of a measured
    // host profile, and the runs of the host a luma.calibration/1 was fitted on (0: none).
    bool measuredHost = false;
    long long calibrationRuns = 0;
    std::string rationale;
};

struct Accelerator {
    std::string type;
    std::string name;
    std::string vendor;
    std::string backend;
    std::map<std::string, double> tflopsDense; // precision name → dense TFLOP/s
    double hbmGib = 0;
    double hbmTbps = 0;
    double interconnectGbps = 0; // GB/s per direction
    double tdpW = 0;
    double idleW = 0;
    double priceUsdPerHour = 0;
    // Tensor-parallel ranks one accelerator holds: the NeuronCores of a Trainium / Inferentia
    // chip count one rank each in the Neuron SDK's TP degree (heads are padded per rank). Only an
    // entry whose backend is neuron may set it (tp_ranks, 1 to 64); 1 elsewhere. Read it through
    // tensorParallelRanks(const Accelerator*) (core/predict/deployment.h).
    int tensorParallelRanks = 1;
    // The compute rate with k of the device's `units` workers, as a share of the rate with all of
    // them, measured (a host profile's compute.scaling). Empty: compute scales linearly with
    // compute_fraction. Read it through computeShare (core/predict/compute_share.h).
    struct ComputeScaling {
        long long units = 0;
        std::map<long long, double> shares;
    } computeScaling;
    std::map<std::string, std::string> sources;
    Derating derating;

    // Dense TFLOP/s for math in `p`; formats the hardware lacks fall back to the next wider
    // one it has (FP4 → FP8 → BF16; INT4 → INT8 → BF16; FP8 → BF16).
    double tflopsFor(Precision p) const;
};

// A serving stack the catalog knows (a machine's runtime.serving_stack): its name and what it is.
struct ServingStack {
    std::string name;
    std::string description;
};

class Catalog {
public:
    static const Catalog& builtin(); // the catalog compiled into the binary
    static Catalog fromJson(const nlohmann::json& doc, const std::string& origin);

    const Accelerator* find(const std::string& type) const;
    // The accelerator as `stack` runs it: the entry with its derating's "stacks" override for
    // that stack applied (the same object for every caller), or `a` itself where the entry has
    // none (or `a` is not this catalog's entry of its type: a measured host's rates are its own).
    const Accelerator& forStack(const Accelerator& a, const std::string& stack) const;
    const std::vector<ServingStack>& servingStacks() const { return m_stacks; }
    bool hasStack(const std::string& name) const;
    std::vector<std::string> servingStackNames() const;
    const Accelerator& get(const std::string& type, const std::string& file,
                           const std::string& key) const; // throws SpecError naming known types
    const std::vector<Accelerator>& accelerators() const { return m_accelerators; }
    std::vector<std::string> types() const;
    double usdToEur() const { return m_usdToEur; }
    const nlohmann::json& document() const { return m_document; }

private:
    std::vector<Accelerator> m_accelerators;
    std::vector<ServingStack> m_stacks;
    std::map<std::pair<std::string, std::string>, Accelerator> m_stackVariants; // (type, stack)
    double m_usdToEur = 1.0;
    nlohmann::json m_document;
};

} // namespace luma
