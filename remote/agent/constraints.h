#pragma once
// The machine state made physical on this host: each resource level of a run becomes a
// mechanism the agent enforces (threads, a memory budget, a device subset, …) and names in the
// result — or the run is refused with the reason.
#include "kernels.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace luma::agent {

struct Limits {
    int workers = 0;                   // CPU: threads; GPU: blocks per kernel (0: the whole device)
    double duty = 1.0;                 // CPU: the share of its time each worker may compute (a quota)
    std::optional<double> memoryBytes; // budget for weights + KV + activations
    nlohmann::json mechanisms = nlohmann::json::object();
};

// How the CPU backend makes a share of the host. Quota: as many worker threads as the share
// needs, each computing only its part of the time (compute_fraction 0.25 of 2 threads is one
// worker at half its time, as a CFS quota of 50 ms per 100 ms would make it), to a hundredth of a
// thread. WholeThreads: the nearest whole number of threads (the probes, whose figures are rates
// while a kernel runs, and which a duty cycle would not change).
enum class CpuShare { Quota, WholeThreads };

// The CPU backend: compute and bandwidth shares as worker threads (and a CPU-time quota on
// them), capacity as a memory budget. Throws RunError(ErrorCode::Unenforceable, …) for a
// resource it cannot make physical.
Limits cpuLimits(const nlohmann::json& state, int hardwareThreads, CpuShare share = CpuShare::Quota);

// A GPU backend: compute share as a limited grid (blocks per kernel over the SMs), capacity as
// a memory budget; anything else (power caps need NVML write access) is refused.
Limits gpuLimits(const nlohmann::json& state, int multiprocessors);

// A backend loaded, described and constrained to the run's state, ready for kernels.
struct PreparedBackend {
    const luma_backend* api = nullptr;
    std::string name;
    luma_device_info info{};
    Limits limits;
};
PreparedBackend prepareBackend(const std::string& name, const nlohmann::json& state, CpuShare share = CpuShare::Quota);

} // namespace luma::agent
