// The layout an unset tensor_parallel takes (core/predict/deployment_layout.h): the one that
// serves the contract best of every TP x PP of the state's accelerators, said in words.
#include "specs.h"

#include "core/predict/deployment.h"
#include "core/predict/deployment_layout.h"
#include "core/predict/predictor.h"

#include <QtTest>

#include <cmath>

using namespace luma;
using luma::test::contract;
using luma::test::contractJson;
using luma::test::machine;
using luma::test::machineJson;

namespace {

nlohmann::json withPrecision(nlohmann::json c, const char* weights, const char* kv, const char* activations) {
    c["precision"] = {{"weights", weights}, {"kv_cache", kv}, {"activations", activations}};
    return c;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    // With no tensor_parallel set the layout is the one that serves the contract best. Llama-2-70B
    // FP8 offline (MLPerf's 294 / 291 tokens, 24,576 requests) on eight H200: eight replicas of
    // TP 1, not one replica of TP 8, the widest TP of the rule before (the figures: 29.7k
    // against 16.5k tok/s; MLPerf submissions on that machine near 34k).
    void unsetLayoutServesTheContractBest() {
        auto j = withPrecision(contractJson("llama-2-70b.json", 294, 291), "fp8", "fp8", "fp8");
        j["workload"]["arrival"]["requests"] = 24576;
        const Contract c = contract(j);
        const Machine m = machine(machineJson("h200", 8));
        const LayoutChoice choice = chooseLayout(m, c, {}, {});
        QVERIFY(choice.searched);
        QVERIFY(choice.options.size() >= 4); // TP 8, 4, 2, 1 of PP 1, and the PP layouts
        QCOMPARE(choice.deployment.tp, 1);
        QCOMPARE(choice.deployment.pp, 1);
        QCOMPARE(choice.deployment.replicas, 8LL);
        const Deployment wide = resolveDeploymentByRule(m, c, {}, {});
        QCOMPARE(wide.tp, 8);
        const double best = predict(c, choice.deployment).throughputTokS, widest = predict(c, wide).throughputTokS;
        QVERIFY2(best > 1.5 * widest, qPrintable(QString("%1 against %2 tok/s").arg(best).arg(widest)));
        QCOMPARE(resolveDeployment(m, c, {}, {}).replicas, 8LL); // every face takes it
        QVERIFY2(has(choice.why, "TP 1 x PP 1 x 8 replicas") && has(choice.why, "TP 8 x PP 1 x 1 replica"),
                 choice.why.c_str());
        const nlohmann::json js = toJson(choice);
        QCOMPARE(js["chosen"]["replicas"].get<long long>(), 8LL);
        QCOMPARE(js["options"].size(), choice.options.size());
        // A layout the machine sets is kept.
        const LayoutChoice set = chooseLayout(machine(machineJson("h200", 8, 8)), c, {}, {});
        QVERIFY(!set.searched);
        QCOMPARE(set.deployment.tp, 8);
        QCOMPARE(resolveDeployment(machine(machineJson("h200", 8, 8)), c, {}, {}).tp, 8);
        // A TPOT limit between the two layouts' TPOT: the layout that passes wins over throughput.
        const double tpot1 = predict(c, choice.deployment).tpotMsP99, tpot8 = predict(c, wide).tpotMsP99;
        QVERIFY(tpot8 < tpot1);
        j["slo"] = {{"tpot_ms_p99", std::sqrt(tpot1 * tpot8)}};
        const Contract tight = contract(j);
        const Deployment passing = resolveDeployment(m, tight, {}, {});
        QVERIFY(passing.tp != choice.deployment.tp || passing.pp != choice.deployment.pp);
        QVERIFY(predict(tight, passing).pass);
        QVERIFY(!predict(tight, choice.deployment).pass);
        // Poisson arrivals every layout serves within the SLOs: the same goodput and EUR, so the
        // widest TP (the lowest latency) stays, as before.
        auto light = withPrecision(contractJson("llama-3.1-8b.json", 1000, 200), "fp8", "fp8", "fp8");
        light["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", 1}, {"requests", 500}};
        const LayoutChoice tie = chooseLayout(machine(machineJson("h100-sxm", 4)), contract(light), {}, {});
        QVERIFY(tie.searched);
        QCOMPARE(tie.chosen, std::size_t(0));
        QCOMPARE(tie.deployment.tp, 4);
    }
};

QTEST_GUILESS_MAIN(TestLayout)
#include "tst_layout.moc"
