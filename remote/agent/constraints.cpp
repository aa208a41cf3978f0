#include "remote/agent/constraints.h"

#include "remote/agent/workload.h"

#include <algorithm>
#include <cmath>

namespace luma::agent {

CpuLimits cpuLimits(const nlohmann::json& state, int hardwareThreads) {
    CpuLimits limits;
    limits.threads = hardwareThreads;
    if (state.is_null()) return limits;
    if (!state.is_object()) throw RunError("bad_state", "state must be an object of resource levels");
    std::string refused;
    for (auto it = state.begin(); it != state.end(); ++it) {
        const std::string& r = it.key();
        if (!it->is_number()) throw RunError("bad_state", "state." + r + " must be a number");
        const double v = it->get<double>();
        if (!(v > 0)) throw RunError("bad_state", "state." + r + " must be positive");
        if (r == "threads") {
            limits.threads = std::min(limits.threads, static_cast<int>(v));
            limits.mechanisms[r] = {{"mechanism", "worker threads"}, {"value", static_cast<int>(v)}};
        } else if (r == "compute_fraction" || r == "hbm_bandwidth_fraction") {
            // Memory bandwidth on a CPU scales with the cores that stream, so both shares are
            // made with the thread count.
            int t = std::max(1, static_cast<int>(std::lround(std::min(1.0, v) * hardwareThreads)));
            limits.threads = std::min(limits.threads, t);
            limits.mechanisms[r] = {{"mechanism", "worker threads"}, {"value", t}};
        } else if (r == "hbm_gib" || r == "host_memory_gib") {
            double bytes = v * 1073741824.0;
            limits.memoryBytes = limits.memoryBytes ? std::min(*limits.memoryBytes, bytes) : bytes;
            limits.mechanisms[r] = {{"mechanism", "memory budget for weights, KV cache and activations"}, {"value", v}};
        } else if (r == "accelerator_count") {
            if (v != 1) refused += " accelerator_count=" + std::to_string(static_cast<int>(v)) + " (the CPU backend is one device)";
            else limits.mechanisms[r] = {{"mechanism", "one CPU device"}, {"value", 1}};
        } else {
            refused += " " + r + " (no CPU mechanism)";
        }
    }
    limits.threads = std::max(1, limits.threads);
    if (!refused.empty()) throw RunError("unenforceable", "cannot make these resources physical on the CPU backend:" + refused);
    return limits;
}

GpuLimits gpuLimits(const nlohmann::json& state, int multiprocessors) {
    GpuLimits limits;
    if (state.is_null() || state.empty()) return limits;
    if (!state.is_object()) throw RunError("bad_state", "state must be an object of resource levels");
    std::string refused;
    for (auto it = state.begin(); it != state.end(); ++it) {
        const std::string& r = it.key();
        if (!it->is_number() || !(it->get<double>() > 0)) throw RunError("bad_state", "state." + r + " must be a positive number");
        const double v = it->get<double>();
        if (r == "compute_fraction") {
            // Eight resident blocks per SM fill a device; a share of them is a share of the SMs.
            limits.blocks = std::max(1, static_cast<int>(std::lround(std::min(1.0, v) * multiprocessors * 8)));
            limits.mechanisms[r] = {{"mechanism", "limited grid (blocks per kernel)"}, {"value", limits.blocks}};
        } else if (r == "hbm_gib") {
            limits.memoryBytes = v * 1073741824.0;
            limits.mechanisms[r] = {{"mechanism", "device memory budget for weights, KV cache and activations"}, {"value", v}};
        } else if (r == "accelerator_count" && v == 1) {
            limits.mechanisms[r] = {{"mechanism", "device subset: device 0"}, {"value", 1}};
        } else {
            refused += " " + r;
        }
    }
    if (!refused.empty()) throw RunError("unenforceable", "cannot make these resources physical on this GPU backend:" + refused);
    return limits;
}

} // namespace luma::agent
