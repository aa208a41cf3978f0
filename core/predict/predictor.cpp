#include "core/predict/predictor.h"

#include "core/predict/kv_offload.h"
#include "core/predict/operating_point.h"
#include "core/predict/poisson_latency.h"
#include "core/predict/speculation.h"
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
        : m_dep(d), m_sm(sm), m_isl(static_cast<double>(c.inputTokens)), m_osl(static_cast<double>(c.outputTokens)),
          m_kvTokens(kvTokens) {
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
        if (chunk >= m_isl &&
            2.0 * chunk <= std::max(chunk, static_cast<double>(rt.maxBatchedTokens) - load.decodeTokens)) {
            StepLoad two = withChunk;
            two.prefillTokens *= 2.0;
            two.prefillContext *= 2.0;
            op.twoChunkIter = m_sm.step(two, hostFraction).seconds + draft;
        }
        op.bareIter = bare.seconds + draft;
        op.chunkTokens = chunk;
        op.tokensPerIter = perIter;
        op.prefillTokens = std::max(chunk, static_cast<double>(rt.maxBatchedTokens) - load.decodeTokens);
        op.promptsPerIter =
            std::max(1.0, rt.chunkedPrefill ? op.prefillTokens / m_isl : std::floor(op.prefillTokens / m_isl));
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
            op.ttftP50 = op.ttftP99 =
                std::ceil(m_isl / ownChunk) * (m_sm.step(own, hostFraction).seconds + (D > 1.0 ? draft : 0.0));
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
    if (!c.model) throw SpecError(c.file, "model", "the predictor needs a model: add \"model\": {\"hf_config\": ...}");
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
                const double whole = std::floor(isl / w.tokens),
                             straddle = d.runtime.chunkedPrefill ? isl / w.tokens - whole : 0.0;
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
            const double cohort =
                std::clamp(std::floor((budget - sequences * queries) / std::max(1.0, isl - queries)), 1.0, sequences);
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
            op.tpotMean = op.tpotP99 =
                op.bareIter / op.tokensPerIter +
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
                poissonLatency(lambda, op, one, eval.at(std::max(2.0, std::min(slots, 2.0 * op.decodeBatch))), isl, osl,
                               slots, service, rho, false);
            const double slope = lambda * (osl - 1.0) * first.perDecoder;
            const double next = lambda * (op.ttftP50 + (osl - 1.0) * first.tpotMean);
            const double settled =
                std::clamp(slope < 0.95 ? (next - slope * op.decodeBatch) / (1.0 - slope) : slots, 1.0, slots);
            if (!(settled > sequences * 1.01)) break;
            const bool moved = settled > sequences * 1.02;
            sequences = demand = settled;
            op = eval.at(sequences);
            if (!moved) break;
        }
        const PoissonLatency lat =
            poissonLatency(lambda, op, one, eval.at(std::max(2.0, std::min(slots, 2.0 * op.decodeBatch))), isl, osl,
                           slots, service, rho);
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
        case SloKind::TtftP99:
            p.binding = (waitP99 > op.ttftP99 || p.saturated) ? throughputBinding : dominant(op.chunk);
            break;
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
            const bool latency = k.kind == SloKind::TtftP50 || k.kind == SloKind::TtftP99 ||
                                 k.kind == SloKind::TpotP50 || k.kind == SloKind::TpotP99;
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
