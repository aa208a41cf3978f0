// The simulator: deterministic for a seed, agrees with the analytic steady state on long runs,
// preempts when incremental KV runs out, and reports what does not fit.
#include "specs.h"

#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/predict/simulator.h"

#include <QtTest>

#include <cmath>

using namespace luma;
using luma::test::contract;
using luma::test::contractJson;
using luma::test::machine;
using luma::test::machineJson;

namespace {
Deployment deploy(const Contract& c, const Machine& m) { return resolveDeployment(m, c.precision, {}, {}); }
} // namespace

class TestSimulator : public QObject {
    Q_OBJECT
private slots:
    void deterministicForASeed() {
        auto j = contractJson("llama-3.1-8b.json", 300, 100);
        j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", 20.0}, {"requests", 400}};
        const Contract c = contract(j);
        const Machine m = machine(machineJson("h100-sxm", 1));
        SimulationOptions a;
        a.seed = 7;
        SimulationResult r1 = simulate(c, deploy(c, m), a), r2 = simulate(c, deploy(c, m), a);
        QCOMPARE(r1.stats.ttftMsP99, r2.stats.ttftMsP99);
        QCOMPARE(r1.stats.durationS, r2.stats.durationS);
        QCOMPARE(r1.iterations, r2.iterations);
        a.seed = 8;
        SimulationResult r3 = simulate(c, deploy(c, m), a);
        QVERIFY(r3.stats.durationS != r1.stats.durationS); // other arrivals
        QCOMPARE(r1.stats.completed, 400LL);
        QCOMPARE(r1.stats.successRate, 1.0);
        // Light load: throughput is the offered load, TTFT is about one prefill.
        QVERIFY(std::fabs(r1.stats.throughputTokS / (20.0 * 100) - 1) < 0.15);
    }
    void longOfflineRunMatchesSteadyState() {
        auto j = contractJson("llama-3.1-8b.json", 200, 800);
        j["workload"]["arrival"]["requests"] = 20000;
        const Contract c = contract(j);
        auto mj = machineJson("h100-sxm", 1);
        mj["runtime"] = {{"kv_admission", "incremental"}, {"max_sequences", 256}};
        const Machine m = machine(mj);
        const Deployment d = deploy(c, m);
        SimulationResult sim = simulate(c, d);
        Prediction p = predict(c, d);
        QVERIFY2(std::fabs(sim.stats.throughputTokS / p.throughputTokS - 1) < 0.15,
                 qPrintable(QString("sim %1 vs model %2").arg(sim.stats.throughputTokS).arg(p.throughputTokS)));
        QVERIFY(std::fabs(sim.stats.tpotMsP50 / p.tpotMsP50 - 1) < 0.2);
        QVERIFY(sim.maxRunning <= 256);
    }
    void incrementalAdmissionPreemptsWhenKvRunsOut() {
        auto j = contractJson("llama-3.1-8b.json", 100, 3000, "bf16");
        j["workload"]["arrival"]["requests"] = 300;
        const Contract c = contract(j);
        auto mj = machineJson("l40s", 1);
        mj["runtime"] = {{"kv_admission", "incremental"}};
        SimulationResult inc = simulate(c, deploy(c, machine(mj)));
        QVERIFY(inc.preemptions > 0);
        QCOMPARE(inc.stats.completed, 300LL); // preempted sequences are recomputed, none lost
        mj["runtime"] = {{"kv_admission", "reserve"}};
        SimulationResult res = simulate(c, deploy(c, machine(mj)));
        QCOMPARE(res.preemptions, 0LL);
        QCOMPARE(res.stats.completed, 300LL);
    }
    void closedLoopKeepsConcurrency() {
        auto j = contractJson("llama-3.1-8b.json", 200, 200);
        j["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 16}, {"requests", 200}};
        const Contract c = contract(j);
        SimulationResult r = simulate(c, deploy(c, machine(machineJson("h200", 1))));
        QCOMPARE(r.stats.completed, 200LL);
        QVERIFY(r.maxRunning <= 16);
        QVERIFY(r.meanRunning > 12);
    }
    void doesNotFit() {
        const Contract c = contract(contractJson("llama-3.1-70b.json", 1000, 1000, "bf16"));
        SimulationResult r = simulate(c, deploy(c, machine(machineJson("l4", 1))));
        QVERIFY(!r.fits);
        QCOMPARE(r.stats.completed, 0LL);
    }
    void reportsProgressAndCanBeCancelled() {
        auto j = contractJson("llama-3.1-8b.json", 200, 100);
        j["workload"]["arrival"]["requests"] = 300;
        const Contract c = contract(j);
        const Deployment d = deploy(c, machine(machineJson("h100-sxm", 1)));
        SimulationOptions o;
        std::vector<ServingProgress> seen;
        o.progress = [&](const ServingProgress& p) { seen.push_back(p); };
        const SimulationResult r = simulate(c, d, o);
        QCOMPARE(static_cast<long long>(seen.size()), r.iterations); // once per iteration
        QCOMPARE(seen.back().completed, r.stats.completed);
        QCOMPARE(seen.back().elapsed, r.stats.durationS);
        for (std::size_t i = 1; i < seen.size(); ++i) QVERIFY(seen[i].elapsed > seen[i - 1].elapsed);
        // Watching does not change the result.
        QCOMPARE(simulate(c, d).stats.ttftMsP99, r.stats.ttftMsP99);

        CancelToken cancel;
        o.cancel = &cancel;
        o.progress = [&](const ServingProgress& p) {
            if (p.iterations == 10) cancel.cancel();
        };
        QVERIFY_THROWS_EXCEPTION(Cancelled, simulate(c, d, o));
        o.progress = nullptr;
        QVERIFY_THROWS_EXCEPTION(Cancelled, simulate(c, d, o)); // already cancelled: stops at once
    }
};

QTEST_APPLESS_MAIN(TestSimulator)
#include "tst_simulator.moc"
