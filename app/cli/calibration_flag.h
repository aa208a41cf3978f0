#pragma once
// `--calibration CAL.json` on predict, explore and qualify: the calibration read strictly and
// applied to the machine's accelerator (core/calibrate/apply.h), and the line that says so.
#include "app/cli/args.h"

#include "core/calibrate/calibration.h"
#include "core/model/machine.h"

#include <optional>
#include <ostream>

namespace luma::cli {

// Applies the calibration the flag names, if any, to `machine`; returns it.
std::optional<Calibration> applyCalibrationFlag(const Args& args, Machine& machine);
// "Calibration CAL.json (sha256 …): host-vm calibrated on 12 runs, band ±8 %".
void printCalibrationLine(std::ostream& out, const Calibration& c, const Machine& machine);
// The `calibration` object of a command's --json: {file, hash, accelerator}.
nlohmann::json calibrationJson(const Calibration& c, const Machine& machine);

} // namespace luma::cli
