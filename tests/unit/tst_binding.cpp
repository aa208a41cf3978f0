// The binding resource is the one whose increase would most move the deciding SLO (binding.h),
// checked on contracts whose answer is known by construction, through predict, the simulated
// verdict and explore's frontier and adjacent FAILs.
#include "specs.h"

#include "core/predict/binding.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/predict/simulator.h"
#include "core/search/explore.h"

#include <QtTest>

using namespace luma;
using luma::test::contract;
using luma::test::contractJson;
using luma::test::machine;
using luma::test::machineJson;

namespace {

Deployment deployed(const Contract& c, const Machine& m, const std::vector<Intervention>& iv = {}) {
    return resolveDeployment(m, c, {}, iv);
}

Prediction run(const Contract& c, const Machine& m, const std::vector<Intervention>& iv = {}) {
    return predict(c, deployed(c, m, iv));
}

double gainOf(const Sensitivities& s, Binding b) {
    double most = -1e300;
    for (const Sensitivity& k : s)
        if (k.present && k.resource == b) most = std::max(most, k.gain);
    return most;
}

Space space(const nlohmann::json& dims) {
    return parseSpace({{"schema", "luma.space/1"}, {"dims", dims}}, "space.json");
}

// Llama-3.1-70B FP8, one client at a time on one H200: each token streams the 68 GiB of weights.
Contract batchOneDecode(double tpotMs) {
    auto j = contractJson("llama-3.1-70b.json", 1000, 256);
    j["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 1}, {"requests", 100}};
    j["slo"] = {{"tpot_ms_p99", tpotMs}};
    return contract(j);
}

// Mixtral-8x22B FP8 on two H100: 66 of 80 GiB are weights, the KV cache holds a third of a GiB.
Contract mixtral(double rate) {
    auto j = contractJson("llama-3.1-8b.json", 2000, 256);
    j["model"]["hf_config"] = readJsonFile(test::sourcePath("tests/data/models/mixtral-8x22b.json"));
    j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", rate}, {"requests", 500}};
    j["slo"] = {{"ttft_ms_p99", 2000}, {"tpot_ms_p99", 100}};
    return contract(j);
}

std::vector<Intervention> offload() {
    return {parseIntervention(nlohmann::json::parse(R"({"name":"o","kind":"kv_offload"})"), "i.json", "i")};
}

// 8B on one H100 with a fast host tier (C2C / CXL class) and KV offload: 800 decoders of 6k-token
// sequences hold ten times the HBM's KV, read back over the host link every step.
Contract offloadedDecode() {
    auto j = contractJson("llama-3.1-8b.json", 2000, 4000);
    j["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 800}, {"requests", 1600}};
    j["slo"] = {{"tpot_ms_p99", 50}};
    return contract(j);
}
Machine hostTier() {
    auto j = machineJson("h100-sxm", 1);
    j["nodes"].push_back(
        {{"id", "dram"}, {"kind", "memory"}, {"tier", "host-dram"}, {"capacity_gib", 2048}, {"bandwidth_gbps", 4000}});
    j["links"] = {{{"from", "gpu"}, {"to", "dram"}}};
    return machine(j);
}

// 8B at TP 8 over an 8 GB/s fabric: two all-reduces a layer dwarf the weights' reads.
Contract tpDecode() {
    auto j = contractJson("llama-3.1-8b.json", 1000, 256);
    j["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 64}, {"requests", 640}};
    j["slo"] = {{"tpot_ms_p99", 10}};
    return contract(j);
}
Machine slowFabric(double gbps) {
    auto j = machineJson("h100-sxm", 8, 8);
    j["nodes"].push_back({{"id", "link"}, {"kind", "interconnect"}, {"type", "pcie"}, {"bandwidth_gbps", gbps}});
    j["links"] = {{{"from", "gpu"}, {"to", "link"}}};
    return machine(j);
}

// An 8k-token prompt alone on one H100: its prefill is math.
Contract longPrompt(double ttftMs) {
    auto j = contractJson("llama-3.1-8b.json", 8000, 16);
    j["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 1}, {"requests", 50}};
    j["slo"] = {{"ttft_ms_p99", ttftMs}};
    return contract(j);
}

const FrontierState& only(const ExploreResult& r) {
    if (r.frontier.size() != 1) qFatal("expected one frontier state, found %zu", r.frontier.size());
    return r.frontier.front();
}

const AdjacentFail* adjacentIn(const FrontierState& f, const Space& s, const std::string& dim) {
    for (const AdjacentFail& a : f.adjacentFails)
        if (s.dims[a.dim].name == dim) return &a;
    return nullptr;
}

} // namespace

class TestBinding : public QObject {
    Q_OBJECT
private slots:
    void bandwidthBoundDecodeBindsOnBandwidthNotCompute() {
        // The issue's case: FAIL at 25.6 ms, once named "compute" while compute is 1-2 % of the
        // iteration; a quarter of the compute gives the same TPOT.
        const Contract c = batchOneDecode(20);
        const Machine m = machine(machineJson("h200", 1));
        const Deployment d = deployed(c, m);
        const Prediction p = predict(c, d);
        QVERIFY(!p.pass);
        QCOMPARE(bindingName(p.binding), "hbm_bandwidth");
        const Sensitivities s = sensitivities(c, d, p, decidingSlo(p.slos));
        QVERIFY2(gainOf(s, Binding::HbmBandwidth) > 0.05,
                 qPrintable(QString::number(gainOf(s, Binding::HbmBandwidth))));
        QVERIFY(gainOf(s, Binding::Compute) < 0.01);

        // The simulated verdict names the same resource (the model's sensitivities for the SLO the
        // simulation failed).
        SimulationOptions o;
        o.seed = 1;
        const SimulatedVerdict v = judgeSimulation(c, d, p, simulate(c, d, o));
        QVERIFY(!v.pass);
        QCOMPARE(bindingName(v.binding), "hbm_bandwidth");

        // explore: compute_fraction 0.25 passes a 30 ms TPOT, a quarter less bandwidth fails it.
        const Space sp = space({{{"resource", "compute_fraction"}, {"levels", {0.25, 0.5, 1.0}}},
                                {{"resource", "hbm_bandwidth_fraction"}, {"levels", {0.5, 0.75, 1.0}}}});
        const ExploreResult r = explore(batchOneDecode(30), m, sp);
        const FrontierState& f = only(r);
        QCOMPARE(f.levels, (std::vector<double>{0.25, 1.0}));
        QCOMPARE(bindingName(f.prediction.binding), "hbm_bandwidth");
        const AdjacentFail* cut = adjacentIn(f, sp, "hbm_bandwidth_fraction");
        QVERIFY(cut && cut->binding == Binding::HbmBandwidth);
    }
    void kvCapacityBoundBatchBindsOnCapacity() {
        // The issue's case: a 0.34 GiB KV cache (a few sequences) saturates the queue at 1 req/s;
        // it once said "hbm_bandwidth".
        const Machine m = machine(machineJson("h100-sxm", 2));
        const Contract c = mixtral(1.0);
        const Prediction p = run(c, m);
        QVERIFY(!p.pass && p.saturated);
        QVERIFY(p.kvCapacityGib < 1.0);
        QCOMPARE(bindingName(p.binding), "hbm_capacity");
        QCOMPARE(bindingResource(p.binding), "hbm_gib");

        // explore at a rate the full part serves: the frontier is the whole 80 GiB, and every cut
        // below it is relieved by capacity (2 GiB less does not fit at all).
        const Space sp = space({{{"resource", "hbm_gib"}, {"levels", {76, 78, 80}}},
                                {{"resource", "hbm_bandwidth_fraction"}, {"levels", {0.75, 1.0}}}});
        const ExploreResult r = explore(mixtral(0.05), m, sp);
        const FrontierState& f = only(r);
        QCOMPARE(f.levels, (std::vector<double>{80, 1.0}));
        QCOMPARE(bindingName(f.prediction.binding), "hbm_capacity");
        const AdjacentFail* less = adjacentIn(f, sp, "hbm_gib");
        QVERIFY(less && less->binding == Binding::HbmCapacity);
    }
    void computeBoundPrefillBindsOnCompute() {
        const Contract c = longPrompt(100);
        const Machine m = machine(machineJson("h100-sxm", 1));
        const Prediction p = run(c, m);
        QVERIFY(!p.pass);
        QCOMPARE(bindingName(p.binding), "compute");

        const Space sp = space({{{"resource", "compute_fraction"}, {"levels", {0.5, 0.75, 1.0}}},
                                {{"resource", "hbm_bandwidth_fraction"}, {"levels", {0.5, 1.0}}}});
        const ExploreResult r = explore(longPrompt(160), m, sp);
        QVERIFY(!r.frontier.empty());
        for (const FrontierState& f : r.frontier) {
            QCOMPARE(bindingName(f.prediction.binding), "compute");
            const AdjacentFail* cut = adjacentIn(f, sp, "compute_fraction");
            QVERIFY(cut && cut->binding == Binding::Compute);
        }
    }
    void tensorParallelAllReduceBindsOnInterconnect() {
        const Contract c = tpDecode();
        const Prediction p = run(c, slowFabric(8));
        QVERIFY(!p.pass && p.tp == 8);
        QCOMPARE(bindingName(p.binding), "interconnect");

        const Space sp = space({{{"resource", "interconnect_gbps"}, {"levels", {8, 64, 450}}},
                                {{"resource", "hbm_bandwidth_fraction"}, {"levels", {0.5, 1.0}}}});
        const ExploreResult r = explore(c, slowFabric(8), sp);
        QVERIFY(!r.frontier.empty());
        for (const FrontierState& f : r.frontier) {
            const AdjacentFail* cut = adjacentIn(f, sp, "interconnect_gbps");
            QVERIFY(cut && cut->binding == Binding::Interconnect);
        }
    }
    void hostMemoryBoundOffloadBindsOnHostMemory() {
        const Contract c = offloadedDecode();
        const Machine m = hostTier();
        const Deployment d = deployed(c, m, offload());
        const Prediction p = predict(c, d);
        QVERIFY(!p.pass);
        QVERIFY(p.shareHost > p.shareMemory && p.shareHost > p.shareCompute);
        QCOMPARE(bindingName(p.binding), "host_memory");
        const Sensitivities s = sensitivities(c, d, p, decidingSlo(p.slos));
        QVERIFY(gainOf(s, Binding::HostMemory) > gainOf(s, Binding::HbmCapacity));

        const Space sp = space({{{"resource", "compute_fraction"}, {"levels", {0.5, 1.0}}},
                                {{"resource", "hbm_bandwidth_fraction"}, {"levels", {0.5, 1.0}}}});
        auto loose = offloadedDecode();
        loose.slo.tpotMsP99 = 200;
        const ExploreResult r = explore(loose, m, sp, offload());
        QVERIFY(!r.frontier.empty());
        for (const FrontierState& f : r.frontier) QCOMPARE(bindingName(f.prediction.binding), "host_memory");
    }
    void verdictOnlyPredictionsKeepEveryFigure() {
        // explore's sweep and the search's prior skip the sensitivities; nothing else may change.
        const Machine m = machine(machineJson("h100-sxm", 2));
        for (const Contract& c : {mixtral(1.0), mixtral(0.05), tpDecode(), longPrompt(100)}) {
            const Deployment d = deployed(c, m);
            PredictOptions cheap;
            cheap.binding = false;
            const Prediction full = predict(c, d), fast = predict(c, d, cheap);
            QCOMPARE(fast.pass, full.pass);
            QCOMPARE(fast.ttftMsP99, full.ttftMsP99);
            QCOMPARE(fast.tpotMsP99, full.tpotMsP99);
            QCOMPARE(fast.throughputTokS, full.throughputTokS);
            QCOMPARE(fast.slos.firstFailed, full.slos.firstFailed);
        }
    }
};

QTEST_APPLESS_MAIN(TestBinding)
#include "tst_binding.moc"
