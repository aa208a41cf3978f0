#pragma once
// A calibration (luma.calibration/1): per accelerator type, the derating fields fitted on a
// project's finished runs (derating_parameters.h), the band a calibrated prediction is read with
// (the cross-validated error), the runs it rests on, and the error table before and after on
// held-out runs. Like every spec it has a schema and a content hash (SHA-256 of its canonical
// JSON, not stored in the file). Reading one is strict: every key checked, an error names the
// file and the key path.
#include "core/catalog/catalog.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace luma {

struct ErrorSummary {
    double median = 0, mean = 0; // of |predicted - measured| / measured
};

struct MetricErrors {
    long long runs = 0; // held-out runs that measured the metric
    ErrorSummary before, after;
};

struct AcceleratorCalibration {
    std::string type;
    std::string servingStack; // the stack of the runs' machines ("serving_stack"; empty: none)
    Derating derating;        // the fitted fields (fittedParameters) are the calibration's; the rest unused
    double band = 0;          // the largest held-out mean error after calibration of a fitted metric
    int folds = 0;
    std::vector<long long> runs; // the runs it rests on, in id order
    std::vector<std::string> campaigns, hosts;
    std::map<std::string, MetricErrors> errors; // metricKey → held-out errors
};

struct Calibration {
    std::string project;                // as given to luma calibrate
    std::vector<std::string> campaigns; // the campaigns asked for; empty: all of the project's
    std::string host;                   // the host asked for; empty: every host
    // What the runs were compared with: "analytic" (the steady-state model) or "simulation"
    // (the simulator, over the same step model): the errors and the band are that face's.
    std::string comparedWith = "analytic";
    std::vector<AcceleratorCalibration> accelerators;

    nlohmann::json spec; // as read or written
    std::string hash;    // contentHash(spec)
    std::string file;

    const AcceleratorCalibration* find(const std::string& type) const; // nullptr: not calibrated here
    std::vector<std::string> types() const;
};

Calibration parseCalibration(const nlohmann::json& doc, const std::filesystem::path& file);
Calibration loadCalibration(const std::filesystem::path& file);
// The calibration as luma.calibration/1; parseCalibration(calibrationToJson(c)) has the same hash.
nlohmann::json calibrationToJson(const Calibration& c);
// The calibration with spec and hash set from its fields.
Calibration sealCalibration(Calibration c);

} // namespace luma
