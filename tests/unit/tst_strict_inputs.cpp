// Inputs as strict everywhere as in contracts: every key is known or refused with the closest
// name, every key given is honoured, a duplicate key or an out-of-range number names the file
// and the key, never an internal error.
#include "expect_error.h"
#include "specs.h"

#include "core/model/campaign.h"
#include "core/model/intervention.h"
#include "core/model/space.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/search/explore.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <fstream>

using namespace luma;
using luma::test::contract;
using luma::test::contractJson;
using luma::test::machine;
using luma::test::machineJson;

Q_DECLARE_METATYPE(nlohmann::json)

namespace {

std::vector<Intervention> interventions(const char* text) {
    return parseInterventions(nlohmann::json::parse(text), "i.json", "interventions");
}

Space space(const nlohmann::json& doc) { return parseSpace(doc, "s.json"); }

} // namespace

class TestStrictInputs : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string write(const std::string& name, const std::string& text) {
        const std::string path = m_dir.filePath(QString::fromStdString(name)).toStdString();
        std::ofstream(path) << text;
        return path;
    }

private slots:
    void unknownKeysNameTheClosestAndTheKnownOnes_data() {
        QTest::addColumn<nlohmann::json>("doc");
        QTest::addColumn<QStringList>("message");
        // A key another node kind honours is refused on this one, not silently ignored.
        auto j = machineJson();
        j["nodes"][0]["bandwidth_gbps"] = 3000;
        QTest::newRow("interconnect key on an accelerator")
            << j
            << QStringList{"nodes[0].bandwidth_gbps", "unknown key for a node of kind accelerator",
                           "known here:", "capacity_gib"};
        j = machineJson();
        j["nodes"].push_back({{"id", "psu"}, {"kind", "power"}, {"power_w", 5000}, {"capacity_gib", 10}});
        QTest::newRow("capacity on a power node")
            << j << QStringList{"nodes[1].capacity_gib", "for a node of kind power"};
        j = machineJson();
        j["nodes"].push_back({{"id", "nvl"}, {"kind", "interconnect"}, {"bandwidth_gbps", 450}, {"count", 4}});
        QTest::newRow("count on an interconnect")
            << j << QStringList{"nodes[1].count", "for a node of kind interconnect"};
        j = machineJson();
        j["nodes"][0]["max_sequence"] = 4;
        QTest::newRow("runtime key on a node")
            << j << QStringList{"nodes[0].max_sequence: unknown key", "known here:", "count", "type"};
        j = machineJson();
        j["nodes"].push_back({{"id", "m"}, {"kind", "memory"}, {"tier", "host-ram"}});
        QTest::newRow("misspelt memory tier") << j << QStringList{"nodes[1].tier", "did you mean \"host-dram\""};
        j = machineJson();
        j["nodes"].push_back({{"id", "m"}, {"kind", "memory"}, {"tier", "hbm"}, {"capacity_gib", 80}});
        QTest::newRow("HBM as a memory node")
            << j << QStringList{"nodes[1].tier", "capacity_gib on the accelerator node"};
    }
    void unknownKeysNameTheClosestAndTheKnownOnes() {
        QFETCH(nlohmann::json, doc);
        QFETCH(QStringList, message);
        for (const std::string& part : test::fragments(message)) LUMA_EXPECT_SPEC_ERROR(machine(doc), part.c_str());
    }

    void unknownKeysInSpacesAndInterventions() {
        // Spaces: a dimension and the top level.
        LUMA_EXPECT_SPEC_ERROR(
            space({{"schema", "luma.space/1"},
                   {"dims", {{{"resource", "hbm_gib"}, {"levels", {16, 32}}, {"level_unit", "GiB"}}}}}),
            "s.json: dims[0].level_unit: unknown key", "for a dimension", "known here:", "unit");
        LUMA_EXPECT_SPEC_ERROR(space({{"schema", "luma.space/1"},
                                      {"dims", {{{"resource", "hbm_gib"}, {"levels", {16, 32}}}}},
                                      {"max_sequence", 4}}),
                               "s.json: max_sequence: unknown key", "known here:", "dims");

        // Interventions: a shortened key gets its full name; another kind's key is named as such.
        LUMA_EXPECT_SPEC_ERROR(interventions(R"([{"name": "s", "kind": "speculative_decoding", "acceptance": 0.8,
                                                  "acceptance_rate": 0.8, "draft_tokens": 4}])"),
                               "interventions[0].acceptance", "did you mean \"acceptance_rate\"",
                               "for a speculative_decoding intervention");
        LUMA_EXPECT_SPEC_ERROR(interventions(R"([{"name": "o", "kind": "kv_offload", "value": 0.5}])"),
                               "interventions[0].value", "for a kv_offload intervention",
                               "known here:", "max_fraction");

        // An interventions file: its top level is strict too.
        const std::string file = write("iv.json", R"({"interventions": [{"name": "b", "kind": "max_batch", "value": 8}],
                                                      "max_sequence": 4})");
        LUMA_EXPECT_SPEC_ERROR(loadInterventionFile(file), "iv.json: max_sequence: unknown key");
        const std::string good =
            write("iv-good.json",
                  R"({"description": "batch", "interventions": [{"name": "b", "kind": "max_batch", "value": 8}]})");
        QCOMPARE(loadInterventionFile(good).size(), std::size_t(1));
        const std::string array = write("iv-array.json", R"([{"name": "b", "kind": "max_batch", "value": 8}])");
        QCOMPARE(loadInterventionFile(array).size(), std::size_t(1));
    }

    void acceleratorCapacityAndPowerAreHonoured() {
        auto j = machineJson("h100-sxm", 2);
        const Machine plain = machine(j);
        j["nodes"][0]["capacity_gib"] = 40;
        j["nodes"][0]["power_w"] = 350;
        const Machine limited = machine(j);
        const PrecisionSet fp8{Precision::FP8, Precision::FP8, Precision::FP8};
        const Deployment base = resolveDeployment(plain, fp8, {}, {});
        const Deployment d = resolveDeployment(limited, fp8, {}, {});
        QCOMPARE(base.hbmGib, plain.accelerator->hbmGib);
        QCOMPARE(d.hbmGib, 40.0);
        QCOMPARE(d.powerCapW, 350.0);
        QVERIFY(d.flopsPerS < base.flopsPerS); // a power limit slows compute (DVFS)
        // A state's level still applies below the node's figure.
        MachineState s;
        s.hbmGib = 24;
        QCOMPARE(resolveDeployment(limited, fp8, s, {}).hbmGib, 24.0);
        s.hbmGib = 64;
        QCOMPARE(resolveDeployment(limited, fp8, s, {}).hbmGib, 40.0);

        // Less memory is a prediction that sees it.
        const Contract c = contract(contractJson("llama-3.1-8b.json", 1000, 1000));
        QVERIFY(predict(c, d).kvCapacityGib < predict(c, base).kvCapacityGib);

        j = machineJson("h100-sxm", 2);
        j["nodes"][0]["capacity_gib"] = 120;
        LUMA_EXPECT_SPEC_ERROR(machine(j), "nodes[0].capacity_gib", "at most the h100-sxm's 80 GiB");
        j = machineJson("h100-sxm", 2);
        j["nodes"][0]["power_w"] = 1000;
        LUMA_EXPECT_SPEC_ERROR(machine(j), "nodes[0].power_w", "TDP of 700 W");
    }

    void aMachineSetsItsOwnPrice() {
        auto j = machineJson("h200", 4);
        const Machine listed = machine(j);
        j["nodes"][0]["eur_per_hour"] = 1.5;
        const Machine own = machine(j);
        const PrecisionSet fp8{Precision::FP8, Precision::FP8, Precision::FP8};
        const Deployment a = resolveDeployment(listed, fp8, {}, {});
        const Deployment b = resolveDeployment(own, fp8, {}, {});
        QVERIFY(!a.priceFromMachine);
        QVERIFY(b.priceFromMachine);
        QCOMPARE(b.eurPerHour, 6.0);
        MachineState two;
        two.acceleratorCount = 2;
        QCOMPARE(resolveDeployment(own, fp8, two, {}).eurPerHour, 3.0); // per accelerator
        const Contract c = contract(contractJson("llama-3.1-8b.json", 1000, 1000));
        const Prediction pa = predict(c, a), pb = predict(c, b);
        QCOMPARE(pb.eurPerHour, 6.0);
        QVERIFY(std::abs(pb.eurPerMtok / pa.eurPerMtok - b.eurPerHour / a.eurPerHour) < 1e-9);
        j["nodes"][0]["eur_per_hour"] = -1;
        LUMA_EXPECT_SPEC_ERROR(machine(j), "nodes[0].eur_per_hour", "must not be negative");
        j = machineJson("h200", 4);
        j["eur_per_hour"] = 10; // the price is per accelerator, on the accelerator node
        LUMA_EXPECT_SPEC_ERROR(machine(j), "eur_per_hour: unknown key");
    }

    void duplicateKeysNameTheFileAndKey_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("in a nested object") << R"({"a": 1, "b": {"c": 1, "c": 2}})"
                                            << "f.json: b.c: duplicate key";
        QTest::newRow("in an object after a nested array")
            << R"({"nodes": [{"id": "a"}, [1, {"x": 1}], {"id": "b", "id": "c"}]})"
            << "f.json: nodes[2].id: duplicate key";
        QTest::newRow("with the same value") << R"({"a": 1, "a": 1})"
                                             << "f.json: a: duplicate key";
    }
    void duplicateKeysNameTheFileAndKey() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const std::string expected = message.toStdString();
        LUMA_EXPECT_SPEC_ERROR(parseJsonText(text.toStdString(), "f.json"), expected.c_str());
    }

    void duplicateKeysOnlyWithinOneObject() {
        // The same key in sibling objects is fine.
        auto ok = parseJsonText(R"({"x": {"a": 1}, "y": {"a": 2}, "z": [{"a": 1}, {"a": 2}]})", "f.json");
        QCOMPARE(ok["z"][1]["a"].get<int>(), 2);
        const std::string file = write("dup-machine.json", R"({"schema": "luma.machine/1", "name": "m",
            "nodes": [{"id": "gpu", "kind": "accelerator", "type": "h100-sxm", "count": 2, "count": 8}]})");
        LUMA_EXPECT_SPEC_ERROR(loadMachine(file), "dup-machine.json: nodes[0].count: duplicate key");
    }

    void numbersOutOfRangeNameTheFileAndKey() {
        LUMA_EXPECT_SPEC_ERROR(parseJsonText(R"({"nodes": [{"id": "gpu", "count": 1e400}]})", "f.json"),
                               "f.json: nodes[0].count: number out of range");
        LUMA_EXPECT_SPEC_ERROR(parseJsonText(R"({"levels": [1, -1e400]})", "f.json"),
                               "f.json: levels[1]: number out of range");
        auto j = machineJson();
        j["nodes"][0]["count"] = 9223372036854775807LL;
        LUMA_EXPECT_SPEC_ERROR(machine(j), "nodes[0].count", "out of range", "9223372036854775807");
        j = machineJson();
        j["runtime"] = {{"tensor_parallel", 9000000000000000LL}};
        LUMA_EXPECT_SPEC_ERROR(machine(j), "runtime.tensor_parallel", "out of range");
        auto c = contractJson();
        c["model"]["hf_config"]["num_hidden_layers"] = 4000000000LL;
        LUMA_EXPECT_SPEC_ERROR(contract(c), "num_hidden_layers", "out of range");
        LUMA_EXPECT_SPEC_ERROR(space({{"schema", "luma.space/1"},
                                      {"dims", {{{"resource", "accelerator_count"}, {"levels", {1, 1e300}}}}}}),
                               "dims[0].levels[1]", "out of range");
        LUMA_EXPECT_SPEC_ERROR(interventions(R"([{"name": "t", "kind": "tensor_parallel", "value": 9000000000000}])"),
                               "interventions[0].value", "out of range");

        // The command line: exit 1 with the file and key, not an internal error (exit 3).
        auto m = machineJson().dump();
        m.replace(m.find("\"count\":1"), 9, "\"count\":1e400");
        const std::string file = write("huge.json", m);
        QProcess p;
        p.start(QStringLiteral(LUMA_CLI),
                {"predict", "--contract",
                 QString::fromStdString(test::sourcePath("resources/examples/chat-8b/contract.json")), "--machine",
                 QString::fromStdString(file)});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains("huge.json: nodes[0].count: number out of range"), qPrintable(err));
    }

    void interventionNamesAreUniqueAndSpeculationIsExplicit_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("message");
        QTest::newRow("name used twice")
            << R"([{"name": "b", "kind": "max_batch", "value": 8}, {"name": "b", "kind": "max_batch", "value": 16}])"
            << QStringList{"interventions[1].name", "duplicate intervention name \"b\"", "interventions[0]"};
        QTest::newRow("speculation without an acceptance rate")
            << R"([{"name": "s", "kind": "speculative_decoding", "draft_tokens": 4}])"
            << QStringList{"interventions[0].acceptance_rate", "missing required key"};
        QTest::newRow("speculation without draft tokens")
            << R"([{"name": "s", "kind": "speculative_decoding", "acceptance_rate": 0.7}])"
            << QStringList{"interventions[0].draft_tokens", "missing required key"};
        QTest::newRow("a thousand draft tokens")
            << R"([{"name": "s", "kind": "speculative_decoding", "acceptance_rate": 0.7, "draft_tokens": 1000}])"
            << QStringList{"interventions[0].draft_tokens", "out of range"};
    }
    void interventionNamesAreUniqueAndSpeculationIsExplicit() {
        QFETCH(QString, text);
        QFETCH(QStringList, message);
        const std::string json = text.toStdString();
        for (const std::string& part : test::fragments(message))
            LUMA_EXPECT_SPEC_ERROR(interventions(json.c_str()), part.c_str());
    }

    void speculationHasADefaultDraftCost() {
        auto list = interventions(
            R"([{"name": "s", "kind": "speculative_decoding", "acceptance_rate": 0.7, "draft_tokens": 4}])");
        QCOMPARE(list[0].draftCost, 0.05); // the documented default
    }

    // Only real deployments: what a serving engine would refuse is judged FAIL with the reason.
    void tensorParallelMustSplitTheModel() {
        const Contract c70 = contract(contractJson("llama-3.1-70b.json", 4000, 500)); // 64 heads, 8 KV heads
        Deployment d = resolveDeployment(machine(machineJson("h200", 3, 3)), c70, {}, {});
        QVERIFY(!d.valid);
        QVERIFY2(d.invalidReason.find("tensor_parallel 3 does not divide the model's 64 attention heads") !=
                     std::string::npos,
                 d.invalidReason.c_str());
        const Prediction p = predict(c70, d);
        QVERIFY(!p.deployable);
        QVERIFY(!p.pass);
        QVERIFY(p.binding == Binding::Deployment);

        const Contract ds = contract(contractJson("deepseek-v3.json", 1000, 1000)); // 128 heads, 256 experts
        d = resolveDeployment(machine(machineJson("h200", 6, 6)), ds, {}, {});
        QVERIFY(!d.valid);
        QVERIFY2(d.invalidReason.find("128 attention heads") != std::string::npos, d.invalidReason.c_str());
        auto adp = machineJson("h200", 6, 6);
        adp["runtime"]["attention_data_parallel"] = true;
        d = resolveDeployment(machine(adp), ds, {}, {});
        QVERIFY(!d.valid);
        QVERIFY2(d.invalidReason.find("256 experts") != std::string::npos, d.invalidReason.c_str());

        // KV heads: TP 16 on 8 KV heads replicates them (allowed); 12 on 8 cannot.
        QVERIFY(tensorParallelProblem(*c70.model, 16, false).empty());
        QVERIFY(tensorParallelProblem(*c70.model, 8, false).empty());
        auto odd = test::modelConfig("llama-3.1-70b.json");
        odd["num_attention_heads"] = 48;
        odd["num_key_value_heads"] = 8;
        odd["head_dim"] = 128;
        auto oddContract = contractJson("llama-3.1-70b.json");
        oddContract["model"]["hf_config"] = odd;
        QVERIFY(tensorParallelProblem(*contract(oddContract).model, 12, false).find("8 KV heads") != std::string::npos);

        // Unset TP, by the rule: the widest the accelerators and the model allow, the rest as
        // replicas (resolveDeployment then searches the layouts: deployment_layout.h).
        d = resolveDeploymentByRule(machine(machineJson("h200", 6)), c70, {}, {});
        QVERIFY(d.valid);
        QCOMPARE(d.tp, 2);
        QCOMPARE(d.replicas, 3LL);
        d = resolveDeploymentByRule(machine(machineJson("h200", 8)), c70, {}, {});
        QCOMPARE(d.tp, 8);
        QCOMPARE(d.replicas, 1LL);
    }

    void parallelismMustFitTheState() {
        const Contract c = contract(contractJson("llama-3.1-8b.json"));
        // A tensor_parallel intervention that cannot apply is not quietly clamped.
        auto tp8 = interventions(R"([{"name": "t", "kind": "tensor_parallel", "value": 8}])");
        Deployment d = resolveDeployment(machine(machineJson("h100-sxm", 4)), c, {}, tp8);
        QVERIFY(!d.valid);
        QVERIFY2(d.invalidReason.find("needs 8 accelerators, the state has 4") != std::string::npos,
                 d.invalidReason.c_str());
        // A state the machine's TP does not divide.
        MachineState three;
        three.acceleratorCount = 3;
        d = resolveDeployment(machine(machineJson("h100-sxm", 4, 2)), c, three, {});
        QVERIFY(!d.valid);
        QVERIFY2(d.invalidReason.find("does not divide 3 accelerators") != std::string::npos, d.invalidReason.c_str());

        // explore judges every state as deployed and shows TP / PP / replicas per frontier state.
        const Space s = space(
            {{"schema", "luma.space/1"}, {"dims", {{{"resource", "accelerator_count"}, {"levels", {1, 2, 3, 4}}}}}});
        auto j = machineJson("h100-sxm", 4);
        const ExploreResult r = explore(c, machine(j), s);
        const nlohmann::json out = toJson(r, s);
        // With the machine's TP 2, one accelerator cannot deploy: the adjacent FAIL says why.
        auto tp2 = machineJson("h100-sxm", 4, 2);
        const nlohmann::json two = toJson(explore(c, machine(tp2), s), s);
        QCOMPARE(two["frontier"].size(), std::size_t(1));
        QCOMPARE(two["frontier"][0]["state"]["accelerator_count"].get<double>(), 2.0);
        const auto& below = two["frontier"][0]["adjacent_fail"][0];
        QCOMPARE(below["failed"].get<std::string>(), std::string("deploy"));
        QVERIFY2(below["reason"].get<std::string>().find("needs 2 accelerators, the state has 1") != std::string::npos,
                 below.dump().c_str());
        for (const auto& f : out["frontier"]) {
            QVERIFY(f.contains("tensor_parallel"));
            QVERIFY(f.contains("pipeline_parallel"));
            QVERIFY(f.contains("replicas"));
            const long long count = static_cast<long long>(f["state"]["accelerator_count"].get<double>());
            QCOMPARE(f["tensor_parallel"].get<long long>() * f["pipeline_parallel"].get<long long>() *
                         f["replicas"].get<long long>(),
                     count);
        }
    }

    // max_sequences 0 is a bad workload: refused when the campaign loads, naming the key, and
    // `qualify` records nothing (no project file, no FAIL as evidence). 1 is a workload.
    void zeroSequencesIsABadWorkload() {
        const std::string tiny = test::sourcePath("resources/examples/tiny/");
        for (const char* f : {"contract-campaign.json", "machine.json", "tiny-llama.json"}) {
            std::ifstream in(tiny + f);
            std::ofstream(m_dir.filePath(f).toStdString()) << in.rdbuf();
        }
        nlohmann::json campaign = readJsonFile(tiny + "campaign.json");
        campaign["workload"]["max_sequences"] = 0;
        const std::string bad = write("zero.json", campaign.dump());
        LUMA_EXPECT_SPEC_ERROR(loadCampaign(bad), "zero.json: workload.max_sequences: must be at least 1, found 0");
        const QString db = m_dir.filePath("zero.luma");
        QProcess p;
        p.start(QStringLiteral(LUMA_CLI), {"qualify", QString::fromStdString(bad), "--db", db});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(QString::fromUtf8(p.readAllStandardError()).contains("workload.max_sequences: must be at least 1"),
                 "qualify names the key");
        QVERIFY(!QFile::exists(db));
        campaign["workload"]["max_sequences"] = 1;
        QVERIFY(loadCampaign(write("one.json", campaign.dump())).workloadSpec ==
                parseWorkload(campaign["workload"], "one.json"));
    }

    void sequencesMustFitTheContext() {
        LUMA_EXPECT_SPEC_ERROR(contract(contractJson("llama-3.1-8b.json", 130000, 2000)), "workload.input_tokens",
                               "input 130000 + output 2000 = 132000 tokens exceed the model's context of 131072");
        LUMA_EXPECT_SPEC_ERROR(contract(contractJson("llama-2-70b.json", 4000, 200)), "context of 4096");
        QCOMPARE(contract(contractJson("llama-2-70b.json", 2048, 2048)).inputTokens, 2048LL); // exactly full
    }
};

QTEST_APPLESS_MAIN(TestStrictInputs)
#include "tst_strict_inputs.moc"
