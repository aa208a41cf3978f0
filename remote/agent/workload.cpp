// One entry for every run: the workload is read once into its typed spec, so a bad option is
// `bad_workload` naming the key (a configuration error the campaign stops on), never a type
// error deep in a workload that would surface as `internal`.
#include "remote/agent/workload.h"

#include "core/util/spec_error.h"

namespace luma::agent {

nlohmann::json runWorkload(RunContext& ctx) {
    try {
        ctx.spec = parseWorkload(ctx.workload, "run", "workload");
    } catch (const SpecError& e) {
        throw RunError(protocol::ErrorCode::BadWorkload, e.what());
    }
    switch (ctx.spec.kind()) {
    case WorkloadKind::LlmEmulator: return runEmulator(ctx);
    case WorkloadKind::Command: return runCommand(ctx);
    case WorkloadKind::Bandwidth:
    case WorkloadKind::Compute: return runProbe(ctx);
    case WorkloadKind::OpenAiEndpoint: return runOpenAiEndpoint(ctx);
    }
    throw RunError(protocol::ErrorCode::Internal, "workload kind without a runner");
}

} // namespace luma::agent
