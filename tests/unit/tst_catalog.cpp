// The hardware catalog: every required accelerator, every figure sourced, derating explained.
#include "core/catalog/catalog.h"
#include "expect_error.h"
#include "validation.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace luma;

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void requiredAcceleratorsWithSources() {
        const Catalog& c = Catalog::builtin();
        for (const char* type : {"h100-sxm", "h200", "b200", "a100-80g", "a100-40g", "l40s", "l4", "mi300x", "mi325x",
                                 "mi250x", "trn1", "trn2", "inf2", "tpu-v5e", "tpu-v5p", "cpu"}) {
            const Accelerator* a = c.find(type);
            QVERIFY2(a, type);
            for (const char* source : {"compute", "memory", "interconnect", "power", "price"})
                QVERIFY2(a->sources.count(source) && !a->sources.at(source).empty(), type);
            QVERIFY2(!a->derating.rationale.empty(), type);
            QVERIFY(a->derating.gemm > 0 && a->derating.gemm <= 1);
            QVERIFY(a->hbmGib > 0 && a->hbmTbps > 0 && a->tdpW > a->idleW);
        }
    }
    void lumaPagePrices() {
        const Catalog& c = Catalog::builtin();
        QCOMPARE(c.find("b200")->priceUsdPerHour, 5.73);
        QCOMPARE(c.find("h100-sxm")->priceUsdPerHour, 3.40);
        QCOMPARE(c.find("a100-80g")->priceUsdPerHour, 3.17);
        QCOMPARE(c.find("a100-40g")->priceUsdPerHour, 2.29);
        QCOMPARE(c.find("l40s")->priceUsdPerHour, 1.46);
    }
    void missingFormatsFallBack() {
        const Catalog& c = Catalog::builtin();
        QCOMPARE(c.find("b200")->tflopsFor(Precision::FP4), 9000.0);
        QCOMPARE(c.find("h100-sxm")->tflopsFor(Precision::FP4), 1979.0); // no FP4 units: FP8 rate
        QCOMPARE(c.find("a100-80g")->tflopsFor(Precision::FP8), 312.0);  // no FP8 units: BF16 rate
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
    void collectiveHopLatencyOnlyOnRings() {
        const Catalog& c = Catalog::builtin();
        QVERIFY(c.find("trn1")->derating.collectiveHopUs > 0);
        QCOMPARE(c.find("inf2")->derating.collectiveHopUs, c.find("trn1")->derating.collectiveHopUs);
        for (const char* t : {"h100-sxm", "h200", "b200", "mi300x", "mi325x"})
            QCOMPARE(c.find(t)->derating.collectiveHopUs, 0.0);
    }
    void brokenCatalogIsRejected() {
        nlohmann::json doc = Catalog::builtin().document();
        doc["accelerators"][0]["hbm_gib"] = -1;
        QVERIFY_THROWS_EXCEPTION(std::exception, Catalog::fromJson(doc, "bad"));
    }
    // tp_ranks is a whole number of NeuronCores, only on a neuron entry; overlap and
    // gqa_kv_rereads are shares. Each refusal names the file, the key and the value found.
    void brokenDeratingAndRanksAreRejected() {
        const nlohmann::json builtin = Catalog::builtin().document();
        auto index = [&](const char* type) {
            const auto& list = builtin["accelerators"];
            for (std::size_t i = 0; i < list.size(); ++i)
                if (list[i]["type"] == type) return i;
            return list.size();
        };
        const std::size_t inf2 = index("inf2"), h100 = index("h100-sxm");
        QVERIFY(inf2 < builtin["accelerators"].size() && h100 < builtin["accelerators"].size());
        auto with = [&](std::size_t i, const char* key, const nlohmann::json& value, bool derating = false) {
            nlohmann::json doc = builtin;
            (derating ? doc["accelerators"][i]["derating"] : doc["accelerators"][i])[key] = value;
            return doc;
        };
        LUMA_EXPECT_SPEC_ERROR(Catalog::fromJson(with(inf2, "tp_ranks", 0), "bad.json"), "bad.json", "tp_ranks",
                               "found 0");
        LUMA_EXPECT_SPEC_ERROR(Catalog::fromJson(with(inf2, "tp_ranks", 1.5), "bad.json"), "bad.json", "tp_ranks",
                               "found 1.5");
        LUMA_EXPECT_SPEC_ERROR(Catalog::fromJson(with(h100, "tp_ranks", 2), "bad.json"), "bad.json", "tp_ranks",
                               "backend is neuron", "\"cuda\"");
        LUMA_EXPECT_SPEC_ERROR(Catalog::fromJson(with(h100, "overlap", 1.5, true), "bad.json"), "bad.json",
                               "derating.overlap", "must be a share in [0, 1], found 1.5");
        LUMA_EXPECT_SPEC_ERROR(Catalog::fromJson(with(h100, "gqa_kv_rereads", -1, true), "bad.json"), "bad.json",
                               "derating.gqa_kv_rereads", "must be a share in [0, 1], found -1");
        // The shipped entries keep theirs.
        QCOMPARE(Catalog::builtin().find("inf2")->tensorParallelRanks, 2);
        QCOMPARE(Catalog::builtin().find("trn2")->tensorParallelRanks, 4);
        QCOMPARE(Catalog::builtin().find("h100-sxm")->tensorParallelRanks, 1);
        QCOMPARE(Catalog::fromJson(with(inf2, "tp_ranks", 2), "ok.json").find("inf2")->tensorParallelRanks, 2);
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
