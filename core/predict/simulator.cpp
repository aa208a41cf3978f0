#include "core/predict/simulator.h"

#include "core/predict/batch_scheduler.h"
#include "core/predict/binding.h"
#include "core/predict/kv_offload.h"
#include "core/predict/serving_loop.h"
#include "core/predict/speculation.h"
#include "core/predict/step_model.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <limits>
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

namespace {

// The step model as the serving loop's executor: each iteration advances simulated time by the
// step model's estimate for the planned batch (with speculative decoding, the draft model's steps
// and the verification's k + 1 queries per decoder; speculation.h).
class StepExecutor : public IterationExecutor {
public:
    StepExecutor(const StepModel& sm, const Deployment& d, const ModelShape& model, long long hbmBlocks)
        : m_sm(sm), m_d(d), m_model(model), m_hbmBlocks(hbmBlocks), m_queries(queriesPerSequence(d)) {}

    double now() override { return m_t; }
    void waitUntil(double arrival) override { m_t = arrival; }
    double run(const Iteration& it, const BatchScheduler& sched) override {
        StepLoad load;
        const double queries = it.speculative ? m_queries : 1.0;
        load.queriesPerSequence = queries;
        load.decodeTokens = static_cast<double>(it.decoders.size()) * queries;
        load.sampledTokens = load.decodeTokens;
        load.decodeContext = it.decodeContext;
        load.prefillTokens = it.prefillTokens;
        load.prefillContext = it.prefillContext;
        const long long used = sched.usedBlocks();
        const double hostFraction =
            used > m_hbmBlocks ? static_cast<double>(used - m_hbmBlocks) / static_cast<double>(used) : 0.0;
        double dt = m_sm.step(load, hostFraction).seconds;
        if (it.speculative && !it.decoders.empty()) {
            StepLoad plain; // the decoders' plain step, which the draft's steps are priced against
            plain.decodeTokens = plain.sampledTokens = static_cast<double>(it.decoders.size());
            plain.decodeContext = it.decodeContext;
            dt += draftSeconds(m_d, m_model, m_sm.step(plain, hostFraction).seconds);
        }
        m_runningTime += dt * static_cast<double>(sched.running());
        m_t += dt;
        return m_t;
    }
    double runningTime() const { return m_runningTime; } // sequences × seconds

private:
    const StepModel& m_sm;
    const Deployment& m_d;
    const ModelShape& m_model;
    const long long m_hbmBlocks;
    const double m_queries;
    double m_t = 0, m_runningTime = 0;
};

} // namespace

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
    const long long n =
        std::max<long long>(1, static_cast<long long>(std::ceil(static_cast<double>(c.arrival.requests) / replicas)));
    if (n > kMaxSimulatedRequests)
        throw SpecError(
            c.file, "workload.arrival.requests",
            std::to_string(c.arrival.requests) + " requests are " + std::to_string(n) +
                " per replica; the simulator holds every request and simulates at most " +
                std::to_string(kMaxSimulatedRequests) +
                " per replica: ask for fewer (its latency figures settle long before) or leave out --simulate");

    SchedulerLimits limits;
    limits.maxSequences = rt.maxSequences;
    limits.maxBatchedTokens = rt.maxBatchedTokens;
    limits.prefillChunkTokens = rt.prefillChunkTokens;
    limits.chunkedPrefill = rt.chunkedPrefill;
    limits.admission = rt.kvAdmission;
    limits.blockTokens = rt.kvBlockTokens;
    const long long hbmBlocks =
        static_cast<long long>(sm.kvTokens() / static_cast<double>(std::max(1, rt.kvBlockTokens)));
    if (d.draftTokens > 0) {
        limits.decodeQueries = queriesPerSequence(d);
        limits.speculateUpTo = static_cast<long long>(speculationBatchLimit(
            sm, d, *c.model, static_cast<double>(c.inputTokens) + static_cast<double>(c.outputTokens) / 2.0));
    }
    limits.totalBlocks =
        hbmBlocks + static_cast<long long>(sm.hostKvTokens() / static_cast<double>(std::max(1, rt.kvBlockTokens)));
    // The runtime spills to the host tier only where that pays (kv_offload.h), as the predictor.
    const double block = static_cast<double>(std::max(1, rt.kvBlockTokens));
    if (!kvSlots(sm, d, static_cast<double>(c.inputTokens), static_cast<double>(c.outputTokens),
                 static_cast<double>(hbmBlocks) * block, static_cast<double>(limits.totalBlocks) * block)
             .hostTier)
        limits.totalBlocks = hbmBlocks;
    BatchScheduler sched(n, c.inputTokens, c.outputTokens, tokensPerIteration(d), limits);
    if (!sched.fits() || sm.kvBudgetBytes() <= 0) {
        out.fits = false;
        out.stats.requests = n;
        return out;
    }

    ServingLoopOptions loop;
    if (c.arrival.kind == ArrivalKind::Closed)
        loop.closedClients = std::max<long long>(
            1, static_cast<long long>(std::ceil(static_cast<double>(c.arrival.concurrency) / replicas)));
    loop.cancel = opt.cancel;
    loop.progress = opt.progress;
    loop.maxIterations = opt.maxIterations;
    StepExecutor executor(sm, d, *c.model, hbmBlocks);
    const ServingLoopResult r = runServingLoop(sched, arrivalTimes(c, n, replicas, opt.seed), executor, loop);
    if (r.stop == ServingStop::IterationLimit)
        throw SpecError(c.file, "workload",
                        "simulation stopped after " + std::to_string(opt.maxIterations) +
                            " iterations: reduce arrival.requests");
    const double t = r.end;
    out.iterations = r.iterations;
    out.stats = servingStats(sched.records(), c, t, replicas);
    out.preemptions = sched.preemptions();
    out.maxRunning = sched.maxRunning();
    out.meanRunning = t > 0 ? executor.runningTime() / t : 0.0;
    return out;
}

SimulatedVerdict judgeSimulation(const Contract& c, const Prediction& p, const SimulationResult& sim) {
    SimulatedVerdict v;
    v.watts = p.watts;
    const ServingStats& s = sim.stats;
    ServiceMetrics m;
    if (sim.fits && s.completed + s.timedOut > 0) { // latencies of every request served, in time or not
        m.ttftMsP50 = s.ttftMsP50;
        m.ttftMsP99 = s.ttftMsP99;
        m.tpotMsP50 = s.tpotMsP50;
        m.tpotMsP99 = s.tpotMsP99;
        v.eurPerMtok = s.throughputTokS > 0 ? p.eurPerHour / (s.throughputTokS * 3600.0) * 1e6
                                            : std::numeric_limits<double>::infinity();
        m.eurPerMtok = v.eurPerMtok;
    } else {
        const double inf = std::numeric_limits<double>::infinity();
        m.ttftMsP50 = m.ttftMsP99 = m.tpotMsP50 = m.tpotMsP99 = inf;
        v.eurPerMtok = inf;
        m.eurPerMtok = inf;
    }
    m.throughputTokS = s.throughputTokS;
    m.successRate = s.successRate;
    m.watts = v.watts;
    // Quality does not come out of a serving simulation: the prediction's expected figures.
    m.predicted = true;
    for (int i = 0; i < p.slos.count; ++i)
        if (const SloCheck& k = p.slos.checks[static_cast<std::size_t>(i)]; k.kind == SloKind::Metric && k.judged)
            m.others.emplace_back(k.metric, k.value);
    v.slos = checkSlos(c, m);
    v.pass = v.slos.pass() && sim.fits && p.deployable;
    if (!p.deployable)
        v.binding = Binding::Deployment;
    else if (!sim.fits)
        v.binding = Binding::HbmCapacity;
    else if (v.slos.pass())
        v.binding = p.throughputBinding;
    else {
        switch (v.slos.checks[static_cast<std::size_t>(v.slos.firstFailed)].kind) {
        case SloKind::TpotP50: v.binding = p.decodeBinding; break;
        case SloKind::TpotP99: v.binding = p.prefillBinding; break;
        case SloKind::TtftP50:
        case SloKind::TtftP99:
            // Mostly waiting for a slot: capacity binds; mostly the prompt's own work: the prefill.
            v.binding = s.queueMsP99 > 0.5 * s.ttftMsP99 && c.arrival.kind != ArrivalKind::Offline ? p.throughputBinding
                                                                                                   : p.prefillBinding;
            break;
        case SloKind::Watts: v.binding = Binding::Power; break;
        default: v.binding = p.throughputBinding; break;
        }
    }
    return v;
}

SimulatedVerdict judgeSimulation(const Contract& c, const Deployment& d, const Prediction& p,
                                 const SimulationResult& sim) {
    SimulatedVerdict v = judgeSimulation(c, p, sim);
    if (p.deployable && p.fits && sim.fits && v.binding != Binding::Power)
        v.binding = bindingBySensitivity(sensitivities(c, d, p, decidingSlo(v.slos)), v.binding);
    return v;
}

nlohmann::json toJson(const ServingStats& s) {
    return {{"requests", s.requests},         {"completed", s.completed},
            {"timed_out", s.timedOut},        {"success_rate", s.successRate},
            {"slo_met_rate", s.sloMetRate},   {"slo_met_requests", s.sloMet},
            {"duration_s", s.durationS},      {"throughput_tok_s", s.throughputTokS},
            {"goodput_tok_s", s.goodputTokS}, {"ttft_ms_p50", s.ttftMsP50},
            {"ttft_ms_p99", s.ttftMsP99},     {"tpot_ms_p50", s.tpotMsP50},
            {"tpot_ms_p99", s.tpotMsP99},     {"e2e_ms_p50", s.e2eMsP50},
            {"e2e_ms_p99", s.e2eMsP99},       {"queue_ms_p50", s.queueMsP50},
            {"queue_ms_p99", s.queueMsP99}};
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
