// A contract no machine can pass (a throughput floor above the offered load) is refused as
// infeasible, naming the numbers, by predict, explore and the campaign a qualification runs;
// never judged FAIL with a binding resource to buy.
#include "expect_error.h"
#include "specs.h"
#include "synthetic_campaign.h"

#include "core/model/campaign.h"
#include "core/model/feasibility.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/search/explore.h"
#include "core/util/spec_error.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace luma;
using luma::test::contract;
using luma::test::contractJson;
using luma::test::machine;
using luma::test::machineJson;

namespace {

// The case: 5,000 tok/s asked of 10 req/s x 256 output tokens = 2,560 tok/s.
nlohmann::json askedTooMuch(double floor = 5000) {
    auto j = contractJson("llama-3.1-8b.json", 1000, 256);
    j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", 10}, {"requests", 1000}};
    j["slo"] = {{"throughput_tok_s_min", floor}};
    return j;
}

void expectInfeasible(const std::function<void()>& f) {
    try {
        f();
        QFAIL("accepted an infeasible contract");
    } catch (const SpecError& e) {
        const std::string what = e.what();
        QCOMPARE(e.key(), std::string("slo.throughput_tok_s_min"));
        for (const char* part : {"infeasible", "5000 tok/s", "10 req/s", "256 output tokens", "2560 tok/s"})
            QVERIFY2(what.find(part) != std::string::npos, what.c_str());
    }
}

} // namespace

class TestFeasibility : public QObject {
    Q_OBJECT
private slots:
    void throughputAboveTheOfferedLoadIsRefused() {
        const Contract c = contract(askedTooMuch());
        const Infeasibility i = infeasibility(c);
        QVERIFY(i);
        const Machine m = machine(machineJson("h100-sxm", 8));
        expectInfeasible([&] { predict(c, resolveDeployment(m, c, {}, {})); });
        const Space s = parseSpace(
            {{"schema", "luma.space/1"}, {"dims", {{{"resource", "accelerator_count"}, {"levels", {1, 2, 4, 8}}}}}},
            "space.json");
        expectInfeasible([&] { explore(c, m, s); });
    }
    void aFloorAtOrBelowTheOfferedLoadIsJudged() {
        // 2,560 tok/s is exactly what arrives: a machine that keeps up passes it.
        const Contract c = contract(askedTooMuch(2560));
        QVERIFY(!infeasibility(c));
        const Prediction p = predict(c, resolveDeployment(machine(machineJson("h100-sxm", 1)), c, {}, {}));
        QVERIFY(p.pass);
        // Offline and closed loops offer what the machine takes: never infeasible by their rate.
        auto offline = askedTooMuch(1e9);
        offline["workload"]["arrival"] = {{"kind", "offline"}, {"requests", 100}};
        QVERIFY(!infeasibility(contract(offline)));
    }
    void aCampaignOfAnInfeasibleContractIsRefusedBeforeAnyRun() {
        QTemporaryDir dir;
        const std::string file = test::writeSyntheticCampaign(dir.path().toStdString(), "c", [](nlohmann::json& c) {
            c["contract"] = {{"schema", "luma.contract/1"},
                             {"name", "too-much"},
                             {"workload",
                              {{"input_tokens", 1000},
                               {"output_tokens", 256},
                               {"arrival", {{"kind", "poisson"}, {"rate_rps", 10}}}}},
                             {"slo", {{"throughput_tok_s_min", 5000}}}};
        });
        expectInfeasible([&] { loadCampaign(file); });
    }
};

QTEST_APPLESS_MAIN(TestFeasibility)
#include "tst_feasibility.moc"
