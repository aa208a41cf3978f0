// The LLM-serving emulator: serves the contract's shapes for real. It sizes the model's weights
// and KV cache at the run's precisions against the state's memory budget, makes them resident
// on the backend (kernel_executor.h) and drives them with the simulator's serving loop —
// continuous batching, arrivals released in wall-clock time — measuring TTFT / TPOT /
// throughput / success. A model that does not fit the memory budget is an out-of-memory FAIL,
// not a crash.
#include "remote/agent/constraints.h"
#include "remote/agent/kernel_executor.h"
#include "remote/agent/workload.h"

#include "core/model/intervention.h"
#include "core/model/slo.h"
#include "core/predict/batch_scheduler.h"
#include "core/predict/serving_loop.h"
#include "core/predict/serving_stats.h"
#include "core/predict/simulator.h"
#include "core/qualify/result_judgement.h"
#include "core/util/spec_error.h"
#include "core/util/units.h"

#include <algorithm>
#include <fstream>
#include <vector>

namespace luma::agent {

namespace {

double memAvailable() {
    std::ifstream in("/proc/meminfo");
    std::string key;
    double kib = 0;
    while (in >> key >> kib) {
        if (key == "MemAvailable:") return kib * 1024.0;
        in.ignore(256, '\n');
    }
    return 0;
}

// The run's interventions as the predictor reads them (applyInterventions), limited to those the
// emulator can make physical: precisions and batching limits. Each is named in `mechanisms`.
ServingChanges emulatorInterventions(const RunContext& ctx, const EmulatorOptions& w, nlohmann::json& mechanisms,
                                     std::vector<Intervention>& interventions) {
    if (ctx.interventions.is_array())
        for (const auto& spec : ctx.interventions) {
            Intervention iv;
            try {
                iv = parseIntervention(spec, "run.interventions", "interventions");
            } catch (const SpecError& e) {
                throw RunError(protocol::ErrorCode::BadRun, e.what());
            }
            switch (iv.kind) {
            case InterventionKind::WeightPrecision:
            case InterventionKind::KvPrecision:
            case InterventionKind::MaxBatch:
            case InterventionKind::MaxBatchedTokens: break;
            default:
                throw RunError(protocol::ErrorCode::Unenforceable,
                               "the llm-emulator cannot apply intervention \"" + iv.name +
                                   "\"; it applies weight_precision, kv_precision, max_batch, max_batched_tokens");
            }
            mechanisms["intervention:" + iv.name] = {{"mechanism", "applied by the emulator"}, {"spec", spec}};
            interventions.push_back(std::move(iv));
        }
    Runtime runtime;
    runtime.maxSequences = w.maxSequences;
    runtime.maxBatchedTokens = w.maxBatchedTokens;
    return applyInterventions(ctx.contract->precision, runtime, interventions);
}

struct MemoryPlan {
    double weightBytes = 0, scratch = 0, kvRoom = 0, sequenceBytes = 0;
    nlohmann::json json; // budget_gib, weights_gib, kv_per_sequence_gib
};

// Weights and one sequence's KV (`tokens` long) at the kernels' formats, the activation scratch
// of one iteration (inputs and outputs of the widest layer and the logits), and the KV room left.
MemoryPlan planMemory(const ModelShape& m, long long tokens, int weightFormat, int kvFormat, long long tokenBudget,
                      double budget) {
    MemoryPlan p;
    const double hidden = m.hidden;
    p.weightBytes = (m.paramsTotal - m.embeddingParams + m.lmHeadParams) * formatBytes(weightFormat);
    const double widest = std::max(
        {hidden, static_cast<double>(m.intermediate), static_cast<double>(m.expertIntermediate) * m.expertsPerToken});
    p.scratch = 8.0 * 1048576.0 + static_cast<double>(tokenBudget) * (hidden + 3.0 * widest + m.vocab) * 8.0;
    p.kvRoom = budget - p.weightBytes - p.scratch;
    p.sequenceBytes = static_cast<double>(tokens) * m.kvElementsPerToken() * formatBytes(kvFormat);
    p.json = {{"budget_gib", budget / kGiB},
              {"weights_gib", p.weightBytes / kGiB},
              {"kv_per_sequence_gib", p.sequenceBytes / kGiB}};
    return p;
}

// Serves the contract's requests on the kernels, with telemetry every half second; a cancel or
// the run's max_seconds ends it with a RunError.
ServingLoopResult serveRequests(RunContext& ctx, const EmulatorOptions& w, BatchScheduler& sched,
                                KernelExecutor& executor, CancelToken& cancel) {
    const Contract& c = *ctx.contract;
    ServingLoopOptions loop;
    if (c.arrival.kind == ArrivalKind::Closed) loop.closedClients = std::max<long long>(1, c.arrival.concurrency);
    loop.cancel = &cancel;
    loop.deadline = w.maxSeconds;
    loop.progressInterval = 0.5;
    loop.progress = [&](const ServingProgress& p) {
        ctx.telemetry({{"elapsed_s", p.elapsed},
                       {"completed", p.completed},
                       {"running", p.running},
                       {"iterations", p.iterations}});
    };
    ServingLoopResult served;
    try {
        served = runServingLoop(sched, arrivalTimes(c, c.arrival.requests, 1.0, w.seed), executor, loop);
    } catch (const Cancelled&) {
        long long completed = 0;
        for (const auto& r : sched.records()) completed += r.done >= 0 ? 1 : 0;
        throw RunError(protocol::ErrorCode::Cancelled, "cancelled after " + std::to_string(completed) + " requests");
    }
    if (served.stop == ServingStop::Deadline)
        throw RunError(protocol::ErrorCode::Timeout,
                       "the emulation ran past max_seconds=" + std::to_string(w.maxSeconds));
    return served;
}

} // namespace

nlohmann::json runEmulator(RunContext& ctx) {
    if (!ctx.contract || !ctx.contract->model)
        throw RunError(protocol::ErrorCode::BadRun,
                       "the llm-emulator needs a contract with a model (run.contract.model.hf_config)");
    const Contract& c = *ctx.contract;
    const ModelShape& m = *c.model;
    const EmulatorOptions& w = ctx.spec.emulator();
    const PreparedBackend pb = prepareBackend(w.backend, ctx.state);
    const std::string& backendName = pb.name;
    nlohmann::json mechanisms = pb.limits.mechanisms;
    std::vector<Intervention> interventions;
    const ServingChanges changes = emulatorInterventions(ctx, w, mechanisms, interventions);
    const long long maxSeqs = changes.runtime.maxSequences;
    const long long tokenBudget = changes.runtime.maxBatchedTokens;

    // Memory: weights and KV at the (intervened) precision, against the budget of the state.
    const int wf = kernelFormat(changes.precision.weights), kf = kernelFormat(changes.precision.kvCache);
    const long long isl = c.inputTokens, osl = c.outputTokens;
    const long long blockTokens = 16;
    const double budget = pb.limits.memoryBytes.value_or(
        backendName == "cpu" ? memAvailable() * 0.9 : static_cast<double>(pb.info.memory_bytes) * 0.9);
    const MemoryPlan plan = planMemory(m, isl + osl, wf, kf, tokenBudget, budget);
    const double seqBytes = plan.sequenceBytes;
    nlohmann::json memory = plan.json;
    if (plan.kvRoom < seqBytes) {
        // Out of memory is a verdict about this state, with the numbers that prove it.
        memory["needed_gib"] = (plan.weightBytes + plan.scratch + seqBytes) / kGiB;
        nlohmann::json result = {
            {"verdict", "FAIL"},     {"failed", {"OOM"}},
            {"cause", "oom"},        {"metrics", {{"success_rate", 0.0}, {"throughput_tok_s", 0.0}}},
            {"memory", memory},      {"mechanisms", mechanisms},
            {"backend", backendName}};
        return result;
    }
    const long long slots = std::min<long long>(maxSeqs, static_cast<long long>(plan.kvRoom / seqBytes));
    const long long blocksPerSeq = (isl + osl + blockTokens - 1) / blockTokens;
    memory["kv_gib"] = static_cast<double>(slots) * seqBytes / kGiB;

    CancelToken cancel;
    const double quotaThreads = pb.limits.duty < 1.0 ? pb.limits.duty * pb.limits.workers : 0.0;
    KernelExecutor executor(pb.api, {&m, isl, wf, kf, slots, seqBytes, w.seed}, quotaThreads, w.maxSeconds,
                            ctx.cancelled, cancel);

    SchedulerLimits sl;
    sl.maxSequences = slots;
    sl.maxBatchedTokens = tokenBudget;
    sl.blockTokens = blockTokens;
    sl.totalBlocks = slots * blocksPerSeq;
    BatchScheduler sched(c.arrival.requests, isl, osl, 1.0, sl);
    const ServingLoopResult served = serveRequests(ctx, w, sched, executor, cancel);
    const double duration = executor.now();
    ServingStats s = servingStats(sched.records(), c, duration);
    nlohmann::json metrics = toJson(s);
    metrics["iterations"] = served.iterations;
    metrics["preemptions"] = sched.preemptions();
    if (quotaThreads > 0 && duration > 0) {
        // The quota as it was enforced (measured, so not in `mechanisms`, which say how each level
        // was made and are compared across runs): how long, and what share of the run, the workers
        // were held idle, and the CPU the run used, in threads (at most the quota's).
        metrics["quota_held_s"] = executor.heldSeconds();
        metrics["quota_held_share"] = executor.heldSeconds() / duration;
        metrics["quota_cpu_threads"] = executor.cpuSeconds() / duration;
    }
    nlohmann::json result = {{"metrics", metrics},           {"memory", memory},
                             {"mechanisms", mechanisms},     {"backend", backendName},
                             {"workers", pb.limits.workers}, {"max_sequences", slots}};
    // Judged as the client judges it (quality it did not measure at the interventions' expected figures).
    result.update(judgeMetrics(c, metrics, interventions));
    return result;
}

} // namespace luma::agent
