// The LLM-serving emulator: serves the contract's shapes for real. It allocates the model's
// weights and KV cache at the contract's precision, runs real kernels every iteration (GEMMs
// over every layer's weights for the batch's tokens, the MoE experts the batch touches,
// attention reads over each sequence's KV cache, the LM head), schedules with the same
// continuous-batching scheduler as the simulator, releases arrivals in wall-clock time, and
// measures TTFT / TPOT / throughput / success. A model that does not fit the memory budget is
// an out-of-memory FAIL, not a crash.
#include "remote/agent/constraints.h"
#include "remote/agent/workload.h"

#include "core/model/intervention.h"
#include "core/model/slo.h"
#include "core/util/spec_error.h"
#include "core/predict/batch_scheduler.h"
#include "core/predict/serving_stats.h"
#include "core/predict/simulator.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <random>
#include <thread>
#include <vector>

namespace luma::agent {

namespace {

constexpr double kGiB = 1073741824.0;

int formatOf(Precision p) {
    switch (p) {
    case Precision::BF16:
    case Precision::FP16: return LUMA_FORMAT_16BIT;
    case Precision::FP8:
    case Precision::INT8: return LUMA_FORMAT_8BIT;
    default: return LUMA_FORMAT_4BIT;
    }
}

double formatBytes(int format) { return format == LUMA_FORMAT_16BIT ? 2.0 : format == LUMA_FORMAT_8BIT ? 1.0 : 0.5; }

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

// Weight matrices of one layer, stored as rows = hidden, cols = params / hidden (even, for 4-bit).
struct Matrix {
    void* data = nullptr;
    long rows = 0, cols = 0;
};

class Allocation {
public:
    Allocation(const luma_backend* b) : m_b(b) {}
    ~Allocation() {
        for (void* p : m_buffers) m_b->release(0, p);
    }
    Matrix matrix(double params, long hidden, int format) {
        long cols = std::max(2L, static_cast<long>(std::ceil(params / hidden)));
        cols += cols % 2;
        return {buffer(static_cast<std::size_t>(std::ceil(hidden * cols * formatBytes(format)))), hidden, cols};
    }
    void* buffer(std::size_t bytes) {
        char err[256] = {};
        void* p = m_b->alloc(0, bytes, err, sizeof err);
        if (!p) throw RunError(protocol::ErrorCode::Oom, err);
        m_buffers.push_back(p);
        m_b->fill(0, p, bytes, static_cast<unsigned>(m_buffers.size()), err, sizeof err);
        return p;
    }

private:
    const luma_backend* m_b;
    std::vector<void*> m_buffers;
};

void check(int rc, const char* err) {
    if (rc != 0) throw RunError(protocol::ErrorCode::KernelFailed, err);
}

} // namespace

nlohmann::json runEmulator(RunContext& ctx) {
    if (!ctx.contract || !ctx.contract->model)
        throw RunError(protocol::ErrorCode::BadRun, "the llm-emulator needs a contract with a model (run.contract.model.hf_config)");
    const Contract& c = *ctx.contract;
    const ModelShape& m = *c.model;
    const EmulatorOptions& w = ctx.spec.emulator();
    const PreparedBackend pb = prepareBackend(w.backend, ctx.state);
    const luma_backend* b = pb.api;
    const std::string& backendName = pb.name;
    const luma_device_info& info = pb.info;
    const int workers = pb.limits.workers;
    const std::optional<double> memoryBudget = pb.limits.memoryBytes;
    nlohmann::json mechanisms = pb.limits.mechanisms;
    char err[256] = {};

    // Interventions the emulator can make physical: precisions and batching limits.
    PrecisionSet precision = c.precision;
    long long maxSeqs = w.maxSequences;
    long long tokenBudget = w.maxBatchedTokens;
    if (ctx.interventions.is_array())
        for (const auto& spec : ctx.interventions) {
            Intervention iv;
            try {
                iv = parseIntervention(spec, "run.interventions", "interventions");
            } catch (const SpecError& e) {
                throw RunError(protocol::ErrorCode::BadRun, e.what());
            }
            switch (iv.kind) {
            case InterventionKind::WeightPrecision: precision.weights = iv.precision; break;
            case InterventionKind::KvPrecision: precision.kvCache = iv.precision; break;
            case InterventionKind::MaxBatch: maxSeqs = static_cast<long long>(iv.value); break;
            case InterventionKind::MaxBatchedTokens: tokenBudget = static_cast<long long>(iv.value); break;
            default:
                throw RunError(protocol::ErrorCode::Unenforceable, "the llm-emulator cannot apply intervention \"" + iv.name +
                                                    "\"; it applies weight_precision, kv_precision, max_batch, max_batched_tokens");
            }
            mechanisms["intervention:" + iv.name] = {{"mechanism", "applied by the emulator"}, {"spec", spec}};
        }

    // Memory: weights and KV at the (intervened) precision, against the budget of the state.
    const int wf = formatOf(precision.weights), kf = formatOf(precision.kvCache);
    const double hidden = m.hidden;
    const double denseParamsPerLayer = m.attentionParamsPerLayer;
    const double weightBytes = (m.paramsTotal - m.embeddingParams + m.lmHeadParams) * formatBytes(wf);
    const double kvPerToken = m.kvElementsPerToken() * formatBytes(kf);
    const long long isl = c.inputTokens, osl = c.outputTokens;
    const long long blockTokens = 16;
    const double budget = memoryBudget.value_or(backendName == "cpu" ? memAvailable() * 0.9 : static_cast<double>(info.memory_bytes) * 0.9);
    // Activation scratch of one iteration: inputs and outputs of the widest layer and the logits.
    const double widest = std::max({hidden, static_cast<double>(m.intermediate),
                                    static_cast<double>(m.expertIntermediate) * m.expertsPerToken});
    const double scratch = 8.0 * 1048576.0 + static_cast<double>(tokenBudget) * (hidden + 3.0 * widest + m.vocab) * 8.0;
    const double kvRoom = budget - weightBytes - scratch;
    const double seqBytes = static_cast<double>(isl + osl) * kvPerToken;
    nlohmann::json memory = {{"budget_gib", budget / kGiB}, {"weights_gib", weightBytes / kGiB},
                             {"kv_per_sequence_gib", seqBytes / kGiB}};
    if (kvRoom < seqBytes) {
        // Out of memory is a verdict about this state, with the numbers that prove it.
        memory["needed_gib"] = (weightBytes + scratch + seqBytes) / kGiB;
        nlohmann::json result = {{"verdict", "FAIL"}, {"failed", {"OOM"}}, {"cause", "oom"},
                                 {"metrics", {{"success_rate", 0.0}, {"throughput_tok_s", 0.0}}},
                                 {"memory", memory}, {"mechanisms", mechanisms}, {"backend", backendName}};
        return result;
    }
    const long long slots = std::min<long long>(maxSeqs, static_cast<long long>(kvRoom / seqBytes));
    const long long blocksPerSeq = (isl + osl + blockTokens - 1) / blockTokens;
    memory["kv_gib"] = static_cast<double>(slots) * seqBytes / kGiB;

    Allocation alloc(b);
    std::vector<Matrix> dense(static_cast<std::size_t>(m.layers));
    std::vector<std::vector<Matrix>> experts(static_cast<std::size_t>(m.layers));
    const long hid = m.hidden;
    for (int l = 0; l < m.layers; ++l) {
        const bool moe = m.isMoe() && l >= m.layers - m.moeLayers;
        double params = denseParamsPerLayer + (moe ? m.moeFixedParamsPerLayer : m.denseMlpParams);
        dense[static_cast<std::size_t>(l)] = alloc.matrix(params, hid, wf);
        if (moe)
            for (int e = 0; e < m.experts; ++e) experts[static_cast<std::size_t>(l)].push_back(alloc.matrix(m.expertParams, hid, wf));
        if (ctx.isCancelled()) throw RunError(protocol::ErrorCode::Cancelled, "cancelled while allocating");
    }
    const Matrix lmHead = alloc.matrix(m.lmHeadParams, hid, wf);
    const auto kvPoolBytes = static_cast<std::size_t>(static_cast<double>(slots) * seqBytes);
    char* kvPool = static_cast<char*>(alloc.buffer(std::max<std::size_t>(kvPoolBytes, 64)));
    const long headElems = std::max(2L, static_cast<long>(m.kvElementsPerTokenPerLayer / 2));
    const int group = std::max(1, m.heads / std::max(1, m.mla ? 1 : m.kvHeads));

    SchedulerLimits sl;
    sl.maxSequences = slots;
    sl.maxBatchedTokens = tokenBudget;
    sl.blockTokens = blockTokens;
    sl.totalBlocks = slots * blocksPerSeq;
    const long long n = c.arrival.requests;
    BatchScheduler sched(n, isl, osl, 1.0, sl);
    std::vector<double> arrival = arrivalTimes(c, n, 1.0, w.seed);
    const bool closed = c.arrival.kind == ArrivalKind::Closed;
    long long released = closed ? std::min<long long>(n, std::max<long long>(1, c.arrival.concurrency)) : n;
    long long next = 0, completed = 0, iterations = 0;
    const double maxSeconds = w.maxSeconds;
    std::mt19937_64 rng(w.seed);
    std::vector<int> expertLoad(static_cast<std::size_t>(std::max(1, m.experts)));

    const auto start = std::chrono::steady_clock::now();
    auto now = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    double lastTelemetry = 0;
    while (completed < n) {
        if (ctx.isCancelled()) throw RunError(protocol::ErrorCode::Cancelled, "cancelled after " + std::to_string(completed) + " requests");
        double t = now();
        if (t > maxSeconds) throw RunError(protocol::ErrorCode::Timeout, "the emulation ran past max_seconds=" + std::to_string(maxSeconds));
        while (next < released && arrival[static_cast<std::size_t>(next)] <= t) {
            sched.arrive(next, arrival[static_cast<std::size_t>(next)]);
            ++next;
        }
        if (!sched.hasWork()) {
            if (next >= released) break;
            double wait = std::min(0.05, arrival[static_cast<std::size_t>(next)] - t);
            std::this_thread::sleep_for(std::chrono::duration<double>(std::max(0.0, wait)));
            continue;
        }
        const Iteration& it = sched.plan(t);
        if (it.empty()) break;
        const int tokens = static_cast<int>(it.decoders.size() + static_cast<std::size_t>(it.prefillTokens));
        int sampled = static_cast<int>(it.decoders.size());
        for (const auto& chunk : it.prefills) sampled += chunk.start + chunk.tokens >= isl ? 1 : 0;
        for (int l = 0; l < m.layers; ++l) {
            const Matrix& d = dense[static_cast<std::size_t>(l)];
            check(b->linear(0, d.data, wf, d.rows, d.cols, tokens, err, sizeof err), err);
            auto& ex = experts[static_cast<std::size_t>(l)];
            if (!ex.empty()) {
                // Route every token to k distinct experts; run each touched expert on its tokens.
                std::fill(expertLoad.begin(), expertLoad.end(), 0);
                for (int tkn = 0; tkn < tokens; ++tkn)
                    for (int k = 0; k < m.expertsPerToken; ++k) ++expertLoad[static_cast<std::size_t>((rng() >> 17) % static_cast<unsigned long>(m.experts))];
                for (int e = 0; e < m.experts; ++e)
                    if (int count = expertLoad[static_cast<std::size_t>(e)]; count > 0)
                        check(b->linear(0, ex[static_cast<std::size_t>(e)].data, wf, ex[static_cast<std::size_t>(e)].rows,
                                        ex[static_cast<std::size_t>(e)].cols, count, err, sizeof err), err);
            }
        }
        // Attention over each sequence's KV, all layers (laid out contiguously per sequence).
        auto kvOf = [&](long long request) {
            const auto slot = static_cast<std::size_t>(sched.records()[static_cast<std::size_t>(request)].order % slots);
            return kvPool + static_cast<std::size_t>(static_cast<double>(slot) * seqBytes);
        };
        for (long long id : it.decoders) {
            const auto& r = sched.records()[static_cast<std::size_t>(id)];
            long context = static_cast<long>(isl + static_cast<long long>(r.generated)) * m.layers;
            check(b->attention(0, kvOf(id), kf, context, headElems, group, err, sizeof err), err);
        }
        for (const auto& chunk : it.prefills) {
            long context = static_cast<long>(chunk.start + chunk.tokens / 2 + 1) * m.layers;
            check(b->attention(0, kvOf(chunk.request), kf, context, headElems, static_cast<int>(chunk.tokens) * group, err, sizeof err), err);
        }
        if (sampled > 0) check(b->linear(0, lmHead.data, wf, lmHead.rows, lmHead.cols, sampled, err, sizeof err), err);
        check(b->synchronize(0, err, sizeof err), err);
        ++iterations;
        t = now();
        const auto& finished = sched.finish(t);
        completed += static_cast<long long>(finished.size());
        if (closed)
            for (std::size_t i = 0; i < finished.size() && released < n; ++i) arrival[static_cast<std::size_t>(released++)] = t;
        if (t - lastTelemetry > 0.5) {
            lastTelemetry = t;
            ctx.telemetry({{"elapsed_s", t}, {"completed", completed}, {"running", sched.running()}, {"iterations", iterations}});
        }
    }
    const double duration = now();
    ServingStats s = servingStats(sched.records(), c, duration);
    nlohmann::json metrics = toJson(s);
    metrics["iterations"] = iterations;
    metrics["preemptions"] = sched.preemptions();
    nlohmann::json result = {{"metrics", metrics}, {"memory", memory}, {"mechanisms", mechanisms},
                             {"backend", backendName}, {"workers", workers}, {"max_sequences", slots}};
    result.update(toJson(checkSlos(c, metricsFromJson(metrics))));
    return result;
}

} // namespace luma::agent
