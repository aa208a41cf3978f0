#pragma once
// A mixed fleet's split and verdicts as JSON: what `luma predict --json` prints for a fleet and
// what `luma fleet --json` prints for each mix it names.
#include "core/predict/mixed_fleet.h"

#include <nlohmann/json.hpp>

namespace luma {

// {"verdict", "rate_rps", "slo_capacity_rps", "throughput_tok_s", "eur_per_hour", "eur_per_mtok",
// "watts", "accelerators", "fleet_slos", "groups": [{"node", "type", "accelerators", "layout",
// "slo_capacity_rps", "rate_rps", "share", "idle", "prediction"}]}; with `sim`, each group's
// "simulation" and a top-level "simulation" with the fleet's simulated verdict and sums.
nlohmann::json toJson(const std::vector<FleetMember>& members, const FleetPrediction& f,
                      const FleetSimulation* sim = nullptr);

} // namespace luma
