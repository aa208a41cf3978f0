// The luma CLI as a user meets it: outputs, JSON keys scripts rely on, and one clear message
// with a non-zero exit for every kind of bad input.
#include "run_luma.h"
#include "specs.h"

#include "core/catalog/catalog.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

namespace {

using Result = luma::test::LumaResult;
using luma::test::runLuma;

QString example(const char* file) {
    return QString::fromStdString(luma::test::sourcePath(std::string("resources/examples/chat-8b/") + file));
}

nlohmann::json parse(const QString& text) { return nlohmann::json::parse(text.toStdString()); }

} // namespace

class TestCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString& name, const std::string& text) {
        const QString path = m_dir.filePath(name);
        std::ofstream(path.toStdString()) << text;
        return path;
    }

private slots:
    void version() {
        Result r = runLuma({"--version"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("luma "));
    }
    void importHf() {
        const QString cfg = QString::fromStdString(luma::test::sourcePath("resources/models/mixtral-8x7b.json"));
        Result r = runLuma({"import-hf", cfg, "--json"});
        QCOMPARE(r.code, 0);
        auto j = parse(r.out);
        for (const char* key : {"params_total", "params_active", "layers", "hidden", "heads", "kv_heads", "head_dim",
                                "kv_bytes_per_token", "architecture"})
            QVERIFY2(j.contains(key), key);
        QCOMPARE(j["architecture"].get<std::string>(), std::string("MixtralForCausalLM"));
        QVERIFY(std::abs(j["params_active"].get<double>() / 12.9e9 - 1) < 0.01);
        Result text = runLuma({"import-hf", cfg});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains("params_total"));
        QVERIFY(text.out.contains("46.70 B"));
    }
    void predictJsonHasThePublicKeys() {
        Result r = runLuma(
            {"predict", "--contract", example("contract.json"), "--machine", example("machine.json"), "--json"});
        QCOMPARE(r.code, 0);
        auto j = parse(r.out);
        for (const char* key : {"throughput_tok_s", "ttft_ms_p50", "ttft_ms_p99", "tpot_ms_p50", "tpot_ms_p99", "fits",
                                "binding", "verdict", "eur_per_mtok", "watts", "memory_gib"})
            QVERIFY2(j.contains(key), key);
        QCOMPARE(j["verdict"].get<std::string>(), std::string("PASS"));
        QVERIFY(j["memory_gib"]["weights"].get<double>() > 3);
        QCOMPARE(j["contract"]["hash"].get<std::string>().size(), std::size_t(64));
    }
    void predictTextAndSimulation() {
        Result r = runLuma(
            {"predict", "--contract", example("contract.json"), "--machine", example("machine.json"), "--simulate"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Verdict: PASS"));
        QVERIFY(r.out.contains("TPOT p99 (ms)"));
        QVERIFY(r.out.contains("Simulation ("));
        QVERIFY(r.out.contains("goodput"));
    }
    // A machine's serving stack is named on the prediction's first line, and a MoE model's
    // throughput follows the stack's derating (TensorRT-LLM's engines run Mixtral's experts about
    // 4x as fast as its PyTorch backend on H100).
    void predictNamesTheServingStack() {
        const QString c = write(QStringLiteral("mixtral.json"),
                                luma::test::contractJson("mixtral-8x7b.json", 1000, 1000).dump()); // offline, FP8
        auto tokS = [&](const char* stack) {
            const QString m =
                write(QStringLiteral("h100-%1.json").arg(QLatin1String(stack)),
                      nlohmann::json{{"schema", "luma.machine/1"},
                                     {"name", "h100"},
                                     {"nodes", {{{"id", "gpu"}, {"kind", "accelerator"}, {"type", "h100-sxm"}}}},
                                     {"runtime", {{"serving_stack", stack}}}}
                          .dump());
            Result text = runLuma({"predict", "--contract", c, "--machine", m});
            const QString head = QStringLiteral("(1 x h100-sxm served by %1; parallel").arg(QLatin1String(stack));
            if (!text.out.contains(head)) qWarning("%s", qPrintable(text.out + text.err));
            return text.out.contains(head)
                       ? parse(runLuma({"predict", "--contract", c, "--machine", m, "--json"}).out)["throughput_tok_s"]
                             .get<double>()
                       : 0.0;
        };
        const double engine = tokS("tensorrt-llm"), pytorch = tokS("tensorrt-llm-pytorch");
        QVERIFY2(pytorch > 0 && engine > 1.3 * pytorch, qPrintable(QStringLiteral("%1 %2").arg(engine).arg(pytorch)));
    }
    // A tensor_parallel intervention that cannot apply is a FAIL that names the reason; the
    // table's margins stay readable (no "unbounded%", no -99900 % for a success rate of 0).
    // An unset layout is chosen and the faces say which and why: Llama-2-70B offline on eight
    // H200 as eight replicas of TP 1 (the widest TP, 8, serves far less).
    void predictSaysWhichLayoutAndWhy() {
        const std::string model = luma::test::sourcePath("resources/models/llama-2-70b.json");
        const QString c =
            write(QStringLiteral("offline70.json"),
                  nlohmann::json{{"schema", "luma.contract/1"},
                                 {"name", "offline-70b"},
                                 {"model", {{"hf_config", model}}},
                                 {"precision", {{"weights", "fp8"}, {"kv_cache", "fp8"}, {"activations", "fp8"}}},
                                 {"workload",
                                  {{"input_tokens", 294},
                                   {"output_tokens", 291},
                                   {"arrival", {{"kind", "offline"}, {"requests", 24576}}}}}}
                      .dump());
        const QString m = write(QStringLiteral("h200x8.json"), R"({"schema": "luma.machine/1", "name": "h200x8",
            "nodes": [{"id": "gpu", "kind": "accelerator", "type": "h200", "count": 8}]})");
        Result r = runLuma({"predict", "--contract", c, "--machine", m});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Layout: TP 1 x PP 1 x 8 replicas") && r.out.contains("TP 8 x PP 1 x 1 replica"),
                 qPrintable(r.out));
        r = runLuma({"predict", "--contract", c, "--machine", m, "--json"});
        QCOMPARE(r.code, 0);
        const nlohmann::json j = parse(r.out);
        QCOMPARE(j["layout"]["searched"].get<bool>(), true);
        QCOMPARE(j["layout"]["chosen"]["replicas"].get<long long>(), 8LL);
        QCOMPARE(j["parallelism"]["replicas"].get<long long>(), 8LL);
        QVERIFY(j["layout"]["options"].size() >= 4);
        QVERIFY(!j["layout"]["why"].get<std::string>().empty());
    }
    void undeployableInterventionIsAFailWithTheReason() {
        const QString ivs = write("tp3.json", R"([{"name": "tp3", "kind": "tensor_parallel", "value": 3}])");
        Result r = runLuma({"predict", "--contract", example("contract.json"), "--machine", example("machine.json"),
                            "--interventions", ivs});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Verdict: FAIL    binding: deployment"), qPrintable(r.out));
        QVERIFY2(r.out.contains(
                     "Not deployable: tensor_parallel 3 x pipeline_parallel 1 needs 3 accelerators, the state has 2"),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains("unbounded  FAIL") && !r.out.contains("unbounded%"), qPrintable(r.out));
        QVERIFY2(r.out.contains("< -1000%  FAIL") && !r.out.contains("99900"), qPrintable(r.out));
    }
    // Saturation in words that are true: above capacity the queues grow without bound; just below
    // it (128k prompts at 99.6 % of capacity) the queue still grows through the whole experiment.
    void saturationSaysWhichKind() {
        const QString model = QString::fromStdString(luma::test::sourcePath("resources/models/llama-3.1-8b.json"));
        auto contractAt = [&](double rate) {
            nlohmann::json c = {{"schema", "luma.contract/1"},
                                {"name", "long"},
                                {"model", {{"hf_config", model.toStdString()}}},
                                {"precision", {{"weights", "fp8"}, {"kv_cache", "fp8"}, {"activations", "fp8"}}},
                                {"workload",
                                 {{"input_tokens", 128000},
                                  {"output_tokens", 512},
                                  {"arrival", {{"kind", "poisson"}, {"rate_rps", rate}, {"requests", 300}}}}},
                                {"slo", {{"ttft_ms_p99", 30000}, {"tpot_ms_p99", 150}}}};
            return write(QStringLiteral("long.json"), c.dump());
        };
        const QString m = write(QStringLiteral("h100x4.json"), R"({"schema": "luma.machine/1", "name": "h100x4",
            "nodes": [{"id": "gpu", "kind": "accelerator", "type": "h100-sxm", "count": 4}],
            "runtime": {"tensor_parallel": 1}})");
        Result r = runLuma({"predict", "--contract", contractAt(0.5), "--machine", m, "--json"});
        QCOMPARE(r.code, 0);
        const double capacity = parse(r.out)["capacity_rps"].get<double>();
        QVERIFY(capacity > 0);
        r = runLuma({"predict", "--contract", contractAt(capacity * 1.05), "--machine", m});
        QVERIFY2(r.out.contains("Saturated: arrivals exceed capacity"), qPrintable(r.out));
        r = runLuma({"predict", "--contract", contractAt(capacity * 0.996), "--machine", m});
        QVERIFY2(
            r.out.contains(
                "Saturated for this contract: at 99.6% of capacity the queue keeps growing through all 300 arrivals"),
            qPrintable(r.out));
        QVERIFY2(!r.out.contains("arrivals exceed capacity"), qPrintable(r.out));
    }
    // An uncalibrated, unprofiled accelerator's prediction says plainly that its figures are
    // unverified, in text and JSON, and claims no band; a calibrated one speaks only when the
    // deciding margin is inside its ±15 %.
    void uncalibratedPredictionSaysSo() {
        const QString model = QString::fromStdString(luma::test::sourcePath("resources/models/llama-3.1-8b.json"));
        auto contractWith = [&](double tpotLimit) {
            nlohmann::json c = {{"schema", "luma.contract/1"},
                                {"name", "chat"},
                                {"model", {{"hf_config", model.toStdString()}}},
                                {"precision", {{"weights", "bf16"}, {"kv_cache", "bf16"}, {"activations", "bf16"}}},
                                {"workload",
                                 {{"input_tokens", 1000},
                                  {"output_tokens", 200},
                                  {"arrival", {{"kind", "offline"}, {"requests", 1000}}}}},
                                {"slo", {{"tpot_ms_p99", tpotLimit}}}};
            return write(QStringLiteral("chat.json"), c.dump());
        };
        // A part the catalog has not calibrated (parts are calibrated one by one as published
        // rows arrive, so the test takes one that is left) that runs the contract.
        std::string type;
        const luma::Contract probe = luma::loadContract(contractWith(1e6).toStdString());
        for (const luma::Accelerator& a : luma::Catalog::builtin().accelerators()) {
            const luma::Machine m = luma::test::machine(luma::test::machineJson(a.type, 1));
            const luma::Prediction p = luma::predict(probe, luma::resolveDeployment(m, probe, {}, {}));
            if (!a.derating.calibrated && p.deployable && p.fits) {
                type = a.type;
                break;
            }
        }
        if (type.empty()) QSKIP("every part of the catalog that runs this contract is calibrated");
        const QString accelerator = QString::fromStdString(type);
        const QString uncalibrated =
            write(QStringLiteral("uncalibrated.json"), luma::test::machineJson(type, 1).dump());
        const QString h100 = write(QStringLiteral("h100.json"), luma::test::machineJson("h100-sxm", 1).dump());

        Result r = runLuma({"predict", "--contract", contractWith(1e6), "--machine", uncalibrated, "--json"});
        QCOMPARE(r.code, 0);
        auto j = parse(r.out);
        QCOMPARE(j["calibrated"].get<bool>(), false);
        QCOMPARE(j["band_basis"].get<std::string>(), std::string("unverified"));
        QVERIFY(!j["within_band"].get<bool>() && j["within_band_slo"].is_null()); // a margin of +100 %
        QVERIFY(j["ranges"].is_null());                                           // no band earned, none claimed
        const double tpot = j["tpot_ms_p99"].get<double>();
        r = runLuma({"predict", "--contract", contractWith(1e6), "--machine", uncalibrated});
        const QString unverified =
            QStringLiteral("Accelerator %1 is neither calibrated (no published rows, no runs) nor "
                           "profiled: its figures are unverified estimates")
                .arg(accelerator);
        QVERIFY2(r.out.contains(unverified + ".\n"), qPrintable(r.out));
        QVERIFY2(!r.out.contains("±35"), qPrintable(r.out));

        // TPOT p99 limit 10 % above the prediction: inside either band; the verdict stays PASS.
        r = runLuma({"predict", "--contract", contractWith(tpot / 0.9), "--machine", uncalibrated});
        QVERIFY2(r.out.contains("Verdict: PASS"), qPrintable(r.out));
        QVERIFY2(
            r.out.contains(unverified +
                           QStringLiteral("; the TPOT p99 margin (+10.0 %) is thin, so only a physical run decides.")),
            qPrintable(r.out));
        r = runLuma({"predict", "--contract", contractWith(tpot / 0.9), "--machine", uncalibrated, "--json"});
        j = parse(r.out);
        QVERIFY(j["within_band"].get<bool>());
        QCOMPARE(j["within_band_slo"].get<std::string>(), std::string("tpot_ms_p99"));
        QCOMPARE(j["analytic"]["within_band"].get<bool>(), true);

        r = runLuma({"catalog"});
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("\\n%1 .* uncalibrated ±35%\\n").arg(accelerator))),
                 qPrintable(r.out));

        r = runLuma({"predict", "--contract", contractWith(1e6), "--machine", h100, "--json"});
        j = parse(r.out);
        QCOMPARE(j["calibrated"].get<bool>(), true);
        QCOMPARE(j["band"].get<double>(), 0.15);
        QCOMPARE(j["band_basis"].get<std::string>(), std::string("published_rows"));
        QCOMPARE(j["ranges"]["tpot_ms_p99"][1].get<double>(), j["tpot_ms_p99"].get<double>() * 1.15);
        const double htpot = j["tpot_ms_p99"].get<double>();
        r = runLuma({"predict", "--contract", contractWith(htpot / 0.9), "--machine", h100});
        QVERIFY2(
            r.out.contains("Accelerator h100-sxm is calibrated against published rows: read figures within ±15 %; the "
                           "TPOT p99 margin (+10.0 %) is inside that band, so only a physical run decides."),
            qPrintable(r.out));
        r = runLuma({"predict", "--contract", contractWith(htpot / 0.7), "--machine", h100}); // +30 %: it stands
        QVERIFY2(r.out.contains("Verdict: PASS") && !r.out.contains("Accelerator h100-sxm"), qPrintable(r.out));
    }
    void exploreFrontier() {
        Result r = runLuma({"explore", "--contract", example("contract.json"), "--machine", example("machine.json"),
                            "--space", example("space.json"), "--json"});
        QCOMPARE(r.code, 0);
        auto j = parse(r.out);
        QCOMPARE(j["evaluated"].get<int>(), 384);
        QVERIFY(!j["frontier"].empty());
        QVERIFY(j["cheapest"]["state"].contains("accelerator_count"));
        Result text = runLuma({"explore", "--contract", example("contract.json"), "--machine", example("machine.json"),
                               "--space", example("space.json")});
        QVERIFY(text.out.contains("cheapest frontier state"));
        QVERIFY(text.out.contains("adjacent FAIL"));
    }
    void catalog() {
        Result r = runLuma({"catalog"});
        QCOMPARE(r.code, 0);
        for (const char* t : {"h100-sxm", "b200", "mi300x", "trn2", "tpu-v5p", "cpu"}) QVERIFY2(r.out.contains(t), t);
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("\\nh100-sxm .* calibrated ±15%\\n"))),
                 qPrintable(r.out));
        // The serving stacks, and the parts that run at a derating of the stack's own.
        QVERIFY2(
            r.out.contains(QRegularExpression(QStringLiteral("\\ntensorrt-llm +h100-sxm, h200 +NVIDIA TensorRT-LLM"))),
            qPrintable(r.out));
        // A part list's "-" (none) stands where the list would, not right-aligned like a number.
        QVERIFY2(r.out.contains(QRegularExpression(QStringLiteral("\\nvllm {18}- +vLLM"))), qPrintable(r.out));
        // A missing rate stays right-aligned among the rates (h100-sxm has no FP4 peak).
        QVERIFY2(
            r.out.contains(QRegularExpression(QStringLiteral("\\nh100-sxm +NVIDIA H100[^\\n]* +- {5}80\\.0 +3\\.35 "))),
            qPrintable(r.out));
        Result j = runLuma({"catalog", "--json"});
        QCOMPARE(parse(j.out)["accelerators"].size(), std::size_t(16));
        QVERIFY(parse(j.out)["serving_stacks"].contains("tensorrt-llm-pytorch"));
    }
    void badInputGetsOneClearMessage_data() {
        QTest::addColumn<QString>("contract");
        QTest::addColumn<QString>("expected");
        auto base = luma::test::contractJson();
        QTest::newRow("malformed") << "{\"schema\": \"luma.contract/1\",\n \"name\": }"
                                   << "malformed JSON at line 2";
        auto missing = base;
        missing["workload"].erase("input_tokens");
        QTest::newRow("missing key") << QString::fromStdString(missing.dump())
                                     << "workload.input_tokens: missing required key";
        auto typo = base;
        typo["slo"] = {{"tpot_ms_99", 100}};
        QTest::newRow("misspelled key") << QString::fromStdString(typo.dump())
                                        << "slo.tpot_ms_99: unknown key (did you mean \"tpot_ms_p99\"?)";
        auto precision = base;
        precision["precision"]["kv_cache"] = "fp9";
        QTest::newRow("unknown precision")
            << QString::fromStdString(precision.dump()) << "precision.kv_cache: unknown precision \"fp9\"";
        auto negative = base;
        negative["workload"]["output_tokens"] = -10;
        QTest::newRow("negative") << QString::fromStdString(negative.dump())
                                  << "workload.output_tokens: must be at least 1";
    }
    void badInputGetsOneClearMessage() {
        QFETCH(QString, contract);
        QFETCH(QString, expected);
        const QString file = write("bad-contract.json", contract.toStdString());
        Result r = runLuma({"predict", "--contract", file, "--machine", example("machine.json")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY2(r.err.contains("bad-contract.json"), qPrintable(r.err));
        QCOMPARE(r.err.count('\n'), 1); // one message, no stack of noise
        QVERIFY(r.out.isEmpty());
    }
    void unknownAcceleratorNamesTheMachineFile() {
        auto m = luma::test::machineJson("h100");
        const QString file = write("bad-machine.json", m.dump());
        Result r = runLuma({"predict", "--contract", example("contract.json"), "--machine", file});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("bad-machine.json: nodes[0].type: unknown accelerator \"h100\""), qPrintable(r.err));
        QVERIFY(r.err.contains("h100-sxm"));
    }
    void modelThatFitsNowhere() {
        auto c = luma::test::contractJson("llama-3.1-405b.json", 1000, 1000, "bf16");
        const QString contract = write("huge.json", c.dump());
        const QString machine = write("small.json", luma::test::machineJson("l4", 1).dump());
        Result p = runLuma({"predict", "--contract", contract, "--machine", machine, "--json"});
        QCOMPARE(p.code, 0); // a verdict, not an error
        auto j = parse(p.out);
        QCOMPARE(j["fits"].get<bool>(), false);
        QCOMPARE(j["verdict"].get<std::string>(), std::string("FAIL"));
        QCOMPARE(j["binding"].get<std::string>(), std::string("hbm_capacity"));
        const QString space =
            write("space.json",
                  R"({"schema": "luma.space/1", "dims": [{"resource": "accelerator_count", "levels": [1, 2, 4]}]})");
        Result e = runLuma({"explore", "--contract", contract, "--machine", machine, "--space", space});
        QCOMPARE(e.code, 0);
        QVERIFY(e.out.contains("No state passes"));
    }
    void usageErrors() {
        Result r = runLuma({"predict", "--contract", example("contract.json")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("missing required option --machine"));
        r = runLuma({"predict", "--contrat", "x"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("did you mean --contract"));
        r = runLuma({"frobnicate"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("unknown command"));
        r = runLuma({"predict", "--contract", m_dir.filePath("nope.json"), "--machine", example("machine.json")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("nope.json: cannot open file"));
        r = runLuma({"predict", "--contract", m_dir.path(), "--machine", example("machine.json")});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains("is a directory"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
