#include "core/predict/predictor.h"

#include "core/predict/step_model.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace luma {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr double kZ99 = 2.326; // one-sided 99th percentile of the normal distribution
constexpr double kInf = std::numeric_limits<double>::infinity();

struct OperatingPoint {
    double decodeBatch = 0;
    double throughput = 0; // output tokens per second, one replica
    double tpotMean = 0, tpotP99 = 0;
    double ttftP50 = 0, ttftP99 = 0; // service time of the prompt, no queueing
    double iter = 0;      // average iteration (drafting included)
    double chunkIter = 0; // an iteration that carries a prompt chunk
    double bareIter = 0;  // an iteration of decoders only
    double chunkTokens = 1;  // prompt tokens of one request an iteration takes (its chunk)
    double prefillTokens = 1; // prompt tokens (of all requests) an iteration can take beside the decoders
    StepTime avg, chunk;
    double bytesPerToken = 0;
};

StepTime mix(const StepTime& a, const StepTime& b, double share) {
    StepTime m;
    auto blend = [&](double StepTime::*f) { m.*f = (1.0 - share) * a.*f + share * b.*f; };
    for (auto f : {&StepTime::seconds, &StepTime::compute, &StepTime::memory, &StepTime::host, &StepTime::comm,
                   &StepTime::overhead, &StepTime::bytes, &StepTime::flops})
        blend(f);
    return m;
}

Binding dominant(const StepTime& t) {
    Binding b = Binding::Compute;
    double best = t.compute;
    auto consider = [&](double v, Binding which) {
        if (v > best) {
            best = v;
            b = which;
        }
    };
    consider(t.memory, Binding::HbmBandwidth);
    consider(t.host, Binding::HostMemory);
    consider(t.comm, Binding::Interconnect);
    consider(t.overhead, Binding::Overhead);
    return b;
}

class Evaluator {
public:
    Evaluator(const Contract& c, const Deployment& d, const StepModel& sm, double kvTokens)
        : m_dep(d), m_sm(sm), m_isl(static_cast<double>(c.inputTokens)),
          m_osl(static_cast<double>(c.outputTokens)), m_kvTokens(kvTokens) {
        const double budget = static_cast<double>(d.runtime.maxBatchedTokens);
        m_decodeCap = std::max(1.0, budget * m_osl / (m_isl + m_osl));
        m_spec = d.draftTokens > 0;
        m_queries = m_spec ? d.draftTokens + 1.0 : 1.0;
        m_tokensPerIter = tokensPerIteration(d);
    }

    double seqTokens() const { return m_dep.runtime.kvAdmission == KvAdmission::Reserve ? m_isl + m_osl : m_isl + m_osl / 2.0; }

    OperatingPoint at(double sequences) const {
        OperatingPoint op;
        const double D = std::max(1.0, std::min(sequences, m_decodeCap));
        op.decodeBatch = D;
        const double ctx = m_isl + m_osl / 2.0;
        const double prefillPerIter = D * m_isl / m_osl;
        const double need = sequences * seqTokens();
        const double hostFraction = need > m_kvTokens && need > 0 ? (need - m_kvTokens) / need : 0.0;

        StepLoad load;
        load.decodeTokens = D * m_queries;
        load.decodeContext = D * ctx;
        load.sampledTokens = D * m_queries;
        load.queriesPerSequence = m_queries;
        StepLoad noPrefill = load;

        // Prefill capacity of one iteration and the iteration that carries a full chunk.
        const auto& rt = m_dep.runtime;
        double chunk = m_isl;
        if (rt.chunkedPrefill) {
            chunk = std::max(1.0, static_cast<double>(rt.maxBatchedTokens) - load.decodeTokens);
            if (rt.prefillChunkTokens > 0) chunk = std::min(chunk, static_cast<double>(rt.prefillChunkTokens));
            chunk = std::min(chunk, m_isl);
        }
        StepLoad withChunk = noPrefill;
        withChunk.prefillTokens = chunk;
        withChunk.prefillContext = chunk * m_isl / 2.0;
        op.chunk = m_sm.step(withChunk, hostFraction);
        const StepTime bare = m_sm.step(noPrefill, hostFraction);
        // Prompts arrive in chunks: a share q of iterations carries one, the rest only decode.
        // When the prompt inflow exceeds one chunk per iteration, every iteration carries it.
        const double q = std::clamp(prefillPerIter / chunk, 0.0, 1.0);
        if (prefillPerIter <= chunk) {
            op.avg = mix(bare, op.chunk, q);
        } else {
            StepLoad steady = noPrefill;
            steady.prefillTokens = prefillPerIter;
            steady.prefillContext = prefillPerIter * m_isl / 2.0;
            op.avg = m_sm.step(steady, hostFraction);
        }

        const double draft = m_spec ? m_dep.draftTokens * m_dep.draftCost * bare.seconds : 0.0;
        const double iter = op.avg.seconds + draft;
        op.tpotMean = iter / m_tokensPerIter;
        op.throughput = D * m_tokensPerIter / iter;
        // A request's TPOT averages its iterations, some of which carry a prefill chunk.
        const double sd = (op.chunk.seconds - bare.seconds) * std::sqrt(q * (1.0 - q) / std::max(1.0, m_osl - 1.0));
        op.tpotP99 = op.tpotMean + kZ99 * sd / m_tokensPerIter;
        const double steps = std::ceil(m_isl / chunk);
        op.iter = iter;
        op.chunkIter = op.chunk.seconds + draft;
        op.bareIter = bare.seconds + draft;
        op.chunkTokens = chunk;
        op.prefillTokens = std::max(chunk, static_cast<double>(rt.maxBatchedTokens) - load.decodeTokens);
        // The prompt's own processing: its chunks, one per iteration. Waiting (for the running
        // iteration to end, for prefill budget, for a slot) is added per arrival process.
        op.ttftP50 = op.ttftP99 = steps * op.chunkIter;
        op.bytesPerToken = op.avg.bytes * m_dep.tp * m_dep.pp / (D * m_tokensPerIter);
        return op;
    }

private:
    const Deployment& m_dep;
    const StepModel& m_sm;
    double m_isl, m_osl, m_kvTokens;
    double m_decodeCap = 1, m_queries = 1, m_tokensPerIter = 1;
    bool m_spec = false;
};

// Erlang C: the probability that an arrival waits in an M/M/c queue with offered load a = c rho
// (Erlang B by its stable recurrence; O(c), no allocation).
double erlangC(double c, double a) {
    const double rho = a / c;
    if (rho >= 1.0) return 1.0;
    double b = 1.0;
    for (double k = 1; k <= c; k += 1.0) b = a * b / (k + a * b);
    return b / (1.0 - rho * (1.0 - b));
}

// Waiting-time quantile of a queue whose arrivals wait with probability `pw` and then, given
// that they wait, wait an exponentially distributed time with mean `meanGivenWait`:
// P(W > t) = pw exp(-t / meanGivenWait).
double waitQuantile(double pw, double meanGivenWait, double q) {
    if (pw <= 1.0 - q || meanGivenWait <= 0) return 0.0;
    return meanGivenWait * std::log(pw / (1.0 - q));
}

// `count` prompts queued at once (an offline run's first wave, a closed loop's round) share
// the token budget (less what `decoders` sequences decoding beside them take).
struct Wave {
    double tokens = 1;  // prompt tokens per iteration
    double seconds = 0; // one such iteration
};
Wave promptWave(const StepModel& sm, const Deployment& d, double isl, double osl, double count, double decoders) {
    Wave w;
    const double queries = d.draftTokens > 0 ? d.draftTokens + 1.0 : 1.0;
    const double budget = static_cast<double>(d.runtime.maxBatchedTokens) - decoders * queries;
    w.tokens = std::max(1.0, std::min(count * isl, d.runtime.chunkedPrefill ? budget : std::max(budget, isl)));
    StepLoad load;
    load.decodeTokens = decoders * queries;
    load.queriesPerSequence = queries;
    load.decodeContext = decoders * (isl + osl / 2.0);
    load.prefillTokens = w.tokens;
    load.prefillContext = w.tokens * isl / 2.0;
    load.sampledTokens = std::max(1.0, w.tokens / isl) + load.decodeTokens;
    w.seconds = sm.step(load, 0).seconds;
    return w;
}

struct Waits {
    double p50 = 0, p99 = 0;
};

// Why these queueing models (instead of fixed multiples of the prompt's service time): the
// simulator serves requests with near-deterministic service (every request has the contract's
// lengths), so waits are those of queues with deterministic service.
//  - Poisson arrivals see the running iteration's residual (PASTA). A prompt that fits one
//    chunk then runs in the next iteration with every prompt that arrived meanwhile, and each
//    prompt lengthens an iteration: a gated batch service, evaluated at the Poisson quantiles
//    of the prompts per iteration.
//  - Prompts then wait for prefill budget: one server that processes prompt tokens at
//    `chunkTokens` per chunk iteration, deterministic work per prompt: M/D/1, whose waiting time
//    has P(wait) = rho and, given a wait, an exponential tail with the Cramer-Lundberg mean
//    s / (2 (1 - rho)) (half the M/M/1 figure, as the Pollaczek-Khinchine mean for cs^2 = 0).
//  - When all KV / sequence slots are taken, requests wait for a slot: M/D/c with c slots and the
//    request's time in the system as service; Erlang C gives P(wait), and the M/D/c wait is
//    about half the M/M/c one (Cosmetatos): mean given a wait s / (2 (c - a)).
// A closed loop releases a request when another finishes, at an iteration boundary: no residual;
// offline runs count TTFT from the prompt's first chunk (serving_stats.h): no arrival waits.
// The q-quantile of a Poisson count with mean m.
double poissonQuantile(double m, double q) {
    if (m <= 0) return 0;
    double term = std::exp(-m), cdf = term, k = 0;
    while (cdf < q && k < m + 20.0 * std::sqrt(m) + 50.0) {
        k += 1.0;
        term *= m / k;
        cdf += term;
    }
    return k;
}

Waits poissonWaits(double lambda, const OperatingPoint& op, double isl, double slots, double service, double rhoSlots) {
    Waits w;
    if (isl <= op.chunkTokens + 0.5) {
        // A prompt that fits one chunk: it waits for the running iteration to end, then runs in
        // the next one together with every prompt that arrived meanwhile. Iterations grow by
        // `delta` per prompt they carry (a gated batch service): the running one carries K
        // prompts, K ~ Poisson(lambda E[T]); ours carries N more, N ~ Poisson(lambda T_cur).
        const double delta = std::max(0.0, op.chunkIter - op.bareIter) * isl / op.chunkTokens;
        const double meanK = lambda * op.iter;
        const auto at = [&](double q, double residualShare) {
            const double cur = op.bareIter + poissonQuantile(meanK, q) * delta;
            return residualShare * cur + op.bareIter + (1.0 + lambda * cur) * delta;
        };
        // The prompt's own chunk iteration is already in ttftP50 / ttftP99: only the excess.
        w.p50 = std::max(0.0, at(0.5, 0.5) - op.chunkIter);
        w.p99 = std::max(0.0, at(0.99, 0.99) - op.chunkIter);
    } else {
        // Longer prompts: the running iteration's residual, then their chunks (in ttft).
        w.p50 = 0.5 * op.iter;
        w.p99 = 0.99 * std::max(op.iter, op.chunkIter);
    }
    // Prefill budget (M/D/1).
    const double s = isl / op.prefillTokens * op.chunkIter;
    const double rhoP = std::min(lambda * s, 0.999999);
    const double meanP = s / (2.0 * (1.0 - rhoP));
    // Slots (M/D/c).
    const double a = rhoSlots * slots;
    const double pc = erlangC(slots, a);
    const double meanC = service / (2.0 * std::max(1e-12, slots - a));
    // Percentiles of the sum, approximated by the larger queue's percentile plus the other's
    // mean: the two waits rarely peak together.
    const double p99P = waitQuantile(rhoP, meanP, 0.99), p99C = waitQuantile(pc, meanC, 0.99);
    const double meanWaitP = rhoP * meanP, meanWaitC = pc * meanC;
    w.p50 += waitQuantile(rhoP, meanP, 0.5) + waitQuantile(pc, meanC, 0.5);
    w.p99 += std::max(p99P + meanWaitC, p99C + meanWaitP);
    return w;
}

void checkPrediction(const Contract& c, Prediction& p) {
    ServiceMetrics m;
    m.ttftMsP50 = p.ttftMsP50;
    m.ttftMsP99 = p.ttftMsP99;
    m.tpotMsP50 = p.tpotMsP50;
    m.tpotMsP99 = p.tpotMsP99;
    m.throughputTokS = p.throughputTokS;
    m.successRate = p.successRate;
    m.eurPerMtok = p.eurPerMtok;
    m.watts = p.watts;
    p.slos = checkSlos(c, m);
}

} // namespace

Prediction predict(const Contract& c, const Deployment& d) {
    if (!c.model)
        throw SpecError(c.file, "model", "the predictor needs a model: add \"model\": {\"hf_config\": ...}");
    const ModelShape& m = *c.model;
    Prediction p;
    p.tp = d.tp;
    p.pp = d.pp;
    p.replicas = d.replicas;
    p.accelerators = d.count;
    p.eurPerHour = d.eurPerHour;
    p.hbmGib = d.hbmGib;
    if (!d.valid) {
        p.deployable = p.fits = false;
        p.binding = Binding::Deployment;
        p.ttftMsP50 = p.ttftMsP99 = p.tpotMsP50 = p.tpotMsP99 = p.eurPerMtok = kInf;
        checkPrediction(c, p);
        return p;
    }

    const StepModel sm(m, d);
    p.weightsGib = sm.weightBytes() / kGiB;
    p.activationsGib = sm.activationBytes() / kGiB;
    p.reserveGib = d.runtimeReserveGib;
    const double kvBudget = sm.kvBudgetBytes();
    p.kvCapacityGib = std::max(0.0, kvBudget) / kGiB;
    const double kvTokens = sm.kvTokens();
    p.kvTokenCapacity = kvTokens + sm.hostKvTokens();

    const double block = std::max(1, d.runtime.kvBlockTokens);
    auto blocks = [&](double tokens) { return std::ceil(tokens / block) * block; };
    const double isl = static_cast<double>(c.inputTokens), osl = static_cast<double>(c.outputTokens);
    const Evaluator eval(c, d, sm, kvTokens);
    const double perSeq = blocks(eval.seqTokens());
    p.budgetGib = d.hbmGib * d.runtime.gpuMemoryUtilization;
    p.neededGib = p.weightsGib + p.activationsGib + p.reserveGib +
                  std::max(0.0, blocks(isl + osl) - sm.hostKvTokens()) * sm.kvBytesPerToken() / kGiB;
    p.fits = kvBudget > 0 && p.kvTokenCapacity >= blocks(isl + osl);
    if (!p.fits) {
        p.binding = Binding::HbmCapacity;
        p.ttftMsP50 = p.ttftMsP99 = p.tpotMsP50 = p.tpotMsP99 = p.eurPerMtok = kInf;
        checkPrediction(c, p);
        return p;
    }

    const double kvLimit = std::floor(p.kvTokenCapacity / perSeq);
    const double slots = std::min(kvLimit, static_cast<double>(d.runtime.maxSequences));
    const double replicas = static_cast<double>(d.replicas);
    double sequences = slots, waitP50 = 0, waitP99 = 0, demand = slots;
    OperatingPoint op;
    switch (c.arrival.kind) {
    case ArrivalKind::Offline: {
        demand = std::ceil(static_cast<double>(c.arrival.requests) / replicas);
        sequences = std::min(slots, demand);
        op = eval.at(sequences);
        p.throughputTokS = replicas * op.throughput;
        // TTFT counts from the prompt's first chunk (serving_stats.h). The first wave admits
        // `sequences` prompts at t=0; they share the whole token budget, so a prompt spans its
        // share of full-budget iterations, one more when it straddles two of them. When that wave
        // holds more than 1 % of the requests, it sets the p99 (and the p50 past half of them).
        if (sequences > 1 && sequences * isl > static_cast<double>(d.runtime.maxBatchedTokens)) {
            // Mid-wave, half the wave decodes beside the prompts that remain.
            const Wave w = promptWave(sm, d, isl, osl, sequences, std::min(sequences / 2.0, 0.5 * static_cast<double>(d.runtime.maxBatchedTokens)));
            const double spans = std::ceil(isl / w.tokens) + (std::fmod(isl, w.tokens) > 0.0 ? 1.0 : 0.0);
            const double share = sequences / demand;
            if (share > 0.01) waitP99 = std::max(0.0, spans * w.seconds - op.ttftP99);
            if (share > 0.5) waitP50 = std::max(0.0, std::ceil(isl / w.tokens) * w.seconds - op.ttftP50);
        }
        break;
    }
    case ArrivalKind::Closed: {
        demand = static_cast<double>(c.arrival.concurrency) / replicas;
        sequences = std::min(slots, demand);
        op = eval.at(sequences);
        const double e2e = op.ttftP50 + (osl - 1.0) * op.tpotMean;
        if (demand > slots) waitP50 = waitP99 = (demand / slots - 1.0) * e2e;
        // Closed-loop clients with the contract's fixed lengths start together and finish
        // together, so they stay in step: each round, `sequences` prompts arrive at once and
        // share the token budget; prompt k gets its first token after the iterations that carry
        // the k prompts before it and its own (no decoders run meanwhile).
        if (sequences > 1) {
            const Wave w = promptWave(sm, d, isl, osl, sequences, 0.0);
            waitP50 = std::max(waitP50, 0.0) + std::max(0.0, std::ceil(0.5 * sequences * isl / w.tokens) * w.seconds - op.ttftP50);
            waitP99 = std::max(waitP99, 0.0) + std::max(0.0, std::ceil(0.99 * sequences * isl / w.tokens) * w.seconds - op.ttftP99);
        }
        p.throughputTokS = replicas * std::min(op.throughput, sequences * osl / (e2e + waitP50));
        break;
    }
    case ArrivalKind::Poisson: {
        const double lambda = c.arrival.rateRps / replicas;
        const OperatingPoint full = eval.at(slots);
        const double rho = lambda * osl / full.throughput;
        p.capacityRps = replicas * full.throughput / osl;
        if (rho >= 1.0) {
            p.saturated = true;
            op = full;
            waitP50 = waitP99 = kInf;
            p.throughputTokS = replicas * full.throughput;
            break;
        }
        // Little's law: sequences in flight = arrival rate × time in system, which in turn
        // depends on how many are in flight. A few fixed-point rounds converge.
        sequences = 1.0;
        for (int i = 0; i < 6; ++i) {
            op = eval.at(sequences);
            sequences = std::clamp(lambda * (op.ttftP50 + osl * op.tpotMean), 1.0, slots);
        }
        op = eval.at(sequences);
        demand = sequences;
        // When every slot is busy, a slot frees once per (time in system at full occupancy) / slots.
        const double service = full.ttftP50 + osl * full.tpotMean;
        const Waits w = poissonWaits(lambda, op, isl, slots, service, rho);
        // Near saturation the steady-state wait outgrows any experiment: the contract's run of
        // `requests` arrivals lasts requests / rate, and no request waits longer than that.
        const double horizon = std::ceil(static_cast<double>(c.arrival.requests) / replicas) / lambda;
        waitP50 = std::min(w.p50, horizon);
        waitP99 = std::min(w.p99, horizon);
        p.utilisation = rho;
        p.throughputTokS = replicas * lambda * osl;
        break;
    }
    }

    p.concurrency = sequences;
    p.decodeBatch = op.decodeBatch;
    p.kvUsedGib = std::min(kvTokens, sequences * perSeq) * sm.kvBytesPerToken() / kGiB;
    p.tpotMsP50 = op.tpotMean * 1e3;
    p.tpotMsP99 = op.tpotP99 * 1e3;
    p.ttftMsP50 = (op.ttftP50 + waitP50) * 1e3;
    p.ttftMsP99 = (op.ttftP99 + waitP99) * 1e3;
    p.successRate = 1.0;
    p.bytesPerToken = op.bytesPerToken;
    p.eurPerMtok = p.throughputTokS > 0 ? p.eurPerHour / (p.throughputTokS * 3600.0) * 1e6 : kInf;

    const StepTime& t = op.avg;
    p.shareCompute = t.compute / t.seconds;
    p.shareMemory = t.memory / t.seconds;
    p.shareHost = t.host / t.seconds;
    p.shareComm = t.comm / t.seconds;
    p.shareOverhead = t.overhead / t.seconds;

    // Power: math-bound time draws up to TDP, memory-bound time about 60 % of the dynamic
    // range (HBM-streaming decode measures 55-70 % of TDP on H100-class parts).
    const Accelerator& a = *d.accelerator;
    const double activity = std::min(1.0, p.shareCompute + p.shareComm * 0.3 + 0.6 * (p.shareMemory + p.shareHost));
    const double busy = std::min(d.powerCapW, a.idleW + (a.tdpW - a.idleW) * activity) + d.compressionPowerW;
    const double used = replicas * d.tp * d.pp;
    p.watts = used * busy + (static_cast<double>(d.count) - used) * a.idleW;

    checkPrediction(c, p);
    p.pass = p.slos.pass();

    const bool capacityLimited = kvLimit < static_cast<double>(d.runtime.maxSequences) && kvLimit < demand;
    const bool batchLimited = !capacityLimited && (slots < demand || op.decodeBatch < sequences);
    const Binding throughputBinding = capacityLimited ? Binding::HbmCapacity
                                      : batchLimited  ? Binding::BatchLimit
                                                      : dominant(op.avg);
    p.throughputBinding = throughputBinding;
    p.decodeBinding = dominant(op.avg);
    p.prefillBinding = dominant(op.chunk);
    if (p.pass) {
        p.binding = throughputBinding;
    } else {
        switch (p.slos.checks[static_cast<std::size_t>(p.slos.firstFailed)].kind) {
        case SloKind::TpotP50: p.binding = dominant(op.avg); break;
        case SloKind::TpotP99: p.binding = dominant(op.chunk); break;
        case SloKind::TtftP50:
        case SloKind::TtftP99: p.binding = (waitP99 > op.ttftP99 || p.saturated) ? throughputBinding : dominant(op.chunk); break;
        case SloKind::Watts: p.binding = Binding::Power; break;
        default: p.binding = throughputBinding; break;
        }
    }
    return p;
}

double sloCapacityRps(const Contract& contract, const Deployment& deployment) {
    if (contract.arrival.kind != ArrivalKind::Poisson) return std::numeric_limits<double>::quiet_NaN();
    Contract c = contract;
    const auto latencyHolds = [&](double rate) {
        c.arrival.rateRps = rate;
        const Prediction p = predict(c, deployment);
        if (!p.fits || !p.deployable || p.saturated) return false;
        for (int i = 0; i < p.slos.count; ++i) {
            const SloCheck& k = p.slos.checks[static_cast<std::size_t>(i)];
            const bool latency = k.kind == SloKind::TtftP50 || k.kind == SloKind::TtftP99 || k.kind == SloKind::TpotP50 ||
                                 k.kind == SloKind::TpotP99;
            if (latency && !k.pass) return false;
        }
        return true;
    };
    c.arrival.rateRps = contract.arrival.rateRps;
    const double capacity = predict(c, deployment).capacityRps;
    if (!(capacity > 0)) return 0.0;
    double lo = capacity * 1e-4, hi = capacity;
    if (!latencyHolds(lo)) return 0.0;
    for (int i = 0; i < 40 && hi - lo > 1e-4 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        (latencyHolds(mid) ? lo : hi) = mid;
    }
    return lo;
}

} // namespace luma
