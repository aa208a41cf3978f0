// Typed workload specs: every kind round-trips, a bad value or a misspelled key is one message
// naming the file and the key wherever the workload is read (a campaign, `luma agent-run`, a
// real agent), a campaign refuses a probe, and the client's deadline follows the workload.
#include "expect_error.h"
#include "specs.h"

#include "core/model/campaign.h"
#include "core/model/workload.h"
#include "remote/client/local_agent.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sys/stat.h>

using namespace luma;

Q_DECLARE_METATYPE(nlohmann::json)

class TestWorkloadSpec : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string write(const std::string& name, const nlohmann::json& j) {
        const std::string path = m_dir.filePath(QString::fromStdString(name)).toStdString();
        std::ofstream(path) << j.dump(1);
        return path;
    }
    nlohmann::json campaignWith(const nlohmann::json& workload) {
        return {{"schema", "luma.campaign/1"},
                {"name", "c"},
                {"contract", test::sourcePath("resources/examples/tiny/contract-campaign.json")},
                {"space",
                 {{"schema", "luma.space/1"}, {"dims", {{{"resource", "compute_fraction"}, {"levels", {0.5, 1.0}}}}}}},
                {"workload", workload}};
    }

private slots:
    void everyKindRoundTrips_data() {
        QTest::addColumn<nlohmann::json>("doc");
        QTest::newRow("llm-emulator, defaults") << nlohmann::json{{"kind", "llm-emulator"}};
        QTest::newRow("llm-emulator, every option") << nlohmann::json{
            {"kind", "llm-emulator"}, {"backend", "cuda"}, {"max_sequences", 16},  {"max_batched_tokens", 512},
            {"max_seconds", 60},      {"seed", 7},         {"description", "tiny"}};
        QTest::newRow("command, argv only") << nlohmann::json{{"kind", "command"}, {"argv", {"true"}}};
        QTest::newRow("command, every option") << nlohmann::json{{"kind", "command"},
                                                                 {"argv", {"vllm", "bench", "serve", ""}},
                                                                 {"timeout_s", 7200},
                                                                 {"env", {{"HF_HOME", "/data"}, {"EMPTY", ""}}},
                                                                 {"import", {{"format", "vllm"}, {"file", "r.json"}}}};
        QTest::newRow("bandwidth, defaults") << nlohmann::json{{"kind", "bandwidth"}};
        QTest::newRow("bandwidth, every option")
            << nlohmann::json{{"kind", "bandwidth"}, {"backend", "hip"}, {"mib", 32.5}, {"repeats", 2}};
        QTest::newRow("compute, defaults") << nlohmann::json{{"kind", "compute"}};
        QTest::newRow("compute, every option") << nlohmann::json{{"kind", "compute"}, {"seconds", 0.1}};
    }
    void everyKindRoundTrips() {
        QFETCH(nlohmann::json, doc);
        const WorkloadSpec spec = parseWorkload(doc, "w.json");
        QCOMPARE(spec.kindName(), doc["kind"].get<std::string>());
        const nlohmann::json j = spec.toJson();
        QVERIFY2(parseWorkload(j, "w.json") == spec, j.dump().c_str());
        for (auto it = doc.begin(); it != doc.end(); ++it)
            if (it.key() != "description") QVERIFY2(j.at(it.key()) == *it, it.key().c_str());
    }
    void defaultsAreTheUntypedOnes() {
        // Defaults are the ones the workloads used before they were typed.
        const auto e = parseWorkload({{"kind", "llm-emulator"}}, "w.json").emulator();
        QCOMPARE(e.backend, std::string("cpu"));
        QCOMPARE(e.maxSequences, 64LL);
        QCOMPARE(e.maxBatchedTokens, 2048LL);
        QCOMPARE(e.maxSeconds, 600.0);
        QCOMPARE(e.seed, std::uint64_t{1});
        QCOMPARE(parseWorkload({{"kind", "command"}, {"argv", {"x"}}}, "w.json").command().timeoutS, 3600.0);
        QCOMPARE(parseWorkload({{"kind", "bandwidth"}}, "w.json").bandwidth().mib, 512.0);
        QCOMPARE(parseWorkload({{"kind", "bandwidth"}}, "w.json").bandwidth().repeats, 10);
        QCOMPARE(parseWorkload({{"kind", "compute"}}, "w.json").compute().seconds, 1.0);
    }
    void badValuesNameTheKey_data() {
        QTest::addColumn<nlohmann::json>("doc");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        using nlohmann::json;
        const auto row = [](const char* name, const json& doc, const char* file, const char* message) {
            QTest::newRow(name) << doc << QString(file) << QString(message);
        };
        row("seconds not a number", {{"kind", "compute"}, {"seconds", "fast"}}, "campaign.json",
            "campaign.json: workload.seconds: expected a number");
        row("no sequences", {{"kind", "llm-emulator"}, {"max_sequences", 0}}, "c.json",
            "c.json: workload.max_sequences: must be at least 1");
        row("command without argv", {{"kind", "command"}}, "c.json", "workload.argv: missing required key");
        row("empty argv", {{"kind", "command"}, {"argv", json::array()}}, "c.json", "workload.argv: must not be empty");
        row("argv with a number", {{"kind", "command"}, {"argv", {"a", 3}}}, "c.json",
            "workload.argv[1]: expected a string");
        row("environment value a number", {{"kind", "command"}, {"argv", {"a"}}, {"env", {{"N", 3}}}}, "c.json",
            "workload.env.N: expected a string");
        row("misspelt import format",
            {{"kind", "command"}, {"argv", {"a"}}, {"import", {{"format", "vlm"}, {"file", "f"}}}}, "c.json",
            "workload.import.format: unknown import format \"vlm\" (did you mean \"vllm\"?)");
        row("bandwidth buffer below 8 MiB", {{"kind", "bandwidth"}, {"mib", 4}}, "c.json",
            "workload.mib: must be between 8");
        row("not an object", json::array(), "c.json", "c.json: workload: expected an object");
    }
    void badValuesNameTheKey() {
        QFETCH(nlohmann::json, doc);
        QFETCH(QString, file);
        QFETCH(QString, message);
        const std::string expected = message.toStdString();
        LUMA_EXPECT_SPEC_ERROR(parseWorkload(doc, file.toStdString(), "workload"), expected.c_str());
    }
    void unknownKeysGetAHint_data() {
        QTest::addColumn<nlohmann::json>("doc");
        QTest::addColumn<QString>("message");
        QTest::newRow("misspelt option")
            << nlohmann::json{{"kind", "llm-emulator"}, {"max_sequence", 16}}
            << "c.json: workload.max_sequence: unknown key (did you mean \"max_sequences\"?)";
        QTest::newRow("misspelt kind")
            << nlohmann::json{{"kind", "llm-emulater"}}
            << "workload.kind: unknown workload kind \"llm-emulater\" (did you mean \"llm-emulator\"?)";
        // An option of another kind is unknown to this one.
        QTest::newRow("another kind's option")
            << nlohmann::json{{"kind", "compute"}, {"mib", 64}} << "workload.mib: unknown key";
    }
    void unknownKeysGetAHint() {
        QFETCH(nlohmann::json, doc);
        QFETCH(QString, message);
        const std::string expected = message.toStdString();
        LUMA_EXPECT_SPEC_ERROR(parseWorkload(doc, "c.json"), expected.c_str());
    }
    void campaignRefusesAProbe() {
        const std::string file = write("probe-campaign.json", campaignWith({{"kind", "bandwidth"}, {"mib", 64}}));
        LUMA_EXPECT_SPEC_ERROR(loadCampaign(file),
                               "probe-campaign.json: workload.kind: a bandwidth probe gives no verdict",
                               "llm-emulator or command");
        const std::string typo =
            write("typo-campaign.json", campaignWith({{"kind", "llm-emulator"}, {"max_seconds", "long"}}));
        LUMA_EXPECT_SPEC_ERROR(loadCampaign(typo), "typo-campaign.json: workload.max_seconds: expected a number");
        // A good campaign keeps the workload as written (its hash) and the typed spec beside it.
        const nlohmann::json w = {{"kind", "llm-emulator"}, {"max_sequences", 16}};
        const Campaign c = loadCampaign(write("ok-campaign.json", campaignWith(w)));
        QCOMPARE(c.workload, w);
        QCOMPARE(c.workloadSpec.emulator().maxSequences, 16LL);
        QVERIFY(c.workloadSpec.givesVerdict());
    }
    void clientDeadlineFollowsTheWorkload() {
        const auto command = parseWorkload({{"kind", "command"}, {"argv", {"x"}}, {"timeout_s", 7200}}, "w.json");
        QVERIFY(command.clientDeadlineS() > 7200);
        QVERIFY(command.clientDeadlineS() < 7200 + 600);
        const auto emulator = parseWorkload({{"kind", "llm-emulator"}, {"max_seconds", 90}}, "w.json");
        QVERIFY(emulator.clientDeadlineS() > 90 && emulator.clientDeadlineS() < 90 + 600);
        QVERIFY(parseWorkload({{"kind", "compute"}}, "w.json").clientDeadlineS() > 1);
        QVERIFY(parseWorkload({{"kind", "bandwidth"}, {"mib", 8192}}, "w.json").clientDeadlineS() > 60);
        QVERIFY(!parseWorkload({{"kind", "compute"}}, "w.json").givesVerdict());
    }
    void commandResultsSayWhatTheyMeasured() {
        // A framework that caught its out-of-memory error was recorded as "TPOT" (the metric it
        // never printed, read as a failed limit); a metric a command did not report is not a FAIL.
        client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        auto contract = test::contractJson();
        contract["slo"] = {{"throughput_tok_s_min", 100}, {"tpot_ms_p99", 50}};
        const auto runCommand = [&](const std::string& id, const std::string& line) {
            const std::string script = m_dir.filePath(QString::fromStdString(id + ".sh")).toStdString();
            std::ofstream(script) << "#!/bin/sh\necho '" << line << "'\n";
            ::chmod(script.c_str(), 0755);
            const nlohmann::json run = {{"type", "run"},
                                        {"run_id", id},
                                        {"contract", contract},
                                        {"workload", {{"kind", "command"}, {"argv", {script}}}}};
            return agent.runToCompletion(
                run, [](const nlohmann::json&) {}, 60);
        };
        const nlohmann::json oom = runCommand("oom", R"({"throughput_tok_s": 500, "failure": "oom"})");
        QCOMPARE(oom.value("verdict", ""), std::string("FAIL"));
        QCOMPARE(oom["failed"], nlohmann::json::array({"OOM"}));
        const nlohmann::json partial = runCommand("partial", R"({"throughput_tok_s": 500})");
        QVERIFY2(!partial.contains("verdict"), partial.dump().c_str()); // no evidence either way
        QCOMPARE(partial["not_reported"], nlohmann::json::array({"tpot_ms_p99"}));
        QCOMPARE(partial["failed"], nlohmann::json::array());
        const nlohmann::json slow = runCommand("slow", R"({"throughput_tok_s": 50})");
        QCOMPARE(slow.value("verdict", ""), std::string("FAIL")); // a reported metric that fails is evidence
        QCOMPARE(slow["failed"], nlohmann::json::array({"throughput"}));
        const nlohmann::json bad = runCommand("bad", R"({"throughput_tok_s": 500, "tpot_ms_p99": 10, "failure": 3})");
        QCOMPARE(bad.value("code", ""), std::string("no_metrics"));
        QVERIFY2(bad.value("message", "").find("\"failure\" must be a non-empty string") != std::string::npos,
                 bad.dump().c_str());
    }
    void agentReportsABadWorkloadNamingTheKey() {
        // Before workloads were typed, "fast" threw nlohmann's type_error deep in the probe and
        // the agent reported it as `internal`, which a campaign stored as FAIL evidence.
        client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        const nlohmann::json run = {
            {"type", "run"}, {"run_id", "fast"}, {"workload", {{"kind", "compute"}, {"seconds", "fast"}}}};
        const nlohmann::json e = agent.runToCompletion(
            run, [](const nlohmann::json&) {}, 60);
        QCOMPARE(e.value("type", ""), std::string("error"));
        QCOMPARE(e.value("code", ""), std::string("bad_workload"));
        QVERIFY2(e.value("message", "").find("workload.seconds: expected a number") != std::string::npos,
                 e.dump().c_str());
        const nlohmann::json typo = {
            {"type", "run"}, {"run_id", "typo"}, {"workload", {{"kind", "compute"}, {"secnds", 1}}}};
        const nlohmann::json t = agent.runToCompletion(
            typo, [](const nlohmann::json&) {}, 60);
        QCOMPARE(t.value("code", ""), std::string("bad_workload"));
        QVERIFY2(t.value("message", "").find("did you mean \"seconds\"") != std::string::npos, t.dump().c_str());
    }
    void agentRunChecksTheFileFirst() {
        const std::string file = write("workload.json", {{"kind", "llm-emulator"}, {"max_sequence", 16}});
        QProcess p;
        // LUMA_AGENT points at no agent: the typo must be reported before one is needed.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LUMA_AGENT", "/nonexistent/luma-agent");
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(LUMA_CLI), {"agent-run", "--workload", QString::fromStdString(file)});
        QVERIFY(p.waitForFinished(60000));
        const std::string err = p.readAllStandardError().toStdString();
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.find("workload.json: max_sequence: unknown key (did you mean \"max_sequences\"?)") !=
                     std::string::npos,
                 err.c_str());
    }
};

QTEST_GUILESS_MAIN(TestWorkloadSpec)
#include "tst_workload_spec.moc"
