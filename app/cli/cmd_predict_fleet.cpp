// `luma predict` on a mixed fleet: the split across its replica groups and the verdict, the
// model's or (--simulate) the simulation's on the same split.
#include "app/cli/fleet.h"

#include "core/model/intervention.h"
#include "core/predict/mixed_fleet_json.h"

#include <iostream>

namespace luma::cli {

int predictMixedFleet(const Args& args, const Contract& contract, const std::string& machineFile) {
    for (const char* flag : {"--host-profile", "--calibration"})
        if (args.optional(flag))
            throw UsageError(std::string(flag) + " is not read for a mixed fleet yet (" + machineFile +
                             " has accelerator nodes of several types): predict each group's machine alone");
    const double usdToEur = args.optionalPositive("--usd-to-eur").value_or(Catalog::builtin().usdToEur());
    const Fleet fleet = loadFleet(machineFile);
    std::vector<Intervention> interventions;
    if (auto f = args.optional("--interventions")) interventions = loadInterventionFile(*f);
    const std::vector<FleetMember> members = fleetMembers(fleet, contract, interventions, usdToEur);
    const FleetPrediction f = predictFleet(contract, members);
    std::optional<FleetSimulation> sim;
    if (args.has("--simulate")) sim = simulateFleet(members, f, contract, simulationOptions(args));
    if (args.has("--json")) {
        nlohmann::json out = toJson(members, f, sim ? &*sim : nullptr);
        out["contract"] = {{"name", contract.name}, {"hash", contract.hash}};
        out["machine"] = {{"name", fleet.name}, {"hash", fleet.hash}, {"mixed_fleet", true}};
        out["analytic"] = {{"verdict", out["verdict"]}};
        out["verdict_from"] = sim ? "simulation" : "analytic";
        if (sim) out["verdict"] = sim->pass ? "PASS" : "FAIL";
        out["currency"] = {{"unit", "EUR"}, {"eur_per_usd", usdToEur}};
        std::cout << out.dump(2) << '\n';
        return 0;
    }
    std::cout << "Mixed fleet " << fleet.name << " for " << contract.name << ": " << fleet.groups.size()
              << " replica groups\n";
    printFleetPrediction(std::cout, members, f, sim ? &*sim : nullptr);
    return 0;
}

} // namespace luma::cli
