#include "ui/contractevaluation.h"

#include "core/model/contract.h"
#include "core/model/feasibility.h"
#include "core/model/hf_import.h"
#include "core/model/machine.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/util/spec_error.h"

namespace luma::ui {

namespace {
SpecProblem problem(const SpecError& e) { return {e.file(), e.key(), e.what()}; }
SpecProblem problem(const std::string& file, const std::exception& e) { return {file, "", e.what()}; }
} // namespace

ContractEvaluation evaluateContract(const ContractInput& input) {
    ContractEvaluation out;
    std::optional<Contract> contract;
    try {
        contract = parseContract(input.contract, input.contractPath);
        out.hash = contract->hash;
        if (contract->model) {
            out.model = contract->model;
            out.kvPrecision = precisionName(contract->precision.kvCache);
            out.kvBytesPerToken = contract->model->kvElementsPerToken() * bytesPerElement(contract->precision.kvCache);
        }
        requireFeasible(*contract); // core's message, shown at the field it names
    } catch (const SpecError& e) {
        out.contractProblem = problem(e);
        contract.reset();
    } catch (const std::exception& e) { // importHfConfig's std::invalid_argument on a nonsense shape
        out.contractProblem = problem(input.contractPath, e);
    }

    std::optional<Machine> machine;
    if (input.machine.is_null() && input.machinePath.empty()) {
        out.predictionNote = "Choose a machine file to see the prediction.";
    } else {
        try {
            machine = input.machine.is_null() ? loadMachine(input.machinePath)
                                              : parseMachine(input.machine, input.machinePath);
            out.machineName = machine->name;
            out.machineHash = machine->hash;
            if (machine->accelerator) out.acceleratorType = machine->accelerator->type;
        } catch (const SpecError& e) {
            out.machineProblem = problem(e);
        } catch (const std::exception& e) {
            out.machineProblem = problem(input.machinePath, e);
        }
    }
    if (!contract || !machine) {
        if (out.predictionNote.empty()) out.predictionNote = "Fix the marked field to see the prediction.";
        return out;
    }
    if (!contract->model) {
        out.predictionNote = "A contract without a model (a command campaign's) has no prediction.";
        return out;
    }
    try {
        const Deployment d = resolveDeployment(*machine, *contract, {}, {});
        out.prediction = predict(*contract, d);
        if (d.valid) out.headPadding = headPaddingNote(d, *contract->model);
    } catch (const SpecError& e) {
        out.machineProblem = problem(e);
        out.predictionNote = "The machine cannot serve this contract as configured.";
    } catch (const std::exception& e) {
        out.predictionNote = e.what();
    }
    return out;
}

} // namespace luma::ui
