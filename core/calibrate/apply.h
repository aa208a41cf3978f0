#pragma once
// Applying a calibration: the machine's accelerator, with the calibration's fitted derating for
// its type, becomes calibrated (band: the cross-validated error; bandBasis HostRuns), so
// predict, explore and a campaign's model prior read the figures the host's runs earned. A
// campaign that uses one records it as a decision, with the file's hash and the runs it rests on.
#include "core/calibrate/calibration.h"
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/model/machine.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace luma {

// `a` with the calibration's fitted fields, calibrated, its band and runs, and a rationale that
// names the calibration.
Accelerator calibratedAccelerator(const Accelerator& a, const AcceleratorCalibration& c, const std::string& hash);
// Throws SpecError naming the calibration's file when it has no entry for the machine's
// accelerator type (and which types it calibrates).
void applyCalibration(Machine& machine, const Calibration& calibration);

// What a campaign records when its prior uses the calibration ("calibration" decision): the file's
// hash and name (empty for one the campaign fitted itself: "source" campaign, else "file"), the
// accelerator, band, runs and campaigns it rests on, and the calibration itself.
nlohmann::json calibrationDecision(const Calibration& calibration, const std::string& acceleratorType);
// The calibration a decision holds; nullopt for one recorded before decisions held it. Throws
// SpecError naming `origin` when it is damaged.
std::optional<Calibration> calibrationFromDecision(const nlohmann::json& decision, const std::string& origin);
// Records it for the campaign (creating the campaign's record when new, as qualify does).
void recordCalibration(EvidenceStore& store, const Campaign& campaign, const Calibration& calibration);

} // namespace luma
