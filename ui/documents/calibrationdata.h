#pragma once
// The calibration view's data, computed off the UI thread from a campaign's compared runs
// (core/calibrate): the calibration in use (chooseCalibration's, else one fitted here on the
// campaign's runs, cross-validated, as luma calibrate --campaign fits it, but not stored), and
// one point per run: what it measured, and what the model predicted before (the campaign's own
// derating) and after (the calibration's). A pure function of its input, taken by value.
#include "core/calibrate/calibrate.h"
#include "core/calibrate/calibration.h"
#include "core/calibrate/cross_validation.h"
#include "core/calibrate/observations.h"

#include <optional>
#include <string>
#include <vector>

namespace luma::ui {

struct CalibrationRequest {
    CollectedRuns runs;                     // the campaign's (Project::comparedRuns)
    std::string type;                       // the campaign machine's accelerator type
    std::optional<Calibration> calibration; // in use; none: fitted here
    std::string project;                    // names the project in a refusal
};

struct CalibrationData {
    std::optional<Calibration> calibration; // the one plotted: in use, or fitted here
    bool fittedHere = false;
    std::string type; // the accelerator type compared
    Derating start;
    std::vector<HeldOutPoint> points; // one per compared run, in run order
    std::vector<std::string> notes;   // runs left out, and why
    std::string error;                // why there is nothing to plot
};

CalibrationData computeCalibrationData(CalibrationRequest request);
// The calibration's entry for the compared type; nullptr without one.
const AcceleratorCalibration* calibrationEntry(const CalibrationData& data);

} // namespace luma::ui
