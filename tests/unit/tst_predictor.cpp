// Predictor physics: monotonic in every resource, capacity limits, precisions, parallelism,
// arrivals and interventions behave as the hardware would.
#include "expect_error.h"
#include "specs.h"

#include "core/catalog/catalog.h"
#include "core/predict/deployment.h"
#include "core/predict/prediction_json.h"
#include "core/predict/predictor.h"
#include "core/predict/queueing.h"
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

Prediction run(const Contract& c, const Machine& m, const MachineState& s = {},
               const std::vector<Intervention>& iv = {}) {
    return predict(c, resolveDeployment(m, c.precision, s, iv));
}

Intervention intervention(const std::string& json) {
    return parseIntervention(nlohmann::json::parse(json), "i.json", "i");
}

// A part the catalog has not calibrated (parts are calibrated one by one as published rows
// arrive, so the test takes one that is left) on which `c` deploys and fits; "" when none is.
std::string uncalibratedFor(const Contract& c) {
    for (const Accelerator& a : Catalog::builtin().accelerators()) {
        if (a.derating.calibrated) continue;
        const Prediction p = run(c, machine(machineJson(a.type, 1)));
        if (p.deployable && p.fits) return a.type;
    }
    return {};
}

} // namespace

class TestPredictor : public QObject {
    Q_OBJECT
private slots:
    void poissonQuantilesHoldFarOut() {
        // exp(-m) underflows to 0 above m ~ 745: every quantile then collapsed to its floor and
        // a gated batch's TTFT came out as if no prompt shared its iteration.
        QVERIFY(std::abs(luma::queueing::poissonQuantile(1000, 0.5) - 1000) <= 2);
        QVERIFY(luma::queueing::poissonQuantile(1000, 0.99) > 1060);
        QCOMPARE(luma::queueing::poissonQuantile(3, 0.5), 3.0); // the small-mean sum, as before
        // 20,000 req/s at 50 ms iterations: about 1,000 prompts share an iteration.
        const double bare = 0.01, delta = 1e-5;
        const double far = luma::queueing::gatedBatchQuantile(20000, bare, delta, 0.05, 0.99);
        QVERIFY2(far > bare + 1500 * delta, qPrintable(QString::number(far)));
        QVERIFY(std::isfinite(far));
    }
    // Near capacity the decode batch's law ran past the slots (70B 4k/512 on 4 H200 TP4 at
    // 0.983 x capacity: mean 65,728 decoders against 592 slots): TPOT p50 collapsed to a lone
    // decoder's step (9.99 against the simulation's 69.85 ms) and the slot wait vanished (TTFT
    // p99 14.5 s at 0.982 x, 2.37 s at 0.983 x). Both must rise with the load up to capacity.
    void nearSaturationLatencyNeverFallsWithLoad_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<qlonglong>("isl");
        QTest::addColumn<qlonglong>("osl");
        QTest::addColumn<QString>("gpu");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("tp");
        QTest::newRow("70B 4k/512 on 4 H200 TP4") << "llama-3.1-70b.json" << 4000LL << 512LL << "h200" << 4 << 4;
        QTest::newRow("8B 1k/200 on one H100") << "llama-3.1-8b.json" << 1000LL << 200LL << "h100-sxm" << 1 << 0;
        QTest::newRow("70B 2k/500 on 8 H100 TP8") << "llama-3.1-70b.json" << 2000LL << 500LL << "h100-sxm" << 8 << 8;
        QTest::newRow("8B 1k/200 on 2 H100 TP2") << "llama-3.1-8b.json" << 1000LL << 200LL << "h100-sxm" << 2 << 2;
    }
    void nearSaturationLatencyNeverFallsWithLoad() {
        QFETCH(QString, model);
        QFETCH(qlonglong, isl);
        QFETCH(qlonglong, osl);
        QFETCH(QString, gpu);
        QFETCH(int, count);
        QFETCH(int, tp);
        auto j = contractJson(model.toStdString(), isl, osl);
        j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", 1.0}, {"requests", 3000}};
        const Machine m = machine(machineJson(gpu.toStdString(), count, tp));
        const Deployment d = resolveDeployment(m, contract(j).precision, {}, {});
        const double capacity = predict(contract(j), d).capacityRps;
        Prediction prev;
        bool first = true;
        for (double f = 0.95; f <= 0.9995; f += 0.0005) {
            j["workload"]["arrival"]["rate_rps"] = f * capacity;
            const Prediction p = predict(contract(j), d);
            const QString at = QString("at %1 x capacity: TPOT p50 %2 (before %3), TTFT p99 %4 (before %5)")
                                   .arg(f, 0, 'f', 4)
                                   .arg(p.tpotMsP50)
                                   .arg(prev.tpotMsP50)
                                   .arg(p.ttftMsP99)
                                   .arg(prev.ttftMsP99);
            QVERIFY2(std::isfinite(p.tpotMsP50) && p.tpotMsP50 > 0, qPrintable(at));
            if (!first) {
                QVERIFY2(p.tpotMsP50 >= prev.tpotMsP50 * (1.0 - 1e-6), qPrintable(at));
                QVERIFY2(p.saturated || !prev.saturated, qPrintable(at)); // once saturated, it stays
                if (!p.saturated) QVERIFY2(p.ttftMsP99 >= prev.ttftMsP99 * (1.0 - 1e-6), qPrintable(at));
            }
            prev = p;
            first = false;
        }
    }
    void theReviewersContractFailsNearSaturation() {
        // The reviewer's contract (tests/data would not hold it better): TPOT p50 under 50 ms at
        // 4.715 req/s, which the simulation fails (69.85 ms); the predictor said PASS at 9.99.
        auto c70 = contractJson("llama-3.1-70b.json", 4000, 512);
        c70["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", 4.715}, {"requests", 3000}};
        c70["slo"] = {{"ttft_ms_p99", 5000}, {"tpot_ms_p50", 50}};
        const Prediction p70 = run(contract(c70), machine(machineJson("h200", 4, 4)));
        QVERIFY2(!p70.pass && p70.tpotMsP50 > 50, qPrintable(QString("TPOT p50 %1 ms").arg(p70.tpotMsP50)));
    }
    void gammaTailAtATinyShape() {
        // The gamma law's tail at a tiny shape (Wilson-Hilferty gave 1e-275): the exact law's,
        // k E1(y) for k -> 0: shape 3e-4, y 3.3e-4: about 2.4e-3.
        const double mean = 600, variance = 1.08e9;
        const double tail = luma::queueing::gammaTail(mean, variance, 591.5);
        QVERIFY2(tail > 1e-3 && tail < 5e-3, qPrintable(QString::number(tail)));
        QVERIFY(luma::queueing::gammaQuantile(mean, variance, 0.9999) > 591.5);
    }
    // An iteration's token budget holds floor(prefill tokens / isl) prompts, fewer as the
    // decoders take more of it. The prompts beyond it were left out of the tagged prompt's
    // iteration, so a smaller cap gave a shorter wait: 8B 1k/200 on one H100 at 0.9245 ->
    // 0.925 x capacity TTFT p99 167.4 -> 164.9 ms; 70B 2k/500 on 8 H100 TP8 at 0.8755 -> 0.876
    // 443.7 -> 404.4 ms. The tagged prompt is any of those that arrived together, and beyond
    // the cap it waits one more iteration.
    void ttftNeverFallsAsTheBudgetFills_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<qlonglong>("isl");
        QTest::addColumn<qlonglong>("osl");
        QTest::addColumn<int>("count"); // H100s
        QTest::addColumn<int>("tp");
        QTest::addColumn<double>("from"); // x capacity
        QTest::addColumn<double>("to");
        QTest::newRow("8B 1k/200 on one H100") << "llama-3.1-8b.json" << 1000LL << 200LL << 1 << 0 << 0.915 << 0.935;
        QTest::newRow("70B 2k/500 on 8 H100 TP8") << "llama-3.1-70b.json" << 2000LL << 500LL << 8 << 8 << 0.87 << 0.88;
    }
    void ttftNeverFallsAsTheBudgetFills() {
        QFETCH(QString, model);
        QFETCH(qlonglong, isl);
        QFETCH(qlonglong, osl);
        QFETCH(int, count);
        QFETCH(int, tp);
        QFETCH(double, from);
        QFETCH(double, to);
        auto j = contractJson(model.toStdString(), isl, osl);
        j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", 1.0}, {"requests", 3000}};
        const Deployment d =
            resolveDeployment(machine(machineJson("h100-sxm", count, tp)), contract(j).precision, {}, {});
        const double capacity = predict(contract(j), d).capacityRps;
        double prev = 0;
        for (int i = 0; i <= 40; ++i) {
            const double f = from + (to - from) * i / 40.0;
            j["workload"]["arrival"]["rate_rps"] = f * capacity;
            const Prediction p = predict(contract(j), d);
            QVERIFY(!p.saturated);
            QVERIFY2(p.ttftMsP99 >= prev * (1.0 - 1e-6),
                     qPrintable(QString("at %1 x capacity: TTFT p99 %2, before %3").arg(f).arg(p.ttftMsP99).arg(prev)));
            prev = p.ttftMsP99;
        }
    }
    // The M/D/1 decay's Newton started at 2 / rho: below rho ~ 1e-15 x - ln(1 + x / rho)
    // rounded to x, Newton landed on 0, C = -1 and the tail scale was infinite (TTFT p99
    // 23.65 ms at 1e-15 req/s, 37.92 at 1e-16; NaN below rho ~ 1e-154).
    void vanishingLoadsHaveNoWaitTail_data() {
        QTest::addColumn<double>("rho");
        QTest::newRow("load 1e-13") << 1e-13;
        QTest::newRow("load 1e-16") << 1e-16;
        QTest::newRow("load 1e-100") << 1e-100;
        QTest::newRow("load 1e-200") << 1e-200;
        QTest::newRow("load 1e-320, subnormal") << 1e-320;
    }
    void vanishingLoadsHaveNoWaitTail() {
        QFETCH(double, rho);
        const luma::queueing::Quantiles m = luma::queueing::md1WaitQuantiles(rho, 1.0, 0.5, 0.99);
        QVERIFY(m.lo == 0 && m.hi == 0 && std::isfinite(m.scale) && m.tail >= 0 && m.tail <= rho);
        QCOMPARE(luma::queueing::unionQuantile(0.02, 0.01, 0.005, 0.0099, m.tail, m.scale), 0.02);
    }
    void vanishingRatesWaitForNothing_data() {
        QTest::addColumn<double>("rate");
        QTest::newRow("1e-15 req/s") << 1e-15;
        QTest::newRow("1e-16 req/s") << 1e-16;
        QTest::newRow("1e-100 req/s") << 1e-100;
        QTest::newRow("1e-200 req/s") << 1e-200;
    }
    void vanishingRatesWaitForNothing() {
        QFETCH(double, rate);
        auto j = contractJson("llama-3.1-8b.json", 1000, 200);
        const Machine m = machine(machineJson("h100-sxm", 1));
        const auto at = [&](double r) {
            j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", r}, {"requests", 1000}};
            return run(contract(j), m);
        };
        const Prediction light = at(1e-9);
        const Prediction p = at(rate);
        const QString text = QString("TTFT %1 / %2 ms against %3 / %4")
                                 .arg(p.ttftMsP50)
                                 .arg(p.ttftMsP99)
                                 .arg(light.ttftMsP50)
                                 .arg(light.ttftMsP99);
        QVERIFY2(std::isfinite(p.ttftMsP50) && std::isfinite(p.ttftMsP99), qPrintable(text));
        QVERIFY2(std::fabs(p.ttftMsP50 / light.ttftMsP50 - 1) < 1e-3 &&
                     std::fabs(p.ttftMsP99 / light.ttftMsP99 - 1) < 1e-3,
                 qPrintable(text));
    }
    void promptQueueBeyondCapacityNeverSettles() {
        // A prompt queue loaded past 1 waits without end: its tail mass is all of it, and the
        // union of waits stays unbounded (with no mass given, the gated batch's finite p99 came
        // out: a 1-token budget, 8B 1k/200 at 0.27 req/s read TTFT p99 5.2 s under a p50 of 3,748 s).
        const luma::queueing::Quantiles m = luma::queueing::md1WaitQuantiles(2.0, 1.0, 0.5, 0.99);
        QVERIFY(std::isinf(m.hi) && m.tail == 1.0);
        QVERIFY(std::isinf(luma::queueing::unionQuantile(0.02, 0.01, 0.005, m.hi, m.tail, m.scale)));
        auto j = contractJson("llama-3.1-8b.json", 1000, 200);
        j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", 0.267}, {"requests", 1000}};
        auto mj = machineJson("h100-sxm", 1);
        mj["runtime"]["max_batched_tokens"] = 1;
        const Prediction p = run(contract(j), machine(mj));
        QVERIFY2(p.saturated && p.ttftMsP99 >= p.ttftMsP50,
                 qPrintable(QString("TTFT %1 / %2 ms").arg(p.ttftMsP50).arg(p.ttftMsP99)));
    }
    void moreBandwidthIsNeverSlower_data() {
        QTest::addColumn<QString>("model");
        QTest::newRow("llama-3.1-8b, dense") << "llama-3.1-8b.json";
        QTest::newRow("mixtral-8x7b, MoE") << "mixtral-8x7b.json";
        QTest::newRow("deepseek-v3, MoE with latent attention") << "deepseek-v3.json";
    }
    void moreBandwidthIsNeverSlower() {
        QFETCH(QString, model);
        const Contract c = contract(contractJson(model.toStdString()));
        const Machine m = machine(machineJson("h200", 8));
        Prediction prev;
        for (int i = 1; i <= 20; ++i) {
            MachineState s;
            s.hbmBandwidthFraction = i / 20.0;
            Prediction p = run(c, m, s);
            QVERIFY(p.fits);
            if (i > 1) {
                QVERIFY(p.throughputTokS >= prev.throughputTokS * (1 - 1e-12));
                QVERIFY(p.tpotMsP50 <= prev.tpotMsP50 * (1 + 1e-12));
                QVERIFY(p.ttftMsP99 <= prev.ttftMsP99 * (1 + 1e-12));
            }
            prev = p;
        }
        // And it matters: a quarter of the bandwidth must cost throughput.
        MachineState quarter;
        quarter.hbmBandwidthFraction = 0.25;
        QVERIFY(run(c, m, quarter).throughputTokS < prev.throughputTokS * 0.9);
    }
    void moreComputeAndInterconnectNeverSlower() {
        const Contract c = contract(contractJson("llama-3.1-70b.json", 2000, 200));
        const Machine m = machine(machineJson("h100-sxm", 4));
        double lastCompute = 0, lastLink = 0;
        for (double f : {0.1, 0.3, 0.5, 0.8, 1.0}) {
            MachineState s;
            s.computeFraction = f;
            double t = run(c, m, s).throughputTokS;
            QVERIFY(t >= lastCompute);
            lastCompute = t;
            MachineState l;
            l.interconnectGbps = f * 450;
            double u = run(c, m, l).throughputTokS;
            QVERIFY(u >= lastLink);
            lastLink = u;
        }
    }
    void moreMemoryNeverFewerSequences() {
        const Contract c = contract(contractJson("llama-3.1-8b.json"));
        const Machine m = machine(machineJson("h100-sxm", 1));
        double lastTokens = -1, lastConcurrency = -1, lastThroughput = -1;
        bool everFailed = false;
        for (double gib = 8; gib <= 80; gib += 2) {
            MachineState s;
            s.hbmGib = gib;
            Prediction p = run(c, m, s);
            everFailed |= !p.fits;
            QVERIFY(p.kvTokenCapacity >= lastTokens);
            QVERIFY(p.concurrency >= lastConcurrency);
            QVERIFY(p.throughputTokS >= lastThroughput);
            lastTokens = p.kvTokenCapacity;
            lastConcurrency = p.concurrency;
            lastThroughput = p.throughputTokS;
        }
        QVERIFY(everFailed); // 8 GiB cannot hold 8 B parameters in FP8 plus KV
    }
    void modelThatDoesNotFitFailsOnCapacity() {
        Contract c = contract(contractJson("llama-3.1-405b.json", 1000, 1000, "bf16"));
        Prediction p = run(c, machine(machineJson("l4", 1)));
        QVERIFY(!p.fits);
        QVERIFY(!p.pass);
        QVERIFY(p.binding == Binding::HbmCapacity);
        QCOMPARE(p.throughputTokS, 0.0);
        QVERIFY(p.weightsGib > 700);
    }
    void precisionShrinksMemory() {
        const Machine m = machine(machineJson("h200", 1));
        Prediction bf16 = run(contract(contractJson("llama-3.1-8b.json", 1000, 1000, "bf16")), m);
        Prediction fp8 = run(contract(contractJson("llama-3.1-8b.json", 1000, 1000, "fp8")), m);
        auto w4 = contractJson("llama-3.1-8b.json", 1000, 1000, "int4");
        w4["precision"]["activations"] = "fp8"; // INT4 weight-only: no accelerator here has INT4 math
        Prediction int4 = run(contract(w4), m);
        QVERIFY(fp8.weightsGib < bf16.weightsGib * 0.6);
        QVERIFY(int4.weightsGib < fp8.weightsGib * 0.75);
        QVERIFY(fp8.kvTokenCapacity > bf16.kvTokenCapacity * 1.9); // 1-byte KV holds twice the tokens
        QVERIFY(fp8.throughputTokS > bf16.throughputTokS);
    }
    void kvHeadsReplicateBeyondTheirCount() {
        // 8 KV heads over TP 16 (two nodes' worth): each rank still holds one head.
        const Contract c = contract(contractJson("llama-3.1-405b.json"));
        const Machine tp8 = machine(machineJson("h200", 8, 8));
        const Machine tp16 = machine(machineJson("h200", 16, 16));
        Prediction a = run(c, tp8), b = run(c, tp16);
        QVERIFY(a.fits && b.fits);
        // Twice the memory, but the KV per token per rank stops shrinking past 8 ranks.
        QVERIFY(b.kvTokenCapacity < a.kvTokenCapacity * 2.5);
    }
    void moeReadsOnlyTouchedExpertsAtSmallBatch() {
        auto j = contractJson("mixtral-8x7b.json", 100, 100);
        j["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 1}};
        const Machine m = machine(machineJson("h100-sxm", 1));
        Prediction one = run(contract(j), m);
        // One sequence touches 2 of 8 experts: bytes per token well below the full weights.
        QVERIFY(one.bytesPerToken < one.weightsGib * 1024 * 1024 * 1024 * 0.45);
        j["workload"]["arrival"]["concurrency"] = 256;
        Prediction many = run(contract(j), m);
        QVERIFY(many.bytesPerToken < one.bytesPerToken); // weights amortised over the batch
    }
    void tensorParallelAllReduceCostsInterconnect() {
        const Contract c = contract(contractJson("llama-3.1-70b.json", 128, 128));
        const Machine m = machine(machineJson("l40s", 4));
        Prediction p = run(c, m);
        QVERIFY(p.shareComm > 0.05); // PCIe-class links are visible in the iteration time
        MachineState fast;
        fast.interconnectGbps = 900;
        QVERIFY(run(c, m, fast).shareComm < p.shareComm);
    }
    void pipelineAndReplicas() {
        const Contract c = contract(contractJson("llama-3.1-8b.json"));
        auto j = machineJson("h100-sxm", 4);
        j["runtime"] = {{"tensor_parallel", 1}, {"pipeline_parallel", 1}};
        Prediction replicas = run(c, machine(j));
        QCOMPARE(replicas.replicas, 4LL);
        auto one = machineJson("h100-sxm", 1);
        QVERIFY(std::fabs(replicas.throughputTokS / run(c, machine(one)).throughputTokS - 4) < 0.05);
        j["runtime"] = {{"tensor_parallel", 2}, {"pipeline_parallel", 2}};
        Prediction pp = run(c, machine(j));
        QCOMPARE(pp.pp, 2);
        QCOMPARE(pp.tp, 2);
        QVERIFY(pp.fits && pp.throughputTokS > 0);
    }
    void arrivals() {
        auto j = contractJson("llama-3.1-8b.json", 500, 200);
        const Machine m = machine(machineJson("h100-sxm", 1));
        j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", 1.0}};
        Prediction light = run(contract(j), m);
        QVERIFY(!light.saturated);
        QVERIFY(std::fabs(light.throughputTokS - 200.0) < 1e-6); // it serves what arrives
        QVERIFY(light.concurrency < 20);
        j["workload"]["arrival"]["rate_rps"] = 1000.0;
        j["slo"] = {{"ttft_ms_p99", 1000}};
        Prediction heavy = run(contract(j), m);
        QVERIFY(heavy.saturated);
        QVERIFY(!heavy.pass);
        QVERIFY(std::isinf(heavy.ttftMsP99));
        j["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 8}};
        j.erase("slo");
        Prediction closed = run(contract(j), m);
        QCOMPARE(closed.concurrency, 8.0);
        QVERIFY(closed.tpotMsP50 < light.tpotMsP50 * 3);
    }
    void verdictAndMargins() {
        auto j = contractJson("llama-3.1-8b.json");
        j["slo"] = {{"tpot_ms_p99", 1000}, {"throughput_tok_s_min", 1e9}};
        Prediction p = run(contract(j), machine(machineJson("h100-sxm", 1)));
        QVERIFY(!p.pass);
        QCOMPARE(p.slos.count, 2);
        QVERIFY(p.slos.checks[0].pass && p.slos.checks[0].margin > 0);
        QVERIFY(!p.slos.checks[1].pass && p.slos.checks[1].margin < 0);
        QCOMPARE(p.slos.firstFailed, 1);
        QVERIFY(p.binding != Binding::None);
        QVERIFY(p.eurPerMtok > 0 && p.watts > 0 && p.bytesPerToken > 0);
        QVERIFY(p.watts <= 700.0); // one H100 never draws more than its TDP
    }
    void powerCapSlowsCompute() {
        const Contract c = contract(contractJson("llama-3.1-8b.json", 4000, 100));
        const Machine m = machine(machineJson("h100-sxm", 1));
        MachineState capped;
        capped.powerW = 350;
        Prediction full = run(c, m), half = run(c, m, capped);
        QVERIFY(half.throughputTokS < full.throughputTokS);
        QVERIFY(half.watts <= 350.0 + 1e-9);
    }
    void interventions() {
        const Contract c = contract(contractJson("llama-3.1-70b.json", 2000, 2000, "bf16"));
        const Machine m = machine(machineJson("h100-sxm", 4));
        Prediction base = run(c, m);
        Prediction kv8 = run(c, m, {}, {intervention(R"({"name":"kv","kind":"kv_precision","value":"fp8"})")});
        QVERIFY(kv8.kvTokenCapacity > base.kvTokenCapacity * 1.9);
        Prediction w4 = run(c, m, {}, {intervention(R"({"name":"w","kind":"weight_precision","value":"int4"})")});
        QVERIFY(w4.weightsGib < base.weightsGib * 0.3);
        Prediction zip = run(c, m, {}, {intervention(R"({"name":"z","kind":"compression","ratio":2,"power_w":10})")});
        QVERIFY(zip.tpotMsP50 < base.tpotMsP50);
        Prediction batch = run(c, m, {}, {intervention(R"({"name":"b","kind":"max_batch","value":4})")});
        QVERIFY(batch.concurrency <= 4);
        QVERIFY(batch.binding == Binding::BatchLimit);
        auto j = machineJson("h100-sxm", 4);
        j["nodes"].push_back({{"id", "dram"},
                              {"kind", "memory"},
                              {"tier", "host-dram"},
                              {"capacity_gib", 2048},
                              {"bandwidth_gbps", 128}});
        const Machine host = machine(j);
        Prediction off = run(c, host, {}, {intervention(R"({"name":"o","kind":"kv_offload"})")});
        QVERIFY(off.kvTokenCapacity > base.kvTokenCapacity * 2);

        auto single = contractJson("llama-3.1-8b.json", 200, 500);
        single["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 1}};
        const Contract one = contract(single);
        const Machine h = machine(machineJson("h100-sxm", 1));
        Prediction plain = run(one, h);
        Prediction spec = run(
            one, h, {},
            {intervention(
                R"({"name":"s","kind":"speculative_decoding","acceptance_rate":0.8,"draft_tokens":4,"draft_cost":0.05})")});
        QVERIFY(spec.tpotMsP50 < plain.tpotMsP50 * 0.6); // ~3.4 tokens per verification step
        Prediction tp = run(contract(contractJson("llama-3.1-8b.json")), machine(machineJson("h100-sxm", 2)), {},
                            {intervention(R"({"name":"t","kind":"tensor_parallel","value":1})")});
        QCOMPARE(tp.tp, 1);
        QCOMPARE(tp.replicas, 2LL);
    }
    void closedLoopAboveTheSpeculationLimitDecodesPlainly() {
        // 1,600 closed-loop clients of 200/100 tokens with speculative decoding on one H100: the
        // decode batch is above the speculation batch limit (about 775 here), where the engine
        // decodes plainly, one query per decoder (the batch scheduler). The closed loop's cohort
        // and the prompt waves counted k + 1 = 5 per decoder: the budget left for prompts went
        // negative, one prompt per cohort, TTFT p50 335 against the simulation's 159 ms and TPOT
        // 167 against 110 ms.
        auto j = contractJson("llama-3.1-8b.json", 200, 100);
        j["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 1600}, {"requests", 8 * 1600}};
        const Contract c = contract(j);
        const Machine m = machine(machineJson("h100-sxm", 1));
        const Deployment d = resolveDeployment(
            m, c.precision, {},
            {intervention(R"({"name":"s","kind":"speculative_decoding","acceptance_rate":0.7,"draft_tokens":4})")});
        const StepModel sm(*c.model, d);
        const double limit = speculationBatchLimit(sm, d, *c.model, 200 + 100 / 2.0);
        QVERIFY2(limit >= 1 && limit < 1600, qPrintable(QString::number(limit)));
        const Prediction p = predict(c, d);
        QVERIFY(p.decodeBatch > limit);
        const ServingStats s = simulate(c, d).stats;
        const QString text = QString("TTFT p50 %1 against %2 ms, TPOT p99 %3 against %4 ms")
                                 .arg(p.ttftMsP50)
                                 .arg(s.ttftMsP50)
                                 .arg(p.tpotMsP99)
                                 .arg(s.tpotMsP99);
        QVERIFY2(std::fabs(p.ttftMsP50 / s.ttftMsP50 - 1) < 0.05, qPrintable(text));
        QVERIFY2(std::fabs(p.tpotMsP99 / s.tpotMsP99 - 1) < 0.05, qPrintable(text));
    }
    void contractWithoutModelIsAClearError() {
        auto j = contractJson();
        j.erase("model");
        LUMA_EXPECT_SPEC_ERROR(run(contract(j), machine(machineJson())), "test-contract.json", "model",
                               "needs a model");
    }
    void invalidDeploymentFails() {
        auto j = machineJson("h100-sxm", 4);
        j["runtime"] = {{"pipeline_parallel", 4}};
        const Machine m = machine(j);
        MachineState s;
        s.acceleratorCount = 2; // fewer accelerators than pipeline stages
        Prediction p = run(contract(contractJson()), m, s);
        QVERIFY(!p.deployable && !p.pass);
        QVERIFY(p.binding == Binding::Deployment);
    }
    // Issue 16: a mixture-of-experts model on a part calibrated against published rows reads its
    // figures within ±50 %, not the part's ±15 %: the routed experts' one fitted rate is 2-4x off
    // on published MoE rows of other stacks (split unexplained). A dense model keeps the part's
    // band; a margin of +30 % is inside the MoE band (only a physical run decides), and the
    // verdict does not change.
    void mixtureOfExpertsReadsWithItsOwnBand() {
        const Machine h200 = machine(machineJson("h200", 2, 2));
        auto moe = contractJson("mixtral-8x7b.json", 1000, 200);
        const Prediction pm = run(contract(moe), h200);
        QVERIFY(pm.calibrated && pm.moeBand);
        QCOMPARE(pm.band, kMoeBand);
        const Prediction pd = run(contract(contractJson("llama-3.1-8b.json", 1000, 200)), h200);
        QVERIFY(!pd.moeBand);
        QCOMPARE(pd.band, 0.15);
        moe["slo"] = {{"tpot_ms_p99", pm.tpotMsP99 / 0.7}, {"ttft_ms_p99", 1e7}};
        const Prediction p30 = run(contract(moe), h200);
        QVERIFY(p30.pass);
        QVERIFY(readAgainstBand(p30).within);
        const std::string said = bandStatement(*h200.accelerator, p30.band, p30.moeBand);
        QVERIFY2(said.find("±50 % (a mixture-of-experts model") != std::string::npos, said.c_str());
        QCOMPARE(toJson(p30).value("band_widened_for_moe", false), true);
    }
    // A prediction carries its accelerator's band: 0.15 for a part calibrated on published rows,
    // 0.35 for one that is not; a verdict whose deciding margin lies inside it says so, and the
    // verdict itself does not change.
    void uncalibratedAcceleratorReadsWithAWiderBand() {
        auto j = contractJson("llama-3.1-8b.json", 1000, 200, "bf16");
        const std::string type = uncalibratedFor(contract(j));
        if (type.empty()) QSKIP("every part of the catalog that runs this contract is calibrated");
        const Machine un = machine(machineJson(type, 1)), h100 = machine(machineJson("h100-sxm", 1));
        const Prediction pu = run(contract(j), un), ph = run(contract(j), h100);
        QVERIFY(!pu.calibrated);
        QCOMPARE(pu.band, 0.35);
        QVERIFY(ph.calibrated);
        QCOMPARE(ph.band, 0.15);
        // Every part's prediction carries its own derating's flag and band.
        for (const Accelerator& acc : Catalog::builtin().accelerators()) {
            const Prediction p = run(contract(j), machine(machineJson(acc.type, 1)));
            QCOMPARE(p.calibrated, acc.derating.calibrated);
            QCOMPARE(p.band, acc.derating.band);
        }

        // TPOT p99 limits set for a margin of +20 % on each machine: inside 0.35, outside 0.15.
        auto at = [&](const Machine& m, const Prediction& base, double margin) {
            auto k = j;
            k["slo"] = {{"tpot_ms_p99", base.tpotMsP99 / (1.0 - margin)}, {"ttft_ms_p99", 1e7}};
            return run(contract(k), m);
        };
        const Prediction u20 = at(un, pu, 0.2), h20 = at(h100, ph, 0.2);
        QVERIFY(u20.pass && h20.pass); // the band never changes the verdict
        const BandReading ru = readAgainstBand(u20), rh = readAgainstBand(h20);
        QVERIFY(ru.within);
        QCOMPARE(u20.slos.checks[static_cast<std::size_t>(ru.check)].kind,
                 SloKind::TpotP99); // the tightest, not TTFT's
        QVERIFY(std::abs(ru.margin - 0.2) < 1e-9);
        QVERIFY(!rh.within);
        QCOMPARE(h20.slos.checks[static_cast<std::size_t>(rh.check)].kind, SloKind::TpotP99);
        // Inside ±15 % a calibrated part says so too, and a FAIL by less than the band as well.
        QVERIFY(readAgainstBand(at(h100, ph, 0.1)).within);
        const Prediction uFail = at(un, pu, -0.2);
        QVERIFY(!uFail.pass && readAgainstBand(uFail).within);
        QVERIFY(!readAgainstBand(at(un, pu, -0.5)).within);
        // A FAIL is decided by its worst shortfall: TTFT far out keeps it outside the band.
        auto both = j;
        both["slo"] = {{"tpot_ms_p99", pu.tpotMsP99 / 1.1}, {"ttft_ms_p99", pu.ttftMsP99 / 10}};
        QVERIFY(!readAgainstBand(run(contract(both), un)).within);
        // Memory does not move with the band: an OOM is never within it.
        const Prediction oom =
            run(contract(contractJson("llama-3.1-405b.json", 1000, 1000, "bf16")), machine(machineJson("l4", 1)));
        QVERIFY(!oom.fits && !readAgainstBand(oom).within);
    }
};

QTEST_APPLESS_MAIN(TestPredictor)
#include "tst_predictor.moc"
