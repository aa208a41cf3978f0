// The hardware catalog: every required accelerator, every figure sourced, derating explained.
#include "core/catalog/catalog.h"

#include <QtTest>

using namespace luma;

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void requiredAcceleratorsWithSources() {
        const Catalog& c = Catalog::builtin();
        for (const char* type : {"h100-sxm", "h200", "b200", "a100-80g", "a100-40g", "l40s", "l4", "mi300x", "mi250x",
                                 "trn1", "trn2", "inf2", "tpu-v5e", "tpu-v5p", "cpu"}) {
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
    void brokenCatalogIsRejected() {
        nlohmann::json doc = Catalog::builtin().document();
        doc["accelerators"][0]["hbm_gib"] = -1;
        QVERIFY_THROWS_EXCEPTION(std::exception, Catalog::fromJson(doc, "bad"));
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
