#include "core/predict/predictor.h"

#include "core/predict/kv_offload.h"
#include "core/predict/queueing.h"
#include "core/predict/speculation.h"
#include "core/predict/step_model.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

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
    double twoChunkIter = 0; // one that carries two prompts' chunks (prompts that fit one iteration)
    double bareIter = 0;  // an iteration of decoders only
    double chunkTokens = 1;  // prompt tokens of one request an iteration takes (its chunk)
    double prefillTokens = 1; // prompt tokens (of all requests) an iteration can take beside the decoders
    double tokensPerIter = 1; // output tokens per sequence per iteration (more than 1 when speculating)
    // Prompts an iteration's budget holds beside the decoders: whole prompts without chunked
    // prefill, else a share of the last one too (its remaining chunk runs in the next iteration).
    double promptsPerIter = 1;
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
        if (m_spec) {
            m_queries = queriesPerSequence(d);
            m_tokensPerIter = tokensPerIteration(d);
            // Decoders and the prompts they bring fill the budget: k + 1 tokens per speculating
            // decoder, and a sequence done in osl / tokensPerIter iterations.
            m_specDecodeCap = std::max(1.0, budget / (m_queries + m_isl * m_tokensPerIter / m_osl));
            m_specLimit = speculationBatchLimit(sm, d, *c.model, m_isl + m_osl / 2.0);
            m_model = &*c.model;
        }
    }

    double seqTokens() const { return kvSequenceTokens(m_dep, m_isl, m_osl); }

    // Whether `decoders` sequences decode speculatively: up to the batch limit (speculation.h),
    // as the batch scheduler decides per iteration; above it the engine decodes plainly.
    bool speculatesAt(double decoders) const { return m_spec && decoders <= m_specLimit; }
    // Query tokens per decoder in an iteration of `decoders` (k + 1 when speculating, else 1).
    double queriesAt(double decoders) const { return speculatesAt(decoders) ? m_queries : 1.0; }
    // The draft phase of an iteration of `decoders` sequences over `context` tokens each (0 when
    // they decode plainly).
    double draftAt(double decoders, double context) const {
        return speculatesAt(decoders) && decoders > 0 ? draftPhase(decoders, context, 0.0) : 0.0;
    }

    OperatingPoint at(double sequences) const {
        OperatingPoint op;
        // Speculation runs up to its batch limit (speculation.h); above it the engine decodes plainly.
        const bool spec = m_spec && std::max(1.0, std::min(sequences, m_decodeCap)) <= m_specLimit;
        const double queries = spec ? m_queries : 1.0, perIter = spec ? m_tokensPerIter : 1.0;
        const double D = std::max(1.0, std::min(sequences, spec ? m_specDecodeCap : m_decodeCap));
        op.decodeBatch = D;
        const double ctx = m_isl + m_osl / 2.0;
        // In steady state each sequence is done after osl / perIter iterations, and a prompt
        // takes its place.
        const double prefillPerIter = D * m_isl * perIter / m_osl;
        const double need = sequences * seqTokens();
        const double hostFraction = need > m_kvTokens && need > 0 ? (need - m_kvTokens) / need : 0.0;

        StepLoad load;
        load.decodeTokens = D * queries;
        load.decodeContext = D * ctx;
        load.sampledTokens = D * queries;
        load.queriesPerSequence = queries;
        StepLoad noPrefill = load;

        // Prefill capacity of one iteration and the iteration that carries a full chunk.
        const auto& rt = m_dep.runtime;
        const double chunk = chunkBeside(load.decodeTokens);
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

        const double draft = spec ? draftPhase(D, ctx, hostFraction) : 0.0;
        const double iter = op.avg.seconds + draft;
        op.tpotMean = iter / perIter;
        op.throughput = D * perIter / iter;
        // A request's TPOT averages its iterations, some of which carry a prefill chunk.
        const double sd = (op.chunk.seconds - bare.seconds) * std::sqrt(q * (1.0 - q) / std::max(1.0, m_osl - 1.0));
        op.tpotP99 = op.tpotMean + kZ99 * sd / perIter;
        const double steps = std::ceil(m_isl / chunk);
        op.iter = iter;
        op.chunkIter = op.chunk.seconds + draft;
        op.twoChunkIter = op.chunkIter;
        if (chunk >= m_isl && 2.0 * chunk <= std::max(chunk, static_cast<double>(rt.maxBatchedTokens) - load.decodeTokens)) {
            StepLoad two = withChunk;
            two.prefillTokens *= 2.0;
            two.prefillContext *= 2.0;
            op.twoChunkIter = m_sm.step(two, hostFraction).seconds + draft;
        }
        op.bareIter = bare.seconds + draft;
        op.chunkTokens = chunk;
        op.tokensPerIter = perIter;
        op.prefillTokens = std::max(chunk, static_cast<double>(rt.maxBatchedTokens) - load.decodeTokens);
        op.promptsPerIter = std::max(1.0, rt.chunkedPrefill ? op.prefillTokens / m_isl : std::floor(op.prefillTokens / m_isl));
        // The prompt's own processing: its chunks, one per iteration. Waiting (for the running
        // iteration to end, for prefill budget, for a slot) is added per arrival process.
        op.ttftP50 = op.ttftP99 = steps * op.chunkIter;
        if (D < 2.0) {
            // A lone request's prompt has nothing decoding beside it (the batch counts the prompt's
            // own sequence): below two sequences, D - 1 decoders share its chunks. It matters where
            // a step's passes do not fuse (a static-batch runtime runs context encoding and decode
            // apart), little on a fused step (closed 1 on an H100: 18.07 against the simulation's
            // 17.61 ms).
            // Its chunks take the budget those decoders leave (a 128-token budget held one decode
            // token back and split a 128-token prompt in two).
            const double ownChunk = chunkBeside((D - 1.0) * queries);
            StepLoad own = noPrefill;
            own.decodeTokens = own.sampledTokens = (D - 1.0) * queries;
            own.decodeContext = (D - 1.0) * ctx;
            own.prefillTokens = ownChunk;
            own.prefillContext = ownChunk * m_isl / 2.0;
            op.ttftP50 = op.ttftP99 = std::ceil(m_isl / ownChunk) * (m_sm.step(own, hostFraction).seconds + (D > 1.0 ? draft : 0.0));
        }
        op.bytesPerToken = op.avg.bytes * m_dep.tp * m_dep.pp / (D * perIter);
        return op;
    }

private:
    // A prompt's chunk in an iteration beside `decodeTokens` decode queries: the budget they leave
    // (at least one token), at most the runtime's chunk size and the prompt; the whole prompt
    // without chunked prefill.
    double chunkBeside(double decodeTokens) const {
        const auto& rt = m_dep.runtime;
        if (!rt.chunkedPrefill) return m_isl;
        double chunk = std::max(1.0, static_cast<double>(rt.maxBatchedTokens) - decodeTokens);
        if (rt.prefillChunkTokens > 0) chunk = std::min(chunk, static_cast<double>(rt.prefillChunkTokens));
        return std::min(chunk, m_isl);
    }
    // The draft phase beside `decoders` speculating sequences over `context` tokens each, priced
    // against their plain step (with `hostFraction` of the KV read from the host tier).
    double draftPhase(double decoders, double context, double hostFraction) const {
        StepLoad plain;
        plain.decodeTokens = plain.sampledTokens = decoders;
        plain.decodeContext = decoders * context;
        return draftSeconds(m_dep, *m_model, m_sm.step(plain, hostFraction).seconds);
    }

    const Deployment& m_dep;
    const StepModel& m_sm;
    double m_isl, m_osl, m_kvTokens;
    double m_decodeCap = 1, m_queries = 1, m_tokensPerIter = 1;
    double m_specDecodeCap = 1, m_specLimit = 0;
    const ModelShape* m_model = nullptr;
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
// the token budget (less what `decoders` sequences decoding beside them take: k + 1 queries each
// while they speculate, one above the speculation batch limit, as the batch scheduler counts).
struct Wave {
    double tokens = 1;  // prompt tokens per iteration
    double seconds = 0; // one such iteration
};
Wave promptWave(const StepModel& sm, const Deployment& d, const Evaluator& eval, double isl, double osl, double count,
                double decoders) {
    Wave w;
    const double queries = eval.queriesAt(decoders);
    const double budget = static_cast<double>(d.runtime.maxBatchedTokens) - decoders * queries;
    w.tokens = std::max(1.0, std::min(count * isl, d.runtime.chunkedPrefill ? budget : std::max(budget, isl)));
    StepLoad load;
    load.decodeTokens = decoders * queries;
    load.queriesPerSequence = queries;
    load.decodeContext = decoders * (isl + osl / 2.0);
    load.prefillTokens = w.tokens;
    load.prefillContext = w.tokens * isl / 2.0;
    load.sampledTokens = std::max(1.0, w.tokens / isl) + load.decodeTokens;
    w.seconds = sm.step(load, 0).seconds + eval.draftAt(decoders, isl + osl / 2.0);
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
//    every prompt that arrived meanwhile, each lengthening it (up to the prompts its token
//    budget holds). The two are causes of waiting whose tail probabilities add, each by its
//    actual mass (queueing::unionQuantile). When every KV / sequence slot is taken, a request
//    waits for a slot: the sequences in flight have the negative-binomial law below (kept on
//    [0, slots]), and given a wait (M/D/c, Cosmetatos) the wait is exponential with mean
//    s / (2 (c - a)), its tail added to the others' likewise.
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
    double slotMeanWait = 0;  // mean wait for a slot when the slots are the only queue (M/M/c)
    double perDecoder = 0;    // d TPOT / d decode batch
};

// `lo` and `hi`: operating points at two decode batches, for the step's cost per decoder.
// `ttft` false: the TPOT figures only (the waits' distributions are the costly part).
PoissonLatency poissonLatency(double lambda, const OperatingPoint& op, const OperatingPoint& lo, const OperatingPoint& hi,
                              double isl, double osl, double slots, double service, double rhoSlots, bool ttft = true) {
    PoissonLatency out;
    const double tpi = op.tokensPerIter;
    // A prompt's added work. The first prompt of an iteration hides part of its math under the
    // decoders' weight reads; a second one cannot (an 8B model on an H100 at 1k tokens: 10.3
    // against 13.7 ms). With Poisson(m) prompts per iteration, the share that comes first is
    // (1 - e^-m) / m.
    const bool oneChunk = isl <= op.chunkTokens + 0.5;
    const double delta1 = std::max(0.0, op.chunkIter - op.bareIter) * isl / op.chunkTokens;
    const double deltaN = oneChunk ? std::max(delta1, op.twoChunkIter - op.chunkIter) : delta1;
    const double perIter = lambda * op.iter;
    const double e = perIter > 1e-9 ? deltaN - (deltaN - delta1) * -std::expm1(-perIter) / perIter : delta1;
    const double mu = std::min(0.95, lambda * e);
    const double b = hi.decodeBatch > lo.decodeBatch ? std::max(0.0, (hi.bareIter - lo.bareIter) / (hi.decodeBatch - lo.decodeBatch)) : 0.0;
    const double a = std::max(1e-9, lo.bareIter - b * lo.decodeBatch);

    // The decode batch: negative binomial with r = 1 + a / b and c = lambda (osl / tpi) b / (1 - mu),
    // its variance widened by 1 / (1 - mu)^2: the arrivals of one iteration are not Poisson but
    // the Lagrangian clusters above (each prompt lengthens the iteration that admits more), whose
    // variance over mean is 1 / (1 - mu)^2, and a linear feedback process passes that dispersion
    // on to the batch (8B 1k/200 on one H100 at 0.9 x capacity: the simulated batch's variance
    // over mean is 9.4, the plain negative binomial's 2.6, the widened one's 10).
    double meanD = op.decodeBatch, varD = 0, varStationary = 0, pinned = 0;
    if (b > 0) {
        const double c = std::min(0.999, lambda * (osl / tpi) * b / (1.0 - mu));
        const double r = 1.0 + a / b;
        // The law kept physical: at most every slot, and no wider than a law on [0, slots] with
        // that mean can be (Bhatia-Davis: mean (slots - mean); the batch is empty between
        // requests at light load, so 0, not 1: on [1, slots] a 128k-prompt queue with 7 slots
        // and a mean below one lost its spread and its slot wait, TTFT p99 33.8 -> 29.6 s). Near
        // saturation, once the Newton rounds below raise D, the slope b (and c with it, to its
        // 0.999 cap) jumped and the unclamped law ran far past the slots (70B 4k/512 on 4 H200
        // TP4 at 0.983 x capacity: mean 65,728 against 592 slots, variance 1.1e9): TPOT p50
        // fell to a lone decoder's step and the slot wait vanished, a false PASS.
        const double top = std::max(1.0, slots);
        meanD = std::min(r * c / (1.0 - c), top);
        const double wide = meanD / (1.0 - c) / ((1.0 - mu) * (1.0 - mu)), bound = meanD * (top - meanD);
        varStationary = std::min(wide, bound);
        // At the bound the law is two-point, mean / slots of it on every slot held; the share of
        // the variance the bound removes is taken as the share of the law piled there (without
        // it, P(every slot held) fell as the bound tightened: 70B 4k/512 TTFT p99 269 -> 230 s
        // from 0.999 to 0.9995 x capacity).
        if (wide > bound) pinned = (1.0 - bound / wide) * meanD / top;
        // The window's average of D: its correlation time is about the window over (1 - c).
        const double x = 1.0 - c;
        varD = varStationary * 2.0 * (x - 1.0 + std::exp(-x)) / (x * x);
    }
    const double cap = std::max(1.0, std::min(slots, hi.decodeBatch > lo.decodeBatch ? 1e300 : op.decodeBatch));
    // Prompts processed in the window: those queued behind the request's own prompt (arrived
    // during its prefill) and the arrivals in the window.
    const double n = std::max(1.0, (osl - 1.0) / tpi);
    const double theta = lambda * (n * op.bareIter + op.ttftP50);
    // A prompt enters the window only through a free slot: with few slots (long prompts), at most
    // `slots` prompts share one request's window however many arrive.
    const double meanK = std::min(theta / (1.0 - mu), slots);
    const double perPrompt = osl > 1 ? e / (osl - 1.0) : 0.0;
    // A window whose batch runs above the mean is longer (b per decoder and iteration) and so
    // meets more prompts: lambda n b / (1 - mu) more per extra decoder, each adding perPrompt.
    // The prompts' law below is then the one given the window's batch: the two excesses are
    // independent, and add in quadrature. (Summing the batch's excess alone with the prompts'
    // in quadrature missed the prompts that a large batch brings, a third of the spread near
    // saturation: 8B 1k/200 at 0.9 x capacity, TPOT p99 28.6 against the simulation's 37.7 ms.)
    const double perDecoder = b / tpi + perPrompt * lambda * n * b / (1.0 - mu);
    const auto decodeExcess = [&](double q) {
        if (varD <= 0) return 0.0;
        const double d = std::clamp(op.decodeBatch + queueing::gammaQuantile(meanD, varD, q) - meanD, 1.0, cap);
        return perDecoder * (d - op.decodeBatch);
    };
    const auto promptExcess = [&](double q) {
        return perPrompt * (std::min(queueing::lagrangianPoissonQuantile(theta, mu, q), slots) - meanK);
    };
    out.tpotMean = op.bareIter / tpi + perPrompt * meanK;
    out.perDecoder = b / (tpi * (1.0 - mu));
    const double xd99 = std::max(0.0, decodeExcess(0.99)), xk99 = std::max(0.0, promptExcess(0.99));
    out.tpotP99 = out.tpotMean + std::sqrt(xd99 * xd99 + xk99 * xk99);
    out.tpotP50 = std::clamp(out.tpotMean + decodeExcess(0.5) + promptExcess(0.5), lo.bareIter / tpi, out.tpotP99);

    if (!ttft) return out;
    Waits& w = out.ttftWait;
    double gatedScale = 0; // the gated batch's tail past its p99, as an exponential through its p50
    if (oneChunk) {
        // The gated batch (queueing.h); the prompt's own chunk iteration is already in ttftP50 /
        // ttftP99: only the excess.
        // The running iteration's prompt count is over-dispersed (queueing.h: a long iteration
        // admits more into the next; 8B 1k/200 at 0.9 x capacity: the simulation's iterations
        // carry no prompt 51.5 % of the time, Poisson says 46.6 %, the autoregression's law 51.8 %),
        // and the budget holds prefill tokens / isl prompts (70B at 4k on an 8192-token budget:
        // two; without that cap the wider law put its TTFT p99 15-22 % high; with chunked prefill
        // the last one's remaining chunk runs in the next iteration, so not floor(): the floor
        // jumped as the decoders took budget, 8 -> 7 prompts on 8B 1k/200 at 0.925 x capacity,
        // and TTFT p99 fell 167.9 -> 166.5 ms). Before:
        // 8B 1k/200 TTFT p99 16-22 % low from 0.9 x capacity on.
        const queueing::Quantiles g = queueing::gatedBatchQuantiles(lambda, op.bareIter, delta1, deltaN, op.iter, 0.5, 0.99,
                                                                    1.0 / (1.0 - mu * mu), op.promptsPerIter);
        w.p50 = std::max(0.0, g.lo - op.chunkIter);
        w.p99 = std::max(0.0, g.hi - op.chunkIter);
        gatedScale = (g.hi - g.lo) / std::log(50.0);
    } else {
        w.p50 = 0.5 * op.iter;
        w.p99 = 0.99 * std::max(op.iter, op.chunkIter);
    }
    // Prompt work queued ahead (M/D/1): each prompt's work and its share of an iteration's fixed part.
    const double s = e + op.bareIter * isl / op.prefillTokens;
    const queueing::Quantiles md1 = queueing::md1WaitQuantiles(lambda, s, 0.5, 0.99);
    const double p50P = md1.lo, p99P = md1.hi;
    w.p50 = std::max(w.p50, 0.5 * op.bareIter + p50P);
    // The gated batch's wait and the queue of prompt work are two causes of waiting (a prompt
    // that waits long in one rarely does in the other): their tails add (queueing.h). The larger
    // p99 alone missed where the two cross (70B 4k/512 on 24 H200 at half capacity: TTFT p99
    // 566 against the simulation's 685 ms; 629 with the tails added). Each with its actual mass
    // at its point: at light load the M/D/1 queue is entered with probability rho, not 1 % (8B
    // 1k/200 on one H100 at 0.1 req/s: TTFT p99 26.97 against the simulation's 23.19 ms; 23.27).
    w.p99 = queueing::unionQuantile(w.p99, 0.01, gatedScale, 0.99 * op.bareIter + p99P, md1.tail, md1.scale);
    // Slots (M/D/c), waiting with the probability that every slot is held. A slot is held from
    // admission to the last token: by the decoders (the batch law's stationary spread) and by the
    // prompts queued for or in prefill (the M/D/1 prompt queue's number in system); the mean is
    // Little's law over the whole stay (the TPOT above, which counts the prompts a window meets).
    const double rhoP = std::min(lambda * s, 0.999999);
    const double meanN = lambda * ((osl - 1.0) * out.tpotMean + op.ttftP50 + rhoP * s / (2.0 * (1.0 - rhoP)));
    const double varN = std::max(varStationary, meanD) + queueing::md1NumberVariance(rhoP);
    const double pc = b > 0 ? std::max(pinned, queueing::gammaTail(meanN, varN, slots - 0.5)) : (rhoSlots >= 1 ? 1.0 : 0.0);
    out.slotWaitShare = pc;
    const double meanC = service / (2.0 * std::max(1e-12, slots * (1.0 - rhoSlots)));
    // The slots as servers of their own load: the mean wait of M/M/c with Erlang C's probability
    // of waiting in its Halfin-Whitt form, 1 / (1 + beta Phi(beta) / phi(beta)) with
    // beta = (1 - rho) sqrt(c), which tends to 1 as rho does. Only to tell a queue that cannot
    // settle within the experiment (the batch law above misses a few slots' load near rho = 1).
    const double beta = std::max(0.0, 1.0 - rhoSlots) * std::sqrt(slots);
    const double erlang = beta > 30.0 ? 0.0
                                      : 1.0 / (1.0 + beta * std::sqrt(0.5 * std::numbers::pi) * std::erfc(-beta / std::sqrt(2.0)) *
                                                         std::exp(0.5 * beta * beta));
    out.slotMeanWait = erlang * 2.0 * meanC;
    const double meanWaitC = pc * meanC;
    w.p50 += waitQuantile(pc, meanC, 0.5);
    // The sum's p99: each queue's p99 plus the other's mean (the two rarely peak together), their
    // tails added as for the prompt's two waits above. The slot wait's tail, pc e^(-t / meanC),
    // passes 1 % at meanC ln(pc / 0.01); when pc < 1 % it holds pc from no wait on, and adds
    // only that mass (before, 1 % at a point extrapolated below no wait).
    // Before, the larger of the two alone: 8B 128k/512 on 4 H100 at 0.3 req/s (62 % of
    // capacity, 7 slots, the prompt queue at 49 %, every slot held 4 % of the time): TTFT p99
    // 28.9 against the simulation's 33.4 s, a PASS where it fails its 30 s.
    const double meanWaitP = rhoP * s / (2.0 * (1.0 - rhoP));
    if (pc > 0 && meanC > 0)
        w.p99 = queueing::unionQuantile(w.p99 + meanWaitC, 0.01, std::max(gatedScale, md1.scale),
                                        w.p99 - p99P + meanWaitP + meanC * std::max(0.0, std::log(pc / 0.01)), std::min(pc, 0.01),
                                        meanC);
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
    if (d.accelerator) {
        p.calibrated = d.accelerator->derating.calibrated;
        p.band = d.accelerator->derating.band;
    }
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

    // With kv_offload the runtime spills to the host tier only where that pays (kv_offload.h).
    const KvSlots kv = kvSlots(sm, d, isl, osl, kvTokens, p.kvTokenCapacity);
    const double slots = kv.slots;
    const double kvLimit = kv.hostTier ? kv.allLimit : kv.hbmLimit;
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
        // `sequences` prompts at t=0; they share the whole token budget. Every later prompt takes
        // the slot of a request that finished, and requests of fixed lengths finish in the order
        // and at the pace they were admitted: the waves repeat, each prompt's prefill again runs
        // in iterations whose budget is full of prompts, beside the decoders in the other slots
        // (chat-8b, 1,012 slots of 1k/1k on two H100: 7-8 prompts an iteration beside 950-1,000
        // decoders, 100 ms where one prompt beside them takes 54). So the wave sets TTFT for
        // every request, not only the first wave's. A prompt starts at a uniform point of an
        // iteration's B prompt tokens and spans floor(isl / B) + 1 iterations, one more with
        // probability frac(isl / B) (it straddles a boundary); whole prompts (no chunked prefill)
        // never straddle. Before: the wave's iterations were priced with half the slots decoding
        // and set the p99 only for the first wave (TTFT p99 182 against the simulation's 221 ms).
        if (sequences > 1) {
            const double budget = static_cast<double>(d.runtime.maxBatchedTokens);
            double ttft50, ttft99;
            if (sequences * isl <= budget) {
                // The whole wave fits one iteration: its prompts run together, and finish together.
                ttft50 = ttft99 = promptWave(sm, d, eval, isl, osl, sequences, 0.0).seconds;
            } else {
                // The first wave's decoders grow from none to all the slots but the prompts in
                // flight; later waves run beside them all: the late first wave and the later ones
                // set the percentiles.
                const double perIter = std::max(1.0, std::floor(budget / isl));
                const Wave w = promptWave(sm, d, eval, isl, osl, sequences, std::max(0.0, sequences - perIter));
                const double whole = std::floor(isl / w.tokens), straddle = d.runtime.chunkedPrefill ? isl / w.tokens - whole : 0.0;
                const double spans = std::max(1.0, whole + (d.runtime.chunkedPrefill ? 1.0 : 0.0));
                ttft50 = (spans + (straddle > 0.5 ? 1.0 : 0.0)) * w.seconds;
                ttft99 = (spans + (straddle > 0.01 ? 1.0 : 0.0)) * w.seconds;
            }
            waitP99 = std::max(0.0, ttft99 - op.ttftP99);
            waitP50 = std::max(0.0, ttft50 - op.ttftP50);
        }
        break;
    }
    case ArrivalKind::Closed: {
        demand = static_cast<double>(c.arrival.concurrency) / replicas;
        sequences = std::min(slots, demand);
        op = eval.at(sequences);
        // Closed-loop clients with the contract's fixed lengths start together: the first round's
        // `sequences` prompts share the token budget, prompt k getting its first token after the
        // iterations that carry the k prompts before it and its own. Those that come out in the
        // same iteration finish together and return together, so after the first round the
        // clients run in cohorts of the prompts one iteration holds beside the others' decode
        // steps, each cohort's prompts prefilled at once (64 clients of 1k tokens, 8192-token
        // budget: eight cohorts of eight, one iteration each, where the first round took eight).
        // Over the experiment's rounds, the first round's slow prompts set a percentile only
        // while they outnumber the requests above it. A request's decode window holds the other
        // cohorts' prefills, never its own: its TPOT is the bare step plus theirs, alike for all.
        double ttftP50 = op.ttftP50, ttftP99 = op.ttftP99;
        if (sequences > 1) {
            const Wave first = promptWave(sm, d, eval, isl, osl, sequences, 0.0);
            const double queries = eval.queriesAt(sequences);
            const double budget = static_cast<double>(d.runtime.maxBatchedTokens);
            const double cohort = std::clamp(std::floor((budget - sequences * queries) / std::max(1.0, isl - queries)), 1.0, sequences);
            const Wave steady = promptWave(sm, d, eval, isl, osl, cohort, sequences - cohort);
            const double spans = std::ceil(cohort * isl / steady.tokens), steadyTtft = spans * steady.seconds;
            const double requests = std::ceil(static_cast<double>(c.arrival.requests) / replicas);
            const auto quantile = [&](double q) {
                // Nearest rank: the value with requests - ceil(q requests) + 1 values at or above it.
                const double above = requests - std::ceil(q * requests) + 1.0, k = sequences - above + 1.0;
                // The prompts prefilled before prompt k decode beside the rest of the first round:
                // on average half of them over its wait (at most those of one decode window; the
                // earlier ones have finished), taking budget and lengthening each iteration.
                // Before, none (600 clients of 200/100 on one H100: TTFT p99 1.51 against 1.69 s).
                if (k < 1.0) return steadyTtft;
                const double window = std::max(1.0, osl / op.tokensPerIter) * first.tokens / isl;
                const Wave w = promptWave(sm, d, eval, isl, osl, sequences, std::min((k - 1.0) / 2.0, window));
                const double firstRound = std::ceil(k * isl / w.tokens) * w.seconds;
                return std::max(steadyTtft, firstRound);
            };
            ttftP50 = quantile(0.5);
            ttftP99 = quantile(0.99);
            const double window = std::max(1.0, (osl - 1.0) / op.tokensPerIter);
            const double others = std::min(std::ceil(sequences / cohort) - 1.0, window / spans);
            op.tpotMean = op.tpotP99 = op.bareIter / op.tokensPerIter +
                                       others * std::max(0.0, steadyTtft - spans * op.bareIter) / std::max(1.0, osl - 1.0);
        } else {
            op.tpotMean = op.tpotP99 = op.bareIter / op.tokensPerIter;
        }
        const double e2e = ttftP50 + (osl - 1.0) * op.tpotMean;
        // More clients than slots: each waits for a slot, the others' turns.
        const double slotWait = demand > slots ? (demand / slots - 1.0) * e2e : 0.0;
        waitP50 = slotWait + std::max(0.0, ttftP50 - op.ttftP50);
        waitP99 = slotWait + std::max(0.0, ttftP99 - op.ttftP99);
        p.throughputTokS = replicas * std::min(op.throughput, sequences * osl / (e2e + slotWait));
        break;
    }
    case ArrivalKind::Poisson: {
        const double lambda = c.arrival.rateRps / replicas;
        const OperatingPoint full = eval.at(slots);
        const double rho = lambda * osl / full.throughput;
        p.capacityRps = replicas * full.throughput / osl;
        p.utilisation = rho;
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
        const OperatingPoint one = eval.at(1.0);
        // The loop above prices a decode step at the average iteration; a request's own window
        // meets more prompts than the average (those queued behind its prompt, and each prompt
        // admits more), so its TPOT, and Little's law with it, holds more sequences (8B 1k/200
        // at 0.9 x capacity: 231 against the simulation's 297 in flight). More rounds, Newton
        // steps on D = lambda (TTFT + (osl - 1) TPOT(D)): TPOT grows by the step's cost per
        // decoder over what prefill leaves, b / (tokens per step (1 - mu)), so near saturation the
        // fixed point lies far above a plain round's. Near saturation one step falls short (its
        // slope is taken at the plain round's batch): up to three, while the batch still moves by
        // more than 2 % (8B 1k/200 on one H100 at 0.9 / 0.95 x capacity: 154 -> 160 and
        // 212 -> 254 decoding against the simulation's 158 and 238; TPOT p99 0.91 -> 0.94 and
        // 0.89 -> 1.01 of the simulation's).
        // The step's slope per decoder is taken up to the slots, never past them (at 2 D beyond
        // the slots the KV spilled to the host and the slope jumped 4-fold: 70B 4k/512 on 4 H200).
        for (int round = 0; round < 3; ++round) {
            const PoissonLatency first =
                poissonLatency(lambda, op, one, eval.at(std::max(2.0, std::min(slots, 2.0 * op.decodeBatch))), isl, osl, slots, service, rho, false);
            const double slope = lambda * (osl - 1.0) * first.perDecoder;
            const double next = lambda * (op.ttftP50 + (osl - 1.0) * first.tpotMean);
            const double settled = std::clamp(slope < 0.95 ? (next - slope * op.decodeBatch) / (1.0 - slope) : slots, 1.0, slots);
            if (!(settled > sequences * 1.01)) break;
            const bool moved = settled > sequences * 1.02;
            sequences = demand = settled;
            op = eval.at(sequences);
            if (!moved) break;
        }
        const PoissonLatency lat =
            poissonLatency(lambda, op, one, eval.at(std::max(2.0, std::min(slots, 2.0 * op.decodeBatch))), isl, osl, slots, service, rho);
        const Waits& w = lat.ttftWait;
        op.tpotMean = lat.tpotMean;
        op.tpotP99 = lat.tpotP99;
        tpotP50 = lat.tpotP50;
        // Near saturation the steady-state wait outgrows any experiment: the contract's run of
        // `requests` arrivals lasts requests / rate, and no request waits longer than that. A
        // point whose p99 wait would outlast the run is saturated for this contract, even below
        // capacity: its queue grows through the whole experiment (128k prompts at 99.6 % of
        // capacity on 7 slots). Its waits stay capped at the run, as the simulation's would be.
        const double horizon = std::ceil(static_cast<double>(c.arrival.requests) / replicas) / lambda;
        p.saturated = w.p99 >= horizon || lat.slotMeanWait >= horizon;
        waitP50 = std::min(w.p50, horizon);
        waitP99 = p.saturated ? horizon : std::min(w.p99, horizon);
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
