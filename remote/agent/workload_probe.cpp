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
    // A probe's figures are rates while its kernel runs: a quota would not change them.
    const PreparedBackend pb = prepareBackend(ctx.spec.backend(), ctx.state, CpuShare::WholeThreads);
    const luma_backend* b = pb.api;
    const std::string& backendName = pb.name;
    const luma_device_info& info = pb.info;
    const nlohmann::json& mechanisms = pb.limits.mechanisms;
    char err[256] = {};
    nlohmann::json result = {{"backend", backendName}, {"device", info.name}, {"mechanisms", mechanisms}};
    if (ctx.spec.kind() == WorkloadKind::Bandwidth) {
        const BandwidthOptions& w = ctx.spec.bandwidth();
        const auto bytes = static_cast<std::size_t>(w.mib * 1048576.0);
        Buffer buf{b, b->alloc(0, bytes, err, sizeof err)};
        if (!buf.p) throw RunError(protocol::ErrorCode::Oom, err);
        b->fill(0, buf.p, bytes, 1, err, sizeof err);
        const int repeats = w.repeats;
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
        double g = b->fma_gflops(0, ctx.spec.compute().seconds, err, sizeof err);
        if (g < 0) throw RunError(protocol::ErrorCode::ProbeFailed, err);
        result["metrics"] = {{"gflops", g}, {"precision", "fp32"}};
    }
    return result;
}

} // namespace luma::agent
