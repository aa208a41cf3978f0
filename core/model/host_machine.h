#pragma once
// Machines of a measured host: the host profile (luma.hostprofile/1) embedded under the machine's
// "host_profile" key, its accelerator node naming the profile, so that the machine file alone
// predicts the measured host wherever a machine is read (predict, explore, campaigns, the
// workbench) and its hash changes with the measurement.
#include "core/model/host_profile.h"
#include "core/model/machine.h"

#include <nlohmann/json.hpp>

#include <string>

namespace luma {

// luma.machine/1 of the host itself: one accelerator node (the profile's type, count 1) and the
// runtime given. The emulator gives KV all of a memory cap, so gpu_memory_utilization is 1.
nlohmann::json hostMachineJson(const HostProfile& profile, const std::string& name, Runtime runtime);

// `machineDoc` (a luma.machine/1 document read from `file`) with the profile embedded and its
// accelerator node set to the profile's type; the type it had goes to `replacedType` (empty when
// it named the profile already). Throws SpecError naming `file` when it has no accelerator node.
nlohmann::json machineOnHostProfile(nlohmann::json machineDoc, const HostProfile& profile, const std::string& file,
                                    std::string* replacedType);

} // namespace luma
