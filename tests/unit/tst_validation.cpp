// Regression guard on the published-measurement table: the simulated benchmark runs must stay
// within 25 % median error on the held-out rows (the bench prints the full table).
#include "validation.h"

#include <QtTest>

using namespace luma;

class TestValidation : public QObject {
    Q_OBJECT
private slots:
    void heldOutMedianErrorUnder25Percent() {
        auto rows = validation::loadAll(LUMA_SOURCE_DIR "/tests/data");
        QVERIFY(rows.size() > 100);
        validation::predictAll(rows, LUMA_SOURCE_DIR "/resources/models", Catalog::builtin());
        const auto held = validation::summarize(rows, "validation");
        QVERIFY(held.rows > 80);
        QVERIFY2(held.medianAbsError < 0.25, qPrintable(QString("median %1").arg(held.medianAbsError)));
        for (const auto& r : rows) QVERIFY2(r.predicted > 0, r.id.c_str()); // every published deployment fits
    }
};

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"
