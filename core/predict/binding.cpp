#include "core/predict/binding.h"

#include "core/predict/predictor.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace luma {

namespace {

constexpr double kUp = 1.0 + kSensitivityStep;

enum class Lever {
    Compute,
    HbmBandwidth,
    HbmCapacity,
    Interconnect,
    HostCapacity,
    HostBandwidth,
    Power,
    Runtime,
    Overhead
};
constexpr std::array<Lever, kSensitivityLevers> kLevers{Lever::Compute,      Lever::HbmBandwidth, Lever::HbmCapacity,
                                                        Lever::Interconnect, Lever::HostCapacity, Lever::HostBandwidth,
                                                        Lever::Power,        Lever::Runtime,      Lever::Overhead};

Binding bindingOf(Lever l) {
    switch (l) {
    case Lever::Compute: return Binding::Compute;
    case Lever::HbmBandwidth: return Binding::HbmBandwidth;
    case Lever::HbmCapacity: return Binding::HbmCapacity;
    case Lever::Interconnect: return Binding::Interconnect;
    case Lever::HostCapacity:
    case Lever::HostBandwidth: return Binding::HostMemory;
    case Lever::Power: return Binding::Power;
    case Lever::Runtime: return Binding::BatchLimit;
    case Lever::Overhead: return Binding::Overhead;
    }
    return Binding::None;
}

long long raisedLimit(long long v) {
    return std::max(v + 1, static_cast<long long>(std::ceil(static_cast<double>(v) * kUp)));
}

// `d` with one resource raised by the step; false when the machine lacks it.
bool raise(Deployment& d, Lever l) {
    switch (l) {
    case Lever::Compute:
        d.flopsPerS *= kUp;
        d.moeFlopsPerS *= kUp;
        return d.flopsPerS > 0;
    case Lever::HbmBandwidth:
        d.memBytesPerS *= kUp;
        d.attnBytesPerS *= kUp;
        return d.memBytesPerS > 0;
    case Lever::HbmCapacity: d.hbmGib *= kUp; return d.hbmGib > 0;
    case Lever::Interconnect:
        // Only what crosses the fabric: tensor or pipeline parallel groups.
        d.linkBytesPerS *= kUp;
        return d.linkBytesPerS > 0 && d.tp * d.pp > 1;
    case Lever::HostCapacity: d.hostGibPerAccel *= kUp; return d.kvOffload && d.hostGibPerAccel > 0;
    case Lever::HostBandwidth: d.hostBytesPerS *= kUp; return d.kvOffload && d.hostBytesPerS > 0;
    case Lever::Power: {
        // A cap below TDP slows compute by the cube root of its dynamic share (resolveDeployment).
        const Accelerator* a = d.accelerator;
        if (!a || !(d.powerCapW < a->tdpW) || !(a->tdpW > a->idleW)) return false;
        const auto share = [&](double w) { return std::clamp((w - a->idleW) / (a->tdpW - a->idleW), 0.01, 1.0); };
        const double cap = std::min(a->tdpW, d.powerCapW * kUp), speed = std::cbrt(share(cap) / share(d.powerCapW));
        d.flopsPerS *= speed;
        d.moeFlopsPerS *= speed;
        d.powerCapW = cap;
        return true;
    }
    case Lever::Runtime:
        d.runtime.maxSequences = raisedLimit(d.runtime.maxSequences);
        d.runtime.maxBatchedTokens = raisedLimit(d.runtime.maxBatchedTokens);
        return true;
    case Lever::Overhead:
        d.stepOverheadS /= kUp;
        d.layerOverheadS /= kUp;
        return d.stepOverheadS + d.layerOverheadS > 0;
    }
    return false;
}

// The deciding figure, larger is better.
double sloFigure(const Prediction& p, SloKind k) {
    switch (k) {
    case SloKind::TtftP50: return -p.ttftMsP50;
    case SloKind::TtftP99: return -p.ttftMsP99;
    case SloKind::TpotP50: return -p.tpotMsP50;
    case SloKind::TpotP99: return -p.tpotMsP99;
    case SloKind::Throughput: return p.throughputTokS;
    case SloKind::SuccessRate: return p.successRate;
    case SloKind::EurPerMtok: return -p.eurPerMtok;
    case SloKind::Watts: return -p.watts;
    case SloKind::Metric: return 0; // quality does not move with a resource
    }
    return 0;
}
double capacityFigure(const Contract& c, const Prediction& p) {
    return c.arrival.kind == ArrivalKind::Poisson ? p.capacityRps : p.throughputTokS;
}

double relativeGain(double before, double after) {
    if (!std::isfinite(after)) return after > 0 ? std::numeric_limits<double>::infinity() : -1.0;
    return (after - before) / std::max(std::abs(before), 1e-300);
}

} // namespace

std::optional<SloKind> decidingSlo(const SloChecks& slos) {
    if (!slos.pass()) return slos.checks[static_cast<std::size_t>(slos.firstFailed)].kind;
    const SloCheck* tightest = nullptr;
    for (int i = 0; i < slos.count; ++i) {
        const SloCheck& k = slos.checks[static_cast<std::size_t>(i)];
        if (k.reported && (!tightest || k.margin < tightest->margin)) tightest = &k;
    }
    if (!tightest) return std::nullopt;
    return tightest->kind;
}

Sensitivities sensitivities(const Contract& c, const Deployment& d, const Prediction& p,
                            std::optional<SloKind> deciding) {
    Sensitivities out{};
    const SloKind kind = deciding.value_or(SloKind::Throughput);
    const double own = sloFigure(p, kind);
    const bool capacity = !std::isfinite(own) || p.saturated;
    const double before = capacity ? capacityFigure(c, p) : own;
    PredictOptions cheap;
    cheap.binding = false;
    for (std::size_t i = 0; i < kLevers.size(); ++i) {
        Sensitivity& s = out[i];
        s.resource = bindingOf(kLevers[i]);
        Deployment raised = d;
        s.present = raise(raised, kLevers[i]);
        if (!s.present) continue;
        const Prediction q = predict(c, raised, cheap);
        if (!q.fits || !q.deployable) {
            s.gain = -1.0;
            continue;
        }
        const double after = capacity ? capacityFigure(c, q) : sloFigure(q, kind);
        s.gain = relativeGain(before, after);
    }
    return out;
}

Binding bindingBySensitivity(const Sensitivities& s, Binding fallback) {
    // Below this a move is rounding, not relief.
    constexpr double kMoves = 1e-6;
    Binding best = fallback;
    double most = kMoves;
    for (const Sensitivity& k : s)
        if (k.present && k.gain > most) {
            most = k.gain;
            best = k.resource;
        }
    return best;
}

} // namespace luma
