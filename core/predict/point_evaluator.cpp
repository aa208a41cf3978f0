#include "core/predict/point_evaluator.h"

#include "core/predict/speculation.h"

#include <algorithm>
#include <cmath>

namespace luma {

namespace {

constexpr double kZ99 = 2.326; // one-sided 99th percentile of the normal distribution

StepTime mix(const StepTime& a, const StepTime& b, double share) {
    StepTime m;
    auto blend = [&](double StepTime::*f) { m.*f = (1.0 - share) * a.*f + share * b.*f; };
    for (auto f : {&StepTime::seconds, &StepTime::compute, &StepTime::memory, &StepTime::host, &StepTime::comm,
                   &StepTime::overhead, &StepTime::bytes, &StepTime::flops})
        blend(f);
    return m;
}

} // namespace

PointEvaluator::PointEvaluator(const Contract& c, const Deployment& d, const StepModel& sm, double kvTokens)
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

OperatingPoint PointEvaluator::at(double sequences) const {
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
    op.iter = iter;
    op.chunkIter = op.chunk.seconds + draft;
    op.bareIter = bare.seconds + draft;
    op.tokensPerIter = perIter;
    prefillFigures(op, withChunk, hostFraction, draft);
    if (D < 2.0) op.ttftP50 = op.ttftP99 = loneTtft(D, queries, noPrefill, hostFraction, draft);
    op.bytesPerToken = op.avg.bytes * m_dep.tp * m_dep.pp / (D * perIter);
    return op;
}

double PointEvaluator::chunkBeside(double decodeTokens) const {
    const auto& rt = m_dep.runtime;
    if (!rt.chunkedPrefill) return m_isl;
    double chunk = std::max(1.0, static_cast<double>(rt.maxBatchedTokens) - decodeTokens);
    if (rt.prefillChunkTokens > 0) chunk = std::min(chunk, static_cast<double>(rt.prefillChunkTokens));
    return std::min(chunk, m_isl);
}

void PointEvaluator::prefillFigures(OperatingPoint& op, const StepLoad& withChunk, double hostFraction,
                                    double draft) const {
    const auto& rt = m_dep.runtime;
    const double chunk = withChunk.prefillTokens;
    const double room = static_cast<double>(rt.maxBatchedTokens) - withChunk.decodeTokens;
    op.twoChunkIter = op.chunkIter;
    if (chunk >= m_isl && 2.0 * chunk <= std::max(chunk, room)) {
        StepLoad two = withChunk;
        two.prefillTokens *= 2.0;
        two.prefillContext *= 2.0;
        op.twoChunkIter = m_sm.step(two, hostFraction).seconds + draft;
    }
    op.chunkTokens = chunk;
    op.prefillTokens = std::max(chunk, room);
    op.promptsPerIter =
        std::max(1.0, rt.chunkedPrefill ? op.prefillTokens / m_isl : std::floor(op.prefillTokens / m_isl));
    op.ttftP50 = op.ttftP99 = std::ceil(m_isl / chunk) * op.chunkIter;
}

double PointEvaluator::loneTtft(double D, double queries, const StepLoad& noPrefill, double hostFraction,
                                double draft) const {
    const double ownChunk = chunkBeside((D - 1.0) * queries);
    StepLoad own = noPrefill;
    own.decodeTokens = own.sampledTokens = (D - 1.0) * queries;
    own.decodeContext = (D - 1.0) * (m_isl + m_osl / 2.0);
    own.prefillTokens = ownChunk;
    own.prefillContext = ownChunk * m_isl / 2.0;
    return std::ceil(m_isl / ownChunk) * (m_sm.step(own, hostFraction).seconds + (D > 1.0 ? draft : 0.0));
}

double PointEvaluator::draftPhase(double decoders, double context, double hostFraction) const {
    StepLoad plain;
    plain.decodeTokens = plain.sampledTokens = decoders;
    plain.decodeContext = decoders * context;
    return draftSeconds(m_dep, *m_model, m_sm.step(plain, hostFraction).seconds);
}

} // namespace luma
