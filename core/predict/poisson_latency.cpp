#include "core/predict/poisson_latency.h"

#include "core/predict/queueing.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace luma {

namespace {

// Waiting-time quantile of a queue whose arrivals wait with probability `pw` and then, given
// that they wait, wait an exponentially distributed time with mean `meanGivenWait`:
// P(W > t) = pw exp(-t / meanGivenWait).
double waitQuantile(double pw, double meanGivenWait, double q) {
    if (pw <= 1.0 - q || meanGivenWait <= 0) return 0.0;
    return meanGivenWait * std::log(pw / (1.0 - q));
}

// A prompt's added work. The first prompt of an iteration hides part of its math under the
// decoders' weight reads; a second one cannot, and costs its whole math. With Poisson(m)
// prompts per iteration, the share that comes first is (1 - e^-m) / m.
struct PromptWork {
    bool oneChunk = false;
    double delta1 = 0, deltaN = 0;
    double e = 0;  // the mean added work per prompt
    double mu = 0; // the prompts' load on the iteration, lambda e (below 0.95)
    // The queue of prompt work as an M/D/1 server: each prompt's work and its share of an
    // iteration's fixed part, the server's load and a prompt's mean wait in it.
    double service = 0, rho = 0, meanWait = 0;
};
PromptWork promptWork(double lambda, const OperatingPoint& op, double isl) {
    PromptWork w;
    w.oneChunk = isl <= op.chunkTokens + 0.5;
    w.delta1 = std::max(0.0, op.chunkIter - op.bareIter) * isl / op.chunkTokens;
    w.deltaN = w.oneChunk ? std::max(w.delta1, op.twoChunkIter - op.chunkIter) : w.delta1;
    const double perIter = lambda * op.iter;
    w.e = perIter > 1e-9 ? w.deltaN - (w.deltaN - w.delta1) * -std::expm1(-perIter) / perIter : w.delta1;
    w.mu = std::min(0.95, lambda * w.e);
    w.service = w.e + op.bareIter * isl / op.prefillTokens;
    w.rho = std::min(lambda * w.service, 0.999999);
    w.meanWait = w.rho * w.service / (2.0 * (1.0 - w.rho));
    return w;
}

// Variance over mean of the prompts a Poisson stream of load mu brings through one Lagrangian
// cluster (queueing.h: each prompt lengthens the iteration, or the window, that admits more).
double clusterDispersion(double mu) { return 1.0 / ((1.0 - mu) * (1.0 - mu)); }

// The decode batch: negative binomial with r = 1 + a / b and c = lambda (osl / tpi) b / (1 - mu),
// its variance widened by 1 / (1 - mu)^2: the arrivals of one iteration are not Poisson but
// the Lagrangian clusters above (each prompt lengthens the iteration that admits more), whose
// variance over mean is 1 / (1 - mu)^2, and a linear feedback process passes that dispersion
// on to the batch (the plain negative binomial's variance falls well short of the simulated
// batch's near saturation; the widened one matches it). A prompt longer than a chunk joins no
// iteration's cluster: its chunks fill the iterations' budget and the prompts that arrive
// meanwhile queue for the prefill instead (the M/D/1 prompt queue), so the decoders it releases
// are spaced by its prefill. There the widening is 1 / (1 - mu): the squared one put P(every
// slot held) at 2-3 % where the simulated requests met it 1 % of the time (32k and 64k prompts at
// 80 % of capacity, bench_consistency: TTFT p99 1.5-1.6x the simulated). The windows' common
// stalls, which such prompts bring instead, are the decoding request's (sharedStallDecoders).
struct BatchLaw {
    double b = 0; // iteration time per decoder
    double meanD = 0, varD = 0, varStationary = 0, pinned = 0;
};
BatchLaw decodeBatchLaw(double lambda, const OperatingPoint& op, const OperatingPoint& lo, const OperatingPoint& hi,
                        double osl, double slots, double mu, bool oneChunk) {
    BatchLaw law;
    law.b = hi.decodeBatch > lo.decodeBatch
                ? std::max(0.0, (hi.bareIter - lo.bareIter) / (hi.decodeBatch - lo.decodeBatch))
                : 0.0;
    const double b = law.b, a = std::max(1e-9, lo.bareIter - b * lo.decodeBatch);
    law.meanD = op.decodeBatch;
    if (b <= 0) return law;
    const double c = std::min(0.999, lambda * (osl / op.tokensPerIter) * b / (1.0 - mu));
    const double r = 1.0 + a / b;
    // The law kept physical: at most every slot, and no wider than a law on [0, slots] with
    // that mean can be (Bhatia-Davis: mean (slots - mean); the batch is empty between
    // requests at light load, so 0, not 1: on [1, slots] a few slots with a mean below one
    // lose their spread and their slot wait). Near saturation, once the Newton rounds raise
    // D, the slope b (and c with it, to its 0.999 cap) jumps, and an unclamped law runs far
    // past the slots: TPOT p50 would fall to a lone decoder's step and the slot wait vanish,
    // a false PASS.
    const double top = std::max(1.0, slots);
    law.meanD = std::min(r * c / (1.0 - c), top);
    const double clusters = oneChunk ? clusterDispersion(mu) : 1.0 / (1.0 - mu);
    const double wide = law.meanD / (1.0 - c) * clusters, bound = law.meanD * (top - law.meanD);
    law.varStationary = std::min(wide, bound);
    // At the bound the law is two-point, mean / slots of it on every slot held; the share of
    // the variance the bound removes is taken as the share of the law piled there (without
    // it, P(every slot held) would fall as the bound tightens, nearer saturation).
    if (wide > bound) law.pinned = (1.0 - bound / wide) * law.meanD / top;
    // The window's average of D: its correlation time is about the window over (1 - c).
    const double x = 1.0 - c;
    law.varD = law.varStationary * 2.0 * (x - 1.0 + std::exp(-x)) / (x * x);
    return law;
}

// The decoders that share a prompt's stall with a decoding request, over its window: every decoder
// present waits out the same prefill chunks, so a window that meets more prompts than the mean is
// longer for all of them at once and holds more decoders together. The batch law's mean is what
// a decoder sees per iteration where the spread is the birth-death's own (a step of more decoders
// is longer, so a large batch is spread over fewer iterations: exactly so for the negative
// binomial). The prompts a window meets are one Lagrangian cluster (tpotFigures), over-dispersed
// by clusterDispersion; the decoders that come with them add that excess over a Poisson count,
// 1 / (1 - mu)^2 - 1, at most the slots left above the mean batch. That counts where one prompt's
// stall is a noticeable share s of a window (128k prompts: 3.4 s of prefill against a 23 s window
// on two H100); many short prompts average out in a window (a 1k prompt's 10 ms against 2 s):
// weighted s / (s + 1 %). Against the simulator (bench_consistency, issue 16): without them the
// TPOT of long-context contracts at half their capacity was 0.77-0.87 of the simulated at p99 and
// 0.80-0.93 at p50, the model's batch 0.4-1.8 sequences short of what the simulated decoders saw.
double sharedStallDecoders(double mu, double promptStallS, double window, double room) {
    const double s = window > 0 ? promptStallS / window : 0.0;
    return std::min((clusterDispersion(mu) - 1.0) * s / (s + 0.01), std::max(0.0, room));
}

// TPOT's mean, p50 and p99 over a request's decode window.
void tpotFigures(PoissonLatency& out, double lambda, const OperatingPoint& op, const OperatingPoint& lo,
                 const OperatingPoint& hi, double osl, double slots, const PromptWork& pw, const BatchLaw& law) {
    const double tpi = op.tokensPerIter, mu = pw.mu, b = law.b;
    const double cap = std::max(1.0, std::min(slots, hi.decodeBatch > lo.decodeBatch ? 1e300 : op.decodeBatch));
    // Prompts processed in the window: those queued behind the request's own prompt (arrived
    // during its prefill) and the arrivals in the window.
    const double n = std::max(1.0, (osl - 1.0) / tpi);
    // Prompts queued behind the request's own arrived while it waited for the prompts ahead
    // (the M/D/1 prompt queue's mean wait) and while its prompt ran.
    const double theta = lambda * (n * op.bareIter + op.ttftP50 + pw.meanWait);
    // A prompt enters the window only through a free slot: with few slots (long prompts), at most
    // `slots` prompts share one request's window however many arrive.
    const double meanK = std::min(theta / (1.0 - mu), slots);
    // Each prompt met adds its stall, and the decoders that share it (above) b each per iteration:
    // they come with the prompts, so a window that meets none decodes beside the law's mean.
    const double stallPerPrompt = osl > 1 ? pw.e / (osl - 1.0) : 0.0;
    const double shared =
        sharedStallDecoders(mu, pw.e, (osl - 1.0) * (op.bareIter / tpi + stallPerPrompt * meanK), cap - op.decodeBatch);
    const double perPrompt = stallPerPrompt + (meanK > 0 ? b / tpi * shared / meanK : 0.0);
    // A window whose batch runs above the mean is longer (b per decoder and iteration) and so
    // meets more prompts: lambda n b / (1 - mu) more per extra decoder, each adding perPrompt.
    // The prompts' law below is then the one given the window's batch: the two excesses are
    // independent, and add in quadrature. (Summing the batch's excess alone with the prompts'
    // in quadrature misses the prompts that a large batch brings, a large share of the spread
    // near saturation.)
    const double perDecoder = b / tpi + perPrompt * lambda * n * b / (1.0 - mu);
    // A decoding request always finds itself in the batch: the batch it decodes in is the
    // others' plus itself. The others are what Poisson arrivals see, the time average: the
    // smaller of op.decodeBatch and the batch law's mean (below one where op.decodeBatch was
    // raised to one sequence; where the law's mean is a decoder or more below op.decodeBatch, near
    // saturation, there is no shift). Each decoder costs b of every step, which at long context
    // (a sequence's KV read as long as the weights') is the step's larger part: a 128k decoder
    // beside one other decodes in a batch of two, not of one and a half.
    const double others = std::min(law.meanD, op.decodeBatch);
    const double shift = std::clamp(others + 1.0 - op.decodeBatch, 0.0, std::max(0.0, cap - op.decodeBatch));
    const double base = op.decodeBatch + shift;
    const auto decodeExcess = [&](double q) {
        if (law.varD <= 0) return 0.0;
        const double d = std::clamp(base + queueing::gammaQuantile(law.meanD, law.varD, q) - law.meanD, 1.0, cap);
        return perDecoder * (d - base);
    };
    const auto promptExcess = [&](double q) {
        return perPrompt * (std::min(queueing::lagrangianPoissonQuantile(theta, mu, q), slots) - meanK);
    };
    out.tpotMean = op.bareIter / tpi + perDecoder * shift + perPrompt * meanK;
    out.perDecoder = b / (tpi * (1.0 - mu));
    const double xd99 = std::max(0.0, decodeExcess(0.99)), xk99 = std::max(0.0, promptExcess(0.99));
    out.tpotP99 = out.tpotMean + std::sqrt(xd99 * xd99 + xk99 * xk99);
    // Never below a lone decoder's step (whose draft phase, when it speculates, can exceed the p99
    // of a batch too large to: then the p99 bounds it).
    out.tpotP50 = std::clamp(out.tpotMean + decodeExcess(0.5) + promptExcess(0.5),
                             std::min(lo.bareIter / tpi, out.tpotP99), out.tpotP99);
}

// The wait for the running iteration and the prompt work queued ahead: into out.ttftWait. Returns
// the gated batch's tail past its p99, as an exponential through its p50 (0 where there is none).
double arrivalWaits(PoissonLatency& out, double lambda, const OperatingPoint& op, const PromptWork& pw,
                    queueing::Quantiles& md1) {
    Waits& w = out.ttftWait;
    double gatedScale = 0;
    if (pw.oneChunk) {
        // The gated batch (queueing.h); the prompt's own chunk iteration is already in ttftP50 /
        // ttftP99: only the excess.
        // The running iteration's prompt count is over-dispersed (queueing.h: a long iteration
        // admits more into the next, so more iterations carry no prompt than Poisson says), and
        // the budget holds prefill tokens / isl prompts (4k prompts on an 8192-token budget: two;
        // without that cap the wider law overstates the wait). With chunked prefill the last
        // one's remaining chunk runs in the next iteration, so not floor(): the floor would jump
        // as the decoders take budget, and the p99 fall as load rises.
        const queueing::Quantiles g =
            queueing::gatedBatchQuantiles(lambda, op.bareIter, pw.delta1, pw.deltaN, op.iter, 0.5, 0.99,
                                          1.0 / (1.0 - pw.mu * pw.mu), op.promptsPerIter);
        w.p50 = std::max(0.0, g.lo - op.chunkIter);
        w.p99 = std::max(0.0, g.hi - op.chunkIter);
        gatedScale = (g.hi - g.lo) / std::log(50.0);
    } else {
        w.p50 = 0.5 * op.iter;
        w.p99 = 0.99 * std::max(op.iter, op.chunkIter);
    }
    // Prompt work queued ahead (M/D/1).
    md1 = queueing::md1WaitQuantiles(lambda, pw.service, 0.5, 0.99);
    w.p50 = std::max(w.p50, 0.5 * op.bareIter + md1.lo);
    // The gated batch's wait and the queue of prompt work are two causes of waiting (a prompt
    // that waits long in one rarely does in the other): their tails add (queueing.h). The larger
    // p99 alone misses where the two cross. Each with its actual mass at its point: at light
    // load the M/D/1 queue is entered with probability rho, not 1 %.
    w.p99 = queueing::unionQuantile(w.p99, 0.01, gatedScale, 0.99 * op.bareIter + md1.hi, md1.tail, md1.scale);
    return gatedScale;
}

// Slots (M/D/c), waiting with the probability that every slot is held, added to out.ttftWait.
void slotWait(PoissonLatency& out, double lambda, const OperatingPoint& op, double osl, double slots, double service,
              double rhoSlots, const PromptWork& pw, const BatchLaw& law, double gatedScale,
              const queueing::Quantiles& md1) {
    Waits& w = out.ttftWait;
    // A slot is held from admission to the last token: by the decoders (the batch law's stationary
    // spread) and by the prompts queued for or in prefill (the M/D/1 prompt queue's number in
    // system); the mean is Little's law over the whole stay (the TPOT above, which counts the
    // prompts a window meets).
    const double meanN = lambda * ((osl - 1.0) * out.tpotMean + op.ttftP50 + pw.meanWait);
    const double varN = std::max(law.varStationary, law.meanD) + queueing::md1NumberVariance(pw.rho);
    const double pc =
        law.b > 0 ? std::max(law.pinned, queueing::gammaTail(meanN, varN, slots - 0.5)) : (rhoSlots >= 1 ? 1.0 : 0.0);
    out.slotWaitShare = pc;
    const double meanC = service / (2.0 * std::max(1e-12, slots * (1.0 - rhoSlots)));
    // The slots as servers of their own load: the mean wait of M/M/c with Erlang C's probability
    // of waiting in its Halfin-Whitt form, 1 / (1 + beta Phi(beta) / phi(beta)) with
    // beta = (1 - rho) sqrt(c), which tends to 1 as rho does. Only to tell a queue that cannot
    // settle within the experiment (the batch law above misses a few slots' load near rho = 1).
    const double beta = std::max(0.0, 1.0 - rhoSlots) * std::sqrt(slots);
    const double erlang = beta > 30.0
                              ? 0.0
                              : 1.0 / (1.0 + beta * std::sqrt(0.5 * std::numbers::pi) *
                                                 std::erfc(-beta / std::sqrt(2.0)) * std::exp(0.5 * beta * beta));
    out.slotMeanWait = erlang * 2.0 * meanC;
    const double meanWaitC = pc * meanC;
    w.p50 += waitQuantile(pc, meanC, 0.5);
    // The sum's p99: each queue's p99 plus the other's mean (the two rarely peak together), their
    // tails added as for the prompt's two waits above. The slot wait's tail, pc e^(-t / meanC),
    // passes 1 % at meanC ln(pc / 0.01); when pc < 1 % it holds pc from no wait on, and adds
    // only that mass (not 1 % at a point extrapolated below no wait). The larger of the two
    // alone would miss a queue of few slots (long prompts) where the prompt queue is half busy
    // and every slot is held a few percent of the time: the slot wait lifts the p99 past an
    // SLO the prompt queue alone meets.
    if (pc > 0 && meanC > 0)
        w.p99 = queueing::unionQuantile(w.p99 + meanWaitC, 0.01, std::max(gatedScale, md1.scale),
                                        w.p99 - md1.hi + pw.meanWait + meanC * std::max(0.0, std::log(pc / 0.01)),
                                        std::min(pc, 0.01), meanC);
}

} // namespace

PoissonLatency poissonLatency(double lambda, const OperatingPoint& op, const OperatingPoint& lo,
                              const OperatingPoint& hi, double isl, double osl, double slots, double service,
                              double rhoSlots, bool ttft) {
    PoissonLatency out;
    const PromptWork pw = promptWork(lambda, op, isl);
    const BatchLaw law = decodeBatchLaw(lambda, op, lo, hi, osl, slots, pw.mu, pw.oneChunk);
    tpotFigures(out, lambda, op, lo, hi, osl, slots, pw, law);
    if (!ttft) return out;
    queueing::Quantiles md1;
    const double gatedScale = arrivalWaits(out, lambda, op, pw, md1);
    slotWait(out, lambda, op, osl, slots, service, rhoSlots, pw, law, gatedScale, md1);
    return out;
}

} // namespace luma
