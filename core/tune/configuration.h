#pragma once
// One configuration of a choices file: a value (or none: as the machine is) per knob, and what
// it means for the predictor (runtime, interventions, accelerators used) and for a physical run
// (the interventions sent to the agent, the workload of its backend).
#include "core/predict/deployment.h"
#include "core/tune/choices.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace luma {

struct Configuration {
    std::vector<int> index; // per knob of the choices, the value's index; -1: not applied
};

// The default configuration (each knob's "default" value, or none).
Configuration defaultConfiguration(const Choices& choices);
// The i-th of choices.combinations(), the first knob varying slowest.
Configuration configurationAt(const Choices& choices, long long i);

// What a configuration changes, for the predictor: interventions without names or specs (cheap
// to copy in the ranking's loop), the runtime, and the accelerators its replicas use.
struct AppliedConfiguration {
    Runtime runtime;
    std::vector<Intervention> interventions;
    MachineState state;
    std::string problem; // non-empty: the machine cannot run it (too many accelerators)
};
// `work` receives the result (its vectors reused, so that a loop allocates nothing once warm).
void applyConfiguration(const Choices& choices, const Configuration& config, const Machine& machine,
                        AppliedConfiguration& work);

// The interventions a physical run sends (named by their knob, as the choices file wrote them).
std::vector<Intervention> runInterventions(const Choices& choices, const Configuration& config);
// The workload its runs use: the backend knob's, else the choices file's; nullptr when neither.
const KnobValue* backendOf(const Choices& choices, const Configuration& config);

// {"weight_precision": "int4", "max_sequences": 32, ...}: the knobs applied, as written.
nlohmann::json toJson(const Choices& choices, const Configuration& config);
// "weight_precision=int4 max_sequences=32" ("as the machine is" when none applies): a stable key.
std::string configurationKey(const Choices& choices, const Configuration& config);
// How many knobs differ from the default configuration.
int changesFromDefault(const Choices& choices, const Configuration& config);

} // namespace luma
