#pragma once
// Which calibration the workbench applies to a campaign's machine (Explore, the calibration view),
// and the line that says so. In order: the workbench's own (luma-workbench --calibration CAL.json)
// where it calibrates the machine's accelerator, as `luma explore --calibration` applies it; else
// the campaign's latest "calibration" decision (what qualify recorded: a --calibration file, or a
// calibration the campaign fitted on its own runs as they arrived); else none, and the line says
// what the uncalibrated figures rest on (a host profile, published rows, or nothing).
#include "core/calibrate/calibration.h"
#include "core/model/machine.h"

#include <QString>

#include <optional>

namespace luma::ui {

class Project;

struct CalibrationChoice {
    std::optional<Calibration> calibration;
    QString origin; // "CAL.json", "the campaign's runs (after int8-weights)", "qualify --calibration CAL.json"
    QString text;   // one sentence: which calibration, on how many runs, its band; or why none
};

// `workbench`: the workbench's --calibration (nullptr: none). A campaign decision that cannot be
// read is said in `text`, never thrown.
CalibrationChoice chooseCalibration(const Project* project, const QString& campaign, const Machine& machine,
                                    const Calibration* workbench);

} // namespace luma::ui
