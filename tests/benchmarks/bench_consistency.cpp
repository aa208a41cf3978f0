// The analytic predictor against the simulator, over contracts from light load to saturation:
// TTFT p99 and TPOT p99 of both faces and their ratios (analytic / simulated), and both
// verdicts. Goal: ratios within 15 % below saturation and the same verdict (the summary counts
// every contract below capacity that the model does not call saturated). Prints a table;
// exits 0 (a report, not a gate: tst_consistency guards the cases that must agree).
//
// A p99 over a few hundred simulated requests is itself noisy (the 70B case gave TTFT p99
// 1.41 / 1.00 / 1.19 s over seeds 1-3), so the simulated figures here are the median over three
// seeds of a run ten times the contract's length: the steady state the analytic model states.
// The simulated verdicts are those of the contract as written, one per seed, then those of the
// long runs (near saturation a contract-length run starts empty and ends before its queue has
// settled: its p99 is below the steady state's, and a verdict near an SLO may differ).
// Usage: bench_consistency [-v] [name-substring]   (only the matching contracts; -v adds the p50s)
#include "specs.h"

#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/predict/simulator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

using namespace luma;

namespace {

struct Case {
    std::string name;
    nlohmann::json contract, machine;
};

nlohmann::json withArrival(nlohmann::json c, nlohmann::json arrival, nlohmann::json slo) {
    c["workload"]["arrival"] = std::move(arrival);
    c["slo"] = std::move(slo);
    return c;
}

std::string fmt(double v) {
    char buf[32];
    if (!std::isfinite(v)) return "unbounded";
    std::snprintf(buf, sizeof buf, v >= 100 ? "%.0f" : "%.2f", v);
    return buf;
}

double median3(double a, double b, double c) { return std::max(std::min(a, b), std::min(std::max(a, b), c)); }

std::vector<Case> cases() {
    using test::contractJson;
    using test::machineJson;
    std::vector<Case> out;
    const nlohmann::json slo8b = {{"ttft_ms_p99", 500}, {"tpot_ms_p99", 30}};
    const auto c8b = contractJson("llama-3.1-8b.json", 1000, 200);
    const auto h100 = machineJson("h100-sxm", 1);
    for (int n : {1, 4, 16, 64})
        out.push_back({"8B 1k/200 closed " + std::to_string(n),
                       withArrival(c8b, {{"kind", "closed"}, {"concurrency", n}, {"requests", 40 * n}}, slo8b), h100});
    // Poisson at shares of the analytic capacity.
    {
        auto probe = withArrival(c8b, {{"kind", "poisson"}, {"rate_rps", 1.0}, {"requests", 2000}}, slo8b);
        const Contract pc = test::contract(probe);
        const double capacity = predict(pc, resolveDeployment(test::machine(h100), pc.precision, {}, {})).capacityRps;
        for (double share : {0.05, 0.2, 0.4, 0.6, 0.8, 0.9, 0.95, 1.2}) {
            auto j = probe;
            j["workload"]["arrival"]["rate_rps"] = share * capacity;
            char name[64];
            std::snprintf(name, sizeof name, "8B 1k/200 Poisson %.2f x capacity", share);
            out.push_back({name, j, h100});
        }
    }
    {
        auto j = contractJson("llama-3.1-70b.json", 4000, 512);
        for (double rate : {5.0, 10.0, 20.0, 25.0}) {
            auto k = withArrival(j, {{"kind", "poisson"}, {"rate_rps", rate}, {"requests", 1200}},
                                 {{"ttft_ms_p99", 1000}, {"tpot_ms_p99", 50}});
            out.push_back({"70B 4k/512 Poisson " + fmt(rate) + " rps, 24 H200 TP4", k, machineJson("h200", 24, 4)});
        }
    }
    // Shapes the model was not fitted on (issue 10: the ratios must hold beyond the contracts
    // above): 70B near saturation, 1k prompts at TP 2, a 2k/500 70B on eight H100 at TP 8.
    const auto atShare = [&](nlohmann::json j, const nlohmann::json& machine, double share) {
        j["workload"]["arrival"]["rate_rps"] = 1.0;
        const Contract pc = test::contract(j);
        j["workload"]["arrival"]["rate_rps"] =
            share * predict(pc, resolveDeployment(test::machine(machine), pc.precision, {}, {})).capacityRps;
        return j;
    };
    for (double share : {0.5, 0.9}) {
        auto j = withArrival(contractJson("llama-3.1-70b.json", 4000, 512),
                             {{"kind", "poisson"}, {"rate_rps", 1.0}, {"requests", 1200}},
                             {{"ttft_ms_p99", 1500}, {"tpot_ms_p99", 80}});
        const auto m = machineJson("h200", 24, 4);
        char name[64];
        std::snprintf(name, sizeof name, "70B 4k/512 Poisson %.2f x cap, 24 H200 TP4", share);
        out.push_back({name, atShare(j, m, share), m});
    }
    for (double share : {0.6, 0.9}) {
        auto j = withArrival(c8b, {{"kind", "poisson"}, {"rate_rps", 1.0}, {"requests", 2000}}, slo8b);
        const auto m = machineJson("h100-sxm", 2, 2);
        char name[64];
        std::snprintf(name, sizeof name, "8B 1k/200 Poisson %.2f x cap, 2 H100 TP2", share);
        out.push_back({name, atShare(j, m, share), m});
    }
    {
        auto j = withArrival(contractJson("llama-3.1-70b.json", 2000, 500),
                             {{"kind", "poisson"}, {"rate_rps", 1.0}, {"requests", 1500}},
                             {{"ttft_ms_p99", 1000}, {"tpot_ms_p99", 60}});
        const auto m = machineJson("h100-sxm", 8, 8);
        out.push_back({"70B 2k/500 Poisson 0.80 x cap, 8 H100 TP8", atShare(j, m, 0.8), m});
    }
    out.push_back({"8B 1k/200 closed 32, 2 H100 TP2",
                   withArrival(c8b, {{"kind", "closed"}, {"concurrency", 32}, {"requests", 1280}}, slo8b),
                   machineJson("h100-sxm", 2, 2)});
    {
        auto j = contractJson("llama-3.1-8b.json", 128000, 512);
        auto m = machineJson("h100-sxm", 4, 1);
        for (double rate : {0.1, 0.3, 0.5}) {
            auto k = withArrival(j, {{"kind", "poisson"}, {"rate_rps", rate}, {"requests", 300}},
                                 {{"ttft_ms_p99", 30000}, {"tpot_ms_p99", 100}});
            out.push_back({"8B 128k/512 Poisson " + fmt(rate) + " rps, 4 H100 TP1", k, m});
        }
    }
    // Long context (issue 16): 32k, 64k and 128k prompts, prefill-heavy (256 output tokens) and
    // decode-heavy (2,048), at half and 80 % of the model's capacity, on one and on several
    // accelerators; and the RAG contract the issue found: 120k prompts for Llama-3.1-70B on eight
    // H100 at TP 8.
    for (long long isl : {32000LL, 64000LL, 128000LL})
        for (long long osl : {256LL, 2048LL})
            for (double share : {0.5, 0.8}) {
                const bool large = isl >= 64000;
                auto j = withArrival(contractJson("llama-3.1-8b.json", isl, osl),
                                     {{"kind", "poisson"}, {"rate_rps", 1.0}, {"requests", 400}},
                                     {{"ttft_ms_p99", large ? 40000 : 10000}, {"tpot_ms_p99", 100}});
                const auto m = machineJson("h100-sxm", large ? 2 : 1, large ? 2 : 1);
                char name[64];
                std::snprintf(name, sizeof name, "8B %lldk/%lld Poisson %.2f x cap, %s", isl / 1000, osl, share,
                              large ? "2 H100 TP2" : "1 H100");
                out.push_back({name, atShare(j, m, share), m});
            }
    for (double rate : {0.1, 0.2, 0.3}) {
        auto j = withArrival(contractJson("llama-3.1-70b.json", 120000, 256),
                             {{"kind", "poisson"}, {"rate_rps", rate}, {"requests", 300}},
                             {{"ttft_ms_p99", 60000}, {"tpot_ms_p50", 40}});
        out.push_back({"70B RAG 120k/256 Poisson " + fmt(rate) + " rps, 8 H100 TP8", j, machineJson("h100-sxm", 8, 8)});
    }
    {
        auto j = readJsonFile(test::sourcePath("resources/examples/chat-8b/contract.json"));
        j["model"]["hf_config"] = test::modelConfig("llama-3.1-8b.json");
        out.push_back({"chat-8b offline 3000 (example)", j,
                       readJsonFile(test::sourcePath("resources/examples/chat-8b/machine.json"))});
    }
    return out;
}

} // namespace

int main(int argc, char** argv) {
    const bool verbose = argc > 1 && std::string(argv[1]) == "-v";
    const std::string only = argc > 1 + verbose ? argv[1 + verbose] : "";
    std::printf("%-42s %5s %9s %9s %6s %9s %9s %6s  %s\n", "contract", "rho", "TTFT99 an", "TTFT99 sim", "ratio",
                "TPOT99 an", "TPOT99 sim", "ratio", "verdict an/sim (seeds 1-3) long runs");
    int compared = 0, within = 0, within50 = 0, agree = 0, agreeLong = 0, saturatedSaid = 0, saturatedCases = 0,
        saturatedBelow = 0;
    int longCompared = 0, longWithin = 0, longWithin50 = 0, longAgree = 0; // prompts of 32k tokens and more
    for (const auto& k : cases()) {
        if (!only.empty() && k.name.find(only) == std::string::npos) continue;
        const Contract c = test::contract(k.contract);
        const Machine m = test::machine(k.machine);
        const Deployment d = resolveDeployment(m, c.precision, {}, {});
        const Prediction p = predict(c, d);
        // Offline and closed runs are their own steady state; Poisson runs are lengthened.
        Contract longRun = c;
        if (c.arrival.kind == ArrivalKind::Poisson) longRun.arrival.requests *= 10;
        double ttft[3], tpot[3], ttft50[3], tpot50[3];
        std::string verdicts, longVerdicts;
        int simPass = 0, longPass = 0;
        for (int seed = 1; seed <= 3; ++seed) {
            SimulationOptions o;
            o.seed = static_cast<std::uint64_t>(seed);
            const SimulationResult s = simulate(longRun, d, o);
            ttft[seed - 1] = s.stats.ttftMsP99;
            tpot[seed - 1] = s.stats.tpotMsP99;
            ttft50[seed - 1] = s.stats.ttftMsP50;
            tpot50[seed - 1] = s.stats.tpotMsP50;
            const bool longRunPass = judgeSimulation(c, p, s).pass;
            longVerdicts += longRunPass ? 'P' : 'F';
            longPass += longRunPass;
            const bool pass = judgeSimulation(c, p, simulate(c, d, o)).pass;
            verdicts += pass ? 'P' : 'F';
            simPass += pass;
        }
        const double st = median3(ttft[0], ttft[1], ttft[2]), sp = median3(tpot[0], tpot[1], tpot[2]);
        const double st50 = median3(ttft50[0], ttft50[1], ttft50[2]), sp50 = median3(tpot50[0], tpot50[1], tpot50[2]);
        const double rho =
            c.arrival.kind == ArrivalKind::Poisson && p.capacityRps > 0 ? c.arrival.rateRps / p.capacityRps : 0;
        const double rt = p.ttftMsP99 / st, rp = p.tpotMsP99 / sp;
        std::printf("%-42s %5s %9s %9s %6s %9s %9s %6s  %s/%s %s%s\n", k.name.c_str(), rho > 0 ? fmt(rho).c_str() : "-",
                    fmt(p.ttftMsP99).c_str(), fmt(st).c_str(), fmt(rt).c_str(), fmt(p.tpotMsP99).c_str(),
                    fmt(sp).c_str(), fmt(rp).c_str(), p.pass ? "PASS" : "FAIL", verdicts.c_str(), longVerdicts.c_str(),
                    p.saturated ? "  saturated" : "");
        if (verbose)
            std::printf("%-42s %5s %9s %9s %6s %9s %9s %6s  (p50)\n", "", "", fmt(p.ttftMsP50).c_str(),
                        fmt(st50).c_str(), fmt(p.ttftMsP50 / st50).c_str(), fmt(p.tpotMsP50).c_str(), fmt(sp50).c_str(),
                        fmt(p.tpotMsP50 / sp50).c_str());
        if (rho >= 1.0) {
            ++saturatedCases;
            saturatedSaid += p.saturated;
        } else if (p.saturated) {
            ++saturatedBelow; // below capacity, yet the model said saturated: shown, not hidden
        } else {
            const bool in99 = std::fabs(rt - 1) <= 0.15 && std::fabs(rp - 1) <= 0.15;
            const bool in50 = std::fabs(p.ttftMsP50 / st50 - 1) <= 0.15 && std::fabs(p.tpotMsP50 / sp50 - 1) <= 0.15;
            const bool same = p.pass == (simPass >= 2);
            ++compared;
            within += in99;
            within50 += in50;
            agree += same;
            agreeLong += p.pass == (longPass >= 2);
            if (c.inputTokens >= 32000) {
                ++longCompared;
                longWithin += in99;
                longWithin50 += in50;
                longAgree += same;
            }
        }
    }
    std::printf(
        "\nbelow capacity, not saturated: %d contracts, %d with both p99 ratios within 15 %% (%d with both p50s), %d "
        "with the same verdict (majority of seeds), %d with the long runs'; said saturated below capacity: %d; at or "
        "above capacity: %d of %d said saturated\n",
        compared, within, within50, agree, agreeLong, saturatedBelow, saturatedSaid, saturatedCases);
    std::printf("of them with prompts of 32k tokens or more: %d contracts, %d with both p99 ratios within 15 %% (%d "
                "with both p50s), %d with the same verdict\n",
                longCompared, longWithin, longWithin50, longAgree);
    return 0;
}
