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

} // namespace luma::agent
