#pragma once
// The model set to the speed this host showed: before tune ranks the configurations on a state,
// the PEX step's finished runs of the configuration on that state say how fast the host really
// ran it (offline and closed contracts: throughput; Poisson: TPOT p50, since the rate is fixed),
// and every rate of the machine's accelerator is scaled by measured over predicted, so that the
// ranking agrees with the evidence at the configuration in place and ranks the others relative
// to it. One factor from the loop's own runs, not a calibration (luma calibrate fits those).
#include "core/evidence/store.h"
#include "core/qualify/report.h"
#include "core/tune/configuration.h"

#include <filesystem>
#include <string>
#include <vector>

namespace luma {

struct SpeedScale {
    double ratio = 1;            // measured speed over the model's (1: no run to learn from)
    std::vector<long long> runs; // the runs it rests on
};

SpeedScale measuredSpeed(const Contract& contract, const Machine& machine, const Choices& choices,
                         const Configuration& config, const Levels& state, const EvidenceStore& store,
                         const std::string& pexCampaign);

// `machine` with its accelerator's compute, memory bandwidth and host overheads `ratio` times as
// fast, recorded in its spec ("model_speed_scale") so that a tune on it is a campaign of its own.
Machine scaledMachine(const Machine& machine, const SpeedScale& scale);

// A machine spec as a tune step of codesign stores it (with "model_speed_scale"): the machine,
// scaled as it was, so that tuning it again is the same campaign. Other specs parse as they are.
// Throws SpecError naming `file` and the key.
Machine parseScaledMachine(const nlohmann::json& spec, const std::filesystem::path& file);

} // namespace luma
