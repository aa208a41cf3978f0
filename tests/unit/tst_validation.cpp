// Regression guard on the published-measurement tables (the bench prints every row): the
// simulated benchmark runs must keep the medians the README states, per split, per regime and
// per accelerator vendor, so a change to the step model or the derating cannot silently lose
// one regime to win the other.
#include "validation.h"

#include <QtTest>

#include <cmath>
#include <set>
#include <string>

using namespace luma;

class TestValidation : public QObject {
    Q_OBJECT
    std::vector<validation::Row> m_rows;
    std::vector<validation::Row> m_designRows; // all but the held-out set: what the bars below judge

    double median(const char* split, const char* field = "", const std::string& value = "") const {
        return validation::summarizeBy(m_designRows, split, field, value).medianAbsError;
    }

private slots:
    void initTestCase() {
        m_rows = validation::loadAll(LUMA_SOURCE_DIR "/tests/data");
        QVERIFY(m_rows.size() > 180);
        validation::predictAll(m_rows, LUMA_SOURCE_DIR "/resources/models", Catalog::builtin());
        for (const auto& r : m_rows)
            if (r.split != "heldout") m_designRows.push_back(r);
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
        // AWS: Neuron 2.16-2.18 transformers-neuronx rows on trn1 and inf2 (7B to 70B, batch 1
        // to 8) and the uncalibrated trn2 NxD Inference rows.
        QVERIFY2(median("validation", "vendor", "aws") < 0.20,
                 qPrintable(QString::number(median("validation", "vendor", "aws"))));
    }
    // One set of NeuronCore-v2 constants (`bench_validation --fit trn1+inf2`, the catalog's trn1
    // and inf2: memory_bw 0.725, attention_bw 0.45, 2.5 us per ring hop, no step, layer or
    // per-sequence host time, gemm 0.3) explains the decode of every model size
    // on both instances: each transformers-neuronx TPOT row and each end-to-end row (decode-bound)
    // within the part's band, 0.3. Their TTFT rows are not asserted: context encoding runs below
    // the fit's gemm floor (see the README).
    void neuronDecodeRowsFollowOneFit() {
        int rows = 0;
        std::set<std::string> models;
        for (const auto& r : m_rows)
            if (r.stack == "transformers-neuronx" && r.split != "superseded" &&
                (r.metric == "tpot_ms" || r.metric == "e2e_ms")) {
                ++rows;
                models.insert(r.modelConfig);
                QVERIFY2(std::fabs(r.error) < 0.30,
                         qPrintable(QString::fromStdString(r.id) + " " + QString::number(r.error)));
            }
        QVERIFY(rows >= 25);
        QVERIFY(models.size() >= 4);
    }
    // Neuron 2.16's batch-1 Llama-2-70B rows (109-150 ms per token) are contradicted by 2.18's
    // tables of the same stack (33 ms on inf2 at batch 1, 27 ms on trn1 at batch 4): kept, marked
    // superseded, outside every fit and median.
    void supersededRowsStayOutOfTheFitAndMedians() {
        std::size_t superseded = 0;
        for (const auto& r : m_rows)
            if (r.split == "superseded") {
                ++superseded;
                QVERIFY2(r.id.rfind("neuron216-", 0) == 0, r.id.c_str());
                QVERIFY2(r.predicted > 0, r.id.c_str());
            }
        QCOMPARE(superseded, std::size_t(4));
        const std::size_t summarized =
            validation::summarize(m_rows, "calibration").rows + validation::summarize(m_rows, "validation").rows +
            validation::summarize(m_rows, "heldout").rows + validation::summarize(m_rows, "unexplained").rows;
        QCOMPARE(summarized + superseded, m_rows.size());
    }
    // dstack's DeepSeek-R1 offline runs (8xH200 and 8xMI300X, vLLM 0.7.3 and SGLang 0.4.2-0.4.3)
    // run 2-4x slower than the model's routed-expert rates predict, and no shape it has (rows per
    // expert, expert width per rank, experts per rank, top-k) explains them: they are kept,
    // predicted and printed per family and stack, split unexplained, outside every fit and median,
    // until a mechanism does.
    void unexplainedMoeRowsAreKeptOutsideTheFitAndMedians() {
        std::size_t rows = 0;
        std::set<std::string> stacks, vendors;
        for (const auto& r : m_rows) {
            if (r.split != "unexplained") continue;
            ++rows;
            QVERIFY2(r.kind == "moe", r.id.c_str());
            QVERIFY2(r.id.rfind("dstack-r1-", 0) == 0, r.id.c_str());
            QVERIFY2(r.predicted > 0, r.id.c_str());
            QVERIFY2(!r.source.empty(), r.id.c_str());
            stacks.insert(r.stack);
            vendors.insert(r.vendor);
        }
        QCOMPARE(rows, std::size_t(29));
        QCOMPARE(stacks, (std::set<std::string>{"sglang", "vllm"}));
        QCOMPARE(vendors, (std::set<std::string>{"amd", "nvidia"}));
        // Nothing fits on them: only calibration rows set an accelerator's calibrated flag, and
        // the design medians above leave them out.
        QCOMPARE(validation::summarize(m_rows, "unexplained").rows, rows);
    }
    // The routed experts' rate belongs to the serving stack, not to the part. TensorRT-LLM
    // v0.17's Mixtral tables (FP8 engines; H100 and H200, TP 1-8, nine lengths) run their experts
    // at about 4x the rate of TensorRT-LLM's PyTorch-backend Qwen3 and Llama 4 rows on the same
    // parts: the engine's override (derating.stacks.tensorrt-llm, fitted on 30 of them) holds the
    // 60 it was not fitted on within 12 % at the median and 35 % at worst, where the part's own
    // rate (the PyTorch backend's) puts them about 2x low.
    void engineMixtralRowsFollowTheirStacksOverride() {
        std::vector<validation::Row> engine, asPytorch;
        for (const auto& r : m_rows)
            if (r.id.rfind("trtllm017-", 0) == 0) {
                QCOMPARE(r.stack, std::string("tensorrt-llm"));
                QVERIFY2(r.split == "calibration" || r.split == "validation", r.id.c_str());
                if (r.split != "validation") continue;
                engine.push_back(r);
                asPytorch.push_back(r);
                asPytorch.back().stack = "tensorrt-llm-pytorch";
            }
        QCOMPARE(engine.size(), std::size_t(60));
        validation::predictAll(asPytorch, LUMA_SOURCE_DIR "/resources/models", Catalog::builtin());
        const auto own = validation::summarize(engine, "validation");
        const auto part = validation::summarize(asPytorch, "validation");
        QVERIFY2(own.medianAbsError < 0.12, qPrintable(QString::number(own.medianAbsError)));
        QVERIFY2(own.worstAbsError < 0.35, qPrintable(QString::number(own.worstAbsError)));
        QVERIFY2(part.medianAbsError > 0.35, qPrintable(QString::number(part.medianAbsError)));
    }
    // Issue 16: the frozen held-out set (tests/data/published_heldout.csv) is loaded, predicted
    // and summarised per family, and stays out of every fit: its rows are split heldout (only
    // calibration rows are fitted, bench_validation's fit()) and calibrate no accelerator of
    // their own (every accelerator they name has calibration rows in the other tables). Its
    // medians are reported, not asserted: a bar would turn it into a tuning target.
    void heldOutSetIsLoadedAndNeverFitted() {
        std::set<std::string> calibratedElsewhere, families;
        std::size_t heldout = 0, moe = 0;
        for (const auto& r : m_rows)
            if (r.split == "calibration") calibratedElsewhere.insert(r.accelerator);
        for (const auto& r : m_rows) {
            if (r.id.rfind("ho4", 0) != 0 && r.id.rfind("ho5", 0) != 0) continue;
            ++heldout;
            QVERIFY2(r.split == "heldout", r.id.c_str());
            QVERIFY2(r.source.find("mlperf_log_summary.txt") != std::string::npos, r.id.c_str());
            QVERIFY2(calibratedElsewhere.count(r.accelerator), r.id.c_str());
            families.insert(r.vendor + "-" + r.kind);
            moe += r.kind == "moe";
        }
        QVERIFY(heldout >= 30);
        QCOMPARE(validation::summarize(m_rows, "heldout").rows, heldout);
        QVERIFY(moe >= 10);
        for (const char* f : {"nvidia-moe", "nvidia-dense", "amd-moe", "amd-dense"})
            QVERIFY2(families.count(f) && validation::summarizeBy(m_rows, "heldout", "family", f).rows > 0, f);
    }
    // bench_validation --assume-input: the held-out rows of one model config at another mean
    // input (MLPerf's Mixtral set publishes none), every other row as it was (the validation
    // Mixtral rows too); a malformed argument is refused with its problem and changes nothing.
    void anAssumedInputMovesOnlyThatConfigsHeldOutRows() {
        std::vector<validation::Row> rows = validation::loadAll(LUMA_SOURCE_DIR "/tests/data");
        const std::vector<validation::Row> before = rows;
        for (const char* bad : {"mixtral-8x7b.json", "mixtral-8x7b.json=", "mixtral-8x7b.json=0",
                                "mixtral-8x7b.json=42x", "nope.json=420"})
            QVERIFY2(validation::assumeInput(rows, bad) != nullptr, bad);
        QCOMPARE(validation::assumeInput(rows, "mixtral-8x7b.json=420"), nullptr);
        std::size_t moved = 0, keptMixtral = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const bool assumed = rows[i].split == "heldout" && rows[i].modelConfig == "mixtral-8x7b.json";
            QCOMPARE(rows[i].inputTokens, assumed ? 420 : before[i].inputTokens);
            moved += assumed;
            keptMixtral += !assumed && rows[i].modelConfig == "mixtral-8x7b.json";
        }
        QVERIFY(moved >= 20);
        QVERIFY(keptMixtral >= 60);
    }
    // Issue 10: no accelerator family above 20 % held out; MI325X on its own rows, not MI300X's;
    // A100 and L40S on their 2023 TensorRT-LLM rows once their static batches run whole and the
    // stack's kernel traits (overlap, grouped-query KV re-reads) are part of their fit; trn1 and
    // inf2 on one NeuronCore-v2 fit of Neuron 2.16-2.18 rows. Not met, so not asserted: trn2
    // (uncalibrated, 31 %).
    void perAcceleratorHeldOutMedians() {
        for (const char* a : {"h100-sxm", "h200", "b200", "a100-80g", "l40s", "mi300x", "mi325x", "trn1", "inf2"})
            QVERIFY2(median("validation", "accelerator", a) < 0.20, a);
        QVERIFY2(median("validation", "accelerator", "mi325x") < 0.12,
                 qPrintable(QString::number(median("validation", "accelerator", "mi325x"))));
    }
};

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"
