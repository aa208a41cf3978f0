// `luma fleet`: the cheapest mix of a mixed fleet's accelerator types that passes the contract,
// over a range of accelerators per type, against the cheapest fleet of one type.
#include "app/cli/commands.h"
#include "app/cli/fleet.h"
#include "app/cli/table.h"

#include "core/model/intervention.h"
#include "core/predict/mixed_fleet_json.h"

#include <cmath>
#include <iostream>
#include <map>

namespace luma::cli {

namespace {

constexpr long long kMaxCount = 4096;

// "TYPE=N" or "TYPE=MIN..MAX": accelerators of that type, 0 leaving it out.
std::pair<std::string, MixRange> parseCount(const std::string& text) {
    const auto eq = text.find('=');
    const std::string bad = "--count expects TYPE=N or TYPE=MIN..MAX (0 <= MIN <= MAX <= " + std::to_string(kMaxCount) +
                            "), got \"" + text + "\"";
    if (eq == std::string::npos || eq == 0) throw UsageError(bad);
    const std::string range = text.substr(eq + 1);
    const auto dots = range.find("..");
    const auto whole = [&](const std::string& s) {
        if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos || s.size() > 6) throw UsageError(bad);
        return std::stoll(s);
    };
    MixRange r;
    r.min = whole(dots == std::string::npos ? range : range.substr(0, dots));
    r.max = dots == std::string::npos ? r.min : whole(range.substr(dots + 2));
    if (r.max < r.min || r.max > kMaxCount) throw UsageError(bad);
    return {text.substr(0, eq), r};
}

// One range per group, by its type; a type without --count keeps its node's count.
std::vector<MixRange> rangesFor(const Fleet& fleet, const std::vector<std::string>& flags) {
    std::map<std::string, MixRange> byType;
    for (const auto& f : flags) {
        auto [type, range] = parseCount(f);
        if (!byType.emplace(type, range).second) throw UsageError("--count " + type + " is given twice");
    }
    std::vector<MixRange> ranges;
    std::string known;
    for (const auto& g : fleet.groups) {
        const std::string& type = g.machine.accelerator->type;
        known += " " + type;
        auto it = byType.find(type);
        ranges.push_back(it != byType.end() ? it->second
                                            : MixRange{g.machine.acceleratorCount, g.machine.acceleratorCount});
        if (it != byType.end()) byType.erase(it);
    }
    if (!byType.empty())
        throw UsageError("--count " + byType.begin()->first + ": no replica group of that type in " + fleet.file +
                         "; its types:" + known);
    return ranges;
}

// What a mix search was given and found, beside the fleet's own file.
struct MixRun {
    const Contract& contract;
    const Fleet& fleet;
    const std::vector<MixRange>& ranges;
    const std::vector<Intervention>& interventions;
    double usdToEur;
    double headroom; // the share of SLO capacity a passing mix keeps free
    const MixResult& result;
    const FleetSimulation* simulation; // of the cheapest mix, with --simulate
};

nlohmann::json pointJson(const MixRun& run, const std::optional<MixPoint>& p, const FleetSimulation* sim = nullptr) {
    if (!p) return nullptr;
    nlohmann::json j =
        toJson(fleetMembers(run.fleet, run.contract, run.interventions, run.usdToEur, p->counts), p->prediction, sim);
    j["mix"] = mixText(run.fleet, p->counts);
    j["counts"] = p->counts;
    return j;
}

nlohmann::json mixJson(const MixRun& run) {
    const MixResult& r = run.result;
    nlohmann::json out = {{"contract", {{"name", run.contract.name}, {"hash", run.contract.hash}}},
                          {"machine", {{"name", run.fleet.name}, {"hash", run.fleet.hash}}},
                          {"rate_rps", run.contract.arrival.rateRps},
                          {"headroom", run.headroom},
                          {"mixes", r.mixes},
                          {"predicted", r.predicted},
                          {"cheapest", pointJson(run, r.cheapest, run.simulation)},
                          {"cheapest_single_type", pointJson(run, r.cheapestSingle)},
                          {"saving", std::isnan(r.saving) ? nlohmann::json(nullptr) : nlohmann::json(r.saving)},
                          {"per_type", nlohmann::json::array()},
                          {"currency", {{"unit", "EUR"}, {"eur_per_usd", run.usdToEur}}}};
    for (std::size_t g = 0; g < run.fleet.groups.size(); ++g)
        out["per_type"].push_back({{"type", run.fleet.groups[g].machine.accelerator->type},
                                   {"range", {run.ranges[g].min, run.ranges[g].max}},
                                   {"cheapest", pointJson(run, r.cheapestSingleType[g])}});
    return out;
}

void printPoint(std::ostream& out, const std::string& what, const Fleet& fleet, const std::optional<MixPoint>& p,
                const char* none = "none passes within the ranges") {
    if (!p) {
        out << what << ": " << none << "\n";
        return;
    }
    out << what << ": " << mixText(fleet, p->counts) << ", " << num(p->prediction.eurPerHour) << " EUR/h, "
        << num(p->prediction.watts) << " W, " << num(p->prediction.eurPerMtok) << " EUR per 1M tokens\n";
}

void printMix(std::ostream& out, const MixRun& run) {
    const MixResult& r = run.result;
    out << "Cheapest mix of " << run.fleet.name << " for " << run.contract.name << " at "
        << num(run.contract.arrival.rateRps) << " req/s: " << r.mixes << " mixes, " << r.predicted
        << " predicted (the rest short of the rate's capacity or dearer than one that passed)\n";
    for (std::size_t g = 0; g < run.fleet.groups.size(); ++g) {
        // A type is tried alone only where every other type's range reaches 0.
        bool alone = true;
        for (std::size_t o = 0; o < run.ranges.size(); ++o) alone = alone && (o == g || run.ranges[o].min == 0);
        printPoint(out,
                   "  " + run.fleet.groups[g].machine.accelerator->type + " alone (" +
                       std::to_string(run.ranges[g].min) + ".." + std::to_string(run.ranges[g].max) + ")",
                   run.fleet, r.cheapestSingleType[g],
                   alone ? "none passes within the ranges" : "not tried (another type's count range excludes 0)");
    }
    printPoint(out, "Cheapest single type", run.fleet, r.cheapestSingle);
    printPoint(out, "Cheapest mix", run.fleet, r.cheapest);
    if (r.cheapest && r.cheapestSingle && r.cheapest->counts == r.cheapestSingle->counts)
        out << "No mix of types is cheaper than the cheapest single type\n";
    else if (!std::isnan(r.saving))
        out << "The mix costs " << fixed(r.saving * 100, 1) << "% less per hour than the cheapest single type\n";
    if (!r.cheapest) {
        if (run.headroom > 0)
            out << "With --headroom " << num(run.headroom) << " a mix needs an SLO capacity of at least "
                << num(run.contract.arrival.rateRps / (1.0 - run.headroom)) << " req/s\n";
        return;
    }
    const FleetPrediction& p = r.cheapest->prediction;
    if (p.sloCapacityRps > 0) {
        const double load = p.rateRps / p.sloCapacityRps;
        out << "It runs at " << fixed(load * 100, 1) << "% of its SLO capacity";
        if (run.headroom > 0)
            out << " (at most " << fixed((1 - run.headroom) * 100, 1) << "% with --headroom)";
        else if (load > 0.85)
            out << ": on the model's edge (its band is 15 %); --headroom 0.15 asks for a mix with room";
        out << '\n';
    }
    out << '\n';
    printFleetPrediction(out,
                         fleetMembers(run.fleet, run.contract, run.interventions, run.usdToEur, r.cheapest->counts),
                         r.cheapest->prediction, run.simulation);
}

} // namespace

int fleetCommand(const ArgList& argv) {
    ArgList rest = argv;
    const std::vector<std::string> counts = takeRepeated(rest, "--count");
    Args args(rest, {"--contract", "--machine", "--interventions", "--rate", "--usd-to-eur", "--seed", "--headroom"},
              {"--json", "--simulate"});
    args.expectPositionals(0);
    const double usdToEur = args.optionalPositive("--usd-to-eur").value_or(Catalog::builtin().usdToEur());
    Contract contract = loadContract(args.required("--contract"));
    if (auto rate = args.optionalPositive("--rate")) {
        if (contract.arrival.kind != ArrivalKind::Poisson)
            throw UsageError("--rate sets a Poisson rate; " + contract.file + " has " +
                             arrivalKindName(contract.arrival.kind) + " arrivals");
        contract.arrival.rateRps = *rate; // the same contract at another load
    }
    const Fleet fleet = loadFleet(args.required("--machine"));
    const std::vector<MixRange> ranges = rangesFor(fleet, counts);
    std::vector<Intervention> interventions;
    if (auto f = args.optional("--interventions")) interventions = loadInterventionFile(*f);
    const double headroom = args.optionalPositive("--headroom").value_or(0.0);
    if (headroom >= 1)
        throw UsageError("--headroom is the share of SLO capacity a mix keeps free, below 1 (0.15: the model's band); "
                         "got " +
                         *args.optional("--headroom"));
    const MixResult r = exploreMix(contract, fleet, ranges, interventions, usdToEur, headroom);
    std::optional<FleetSimulation> sim; // the simulator's verdict on the cheapest mix's split
    if (r.cheapest && args.has("--simulate"))
        sim = simulateFleet(fleetMembers(fleet, contract, interventions, usdToEur, r.cheapest->counts),
                            r.cheapest->prediction, contract, simulationOptions(args));
    const MixRun run{contract, fleet, ranges, interventions, usdToEur, headroom, r, sim ? &*sim : nullptr};
    if (args.has("--json"))
        std::cout << mixJson(run).dump(2) << '\n';
    else
        printMix(std::cout, run);
    return 0;
}

} // namespace luma::cli
