#include "core/predict/mixed_fleet.h"

#include "core/model/slo.h"
#include "core/predict/deployment_layout.h"
#include "core/util/spec_error.h"

#include <cmath>
#include <limits>

namespace luma {

namespace {

// What one group is asked: the fleet's contract at its share of the arrivals, without the SLOs
// only the whole fleet can meet (a throughput floor, EUR per 1M tokens, a power limit).
Contract groupContract(const Contract& contract, double share) {
    Contract c = contract;
    c.arrival.rateRps = contract.arrival.rateRps * share;
    c.arrival.requests =
        std::max(1LL, std::llround(static_cast<double>(contract.arrival.requests) * share)); // its share of the run
    c.slo.throughputTokSMin.reset();
    c.economics = {};
    return c;
}

double eurPerMtok(double eurPerHour, double tokS) {
    return tokS > 0 ? eurPerHour / (tokS * 3600.0) * 1e6 : std::numeric_limits<double>::infinity();
}

// The fleet-level SLOs on the groups' sums; the contract's other limits are the groups'.
SloChecks fleetChecks(const Contract& contract, double tokS, double eurMtok, double watts) {
    Contract c = contract;
    c.slo = {};
    c.slo.throughputTokSMin = contract.slo.throughputTokSMin;
    c.bounds.clear();
    ServiceMetrics m;
    m.throughputTokS = tokS;
    m.eurPerMtok = eurMtok;
    m.watts = watts;
    return checkSlos(c, m);
}

double idleWatts(const Deployment& d) {
    return d.accelerator ? d.accelerator->idleW * static_cast<double>(d.count) : 0;
}

} // namespace

FleetMember fleetMember(const ReplicaGroup& group, const Contract& contract, long long count,
                        const std::vector<Intervention>& interventions, double usdToEur) {
    MachineState state;
    if (count > 0) state.acceleratorCount = count;
    const LayoutChoice choice = chooseLayout(group.machine, contract, state, interventions, usdToEur);
    const auto capacityOf = [&](const Deployment& d) { return d.valid ? sloCapacityRps(contract, d) : 0.0; };
    FleetMember best{group.node, choice.deployment, capacityOf(choice.deployment)};
    if (!choice.searched || contract.arrival.kind != ArrivalKind::Poisson) return best;
    for (std::size_t i = 0; i < choice.options.size(); ++i) {
        if (i == choice.chosen || !choice.options[i].valid) continue;
        MachineState at = state;
        at.tensorParallel = choice.options[i].tp;
        at.pipelineParallel = choice.options[i].pp;
        Deployment d = resolveDeployment(group.machine, contract, at, interventions, usdToEur);
        if (const double c = capacityOf(d); c > best.sloCapacityRps) best = {group.node, std::move(d), c};
    }
    return best;
}

std::vector<FleetMember> fleetMembers(const Fleet& fleet, const Contract& contract,
                                      const std::vector<Intervention>& interventions, double usdToEur,
                                      const std::vector<long long>& counts) {
    std::vector<FleetMember> members;
    for (std::size_t i = 0; i < fleet.groups.size(); ++i) {
        if (!counts.empty() && counts.at(i) <= 0) continue;
        members.push_back(
            fleetMember(fleet.groups[i], contract, counts.empty() ? 0 : counts[i], interventions, usdToEur));
    }
    return members;
}

FleetPrediction predictFleet(const Contract& contract, const std::vector<FleetMember>& members,
                             const PredictOptions& options) {
    if (contract.arrival.kind != ArrivalKind::Poisson)
        throw SpecError(contract.file, "workload.arrival.kind",
                        std::string("a mixed fleet splits a Poisson arrival rate across its replica groups; this "
                                    "contract's arrivals are ") +
                            arrivalKindName(contract.arrival.kind));
    if (!contract.model) throw SpecError(contract.file, "model", "a mixed fleet is predicted for a model");
    FleetPrediction f;
    f.rateRps = contract.arrival.rateRps;
    if (members.empty()) {
        f.problem = "no replica group";
        return f;
    }
    std::vector<double> capacity;
    for (const auto& m : members) {
        if (!m.deployment.valid)
            capacity.push_back(0.0);
        else
            capacity.push_back(std::isnan(m.sloCapacityRps) ? sloCapacityRps(contract, m.deployment)
                                                            : m.sloCapacityRps);
        f.sloCapacityRps += capacity.back();
    }
    bool groupsPass = f.sloCapacityRps > 0;
    for (std::size_t i = 0; i < members.size(); ++i) {
        const Deployment& d = members[i].deployment;
        FleetShare g;
        g.name = members[i].name;
        g.sloCapacityRps = capacity[i];
        g.idle = !(capacity[i] > 0);
        g.share = g.idle ? 0 : capacity[i] / f.sloCapacityRps;
        g.rateRps = f.rateRps * g.share;
        // An idle group is judged at a trickle (1e-4 of the fleet's rate), to say what it fails
        // at any rate.
        g.contract = groupContract(contract, g.idle ? 1e-4 : g.share);
        g.prediction = predict(g.contract, d, options);
        g.prediction.sloCapacityRps = capacity[i];
        f.accelerators += d.count;
        f.eurPerHour += d.eurPerHour;
        g.watts = g.idle ? idleWatts(d) : g.prediction.watts;
        f.watts += g.watts;
        if (!g.idle) {
            groupsPass = groupsPass && g.prediction.pass;
            f.throughputTokS += g.prediction.throughputTokS;
        }
        f.groups.push_back(std::move(g));
    }
    f.eurPerMtok = eurPerMtok(f.eurPerHour, f.throughputTokS);
    f.fleetSlos = fleetChecks(contract, f.throughputTokS, f.eurPerMtok, f.watts);
    f.pass = groupsPass && f.fleetSlos.pass();
    return f;
}

FleetSimulation simulateFleet(const std::vector<FleetMember>& members, const FleetPrediction& split,
                              const Contract& contract, const SimulationOptions& options) {
    FleetSimulation s;
    bool groupsPass = split.sloCapacityRps > 0;
    double eurPerHour = 0;
    for (std::size_t i = 0; i < split.groups.size(); ++i) {
        const FleetShare& g = split.groups[i];
        const Deployment& d = members.at(i).deployment;
        FleetGroupSimulation r;
        eurPerHour += d.eurPerHour;
        if (g.idle || !d.valid) {
            s.watts += idleWatts(d);
            s.groups.push_back(std::move(r));
            continue;
        }
        SimulationOptions own = options;
        own.seed = options.seed + i; // independent sub-streams, as thinning gives
        r.simulated = true;
        r.result = simulate(g.contract, d, own);
        r.verdict = judgeSimulation(g.contract, d, g.prediction, r.result);
        groupsPass = groupsPass && r.verdict.pass;
        s.throughputTokS += r.result.stats.throughputTokS;
        s.watts += r.verdict.watts;
        s.groups.push_back(std::move(r));
    }
    s.eurPerMtok = eurPerMtok(eurPerHour, s.throughputTokS);
    s.fleetSlos = fleetChecks(contract, s.throughputTokS, s.eurPerMtok, s.watts);
    s.pass = groupsPass && s.fleetSlos.pass();
    return s;
}

} // namespace luma
