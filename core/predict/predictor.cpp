#include "core/predict/predictor.h"

#include "core/predict/queueing.h"
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
    double tokensPerIter = 1; // output tokens per sequence per iteration (more than 1 when speculating)
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
        op.tokensPerIter = m_tokensPerIter;
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
// simulator serves requests with near-deterministic work (every request has the contract's
// lengths), so waits are those of queues with deterministic service, and a request's TPOT
// varies only with what shares its iterations.
//  - TTFT, Poisson arrivals. A prompt waits for the running iteration to end (arrivals see it
//    at random, PASTA), then for the prompt work queued ahead of it: one server that does each
//    prompt's added work e (plus its share of an iteration's fixed part) with deterministic
//    service, M/D/1, whose wait has the Cramer-Lundberg tail (queueing.h). At light load the
//    gated batch dominates instead: a prompt that fits one chunk runs in the next iteration with
//    every prompt that arrived meanwhile, each lengthening it; the larger of the two holds.
//    When every KV / sequence slot is taken, a request waits for a slot: the sequences in
//    flight have the negative-binomial law below, and given a wait (M/D/c, Cosmetatos) the
//    wait is exponential with mean s / (2 (c - a)).
//  - TPOT, Poisson arrivals. A request's decode window of n iterations lasts n (a + b D) plus e
//    for every prompt processed in it: the prompts that arrived during its own prefill (queued
//    behind it) and those arriving in the window, each lengthening the window and so admitting
//    more: a Poisson branching process, whose total is Lagrangian-Poisson (queueing.h). The
//    decode batch D is a birth-death process (arrivals at lambda, completions at D / (osl (a +
//    b D)) of the time left by prefill), stationary law negative binomial, so near saturation
//    the batch, and every step with it, swings widely; the window averages it (an Ornstein-
//    Uhlenbeck time average). The two spreads add as independent excesses over the mean.
// A closed loop releases a request when another finishes, at an iteration boundary: no residual;
// offline runs count TTFT from the prompt's first chunk (serving_stats.h): no arrival waits.
struct PoissonLatency {
    Waits ttftWait;
    double tpotMean = 0, tpotP50 = 0, tpotP99 = 0;
    double slotWaitShare = 0; // P(every slot is taken)
};

// `lo` and `hi`: operating points at two decode batches, for the step's cost per decoder.
PoissonLatency poissonLatency(double lambda, const OperatingPoint& op, const OperatingPoint& lo, const OperatingPoint& hi,
                              double isl, double osl, double slots, double service, double rhoSlots) {
    PoissonLatency out;
    const double tpi = op.tokensPerIter;
    const double e = std::max(0.0, op.chunkIter - op.bareIter) * isl / op.chunkTokens; // a prompt's added work
    const double mu = std::min(0.95, lambda * e);
    const double b = hi.decodeBatch > lo.decodeBatch ? std::max(0.0, (hi.bareIter - lo.bareIter) / (hi.decodeBatch - lo.decodeBatch)) : 0.0;
    const double a = std::max(1e-9, lo.bareIter - b * lo.decodeBatch);

    // The decode batch: negative binomial with r = 1 + a / b and c = lambda (osl / tpi) b / (1 - mu).
    double meanD = op.decodeBatch, varD = 0;
    if (b > 0) {
        const double c = std::min(0.999, lambda * (osl / tpi) * b / (1.0 - mu));
        const double r = 1.0 + a / b;
        meanD = r * c / (1.0 - c);
        // The window's average of D: its correlation time is about the window over (1 - c).
        const double x = 1.0 - c;
        varD = meanD / (1.0 - c) * 2.0 * (x - 1.0 + std::exp(-x)) / (x * x);
    }
    const double cap = std::max(1.0, std::min(slots, hi.decodeBatch > lo.decodeBatch ? 1e300 : op.decodeBatch));
    const auto decodeExcess = [&](double q) {
        if (varD <= 0) return 0.0;
        const double d = std::clamp(op.decodeBatch + queueing::gammaQuantile(meanD, varD, q) - meanD, 1.0, cap);
        return b * (d - op.decodeBatch) / tpi;
    };
    // Prompts processed in the window: those queued behind the request's own prompt (arrived
    // during its prefill) and the arrivals in the window.
    const double n = std::max(1.0, (osl - 1.0) / tpi);
    const double theta = lambda * (n * op.bareIter + op.ttftP50);
    // A prompt enters the window only through a free slot: with few slots (long prompts), at most
    // `slots` prompts share one request's window however many arrive.
    const double meanK = std::min(theta / (1.0 - mu), slots);
    const double perPrompt = osl > 1 ? e / (osl - 1.0) : 0.0;
    const auto promptExcess = [&](double q) {
        return perPrompt * (std::min(queueing::lagrangianPoissonQuantile(theta, mu, q), slots) - meanK);
    };
    out.tpotMean = op.bareIter / tpi + perPrompt * meanK;
    const double xd99 = std::max(0.0, decodeExcess(0.99)), xk99 = std::max(0.0, promptExcess(0.99));
    out.tpotP99 = out.tpotMean + std::sqrt(xd99 * xd99 + xk99 * xk99);
    out.tpotP50 = std::clamp(out.tpotMean + decodeExcess(0.5) + promptExcess(0.5), lo.bareIter / tpi, out.tpotP99);

    Waits& w = out.ttftWait;
    if (isl <= op.chunkTokens + 0.5) {
        // The gated batch (queueing.h); the prompt's own chunk iteration is already in ttftP50 /
        // ttftP99: only the excess.
        const double delta = std::max(0.0, op.chunkIter - op.bareIter) * isl / op.chunkTokens;
        w.p50 = std::max(0.0, queueing::gatedBatchQuantile(lambda, op.bareIter, delta, op.iter, 0.5) - op.chunkIter);
        w.p99 = std::max(0.0, queueing::gatedBatchQuantile(lambda, op.bareIter, delta, op.iter, 0.99) - op.chunkIter);
    } else {
        w.p50 = 0.5 * op.iter;
        w.p99 = 0.99 * std::max(op.iter, op.chunkIter);
    }
    // Prompt work queued ahead (M/D/1): each prompt's work and its share of an iteration's fixed part.
    const double s = e + op.bareIter * isl / op.prefillTokens;
    const double p50P = queueing::md1WaitQuantile(lambda, s, 0.5), p99P = queueing::md1WaitQuantile(lambda, s, 0.99);
    w.p50 = std::max(w.p50, 0.5 * op.bareIter + p50P);
    w.p99 = std::max(w.p99, 0.99 * op.bareIter + p99P);
    // Slots (M/D/c), waiting with the probability that the batch holds every slot.
    const double pc = varD > 0 ? queueing::gammaTail(meanD, varD * 1.0, slots) : (rhoSlots >= 1 ? 1.0 : 0.0);
    out.slotWaitShare = pc;
    const double meanC = service / (2.0 * std::max(1e-12, slots * (1.0 - rhoSlots)));
    const double p99C = waitQuantile(pc, meanC, 0.99), meanWaitC = pc * meanC;
    w.p50 += waitQuantile(pc, meanC, 0.5);
    // The sum's p99: the larger queue's p99 plus the other's mean (the two rarely peak together).
    const double rhoP = std::min(lambda * s, 0.999999), meanWaitP = rhoP * s / (2.0 * (1.0 - rhoP));
    w.p99 = std::max(w.p99 + meanWaitC, w.p99 - p99P + meanWaitP + p99C);
    return out;
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
    double tpotP50 = -1; // < 0: the mean (offline and closed loops run in step)
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
        const PoissonLatency lat =
            poissonLatency(lambda, op, eval.at(1.0), eval.at(std::max(2.0, 2.0 * op.decodeBatch)), isl, osl, slots, service, rho);
        const Waits& w = lat.ttftWait;
        op.tpotMean = lat.tpotMean;
        op.tpotP99 = lat.tpotP99;
        tpotP50 = lat.tpotP50;
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
    p.tpotMsP50 = (tpotP50 >= 0 ? tpotP50 : op.tpotMean) * 1e3;
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
