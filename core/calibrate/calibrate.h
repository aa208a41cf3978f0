#pragma once
// Calibration from evidence: from a project's finished runs (optionally of some campaigns, of one
// host), fit the derating of each accelerator type they ran on, cross-validated, as a
// luma.calibration/1. `luma calibrate` prints it; predict, explore and qualify apply it
// (apply.h).
#include "core/calibrate/calibration.h"
#include "core/calibrate/cross_validation.h"
#include "core/calibrate/observations.h"
#include "core/evidence/store.h"

#include <map>
#include <string>
#include <vector>

namespace luma {

// Fewer runs than this cannot be cross-validated meaningfully: each fold must leave three to fit.
inline constexpr long long kMinCalibrationRuns = 4;

struct CalibrateOptions {
    ObservationFilter filter;
    int folds = 5;         // fewer when there are fewer runs
    bool simulate = false; // compare through the simulator (collectObservations)
    std::string project;   // as the user named it, recorded in the calibration
    // Where the fit of an accelerator type starts (and what "before" is) in place of the stored
    // campaign's derating: a campaign qualified with a calibration starts from it.
    std::map<std::string, Derating> start;
};

struct CalibrationOutcome {
    Calibration calibration;               // sealed
    std::vector<std::string> notes;        // runs, campaigns and accelerator types left out, and why
    std::vector<std::string> warnings;     // a fitted metric the calibration predicts worse on held-out runs
    long long finishedRuns = 0;            // finished runs the filter matched
    long long predictions = 0;             // made by the fits, folds included
    std::map<std::string, Derating> start; // each calibrated type's derating before calibration
    std::map<std::string, std::vector<HeldOutPoint>> points; // each type's held-out runs, before and after
};

// Throws SpecError naming the project when no finished run matches, or when no accelerator type
// has kMinCalibrationRuns runs with measured metrics (the message says how many there are).
CalibrationOutcome calibrateProject(const EvidenceStore& store, const CalibrateOptions& options);
// The same over runs already collected (collectObservations with options.filter), e.g. read on one
// thread and fitted on another; `projectPath` names the project in errors.
CalibrationOutcome calibrateCollected(CollectedRuns collected, const CalibrateOptions& options,
                                      const std::string& projectPath);

} // namespace luma
