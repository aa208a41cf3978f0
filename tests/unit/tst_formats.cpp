// The public file formats: what loads, and what bad input says (file, key, problem).
#include "expect_error.h"
#include "specs.h"

#include "core/model/intervention.h"
#include "core/model/space.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace luma;
using luma::test::contract;
using luma::test::contractJson;
using luma::test::machine;
using luma::test::machineJson;

Q_DECLARE_METATYPE(nlohmann::json)

namespace {} // namespace

class TestFormats : public QObject {
    Q_OBJECT
private slots:
    void bundledExampleLoads() {
        const std::string ex = test::sourcePath("resources/examples/chat-8b/");
        Contract c = loadContract(ex + "contract.json");
        QCOMPARE(QString::fromStdString(c.name), QStringLiteral("chat-8b"));
        QVERIFY(c.model.has_value());
        QCOMPARE(c.inputTokens, 1000LL);
        QVERIFY(c.precision.weights == Precision::FP8);
        QCOMPARE(*c.slo.tpotMsP99, 100.0);
        QCOMPARE(*c.economics.eurPerMtokMax, 0.5);
        Machine m = loadMachine(ex + "machine.json");
        QCOMPARE(m.acceleratorCount, 2LL);
        QCOMPARE(QString::fromStdString(m.accelerator->type), QStringLiteral("h100-sxm"));
        QCOMPARE(*m.interconnectGbps, 450.0);
        QCOMPARE(*m.hostMemoryGib, 1024.0);
        QCOMPARE(m.runtime.tensorParallel, 2);
        Space s = loadSpace(ex + "space.json");
        QCOMPARE(s.dims.size(), std::size_t(4));
        QCOMPARE(s.stateCount(), std::size_t(4 * 6 * 4 * 4));
    }
    void contractWithoutSlosStillLoads() {
        auto j = contractJson();
        Contract c = contract(j);
        QVERIFY(!c.slo.ttftMsP99 && !c.economics.eurPerMtokMax);
        j.erase("model"); // model-free contracts are for command workloads
        QVERIFY(!contract(j).model);
    }
    void arrivalKinds() {
        auto j = contractJson();
        j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", 2.5}};
        QCOMPARE(contract(j).arrival.rateRps, 2.5);
        j["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 64}};
        QCOMPARE(contract(j).arrival.concurrency, 64LL);
        j["workload"]["arrival"] = {{"kind", "poisson"}};
        LUMA_EXPECT_SPEC_ERROR(contract(j), "test-contract.json", "workload.arrival.rate_rps", "missing");
        j["workload"]["arrival"] = {{"kind", "burst"}};
        LUMA_EXPECT_SPEC_ERROR(contract(j), "workload.arrival.kind", "offline poisson closed");
    }
    void contractErrorsNameFileAndKey_data() {
        QTest::addColumn<nlohmann::json>("doc");
        QTest::addColumn<QStringList>("message");
        auto j = contractJson();
        j["workload"].erase("output_tokens");
        QTest::newRow("required key missing")
            << j << QStringList{"test-contract.json: workload.output_tokens: missing required key"};
        j = contractJson();
        j["workload"]["output_tokns"] = j["workload"]["output_tokens"];
        j["workload"].erase("output_tokens");
        QTest::newRow("misspelt required key")
            << j << QStringList{"workload.output_tokens: missing required key", "found \"output_tokns\""};
        j = contractJson();
        j["workload"]["arival_note"] = "x";
        QTest::newRow("unknown key") << j << QStringList{"workload.arival_note", "unknown key"};
        j = contractJson();
        j["precision"]["weights"] = "fp6";
        QTest::newRow("unknown precision")
            << j << QStringList{"precision.weights", "unknown precision \"fp6\"", "bf16 fp16 fp8 int8 int4 fp4"};
        j = contractJson();
        j["workload"]["input_tokens"] = -5;
        QTest::newRow("negative input tokens") << j << QStringList{"workload.input_tokens", "at least 1"};
        j = contractJson();
        j["slo"] = {{"tpot_ms_p99", -1}};
        QTest::newRow("negative SLO limit") << j << QStringList{"slo.tpot_ms_p99", "greater than 0"};
        j = contractJson();
        j["slo"] = {{"success_rate_min", 1.5}};
        QTest::newRow("success rate above 1") << j << QStringList{"slo.success_rate_min", "fraction"};
        j = contractJson();
        j["schema"] = "luma.contract/2";
        QTest::newRow("newer schema") << j << QStringList{"schema", "luma.contract/1"};
        j = contractJson();
        j["workload"]["input_tokens"] = "1000";
        QTest::newRow("integer given as a string")
            << j << QStringList{"workload.input_tokens", "expected an integer, found a string"};
    }
    void contractErrorsNameFileAndKey() {
        QFETCH(nlohmann::json, doc);
        QFETCH(QStringList, message);
        for (const std::string& part : test::fragments(message)) LUMA_EXPECT_SPEC_ERROR(contract(doc), part.c_str());
    }
    void malformedJsonNamesLineAndColumn() {
        QTemporaryDir dir;
        const std::string file = dir.path().toStdString() + "/broken.json";
        std::ofstream(file) << "{\"schema\": \"luma.contract/1\",\n  \"name\": \"x\",,\n}";
        LUMA_EXPECT_SPEC_ERROR(loadContract(file), "broken.json", "malformed JSON at line 2");
        LUMA_EXPECT_SPEC_ERROR(loadContract(dir.path().toStdString() + "/missing.json"), "missing.json", "cannot open");
    }
    void modelPathIsRelativeToTheContract() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        auto j = contractJson();
        j["model"]["hf_config"] = "models/nowhere.json";
        std::ofstream(root + "/c.json") << j.dump();
        LUMA_EXPECT_SPEC_ERROR(loadContract(root + "/c.json"), "model.hf_config", "nowhere.json", "cannot open");
    }
    void machineErrors_data() {
        QTest::addColumn<nlohmann::json>("doc");
        QTest::addColumn<QStringList>("message");
        QTest::newRow("misspelt accelerator type")
            << machineJson("h100-sxn")
            << QStringList{"test-machine.json", "nodes[0].type", "unknown accelerator \"h100-sxn\"",
                           "did you mean \"h100-sxm\""};
        QTest::newRow("tensor parallel not dividing the count")
            << machineJson("h100-sxm", 4, 3) << QStringList{"runtime", "must divide the accelerator count"};
        auto j = machineJson();
        j["links"] = {{{"from", "gpu"}, {"to", "nvlink"}}};
        QTest::newRow("link to no node") << j << QStringList{"links[0].to", "no node has id \"nvlink\""};
        j = machineJson();
        j["nodes"][0]["count"] = 0;
        QTest::newRow("no accelerators") << j << QStringList{"nodes[0].count", "at least 1"};
        j = machineJson();
        j["nodes"][0]["kind"] = "acelerator";
        QTest::newRow("misspelt node kind") << j << QStringList{"nodes[0].kind", "did you mean \"accelerator\""};
        j = machineJson();
        j["runtime"] = {{"gpu_memory_utilisation", 0.8}};
        QTest::newRow("British spelling of a runtime key")
            << j << QStringList{"runtime.gpu_memory_utilisation", "did you mean \"gpu_memory_utilization\""};
        j = machineJson();
        j["nodes"].push_back({{"id", "gpu2"}, {"kind", "accelerator"}, {"type", "h200"}});
        QTest::newRow("two accelerator kinds") << j << QStringList{"nodes[1]", "one accelerator kind per machine"};
    }
    void machineErrors() {
        QFETCH(nlohmann::json, doc);
        QFETCH(QStringList, message);
        for (const std::string& part : test::fragments(message)) LUMA_EXPECT_SPEC_ERROR(machine(doc), part.c_str());
    }
    void spaceErrors_data() {
        QTest::addColumn<nlohmann::json>("dims");
        QTest::addColumn<QStringList>("message");
        using nlohmann::json;
        QTest::newRow("misspelt resource") << json{{{"resource", "hbm_gb"}, {"levels", {16, 32}}}}
                                           << QStringList{"s.json", "dims[0].resource", "did you mean \"hbm_gib\""};
        QTest::newRow("levels out of order") << json{{{"resource", "hbm_gib"}, {"levels", {32, 16}}}}
                                             << QStringList{"dims[0].levels[1]", "strictly increasing"};
        QTest::newRow("fraction above 1")
            << json{{{"resource", "compute_fraction"}, {"levels", {0.5, 2}}}} << QStringList{"fraction"};
        QTest::newRow("half an accelerator")
            << json{{{"resource", "accelerator_count"}, {"levels", {1, 2.5}}}} << QStringList{"whole numbers"};
        QTest::newRow("negative memory") << json{{{"resource", "hbm_gib"}, {"levels", {-16}}}}
                                         << QStringList{"positive"};
        QTest::newRow("no dimensions") << json::array() << QStringList{"dims", "must not be empty"};
    }
    void spaceErrors() {
        QFETCH(nlohmann::json, dims);
        QFETCH(QStringList, message);
        const nlohmann::json doc = {{"schema", "luma.space/1"}, {"dims", dims}};
        for (const std::string& part : test::fragments(message))
            LUMA_EXPECT_SPEC_ERROR(parseSpace(doc, "s.json"), part.c_str());
    }
    void customResourcesLoadWhenAllowed() {
        Space custom = parseSpace(
            {{"schema", "luma.space/1"}, {"dims", {{{"resource", "replicas"}, {"levels", {1, 2}}}}}}, "s.json", true);
        QVERIFY(custom.dims[0].resource == Resource::Custom);
    }
    void interventions() {
        auto list = parseInterventions(nlohmann::json::parse(R"([
            {"name": "kv-fp8", "kind": "kv_precision", "value": "fp8"},
            {"name": "spec", "kind": "speculative_decoding", "acceptance_rate": 0.8, "draft_tokens": 3},
            {"name": "zip", "kind": "compression", "ratio": 1.5, "added_latency_us": 20, "power_w": 5, "area_mm2": 2}])"),
                                       "i.json", "interventions");
        QCOMPARE(list.size(), std::size_t(3));
        QVERIFY(list[0].precision == Precision::FP8);
        QCOMPARE(list[1].draftTokens, 3);
        QCOMPARE(list[2].ratio, 1.5);
        LUMA_EXPECT_SPEC_ERROR(
            parseInterventions(nlohmann::json::parse(R"([{"name": "x", "kind": "kv_precison", "value": "fp8"}])"),
                               "i.json", "interventions"),
            "interventions[0].kind", "did you mean \"kv_precision\"");
        LUMA_EXPECT_SPEC_ERROR(
            parseInterventions(nlohmann::json::parse(R"([{"name": "x", "kind": "compression", "ratio": 0.5}])"),
                               "i.json", "interventions"),
            "interventions[0].ratio", "at least 1");
    }
};

QTEST_APPLESS_MAIN(TestFormats)
#include "tst_formats.moc"
