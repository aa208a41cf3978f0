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
        op.ttftP50 = steps * (op.chunk.seconds + draft);
        op.ttftP99 = (steps + 1.0) * (op.chunk.seconds + draft);
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
        break;
    }
    case ArrivalKind::Closed: {
        demand = static_cast<double>(c.arrival.concurrency) / replicas;
        sequences = std::min(slots, demand);
        op = eval.at(sequences);
        const double e2e = op.ttftP50 + (osl - 1.0) * op.tpotMean;
        if (demand > slots) waitP50 = waitP99 = (demand / slots - 1.0) * e2e;
        p.throughputTokS = replicas * std::min(op.throughput, sequences * osl / (e2e + waitP50));
        break;
    }
    case ArrivalKind::Poisson: {
        const double lambda = c.arrival.rateRps / replicas;
        const OperatingPoint full = eval.at(slots);
        const double rho = lambda * osl / full.throughput;
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
        // Waiting for a free slot (M/M/c, Sakasegawa's approximation) when slots run short.
        const double service = op.ttftP50 + osl * op.tpotMean;
        const double wq = std::pow(rho, std::sqrt(2.0 * (slots + 1.0)) - 1.0) / (slots * (1.0 - rho)) * service;
        waitP99 = 4.6 * wq; // exponential tail: ln(100)
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

} // namespace luma
