#include "core/predict/mixed_fleet_json.h"

#include "core/predict/prediction_json.h"

namespace luma {

namespace {

nlohmann::json simulationJson(const FleetGroupSimulation& g) {
    if (!g.simulated) return nullptr;
    nlohmann::json s = toJson(g.result);
    const nlohmann::json checks = toJson(g.verdict.slos);
    s["verdict"] = g.verdict.pass ? "PASS" : "FAIL";
    s["binding"] = bindingName(g.verdict.binding);
    s["margins"] = checks["margins"];
    s["failed"] = checks["failed"];
    return s;
}

} // namespace

nlohmann::json toJson(const std::vector<FleetMember>& members, const FleetPrediction& f, const FleetSimulation* sim) {
    nlohmann::json out = {{"verdict", f.pass ? "PASS" : "FAIL"},
                          {"rate_rps", f.rateRps},
                          {"slo_capacity_rps", f.sloCapacityRps},
                          {"throughput_tok_s", f.throughputTokS},
                          {"eur_per_hour", f.eurPerHour},
                          {"eur_per_mtok", finiteOrNull(f.eurPerMtok)},
                          {"watts", f.watts},
                          {"accelerators", f.accelerators},
                          {"fleet_slos", toJson(f.fleetSlos)},
                          {"groups", nlohmann::json::array()}};
    if (!f.problem.empty()) out["problem"] = f.problem;
    for (std::size_t i = 0; i < f.groups.size(); ++i) {
        const FleetShare& g = f.groups[i];
        const Deployment& d = members.at(i).deployment;
        nlohmann::json j = {{"node", g.name},
                            {"type", d.accelerator ? d.accelerator->type : ""},
                            {"accelerators", d.count},
                            {"layout", {{"tp", d.tp}, {"pp", d.pp}, {"replicas", d.replicas}}},
                            {"slo_capacity_rps", g.sloCapacityRps},
                            {"rate_rps", g.rateRps},
                            {"share", g.share},
                            {"idle", g.idle},
                            {"watts", g.watts},
                            {"prediction", toJson(g.prediction)}};
        if (!d.valid) j["deployment_problem"] = d.invalidReason;
        if (sim) j["simulation"] = simulationJson(sim->groups.at(i));
        out["groups"].push_back(std::move(j));
    }
    if (sim)
        out["simulation"] = {{"verdict", sim->pass ? "PASS" : "FAIL"},
                             {"throughput_tok_s", sim->throughputTokS},
                             {"eur_per_mtok", finiteOrNull(sim->eurPerMtok)},
                             {"watts", sim->watts},
                             {"fleet_slos", toJson(sim->fleetSlos)}};
    return out;
}

} // namespace luma
