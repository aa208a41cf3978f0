#include "core/calibrate/cross_validation.h"

#include "core/calibrate/derating_fit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace luma {

namespace {

constexpr double kMaxError = 10.0;
constexpr double kMinBand = 0.01;

using Errors = std::array<std::vector<double>, kCalibrationMetrics>;

// The run's predicted figures with `d`, and their errors into `into`.
std::array<double, kCalibrationMetrics> addErrors(Errors& into, const ComparedRun& o, const Derating& d) {
    const Prediction p = predictObservation(o, d);
    std::array<double, kCalibrationMetrics> predicted{};
    for (const CalibrationMetric m : calibrationMetrics()) {
        const std::size_t i = static_cast<std::size_t>(m);
        predicted[i] = predictedMetric(p, m);
        if (!std::isnan(o.measured[i])) into[i].push_back(relativeError(predicted[i], o.measured[i]));
    }
    return predicted;
}

} // namespace

double relativeError(double predicted, double measured) {
    if (!std::isfinite(predicted)) return kMaxError;
    return std::min(kMaxError, std::abs(predicted - measured) / measured);
}

ErrorSummary summarize(std::vector<double> errors) {
    if (errors.empty()) return {};
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    const double median = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2.0;
    return {median, std::accumulate(errors.begin(), errors.end(), 0.0) / static_cast<double>(n)};
}

CrossValidation crossValidate(const std::vector<ComparedRun>& runs, const Derating& start, int folds) {
    CrossValidation cv;
    cv.folds = std::min<int>(folds, static_cast<int>(runs.size()));
    Errors before, after;
    for (int k = 0; k < cv.folds; ++k) {
        std::vector<const ComparedRun*> train, held;
        for (std::size_t i = 0; i < runs.size(); ++i)
            (static_cast<int>(i % static_cast<std::size_t>(cv.folds)) == k ? held : train).push_back(&runs[i]);
        const DeratingFit fit = fitDerating(train, start);
        cv.predictions += fit.predictions;
        for (const ComparedRun* o : held) {
            HeldOutPoint point{o->run, o->measured, addErrors(before, *o, start), {}};
            point.after = addErrors(after, *o, fit.derating);
            cv.points.push_back(point);
        }
    }
    std::sort(cv.points.begin(), cv.points.end(),
              [](const HeldOutPoint& a, const HeldOutPoint& b) { return a.run < b.run; });
    cv.band = kMinBand;
    for (const CalibrationMetric m : calibrationMetrics()) {
        const std::size_t i = static_cast<std::size_t>(m);
        MetricErrors e{static_cast<long long>(after[i].size()), summarize(before[i]), summarize(after[i])};
        if (metricFitted(m) && e.runs > 0) cv.band = std::max(cv.band, e.after.mean);
        cv.errors[metricKey(m)] = e;
    }
    return cv;
}

} // namespace luma
