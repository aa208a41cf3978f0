// Calibration from evidence (core/calibrate, luma calibrate): on synthetic runs generated with a
// known derating the fit recovers it; luma.calibration/1 round-trips with its hash and refuses
// bad input by file and key; the CLI refuses when no or too few runs match; predict, explore and
// qualify apply a calibration (qualify records its hash with the campaign's decisions).
#include "expect_error.h"
#include "run_luma.h"
#include "specs.h"
#include "synthetic_campaign.h"

#include "core/calibrate/apply.h"
#include "core/calibrate/calibrate.h"
#include "core/calibrate/derating_fit.h"
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/predict/predictor.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <fstream>
#include <functional>
#include <tuple>

namespace {

using namespace luma;
using luma::test::runLuma;

// The accelerator the synthetic runs ran on, and the derating they were generated with: far from
// the catalog's fit for the part (gemm 0.725, memory_bw 0.9, step 900 us).
constexpr const char* kPart = "a100-80g";
Derating truth() {
    Derating d = Catalog::builtin().get(kPart, "", "").derating;
    d.gemm = 0.45;
    d.memoryBandwidth = 0.7;
    d.stepOverheadUs = 2000;
    return d;
}

// Contracts that each lean on another part of the step model: prompt math, weight streaming at a
// small batch, KV reads at a large one, and the per-iteration overheads of one sequence; models
// of 28, 32 and 40 layers, so that per-iteration and per-layer overheads are told apart.
nlohmann::json shapedContract(const std::string& name, long long isl, long long osl, const nlohmann::json& arrival,
                              const std::string& model = "llama-3.1-8b.json") {
    nlohmann::json c = test::contractJson(model, isl, osl, "bf16");
    c["name"] = name;
    c["workload"]["arrival"] = arrival;
    return c;
}

class TestCalibration : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    std::string path(const std::string& name) const {
        return m_dir.filePath(QString::fromStdString(name)).toStdString();
    }

    std::string write(const std::string& name, const nlohmann::json& doc) const {
        std::ofstream(path(name)) << doc.dump(2);
        return path(name);
    }

    // A campaign over compute and bandwidth levels whose runs "measured" what the predictor says
    // with `derating`; `scale` multiplies one run's throughput (an outlier), `runs` caps the count.
    void addCampaign(EvidenceStore& store, const std::string& name, const nlohmann::json& contract,
                     const Derating& derating, int runs = 9, long long outlier = -1,
                     const std::string& stack = "") const {
        write(name + "-contract.json", contract);
        nlohmann::json machine = test::machineJson(kPart, 1);
        if (!stack.empty()) machine["runtime"] = {{"serving_stack", stack}};
        write(name + "-machine.json", machine);
        const nlohmann::json levels = {0.25, 0.5, 1.0};
        const Campaign c = parseCampaign({{"schema", "luma.campaign/1"},
                                          {"name", name},
                                          {"contract", name + "-contract.json"},
                                          {"machine", name + "-machine.json"},
                                          {"space",
                                           {{"schema", "luma.space/1"},
                                            {"dims",
                                             {{{"resource", "compute_fraction"}, {"levels", levels}},
                                              {{"resource", "hbm_bandwidth_fraction"}, {"levels", levels}}}}}},
                                          {"workload", {{"kind", "llm-emulator"}, {"backend", "cpu"}}}},
                                         path(name + ".json"));
        const CampaignRecord record = store.campaign(c.name, c.hash, c.spec);
        Accelerator generating = *c.machine->accelerator;
        generating.derating = derating;
        Machine m = *c.machine;
        m.accelerator = &generating;
        int n = 0;
        for (const double compute : {0.25, 0.5, 1.0})
            for (const double bandwidth : {0.25, 0.5, 1.0}) {
                if (n >= runs) return;
                MachineState st;
                st.computeFraction = compute;
                st.hbmBandwidthFraction = bandwidth;
                const Prediction p = predict(c.contract, resolveDeployment(m, c.contract, st, {}));
                const nlohmann::json state = {{"compute_fraction", compute}, {"hbm_bandwidth_fraction", bandwidth}};
                const long long id = store.beginRun(record.id, "", state.dump(), state, 0, "local (testbox)", "test");
                const double scale = n++ == outlier ? 3.0 : 1.0;
                const nlohmann::json result = {{"type", "result"},
                                               {"verdict", "PASS"},
                                               {"metrics",
                                                {{"throughput_tok_s", p.throughputTokS * scale},
                                                 {"ttft_ms_p50", p.ttftMsP50},
                                                 {"tpot_ms_p50", p.tpotMsP50}}},
                                               {"memory", {{"weights_gib", p.weightsGib}, {"kv_gib", p.kvUsedGib}}}};
                store.finishRun(id, result, "PASS", "", {});
            }
    }

    // Four campaigns, 36 runs, generated with truth() (one outlier when asked).
    std::string syntheticProject(const std::string& name, long long outlier = -1) const {
        std::string db = path(name);
        EvidenceStore store(db);
        addCampaign(store, "prefill", shapedContract("prefill", 4000, 32, {{"kind", "offline"}, {"requests", 2000}}),
                    truth(), 9, outlier);
        addCampaign(store, "decode",
                    shapedContract("decode", 256, 512, {{"kind", "closed"}, {"concurrency", 8}, {"requests", 64}},
                                   "qwen2.5-7b.json"),
                    truth());
        addCampaign(store, "long-kv",
                    shapedContract("long-kv", 8000, 256, {{"kind", "closed"}, {"concurrency", 64}, {"requests", 256}}),
                    truth());
        addCampaign(store, "single",
                    shapedContract("single", 64, 128, {{"kind", "closed"}, {"concurrency", 1}, {"requests", 16}},
                                   "llama-2-13b.json"),
                    truth());
        return db;
    }

    static void verifyRecovered(const AcceleratorCalibration& a) {
        const Derating t = truth();
        qInfo("fitted gemm %.4f memory_bw %.4f step_overhead_us %.1f (generated with %.2f, %.2f, %.0f)",
              a.derating.gemm, a.derating.memoryBandwidth, a.derating.stepOverheadUs, t.gemm, t.memoryBandwidth,
              t.stepOverheadUs);
        for (const auto& [name, got, want] :
             {std::tuple{"gemm", a.derating.gemm, t.gemm},
              std::tuple{"memory_bw", a.derating.memoryBandwidth, t.memoryBandwidth},
              std::tuple{"step_overhead_us", a.derating.stepOverheadUs, t.stepOverheadUs}})
            QVERIFY2(std::abs(got / want - 1.0) <= 0.05,
                     qPrintable(QString("%1: fitted %2, generated with %3").arg(name).arg(got).arg(want)));
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void recoversTheDeratingTheRunsWereGeneratedWith() {
        const EvidenceStore store(syntheticProject("known.luma"), StoreAccess::Read);
        const CalibrationOutcome o = calibrateProject(store, {});
        QCOMPARE(o.calibration.accelerators.size(), std::size_t(1));
        const AcceleratorCalibration& a = o.calibration.accelerators.front();
        QCOMPARE(a.type, std::string(kPart));
        QCOMPARE(a.runs.size(), std::size_t(36));
        QCOMPARE(a.folds, 5);
        QCOMPARE(a.campaigns.size(), std::size_t(4));
        QCOMPARE(a.hosts, std::vector<std::string>{"local (testbox)"});
        verifyRecovered(a);
        // Held out, the calibrated model is close and far better than the catalog's derating.
        for (const char* metric : {"throughput_tok_s", "ttft_ms_p50", "tpot_ms_p50"}) {
            const MetricErrors& e = a.errors.at(metric);
            QCOMPARE(e.runs, 36LL);
            QVERIFY2(e.after.median < 0.02 && e.after.median < e.before.median / 5,
                     qPrintable(QString("%1: %2 -> %3").arg(metric).arg(e.before.median).arg(e.after.median)));
        }
        QVERIFY2(a.band < 0.05, qPrintable(QString::number(a.band)));
        QCOMPARE(o.points.at(kPart).size(), std::size_t(36));
        // Deterministic: the same runs give the same file.
        QCOMPARE(calibrateProject(store, {}).calibration.hash, o.calibration.hash);
    }

    void oneOutlierRunDoesNotDragTheFit() {
        const EvidenceStore store(syntheticProject("outlier.luma", 4), StoreAccess::Read);
        verifyRecovered(calibrateProject(store, {}).calibration.accelerators.front());
    }

    void filtersByCampaignAndHost() {
        const EvidenceStore store(syntheticProject("filters.luma"), StoreAccess::Read);
        CalibrateOptions o;
        o.filter.campaigns = {"prefill", "single"};
        o.filter.host = "local";
        const AcceleratorCalibration a = calibrateProject(store, o).calibration.accelerators.front();
        QCOMPARE(a.runs.size(), std::size_t(18));
        QCOMPARE(a.campaigns, (std::vector<std::string>{"prefill", "single"}));
        o.filter.host = "local (testbox)";
        QCOMPARE(calibrateProject(store, o).calibration.accelerators.front().runs.size(), std::size_t(18));
        o.filter.host = "elsewhere";
        LUMA_EXPECT_SPEC_ERROR(calibrateProject(store, o), "filters.luma", "no finished run matches", "host elsewhere");
        o.filter = {{"nope"}, "", {}};
        LUMA_EXPECT_SPEC_ERROR(calibrateProject(store, o), "no campaign \"nope\"", "decode", "prefill");
    }

    // Compared through the simulator (the serving loop a run ran), the calibration says so; the
    // runs here were generated analytically, so it fits them less closely, but it still fits.
    void simulatedComparisonIsRecorded() {
        const std::string db = path("simulated.luma");
        {
            EvidenceStore create(db);
            addCampaign(create, "small",
                        shapedContract("small", 64, 16, {{"kind", "closed"}, {"concurrency", 4}, {"requests", 8}}),
                        truth());
        }
        const EvidenceStore store(db, StoreAccess::Read);
        CalibrateOptions o;
        o.simulate = true;
        const Calibration c = calibrateProject(store, o).calibration;
        QCOMPARE(c.comparedWith, std::string("simulation"));
        QCOMPARE(c.spec["compared_with"].get<std::string>(), std::string("simulation"));
        const MetricErrors& e = c.accelerators.front().errors.at("tpot_ms_p50");
        QVERIFY2(e.after.median < e.before.median,
                 qPrintable(QString("%1 -> %2").arg(e.before.median).arg(e.after.median)));
    }

    void fitStartsFromAndStaysNearTheStartWithoutEvidence() {
        const Derating start = Catalog::builtin().get(kPart, "", "").derating;
        const DeratingFit f = fitDerating({}, start);
        QCOMPARE(f.derating.gemm, start.gemm);
        QCOMPARE(f.predictions, 0LL);
    }

    void fileRoundTripsWithItsHash() {
        const EvidenceStore store(syntheticProject("roundtrip.luma"), StoreAccess::Read);
        const Calibration c = calibrateProject(store, {}).calibration;
        const std::string file = write("cal.json", c.spec);
        const Calibration back = loadCalibration(file);
        QCOMPARE(back.hash, c.hash);
        QCOMPARE(calibrationToJson(back), c.spec);
        QCOMPARE(back.find(kPart)->derating.gemm, c.find(kPart)->derating.gemm);
        QCOMPARE(back.find(kPart)->errors.at("tpot_ms_p50").after.mean,
                 c.find(kPart)->errors.at("tpot_ms_p50").after.mean);
        QVERIFY(!back.find("h100-sxm"));
        QCOMPARE(back.comparedWith, std::string("analytic"));
    }

    void badFilesAreRefusedByFileAndKey() {
        const EvidenceStore store(syntheticProject("strict.luma"), StoreAccess::Read);
        const nlohmann::json good = calibrateProject(store, {}).calibration.spec;
        const auto refused = [&](const std::function<void(nlohmann::json&)>& edit) {
            nlohmann::json doc = good;
            edit(doc);
            return write("bad.json", doc);
        };
        LUMA_EXPECT_SPEC_ERROR(loadCalibration(refused([](auto& d) { d["schema"] = "luma.calibration/2"; })),
                               "bad.json", "schema", "luma.calibration/1");
        LUMA_EXPECT_SPEC_ERROR(
            loadCalibration(refused([](auto& d) { d["accelerators"][0]["derating"].erase("memory_bw"); })), "bad.json",
            "accelerators[0].derating.memory_bw", "missing");
        LUMA_EXPECT_SPEC_ERROR(loadCalibration(refused([](auto& d) { d["accelerators"][0]["derating"]["gemm"] = 0; })),
                               "accelerators[0].derating.gemm", "share in (0, 4]");
        LUMA_EXPECT_SPEC_ERROR(
            loadCalibration(refused([](auto& d) { d["accelerators"][0]["derating"]["step_overhead_us"] = -1; })),
            "accelerators[0].derating.step_overhead_us", "microseconds");
        LUMA_EXPECT_SPEC_ERROR(loadCalibration(refused([](auto& d) { d["accelerators"][0]["bandd"] = 0.1; })),
                               "accelerators[0].bandd", "did you mean \"band\"");
        LUMA_EXPECT_SPEC_ERROR(loadCalibration(refused([](auto& d) { d["accelerators"][0]["band"] = "10 %"; })),
                               "accelerators[0].band");
        LUMA_EXPECT_SPEC_ERROR(loadCalibration(refused([](auto& d) {
                                   d["accelerators"][0]["runs"] = {3, 2};
                               })),
                               "accelerators[0].runs", "increasing");
        LUMA_EXPECT_SPEC_ERROR(loadCalibration(refused([](auto& d) { d["accelerators"][0]["folds"] = 40; })),
                               "accelerators[0].folds", "more folds");
        LUMA_EXPECT_SPEC_ERROR(loadCalibration(refused([](auto& d) {
                                   d["accelerators"][0]["errors"]["tpot_ms_p90"] = nlohmann::json::object();
                               })),
                               "accelerators[0].errors.tpot_ms_p90", "unknown metric");
        LUMA_EXPECT_SPEC_ERROR(
            loadCalibration(refused([](auto& d) { d["accelerators"].push_back(d["accelerators"][0]); })),
            "accelerators[1].type", "calibrated twice");
        LUMA_EXPECT_SPEC_ERROR(loadCalibration(refused([](auto& d) { d["compared_with"] = "guess"; })), "bad.json",
                               "compared_with", "unknown face \"guess\"");
        LUMA_EXPECT_SPEC_ERROR(loadCalibration(refused([](auto& d) { d["accelerators"] = nlohmann::json::array(); })),
                               "accelerators", "must not be empty");
    }

    void applyingItMakesThePartCalibratedOnItsRuns() {
        const EvidenceStore store(syntheticProject("apply.luma"), StoreAccess::Read);
        Calibration c = calibrateProject(store, {}).calibration;
        c.file = "cal.json";
        const Contract contract =
            test::contract(shapedContract("x", 512, 256, {{"kind", "closed"}, {"concurrency", 4}}));
        Machine m = test::machine(test::machineJson(kPart, 1));
        const Prediction before = predict(contract, resolveDeployment(m, contract, {}, {}));
        applyCalibration(m, c);
        const Prediction after = predict(contract, resolveDeployment(m, contract, {}, {}));
        QVERIFY(after.calibrated);
        QCOMPARE(after.band, c.find(kPart)->band);
        QCOMPARE(after.bandBasis, BandBasis::HostRuns);
        QVERIFY(m.accelerator->derating.rationale.find(c.hash.substr(0, 12)) != std::string::npos);
        // The figures are those of the derating the runs were generated with, not the catalog's.
        Accelerator generating = *Catalog::builtin().find(kPart);
        generating.derating = truth();
        Machine t = test::machine(test::machineJson(kPart, 1));
        t.accelerator = &generating;
        const Prediction truthful = predict(contract, resolveDeployment(t, contract, {}, {}));
        QVERIFY2(std::abs(after.tpotMsP50 / truthful.tpotMsP50 - 1) < 0.02,
                 qPrintable(QString("%1 vs %2").arg(after.tpotMsP50).arg(truthful.tpotMsP50)));
        QVERIFY(std::abs(before.tpotMsP50 / truthful.tpotMsP50 - 1) > 0.1);

        Machine other = test::machine(test::machineJson("h100-sxm", 1));
        LUMA_EXPECT_SPEC_ERROR(applyCalibration(other, c), "cal.json", "accelerators",
                               "no calibration for accelerator \"h100-sxm\"", kPart);
    }

    // One calibration of a part starts from one serving stack's derating: the runs of a campaign
    // served by another stack are left out (a note says so, and how to calibrate them), the file
    // states the stack, and a machine of another stack refuses it.
    void aCalibrationFitsOneServingStack() {
        const std::string db = path("stacks.luma");
        {
            EvidenceStore store(db);
            addCampaign(store, "plain", shapedContract("plain", 4000, 32, {{"kind", "offline"}, {"requests", 2000}}),
                        truth());
            addCampaign(store, "on-vllm",
                        shapedContract("on-vllm", 256, 512, {{"kind", "closed"}, {"concurrency", 8}, {"requests", 64}}),
                        truth(), 9, -1, "vllm");
        }
        const EvidenceStore store(db, StoreAccess::Read);
        const CalibrationOutcome both = calibrateProject(store, {});
        QCOMPARE(both.calibration.find(kPart)->servingStack, std::string());
        QCOMPARE(both.calibration.find(kPart)->campaigns, std::vector<std::string>{"plain"});
        QVERIFY2(std::any_of(both.notes.begin(), both.notes.end(),
                             [](const std::string& n) {
                                 return n.find("campaign on-vllm: its") != std::string::npos &&
                                        n.find("served by vllm") != std::string::npos &&
                                        n.find("--campaign on-vllm") != std::string::npos;
                             }),
                 "a note names the campaign left out");

        CalibrateOptions only;
        only.filter.campaigns = {"on-vllm"};
        Calibration vllm = calibrateProject(store, only).calibration;
        QCOMPARE(vllm.find(kPart)->servingStack, std::string("vllm"));
        const nlohmann::json written = calibrationToJson(vllm);
        QCOMPARE(written["accelerators"][0]["serving_stack"], nlohmann::json("vllm"));
        vllm = parseCalibration(written, "vllm-cal.json");
        QCOMPARE(vllm.find(kPart)->servingStack, std::string("vllm"));
        nlohmann::json onVllm = test::machineJson(kPart, 1);
        onVllm["runtime"] = {{"serving_stack", "vllm"}};
        Machine served = test::machine(onVllm);
        applyCalibration(served, vllm);
        QVERIFY(served.accelerator->derating.calibrationRuns > 0);
        Machine plain = test::machine(test::machineJson(kPart, 1));
        LUMA_EXPECT_SPEC_ERROR(applyCalibration(plain, vllm), "vllm-cal.json", "accelerators",
                               "fitted on runs served by vllm", "is served by no serving stack");
    }

    void cliRefusesWhenNoOrTooFewRunsMatch() {
        const std::string empty = path("empty.luma");
        { EvidenceStore create(empty); }
        const QString out = QString::fromStdString(path("refused.json"));
        auto r = runLuma({"calibrate", QString::fromStdString(empty), "--out", out});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("empty.luma: no finished run matches: nothing to calibrate on"), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));

        const std::string few = path("few.luma");
        {
            EvidenceStore store(few);
            addCampaign(store, "few", shapedContract("few", 256, 64, {{"kind", "offline"}, {"requests", 100}}), truth(),
                        3);
        }
        r = runLuma({"calibrate", QString::fromStdString(few), "--out", out});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("too few runs to calibrate: 3 finished, of which 3 on a100-80g") &&
                     r.err.contains("at least 4"),
                 qPrintable(r.err));
        r = runLuma({"calibrate", QString::fromStdString(few), "--campaign", "other", "--out", out});
        QVERIFY2(r.code == 1 && r.err.contains("no campaign \"other\" (the project has: few)"), qPrintable(r.err));
        r = runLuma({"calibrate", QString::fromStdString(few), "--host", "gpu-box", "--out", out});
        QVERIFY2(r.code == 1 && r.err.contains("no finished run matches (host gpu-box)"), qPrintable(r.err));
        r = runLuma({"calibrate", QString::fromStdString(path("missing.luma")), "--out", out});
        QVERIFY2(r.code == 1 && r.err.contains("missing.luma: no such project file"), qPrintable(r.err));
        r = runLuma({"calibrate", QString::fromStdString(few)});
        QVERIFY2(r.code != 0 && r.err.contains("--out"), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }

    void cliCalibratesAndPredictUsesIt() {
        const QString db = QString::fromStdString(syntheticProject("cli.luma"));
        const QString cal = QString::fromStdString(path("cli-cal.json"));
        auto r = runLuma({"calibrate", db, "--out", cal});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const char* heading =
            "Accelerator a100-80g: 36 runs (campaigns decode, long-kv, prefill, single; host local (testbox)), "
            "5-fold cross-validation";
        for (const char* line :
             {heading, "throughput (tok/s)", "TTFT p50 (ms)", "TPOT p50 (ms)", "memory (GiB) (not fitted)", "Wrote "})
            QVERIFY2(r.out.contains(line), qPrintable(r.out));
        r = runLuma({"calibrate", db, "--campaign", "decode", "--campaign=single", "--out", cal, "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const nlohmann::json j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["calibration"]["filter"]["campaigns"], (nlohmann::json{"decode", "single"}));
        QCOMPARE(j["calibration"]["accelerators"][0]["runs"].size(), std::size_t(18));
        QCOMPARE(j["held_out"][kPart].size(), std::size_t(18));
        QCOMPARE(j["hash"].get<std::string>(), loadCalibration(cal.toStdString()).hash);

        const QString contract = QString::fromStdString(
            write("p-contract.json", shapedContract("p", 512, 256, {{"kind", "closed"}, {"concurrency", 4}})));
        const QString machine = QString::fromStdString(write("p-machine.json", test::machineJson(kPart, 1)));
        r = runLuma({"predict", "--contract", contract, "--machine", machine, "--json"});
        const nlohmann::json plain = nlohmann::json::parse(r.out.toStdString());
        r = runLuma({"predict", "--contract", contract, "--machine", machine, "--calibration", cal, "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const nlohmann::json calibrated = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(calibrated["band_basis"].get<std::string>(), std::string("host_runs"));
        QCOMPARE(calibrated["calibrated"].get<bool>(), true);
        QCOMPARE(calibrated["band"].get<double>(), j["calibration"]["accelerators"][0]["band"].get<double>());
        QCOMPARE(calibrated["calibration"]["hash"], j["hash"]);
        // Slower GEMMs, slower memory and a longer iteration than the catalog's: fewer tokens per second.
        QVERIFY2(calibrated["throughput_tok_s"].get<double>() < 0.9 * plain["throughput_tok_s"].get<double>(),
                 qPrintable(r.out));
        r = runLuma({"predict", "--contract", contract, "--machine", machine, "--calibration", cal});
        QVERIFY2(r.out.startsWith("Calibration " + cal + " (sha256 ") &&
                     r.out.contains("a100-80g calibrated on 18 runs"),
                 qPrintable(r.out));
        r = runLuma({"explore", "--contract", contract, "--machine", machine, "--space",
                     QString::fromStdString(write(
                         "p-space.json", {{"schema", "luma.space/1"},
                                          {"dims", {{{"resource", "compute_fraction"}, {"levels", {0.5, 1.0}}}}}})),
                     "--calibration", cal, "--json"});
        QVERIFY2(r.code == 0 && nlohmann::json::parse(r.out.toStdString())["calibration"]["hash"] == j["hash"],
                 qPrintable(r.err));
        const QString h100 = QString::fromStdString(write("h100.json", test::machineJson("h100-sxm", 1)));
        r = runLuma({"predict", "--contract", contract, "--machine", h100, "--calibration", cal});
        QVERIFY2(r.code == 1 && r.err.contains("no calibration for accelerator \"h100-sxm\""), qPrintable(r.err));
        r = runLuma({"predict", "--contract", contract, "--machine", machine, "--calibration", machine});
        QVERIFY2(r.code == 1 && r.err.contains("p-machine.json: schema"), qPrintable(r.err));
    }

    void qualifyRecordsTheCalibrationItsPriorUses() {
        const QString cal = QString::fromStdString(path("q-cal.json"));
        QCOMPARE(runLuma({"calibrate", QString::fromStdString(syntheticProject("q-source.luma")), "--out", cal}).code,
                 0);
        const std::string dir = m_dir.path().toStdString();
        write("machine.json", test::machineJson(kPart, 1));
        const std::string campaign =
            test::writeSyntheticCampaign(dir, "q", [](nlohmann::json& c) { c["machine"] = "machine.json"; }, {1, 2});
        const QString db = QString::fromStdString(path("q.luma"));
        const auto r =
            runLuma({"qualify", QString::fromStdString(campaign), "--db", db, "--calibration", cal, "--quiet"});
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        const EvidenceStore store(db.toStdString(), StoreAccess::Read);
        const auto decision = store.latestDecision(store.findCampaign("q")->id, "calibration");
        QVERIFY(decision);
        QCOMPARE((*decision)["hash"].get<std::string>(), loadCalibration(cal.toStdString()).hash);
        QCOMPARE((*decision)["accelerator"].get<std::string>(), std::string(kPart));
        QCOMPARE((*decision)["runs"].size(), std::size_t(36));
    }
};

} // namespace

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
