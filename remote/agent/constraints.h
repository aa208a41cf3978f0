#pragma once
// The machine state made physical on this host: each resource level of a run becomes a
// mechanism the agent enforces (threads, a memory budget, a device subset, …) and names in the
// result — or the run is refused with the reason.
#include <nlohmann/json.hpp>

#include <optional>

namespace luma::agent {

struct CpuLimits {
    int threads = 1;
    std::optional<double> memoryBytes; // budget for weights + KV + activations
    nlohmann::json mechanisms = nlohmann::json::object();
};

// Throws RunError("unenforceable", …) for a resource the CPU backend cannot make physical.
CpuLimits cpuLimits(const nlohmann::json& state, int hardwareThreads);

struct GpuLimits {
    int blocks = 0; // 0: the whole device
    std::optional<double> memoryBytes;
    nlohmann::json mechanisms = nlohmann::json::object();
};

// A GPU backend: compute share as a limited grid (blocks per kernel over the SMs), capacity as
// a memory budget; anything else (power caps need NVML write access) is refused.
GpuLimits gpuLimits(const nlohmann::json& state, int multiprocessors);

} // namespace luma::agent
