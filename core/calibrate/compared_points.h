#pragma once
// Predicted against measured, one point per run: each compared run's figures as the model gives
// them with the derating it starts from ("before") and with a calibration's ("after"), beside
// what the run measured. What the workbench's calibration view plots: for runs the calibration
// rests on these are in-sample (its held-out errors are in the calibration's error table).
#include "core/calibrate/calibration.h"
#include "core/calibrate/cross_validation.h"
#include "core/calibrate/observations.h"

#include <vector>

namespace luma {

// `calibration`: the calibration's entry for the runs' accelerator type; its fitted fields replace
// the start's for "after".
std::vector<HeldOutPoint> comparedPoints(const std::vector<ComparedRun>& runs, const Derating& start,
                                         const AcceleratorCalibration& calibration);

} // namespace luma
