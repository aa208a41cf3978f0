#include "core/calibrate/derating_fit.h"

#include "core/calibrate/derating_parameters.h"

#include <algorithm>
#include <cmath>

namespace luma {

namespace {

constexpr double kRobustScale = 0.25; // soft-L1 turns from squares to absolute values past ~25 % (log)
constexpr double kPrior = 1e-4;       // per search unit squared: faint beside one run's error
constexpr double kMissedResidual = 5; // a prediction with no finite figure: far off, but bounded
constexpr double kOverheadUnitUs = 1; // asinh(us / unit): log-like above a microsecond, linear to 0
constexpr double kFirstStep = 0.5;    // search units: a factor 1.65 for shares
constexpr double kLastStep = 1e-4;    // a 0.01 % change
constexpr long long kMaxLossEvaluations = 4000;

double softL1(double r) {
    const double z = r / kRobustScale;
    return 2.0 * kRobustScale * kRobustScale * (std::sqrt(1.0 + z * z) - 1.0);
}

struct Variable {
    const DeratingParameter* parameter;
    double lo, hi;
};

std::vector<Variable> variables() {
    std::vector<Variable> out;
    for (const auto& p : fittedParameters()) {
        if (p.kind == ParameterKind::Share) out.push_back({&p, std::log(1e-3), std::log(kMaxShare)});
        if (p.kind == ParameterKind::Overhead) out.push_back({&p, 0.0, std::asinh(kMaxOverheadUs / kOverheadUnitUs)});
    }
    return out;
}

double toSearch(const Variable& v, double value) {
    const double u = v.parameter->kind == ParameterKind::Share ? std::log(std::max(value, 1e-300))
                                                               : std::asinh(value / kOverheadUnitUs);
    return std::clamp(u, v.lo, v.hi);
}

double fromSearch(const Variable& v, double u) {
    return v.parameter->kind == ParameterKind::Share ? std::exp(u) : kOverheadUnitUs * std::sinh(u);
}

class Objective {
public:
    Objective(const std::vector<const ComparedRun*>& runs, const Derating& start)
        : m_runs(runs), m_start(start), m_vars(variables()) {
        for (const auto& v : m_vars) m_origin.push_back(toSearch(v, start.*v.parameter->field));
    }
    const std::vector<double>& origin() const { return m_origin; }
    const std::vector<Variable>& vars() const { return m_vars; }
    Derating derating(const std::vector<double>& u) const {
        Derating d = m_start;
        for (std::size_t i = 0; i < m_vars.size(); ++i) d.*m_vars[i].parameter->field = fromSearch(m_vars[i], u[i]);
        if (m_start.gemm > 0) d.moeGemm = m_start.moeGemm * d.gemm / m_start.gemm; // FollowsGemm
        return d;
    }
    double operator()(const std::vector<double>& u) {
        double prior = 0;
        for (std::size_t i = 0; i < u.size(); ++i) prior += kPrior * (u[i] - m_origin[i]) * (u[i] - m_origin[i]);
        ++m_evaluations;
        return calibrationLoss(m_runs, derating(u)) + prior;
    }
    long long predictions() const { return m_evaluations * static_cast<long long>(m_runs.size()); }
    long long evaluations() const { return m_evaluations; }

private:
    const std::vector<const ComparedRun*>& m_runs;
    Derating m_start;
    std::vector<Variable> m_vars;
    std::vector<double> m_origin;
    long long m_evaluations = 0;
};

// Hooke-Jeeves' exploratory move: each coordinate one step up or down where that lowers the loss.
double exploreAround(Objective& f, std::vector<double>& x, double fx, double step) {
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double at = x[i];
        for (const double dir : {1.0, -1.0}) {
            x[i] = std::clamp(at + dir * step, f.vars()[i].lo, f.vars()[i].hi);
            if (x[i] == at) continue;
            const double fy = f(x);
            if (fy < fx) {
                fx = fy;
                break;
            }
            x[i] = at;
        }
    }
    return fx;
}

} // namespace

double calibrationLoss(const std::vector<const ComparedRun*>& runs, const Derating& derating) {
    double loss = 0;
    for (const ComparedRun* o : runs) {
        const Prediction p = predictObservation(*o, derating);
        for (const CalibrationMetric m : calibrationMetrics()) {
            const double measured = o->measured[static_cast<std::size_t>(m)];
            if (!metricFitted(m) || std::isnan(measured)) continue;
            const double predicted = predictedMetric(p, m);
            const bool finite = std::isfinite(predicted) && predicted > 0;
            loss += softL1(finite ? std::log(predicted / measured) : kMissedResidual);
        }
    }
    return loss;
}

DeratingFit fitDerating(const std::vector<const ComparedRun*>& runs, const Derating& start) {
    if (runs.empty()) return {start, 0, 0};
    Objective f(runs, start);
    std::vector<double> x = f.origin();
    double fx = f(x);
    for (double step = kFirstStep; step >= kLastStep && f.evaluations() < kMaxLossEvaluations;) {
        std::vector<double> y = x;
        double fy = exploreAround(f, y, fx, step);
        if (!(fy < fx)) {
            step /= 2;
            continue;
        }
        // Pattern moves: keep going the way that worked while it keeps working.
        while (f.evaluations() < kMaxLossEvaluations) {
            std::vector<double> z(y.size());
            for (std::size_t i = 0; i < z.size(); ++i)
                z[i] = std::clamp(2 * y[i] - x[i], f.vars()[i].lo, f.vars()[i].hi);
            x = y;
            fx = fy;
            const double fz = exploreAround(f, z, f(z), step);
            if (!(fz < fx)) break;
            y = z;
            fy = fz;
        }
    }
    return {f.derating(x), fx, f.predictions()};
}

} // namespace luma
