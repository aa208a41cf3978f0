// One consistent verdict: the analytic model's latency agrees with the simulator's where the
// queueing models apply, a simulated verdict is judged on the simulation's own figures, success
// and goodput cannot contradict each other, and a saturated point states its capacity.
#include "specs.h"

#include "core/model/host_machine.h"
#include "core/model/host_profile.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/predict/simulator.h"

#include <QProcess>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace luma;
using luma::test::contract;
using luma::test::contractJson;
using luma::test::machine;
using luma::test::machineJson;

namespace {

Deployment deploy(const Contract& c, const Machine& m) { return resolveDeployment(m, c.precision, {}, {}); }

nlohmann::json withArrival(nlohmann::json c, nlohmann::json arrival) {
    c["workload"]["arrival"] = std::move(arrival);
    return c;
}

QString ratioText(double a, double s) { return QString("analytic %1 ms, simulated %2 ms").arg(a).arg(s); }

// Seeds 1-3 of the simulation (as bench_consistency): the contract as written, judged, and a run
// ten times its length, whose steady state the analytic model states (one seed's p99 over a few
// hundred requests is itself noisy).
struct SeededRuns {
    int passes = 0, longPasses = 0; // seeds whose contract-length / long run passes
    std::vector<ServingStats> longRuns;
    double median(double ServingStats::*figure) const {
        std::vector<double> v;
        for (const auto& s : longRuns) v.push_back(s.*figure);
        std::sort(v.begin(), v.end());
        return v[1];
    }
};

SeededRuns seededRuns(const Contract& c, const Deployment& d, const Prediction& p) {
    Contract longRun = c;
    longRun.arrival.requests *= 10;
    SeededRuns out;
    for (std::uint64_t seed : {1, 2, 3}) {
        SimulationOptions o;
        o.seed = seed;
        out.passes += judgeSimulation(c, p, simulate(c, d, o)).pass;
        const SimulationResult s = simulate(longRun, d, o);
        out.longPasses += judgeSimulation(c, p, s).pass;
        out.longRuns.push_back(s.stats);
    }
    return out;
}

// A contract predicted and, where the model does not call it saturated, simulated over seeds 1-3.
struct Judged {
    Prediction p;
    SeededRuns sim;
};

Judged judged(const nlohmann::json& contractSpec, const nlohmann::json& machineSpec) {
    const Contract c = contract(contractSpec);
    const Deployment d = deploy(c, machine(machineSpec));
    Judged out{predict(c, d), {}};
    if (!out.p.saturated) out.sim = seededRuns(c, d, out.p);
    return out;
}

} // namespace

class TestConsistency : public QObject {
    Q_OBJECT
private slots:
    void concurrencyOneHasNoFixedMultiple() {
        // One client: nothing queues, every request's TTFT is its prompt's prefill.
        auto j = withArrival(contractJson("llama-3.1-8b.json", 1000, 200),
                             {{"kind", "closed"}, {"concurrency", 1}, {"requests", 50}});
        j["slo"] = {{"ttft_ms_p99", 30}};
        const Contract c = contract(j);
        const Deployment d = deploy(c, machine(machineJson("h100-sxm", 1)));
        const Prediction p = predict(c, d);
        const SimulationResult s = simulate(c, d);
        QCOMPARE(p.ttftMsP99, p.ttftMsP50);
        // Nothing decodes beside a lone prompt (before: priced beside one decoder, 18.07 against 17.61 ms).
        QVERIFY2(std::fabs(p.ttftMsP99 / s.stats.ttftMsP99 - 1) < 0.02,
                 qPrintable(ratioText(p.ttftMsP99, s.stats.ttftMsP99)));
        QVERIFY(p.pass); // 18 ms against 30 ms: no false FAIL
        QCOMPARE(judgeSimulation(c, p, s).pass, p.pass);
    }
    void closedLoopRoundsAgree() {
        for (int n : {4, 16}) {
            auto j = withArrival(contractJson("llama-3.1-8b.json", 1000, 200),
                                 {{"kind", "closed"}, {"concurrency", n}, {"requests", 40 * n}});
            const Contract c = contract(j);
            const Deployment d = deploy(c, machine(machineJson("h100-sxm", 1)));
            const Prediction p = predict(c, d);
            const SimulationResult s = simulate(c, d);
            QVERIFY2(std::fabs(p.ttftMsP99 / s.stats.ttftMsP99 - 1) < 0.1,
                     qPrintable(ratioText(p.ttftMsP99, s.stats.ttftMsP99)));
            QVERIFY2(std::fabs(p.tpotMsP99 / s.stats.tpotMsP99 - 1) < 0.05,
                     qPrintable(ratioText(p.tpotMsP99, s.stats.tpotMsP99)));
        }
    }
    void requestsPastTheTimeoutFail() {
        // Twice the capacity, a request timeout of half the time the machine needs for the
        // experiment's requests: the queue grows through the experiment and the later requests
        // finish after their client gave up. Before, success was 1.000 while TTFT p99 ran to
        // minutes; now the model and the simulation both count them failed. The model's queue
        // is full from the first request (its time in system at full occupancy), the simulation's
        // fills as the arrivals come, so the model counts fewer in time: 0.74 against 0.81 here
        // (8B 1k/200 FP8 on one H100, 6,000 requests), never more.
        auto j = withArrival(contractJson("llama-3.1-8b.json", 1000, 200),
                             {{"kind", "poisson"}, {"rate_rps", 1.0}, {"requests", 6000}});
        j["slo"] = {{"success_rate_min", 0.99}};
        const Machine m = machine(machineJson("h100-sxm", 1));
        const double capacity = predict(contract(j), deploy(contract(j), m)).capacityRps;
        j["workload"]["arrival"]["rate_rps"] = 2 * capacity;
        const Contract patient = contract(j);
        const double timeout = 6000 / capacity / 2;
        j["workload"]["request_timeout_s"] = timeout;
        const Contract c = contract(j);
        QCOMPARE(patient.requestTimeoutS, kDefaultRequestTimeoutS);
        QCOMPARE(c.requestTimeoutS, timeout);
        const Deployment d = deploy(c, m);
        const Prediction p = predict(c, d);
        const SimulationResult s = simulate(c, d);
        QVERIFY(p.saturated);
        QVERIFY2(p.successRate < 0.9 && p.successRate > 0, qPrintable(QString::number(p.successRate)));
        QVERIFY2(s.stats.successRate < 0.9 && s.stats.successRate > 0,
                 qPrintable(QString::number(s.stats.successRate)));
        QVERIFY2(p.successRate <= s.stats.successRate * 1.05 && p.successRate > s.stats.successRate - 0.25,
                 qPrintable(QString("analytic %1, simulated %2").arg(p.successRate).arg(s.stats.successRate)));
        QVERIFY(s.stats.timedOut > 0);
        QCOMPARE(s.stats.completed + s.stats.timedOut, s.stats.requests);
        QVERIFY(!p.pass);
        QVERIFY(!judgeSimulation(c, p, s).pass);
        QCOMPARE(p.slos.checks[static_cast<std::size_t>(p.slos.firstFailed)].kind, SloKind::SuccessRate);
        // Delivered tokens only: the timed-out requests' output is not throughput.
        const SimulationResult all = simulate(patient, d);
        QVERIFY(s.stats.throughputTokS < all.stats.throughputTokS);
        // Below capacity nothing comes near the timeout: success stays 1 in both.
        j["workload"]["arrival"]["rate_rps"] = 0.3 * capacity;
        const Contract light = contract(j);
        QCOMPARE(predict(light, d).successRate, 1.0);
        QCOMPARE(simulate(light, d).stats.successRate, 1.0);
    }
    void poissonBelowSaturationAgrees() {
        auto base = withArrival(contractJson("llama-3.1-8b.json", 1000, 200),
                                {{"kind", "poisson"}, {"rate_rps", 1.0}, {"requests", 2000}});
        const Machine m = machine(machineJson("h100-sxm", 1));
        const Contract probe = contract(base);
        const double capacity = predict(probe, deploy(probe, m)).capacityRps;
        QVERIFY(capacity > 0);
        for (double share : {0.05, 0.4, 0.8}) {
            auto j = base;
            j["workload"]["arrival"]["rate_rps"] = share * capacity;
            const Contract c = contract(j);
            const Deployment d = deploy(c, m);
            const Prediction p = predict(c, d);
            const SimulationResult s = simulate(c, d);
            QVERIFY(!p.saturated);
            QVERIFY2(std::isfinite(p.ttftMsP99) && p.ttftMsP99 < 10 * s.stats.ttftMsP99,
                     qPrintable(ratioText(p.ttftMsP99, s.stats.ttftMsP99)));
            QVERIFY2(std::fabs(p.ttftMsP99 / s.stats.ttftMsP99 - 1) < 0.15,
                     qPrintable(ratioText(p.ttftMsP99, s.stats.ttftMsP99)));
            QVERIFY2(std::fabs(p.tpotMsP99 / s.stats.tpotMsP99 - 1) < 0.1,
                     qPrintable(ratioText(p.tpotMsP99, s.stats.tpotMsP99)));
        }
    }
    void lightLoadHasNoQueueTail() {
        // At light load the prompt queue (M/D/1) waits with probability rho, far below its
        // asymptotic constant, and only that mass adds to the gated batch's tail: before, each
        // cause was taken to hold 1 % past its p99, and 8B 1k/200 on one H100 at 0.1 req/s read
        // TTFT p99 26.97 against the simulation's 23.19 ms (1.16; 1.39 at 0.01 req/s).
        auto j = withArrival(contractJson("llama-3.1-8b.json", 1000, 200),
                             {{"kind", "poisson"}, {"rate_rps", 0.1}, {"requests", 3000}});
        const Contract c = contract(j);
        const Deployment d = deploy(c, machine(machineJson("h100-sxm", 1)));
        const Prediction p = predict(c, d);
        std::vector<double> ttft;
        for (std::uint64_t seed : {1, 2, 3}) {
            SimulationOptions o;
            o.seed = seed;
            ttft.push_back(simulate(c, d, o).stats.ttftMsP99);
        }
        std::sort(ttft.begin(), ttft.end());
        QVERIFY2(std::fabs(p.ttftMsP99 / ttft[1] - 1) < 0.1, qPrintable(ratioText(p.ttftMsP99, ttft[1])));
    }
    void prefillStallsSpreadTpot() {
        // Llama-3.1-70B FP8, 4k in / 512 out, TTFT p99 <= 1 s, TPOT p99 <= 50 ms on 24 H200 at TP 4
        // (issue 10): at 20 req/s the analytic model said PASS (TPOT p99 44 ms) where every seed of
        // the simulation fails. A decode step that shares its iteration with a prompt is longer,
        // and the p99 request sees many of them; at 5 req/s both faces pass. Where 20 req/s lands
        // against the SLOs moves with the step model's calibration (one seed's p99 over 200
        // requests per replica may then fall either side): the verdict is the seeds' majority.
        for (double rate : {5.0, 20.0}) {
            auto j = withArrival(contractJson("llama-3.1-70b.json", 4000, 512),
                                 {{"kind", "poisson"}, {"rate_rps", rate}, {"requests", 1200}});
            j["slo"] = {{"ttft_ms_p99", 1000}, {"tpot_ms_p99", 50}};
            const Contract c = contract(j);
            const Deployment d = deploy(c, machine(machineJson("h200", 24, 4)));
            const Prediction p = predict(c, d);
            QVERIFY(!p.saturated);
            if (rate < 10) QVERIFY(p.pass);
            QVERIFY(p.tpotMsP99 > p.tpotMsP50);
            Contract longRun = c;
            longRun.arrival.requests *= 10; // a p99 over 200 requests per replica is itself noisy
            int simPass = 0;
            for (std::uint64_t seed : {1, 2, 3}) {
                SimulationOptions o;
                o.seed = seed;
                simPass += judgeSimulation(c, p, simulate(c, d, o)).pass;
                const ServingStats s = simulate(longRun, d, o).stats;
                QVERIFY2(std::fabs(p.tpotMsP99 / s.tpotMsP99 - 1) < 0.1,
                         qPrintable(ratioText(p.tpotMsP99, s.tpotMsP99)));
                QVERIFY2(std::fabs(p.ttftMsP99 / s.ttftMsP99 - 1) < 0.2,
                         qPrintable(ratioText(p.ttftMsP99, s.ttftMsP99)));
            }
            QCOMPARE(p.pass, simPass >= 2);
        }
    }
    void longPromptsStallFewRequests() {
        // 128k prompts at 0.1 req/s on 4 x H100 (TP 1): most requests decode alone (TPOT p50 is a
        // bare step), the p99 one shares its window with other prompts' chunks.
        auto j = withArrival(contractJson("llama-3.1-8b.json", 128000, 512),
                             {{"kind", "poisson"}, {"rate_rps", 0.1}, {"requests", 3000}});
        const Contract c = contract(j);
        const Deployment d = deploy(c, machine(machineJson("h100-sxm", 4, 1)));
        const Prediction p = predict(c, d);
        const ServingStats s = simulate(c, d).stats;
        QVERIFY2(std::fabs(p.tpotMsP50 / s.tpotMsP50 - 1) < 0.15, qPrintable(ratioText(p.tpotMsP50, s.tpotMsP50)));
        QVERIFY2(p.tpotMsP99 > 3 * p.tpotMsP50, qPrintable(ratioText(p.tpotMsP99, s.tpotMsP99)));
        QVERIFY2(std::fabs(p.tpotMsP99 / s.tpotMsP99 - 1) < 0.2, qPrintable(ratioText(p.tpotMsP99, s.tpotMsP99)));
        QVERIFY2(std::fabs(p.ttftMsP99 / s.ttftMsP99 - 1) < 0.15, qPrintable(ratioText(p.ttftMsP99, s.ttftMsP99)));
    }
    void longPromptsWaitForSlotsAndPrefill() {
        // 128k prompts at 0.3 req/s on 4 x H100 (TP 1; 62 % of capacity, 7 slots per replica, the
        // prompt queue 49 % busy): a prompt waits for the prompts ahead and, now and then, for a
        // slot, two causes whose tails add. Before: TTFT p99 28.9 against the simulation's
        // 33.4 s, a PASS against the 30 s SLO that every seed fails.
        auto j = withArrival(contractJson("llama-3.1-8b.json", 128000, 512),
                             {{"kind", "poisson"}, {"rate_rps", 0.3}, {"requests", 300}});
        j["slo"] = {{"ttft_ms_p99", 30000}, {"tpot_ms_p99", 150}};
        const auto [p, sim] = judged(j, machineJson("h100-sxm", 4, 1));
        QVERIFY(!p.saturated);
        const double ttft = sim.median(&ServingStats::ttftMsP99);
        QVERIFY2(std::fabs(p.ttftMsP99 / ttft - 1) < 0.15, qPrintable(ratioText(p.ttftMsP99, ttft)));
        QCOMPARE(p.pass, sim.passes >= 2);
        QVERIFY(!p.pass);
    }
    void longPromptsNearCapacityWaitAsSimulated() {
        // 64k prompts at 80 % of capacity on 2 x H100 (TP 2, 30 slots): a prompt longer than a
        // chunk queues for the prefill instead of lengthening the iteration that admits it, so
        // the batch is less dispersed than one-chunk prompts make it, and every slot is held
        // about 1 % of the time, as simulated. Before: P(every slot held) 2.1 %, TTFT p99 7985
        // against the simulation's 5303 ms, a FAIL of the 6.5 s SLO that every seed's long run passes.
        auto j = withArrival(contractJson("llama-3.1-8b.json", 64000, 2048),
                             {{"kind", "poisson"}, {"rate_rps", 0.275}, {"requests", 400}});
        j["slo"] = {{"ttft_ms_p99", 6500}, {"tpot_ms_p99", 100}};
        const auto [p, sim] = judged(j, machineJson("h100-sxm", 2, 2));
        QVERIFY(!p.saturated);
        const double ttft = sim.median(&ServingStats::ttftMsP99);
        QVERIFY2(std::fabs(p.ttftMsP99 / ttft - 1) < 0.15, qPrintable(ratioText(p.ttftMsP99, ttft)));
        const double tpot = sim.median(&ServingStats::tpotMsP99);
        QVERIFY2(std::fabs(p.tpotMsP99 / tpot - 1) < 0.15, qPrintable(ratioText(p.tpotMsP99, tpot)));
        // The steady state's verdict (a 400-request run's p99 is its fourth slowest: noisy).
        QCOMPARE(p.pass, sim.longPasses >= 2);
        QVERIFY(p.pass);
    }
    void longContextTpotMedian_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<int>("isl");
        QTest::addColumn<int>("osl");
        QTest::addColumn<double>("rate");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("tp");
        // Issue 16's RAG contract (TPOT p50 <= 40 ms): the prompts that arrived while a request
        // waited in the prompt queue prefill in its decode window too. Before: 32.6 ms against
        // the simulation's 57.2, a PASS every seed fails.
        QTest::newRow("70B RAG 120k/256, 8 H100 TP8") << "llama-3.1-70b.json" << 120000 << 256 << 0.1 << 8 << 8;
        // A 64k decoder's own KV read is a third of its step: a request decodes in the others'
        // batch plus itself (before: 8.01 ms against 9.68).
        QTest::newRow("8B 64k/2048, 2 H100 TP2") << "llama-3.1-8b.json" << 64000 << 2048 << 0.172 << 2 << 2;
        // Half the capacity of 128k / 2k requests: every decoder present waits out the same 16
        // prefill chunks of each prompt, so the prompts a window meets bring their decoders with
        // them (before: TPOT p50 9.10 ms against the simulation's 11.86).
        QTest::newRow("8B 128k/2048, 2 H100 TP2") << "llama-3.1-8b.json" << 128000 << 2048 << 0.0725 << 2 << 2;
    }
    void longContextTpotMedian() {
        QFETCH(QString, model);
        QFETCH(int, isl);
        QFETCH(int, osl);
        QFETCH(double, rate);
        QFETCH(int, count);
        QFETCH(int, tp);
        auto j = withArrival(contractJson(model.toStdString(), isl, osl),
                             {{"kind", "poisson"}, {"rate_rps", rate}, {"requests", 300}});
        j["slo"] = {{"tpot_ms_p50", 40}};
        const auto [p, sim] = judged(j, machineJson("h100-sxm", count, tp));
        QVERIFY(!p.saturated);
        const double tpot = sim.median(&ServingStats::tpotMsP50);
        QVERIFY2(std::fabs(p.tpotMsP50 / tpot - 1) < 0.1, qPrintable(ratioText(p.tpotMsP50, tpot)));
        QCOMPARE(p.pass, sim.passes >= 2);
    }
    void closedLoopCohortsAfterTheFirstRound() {
        // 64 clients of 1k-token prompts on one H100 (8192-token budget): the first round takes
        // eight iterations, then the clients run in eight cohorts whose prompts fit one iteration.
        // The p99 over 2,560 requests is the first round's 26th slowest (five iterations), the p50
        // one iteration; the analytic model said eight and four (TTFT p99 950 against 595 ms).
        auto j = withArrival(contractJson("llama-3.1-8b.json", 1000, 200),
                             {{"kind", "closed"}, {"concurrency", 64}, {"requests", 2560}});
        const Contract c = contract(j);
        const Deployment d = deploy(c, machine(machineJson("h100-sxm", 1)));
        const Prediction p = predict(c, d);
        QVERIFY(p.ttftMsP99 > 3 * p.ttftMsP50);
        for (std::uint64_t seed : {1, 2, 3}) {
            SimulationOptions o;
            o.seed = seed;
            const ServingStats s = simulate(c, d, o).stats;
            QVERIFY2(std::fabs(p.ttftMsP99 / s.ttftMsP99 - 1) < 0.15, qPrintable(ratioText(p.ttftMsP99, s.ttftMsP99)));
            QVERIFY2(std::fabs(p.ttftMsP50 / s.ttftMsP50 - 1) < 0.15, qPrintable(ratioText(p.ttftMsP50, s.ttftMsP50)));
            QVERIFY2(std::fabs(p.tpotMsP99 / s.tpotMsP99 - 1) < 0.15, qPrintable(ratioText(p.tpotMsP99, s.tpotMsP99)));
        }
    }
    void shortPromptsAtHighLoadAgree() {
        // 1k-token prompts from 0.6 x capacity to 0.95 on one H100: a second prompt in an
        // iteration costs more than the first (its math is no longer hidden under the weight
        // reads), a request's window meets more prompts than the average, the decode batch swings
        // with the clusters of prompts a long iteration admits (its variance over mean 9.4 at 0.9
        // in the simulation), and so do the prompts per iteration; near saturation Little's law
        // takes a few Newton rounds. Before: TTFT p99 17-22 % low and TPOT p99 from 0.8 on
        // 15-34 % low, at 0.95 a PASS where the simulation fails.
        auto base = withArrival(contractJson("llama-3.1-8b.json", 1000, 200),
                                {{"kind", "poisson"}, {"rate_rps", 1.0}, {"requests", 2000}});
        base["slo"] = {{"ttft_ms_p99", 500}, {"tpot_ms_p99", 30}};
        const Contract probe = contract(base);
        const double capacity = predict(probe, deploy(probe, machine(machineJson("h100-sxm", 1)))).capacityRps;
        for (double share : {0.6, 0.8, 0.9, 0.95}) {
            auto j = base;
            j["workload"]["arrival"]["rate_rps"] = share * capacity;
            const auto [p, sim] = judged(j, machineJson("h100-sxm", 1));
            QVERIFY(!p.saturated);
            // The long runs' median: one seed's p99 over 2,000 requests wanders by 10 % at this load.
            const double ttft = sim.median(&ServingStats::ttftMsP99), tpot = sim.median(&ServingStats::tpotMsP99);
            const double bound = 0.1;
            QVERIFY2(std::fabs(p.ttftMsP99 / ttft - 1) < bound, qPrintable(ratioText(p.ttftMsP99, ttft)));
            QVERIFY2(std::fabs(p.tpotMsP99 / tpot - 1) < bound, qPrintable(ratioText(p.tpotMsP99, tpot)));
            // The verdict of the steady state. From 0.9 on, a run of the contract's 2,000 requests
            // starts empty and ends before the batch has settled (its swings last about a
            // window over 1 - c, seconds at this load), so its p99 sits below the steady state's
            // and one seed may pass an SLO that the long runs fail: there the long runs judge.
            QCOMPARE(p.pass, (share < 0.85 ? sim.passes : sim.longPasses) >= 2);
        }
    }
    void offlineTtftMeansTheSameOnBothFaces() {
        // Offline: TTFT from the prompt's first chunk to its first token, model and simulation.
        const Contract c = contract(contractJson("llama-3.1-8b.json", 1000, 1000));
        const Deployment d = deploy(c, machine(machineJson("h100-sxm", 2, 2)));
        const Prediction p = predict(c, d);
        const SimulationResult s = simulate(c, d);
        // Every wave's prompts (not only the first's) run in budget-full iterations beside the
        // decoders in the other slots: 7-8 prompts an iteration, a prompt one iteration or two
        // when it straddles a boundary (before: TTFT p99 182 against 221 ms, p50 54 against 105).
        QVERIFY2(std::fabs(p.ttftMsP99 / s.stats.ttftMsP99 - 1) < 0.1,
                 qPrintable(ratioText(p.ttftMsP99, s.stats.ttftMsP99)));
        QVERIFY2(std::fabs(p.ttftMsP50 / s.stats.ttftMsP50 - 1) < 0.1,
                 qPrintable(ratioText(p.ttftMsP50, s.stats.ttftMsP50)));
        QVERIFY(s.stats.queueMsP99 > s.stats.ttftMsP99); // the wait before the prompt starts is queueing
    }
    void offlineCohortsSeeTheOtherSlotsPrompts() {
        // The bundled tiny campaign on the dev VM's profile: compute binds, 16 slots of 64-token
        // prompts and 32-token answers, 7 prompts an iteration. A request's decode window holds
        // the other slots' prompts once each, not the steady mix's share, which counts its own
        // cohort's (before: TPOT p50 30.1 ms against the simulation's 21.3).
        const Contract c = loadContract(test::sourcePath("resources/examples/tiny/contract-campaign.json"));
        Runtime runtime;
        runtime.maxSequences = 16;
        runtime.maxBatchedTokens = 512;
        const HostProfile host = loadHostProfile(test::sourcePath("tests/data/hostprofile/dev-vm.json"));
        // The host's accelerator is the machine's own (its profile), so the machine outlives d.
        const Machine box = machine(hostMachineJson(host, "local-cpu", runtime));
        const Deployment d = deploy(c, box);
        const Prediction p = predict(c, d);
        QVERIFY(p.shareCompute > 0.9);
        const SimulationResult s = simulate(c, d);
        QVERIFY2(std::fabs(p.tpotMsP50 / s.stats.tpotMsP50 - 1) < 0.1,
                 qPrintable(ratioText(p.tpotMsP50, s.stats.tpotMsP50)));
        QVERIFY2(std::fabs(p.tpotMsP99 / s.stats.tpotMsP99 - 1) < 0.1,
                 qPrintable(ratioText(p.tpotMsP99, s.stats.tpotMsP99)));
        QVERIFY2(std::fabs(p.throughputTokS / s.stats.throughputTokS - 1) < 0.05, "throughput");
    }
    void saturationStatesItsCapacity() {
        // Llama-3.1-8B, 128k prompts, Poisson 0.5 req/s on 4 x H100 at TP 1 (issue 10).
        auto j = withArrival(contractJson("llama-3.1-8b.json", 128000, 512),
                             {{"kind", "poisson"}, {"rate_rps", 0.5}, {"requests", 300}});
        j["slo"] = {{"ttft_ms_p99", 30000}, {"tpot_ms_p99", 150}};
        const Contract c = contract(j);
        const Deployment d = deploy(c, machine(machineJson("h100-sxm", 4, 1)));
        const Prediction p = predict(c, d);
        QVERIFY(p.capacityRps > 0);
        QVERIFY(!p.pass);
        QVERIFY(p.utilisation > 0.9);
        // No wait beyond the experiment (300 arrivals over 4 replicas at 0.125 req/s: 600 s) and its prompt.
        QVERIFY(p.saturated || p.ttftMsP99 <= 620e3);
        // At 99.6 % of capacity on 7 slots per replica the queue grows through the whole run: the
        // point says it is saturated (it was shown as merely near saturation), and states the rate
        // at which the SLOs hold.
        auto near = j;
        near["workload"]["arrival"]["rate_rps"] = 0.996 * p.capacityRps;
        const Prediction q = predict(contract(near), d);
        QVERIFY(q.utilisation < 1.0);
        QVERIFY(q.saturated);
        QVERIFY(std::isinf(q.ttftMsP99) || q.ttftMsP99 <= 620e3 * 0.5 / (0.996 * p.capacityRps));
        QVERIFY(sloCapacityRps(contract(near), d) == sloCapacityRps(c, d));
        const double holds = sloCapacityRps(c, d);
        QVERIFY(holds > 0 && holds < p.capacityRps);
        auto k = j;
        k["workload"]["arrival"]["rate_rps"] = holds;
        QVERIFY(predict(contract(k), d).pass);
        k["workload"]["arrival"]["rate_rps"] = p.capacityRps * 1.05;
        QVERIFY(predict(contract(k), d).saturated);
        QVERIFY(std::isnan(sloCapacityRps(contract(contractJson()), d))); // offline: no arrival rate
    }
    void successAndGoodputCannotContradict() {
        auto j = withArrival(contractJson("llama-3.1-8b.json", 1000, 200),
                             {{"kind", "poisson"}, {"rate_rps", 30.0}, {"requests", 600}});
        j["slo"] = {{"ttft_ms_p99", 60}, {"tpot_ms_p99", 1000}};
        const Contract c = contract(j);
        const Deployment d = deploy(c, machine(machineJson("h100-sxm", 1)));
        const SimulationResult s = simulate(c, d);
        const ServingStats& x = s.stats;
        QCOMPARE(x.successRate, static_cast<double>(x.completed) / static_cast<double>(x.requests));
        QVERIFY(x.sloMet <= x.completed);
        QVERIFY(x.sloMetRate > 0 && x.sloMetRate < 1); // some requests miss 60 ms, some meet it
        QVERIFY(x.goodputTokS <= x.throughputTokS);
        QVERIFY(std::fabs(x.goodputTokS - x.throughputTokS * x.sloMetRate) <= 1e-9 * x.throughputTokS);
        // The simulated verdict is judged on the simulation's own percentiles.
        const SimulatedVerdict v = judgeSimulation(c, predict(c, d), s);
        QCOMPARE(v.slos.checks[0].value, x.ttftMsP99);
        QCOMPARE(v.pass, x.ttftMsP99 <= 60 && x.tpotMsP99 <= 1000);
    }
    void cliVerdictComesFromTheSimulation() {
        const QString dir = QStringLiteral(LUMA_SOURCE_DIR "/resources/examples/chat-8b/");
        QProcess p;
        p.start(QStringLiteral(LUMA_CLI), {"predict", "--contract", dir + "contract.json", "--machine",
                                           dir + "machine.json", "--simulate", "--json"});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        const auto j = nlohmann::json::parse(p.readAllStandardOutput().toStdString());
        QCOMPARE(j["verdict_from"].get<std::string>(), std::string("simulation"));
        QCOMPARE(j["verdict"], j["simulation"]["verdict"]);
        QCOMPARE(j["margins"], j["simulation"]["margins"]);
        QVERIFY(j["analytic"].contains("verdict") && j["analytic"].contains("margins"));
        QVERIFY(j["simulation"].contains("slo_met_rate"));
        // One source per figure: the top level's latency, throughput and cost are the
        // simulation's (its verdict was judged on them), the model's whole prediction is beside it.
        for (const char* k : {"ttft_ms_p50", "ttft_ms_p99", "tpot_ms_p99", "throughput_tok_s", "eur_per_mtok"}) {
            QVERIFY2(j[k] == j["simulation"][k], k);
            QCOMPARE(j["figure_sources"][k].get<std::string>(), std::string("simulation"));
            QVERIFY2(j["analytic"].contains(k), k);
        }
        QVERIFY(j["analytic"]["ttft_ms_p99"] != j["ttft_ms_p99"]);
        QCOMPARE(j["figure_sources"]["watts"].get<std::string>(), std::string("analytic"));
        QVERIFY(!j.contains("ranges")); // the model's band over its own figures stays under "analytic"
        p.start(QStringLiteral(LUMA_CLI),
                {"predict", "--contract", dir + "contract.json", "--machine", dir + "machine.json", "--simulate"});
        QVERIFY(p.waitForFinished(120000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(text.contains("verdict from the simulation"), qPrintable(text));
        QVERIFY(text.contains("within the experiment (success"));
        QVERIFY(text.contains("met every latency SLO"));
        p.start(QStringLiteral(LUMA_CLI),
                {"predict", "--contract", dir + "contract.json", "--machine", dir + "machine.json", "--json"});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(nlohmann::json::parse(p.readAllStandardOutput().toStdString())["verdict_from"].get<std::string>(),
                 std::string("analytic"));
    }
};

QTEST_APPLESS_MAIN(TestConsistency)
#include "tst_consistency.moc"
