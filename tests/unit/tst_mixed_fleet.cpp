// Mixed fleets: a machine with accelerator nodes of several types read as replica groups, the
// Poisson rate split across them by SLO capacity, the model's verdict on the split against the
// simulator's, and the cheapest mix that explore-mix names against a brute-force search.
#include "expect_error.h"
#include "specs.h"

#include "core/model/fleet.h"
#include "core/predict/deployment_layout.h"
#include "core/predict/mixed_fleet.h"
#include "core/predict/predictor.h"
#include "core/search/explore_mix.h"

#include <QtTest>

#include <cmath>

using namespace luma;
using luma::test::contractJson;

namespace {

nlohmann::json accelerator(const std::string& id, const std::string& type, long long count, int tp = 0) {
    nlohmann::json n = {{"id", id}, {"kind", "accelerator"}, {"type", type}, {"count", count}};
    if (tp > 0) n["runtime"] = {{"tensor_parallel", tp}};
    return n;
}

nlohmann::json fleetJson(const nlohmann::json& a, const nlohmann::json& b) {
    return {{"schema", "luma.machine/1"}, {"name", "fleet"}, {"nodes", {a, b}}};
}

Fleet fleet(const nlohmann::json& j) { return parseFleet(j, "fleet.json"); }

// A Poisson contract with latency SLOs (and, where given, a fleet-level throughput floor).
Contract poisson(const std::string& model, long long isl, long long osl, const std::string& precision, double rate,
                 double ttftMs = 2000, double tpotMs = 100) {
    nlohmann::json j = contractJson(model, isl, osl, precision);
    j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", rate}, {"requests", 4000}};
    j["slo"] = {{"ttft_ms_p99", ttftMs}, {"tpot_ms_p99", tpotMs}, {"success_rate_min", 0.99}};
    return luma::test::contract(j);
}

Contract atRate(Contract c, double rate) {
    c.arrival.rateRps = rate;
    return c;
}

// The shapes the agreement test covers: model, prompt and output lengths, precision, two groups,
// and the rate as a multiple of the fleet's SLO capacity (below 1 the model says PASS).
struct FleetCase {
    const char* name;
    const char* model;
    long long isl, osl;
    const char* precision;
    const char *typeA, *typeB;
    long long countA, countB;
    double loadFactor;
    double ttftMs = 2000;
};

const std::vector<FleetCase> kCases = {
    {"chat 8B h100+l4", "llama-3.1-8b.json", 1000, 200, "fp8", "h100-sxm", "l4", 2, 4, 0.85},
    {"chat 8B h100+l4 over", "llama-3.1-8b.json", 1000, 200, "fp8", "h100-sxm", "l4", 2, 4, 1.2},
    {"long prompt 8B h200+l40s", "llama-3.1-8b.json", 8000, 200, "fp8", "h200", "l40s", 1, 2, 0.85, 5000},
    {"long output 8B a100+l4", "llama-3.1-8b.json", 200, 2000, "bf16", "a100-80g", "l4", 2, 2, 0.9},
    {"long output 8B a100+l4 over", "llama-3.1-8b.json", 200, 2000, "bf16", "a100-80g", "l4", 2, 2, 1.25},
    {"chat qwen2.5-7b mi300x+h100", "qwen2.5-7b.json", 1000, 300, "bf16", "mi300x", "h100-sxm", 1, 2, 0.9},
    {"chat mistral-7b a100-40g+l40s", "mistral-7b-v0.3.json", 1500, 300, "bf16", "a100-40g", "l40s", 2, 2, 1.15},
    {"70B h100+mi300x", "llama-3.1-70b.json", 1000, 200, "fp8", "h100-sxm", "mi300x", 2, 2, 0.9},
    {"70B h100+mi300x over", "llama-3.1-70b.json", 1000, 200, "fp8", "h100-sxm", "mi300x", 2, 2, 1.2},
    {"moe qwen3-30b h200+l40s", "qwen3-30b-a3b.json", 2000, 400, "fp8", "h200", "l40s", 1, 2, 0.9},
};

} // namespace

class TestMixedFleet : public QObject {
    Q_OBJECT

private slots:
    void parseErrorsNameTheKey() {
        const auto good = fleetJson(accelerator("h100", "h100-sxm", 2), accelerator("l4", "l4", 4, 1));
        QVERIFY(isMixedFleet(good));
        QCOMPARE(fleet(good).groups.size(), std::size_t{2});
        QVERIFY(!isMixedFleet(luma::test::machineJson("h100-sxm", 2)));
        QVERIFY(!isMixedFleet(nlohmann::json::array()));

        // Every other reader of machines still takes one accelerator kind, and says where a fleet is read.
        LUMA_EXPECT_SPEC_ERROR(parseMachine(good, "fleet.json"), "fleet.json", "nodes[1]",
                               "one accelerator kind per machine", "luma fleet");
        LUMA_EXPECT_SPEC_ERROR(fleet(luma::test::machineJson("h100-sxm", 2)), "fleet.json", "nodes",
                               "two or more types");
        auto j = good;
        j["nodes"][1]["runtime"] = {{"tensor_paralel", 1}};
        LUMA_EXPECT_SPEC_ERROR(fleet(j), "fleet.json", "nodes[1].runtime.tensor_paralel",
                               "did you mean \"tensor_parallel\"");
        j = good;
        j["nodes"][1]["runtime"] = {{"tensor_parallel", 3}};
        LUMA_EXPECT_SPEC_ERROR(fleet(j), "nodes[1].runtime", "must divide the accelerator count (4)");
        j = good;
        j["runtime"] = {{"tensor_parallel", 2}};
        j["nodes"][0]["count"] = 3; // the machine's TP applies to a group without its own
        LUMA_EXPECT_SPEC_ERROR(fleet(j), "fleet.json: runtime", "accelerator count (3) of accelerator node \"h100\"");
        j = good;
        j["nodes"][1]["capacity_gib"] = 48;
        LUMA_EXPECT_SPEC_ERROR(fleet(j), "nodes[1].capacity_gib", "at most the l4's 24 GiB");
        j = good;
        j["nodes"].push_back(accelerator("more", "l4", 2));
        LUMA_EXPECT_SPEC_ERROR(fleet(j), "nodes[2].type", "one replica group per type", "nodes[1] is one");
        j = good;
        j["nodes"].push_back({{"id", "psu"}, {"kind", "power"}, {"power_w", 5000}});
        LUMA_EXPECT_SPEC_ERROR(fleet(j), "nodes[2].kind", "a power node in a mixed fleet");
        // A single-type machine's accelerator node takes no runtime of its own, as before.
        auto single = luma::test::machineJson("h100-sxm", 2);
        single["nodes"][0]["runtime"] = {{"tensor_parallel", 1}};
        LUMA_EXPECT_SPEC_ERROR(luma::test::machine(single), "nodes[0].runtime", "unknown key");
    }

    // A group's own runtime may name its serving stack, over the machine's: each group runs at its
    // part's derating for its stack (H200's TensorRT-LLM engines run the routed experts at their
    // own rate; an MI300X group served by vLLM, with no override, at the part's).
    void eachGroupRunsAtItsStacksDerating() {
        auto a = accelerator("h200", "h200", 2);
        a["runtime"] = {{"serving_stack", "tensorrt-llm"}};
        auto j = fleetJson(a, accelerator("mi300x", "mi300x", 2));
        j["runtime"] = {{"serving_stack", "vllm"}};
        const Fleet f = fleet(j);
        const Catalog& catalog = Catalog::builtin();
        QCOMPARE(f.groups[0].machine.runtime.servingStack, std::string("tensorrt-llm"));
        QCOMPARE(f.groups[0].machine.accelerator, &catalog.forStack(*catalog.find("h200"), "tensorrt-llm"));
        QVERIFY(f.groups[0].machine.accelerator->derating.moeGemm > catalog.find("h200")->derating.moeGemm);
        QCOMPARE(f.groups[1].machine.runtime.servingStack, std::string("vllm"));
        QCOMPARE(f.groups[1].machine.accelerator, catalog.find("mi300x"));
        j["nodes"][1]["runtime"] = {{"serving_stack", "trtllm"}};
        LUMA_EXPECT_SPEC_ERROR(fleet(j), "fleet.json", "nodes[1].runtime.serving_stack", "unknown serving stack",
                               "tensorrt-llm");
    }

    // Each group reads as the single-type machine of its node would; with the other group left
    // out, the fleet's prediction is that machine's.
    void singleTypeIsUnchanged() {
        const Fleet f = fleet(fleetJson(accelerator("h100", "h100-sxm", 2, 1), accelerator("l4", "l4", 4, 1)));
        nlohmann::json alone = luma::test::machineJson("h100-sxm", 2, 1);
        alone["nodes"][0]["id"] = "h100";
        const Machine m = luma::test::machine(alone);
        const Machine& g = f.groups[0].machine;
        QCOMPARE(f.groups[0].node, std::string("h100"));
        QCOMPARE(g.accelerator, m.accelerator);
        QCOMPARE(g.acceleratorCount, m.acceleratorCount);
        QVERIFY(g.runtime == m.runtime);

        const Contract c = poisson("llama-3.1-8b.json", 1000, 200, "fp8", 20);
        const double usdToEur = Catalog::builtin().usdToEur();
        const auto members = fleetMembers(f, c, {}, usdToEur, {2, 0});
        QCOMPARE(members.size(), std::size_t{1});
        const FleetPrediction fp = predictFleet(c, members);
        const Prediction p = predict(c, chooseLayout(m, c, {}, {}).deployment);
        QCOMPARE(fp.groups[0].share, 1.0);
        QCOMPARE(fp.groups[0].prediction.ttftMsP99, p.ttftMsP99);
        QCOMPARE(fp.groups[0].prediction.throughputTokS, p.throughputTokS);
        QCOMPARE(fp.pass, p.pass);
        QCOMPARE(fp.eurPerHour, p.eurPerHour);

        // Left unset, a group's layout is the one with the most SLO capacity, not the one that
        // serves the whole fleet's rate best on its own (chooseLayout: TP 2 here).
        const Fleet unset = fleet(fleetJson(accelerator("h100", "h100-sxm", 2), accelerator("l4", "l4", 4, 1)));
        const Deployment alonePick = chooseLayout(unset.groups[0].machine, c, {}, {}).deployment;
        const FleetMember member = fleetMember(unset.groups[0], c, 0, {}, usdToEur);
        QCOMPARE(alonePick.tp, 2);
        QCOMPARE(member.deployment.tp, 1);
        QVERIFY(member.sloCapacityRps > sloCapacityRps(c, alonePick));
    }

    void splitSumsToTheRateAndRespectsCapacity() {
        const Fleet f = fleet(fleetJson(accelerator("h100", "h100-sxm", 2), accelerator("l4", "l4", 4, 1)));
        const Contract probe = poisson("llama-3.1-8b.json", 1000, 200, "fp8", 1);
        const auto members = fleetMembers(f, probe, {}, Catalog::builtin().usdToEur());
        const double capacity = predictFleet(probe, members).sloCapacityRps;
        QVERIFY(capacity > 0);
        for (double factor : {0.3, 0.9, 1.5}) {
            const FleetPrediction fp = predictFleet(atRate(probe, factor * capacity), members);
            double sum = 0;
            for (const auto& g : fp.groups) {
                QVERIFY2(g.sloCapacityRps > 0, g.name.c_str());
                sum += g.rateRps;
                QVERIFY(std::abs(g.share - g.sloCapacityRps / capacity) < 1e-9);
                if (factor < 1) QVERIFY2(g.rateRps <= g.sloCapacityRps, g.name.c_str());
            }
            QVERIFY(std::abs(sum - factor * capacity) < 1e-9 * capacity);
            QCOMPARE(fp.pass, factor < 1);
        }
        // A floor only the fleet's sum meets is judged on the sum, not asked of each group.
        Contract floor = atRate(probe, 0.5 * capacity);
        const FleetPrediction half = predictFleet(floor, members);
        floor.slo.throughputTokSMin = 0.9 * half.throughputTokS;
        QVERIFY(half.groups[1].prediction.throughputTokS < *floor.slo.throughputTokSMin);
        QVERIFY(predictFleet(floor, members).pass);
        floor.slo.throughputTokSMin = 1.1 * half.throughputTokS;
        QVERIFY(!predictFleet(floor, members).pass);
        // Power and cost likewise: the fleet's W and EUR per 1M tokens, over every group.
        Contract economics = atRate(probe, 0.5 * capacity);
        economics.economics.wattsMax = 1.01 * half.watts;
        economics.economics.eurPerMtokMax = 1.01 * half.eurPerMtok;
        QVERIFY(half.groups[0].watts < half.watts && half.groups[1].watts < half.watts);
        QVERIFY(predictFleet(economics, members).pass);
        economics.economics.wattsMax = 0.99 * half.watts;
        QVERIFY(!predictFleet(economics, members).pass);
        economics.economics.wattsMax.reset();
        economics.economics.eurPerMtokMax = 0.99 * half.eurPerMtok;
        QVERIFY(!predictFleet(economics, members).pass);
        // Only a rate can be split.
        Contract offline = luma::test::contract(contractJson());
        LUMA_EXPECT_SPEC_ERROR(predictFleet(offline, members), "workload.arrival.kind", "Poisson", "offline");
    }

    void predictionAgreesWithTheSimulator() {
        int agree = 0, predictedPass = 0;
        for (const FleetCase& k : kCases) {
            const Fleet f = fleet(fleetJson(accelerator("a", k.typeA, k.countA), accelerator("b", k.typeB, k.countB)));
            const Contract probe = poisson(k.model, k.isl, k.osl, k.precision, 1, k.ttftMs);
            const auto members = fleetMembers(f, probe, {}, Catalog::builtin().usdToEur());
            const double capacity = predictFleet(probe, members).sloCapacityRps;
            QVERIFY2(capacity > 0, k.name);
            const Contract c = atRate(probe, k.loadFactor * capacity);
            const FleetPrediction fp = predictFleet(c, members);
            const FleetSimulation sim = simulateFleet(members, fp, c);
            agree += fp.pass == sim.pass;
            predictedPass += fp.pass;
            QString split;
            for (std::size_t i = 0; i < fp.groups.size(); ++i)
                split += QString(" %1 %2 req/s (%3%) TTFT p99 %4/%5 ms TPOT p99 %6/%7 ms;")
                             .arg(QString::fromStdString(members[i].deployment.accelerator->type))
                             .arg(fp.groups[i].rateRps, 0, 'f', 2)
                             .arg(fp.groups[i].share * 100, 0, 'f', 0)
                             .arg(fp.groups[i].prediction.ttftMsP99, 0, 'f', 0)
                             .arg(sim.groups[i].simulated ? sim.groups[i].result.stats.ttftMsP99 : 0.0, 0, 'f', 0)
                             .arg(fp.groups[i].prediction.tpotMsP99, 0, 'f', 1)
                             .arg(sim.groups[i].simulated ? sim.groups[i].result.stats.tpotMsP99 : 0.0, 0, 'f', 1);
            qInfo("%-30s %5.1f req/s (x%.2f capacity): model %s, simulator %s;%s", k.name, c.arrival.rateRps,
                  k.loadFactor, fp.pass ? "PASS" : "FAIL", sim.pass ? "PASS" : "FAIL", qPrintable(split));
        }
        qInfo("verdicts agree on %d of %zu contracts", agree, kCases.size());
        QVERIFY2(agree >= 9, qPrintable(QString::number(agree)));
        // Both verdicts are among the cases, so agreeing is not one answer given everywhere.
        QVERIFY(predictedPass > 0 && predictedPass < static_cast<int>(kCases.size()));
    }

    // The bundled example: six catalog types, one replica each (two L4), and three contract shapes
    // that every group's type can hold.
    void theExampleFleetReads() {
        const std::string dir = luma::test::sourcePath("resources/examples/mixed-fleet/");
        const Fleet f = loadFleet(dir + "fleet.json");
        QCOMPARE(f.groups.size(), std::size_t{6});
        for (const char* shape : {"chat.json", "long-prompt.json", "long-output.json"}) {
            const Contract c = loadContract(dir + shape);
            const FleetPrediction p = predictFleet(c, fleetMembers(f, c, {}, Catalog::builtin().usdToEur()));
            QVERIFY2(p.pass, shape);
            for (const auto& g : p.groups) QVERIFY2(g.prediction.fits, (g.name + " " + shape).c_str());
        }
    }

    // Every mix of the ranges predicted: the cheapest passing (EUR/h, then W) is explore-mix's;
    // with a headroom, the cheapest whose SLO capacity also reaches rate / (1 - headroom).
    void exploreMixNamesTheCheapestMix_data() {
        QTest::addColumn<double>("headroom");
        QTest::newRow("none") << 0.0;
        QTest::newRow("15 % free") << 0.15;
    }
    void exploreMixNamesTheCheapestMix() {
        QFETCH(double, headroom);
        const Fleet f = fleet(fleetJson(accelerator("h100", "h100-sxm", 1), accelerator("l4", "l4", 1, 1)));
        const Contract probe = poisson("llama-3.1-8b.json", 1000, 200, "fp8", 1);
        const double usdToEur = Catalog::builtin().usdToEur();
        const double oneH100 = predictFleet(probe, fleetMembers(f, probe, {}, usdToEur, {1, 0})).sloCapacityRps;
        // 2.3 H100s' worth: one type alone rounds up, a mix tops up with L4s.
        const Contract c = atRate(probe, 2.3 * oneH100);
        const std::vector<MixRange> ranges = {{0, 4}, {0, 8}};
        const MixResult r = exploreMix(c, f, ranges, {}, usdToEur, headroom);
        QCOMPARE(r.mixes, 5LL * 9 - 1);
        QVERIFY(r.predicted < r.mixes);
        std::optional<MixPoint> best, bestSingle;
        for (long long a = 0; a <= 4; ++a)
            for (long long b = 0; b <= 8; ++b) {
                if (a == 0 && b == 0) continue;
                const std::vector<long long> counts = {a, b};
                FleetPrediction p = predictFleet(c, fleetMembers(f, c, {}, usdToEur, counts));
                if (!p.pass || p.sloCapacityRps < c.arrival.rateRps / (1.0 - headroom)) continue;
                if (!best || cheaperMix(p, best->prediction)) best = MixPoint{counts, p};
                if ((a == 0 || b == 0) && (!bestSingle || cheaperMix(p, bestSingle->prediction)))
                    bestSingle = MixPoint{counts, p};
            }
        QVERIFY(best && r.cheapest && bestSingle && r.cheapestSingle);
        QCOMPARE(r.cheapest->counts, best->counts);
        QCOMPARE(r.cheapestSingle->counts, bestSingle->counts);
        QVERIFY(r.cheapest->prediction.rateRps <= (1.0 - headroom) * r.cheapest->prediction.sloCapacityRps);
        if (headroom == 0) {
            QVERIFY(r.cheapest->counts[0] > 0 && r.cheapest->counts[1] > 0); // a real mix is cheapest here
            QVERIFY(r.saving > 0);
        } else { // that mix runs at 97.5 % of its capacity: the headroom takes another
            QVERIFY(r.cheapest->counts != exploreMix(c, f, ranges, {}, usdToEur).cheapest->counts);
            QVERIFY(r.saving >= 0);
        }
        qInfo("cheapest mix h100 x %lld + l4 x %lld at %.2f EUR/h, %.1f%% of its capacity; one type: %lld + %lld at "
              "%.2f EUR/h (%.1f%% less)",
              r.cheapest->counts[0], r.cheapest->counts[1], r.cheapest->prediction.eurPerHour,
              100 * r.cheapest->prediction.rateRps / r.cheapest->prediction.sloCapacityRps, r.cheapestSingle->counts[0],
              r.cheapestSingle->counts[1], r.cheapestSingle->prediction.eurPerHour, r.saving * 100);
        LUMA_EXPECT_SPEC_ERROR(exploreMix(c, f, {{0, 4}}, {}, usdToEur), "a count range for each");
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, exploreMix(c, f, ranges, {}, usdToEur, 1.0));
    }
};

QTEST_APPLESS_MAIN(TestMixedFleet)
#include "tst_mixed_fleet.moc"
