#include "core/predict/simulator.h"

#include "core/predict/step_model.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <random>
#include <vector>

namespace luma {

namespace {

struct Request {
    double arrival = 0;
    double admitted = -1; // first admission into the running batch
    double firstToken = -1;
    double done = -1;
    long long prefilled = 0;
    double generated = 0;
    long long blocks = 0;
    long long order = 0; // admission order, for preempting the newest
};

double percentile(std::vector<double> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    auto rank = static_cast<std::size_t>(std::ceil(q * static_cast<double>(v.size())));
    return v[std::min(v.size() - 1, rank == 0 ? 0 : rank - 1)];
}

// Exponential gaps from a 53-bit uniform: identical on every platform for a seed.
double exponentialGap(std::mt19937_64& rng, double rate) {
    double u = static_cast<double>(rng() >> 11) * 0x1.0p-53;
    return -std::log1p(-u) / rate;
}

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
    const long long isl = c.inputTokens, osl = c.outputTokens;
    const long long n = std::max<long long>(1, static_cast<long long>(std::ceil(static_cast<double>(c.arrival.requests) / replicas)));
    out.requests = n;

    const long long bs = std::max(1, rt.kvBlockTokens);
    auto blocksFor = [&](double tokens) { return static_cast<long long>(std::ceil(tokens / static_cast<double>(bs))); };
    const long long hbmBlocks = static_cast<long long>(sm.kvTokens() / static_cast<double>(bs));
    const long long totalBlocks = hbmBlocks + static_cast<long long>(sm.hostKvTokens() / static_cast<double>(bs));
    if (blocksFor(static_cast<double>(isl + osl)) > totalBlocks || sm.kvBudgetBytes() <= 0) {
        out.fits = false;
        return out;
    }
    const bool reserve = rt.kvAdmission == KvAdmission::Reserve;
    const bool spec = d.draftTokens > 0;
    const double queries = spec ? d.draftTokens + 1.0 : 1.0;
    const double perIter = spec ? (1.0 - std::pow(d.acceptanceRate, d.draftTokens + 1.0)) / (1.0 - d.acceptanceRate) : 1.0;

    std::vector<Request> reqs(static_cast<std::size_t>(n));
    std::mt19937_64 rng(opt.seed);
    long long released = 0; // requests whose arrival time is known
    const long long closedClients = std::max<long long>(1, static_cast<long long>(std::ceil(static_cast<double>(c.arrival.concurrency) / replicas)));
    switch (c.arrival.kind) {
    case ArrivalKind::Offline: released = n; break;
    case ArrivalKind::Poisson: {
        double t = 0, rate = c.arrival.rateRps / replicas;
        for (auto& r : reqs) {
            t += exponentialGap(rng, rate);
            r.arrival = t;
        }
        released = n;
        break;
    }
    case ArrivalKind::Closed: released = std::min(n, closedClients); break;
    }

    std::deque<long long> waiting;
    std::vector<long long> running;
    long long nextArrival = 0, completed = 0, freeBlocks = totalBlocks, admissions = 0;
    double t = 0, runningTime = 0;
    std::vector<long long> decoders;

    while (completed < n) {
        while (nextArrival < released && reqs[static_cast<std::size_t>(nextArrival)].arrival <= t) waiting.push_back(nextArrival++);
        if (running.empty() && waiting.empty()) {
            if (nextArrival >= released) break; // closed loop with nothing left
            t = reqs[static_cast<std::size_t>(nextArrival)].arrival;
            continue;
        }
        while (!waiting.empty() && static_cast<long long>(running.size()) < rt.maxSequences) {
            Request& r = reqs[static_cast<std::size_t>(waiting.front())];
            long long need = reserve ? blocksFor(static_cast<double>(isl + osl)) : blocksFor(static_cast<double>(isl + 1));
            if (need > freeBlocks) break;
            freeBlocks -= need;
            r.blocks = need;
            r.order = admissions++;
            if (r.admitted < 0) r.admitted = t;
            running.push_back(waiting.front());
            waiting.pop_front();
        }
        if (running.empty()) break; // cannot happen once a full sequence fits; a guard

        // Build one iteration: every decoding sequence gets its token(s), prompts fill the rest.
        StepLoad load;
        load.queriesPerSequence = queries;
        double budget = static_cast<double>(rt.maxBatchedTokens);
        decoders.clear();
        for (long long id : running) {
            const Request& r = reqs[static_cast<std::size_t>(id)];
            if (r.prefilled < isl) continue;
            decoders.push_back(id);
            load.decodeContext += static_cast<double>(isl) + r.generated;
        }
        load.decodeTokens = static_cast<double>(decoders.size()) * queries;
        load.sampledTokens = load.decodeTokens;
        budget -= load.decodeTokens;
        std::vector<std::pair<long long, long long>> chunks;
        for (long long id : running) {
            Request& r = reqs[static_cast<std::size_t>(id)];
            if (r.prefilled >= isl) continue;
            long long remaining = isl - r.prefilled;
            long long take = remaining;
            if (rt.chunkedPrefill) {
                if (budget < 1) break;
                take = std::min<long long>(take, static_cast<long long>(budget));
                if (rt.prefillChunkTokens > 0) take = std::min(take, rt.prefillChunkTokens);
            } else if (!chunks.empty() && static_cast<double>(take) > budget) {
                break; // whole prompts only; the first one always goes
            }
            chunks.emplace_back(id, take);
            load.prefillTokens += static_cast<double>(take);
            load.prefillContext += static_cast<double>(take) * (static_cast<double>(r.prefilled) + static_cast<double>(take) / 2.0);
            budget -= static_cast<double>(take);
        }
        long long usedBlocks = totalBlocks - freeBlocks;
        double hostFraction = usedBlocks > hbmBlocks ? static_cast<double>(usedBlocks - hbmBlocks) / static_cast<double>(usedBlocks) : 0.0;
        double dt = sm.step(load, hostFraction).seconds;
        if (spec && !decoders.empty()) {
            StepLoad bare = load;
            bare.prefillTokens = bare.prefillContext = 0;
            dt += d.draftTokens * d.draftCost * sm.step(bare, hostFraction).seconds;
        }
        runningTime += dt * static_cast<double>(running.size());
        t += dt;
        out.maxRunning = std::max<long long>(out.maxRunning, static_cast<long long>(running.size()));

        for (auto [id, take] : chunks) {
            Request& r = reqs[static_cast<std::size_t>(id)];
            r.prefilled += take;
            if (r.prefilled >= isl) {
                if (r.firstToken < 0) r.firstToken = t;
                r.generated = std::max(r.generated, 1.0);
            }
        }
        std::vector<long long> finished;
        for (long long id : decoders) {
            Request& r = reqs[static_cast<std::size_t>(id)];
            if (r.blocks == 0) continue; // preempted during this iteration
            r.generated += perIter;
            if (!reserve) {
                long long need = blocksFor(static_cast<double>(isl) + std::min(r.generated, static_cast<double>(osl)));
                while (r.blocks < need) {
                    if (freeBlocks > 0) {
                        --freeBlocks;
                        ++r.blocks;
                        continue;
                    }
                    // Out of KV: preempt the newest other sequence and recompute it later.
                    long long victim = -1;
                    for (long long other : running) {
                        const Request& o = reqs[static_cast<std::size_t>(other)];
                        if (other != id && o.blocks > 0 && (victim < 0 || o.order > reqs[static_cast<std::size_t>(victim)].order))
                            victim = other;
                    }
                    if (victim < 0) break;
                    Request& v = reqs[static_cast<std::size_t>(victim)];
                    freeBlocks += v.blocks;
                    v.blocks = 0;
                    v.prefilled = 0;
                    v.generated = 0;
                    ++out.preemptions;
                }
            }
            if (r.generated >= static_cast<double>(osl)) {
                r.done = t;
                freeBlocks += r.blocks;
                r.blocks = 0;
                finished.push_back(id);
            }
        }
        // Drop finished and preempted sequences; preempted ones queue again at the front.
        std::vector<long long> keep;
        keep.reserve(running.size());
        std::vector<long long> requeue;
        for (long long id : running) {
            Request& r = reqs[static_cast<std::size_t>(id)];
            if (r.done >= 0) continue;
            if (r.blocks == 0) requeue.push_back(id);
            else keep.push_back(id);
        }
        running.swap(keep);
        for (auto it = requeue.rbegin(); it != requeue.rend(); ++it) waiting.push_front(*it);
        completed += static_cast<long long>(finished.size());
        if (c.arrival.kind == ArrivalKind::Closed)
            for (std::size_t i = 0; i < finished.size() && released < n; ++i) reqs[static_cast<std::size_t>(released++)].arrival = t;
        if (++out.iterations > opt.maxIterations)
            throw SpecError(c.file, "workload", "simulation stopped after " + std::to_string(opt.maxIterations) +
                                                    " iterations: reduce arrival.requests");
    }

    out.completed = completed;
    out.durationS = t;
    out.successRate = static_cast<double>(completed) / static_cast<double>(n);
    std::vector<double> ttft, tpot, e2e, queue;
    double good = 0;
    // Offline experiments queue everything at t=0 by design: TTFT counts from admission, as in
    // the predictor; the time spent queued is reported on its own.
    const bool fromAdmission = c.arrival.kind == ArrivalKind::Offline;
    for (const auto& r : reqs) {
        if (r.done < 0) continue;
        double a = (r.firstToken - (fromAdmission ? r.admitted : r.arrival)) * 1e3;
        queue.push_back((r.admitted - r.arrival) * 1e3);
        double b = osl > 1 ? (r.done - r.firstToken) / static_cast<double>(osl - 1) * 1e3 : 0.0;
        ttft.push_back(a);
        tpot.push_back(b);
        e2e.push_back((r.done - r.arrival) * 1e3);
        bool ok = (!c.slo.ttftMsP99 || a <= *c.slo.ttftMsP99) && (!c.slo.tpotMsP99 || b <= *c.slo.tpotMsP99);
        if (ok) good += static_cast<double>(osl);
    }
    out.ttftMsP50 = percentile(ttft, 0.50);
    out.ttftMsP99 = percentile(ttft, 0.99);
    out.tpotMsP50 = percentile(tpot, 0.50);
    out.tpotMsP99 = percentile(tpot, 0.99);
    out.e2eMsP50 = percentile(e2e, 0.50);
    out.e2eMsP99 = percentile(e2e, 0.99);
    out.queueMsP50 = percentile(queue, 0.50);
    out.queueMsP99 = percentile(queue, 0.99);
    if (t > 0) {
        out.throughputTokS = replicas * static_cast<double>(completed * osl) / t;
        out.goodputTokS = replicas * good / t;
        out.meanRunning = runningTime / t;
    }
    return out;
}

nlohmann::json toJson(const SimulationResult& r) {
    return {{"fits", r.fits},
            {"requests_per_replica", r.requests},
            {"completed", r.completed},
            {"success_rate", r.successRate},
            {"duration_s", r.durationS},
            {"throughput_tok_s", r.throughputTokS},
            {"goodput_tok_s", r.goodputTokS},
            {"ttft_ms_p50", r.ttftMsP50},
            {"ttft_ms_p99", r.ttftMsP99},
            {"tpot_ms_p50", r.tpotMsP50},
            {"tpot_ms_p99", r.tpotMsP99},
            {"e2e_ms_p50", r.e2eMsP50},
            {"e2e_ms_p99", r.e2eMsP99},
            {"queue_ms_p50", r.queueMsP50},
            {"queue_ms_p99", r.queueMsP99},
            {"iterations", r.iterations},
            {"preemptions", r.preemptions},
            {"max_running", r.maxRunning},
            {"mean_running", r.meanRunning}};
}

} // namespace luma
