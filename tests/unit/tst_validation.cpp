// Regression guard on the published-measurement tables (the bench prints every row): the
// simulated benchmark runs must keep the medians the README states, per split, per regime and
// per accelerator vendor, so a change to the step model or the derating cannot silently lose
// one regime to win the other.
#include "validation.h"

#include <QtTest>

#include <cmath>

using namespace luma;

class TestValidation : public QObject {
    Q_OBJECT
    std::vector<validation::Row> m_rows;

    double median(const char* split, const char* field = "", const std::string& value = "") const {
        return validation::summarizeBy(m_rows, split, field, value).medianAbsError;
    }

private slots:
    void initTestCase() {
        m_rows = validation::loadAll(LUMA_SOURCE_DIR "/tests/data");
        QVERIFY(m_rows.size() > 180);
        validation::predictAll(m_rows, LUMA_SOURCE_DIR "/resources/models", Catalog::builtin());
    }
    void everyPublishedDeploymentIsPredicted() {
        for (const auto& r : m_rows) QVERIFY2(r.predicted > 0, r.id.c_str());
    }
    void calibrationAndHeldOutMedians() {
        QVERIFY(validation::summarize(m_rows, "validation").rows > 120);
        QVERIFY2(median("calibration") < 0.12, qPrintable(QString::number(median("calibration"))));
        QVERIFY2(median("validation") < 0.12, qPrintable(QString::number(median("validation"))));
    }
    // Issue 10's goals: latency rows within 15 % while the throughput rows keep 12 %.
    void perRegimeMedians() {
        QVERIFY2(median("validation", "regime", "throughput") < 0.12,
                 qPrintable(QString::number(median("validation", "regime", "throughput"))));
        QVERIFY2(median("", "regime", "latency") < 0.15, qPrintable(QString::number(median("", "regime", "latency"))));
        QVERIFY2(median("", "regime", "server") < 0.15, qPrintable(QString::number(median("", "regime", "server"))));
    }
    void perVendorHeldOutMedians() {
        QVERIFY2(median("validation", "vendor", "nvidia") < 0.12,
                 qPrintable(QString::number(median("validation", "vendor", "nvidia"))));
        QVERIFY2(median("validation", "vendor", "amd") < 0.12,
                 qPrintable(QString::number(median("validation", "vendor", "amd"))));
        // Not met, so not asserted: AWS (Neuron's batch-1 Llama-2-13B rows, heads padded to the TP
        // degree, are 3-8 times slower predicted than published; see neuronSeventyBRowsFollowTheRing).
    }
    // The Neuron rows the ring's hop latency explains: batch-1 Llama-2-70B on trn1 and inf2.
    void neuronSeventyBRowsFollowTheRing() {
        int rows = 0;
        for (const auto& r : m_rows)
            if (r.stack == "transformers-neuronx" && r.modelConfig == "llama-2-70b.json") {
                ++rows;
                QVERIFY2(std::fabs(r.error) < 0.15, r.id.c_str());
            }
        QCOMPARE(rows, 4);
    }
    // Issue 10: no accelerator family above 20 % held out; MI325X on its own rows, not MI300X's;
    // A100 and L40S on their 2023 TensorRT-LLM rows once their static batches run whole and the
    // stack's kernel traits (overlap, grouped-query KV re-reads) are part of their fit. Not met,
    // so not asserted: trn1 and inf2 (their Llama-2-13B rows).
    void perAcceleratorHeldOutMedians() {
        for (const char* a : {"h100-sxm", "h200", "b200", "a100-80g", "l40s", "mi300x", "mi325x"})
            QVERIFY2(median("validation", "accelerator", a) < 0.20, a);
        QVERIFY2(median("validation", "accelerator", "mi325x") < 0.12,
                 qPrintable(QString::number(median("validation", "accelerator", "mi325x"))));
    }
};

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"
