#include "core/predict/simulator.h"

#include "core/predict/batch_scheduler.h"
#include "core/predict/step_model.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace luma {

std::vector<double> arrivalTimes(const Contract& c, long long count, double replicas, std::uint64_t seed) {
    std::vector<double> times(static_cast<std::size_t>(count), 0.0);
    if (c.arrival.kind != ArrivalKind::Poisson) return times;
    std::mt19937_64 rng(seed);
    const double rate = c.arrival.rateRps / replicas;
    double t = 0;
    for (auto& a : times) {
        // Exponential gaps from a 53-bit uniform: identical on every platform for a seed.
        double u = static_cast<double>(rng() >> 11) * 0x1.0p-53;
        t += -std::log1p(-u) / rate;
        a = t;
    }
    return times;
}

SimulationResult simulate(const Contract& c, const Deployment& d, const SimulationOptions& opt) {
    if (!c.model) throw SpecError(c.file, "model", "the simulator needs a model: add \"model\": {\"hf_config\": ...}");
    SimulationResult out;
    if (!d.valid) {
        out.fits = false;
        return out;
    }
    const StepModel sm(*c.model, d);
    const auto& rt = d.runtime;
    const double replicas = static_cast<double>(d.replicas);
    const long long n = std::max<long long>(1, static_cast<long long>(std::ceil(static_cast<double>(c.arrival.requests) / replicas)));
    const bool spec = d.draftTokens > 0;
    const double queries = spec ? d.draftTokens + 1.0 : 1.0;
    const double perIter = tokensPerIteration(d);

    SchedulerLimits limits;
    limits.maxSequences = rt.maxSequences;
    limits.maxBatchedTokens = rt.maxBatchedTokens;
    limits.prefillChunkTokens = rt.prefillChunkTokens;
    limits.chunkedPrefill = rt.chunkedPrefill;
    limits.admission = rt.kvAdmission;
    limits.blockTokens = rt.kvBlockTokens;
    const long long hbmBlocks = static_cast<long long>(sm.kvTokens() / static_cast<double>(std::max(1, rt.kvBlockTokens)));
    limits.totalBlocks = hbmBlocks + static_cast<long long>(sm.hostKvTokens() / static_cast<double>(std::max(1, rt.kvBlockTokens)));
    BatchScheduler sched(n, c.inputTokens, c.outputTokens, perIter, limits);
    if (!sched.fits() || sm.kvBudgetBytes() <= 0) {
        out.fits = false;
        out.stats.requests = n;
        return out;
    }

    const std::vector<double> arrivals = arrivalTimes(c, n, replicas, opt.seed);
    const bool closed = c.arrival.kind == ArrivalKind::Closed;
    const long long clients = std::max<long long>(1, static_cast<long long>(std::ceil(static_cast<double>(c.arrival.concurrency) / replicas)));
    long long released = closed ? std::min(n, clients) : n; // requests whose arrival time is known
    std::vector<double> arrival(arrivals.begin(), arrivals.end());
    long long next = 0, completed = 0;
    double t = 0, runningTime = 0;

    while (completed < n) {
        while (next < released && arrival[static_cast<std::size_t>(next)] <= t) {
            sched.arrive(next, arrival[static_cast<std::size_t>(next)]);
            ++next;
        }
        if (!sched.hasWork()) {
            if (next >= released) break;
            t = arrival[static_cast<std::size_t>(next)];
            continue;
        }
        const Iteration& it = sched.plan(t);
        if (it.empty()) break; // nothing admissible: cannot happen once a full sequence fits
        StepLoad load;
        load.queriesPerSequence = queries;
        load.decodeTokens = static_cast<double>(it.decoders.size()) * queries;
        load.sampledTokens = load.decodeTokens;
        load.decodeContext = it.decodeContext;
        load.prefillTokens = it.prefillTokens;
        load.prefillContext = it.prefillContext;
        const long long used = sched.usedBlocks();
        const double hostFraction = used > hbmBlocks ? static_cast<double>(used - hbmBlocks) / static_cast<double>(used) : 0.0;
        double dt = sm.step(load, hostFraction).seconds;
        if (spec && !it.decoders.empty()) {
            StepLoad bare = load;
            bare.prefillTokens = bare.prefillContext = 0;
            dt += d.draftTokens * d.draftCost * sm.step(bare, hostFraction).seconds;
        }
        runningTime += dt * static_cast<double>(sched.running());
        t += dt;
        const auto& finished = sched.finish(t);
        completed += static_cast<long long>(finished.size());
        if (closed)
            for (std::size_t i = 0; i < finished.size() && released < n; ++i) arrival[static_cast<std::size_t>(released++)] = t;
        if (++out.iterations > opt.maxIterations)
            throw SpecError(c.file, "workload", "simulation stopped after " + std::to_string(opt.maxIterations) +
                                                    " iterations: reduce arrival.requests");
    }
    out.stats = servingStats(sched.records(), c, t, replicas);
    out.preemptions = sched.preemptions();
    out.maxRunning = sched.maxRunning();
    out.meanRunning = t > 0 ? runningTime / t : 0.0;
    return out;
}

nlohmann::json toJson(const ServingStats& s) {
    return {{"requests", s.requests},       {"completed", s.completed},     {"success_rate", s.successRate},
            {"duration_s", s.durationS},    {"throughput_tok_s", s.throughputTokS}, {"goodput_tok_s", s.goodputTokS},
            {"ttft_ms_p50", s.ttftMsP50},   {"ttft_ms_p99", s.ttftMsP99},   {"tpot_ms_p50", s.tpotMsP50},
            {"tpot_ms_p99", s.tpotMsP99},   {"e2e_ms_p50", s.e2eMsP50},     {"e2e_ms_p99", s.e2eMsP99},
            {"queue_ms_p50", s.queueMsP50}, {"queue_ms_p99", s.queueMsP99}};
}

nlohmann::json toJson(const SimulationResult& r) {
    nlohmann::json j = toJson(r.stats);
    j["fits"] = r.fits;
    j["iterations"] = r.iterations;
    j["preemptions"] = r.preemptions;
    j["max_running"] = r.maxRunning;
    j["mean_running"] = r.meanRunning;
    return j;
}

} // namespace luma
