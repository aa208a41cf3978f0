#pragma once
// k-fold cross-validation of the fit: run i (in id order) falls in fold i mod k; each fold's runs
// are predicted with the derating fitted on the other folds ("after") and with the starting
// derating ("before"), so every error in the table is an error on runs the fit did not see.
#include "core/calibrate/calibration.h"
#include "core/calibrate/observations.h"

#include <array>
#include <map>
#include <string>
#include <vector>

namespace luma {

// One held-out run: what it measured and what the model predicted before and after the fit that
// did not see it (NaN where not measured), for a predicted-against-measured plot.
struct HeldOutPoint {
    long long run = 0;
    std::array<double, kCalibrationMetrics> measured{}, before{}, after{};
};

struct CrossValidation {
    int folds = 0;
    std::map<std::string, MetricErrors> errors; // metricKey → held-out errors
    // The band a calibrated prediction is read with: the largest held-out mean error after
    // calibration of a fitted metric (throughput, TTFT p50, TPOT p50), at least 1 %.
    double band = 0;
    long long predictions = 0;        // made by the folds' fits
    std::vector<HeldOutPoint> points; // in run id order
};

// `folds` is capped at the runs' count; at least 2 runs.
CrossValidation crossValidate(const std::vector<ComparedRun>& runs, const Derating& start, int folds);
// |predicted - measured| / measured, at most 10 (a prediction with no finite figure counts 10).
double relativeError(double predicted, double measured);
ErrorSummary summarize(std::vector<double> errors);

} // namespace luma
