// The simulator: deterministic for a seed, agrees with the analytic steady state on long runs,
// preempts when incremental KV runs out, and reports what does not fit.
#include "specs.h"

#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/predict/simulator.h"
#include "core/predict/speculation.h"
#include "core/predict/step_model.h"

#include <QtTest>

#include <cmath>

using namespace luma;
using luma::test::contract;
using luma::test::contractJson;
using luma::test::machine;
using luma::test::machineJson;

namespace {
Deployment deploy(const Contract& c, const Machine& m) { return resolveDeployment(m, c.precision, {}, {}); }

// Acceptance 0.7, four drafted tokens, the documented draft cost (0.05 of a target step).
Deployment speculating(const Contract& c, const Machine& m) {
    return resolveDeployment(
        m, c, {},
        parseInterventions(
            nlohmann::json::parse(
                R"([{"name": "s", "kind": "speculative_decoding", "acceptance_rate": 0.7, "draft_tokens": 4}])"),
            "i.json", "interventions"));
}

QString speedText(double plain, double spec) {
    return QString("TPOT %1 -> %2 ms (%3x)").arg(plain).arg(spec).arg(plain / spec);
}
} // namespace

class TestSimulator : public QObject {
    Q_OBJECT
private slots:
    void speculativeDecodingGainsAreRealistic() {
        // Issue 10: acceptance 0.7 with 4 drafts cut TPOT 5.5x under heavy prefill load where
        // published gains are 1.2-2x. The draft's k steps each cost at least a pass's launch floor,
        // the verification carries k + 1 queries per sequence through the target's GEMMs, the
        // budget counts them, and engines stop speculating where it no longer pays.
        const Machine m = machine(machineJson("h100-sxm", 1));
        // Batch 1, light load: 2.8 tokens per verification step, the draft's four steps beside.
        auto one = contractJson("llama-3.1-8b.json", 200, 500);
        one["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 1}, {"requests", 20}};
        const Contract c1 = contract(one);
        const Prediction plain1 = predict(c1, resolveDeployment(m, c1, {}, {})),
                         spec1 = predict(c1, speculating(c1, m));
        QVERIFY2(plain1.tpotMsP50 / spec1.tpotMsP50 > 1.3, qPrintable(speedText(plain1.tpotMsP50, spec1.tpotMsP50)));
        QVERIFY2(plain1.tpotMsP50 / spec1.tpotMsP50 < 2.77, qPrintable(speedText(plain1.tpotMsP50, spec1.tpotMsP50)));
        const double simSpec1 = simulate(c1, speculating(c1, m)).stats.tpotMsP50;
        QVERIFY2(std::fabs(spec1.tpotMsP50 / simSpec1 - 1) < 0.05, qPrintable(speedText(spec1.tpotMsP50, simSpec1)));
        // Heavy prefill load: 4k-token prompts for 200-token answers at 0.8 x capacity.
        auto heavy = contractJson("llama-3.1-8b.json", 4000, 200);
        heavy["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", 1.0}, {"requests", 2000}};
        const Contract probe = contract(heavy);
        heavy["workload"]["arrival"]["rate_rps"] =
            0.8 * predict(probe, resolveDeployment(m, probe, {}, {})).capacityRps;
        const Contract c = contract(heavy);
        const Deployment plainD = resolveDeployment(m, c, {}, {}), specD = speculating(c, m);
        const Prediction plain = predict(c, plainD), spec = predict(c, specD);
        QVERIFY(!plain.saturated && !spec.saturated);
        // Published gains are 1.2-2x; 2.1 leaves the model's own uncertainty (the host time per
        // sequence, charged once per speculating sequence, puts it at 2.06x on the H100 fit).
        QVERIFY2(plain.tpotMsP50 / spec.tpotMsP50 > 1.0 && plain.tpotMsP50 / spec.tpotMsP50 <= 2.1,
                 qPrintable(speedText(plain.tpotMsP50, spec.tpotMsP50)));
        const ServingStats simPlain = simulate(c, plainD).stats, simSpec = simulate(c, specD).stats;
        QVERIFY2(simPlain.tpotMsP50 / simSpec.tpotMsP50 > 1.0 && simPlain.tpotMsP50 / simSpec.tpotMsP50 <= 2.1,
                 qPrintable(speedText(simPlain.tpotMsP50, simSpec.tpotMsP50)));
        QVERIFY2(std::fabs(spec.tpotMsP50 / simSpec.tpotMsP50 - 1) < 0.15,
                 qPrintable(speedText(spec.tpotMsP50, simSpec.tpotMsP50)));
        // Large batches of short sequences stop speculating: the verification's k + 1 queries
        // turn the step compute-bound (long contexts keep it bound by KV reads, where it pays).
        const ModelShape& shape = *c.model;
        const StepModel sm(shape, specD);
        const double limit = speculationBatchLimit(sm, specD, shape, 300);
        QVERIFY2(limit >= 1 && limit < static_cast<double>(specD.runtime.maxSequences),
                 qPrintable(QString::number(limit)));
        // Offline at the largest batch: never slower than decoding plainly.
        const Contract offline = contract(contractJson("llama-3.1-8b.json", 1000, 1000));
        const Prediction po = predict(offline, resolveDeployment(m, offline, {}, {})),
                         so = predict(offline, speculating(offline, m));
        QVERIFY2(so.throughputTokS >= po.throughputTokS * 0.999,
                 qPrintable(QString("%1 -> %2 tok/s").arg(po.throughputTokS).arg(so.throughputTokS)));
    }
    void kvOffloadOnlyWhereItPays() {
        // A runtime spills KV to the host tier when its HBM pool is short, not to admit more
        // sequences than HBM holds when each step would then read them back over the host link:
        // 3,000 offline requests of an 8B model on an H100 ran 2,048 sequences with 86 % of their
        // KV on the host, 7,423 -> 1,223 tok/s.
        auto mj = machineJson("h100-sxm", 1);
        mj["nodes"].push_back({{"id", "dram"},
                               {"kind", "memory"},
                               {"tier", "host-dram"},
                               {"capacity_gib", 1024},
                               {"bandwidth_gbps", 64}});
        const Machine m = machine(mj);
        const auto offload =
            parseInterventions(nlohmann::json::parse(R"([{"name": "o", "kind": "kv_offload"}])"), "i.json", "i");
        const Contract c = contract(contractJson("llama-3.1-8b.json", 1000, 200));
        const Deployment plainD = resolveDeployment(m, c, {}, {}), offD = resolveDeployment(m, c, {}, offload);
        const Prediction plain = predict(c, plainD), off = predict(c, offD);
        QVERIFY(off.kvTokenCapacity > plain.kvTokenCapacity * 10); // the host tier is there
        QCOMPARE(off.shareHost, 0.0);
        QCOMPARE(off.throughputTokS, plain.throughputTokS);
        QCOMPARE(simulate(c, offD).stats.throughputTokS, simulate(c, plainD).stats.throughputTokS);
        // A 128k-token sequence that HBM cannot hold (24 GiB): the host tier makes it fit, read
        // over the host link.
        auto longJ = contractJson("llama-3.1-8b.json", 128000, 512);
        longJ["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 1}, {"requests", 2}};
        const Contract lc = contract(longJ);
        MachineState small;
        small.hbmGib = 24;
        const Prediction shortPlain = predict(lc, resolveDeployment(m, lc, small, {}));
        const Deployment longOff = resolveDeployment(m, lc, small, offload);
        const Prediction spilled = predict(lc, longOff);
        QVERIFY(!shortPlain.fits);
        QVERIFY(spilled.fits);
        QVERIFY(spilled.shareHost > 0);
        const SimulationResult s = simulate(lc, longOff);
        QVERIFY(s.fits && s.stats.completed == 2);
        QVERIFY2(std::fabs(spilled.tpotMsP50 / s.stats.tpotMsP50 - 1) < 0.15,
                 qPrintable(speedText(spilled.tpotMsP50, s.stats.tpotMsP50)));
    }
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
