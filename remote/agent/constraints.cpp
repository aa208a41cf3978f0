#include "remote/agent/constraints.h"

#include "core/predict/compute_share.h"
#include "core/util/units.h"
#include "remote/agent/backends.h"
#include "remote/agent/workload.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace luma::agent {

namespace {

// Calls fn(resource, level) for every level of a state, which must be positive numbers.
void forEachLevel(const nlohmann::json& state, const std::function<void(const std::string&, double)>& fn) {
    if (state.is_null()) return;
    if (!state.is_object()) throw RunError(protocol::ErrorCode::BadState, "state must be an object of resource levels");
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (!it->is_number() || !(it->get<double>() > 0))
            throw RunError(protocol::ErrorCode::BadState, "state." + it.key() + " must be a positive number");
        fn(it.key(), it->get<double>());
    }
}

// The threads a share of the host is made with: whole threads, or hundredths of one (at least one
// hundredth) under a quota.
double madeThreads(double fraction, int hardwareThreads, CpuShare share) {
    if (share == CpuShare::WholeThreads) return std::max(1.0, std::round(std::min(1.0, fraction) * hardwareThreads));
    return quotaThreads(fraction, hardwareThreads);
}

// How the run's share was made, in the evidence of every level that asked for it: the workers,
// the quota they ran under, and the share of the host (or the threads) that came out.
nlohmann::json madeShare(int workers, double duty, double effective) {
    nlohmann::json m = {{"mechanism", "worker threads"}, {"value", workers}, {"effective", effective}};
    if (duty < 1.0) {
        // 0.25 of 2 threads: one worker computing half of its time (held idle after every
        // iteration as long as it computed).
        m["mechanism"] = "worker threads under a CPU-time quota";
        m["quota"] = duty;
    }
    return m;
}

} // namespace

Limits cpuLimits(const nlohmann::json& state, int hardwareThreads, CpuShare share) {
    Limits limits;
    hardwareThreads = std::max(1, hardwareThreads);
    double threads = hardwareThreads; // the share of the host the run gets, in threads
    std::vector<std::string> shares;  // the levels made with it
    std::string refused;
    forEachLevel(state, [&](const std::string& r, double v) {
        if (r == "threads") {
            // What the host makes of it: whole threads, no more than it has (100,000 asked of
            // two cores is two workers, and the evidence says two).
            threads = std::min<double>(threads, std::max(1, static_cast<int>(std::min<double>(v, hardwareThreads))));
            shares.push_back(r);
        } else if (r == "compute_fraction" || r == "hbm_bandwidth_fraction") {
            // Memory bandwidth on a CPU scales with the cores that stream, so both shares are
            // made with the threads' time.
            threads = std::min(threads, madeThreads(v, hardwareThreads, share));
            shares.push_back(r);
        } else if (r == "hbm_gib" || r == "host_memory_gib") {
            double bytes = v * kGiB;
            limits.memoryBytes = limits.memoryBytes ? std::min(*limits.memoryBytes, bytes) : bytes;
            limits.mechanisms[r] = {{"mechanism", "memory budget for weights, KV cache and activations"}, {"value", v}};
        } else if (r == "accelerator_count") {
            if (v != 1)
                refused +=
                    " accelerator_count=" + std::to_string(static_cast<int>(v)) + " (the CPU backend is one device)";
            else
                limits.mechanisms[r] = {{"mechanism", "one CPU device"}, {"value", 1}};
        } else {
            refused += " " + r + " (no CPU mechanism)";
        }
    });
    if (!refused.empty())
        throw RunError(protocol::ErrorCode::Unenforceable,
                       "cannot make these resources physical on the CPU backend:" + refused);
    limits.workers = std::max(1, static_cast<int>(std::ceil(threads)));
    limits.duty = std::min(1.0, threads / limits.workers);
    // One set of workers makes every such level, so each says what ran: the least of them
    // (compute_fraction 0.25 beside hbm_bandwidth_fraction 0.75 streams with 0.25 too).
    for (const auto& r : shares)
        limits.mechanisms[r] =
            madeShare(limits.workers, limits.duty, r == "threads" ? threads : threads / hardwareThreads);
    return limits;
}

Limits gpuLimits(const nlohmann::json& state, int multiprocessors) {
    Limits limits;
    std::string refused;
    forEachLevel(state, [&](const std::string& r, double v) {
        if (r == "compute_fraction") {
            // Eight resident blocks per SM fill a device; a share of them is a share of the SMs.
            limits.workers = std::max(1, static_cast<int>(std::lround(std::min(1.0, v) * multiprocessors * 8)));
            limits.mechanisms[r] = {
                {"mechanism", "limited grid (blocks per kernel)"},
                {"value", limits.workers},
                {"effective", std::min(1.0, static_cast<double>(limits.workers) / std::max(1, multiprocessors * 8))}};
        } else if (r == "hbm_gib") {
            limits.memoryBytes = v * kGiB;
            limits.mechanisms[r] = {{"mechanism", "device memory budget for weights, KV cache and activations"},
                                    {"value", v}};
        } else if (r == "accelerator_count" && v == 1) {
            limits.mechanisms[r] = {{"mechanism", "device subset: device 0"}, {"value", 1}};
        } else {
            refused += " " + r;
        }
    });
    if (!refused.empty())
        throw RunError(protocol::ErrorCode::Unenforceable,
                       "cannot make these resources physical on this GPU backend:" + refused);
    return limits;
}

PreparedBackend prepareBackend(const std::string& name, const nlohmann::json& state, CpuShare share) {
    PreparedBackend p;
    std::string why;
    p.api = loadBackend(name, why);
    if (!p.api) throw RunError(protocol::ErrorCode::BackendUnavailable, why);
    p.name = name;
    char err[256] = {};
    p.api->device_info(0, &p.info, err, sizeof err);
    p.limits = name == "cpu" ? cpuLimits(state, p.info.compute_units, share) : gpuLimits(state, p.info.compute_units);
    if (p.api->set_parallelism(0, p.limits.workers, err, sizeof err) != 0)
        throw RunError(protocol::ErrorCode::ConstraintFailed, err);
    return p;
}

} // namespace luma::agent
