// Probes: the memory bandwidth (STREAM-like copy and triad, with and without non-temporal
// stores, bytes loaded + stored) and the FMA peak of a backend, under the run's constraints.
#include "remote/agent/constraints.h"
#include "remote/agent/workload.h"

#include <algorithm>

namespace luma::agent {

namespace {

struct Buffer {
    const luma_backend* b;
    void* p;
    ~Buffer() {
        if (p) b->release(0, p);
    }
};

} // namespace

nlohmann::json runProbe(RunContext& ctx) {
    const std::string kind = ctx.workload.at("kind").get<std::string>();
    const PreparedBackend pb = prepareBackend(ctx.workload.value("backend", std::string("cpu")), ctx.state);
    const luma_backend* b = pb.api;
    const std::string& backendName = pb.name;
    const luma_device_info& info = pb.info;
    const nlohmann::json& mechanisms = pb.limits.mechanisms;
    char err[256] = {};
    nlohmann::json result = {{"backend", backendName}, {"device", info.name}, {"mechanisms", mechanisms}};
    if (kind == "bandwidth") {
        // Four times the last-level cache or more: 512 MiB by default, like likwid-bench's -w S0:512MB.
        const double mib = ctx.workload.value("mib", 512.0);
        if (!(mib >= 8 && mib <= 1 << 20)) throw RunError(protocol::ErrorCode::BadWorkload, "workload.mib must be between 8 and 1048576");
        const auto bytes = static_cast<std::size_t>(mib * 1048576.0);
        Buffer buf{b, b->alloc(0, bytes, err, sizeof err)};
        if (!buf.p) throw RunError(protocol::ErrorCode::Oom, err);
        b->fill(0, buf.p, bytes, 1, err, sizeof err);
        const int repeats = std::clamp(ctx.workload.value("repeats", 10), 1, 1000);
        nlohmann::json kernels = nlohmann::json::object();
        double best = 0;
        const char* names[] = {"copy", "triad", "copy_nt", "triad_nt"};
        for (int k = 0; k < 4; ++k) {
            if (ctx.isCancelled()) throw RunError(protocol::ErrorCode::Cancelled, "cancelled");
            double g = b->stream_gbps(0, buf.p, bytes, k, repeats, err, sizeof err);
            if (g < 0) throw RunError(protocol::ErrorCode::ProbeFailed, err);
            kernels[names[k]] = g;
            best = std::max(best, g);
            ctx.telemetry({{"kernel", names[k]}, {"gbps", g}});
        }
        result["metrics"] = {{"gbps", best}, {"kernels", kernels}, {"bytes", bytes}};
    } else {
        const double seconds = std::clamp(ctx.workload.value("seconds", 1.0), 0.05, 60.0);
        double g = b->fma_gflops(0, seconds, err, sizeof err);
        if (g < 0) throw RunError(protocol::ErrorCode::ProbeFailed, err);
        result["metrics"] = {{"gflops", g}, {"precision", "fp32"}};
    }
    return result;
}

} // namespace luma::agent
