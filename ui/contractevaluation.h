#pragma once
// What the contract document shows beside its form: the contract parsed by core exactly as
// `luma predict --contract` reads it (its hash, the model's parameters and KV bytes per token),
// and core's prediction against a machine. A pure function of its input, so that it runs on
// the thread pool while the user types; bad input comes back as core's SpecError text with
// the file and key path, for the form to show at the field.
#include "core/model/model_shape.h"
#include "core/predict/prediction.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace luma::ui {

struct SpecProblem {
    std::string file, key;
    std::string message; // core's whole message: "FILE: KEY: problem"
};

struct ContractInput {
    nlohmann::json contract;  // the document as it would be saved
    std::string contractPath; // names it in errors; relative paths inside resolve beside it
    nlohmann::json machine;   // a luma.machine/1 document; null: read machinePath (none when empty)
    std::string machinePath;
};

struct ContractEvaluation {
    std::optional<SpecProblem> contractProblem;
    std::optional<SpecProblem> machineProblem;
    std::string hash; // of the parsed contract (covers the model config)
    std::optional<ModelShape> model;
    double kvBytesPerToken = 0; // at the contract's KV-cache precision
    std::string kvPrecision;
    std::string machineName, machineHash;
    std::string acceleratorType;          // the machine's, naming the prediction's band
    std::optional<Prediction> prediction; // when both parsed and the contract has a model
    std::string headPadding;              // how the deployment pads attention heads (AWS Neuron), "" when it does not
    std::string predictionNote;           // why there is none, when there is none
};

ContractEvaluation evaluateContract(const ContractInput& input);

} // namespace luma::ui
