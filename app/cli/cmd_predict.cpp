#include "app/cli/args.h"
#include "app/cli/calibration_flag.h"
#include "app/cli/commands.h"
#include "app/cli/fleet.h"
#include "app/cli/report_text.h"

#include "core/model/contract.h"
#include "core/model/host_machine.h"
#include "core/model/machine.h"
#include "core/predict/deployment_layout.h"
#include "core/predict/prediction_json.h"
#include "core/predict/predictor.h"
#include "core/predict/simulator.h"
#include "core/util/json_file.h"

#include <cmath>
#include <iostream>

namespace luma::cli {

namespace {

// Which face each top-level figure comes from: the measured-like figures from `judged` (the
// face that gives the verdict), what only the model has (memory, power, capacity, shares of
// iteration time) from the analytic model.
nlohmann::json figureSources(const char* judged) {
    nlohmann::json j = nlohmann::json::object();
    for (const char* k : {"verdict", "binding", "binding_resource", "margins", "failed", "within_band",
                          "within_band_slo", "throughput_tok_s", "ttft_ms_p50", "ttft_ms_p99", "tpot_ms_p50",
                          "tpot_ms_p99", "success_rate", "eur_per_mtok"})
        j[k] = judged;
    for (const char* k :
         {"fits", "deployable", "saturated", "capacity_rps", "slo_capacity_rps", "utilisation", "eur_per_hour", "watts",
          "bytes_per_token", "memory_gib", "kv_token_capacity", "concurrency", "decode_batch", "time_share"})
        j[k] = "analytic";
    return j;
}

// With --simulate the simulation judges the contract: the top level carries its verdict and every
// figure it judged on (latency percentiles, throughput, success, cost), never the model's beside
// them; the model's own prediction, whole, is under "analytic", the simulation's under
// "simulation". The model's band over its own figures ("ranges") stays with the model.
void judgedBySimulation(nlohmann::json& out, const Contract& contract, const Deployment& d, const Prediction& p,
                        const SimulationResult& sim) {
    nlohmann::json analytic = toJson(p);
    const SimulatedVerdict v = judgeSimulation(contract, d, p, sim);
    const nlohmann::json checks = toJson(v.slos);
    nlohmann::json s = toJson(sim);
    s["verdict"] = v.pass ? "PASS" : "FAIL";
    s["binding"] = bindingName(v.binding);
    s["binding_resource"] = bindingResource(v.binding);
    s["margins"] = checks["margins"];
    s["failed"] = checks["failed"];
    s["eur_per_mtok"] = finiteOrNull(v.eurPerMtok);
    setBandReading(s, p, v.slos); // the simulation runs the same derated step model
    for (const char* k : {"verdict", "binding", "binding_resource", "margins", "failed", "within_band",
                          "within_band_slo", "throughput_tok_s", "ttft_ms_p50", "ttft_ms_p99", "tpot_ms_p50",
                          "tpot_ms_p99", "success_rate", "eur_per_mtok"})
        out[k] = s[k];
    out.erase("ranges");
    out["analytic"] = std::move(analytic);
    out["verdict_from"] = "simulation";
    out["figure_sources"] = figureSources("simulation");
    out["simulation"] = std::move(s);
}

// The machine of --machine, or that machine with --host-profile's measured accelerator in place of
// its own (`replaced` names the catalog type it stands in for).
Machine loadPredictedMachine(const Args& args, const std::string& machineFile, std::string& replaced) {
    if (auto p = args.optional("--host-profile"))
        return parseMachine(
            machineOnHostProfile(readJsonFile(machineFile), loadHostProfile(*p), machineFile, &replaced), machineFile);
    return loadMachine(machineFile);
}

// What the deployment adds to the prediction's JSON: the inputs' names and hashes, the host
// profile and calibration it rests on, its layout notes, interventions and currency.
void addDeploymentJson(nlohmann::json& out, const Contract& contract, const Machine& machine, const Deployment& d,
                       const std::vector<Intervention>& interventions, const std::optional<Calibration>& calibration,
                       const std::string& replaced, double usdToEur) {
    out["contract"] = {{"name", contract.name}, {"hash", contract.hash}};
    out["machine"] = {{"name", machine.name}, {"hash", machine.hash}};
    if (calibration) out["calibration"] = calibrationJson(*calibration, machine);
    if (!machine.hostProfileHash.empty())
        out["machine"]["host_profile"] = {
            {"hash", machine.hostProfileHash},
            {"accelerator", machine.accelerator->type},
            {"replaced", replaced.empty() ? nlohmann::json(nullptr) : nlohmann::json(replaced)}};
    if (!d.valid) out["deployment_problem"] = d.invalidReason;
    out["weight_only"] = d.weightOnly;
    if (contract.model && d.valid && d.headPadding)
        out["parallelism"]["head_padding"] = {{"heads", contract.model->heads},
                                              {"padded_heads", d.paddedHeads},
                                              {"heads_per_accelerator", std::llround(d.headsPerAccelerator)},
                                              {"kv_heads_per_accelerator", std::llround(d.kvHeadsPerAccelerator)},
                                              {"note", headPaddingNote(d, *contract.model)}};
    out["interventions_applied"] = nlohmann::json::array();
    for (const auto& iv : interventions) out["interventions_applied"].push_back(describeIntervention(iv));
    out["currency"] = {{"unit", "EUR"},
                       {"eur_per_usd", usdToEur},
                       {"price", d.priceFromMachine ? "machine" : "catalog list price in USD, converted"},
                       {"eur_per_mtok", "EUR per 1M output tokens"}};
}

// Without --simulate the model judges: its verdict's keys again under "analytic", one source.
void judgedByModel(nlohmann::json& out) {
    out["analytic"] = nlohmann::json::object();
    for (const char* k :
         {"verdict", "binding", "binding_resource", "margins", "failed", "within_band", "within_band_slo"})
        out["analytic"][k] = out[k];
    out["verdict_from"] = "analytic";
    out["figure_sources"] = figureSources("analytic");
}

} // namespace

SimulationOptions simulationOptions(const Args& args) {
    SimulationOptions opt;
    if (auto s = args.optional("--seed")) {
        try {
            opt.seed = std::stoull(*s);
        } catch (const std::exception&) {
            throw UsageError("--seed expects a non-negative integer, got \"" + *s + "\"");
        }
    }
    return opt;
}

int predictCommand(const ArgList& argv) {
    Args args(
        argv,
        {"--contract", "--machine", "--host-profile", "--calibration", "--interventions", "--seed", "--usd-to-eur"},
        {"--json", "--simulate"});
    args.expectPositionals(0);
    const double usdToEur = args.optionalPositive("--usd-to-eur").value_or(Catalog::builtin().usdToEur());
    const Contract contract = loadContract(args.required("--contract"));
    if (isMixedFleet(readJsonFile(args.required("--machine"))))
        return predictMixedFleet(args, contract, args.required("--machine"));
    std::string replaced; // the catalog type the host profile stands in for
    Machine machine = loadPredictedMachine(args, args.required("--machine"), replaced);
    const std::optional<Calibration> calibration = applyCalibrationFlag(args, machine);
    if (!replaced.empty() && !args.has("--json"))
        std::cout << "Host profile " << *args.optional("--host-profile") << " stands in for the machine's " << replaced
                  << ": " << machine.accelerator->name << "\n\n";
    std::vector<Intervention> interventions;
    if (auto f = args.optional("--interventions")) interventions = luma::loadInterventionFile(*f);
    const LayoutChoice layout = chooseLayout(machine, contract, {}, interventions, usdToEur);
    const Deployment& d = layout.deployment;
    Prediction p = predict(contract, d);
    if (contract.arrival.kind == ArrivalKind::Poisson) p.sloCapacityRps = sloCapacityRps(contract, d);
    std::optional<SimulationResult> sim;
    if (args.has("--simulate")) {
        const SimulationOptions opt = simulationOptions(args);
        if (d.valid) sim = simulate(contract, d, opt); // nothing to simulate where no engine would deploy
    }
    if (args.has("--json")) {
        nlohmann::json out = toJson(p);
        out["layout"] = toJson(layout);
        addDeploymentJson(out, contract, machine, d, interventions, calibration, replaced, usdToEur);
        if (sim)
            judgedBySimulation(out, contract, d, p, *sim);
        else
            judgedByModel(out);
        std::cout << out.dump(2) << '\n';
        return 0;
    }
    if (calibration) printCalibrationLine(std::cout, *calibration, machine);
    if (layout.searched)
        std::cout << "Layout: " << layoutText(d.tp, d.pp, d.replicas) << " (tensor_parallel unset: " << layout.why
                  << ")\n";
    printPrediction(std::cout, contract, machine, d, interventions, p, sim ? &*sim : nullptr, usdToEur);
    return 0;
}

} // namespace luma::cli
