#include "core/predict/predictor.h"

#include "core/model/feasibility.h"
#include "core/predict/binding.h"
#include "core/predict/kv_offload.h"
#include "core/predict/operating_point.h"
#include "core/predict/point_evaluator.h"
#include "core/predict/poisson_latency.h"
#include "core/predict/request_timeout.h"
#include "core/predict/step_model.h"
#include "core/util/spec_error.h"
#include "core/util/units.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace luma {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

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

// `count` prompts queued at once (an offline run's first wave, a closed loop's round) share
// the token budget (less what `decoders` sequences decoding beside them take: k + 1 queries each
// while they speculate, one above the speculation batch limit, as the batch scheduler counts).
struct Wave {
    double tokens = 1;  // prompt tokens per iteration
    double seconds = 0; // one such iteration
};
Wave promptWave(const StepModel& sm, const Deployment& d, const PointEvaluator& eval, double isl, double osl,
                double count, double decoders) {
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

// The contract's quality bounds at the figures the interventions are expected to give
// (quality.h): the baseline with the catalog's and the interventions' effects.
void expectQuality(const Contract& c, const Deployment& d, ServiceMetrics& m) {
    m.predicted = true;
    const std::string& family = c.model ? c.model->modelType : std::string();
    for (const MetricBound& b : c.bounds) {
        if (!b.quality) continue;
        if (const auto v = expectedQuality(c.quality, c.precision, d.precision, d.qualityShifts, family, b.metric))
            m.others.emplace_back(b.metric, *v);
    }
}

void checkPrediction(const Contract& c, const Deployment& d, Prediction& p) {
    ServiceMetrics m;
    if (!c.bounds.empty()) expectQuality(c, d, m);
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

// What one replica serves under the contract's arrivals, and the inputs each arrival kind reads.
struct Setting {
    const Contract& c;
    const Deployment& d;
    const StepModel& sm;
    const PointEvaluator& eval;
    double isl = 0, osl = 0, slots = 0, replicas = 1;
};
struct Served {
    OperatingPoint op;
    double sequences = 0, demand = 0; // in flight, and asking to be, per replica
    double waitP50 = 0, waitP99 = 0;  // TTFT beyond the prompt's own service
    double tpotP50 = -1;              // < 0: the mean (offline and closed loops run in step)
};

// Offline TTFT counts from the prompt's first chunk (serving_stats.h). The first wave admits
// `sequences` prompts at t=0; they share the whole token budget. Every later prompt takes the
// slot of a request that finished, and requests of fixed lengths finish in the order and at the
// pace they were admitted: the waves repeat, each prompt's prefill again runs in iterations
// whose budget is full of prompts, beside the decoders in the other slots (several prompts an
// iteration beside nearly every slot decoding cost about twice one prompt's iteration). So the
// wave sets TTFT for every request, not only the first wave's. A prompt starts at a uniform
// point of an iteration's B prompt tokens and spans floor(isl / B) + 1 iterations, one more with
// probability frac(isl / B) (it straddles a boundary); whole prompts (no chunked prefill) never
// straddle. The wave's iterations are priced with the decoders beside them, not half the slots:
// the late waves, not the first, set the p99.
Waits offlineWaveTtft(const Setting& s, double sequences) {
    const Deployment& d = s.d;
    const double isl = s.isl, budget = static_cast<double>(d.runtime.maxBatchedTokens);
    if (sequences * isl <= budget) {
        // The whole wave fits one iteration: its prompts run together, and finish together.
        const double t = promptWave(s.sm, d, s.eval, isl, s.osl, sequences, 0.0).seconds;
        return {t, t};
    }
    // The first wave's decoders grow from none to all the slots but the prompts in flight; later
    // waves run beside them all: the late first wave and the later ones set the percentiles.
    const double perIter = std::max(1.0, std::floor(budget / isl));
    const Wave w = promptWave(s.sm, d, s.eval, isl, s.osl, sequences, std::max(0.0, sequences - perIter));
    const double whole = std::floor(isl / w.tokens), straddle = d.runtime.chunkedPrefill ? isl / w.tokens - whole : 0.0;
    const double spans = std::max(1.0, whole + (d.runtime.chunkedPrefill ? 1.0 : 0.0));
    return {(spans + (straddle > 0.5 ? 1.0 : 0.0)) * w.seconds, (spans + (straddle > 0.01 ? 1.0 : 0.0)) * w.seconds};
}

// Requests of fixed lengths that start together finish together: the slots are refilled in
// cohorts, the prompts one iteration holds beside the other slots' decoders (offline waves,
// closed-loop rounds). `ttft` is a cohort's prefill: `spans` such iterations.
struct Cohorts {
    double size = 1, spans = 1, ttft = 0;
};
Cohorts cohortsOf(const Setting& s, double sequences) {
    const double isl = s.isl, queries = s.eval.queriesAt(sequences);
    const double budget = static_cast<double>(s.d.runtime.maxBatchedTokens);
    Cohorts c;
    c.size = std::clamp(std::floor((budget - sequences * queries) / std::max(1.0, isl - queries)), 1.0, sequences);
    const Wave steady = promptWave(s.sm, s.d, s.eval, isl, s.osl, c.size, sequences - c.size);
    c.spans = std::ceil(c.size * isl / steady.tokens);
    c.ttft = c.spans * steady.seconds;
    return c;
}

// A request's TPOT when `otherCohorts` cohorts' prompts are prefilled in its decode window (never
// its own: that is its TTFT): the bare step plus what their iterations cost beyond it, spread over
// its output. A window holds no more prefills than it has iterations.
double tpotBeside(const OperatingPoint& op, const Cohorts& c, double osl, double otherCohorts) {
    const double window = std::max(1.0, (osl - 1.0) / op.tokensPerIter);
    const double others = std::min(otherCohorts, window / c.spans);
    return op.bareIter / op.tokensPerIter +
           others * std::max(0.0, c.ttft - c.spans * op.bareIter) / std::max(1.0, osl - 1.0);
}

// Offline requests of fixed lengths run in cohorts (cohortsOf): a request's decode window holds
// the prefill of the other slots' prompts, once each, not the steady mix's share of prompts,
// which counts its own cohort's too. The median request sees the other slots' prompts; the
// slowest whole cohorts of them.
Served serveOffline(const Setting& s, Prediction& p) {
    Served out;
    out.demand = std::ceil(static_cast<double>(s.c.arrival.requests) / s.replicas);
    out.sequences = std::min(s.slots, out.demand);
    out.op = s.eval.at(out.sequences);
    p.throughputTokS = s.replicas * out.op.throughput;
    if (out.sequences > 1) {
        const Waits ttft = offlineWaveTtft(s, out.sequences);
        out.waitP99 = std::max(0.0, ttft.p99 - out.op.ttftP99);
        out.waitP50 = std::max(0.0, ttft.p50 - out.op.ttftP50);
        const Cohorts c = cohortsOf(s, out.sequences);
        out.tpotP50 = tpotBeside(out.op, c, s.osl, (out.sequences - c.size) / c.size);
        out.op.tpotP99 = tpotBeside(out.op, c, s.osl, std::ceil(out.sequences / c.size) - 1.0);
    }
    return out;
}

// Closed-loop clients with the contract's fixed lengths start together: the first round's
// `sequences` prompts share the token budget, prompt k getting its first token after the
// iterations that carry the k prompts before it and its own. Those that come out in the same
// iteration finish together and return together, so after the first round the clients run in
// cohorts of the prompts one iteration holds beside the others' decode steps, each cohort's
// prompts prefilled at once (64 clients of 1k tokens, 8192-token budget: eight cohorts of eight,
// one iteration each, where the first round took eight). Over the experiment's rounds, the first
// round's slow prompts set a percentile only while they outnumber the requests above it. A
// request's decode window holds the other cohorts' prefills, never its own: its TPOT is the bare
// step plus theirs, alike for all. Sets the TTFT percentiles and the TPOT of `out`.
void closedCohorts(const Setting& s, Served& out, Waits& ttft) {
    const double isl = s.isl, osl = s.osl, sequences = out.sequences;
    OperatingPoint& op = out.op;
    const Wave first = promptWave(s.sm, s.d, s.eval, isl, osl, sequences, 0.0);
    const Cohorts c = cohortsOf(s, sequences);
    const double requests = std::ceil(static_cast<double>(s.c.arrival.requests) / s.replicas);
    const auto quantile = [&](double q) {
        // Nearest rank: the value with requests - ceil(q requests) + 1 values at or above it.
        const double above = requests - std::ceil(q * requests) + 1.0, k = sequences - above + 1.0;
        // The prompts prefilled before prompt k decode beside the rest of the first round: on
        // average half of them over its wait (at most those of one decode window; the earlier
        // ones have finished), taking budget and lengthening each iteration, so a late prompt of
        // a large first round waits longer than the prompts' own iterations alone say.
        if (k < 1.0) return c.ttft;
        const double window = std::max(1.0, osl / op.tokensPerIter) * first.tokens / isl;
        const Wave w = promptWave(s.sm, s.d, s.eval, isl, osl, sequences, std::min((k - 1.0) / 2.0, window));
        const double firstRound = std::ceil(k * isl / w.tokens) * w.seconds;
        return std::max(c.ttft, firstRound);
    };
    ttft.p50 = quantile(0.5);
    ttft.p99 = quantile(0.99);
    op.tpotMean = op.tpotP99 = tpotBeside(op, c, osl, std::ceil(sequences / c.size) - 1.0);
}

Served serveClosed(const Setting& s, Prediction& p) {
    Served out;
    out.demand = static_cast<double>(s.c.arrival.concurrency) / s.replicas;
    out.sequences = std::min(s.slots, out.demand);
    out.op = s.eval.at(out.sequences);
    OperatingPoint& op = out.op;
    Waits ttft{op.ttftP50, op.ttftP99};
    if (out.sequences > 1)
        closedCohorts(s, out, ttft);
    else
        op.tpotMean = op.tpotP99 = op.bareIter / op.tokensPerIter;
    const double e2e = ttft.p50 + (s.osl - 1.0) * op.tpotMean;
    // More clients than slots: each waits for a slot, the others' turns.
    const double slotWait = out.demand > s.slots ? (out.demand / s.slots - 1.0) * e2e : 0.0;
    out.waitP50 = slotWait + std::max(0.0, ttft.p50 - op.ttftP50);
    out.waitP99 = slotWait + std::max(0.0, ttft.p99 - op.ttftP99);
    p.throughputTokS = s.replicas * std::min(op.throughput, out.sequences * s.osl / (e2e + slotWait));
    return out;
}

// Poisson arrivals at `lambda` per replica, below capacity: the sequences in flight. Little's law:
// sequences in flight = arrival rate x time in system, which in turn depends on how many are in
// flight. A few fixed-point rounds converge; then Newton rounds on D = lambda (TTFT + (osl - 1)
// TPOT(D)). The plain rounds price a decode step at the average iteration, but a request's own
// window meets more prompts than the average (those queued behind its prompt, and each prompt
// admits more), so its TPOT, and Little's law with it, holds more sequences. TPOT grows by the
// step's cost per decoder over what prefill leaves, b / (tokens per step (1 - mu)), so near
// saturation the fixed point lies far above a plain round's; one Newton step falls short there
// (its slope is taken at the plain round's batch): up to three, while the batch still moves by
// more than 2 %. The step's slope per decoder is taken up to the slots, never past them (beyond
// the slots the KV spills to the host and the slope jumps).
void settlePoisson(const Setting& s, double lambda, const OperatingPoint& one, double service, double rho,
                   Served& out) {
    const PointEvaluator& eval = s.eval;
    const double isl = s.isl, osl = s.osl, slots = s.slots;
    out.sequences = 1.0;
    for (int i = 0; i < 6; ++i) {
        out.op = eval.at(out.sequences);
        out.sequences = std::clamp(lambda * (out.op.ttftP50 + osl * out.op.tpotMean), 1.0, slots);
    }
    out.op = eval.at(out.sequences);
    out.demand = out.sequences;
    for (int round = 0; round < 3; ++round) {
        const OperatingPoint& op = out.op;
        const PoissonLatency first =
            poissonLatency(lambda, op, one, eval.at(std::max(2.0, std::min(slots, 2.0 * op.decodeBatch))), isl, osl,
                           slots, service, rho, false);
        const double slope = lambda * (osl - 1.0) * first.perDecoder;
        const double next = lambda * (op.ttftP50 + (osl - 1.0) * first.tpotMean);
        const double settled =
            std::clamp(slope < 0.95 ? (next - slope * op.decodeBatch) / (1.0 - slope) : slots, 1.0, slots);
        if (!(settled > out.sequences * 1.01)) break;
        const bool moved = settled > out.sequences * 1.02;
        out.sequences = out.demand = settled;
        out.op = eval.at(out.sequences);
        if (!moved) break;
    }
}

Served servePoisson(const Setting& s, Prediction& p) {
    Served out;
    out.sequences = out.demand = s.slots;
    const double lambda = s.c.arrival.rateRps / s.replicas, osl = s.osl, slots = s.slots;
    const OperatingPoint full = s.eval.at(slots);
    const double rho = lambda * osl / full.throughput;
    p.capacityRps = s.replicas * full.throughput / osl;
    p.utilisation = rho;
    if (rho >= 1.0) {
        p.saturated = true;
        out.op = full;
        out.waitP50 = out.waitP99 = kInf;
        p.throughputTokS = s.replicas * full.throughput;
        return out;
    }
    // When every slot is busy, a slot frees once per (time in system at full occupancy) / slots.
    const double service = full.ttftP50 + osl * full.tpotMean;
    const OperatingPoint one = s.eval.at(1.0);
    settlePoisson(s, lambda, one, service, rho, out);
    OperatingPoint& op = out.op;
    const PoissonLatency lat =
        poissonLatency(lambda, op, one, s.eval.at(std::max(2.0, std::min(slots, 2.0 * op.decodeBatch))), s.isl, osl,
                       slots, service, rho);
    const Waits& w = lat.ttftWait;
    op.tpotMean = lat.tpotMean;
    op.tpotP99 = lat.tpotP99;
    out.tpotP50 = lat.tpotP50;
    // Near saturation the steady-state wait outgrows any experiment: the contract's run of
    // `requests` arrivals lasts requests / rate, and no request waits longer than that. A point
    // whose p99 wait would outlast the run is saturated for this contract, even below capacity:
    // its queue grows through the whole experiment. Its waits stay capped at the run, as the
    // simulation's would be.
    const double horizon = std::ceil(static_cast<double>(s.c.arrival.requests) / s.replicas) / lambda;
    p.saturated = w.p99 >= horizon || lat.slotMeanWait >= horizon;
    out.waitP50 = std::min(w.p50, horizon);
    out.waitP99 = p.saturated ? horizon : std::min(w.p99, horizon);
    p.throughputTokS = s.replicas * lambda * osl;
    return out;
}

// Latency, memory, cost, shares and power of the served operating point.
void fillFigures(const Setting& s, const Served& out, double kvTokens, double perSeq, Prediction& p) {
    const OperatingPoint& op = out.op;
    const Deployment& d = s.d;
    p.concurrency = out.sequences;
    p.decodeBatch = op.decodeBatch;
    p.kvUsedGib = std::min(kvTokens, out.sequences * perSeq) * s.sm.kvBytesPerToken() / kGiB;
    p.tpotMsP50 = (out.tpotP50 >= 0 ? out.tpotP50 : op.tpotMean) * 1e3;
    p.tpotMsP99 = op.tpotP99 * 1e3;
    p.ttftMsP50 = (op.ttftP50 + out.waitP50) * 1e3;
    p.ttftMsP99 = (op.ttftP99 + out.waitP99) * 1e3;
    p.successRate = successWithinTimeout(s.c, p);
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
    const double used = s.replicas * d.tp * d.pp;
    p.watts = used * busy + (static_cast<double>(d.count) - used) * a.idleW;
}

// What binds each face of the operating point, and the state's binding: on a PASS what limits
// throughput, on a FAIL what limits the first failed SLO.
void nameBinding(const Served& out, double kvLimit, const Deployment& d, double slots, Prediction& p) {
    const OperatingPoint& op = out.op;
    const bool capacityLimited = kvLimit < static_cast<double>(d.runtime.maxSequences) && kvLimit < out.demand;
    const bool batchLimited = !capacityLimited && (slots < out.demand || op.decodeBatch < out.sequences);
    const Binding throughputBinding = capacityLimited ? Binding::HbmCapacity
                                      : batchLimited  ? Binding::BatchLimit
                                                      : dominant(op.avg);
    p.throughputBinding = throughputBinding;
    p.decodeBinding = dominant(op.avg);
    p.prefillBinding = dominant(op.chunk);
    if (p.pass) {
        p.binding = throughputBinding;
        return;
    }
    switch (p.slos.checks[static_cast<std::size_t>(p.slos.firstFailed)].kind) {
    case SloKind::TpotP50: p.binding = dominant(op.avg); break;
    case SloKind::TpotP99: p.binding = dominant(op.chunk); break;
    case SloKind::TtftP50:
    case SloKind::TtftP99:
        p.binding = (out.waitP99 > op.ttftP99 || p.saturated) ? throughputBinding : dominant(op.chunk);
        break;
    case SloKind::Watts: p.binding = Binding::Power; break;
    default: p.binding = throughputBinding; break;
    }
}

// The figures of a state before any serving: parallelism, price, calibration.
Prediction describe(const Deployment& d) {
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
        p.bandBasis = bandBasis(d.accelerator->derating);
    }
    return p;
}

// A state that serves nothing (no engine deploys it, or the model does not fit): infinite
// latencies and cost, failed as `binding`.
Prediction refused(const Contract& c, const Deployment& d, Prediction p, Binding binding) {
    p.binding = binding;
    p.ttftMsP50 = p.ttftMsP99 = p.tpotMsP50 = p.tpotMsP99 = p.eurPerMtok = kInf;
    checkPrediction(c, d, p);
    return p;
}

} // namespace

Prediction predict(const Contract& c, const Deployment& d, const PredictOptions& options) {
    if (!c.model) throw SpecError(c.file, "model", "the predictor needs a model: add \"model\": {\"hf_config\": ...}");
    requireFeasible(c); // no machine passes it: refused, never a FAIL with a resource to buy
    Prediction p = describe(d);
    if (c.model->isMoe() && p.bandBasis == BandBasis::PublishedRows && p.band < kMoeBand) {
        p.band = kMoeBand;
        p.moeBand = true;
    }
    if (!d.valid) {
        p.deployable = p.fits = false;
        return refused(c, d, p, Binding::Deployment);
    }

    const StepModel sm(*c.model, d);
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
    const PointEvaluator eval(c, d, sm, kvTokens);
    const double perSeq = blocks(eval.seqTokens());
    p.budgetGib = d.hbmGib * d.runtime.gpuMemoryUtilization;
    p.neededGib = p.weightsGib + p.activationsGib + p.reserveGib +
                  std::max(0.0, blocks(isl + osl) - sm.hostKvTokens()) * sm.kvBytesPerToken() / kGiB;
    p.fits = kvBudget > 0 && p.kvTokenCapacity >= blocks(isl + osl);
    if (!p.fits) return refused(c, d, p, Binding::HbmCapacity);

    // With kv_offload the runtime spills to the host tier only where that pays (kv_offload.h).
    const KvSlots kv = kvSlots(sm, d, isl, osl, kvTokens, p.kvTokenCapacity);
    const Setting s{c, d, sm, eval, isl, osl, kv.slots, static_cast<double>(d.replicas)};
    Served out;
    switch (c.arrival.kind) {
    case ArrivalKind::Offline: out = serveOffline(s, p); break;
    case ArrivalKind::Closed: out = serveClosed(s, p); break;
    case ArrivalKind::Poisson: out = servePoisson(s, p); break;
    }
    fillFigures(s, out, kvTokens, perSeq, p);
    checkPrediction(c, d, p);
    p.pass = p.slos.pass();
    nameBinding(out, kv.hostTier ? kv.allLimit : kv.hbmLimit, d, kv.slots, p);
    // A power limit that fails binds as power; every other verdict is explained by what would
    // move its deciding SLO most.
    if (options.binding && p.binding != Binding::Power)
        p.binding = bindingBySensitivity(sensitivities(c, d, p, decidingSlo(p.slos)), p.binding);
    return p;
}

} // namespace luma
