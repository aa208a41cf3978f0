// The hardware catalog: every required accelerator, every figure sourced, derating explained.
#include "core/catalog/catalog.h"
#include "expect_error.h"
#include "validation.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace luma;

Q_DECLARE_METATYPE(nlohmann::json)
Q_DECLARE_METATYPE(luma::Precision)

namespace {

// The first entry of `type` in a catalog document; nullptr when it has none.
nlohmann::json* entryOf(nlohmann::json& doc, const std::string& type) {
    for (auto& a : doc["accelerators"])
        if (a["type"] == type) return &a;
    return nullptr;
}

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void requiredAcceleratorsWithSources_data() {
        QTest::addColumn<QString>("type");
        for (const char* type : {"h100-sxm", "h200", "b200", "a100-80g", "a100-40g", "l40s", "l4", "mi300x", "mi325x",
                                 "mi250x", "trn1", "trn2", "inf2", "tpu-v5e", "tpu-v5p", "cpu"})
            QTest::newRow(type) << QString(type);
    }
    void requiredAcceleratorsWithSources() {
        QFETCH(QString, type);
        const Accelerator* a = Catalog::builtin().find(type.toStdString());
        QVERIFY(a);
        for (const char* source : {"compute", "memory", "interconnect", "power", "price"})
            QVERIFY2(a->sources.count(source) && !a->sources.at(source).empty(), source);
        QVERIFY(!a->derating.rationale.empty());
        QVERIFY(a->derating.gemm > 0 && a->derating.gemm <= 1);
        QVERIFY(a->hbmGib > 0 && a->hbmTbps > 0 && a->tdpW > a->idleW);
    }
    void lumaPagePrices_data() {
        QTest::addColumn<QString>("type");
        QTest::addColumn<double>("usdPerHour");
        QTest::newRow("b200") << "b200" << 5.73;
        QTest::newRow("h100-sxm") << "h100-sxm" << 3.40;
        QTest::newRow("a100-80g") << "a100-80g" << 3.17;
        QTest::newRow("a100-40g") << "a100-40g" << 2.29;
        QTest::newRow("l40s") << "l40s" << 1.46;
    }
    void lumaPagePrices() {
        QFETCH(QString, type);
        QFETCH(double, usdPerHour);
        QCOMPARE(Catalog::builtin().find(type.toStdString())->priceUsdPerHour, usdPerHour);
    }
    void missingFormatsFallBack_data() {
        QTest::addColumn<QString>("type");
        QTest::addColumn<Precision>("precision");
        QTest::addColumn<double>("tflops");
        QTest::newRow("b200 has FP4 units") << "b200" << Precision::FP4 << 9000.0;
        QTest::newRow("h100-sxm has no FP4 units: FP8 rate") << "h100-sxm" << Precision::FP4 << 1979.0;
        QTest::newRow("a100-80g has no FP8 units: BF16 rate") << "a100-80g" << Precision::FP8 << 312.0;
    }
    void missingFormatsFallBack() {
        QFETCH(QString, type);
        QFETCH(Precision, precision);
        QFETCH(double, tflops);
        QCOMPARE(Catalog::builtin().find(type.toStdString())->tflopsFor(precision), tflops);
    }
    // An accelerator is marked calibrated exactly when the validation tables hold calibration
    // rows for it, and an uncalibrated one is read with a wider band than any calibrated one.
    void calibratedFlagsFollowTheValidationTables() {
        std::set<std::string> calibrated;
        for (const auto& r : validation::loadAll(LUMA_SOURCE_DIR "/tests/data"))
            if (r.split == "calibration") calibrated.insert(r.accelerator);
        QVERIFY(calibrated.count("h100-sxm") && calibrated.count("mi300x"));
        double widestCalibrated = 0, narrowestUncalibrated = 1e9;
        for (const auto& a : Catalog::builtin().accelerators()) {
            QVERIFY2(a.derating.calibrated == (calibrated.count(a.type) > 0), a.type.c_str());
            if (a.derating.calibrated)
                widestCalibrated = std::max(widestCalibrated, a.derating.band);
            else
                narrowestUncalibrated = std::min(narrowestUncalibrated, a.derating.band);
        }
        QVERIFY(widestCalibrated > 0 && widestCalibrated < narrowestUncalibrated);
        // MI325X, trn1 and inf2 have rows of their own (inf2's since Neuron's head padding made its
        // TP 24-core rows expressible; the two NeuronCore-v2 parts are fitted jointly).
        QVERIFY(Catalog::builtin().find("mi325x")->derating.calibrated);
        QVERIFY(Catalog::builtin().find("trn1")->derating.calibrated);
        QVERIFY(Catalog::builtin().find("inf2")->derating.calibrated);
    }
    // A ring's all-reduce latency grows with its hops (NeuronLink); switched links have none.
    void collectiveHopLatencyOnRings() {
        const Catalog& c = Catalog::builtin();
        QVERIFY(c.find("trn1")->derating.collectiveHopUs > 0);
        QCOMPARE(c.find("inf2")->derating.collectiveHopUs, c.find("trn1")->derating.collectiveHopUs);
    }
    void noCollectiveHopLatencyOnSwitchedLinks_data() {
        QTest::addColumn<QString>("type");
        for (const char* t : {"h100-sxm", "h200", "b200", "mi300x", "mi325x"}) QTest::newRow(t) << QString(t);
    }
    void noCollectiveHopLatencyOnSwitchedLinks() {
        QFETCH(QString, type);
        QCOMPARE(Catalog::builtin().find(type.toStdString())->derating.collectiveHopUs, 0.0);
    }
    void brokenCatalogIsRejected() {
        nlohmann::json doc = Catalog::builtin().document();
        doc["accelerators"][0]["hbm_gib"] = -1;
        QVERIFY_THROWS_EXCEPTION(std::exception, Catalog::fromJson(doc, "bad"));
    }
    // tp_ranks is a whole number of NeuronCores, only on a neuron entry; overlap and
    // gqa_kv_rereads are shares. Each refusal names the file, the key and the value found.
    void brokenDeratingAndRanksAreRejected_data() {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("pointer"); // into the accelerator's entry
        QTest::addColumn<nlohmann::json>("value");
        QTest::addColumn<QStringList>("message");
        const auto row = [](const char* name, const char* type, const char* pointer, const nlohmann::json& value,
                            const QStringList& message) {
            QTest::newRow(name) << QString(type) << QString(pointer) << value << message;
        };
        row("no NeuronCores", "inf2", "/tp_ranks", 0, {"bad.json", "tp_ranks", "found 0"});
        row("half a NeuronCore", "inf2", "/tp_ranks", 1.5, {"bad.json", "tp_ranks", "found 1.5"});
        row("ranks on a cuda part", "h100-sxm", "/tp_ranks", 2,
            {"bad.json", "tp_ranks", "backend is neuron", "\"cuda\""});
        row("overlap above 1", "h100-sxm", "/derating/overlap", 1.5,
            {"bad.json", "derating.overlap", "must be a share in [0, 1], found 1.5"});
        row("negative KV rereads", "h100-sxm", "/derating/gqa_kv_rereads", -1,
            {"bad.json", "derating.gqa_kv_rereads", "must be a share in [0, 1], found -1"});
        row("override for an unknown stack", "h100-sxm", "/derating/stacks/tensorrt-lm",
            nlohmann::json{{"moe_gemm", 0.3}, {"rationale", "typo"}},
            {"bad.json", "derating.stacks.tensorrt-lm", "unknown serving stack", "tensorrt-llm"});
        row("stack share above 1", "h100-sxm", "/derating/stacks/tensorrt-llm/moe_gemm", 1.5,
            {"bad.json", "derating.stacks.tensorrt-llm.moe_gemm", "1.5"});
        row("stack override without rationale", "h200", "/derating/stacks/vllm", nlohmann::json{{"moe_gemm", 0.3}},
            {"bad.json", "derating.stacks.vllm.rationale"});
        row("unknown key in a stack override", "h200", "/derating/stacks/vllm",
            nlohmann::json{{"moe_gemm", 0.3}, {"rationale", "r"}, {"moe_gem", 0.3}},
            {"bad.json", "derating.stacks.vllm.moe_gem"});
    }
    void brokenDeratingAndRanksAreRejected() {
        QFETCH(QString, type);
        QFETCH(QString, pointer);
        QFETCH(nlohmann::json, value);
        QFETCH(QStringList, message);
        nlohmann::json doc = Catalog::builtin().document();
        nlohmann::json* entry = entryOf(doc, type.toStdString());
        QVERIFY(entry);
        (*entry)[nlohmann::json::json_pointer(pointer.toStdString())] = value;
        for (const QString& part : message) {
            const std::string fragment = part.toStdString();
            LUMA_EXPECT_SPEC_ERROR(Catalog::fromJson(doc, "bad.json"), fragment.c_str());
        }
    }
    // A serving stack's override (derating.stacks) replaces only the keys it states, on the
    // catalog's own entry; another stack, or a part without an override, runs at the part's.
    void servingStackOverridesTheKeysItStates() {
        const Catalog& c = Catalog::builtin();
        const Accelerator& h100 = *c.find("h100-sxm");
        const Accelerator& engine = c.forStack(h100, "tensorrt-llm");
        QVERIFY(&engine != &h100);
        QCOMPARE(engine.type, h100.type);
        QVERIFY(engine.derating.moeGemm > 2 * h100.derating.moeGemm); // the engine's experts (v0.17 rows)
        QCOMPARE(engine.derating.gemm, h100.derating.gemm);
        QCOMPARE(engine.derating.memoryBandwidth, h100.derating.memoryBandwidth);
        QCOMPARE(engine.derating.calibrated, h100.derating.calibrated);
        QVERIFY(engine.derating.rationale.find("Served by tensorrt-llm") != std::string::npos);
        QCOMPARE(&c.forStack(h100, "tensorrt-llm-pytorch"), &h100);
        QCOMPARE(&c.forStack(*c.find("mi300x"), "tensorrt-llm"), c.find("mi300x"));
        QCOMPARE(&c.forStack(engine, "tensorrt-llm"), &engine); // not the catalog's entry: as it is
        for (const char* s : {"tensorrt-llm", "tensorrt-llm-pytorch", "vllm", "sglang", "nim"})
            QVERIFY2(c.hasStack(s), s);
        QVERIFY(!c.hasStack("tensorrt-lm"));
        for (const auto& s : c.servingStacks()) QVERIFY2(!s.description.empty(), s.name.c_str());
    }
    // The shipped entries keep theirs.
    void tensorParallelRanksOfTheShippedEntries() {
        QCOMPARE(Catalog::builtin().find("inf2")->tensorParallelRanks, 2);
        QCOMPARE(Catalog::builtin().find("trn2")->tensorParallelRanks, 4);
        QCOMPARE(Catalog::builtin().find("h100-sxm")->tensorParallelRanks, 1);
        nlohmann::json doc = Catalog::builtin().document();
        nlohmann::json* inf2 = entryOf(doc, "inf2");
        QVERIFY(inf2);
        (*inf2)["tp_ranks"] = 2;
        QCOMPARE(Catalog::fromJson(doc, "ok.json").find("inf2")->tensorParallelRanks, 2);
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
