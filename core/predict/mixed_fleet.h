#pragma once
// A mixed fleet serving one Poisson contract: the arrival rate split across its replica groups
// in proportion to each group's SLO capacity (sloCapacityRps, the highest rate at which it meets
// every latency SLO), each group predicted (or simulated) at its share, and the fleet's verdict.
//
// Why that split: thinning a Poisson stream gives independent Poisson sub-streams, so a group
// at rate r_i is exactly a single machine at r_i. Every latency SLO holds on group i iff
// r_i <= C_i (latency grows with the rate), so some split passes iff the rate is at most
// sum C_i, and the proportional split r_i = rate x C_i / sum C_i is one that does whenever any
// does: every group at the same fraction of its capacity, none nearer its limit than the fleet.
#include "core/model/contract.h"
#include "core/model/fleet.h"
#include "core/predict/deployment.h"
#include "core/predict/prediction.h"
#include "core/predict/predictor.h"
#include "core/predict/simulator.h"

#include <limits>
#include <string>
#include <vector>

namespace luma {

struct FleetMember {
    std::string name; // the replica group's accelerator node
    Deployment deployment;
    // The group's sloCapacityRps where the caller has it already (explore_mix.h caches it per
    // count); NaN: predictFleet computes it.
    double sloCapacityRps = std::numeric_limits<double>::quiet_NaN();
};

// One group at `count` accelerators (0: its node's count) as a fleet member, with its SLO
// capacity. Its layout is the one its runtime, an intervention or the state sets; where none
// does, of every layout chooseLayout weighs, the one with the most SLO capacity (a group's price
// is fixed by its count, so capacity is all a layout adds to the fleet; a tie keeps chooseLayout's
// pick). chooseLayout alone would judge each group at the whole fleet's rate.
FleetMember fleetMember(const ReplicaGroup& group, const Contract& contract, long long count,
                        const std::vector<Intervention>& interventions, double usdToEur);
// The fleet's groups as members (fleetMember). `counts`, one per group in order, sets each
// group's accelerators (0 leaves the group out); empty: the file's counts.
std::vector<FleetMember> fleetMembers(const Fleet& fleet, const Contract& contract,
                                      const std::vector<Intervention>& interventions, double usdToEur,
                                      const std::vector<long long>& counts = {});

struct FleetShare {
    std::string name;
    double sloCapacityRps = 0; // of the group alone
    double rateRps = 0;        // its share of the fleet's arrivals
    double share = 0;          // rateRps / the fleet's rate
    bool idle = false;         // no capacity at any rate: it gets no requests (it still costs)
    double watts = 0;          // predicted at its share; idle: its accelerators' idle power
    Contract contract;         // the group's contract: its rate and requests, no fleet-level SLOs
    Prediction prediction;     // at rateRps (idle: at a trickle, to say why it cannot serve)
};

struct FleetPrediction {
    bool pass = false;
    std::string problem; // why the fleet cannot be judged ("" when it can)
    double rateRps = 0, sloCapacityRps = 0;
    double throughputTokS = 0, eurPerHour = 0, eurPerMtok = 0, watts = 0;
    long long accelerators = 0;
    std::vector<FleetShare> groups;
    // The SLOs only the fleet as a whole can meet: the throughput floor, EUR per 1M tokens and
    // the power limit, over the groups' sums. Every other SLO is each group's own.
    SloChecks fleetSlos;
};

// Throws SpecError unless the contract's arrivals are Poisson (the split is of a rate) and it
// has a model; an empty fleet is not judged (problem set, pass false).
FleetPrediction predictFleet(const Contract& contract, const std::vector<FleetMember>& members,
                             const PredictOptions& options = {});

struct FleetGroupSimulation {
    bool simulated = false; // idle groups and undeployable ones are not simulated
    SimulationResult result;
    SimulatedVerdict verdict;
};

struct FleetSimulation {
    bool pass = false;
    double throughputTokS = 0, eurPerMtok = 0, watts = 0;
    std::vector<FleetGroupSimulation> groups; // as FleetPrediction::groups
    SloChecks fleetSlos;
};

// Each group simulated at the prediction's split (its rate and its share of the requests, a seed
// of its own), judged on its own figures; the fleet-level SLOs on the simulated sums.
FleetSimulation simulateFleet(const std::vector<FleetMember>& members, const FleetPrediction& split,
                              const Contract& contract, const SimulationOptions& options = {});

} // namespace luma
