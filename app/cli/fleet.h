#pragma once
// The mixed-fleet faces of the CLI: `luma predict` on a fleet machine (its split, and the
// simulation's verdict on it with --simulate) and `luma fleet` (the cheapest mix).
#include "app/cli/args.h"

#include "core/model/contract.h"
#include "core/model/fleet.h"
#include "core/predict/mixed_fleet.h"
#include "core/search/explore_mix.h"

#include <ostream>
#include <string>
#include <vector>

namespace luma::cli {

// --seed N as predict reads it (cmd_predict.cpp), for predict's and fleet's --simulate.
SimulationOptions simulationOptions(const Args& args);

// `luma predict` where --machine is a mixed fleet (isMixedFleet): the flags predict parsed.
int predictMixedFleet(const Args& args, const Contract& contract, const std::string& machineFile);

// The split as a table: one row per group, then the fleet's sums and its fleet-level SLOs;
// with `sim`, the simulation's rows on the same split and the verdict it gives.
void printFleetPrediction(std::ostream& out, const std::vector<FleetMember>& members, const FleetPrediction& f,
                          const FleetSimulation* sim);
// "h100-sxm x 2 + l4 x 3" (groups left out at 0).
std::string mixText(const Fleet& fleet, const std::vector<long long>& counts);

} // namespace luma::cli
