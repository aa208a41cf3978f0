// The luma.machine/1 writer: every machine in the tree (the examples, machines inside campaign
// files) and one that sets every key survive write → parse unchanged; the layout a drawing tool
// adds is checked by the parser but changes neither the spec, the hash nor the prediction.
#include "specs.h"

#include "core/model/fleet.h"
#include "core/model/machine_json.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/util/spec_error.h"

#include <QtTest>

#include <filesystem>
#include <fstream>

using namespace luma;

Q_DECLARE_METATYPE(nlohmann::json)

namespace {

// Every JSON file under resources/ and tests/data/ that is a luma.machine/1 or a campaign that
// holds one inline: found by walking the tree, so a new example is covered without a test edit.
std::vector<std::pair<std::string, nlohmann::json>> machinesInTree() {
    std::vector<std::pair<std::string, nlohmann::json>> out;
    for (const char* root : {"resources", "tests/data"})
        for (const auto& e : std::filesystem::recursive_directory_iterator(test::sourcePath(root))) {
            if (e.path().extension() != ".json") continue;
            nlohmann::json doc;
            try {
                doc = readJsonFile(e.path());
            } catch (const std::exception&) {
                continue;
            }
            if (!doc.is_object()) continue;
            // A mixed fleet is not one machine (core/model/fleet.h): tst_mixed_fleet reads those.
            if (doc.value("schema", "") == "luma.machine/1" && !isMixedFleet(doc))
                out.emplace_back(e.path().string(), doc);
            if (doc.value("schema", "") == "luma.campaign/1" && doc.contains("machine") && doc["machine"].is_object())
                out.emplace_back(e.path().string() + " (machine)", doc["machine"]);
        }
    return out;
}

nlohmann::json everyKey() {
    return {
        {"schema", "luma.machine/1"},
        {"name", "full"},
        {"description", "every key the format has"},
        {"nodes",
         {{{"id", "gpu"},
           {"kind", "accelerator"},
           {"type", "h200"},
           {"count", 8},
           {"capacity_gib", 120.5},
           {"power_w", 600},
           {"eur_per_hour", 2.75},
           {"label", "the GPUs"},
           {"notes", "rack 3"}},
          {{"id", "nvl"}, {"kind", "interconnect"}, {"type", "nvlink"}, {"bandwidth_gbps", 450}},
          {{"id", "dram"}, {"kind", "memory"}, {"tier", "host-dram"}, {"capacity_gib", 2048}, {"bandwidth_gbps", 200}},
          {{"id", "cxl"}, {"kind", "memory"}, {"tier", "cxl"}, {"capacity_gib", 512}},
          {{"id", "disk"}, {"kind", "storage"}, {"type", "nvme"}, {"capacity_gib", 8192}, {"bandwidth_gbps", 14}},
          {{"id", "psu"}, {"kind", "power"}, {"power_w", 4000}}}},
        {"links",
         {{{"from", "gpu"}, {"to", "nvl"}, {"bandwidth_gbps", 900}},
          {{"from", "gpu"}, {"to", "dram"}},
          {{"from", "gpu"}, {"to", "psu"}},
          {{"from", "dram"}, {"to", "disk"}}}},
        {"runtime",
         {{"tensor_parallel", 4},
          {"pipeline_parallel", 2},
          {"max_sequences", 256},
          {"max_batched_tokens", 4096},
          {"prefill_chunk_tokens", 512},
          {"chunked_prefill", false},
          {"gpu_memory_utilization", 0.85},
          {"kv_admission", "incremental"},
          {"kv_block_tokens", 32},
          {"attention_data_parallel", true},
          {"serving_stack", "tensorrt-llm"}}},
        {"layout", {{"gpu", {{"x", 0}, {"y", 0}}}, {"nvl", {{"x", 240.5}, {"y", -80}}}}}};
}

QString error(const nlohmann::json& doc) {
    try {
        parseMachine(doc, "m.json");
    } catch (const SpecError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestMachineJson : public QObject {
    Q_OBJECT
private slots:
    void everyMachineInTheTreeRoundTrips() {
        const auto machines = machinesInTree();
        QVERIFY2(machines.size() >= 2, "the examples' machines are found");
        for (const auto& [file, doc] : machines) {
            const Machine m = parseMachine(doc, file);
            const nlohmann::json written = machineToJson(m);
            const Machine back = parseMachine(written, file);
            QVERIFY2(sameMachine(back, m), file.c_str());
            // The writer's form is a fixed point: writing the re-read machine gives the same bytes.
            QCOMPARE(QString::fromStdString(machineToJson(back).dump()), QString::fromStdString(written.dump()));
            QCOMPARE(back.hash, parseMachine(machineToJson(back), file).hash);
        }
    }

    void everyKeyRoundTrips() {
        const Machine m = test::machine(everyKey());
        QCOMPARE(m.description, std::string("every key the format has"));
        QCOMPARE(m.nodes[0].label, std::string("the GPUs"));
        QCOMPARE(m.layout.at("nvl").x, 240.5);
        const Machine back = test::machine(machineToJson(m));
        QVERIFY(sameMachine(back, m));
        QCOMPARE(back.runtime.kvAdmission, KvAdmission::Incremental);
        QCOMPARE(back.runtime.prefillChunkTokens, 512LL);
        QCOMPARE(*back.links[0].bandwidthGbps, 900.0);
        // What the writer leaves out is what the parser defaults: the documents are equal as JSON.
        nlohmann::json expected = everyKey();
        QCOMPARE(QString::fromStdString(machineToJson(m).dump()), QString::fromStdString(expected.dump()));
    }

    void sameMachineSeesEachDifference_data() {
        QTest::addColumn<nlohmann::json>("doc");
        auto j = everyKey();
        j["nodes"][0]["count"] = 16;
        QTest::newRow("accelerator count") << j;
        j = everyKey();
        j["nodes"][2]["capacity_gib"] = 1024;
        QTest::newRow("memory capacity") << j;
        j = everyKey();
        j["links"][1]["bandwidth_gbps"] = 64;
        QTest::newRow("link bandwidth") << j;
        j = everyKey();
        j["runtime"]["kv_block_tokens"] = 16;
        QTest::newRow("runtime setting") << j;
        j = everyKey();
        j["runtime"]["serving_stack"] = "vllm";
        QTest::newRow("serving stack") << j;
        j = everyKey();
        j["layout"]["gpu"]["x"] = 1;
        QTest::newRow("layout position") << j;
        j = everyKey();
        j["nodes"][1]["label"] = "switch";
        QTest::newRow("node label") << j;
    }
    void sameMachineSeesEachDifference() {
        QFETCH(nlohmann::json, doc);
        QVERIFY(!sameMachine(test::machine(doc), test::machine(everyKey())));
    }

    void layoutIsNotIdentityNorPrediction() {
        nlohmann::json plain = test::machineJson("h100-sxm", 2, 2);
        nlohmann::json placed = plain;
        placed["layout"] = {{"gpu", {{"x", 120}, {"y", -40}}}};
        const Machine a = test::machine(plain), b = test::machine(placed);
        QCOMPARE(b.hash, a.hash);
        QVERIFY(!b.spec.contains("layout"));
        const Contract c = test::contract(test::contractJson());
        const Prediction pa = predict(c, resolveDeployment(a, c, {}, {}));
        const Prediction pb = predict(c, resolveDeployment(b, c, {}, {}));
        QCOMPARE(pb.throughputTokS, pa.throughputTokS);
        QCOMPARE(pb.tpotMsP50, pa.tpotMsP50);
        QCOMPARE(pb.eurPerMtok, pa.eurPerMtok);
    }

    void badLayoutNamesThePlace_data() {
        QTest::addColumn<nlohmann::json>("doc");
        QTest::addColumn<QStringList>("message");
        auto j = test::machineJson();
        j["layout"] = {{"gpux", {{"x", 1}, {"y", 2}}}};
        QTest::newRow("place of no node") << j << QStringList{"layout.gpux", "no node has this id"};
        j["layout"] = {{"gpu", {{"x", "left"}, {"y", 2}}}};
        QTest::newRow("coordinate not a number") << j << QStringList{"layout.gpu.x"};
        j["layout"] = {{"gpu", {{"x", 1}, {"y", 2}, {"z", 3}}}};
        QTest::newRow("third coordinate") << j << QStringList{"layout.gpu", "z"};
        j["layout"] = {{"gpu", {{"x", 1}}}};
        QTest::newRow("coordinate missing") << j << QStringList{"layout.gpu.y"};
        j["nodes"][0]["label"] = 7;
        j.erase("layout");
        QTest::newRow("label not a string") << j << QStringList{"nodes[0].label"};
    }
    void badLayoutNamesThePlace() {
        QFETCH(nlohmann::json, doc);
        QFETCH(QStringList, message);
        const QString e = error(doc);
        for (const QString& part : message) QVERIFY2(e.contains(part), qPrintable(e));
    }

    // runtime.serving_stack names one of the catalog's stacks; where the part's entry has an
    // override for it (H100: TensorRT-LLM's engines, whose routed experts run 4x as fast as its
    // PyTorch backend's), the machine runs at it, and a MoE model's figures move with it; a stack
    // without one runs at the part's own derating.
    void servingStackRunsAtItsOverride() {
        const Contract moe = test::contract(test::contractJson("mixtral-8x7b.json", 1000, 1000));
        auto tokS = [&](const char* stack) {
            nlohmann::json j = test::machineJson("h100-sxm", 1);
            if (*stack) j["runtime"]["serving_stack"] = stack;
            const Machine m = test::machine(j);
            return predict(moe, resolveDeployment(m, moe, {}, {})).throughputTokS;
        };
        QVERIFY2(tokS("tensorrt-llm") > 1.3 * tokS(""), qPrintable(QString::number(tokS("tensorrt-llm") / tokS(""))));
        QCOMPARE(tokS("tensorrt-llm-pytorch"), tokS(""));
        QCOMPARE(tokS("vllm"), tokS(""));
        QCOMPARE(test::machine(test::machineJson("h100-sxm", 1)).accelerator, Catalog::builtin().find("h100-sxm"));
        nlohmann::json j = test::machineJson();
        j["runtime"]["serving_stack"] = "tensorrt-lm";
        for (const char* part : {"m.json", "runtime.serving_stack", "unknown serving stack \"tensorrt-lm\"",
                                 "tensorrt-llm-pytorch", "vllm", "sglang"})
            QVERIFY2(error(j).contains(part), qPrintable(error(j)));
        j["runtime"]["serving_stack"] = 3;
        QVERIFY2(error(j).contains("runtime.serving_stack"), qPrintable(error(j)));
    }

    void kindsAndTiersAreTheParsers() {
        for (const auto& kind : machineNodeKinds()) QVERIFY(!kind.empty());
        QCOMPARE(machineNodeKinds().size(), std::size_t(5));
        nlohmann::json j = test::machineJson();
        j["nodes"].push_back({{"id", "m"}, {"kind", "memory"}, {"tier", "nowhere"}});
        for (const auto& tier : machineMemoryTiers())
            QVERIFY2(error(j).contains(QString::fromStdString(tier)), qPrintable(error(j)));
    }
};

QTEST_GUILESS_MAIN(TestMachineJson)
#include "tst_machine_json.moc"
