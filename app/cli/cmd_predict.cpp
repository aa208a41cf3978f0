#include "app/cli/args.h"
#include "app/cli/calibration_flag.h"
#include "app/cli/commands.h"
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

} // namespace

int predictCommand(const ArgList& argv) {
    Args args(
        argv,
        {"--contract", "--machine", "--host-profile", "--calibration", "--interventions", "--seed", "--usd-to-eur"},
        {"--json", "--simulate"});
    args.expectPositionals(0);
    const double usdToEur = args.optionalPositive("--usd-to-eur").value_or(Catalog::builtin().usdToEur());
    const Contract contract = loadContract(args.required("--contract"));
    const std::string machineFile = args.required("--machine");
    std::string replaced; // the catalog type the host profile stands in for
    Machine machine = [&] {
        if (auto p = args.optional("--host-profile"))
            return parseMachine(
                machineOnHostProfile(readJsonFile(machineFile), loadHostProfile(*p), machineFile, &replaced),
                machineFile);
        return loadMachine(machineFile);
    }();
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
        SimulationOptions opt;
        if (auto s = args.optional("--seed")) {
            try {
                opt.seed = std::stoull(*s);
            } catch (const std::exception&) {
                throw UsageError("--seed expects a non-negative integer, got \"" + *s + "\"");
            }
        }
        if (d.valid) sim = simulate(contract, d, opt); // nothing to simulate where no engine would deploy
    }

    if (args.has("--json")) {
        nlohmann::json out = toJson(p);
        out["layout"] = toJson(layout);
        out["contract"] = {{"name", contract.name}, {"hash", contract.hash}};
        out["machine"] = {{"name", machine.name}, {"hash", machine.hash}};
        if (calibration)
            out["calibration"] = {
                {"file", calibration->file}, {"hash", calibration->hash}, {"accelerator", machine.accelerator->type}};
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
        if (sim) {
            judgedBySimulation(out, contract, d, p, *sim);
        } else {
            out["analytic"] = nlohmann::json::object();
            for (const char* k :
                 {"verdict", "binding", "binding_resource", "margins", "failed", "within_band", "within_band_slo"})
                out["analytic"][k] = out[k];
            out["verdict_from"] = "analytic";
            out["figure_sources"] = figureSources("analytic");
        }
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
