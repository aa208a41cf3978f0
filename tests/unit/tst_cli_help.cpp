// `luma COMMAND --help`, `luma help COMMAND`, and what predict and explore state about what they
// judged: the parallel mode, the interventions applied, the currency and the reason a deployment
// is refused. Runs the real binary, as a user would.
#include "run_luma.h"
#include "specs.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

namespace {

using Result = luma::test::LumaResult;
using luma::test::runLuma;

// Every subcommand the top-level usage lists.
const QStringList kCommands = {"import-hf", "predict",       "explore",  "catalog", "probe", "qualify", "show",
                               "export",    "verify-bundle", "check",    "import",  "hosts", "machine", "agent-run",
                               "report",    "tune",          "codesign", "keys",    "fleet"};

} // namespace

class TestCliHelp : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString write(const QString& name, const nlohmann::json& doc) {
        const QString path = m_dir.filePath(name);
        std::ofstream(path.toStdString()) << doc.dump();
        return path;
    }

private slots:
    void everySubcommandHasHelp_data() {
        QTest::addColumn<QString>("command");
        for (const auto& c : kCommands) QTest::newRow(qPrintable(c)) << c;
    }
    void everySubcommandHasHelp() {
        QFETCH(QString, command);
        for (const QStringList& args :
             {QStringList{command, "--help"}, QStringList{command, "-h"}, QStringList{"help", command}}) {
            const Result r = runLuma(args);
            QVERIFY2(r.code == 0, qPrintable(args.join(' ') + ": exit " + QString::number(r.code) + " " + r.err));
            QVERIFY2(r.out.startsWith("usage: luma " + command + " "), qPrintable(r.out));
            QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
            QVERIFY2(!r.out.contains("unknown option"), qPrintable(r.out));
        }
    }

    // Help wins over the rest of the line (a user adds --help to a command that failed).
    void helpWinsOverOtherArguments() {
        const Result r = runLuma({"predict", "--contract", "missing.json", "--help"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("--interventions"));
        QVERIFY(r.out.contains("--usd-to-eur"));
    }

    void topLevelHelpAndUnknowns() {
        Result r = runLuma({"--help"});
        QCOMPARE(r.code, 0);
        for (const auto& c : kCommands) QVERIFY2(r.out.contains("luma " + c), qPrintable(c));
        r = runLuma({"help", "nope"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("unknown command \"nope\""));
        r = runLuma({"predict", "--bogus"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("unknown option --bogus"));
        QVERIFY(r.err.contains("luma predict --help"));
        r = runLuma({"catalog", "--usd-to-eur", "-1"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--usd-to-eur expects a number above zero, got \"-1\""), qPrintable(r.err));
    }

    // The header says how the machine is deployed and what was applied; prices say their rate.
    void predictStatesWhatItJudged() {
        const QString c = write("c.json", luma::test::contractJson("llama-3.1-8b.json", 1000, 200));
        const QString m = write("m.json", luma::test::machineJson("h100-sxm", 4, 2));
        const QString i = write("i.json", nlohmann::json::parse(
                                              R"([{"name": "w4", "kind": "weight_precision", "value": "int4"},
                                                  {"name": "b", "kind": "max_batched_tokens", "value": 4096}])"));
        Result r = runLuma({"predict", "--contract", c, "--machine", m, "--interventions", i});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("parallel: TP 2 x PP 1 per replica, 2 replicas"), qPrintable(r.out));
        QVERIFY2(r.out.contains("Interventions applied: w4 (weight_precision int4), then b (max_batched_tokens 4096)"),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains("weight-only path: weights stored as int4, dequantised to fp8"), qPrintable(r.out));
        QVERIFY(r.out.contains("EUR per 1M output tokens"));
        QVERIFY2(r.out.contains("catalog list price 3.40 USD/h per h100-sxm at 0.86 EUR per USD"), qPrintable(r.out));

        // The rate is settable and changes the price it states.
        r = runLuma({"predict", "--contract", c, "--machine", m, "--usd-to-eur", "1", "--json"});
        QCOMPARE(r.code, 0);
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["eur_per_hour"].get<double>(), 4 * 3.40);
        QCOMPARE(j["currency"]["eur_per_usd"].get<double>(), 1.0);
        QCOMPARE(j["interventions_applied"].size(), std::size_t(0));
    }

    void predictSaysWhyItCannotDeployOrFit() {
        const QString m = write("m3.json", luma::test::machineJson("h200", 3, 3));
        const QString c70 = write("c70.json", luma::test::contractJson("llama-3.1-70b.json", 1000, 200));
        Result r = runLuma({"predict", "--contract", c70, "--machine", m, "--simulate"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Verdict: FAIL"));
        QVERIFY2(r.out.contains("Not deployable: tensor_parallel 3 does not divide the model's 64 attention heads"),
                 qPrintable(r.out));
        r = runLuma({"predict", "--contract", c70, "--machine", m, "--json"});
        QVERIFY(nlohmann::json::parse(r.out.toStdString())["deployment_problem"].get<std::string>().find(
                    "64 attention heads") != std::string::npos);

        const QString big = write("c405.json", luma::test::contractJson("llama-3.1-405b.json", 1000, 200, "bf16"));
        const QString one = write("m1.json", luma::test::machineJson("h100-sxm", 1));
        r = runLuma({"predict", "--contract", big, "--machine", one});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Out of memory: one sequence of 1200 tokens needs "), qPrintable(r.out));
        QVERIFY2(r.out.contains("the runtime may use 72.00 GiB (capacity 80.00 x gpu_memory_utilization 0.9)"),
                 qPrintable(r.out));
    }

    void exploreShowsParallelismAndRefusedStates() {
        const QString c = write("ce.json", luma::test::contractJson("llama-3.1-8b.json", 1000, 200));
        const QString m = write("me.json", luma::test::machineJson("h100-sxm", 4, 2));
        const QString s = write("se.json", {{"schema", "luma.space/1"},
                                            {"dims", {{{"resource", "accelerator_count"}, {"levels", {1, 2, 3, 4}}}}}});
        const Result r = runLuma({"explore", "--contract", c, "--machine", m, "--space", s});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("TP x PP x replicas"), qPrintable(r.out));
        QVERIFY2(r.out.contains("2 states no serving engine would deploy (judged FAIL):"), qPrintable(r.out));
        QVERIFY2(r.out.contains("1 state: tensor_parallel 2 x pipeline_parallel 1 does not divide 3 accelerators"),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains("Prices: catalog list prices in USD at 0.86 EUR per USD"), qPrintable(r.out));
    }
};

QTEST_APPLESS_MAIN(TestCliHelp)
#include "tst_cli_help.moc"
