#pragma once
// The machine-state graph (luma.machine/1): accelerators, memory tiers, interconnects and
// their links, plus the serving runtime's deployment choices.
#include "core/catalog/catalog.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace luma {

enum class KvAdmission {
    Reserve,     // reserve KV for the whole sequence at admission (TensorRT-LLM's default policy)
    Incremental, // allocate blocks as the sequence grows, preempt when out (vLLM)
};

struct Runtime {
    int tensorParallel = 0; // 0: all accelerators (divided by pipeline_parallel)
    int pipelineParallel = 1;
    long long maxSequences = 2048;
    long long maxBatchedTokens = 8192;
    long long prefillChunkTokens = 0; // 0: up to max_batched_tokens
    bool chunkedPrefill = true;
    double gpuMemoryUtilization = 0.9;
    KvAdmission kvAdmission = KvAdmission::Reserve;
    int kvBlockTokens = 16;
    bool attentionDataParallel = false;
    // The serving stack that runs the model (one of the catalog's serving_stacks): where the
    // catalog's accelerator entry has a derating override for it, the machine runs at that.
    // Empty: the accelerator's own derating.
    std::string servingStack;

    bool operator==(const Runtime&) const = default;
};

struct MachineNode {
    std::string id;
    std::string kind; // accelerator, interconnect, memory, storage, power
    std::string type;
    std::string tier; // memory: hbm, host-dram, cxl, nvme
    long long count = 1;
    std::optional<double> bandwidthGbps;
    std::optional<double> capacityGib; // accelerator: per accelerator
    std::optional<double> powerW;      // accelerator: a limit per accelerator; power: the whole budget
    std::optional<double> eurPerHour;  // accelerator: per accelerator
    std::string label, notes;          // for people; the predictor ignores them

    bool operator==(const MachineNode&) const = default;
};

struct MachineLink {
    std::string from, to;
    std::optional<double> bandwidthGbps;

    bool operator==(const MachineLink&) const = default;
};

// Where a drawing tool placed a node. The optional "layout" key holds these: it is checked
// (every id a node, x and y numbers) but left out of `spec` and the hash, so moving a box on the
// canvas changes neither the prediction nor the machine's identity in a project's evidence.
struct NodePosition {
    double x = 0, y = 0;

    bool operator==(const NodePosition&) const = default;
};

struct Machine {
    std::string name;
    std::string description;
    std::vector<MachineNode> nodes;
    std::vector<MachineLink> links;
    Runtime runtime;
    std::map<std::string, NodePosition> layout; // node id → position; may be empty or partial
    // Projections the predictor uses.
    const Accelerator* accelerator = nullptr;
    long long acceleratorCount = 0;
    std::optional<double> interconnectGbps; // an interconnect linked to the accelerators
    std::optional<double> hostMemoryGib;    // a host memory tier linked to the accelerators
    std::optional<double> hostMemoryGbps;
    std::optional<double> powerCapW; // per accelerator, from a power node
    // From the accelerator node, per accelerator: they replace the catalog's figures.
    std::optional<double> acceleratorHbmGib;        // capacity_gib, at most the catalog's
    std::optional<double> acceleratorPowerW;        // power_w, a limit at most the TDP
    std::optional<double> eurPerHourPerAccelerator; // eur_per_hour, instead of the catalog's price
    // A measured host (luma.hostprofile/1) embedded under "host_profile": its catalog entry
    // (hostProfileAccelerator), owned here, is the accelerator when the node names the profile.
    nlohmann::json hostProfile; // the embedded document; null when none
    std::string hostProfileHash;
    std::shared_ptr<const Accelerator> profileAccelerator;
    // The accelerator with a calibration's derating (applyCalibration, core/calibrate/apply.h),
    // owned here, is the accelerator once one is applied.
    std::shared_ptr<const Accelerator> calibratedAccelerator;
    nlohmann::json spec;
    std::string hash;
    std::string file;
};

// The node kinds and host memory tiers that luma.machine/1 knows (a drawing tool's palette).
const std::vector<std::string>& machineNodeKinds();
const std::vector<std::string>& machineMemoryTiers();

Machine parseMachine(const nlohmann::json& doc, const std::filesystem::path& file,
                     const Catalog& catalog = Catalog::builtin());
Machine loadMachine(const std::filesystem::path& file, const Catalog& catalog = Catalog::builtin());

} // namespace luma
