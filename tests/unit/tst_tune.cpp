// `luma tune`'s engine (core/tune) without agents: choices refused by name before any run, every
// combination ranked by the model, a quality floor that keeps the fastest configuration from
// being chosen, the --json object's keys, and the physical proof through a scripted executor —
// bracketed by the prediction, within the run budget, kept in the project and resumed after a
// kill without repeating a finished run.
#include "expect_error.h"
#include "run_luma.h"
#include "specs.h"

#include "core/evidence/store.h"
#include "core/tune/tune.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <functional>
#include <map>

using namespace luma;

namespace {

nlohmann::json poissonContract(double rate = 2) {
    nlohmann::json c = test::contractJson("llama-3.1-8b.json", 1000, 200, "bf16");
    c["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", rate}, {"requests", 500}};
    c["slo"] = {{"ttft_ms_p99", 2000}, {"tpot_ms_p99", 60}};
    return c;
}

nlohmann::json machineWithHost(long long gpus) {
    nlohmann::json m = test::machineJson("h100-sxm", gpus);
    m["nodes"].push_back(
        {{"id", "dram"}, {"kind", "memory"}, {"tier", "host-dram"}, {"capacity_gib", 512}, {"bandwidth_gbps", 100}});
    m["links"] = {{{"from", "gpu"}, {"to", "dram"}}};
    return m;
}

Choices choices(const nlohmann::json& knobs, const Contract& c, const Machine& m) {
    nlohmann::json doc = knobs;
    doc["schema"] = "luma.choices/1";
    return parseChoices(doc, "choices.json", c, m);
}

// Ends a tune run by a rule on the rate it asks: PASS at or below the configuration's true capacity.
class ScriptedExecutor : public RunExecutor {
public:
    std::function<double(const RunRequest&)> capacity;
    int runs = 0;
    int killAtRun = -1;
    struct Killed {};
    std::vector<double> rates;

    std::vector<RunOutcome> run(const std::vector<RunRequest>& batch, RunHooks& hooks, const CancelToken*) override {
        std::vector<RunOutcome> out;
        for (std::size_t i = 0; i < batch.size(); ++i) {
            hooks.placed(i, "scripted", "build-1");
            if (runs++ == killAtRun) throw Killed{};
            const double rate = batch[i].contract["workload"]["arrival"]["rate_rps"].get<double>();
            rates.push_back(rate);
            const bool pass = rate <= capacity(batch[i]);
            RunOutcome o;
            o.status = RunOutcome::Status::Finished;
            o.event = {{"type", "result"},
                       {"verdict", pass ? "PASS" : "FAIL"},
                       {"metrics", {{"ttft_ms_p99", pass ? 500.0 : 5000.0}, {"tpot_ms_p99", 20.0}}}};
            out.push_back(o);
        }
        return out;
    }
};

// The max_sequences a run was asked for (its max_batch intervention), 0 for the machine's own.
double maxBatchOf(const RunRequest& r) {
    for (const auto& iv : r.interventions)
        if (iv.value("kind", "") == "max_batch") return iv["value"].get<double>();
    return 0;
}

} // namespace

class TstTune : public QObject {
    Q_OBJECT
private slots:
    void refusesAnUnknownKnobByName() {
        const Contract c = test::contract(poissonContract());
        const Machine m = test::machine(test::machineJson("h100-sxm", 8));
        LUMA_EXPECT_SPEC_ERROR(choices({{"tensor_paralel", {1, 2}}}, c, m), "choices.json", "tensor_paralel",
                               "did you mean \"tensor_parallel\"");
        LUMA_EXPECT_SPEC_ERROR(choices({{"max_sequences", nlohmann::json::array()}}, c, m), "max_sequences",
                               "non-empty array");
        LUMA_EXPECT_SPEC_ERROR(choices({{"max_sequences", {8, 8}}}, c, m), "max_sequences[1]", "listed twice");
        LUMA_EXPECT_SPEC_ERROR(choices({{"weight_precision", {"bf16", "fp7"}}}, c, m), "weight_precision[1]", "fp7");
        LUMA_EXPECT_SPEC_ERROR(choices({{"kv_admission", {"lazy"}}}, c, m), "kv_admission[0]", "reserve incremental");
        LUMA_EXPECT_SPEC_ERROR(choices({{"max_sequences", {8, 16}}, {"default", {{"max_sequences", 32}}}}, c, m),
                               "default.max_sequences", "32", "not among");
    }

    void refusesATensorParallelThatCannotSplitTheHeads() {
        const Contract c = test::contract(poissonContract()); // Llama 3.1 8B: 32 heads, 8 KV heads
        const Machine m = test::machine(test::machineJson("h100-sxm", 8));
        LUMA_EXPECT_SPEC_ERROR(choices({{"tensor_parallel", {1, 2, 3}}}, c, m), "choices.json", "tensor_parallel[2]",
                               "value 3");
        QCOMPARE(choices({{"tensor_parallel", {1, 2, 4, 8}}}, c, m).combinations(), 4LL);
    }

    void refusesWhatTheMachineCannotRun() {
        const Contract c = test::contract(poissonContract());
        const Machine two = test::machine(test::machineJson("h100-sxm", 2));
        LUMA_EXPECT_SPEC_ERROR(choices({{"tensor_parallel", {1, 4}}}, c, two), "tensor_parallel[1]", "value 4",
                               "has 2 accelerators");
        LUMA_EXPECT_SPEC_ERROR(choices({{"replicas", {1, 3}}}, c, two), "replicas[1]", "has 2 accelerators");
        LUMA_EXPECT_SPEC_ERROR(choices({{"kv_offload", {0, 0.5}}}, c, two), "kv_offload[1]", "no host memory tier");
        QCOMPARE(choices({{"kv_offload", {0, 0.5}}}, c, test::machine(machineWithHost(2))).combinations(), 2LL);
        LUMA_EXPECT_SPEC_ERROR(
            choices({{"pipeline_parallel", {1, 64}}}, c, test::machine(test::machineJson("h100-sxm", 64))),
            "pipeline_parallel[1]", "32 layers");
        LUMA_EXPECT_SPEC_ERROR(choices({{"speculative_decoding", {false, {{"draft_tokens", 4}}}}}, c, two),
                               "speculative_decoding[1]", "acceptance_rate");
    }

    void refusesKnobsTheEmulatorCannotMakePhysical() {
        const Contract c = test::contract(poissonContract());
        const Machine m = test::machine(test::machineJson("h100-sxm", 2));
        const Choices ok = choices({{"max_sequences", {8, 16}}, {"weight_precision", {"bf16", "int4"}}}, c, m);
        const WorkloadSpec emulator = parseWorkload({{"kind", "llm-emulator"}}, "w.json");
        QCOMPARE(physicalProblem(ok, emulator), std::string());
        const Choices tp = choices({{"tensor_parallel", {1, 2}}}, c, m);
        QVERIFY(physicalProblem(tp, emulator).find("tensor_parallel") != std::string::npos);
    }

    void ranksEveryCombinationAndTheDefault() {
        const Contract c = test::contract(poissonContract());
        const Machine m = test::machine(test::machineJson("h100-sxm", 4));
        const Choices ch = choices({{"max_sequences", {4, 64, 256}},
                                    {"tensor_parallel", {1, 2, 4}},
                                    {"replicas", {1, 2}},
                                    {"default", {{"max_sequences", 4}, {"tensor_parallel", 1}, {"replicas", 1}}}},
                                   c, m);
        const Ranking r = rankConfigurations(c, m, ch);
        QCOMPARE(static_cast<long long>(r.ranked.size()), 18LL);
        for (std::size_t i = 1; i < r.ranked.size(); ++i)
            QVERIFY(r.ranked[i - 1].predicted.goodputRps >= r.ranked[i].predicted.goodputRps);
        // TP 4 x 2 replicas needs 8 accelerators: ranked, with why it cannot run.
        const auto tooBig = std::find_if(r.ranked.begin(), r.ranked.end(), [&](const RankedConfiguration& x) {
            return configurationKey(ch, x.config).find("replicas=2 tensor_parallel=4") != std::string::npos;
        });
        QVERIFY(tooBig != r.ranked.end());
        QCOMPARE(tooBig->predicted.goodputRps, 0.0);
        QVERIFY(tooBig->predicted.cause.find("need 8 accelerators") != std::string::npos);
        // More batching beats 4 sequences; the default (4 sequences on one GPU) is far from the best.
        QVERIFY(r.ranked.front().predicted.goodputRps > 1.5 * r.byDefault.predicted.goodputRps);
        QVERIFY(r.byDefault.predicted.goodputRps > 0);
        // The capacity is where the SLOs still hold: just above it they do not.
        const RankedConfiguration& best = r.ranked.front();
        AppliedConfiguration a;
        applyConfiguration(ch, best.config, m, a);
        Machine mm = m;
        mm.runtime = a.runtime;
        Contract work = c;
        const Deployment d = resolveDeployment(mm, work, a.state, a.interventions);
        QVERIFY(atRate(work, d, best.predicted.goodputRps * 0.99).pass);
        QVERIFY(!atRate(work, d, best.predicted.goodputRps * 1.02).pass);
        const auto front = paretoSet(r.ranked);
        QVERIFY(!front.empty());
        QCOMPARE(front.front(), std::size_t(0)); // the most goodput is never dominated
    }

    void theFastestBreaksAQualityFloorAndIsNotChosen() {
        // Decode-heavy at a tight TPOT: the bytes of the weights per step decide.
        nlohmann::json cj = poissonContract();
        cj["workload"]["input_tokens"] = 100;
        cj["workload"]["output_tokens"] = 1000;
        cj["slo"] = {{"ttft_ms_p99", 2000}, {"tpot_ms_p99", 30}};
        const Machine m = test::machine(test::machineJson("h100-sxm", 1));
        const nlohmann::json knobs = {
            {"weight_precision",
             {"bf16", {{"value", "int4"}, {"quality_effect", {{"mmlu_accuracy", -0.05}, {"source", "test figure"}}}}}},
            {"max_sequences", {16, 64}}};
        // Without a floor, int4 weights (half the bytes per decode step) serve the most.
        {
            const Contract c = test::contract(cj);
            const Ranking r = rankConfigurations(c, m, choices(knobs, c, m));
            QVERIFY(configurationKey(choices(knobs, c, m), r.ranked.front().config).find("int4") != std::string::npos);
        }
        cj["quality"] = {{"mmlu_accuracy_min", 0.68}, {"baseline", {{"mmlu_accuracy", 0.69}}}, {"source", "test"}};
        const Contract c = test::contract(cj);
        const Choices ch = choices(knobs, c, m);
        const TuneResult t = tune(c, m, ch, TuneOptions{});
        QVERIFY(configurationKey(ch, t.best.config).find("bf16") != std::string::npos);
        QVERIFY(t.best.goodputRps() > 0);
        const Ranking r = rankConfigurations(c, m, ch);
        for (const auto& x : r.ranked)
            if (configurationKey(ch, x.config).find("int4") != std::string::npos) {
                QCOMPARE(x.predicted.goodputRps, 0.0);
                QVERIFY2(x.predicted.cause.find("quality: mmlu_accuracy_min 0.6555") == 0, x.predicted.cause.c_str());
            }
    }

    void jsonHasTheKeysTheIssueNames() {
        const Contract c = test::contract(poissonContract());
        const Machine m = test::machine(test::machineJson("h100-sxm", 1));
        const Choices ch = choices({{"max_sequences", {16, 128}}, {"default", {{"max_sequences", 16}}}}, c, m);
        const nlohmann::json j = toJson(ch, tune(c, m, ch, TuneOptions{}));
        for (const char* key : {"configurations_ranked", "physical_runs", "default", "best", "pareto"})
            QVERIFY2(j.contains(key), key);
        QCOMPARE(j["configurations_ranked"].get<long long>(), 2LL);
        QCOMPARE(j["physical_runs"].get<long long>(), 0LL);
        for (const auto* row : {&j["default"], &j["best"], &j["pareto"][0]})
            for (const char* key : {"configuration", "goodput_rps", "eur_per_mtok", "watts", "proven", "binding"})
                QVERIFY2(row->contains(key), key);
        QCOMPARE(j["default"]["configuration"], nlohmann::json({{"max_sequences", 16}}));
        QCOMPARE(j["best"]["configuration"], nlohmann::json({{"max_sequences", 128}}));
        QCOMPARE(j["best"]["proven"], false);
        QVERIFY(!j["best"].contains("runs"));
    }

    void provesTheDecisionChangingFewWithinTheBudgetAndResumes() {
        QTemporaryDir dir;
        const Contract c = test::contract(poissonContract());
        const Machine m = test::machine(test::machineJson("h100-sxm", 1));
        const Choices ch = choices({{"max_sequences", {8, 64, 256}}, {"default", {{"max_sequences", 8}}}}, c, m);
        const Ranking r = rankConfigurations(c, m, ch);
        std::map<double, double> predicted; // max_sequences -> predicted capacity
        for (const auto& x : r.ranked)
            predicted[ch.knobs[0].values[static_cast<std::size_t>(x.config.index[0])].value.get<double>()] =
                x.predicted.goodputRps;
        // The truth: each configuration serves 90 % of what the model predicts.
        const auto truth = [&](const RunRequest& req) { return 0.9 * predicted.at(maxBatchOf(req)); };
        const std::string db = dir.filePath("tune.luma").toStdString();
        TuneOptions opt;
        opt.budgetRuns = 8;
        TuneResult first;
        {
            EvidenceStore store(db);
            ScriptedExecutor exec;
            exec.capacity = truth;
            const ExecutorFor executors = [&](const KnobValue*) -> RunExecutor& { return exec; };
            first = tune(c, m, ch, opt, &store, &executors);
            QVERIFY(exec.runs <= 8);
            QCOMPARE(first.physicalRuns, static_cast<long long>(exec.runs));
            // The first run of each candidate is at its prediction, rounded to 3 figures.
            QCOMPARE(exec.rates.front(), roundedRate(r.ranked.front().predicted.goodputRps));
        }
        QCOMPARE(configurationKey(ch, first.best.config), std::string("max_sequences=256"));
        QVERIFY(first.best.proof && first.byDefault.proof);
        QVERIFY(first.beatsDefault);
        // Measured: the highest rate that passed, below the truth and within the search's resolution.
        const double true256 = 0.9 * predicted.at(256);
        QVERIFY(first.best.proof->measuredRps <= true256);
        QVERIFY(first.best.proof->measuredRps > 0.8 * true256);
        const nlohmann::json j = toJson(ch, first);
        QCOMPARE(j["best"]["proven"], true);
        QCOMPARE(j["best"]["runs"].size(), first.best.proof->runs.size());
        // The bracket: its first run, at the prediction, failed above the truth.
        QCOMPARE(j["best"]["lowest_failed_rps"].get<double>(), first.best.proof->lowestFailRps);
        QVERIFY(first.best.proof->lowestFailRps > first.best.proof->measuredRps);
        // Again: every run is read back from the project, none is sent.
        {
            EvidenceStore store(db);
            ScriptedExecutor exec;
            exec.capacity = truth;
            const ExecutorFor executors = [&](const KnobValue*) -> RunExecutor& { return exec; };
            const TuneResult again = tune(c, m, ch, opt, &store, &executors);
            QCOMPARE(exec.runs, 0);
            QCOMPARE(again.best.proof->measuredRps, first.best.proof->measuredRps);
            QCOMPARE(again.runsRecorded, first.runsRecorded);
        }
    }

    // codesign proves the configuration in place beside the best: where the model predicts that no
    // configuration passes (here a TPOT the model finds out of reach on an L4, which the scripted
    // host meets), the one in place is still run, from the contract's rate, and its measured
    // capacity stands.
    void provesTheDefaultWhereTheModelPredictsNothingPasses() {
        QTemporaryDir dir;
        nlohmann::json cj = poissonContract(2);
        cj["slo"]["tpot_ms_p99"] = 30; // the scripted host: 20 ms
        const Contract c = test::contract(cj);
        const Machine m = test::machine(test::machineJson("l4", 1));
        const Choices ch = choices({{"max_sequences", {8, 64}}, {"default", {{"max_sequences", 8}}}}, c, m);
        QVERIFY(!(rankConfigurations(c, m, ch).ranked.front().predicted.goodputRps > 0));
        EvidenceStore store(dir.filePath("tune.luma").toStdString());
        ScriptedExecutor exec;
        exec.capacity = [](const RunRequest&) { return 3.0; };
        const ExecutorFor executors = [&](const KnobValue*) -> RunExecutor& { return exec; };
        TuneOptions opt;
        opt.budgetRuns = 4;
        QVERIFY(tune(c, m, ch, opt, &store, &executors).proven.empty()); // nothing to prove
        QCOMPARE(exec.runs, 0);
        opt.proveDefault = true;
        const TuneResult r = tune(c, m, ch, opt, &store, &executors);
        QCOMPARE(r.proven.size(), std::size_t{1});
        QCOMPARE(configurationKey(ch, r.proven.front().config), std::string("max_sequences=8"));
        QCOMPARE(exec.rates.front(), 2.0); // the contract's rate
        QVERIFY(r.byDefault.proof && r.byDefault.proof->measuredRps >= 2.0 && r.byDefault.proof->measuredRps <= 3.0);
        QVERIFY(!r.beatsDefault);
        QCOMPARE(r.modelScale, 0.0); // no prediction to compare the measurement with
    }

    void resumesAfterAKillWithoutRepeatingAFinishedRun() {
        QTemporaryDir dir;
        const Contract c = test::contract(poissonContract());
        const Machine m = test::machine(test::machineJson("h100-sxm", 1));
        const Choices ch = choices({{"max_sequences", {8, 256}}, {"default", {{"max_sequences", 8}}}}, c, m);
        const auto truth = [](const RunRequest& req) { return maxBatchOf(req) == 256 ? 5.0 : 1.0; };
        const std::string db = dir.filePath("tune.luma").toStdString();
        std::vector<double> before;
        {
            EvidenceStore store(db);
            ScriptedExecutor exec;
            exec.capacity = truth;
            exec.killAtRun = 2; // the third run is placed, then the program dies
            const ExecutorFor executors = [&](const KnobValue*) -> RunExecutor& { return exec; };
            bool killed = false;
            try {
                (void)tune(c, m, ch, TuneOptions{}, &store, &executors);
            } catch (const ScriptedExecutor::Killed&) {
                killed = true;
            }
            QVERIFY(killed);
            before = exec.rates;
        }
        QCOMPARE(before.size(), std::size_t(2));
        EvidenceStore store(db);
        ScriptedExecutor exec;
        exec.capacity = truth;
        const ExecutorFor executors = [&](const KnobValue*) -> RunExecutor& { return exec; };
        const TuneResult t = tune(c, m, ch, TuneOptions{}, &store, &executors);
        for (const double rate : before)
            QVERIFY(std::find(exec.rates.begin(), exec.rates.end(), rate) == exec.rates.end());
        QCOMPARE(t.runsRecorded, static_cast<long long>(before.size() + exec.rates.size()));
    }

    void theCliRanksTheTinyExampleAndRefusesBadChoicesByName() {
        const QString tiny = QString::fromStdString(test::sourcePath("resources/examples/tiny/"));
        const auto r = test::runLuma({"tune", "--contract", tiny + "contract-tune.json", "--machine",
                                      tiny + "machine.json", "--choices", tiny + "choices.json", "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const nlohmann::json j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["configurations_ranked"].get<long long>(), 96LL);
        QCOMPARE(j["default"]["configuration"]["max_sequences"], 16);
        QVERIFY(j["best"]["goodput_rps"].get<double>() >= j["default"]["goodput_rps"].get<double>());
        QVERIFY(!j["pareto"].empty());
        QTemporaryDir dir;
        const QString bad = dir.filePath("choices.json");
        std::ofstream(bad.toStdString())
            << nlohmann::json({{"schema", "luma.choices/1"}, {"tensor_parallel", {1, 3}}}).dump();
        const auto refused = test::runLuma(
            {"tune", "--contract", tiny + "contract-tune.json", "--machine", tiny + "machine.json", "--choices", bad});
        QVERIFY(refused.code != 0);
        QVERIFY2(refused.err.contains(bad) && refused.err.contains("tensor_parallel[1]") &&
                     refused.err.contains("value 3"),
                 qPrintable(refused.err));
    }
};

QTEST_GUILESS_MAIN(TstTune)
#include "tst_tune.moc"
