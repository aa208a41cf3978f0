#include "app/cli/fleet.h"

#include "app/cli/table.h"

#include "core/predict/deployment_layout.h"

namespace luma::cli {

namespace {

std::string pct(double share) { return fixed(share * 100.0, 1) + "%"; }

std::string groupVerdict(const FleetShare& g) {
    if (g.idle) return std::string("idle (") + predictionCause(g.prediction) + " at any rate)";
    return predictionCause(g.prediction);
}

void printFleetSlos(std::ostream& out, const char* face, const SloChecks& slos) {
    for (int i = 0; i < slos.count; ++i) {
        const SloCheck& k = slos.checks[static_cast<std::size_t>(i)];
        out << "  " << face << " " << checkKey(k) << ": " << num(k.value, 4) << " against " << num(k.limit, 4) << " ("
            << (k.pass ? "PASS" : "FAIL") << ", margin " << (k.margin >= 0 ? "+" : "") << fixed(k.margin * 100, 1)
            << "%)\n";
    }
}

std::string simulatedVerdict(const FleetGroupSimulation& s) {
    if (s.verdict.pass) return "PASS";
    if (!s.result.fits) return "OOM";
    const SloChecks& k = s.verdict.slos;
    return k.firstFailed >= 0 ? checkCause(k.checks[static_cast<std::size_t>(k.firstFailed)]) : "FAIL";
}

void printSimulation(std::ostream& out, const FleetPrediction& f, const FleetSimulation& sim) {
    out << "\nSimulated at the same split (each group its share of the rate and of the requests):\n";
    Table t({"group", "requests/replica", "verdict", "TTFT p99 ms", "TPOT p99 ms", "tok/s", "success"});
    for (std::size_t i = 0; i < f.groups.size(); ++i) {
        const FleetGroupSimulation& s = sim.groups[i];
        if (!s.simulated) {
            t.add({f.groups[i].name, "0", "not simulated (idle)", "", "", "", ""});
            continue;
        }
        const ServingStats& st = s.result.stats;
        t.add({f.groups[i].name, std::to_string(st.requests), simulatedVerdict(s), num(st.ttftMsP99), num(st.tpotMsP99),
               num(st.throughputTokS), pct(st.successRate)});
    }
    t.print(out);
    out << "Fleet (simulation): " << num(sim.throughputTokS) << " tok/s, " << num(sim.eurPerMtok)
        << " EUR per 1M tokens, " << num(sim.watts) << " W\n";
    printFleetSlos(out, "simulated", sim.fleetSlos);
    out << "Verdict (from the simulation): " << (sim.pass ? "PASS" : "FAIL") << "\n";
}

} // namespace

void printFleetPrediction(std::ostream& out, const std::vector<FleetMember>& members, const FleetPrediction& f,
                          const FleetSimulation* sim) {
    out << "Split: " << num(f.rateRps) << " req/s (Poisson) across " << f.groups.size()
        << (f.groups.size() == 1 ? " replica group" : " replica groups")
        << " in proportion to their SLO capacity (the highest rate each meets every latency SLO "
           "at)\n";
    Table t({"group", "type", "accel", "layout", "capacity req/s", "rate req/s", "share", "verdict", "TTFT p99 ms",
             "TPOT p99 ms", "tok/s", "EUR/h", "W"});
    for (std::size_t i = 0; i < f.groups.size(); ++i) {
        const FleetShare& g = f.groups[i];
        const Deployment& d = members[i].deployment;
        const Prediction& p = g.prediction;
        const bool figures = !g.idle && p.deployable && p.fits;
        t.add({g.name, d.accelerator ? d.accelerator->type : "", std::to_string(d.count),
               d.valid ? layoutText(d.tp, d.pp, d.replicas) : "not deployable", num(g.sloCapacityRps), num(g.rateRps),
               pct(g.share), groupVerdict(g), figures ? num(p.ttftMsP99) : "", figures ? num(p.tpotMsP99) : "",
               figures ? num(p.throughputTokS) : "", num(d.eurPerHour), num(g.watts)});
    }
    t.print(out);
    out << "Fleet: " << f.accelerators << " accelerators, capacity " << num(f.sloCapacityRps) << " req/s, "
        << num(f.throughputTokS) << " tok/s, " << num(f.eurPerHour) << " EUR/h, " << num(f.eurPerMtok)
        << " EUR per 1M tokens, " << num(f.watts) << " W\n";
    for (std::size_t i = 0; i < f.groups.size(); ++i)
        if (!members[i].deployment.valid)
            out << "  " << f.groups[i].name << " is not deployable: " << members[i].deployment.invalidReason << "\n";
    printFleetSlos(out, "fleet", f.fleetSlos);
    out << "Verdict (" << (sim ? "analytic" : "from the model") << "): " << (f.pass ? "PASS" : "FAIL") << "\n";
    if (sim) printSimulation(out, f, *sim);
}

std::string mixText(const Fleet& fleet, const std::vector<long long>& counts) {
    std::string text;
    for (std::size_t g = 0; g < counts.size(); ++g) {
        if (counts[g] <= 0) continue;
        const Machine& m = fleet.groups[g].machine;
        text += (text.empty() ? "" : " + ") + (m.accelerator ? m.accelerator->type : fleet.groups[g].node) + " x " +
                std::to_string(counts[g]);
    }
    return text.empty() ? "none" : text;
}

} // namespace luma::cli
