#include "core/tune/capacity.h"

#include "core/predict/predictor.h"
#include "core/util/number_text.h"

#include <cmath>

namespace luma {

namespace {

constexpr int kBisections = 12; // 2^-12 of the saturation rate: far inside any model's error

// The limits that load only improves (more throughput, less cost per token): asked of the
// capacity itself, not of the lower rates the bisection tries.
bool improvesWithLoad(const SloCheck& k) { return k.kind == SloKind::Throughput || k.kind == SloKind::EurPerMtok; }

bool holdsBelowCapacity(const Prediction& p) {
    if (!p.deployable || !p.fits || p.saturated) return false;
    for (int i = 0; i < p.slos.count; ++i) {
        const SloCheck& k = p.slos.checks[static_cast<std::size_t>(i)];
        if (!k.pass && !improvesWithLoad(k)) return false;
    }
    return true;
}

// The first failed check, in words: "quality: mmlu_accuracy 0.676 < 0.68".
std::string failedText(const Prediction& p) {
    if (!p.deployable) return "deploy";
    if (!p.fits) return "OOM";
    if (p.slos.firstFailed < 0) return p.saturated ? "saturated" : "";
    const SloCheck& k = p.slos.checks[static_cast<std::size_t>(p.slos.firstFailed)];
    return checkCause(k) + ": " + checkKey(k) + " " + numberText(k.value) + (k.lowerBound ? " < " : " > ") +
           numberText(k.limit);
}

// The first broken quality floor or ceiling, in words; "" when none is.
std::string qualityFailure(const Prediction& p) {
    for (int i = 0; i < p.slos.count; ++i) {
        const SloCheck& k = p.slos.checks[static_cast<std::size_t>(i)];
        if (k.kind == SloKind::Metric && k.quality && !k.pass)
            return "quality: " + checkKey(k) + " " + numberText(k.value) + (k.lowerBound ? " < " : " > ") +
                   numberText(k.limit);
    }
    return {};
}

void fill(Capacity& out, const Prediction& p, double rate) {
    out.goodputRps = rate;
    out.eurPerMtok = p.eurPerMtok;
    out.watts = p.watts;
    out.eurPerHour = p.eurPerHour;
    out.binding = p.binding;
}

} // namespace

Capacity acceptedCapacity(Contract& work, const Deployment& d) {
    PredictOptions cheap;
    cheap.binding = false;
    Capacity out;
    const double asked = work.arrival.rateRps;
    const Prediction first = predict(work, d, cheap);
    ++out.predictions;
    out.eurPerHour = first.eurPerHour;
    out.watts = first.watts;
    out.binding = first.binding;
    // Rate-free verdicts: an engine that would not run it, a model that does not fit, a quality floor.
    if (!first.deployable || !first.fits) {
        out.cause = failedText(first);
        return out;
    }
    if (std::string why = qualityFailure(first); !why.empty()) {
        out.cause = std::move(why);
        return out;
    }
    if (work.arrival.kind != ArrivalKind::Poisson) {
        const double rate = first.throughputTokS / static_cast<double>(std::max<long long>(work.outputTokens, 1));
        if (first.pass)
            fill(out, first, rate);
        else
            out.cause = failedText(first);
        return out;
    }
    double lo = 0, hi = first.capacityRps;
    if (!(hi > 0) || !std::isfinite(hi)) {
        out.cause = "no capacity";
        return out;
    }
    Prediction best;
    for (int i = 0; i < kBisections; ++i) {
        const double mid = 0.5 * (lo + hi);
        work.arrival.rateRps = mid;
        Prediction p = predict(work, d, cheap);
        ++out.predictions;
        if (holdsBelowCapacity(p)) {
            lo = mid;
            best = std::move(p);
        } else {
            hi = mid;
            if (lo == 0) out.cause = failedText(p);
        }
    }
    work.arrival.rateRps = asked;
    if (lo == 0) return out; // even a trickle fails (TTFT of one prompt, say)
    if (!best.pass) {        // the throughput floor or the cost ceiling fails at the capacity itself
        out.cause = failedText(best);
        return out;
    }
    out.cause.clear();
    fill(out, best, lo);
    return out;
}

AtRate atRate(Contract& work, const Deployment& d, double rate) {
    PredictOptions cheap;
    cheap.binding = false;
    const double asked = work.arrival.rateRps;
    if (work.arrival.kind == ArrivalKind::Poisson) work.arrival.rateRps = rate;
    const Prediction p = predict(work, d, cheap);
    work.arrival.rateRps = asked;
    return {p.pass, p.eurPerMtok, p.watts};
}

} // namespace luma
