#pragma once
// Whether a host can make a machine state physical, from what its agent's hello says: the
// accelerator type (a catalog type's devices, or the very host a profile was measured on), enough
// devices and enough memory. A heterogeneous pool places each state only on a host that fits it,
// and says before any run which states no host fits and why. The hello is the host's word: every
// member is optional and bounded here, never trusted to exist or to have its type.
#include "core/model/machine.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace luma {

// What the predictor's machine needs of a host, read from the campaign's machine once.
struct HostNeeds {
    std::string type;               // the accelerator type, as the machine names it
    std::string backend;            // cpu, cuda, hip, neuron, tpu
    double typeGib = 0;             // the type's memory per device, from the catalog
    nlohmann::json profileHardware; // a measured host's hardware facts: only hosts of that shape fit (null: none)
    long long acceleratorCount = 0; // the machine's own count (a state's accelerator_count replaces it)
};

HostNeeds hostNeeds(const Machine& machine);

// Whether a run's host must be the machine it is judged as: when the machine is a measured host
// (its host profile), or when the workload's kernels run on the machine's own kind of device (the
// llm-emulator on cuda for an H100 machine). Not when the emulator stands in for another part
// (a scaled H100 on a CPU, core/codesign/speed_scale.h), nor for a command, whose program is the
// user's own: there the machine prices and predicts, and the host is whatever runs the command.
bool hostMustBeTheMachine(const Machine& machine, const std::string& workloadBackend);

// "" when the host whose hello `host` member is given can realise `state` (resource → level) of
// the machine; else why not, as "2 accelerators asked, the host has 1 NVIDIA H100 80GB HBM3".
std::string whyHostCannotRealise(const nlohmann::json& helloHost, const HostNeeds& needs,
                                 const std::map<std::string, double>& state);

} // namespace luma
