// Quality as part of the contract: the quality section's floors and ceilings and the slo
// section's generic `<metric>_min` / `_max` bounds, read strictly; the client's judgement of a
// run's reported metrics against them (the one judgeMetrics the qualifier and verify-bundle
// use), the expected figure where a run did not measure quality, and predict(), which applies
// the catalog's or an intervention's quality_effect and never passes a broken floor.
#include "expect_error.h"
#include "specs.h"

#include "core/model/quality.h"
#include "core/predict/predictor.h"
#include "core/qualify/result_judgement.h"

#include <QtTest>

using namespace luma;

namespace {

nlohmann::json withQuality(nlohmann::json quality) {
    nlohmann::json c = test::contractJson("llama-3.1-8b.json", 1000, 200, "bf16");
    c["slo"] = {{"ttft_ms_p99", 5000}};
    c["quality"] = std::move(quality);
    return c;
}

const nlohmann::json kFloor = {{"mmlu_accuracy_min", 0.68}, {"perplexity_max", 6.2}};

Intervention int4(const nlohmann::json& extra = nlohmann::json::object()) {
    nlohmann::json spec = {{"name", "int4"}, {"kind", "weight_precision"}, {"value", "int4"}};
    spec.update(extra);
    return parseIntervention(spec, "iv.json", "");
}

} // namespace

class TstQuality : public QObject {
    Q_OBJECT
private slots:
    void readsTheQualitySectionStrictly() {
        const Contract c = test::contract(withQuality(kFloor));
        QCOMPARE(c.bounds.size(), std::size_t(2));
        QCOMPARE(c.bounds[0].key(), std::string("mmlu_accuracy_min"));
        QVERIFY(c.bounds[0].lower && c.bounds[0].quality);
        QCOMPARE(c.bounds[1].key(), std::string("perplexity_max"));
        QVERIFY(!c.bounds[1].lower);
        LUMA_EXPECT_SPEC_ERROR(test::contract(withQuality({{"mmlu_accuracy", 0.68}})), "test-contract.json",
                               "quality.mmlu_accuracy", "_min / <metric>_max");
        LUMA_EXPECT_SPEC_ERROR(test::contract(withQuality({{"mmlu_accuracy_min", "high"}})),
                               "quality.mmlu_accuracy_min", "number");
        LUMA_EXPECT_SPEC_ERROR(
            test::contract(withQuality(
                {{"mmlu_accuracy_min", 0.68}, {"perplexity_max", 6.2}, {"baseline", {{"mmlu_accuracy", 0.7}}}})),
            "quality.baseline", "perplexity");
    }

    void theSloSectionTakesGenericBoundsAndStillCatchesTypos() {
        nlohmann::json c = test::contractJson("llama-3.1-8b.json", 1000, 200, "bf16");
        c["slo"] = {{"ttft_ms_p99", 5000}, {"e2e_ms_p99_max", 9000}, {"goodput_tok_s_min", 100}};
        const Contract parsed = test::contract(c);
        QCOMPARE(parsed.bounds.size(), std::size_t(2));
        QVERIFY(!parsed.bounds[0].quality);
        c["slo"] = {{"sucess_rate_min", 0.99}};
        LUMA_EXPECT_SPEC_ERROR(test::contract(c), "slo.sucess_rate_min", "success_rate_min");
    }

    void aReportedQualityBelowItsFloorFails() {
        const Contract c = test::contract(withQuality(kFloor));
        const nlohmann::json good = {{"ttft_ms_p99", 100}, {"mmlu_accuracy", 0.70}, {"perplexity", 6.0}};
        QCOMPARE(judgeMetrics(c, good)["verdict"], "PASS");
        nlohmann::json bad = good;
        bad["mmlu_accuracy"] = 0.66;
        const nlohmann::json j = judgeMetrics(c, bad);
        QCOMPARE(j["verdict"], "FAIL");
        QCOMPARE(j["failed"], nlohmann::json({"quality"}));
        QCOMPARE(j["margins"]["mmlu_accuracy_min"]["pass"], false);
        QCOMPARE(j["margins"]["mmlu_accuracy_min"]["value"].get<double>(), 0.66);
        bad = good;
        bad["perplexity"] = 6.5;
        QCOMPARE(judgeMetrics(c, bad)["verdict"], "FAIL");
        // The one judgement: judgeResult records the client's verdict, not the agent's.
        const JudgedResult r = judgeResult(c, {{"verdict", "PASS"}, {"metrics", bad}}, "the agent on test");
        QCOMPARE(r.event["verdict"], "FAIL");
        QVERIFY(r.event.contains("disagreement"));
    }

    void unmeasuredQualityIsJudgedAtItsExpectedFigure() {
        const nlohmann::json metrics = {{"ttft_ms_p99", 100}};
        // No baseline: nothing to expect, so no verdict (the run must measure it).
        const Contract blind = test::contract(withQuality({{"mmlu_accuracy_min", 0.68}}));
        const nlohmann::json none = judgeMetrics(blind, metrics);
        QVERIFY(!none.contains("verdict"));
        QCOMPARE(none["not_reported"], nlohmann::json({"mmlu_accuracy_min"}));
        // A baseline: the run's interventions' effects decide (the catalog's 2 % for int4 here).
        const Contract c =
            test::contract(withQuality({{"mmlu_accuracy_min", 0.68}, {"baseline", {{"mmlu_accuracy", 0.69}}}}));
        QCOMPARE(judgeMetrics(c, metrics)["verdict"], "PASS");
        const nlohmann::json j = judgeMetrics(c, metrics, {int4()});
        QCOMPARE(j["verdict"], "FAIL");
        QCOMPARE(j["margins"]["mmlu_accuracy_min"]["expected"], true);
        QCOMPARE(j["margins"]["mmlu_accuracy_min"]["value"].get<double>(), 0.69 * 0.98);
    }

    void theCatalogGivesEffectsWithSourcesPerFamily() {
        const auto generic =
            catalogQualityShift("weight_precision", Precision::BF16, Precision::INT4, "qwen2", "mmlu_accuracy");
        QVERIFY(generic && generic->relative < 0 && generic->source.find("arXiv") != std::string::npos);
        QVERIFY(catalogQualityShift("weight_precision", Precision::BF16, Precision::INT4, "llama", "perplexity"));
        QVERIFY(!catalogQualityShift("weight_precision", Precision::BF16, Precision::INT4, "qwen2", "perplexity"));
        QCOMPARE(catalogQualityShift("weight_precision", Precision::BF16, Precision::FP8, "llama", "mmlu_accuracy")
                     ->relative,
                 0.0);
        // An intervention's own figure replaces the catalog's; it needs a source.
        LUMA_EXPECT_SPEC_ERROR(int4({{"quality_effect", {{"mmlu_accuracy", -0.01}}}}), "iv.json",
                               "quality_effect.source");
        std::string why;
        const Contract c =
            test::contract(withQuality({{"mmlu_accuracy_min", 0.6}, {"baseline", {{"mmlu_accuracy", 0.7}}}}));
        PrecisionSet narrow = c.precision;
        narrow.weights = Precision::INT4;
        const auto own =
            expectedQuality(c.quality, c.precision, narrow,
                            int4({{"quality_effect", {{"mmlu_accuracy", -0.1}, {"source", "s"}}}}).qualityEffect,
                            "llama", "mmlu_accuracy", &why);
        QVERIFY(own && std::abs(*own - 0.63) < 1e-12);
        QVERIFY2(why.find("-10 %") != std::string::npos, why.c_str());
    }

    void predictNeverPassesABrokenFloorAndSaysWhy() {
        const Contract c =
            test::contract(withQuality({{"mmlu_accuracy_min", 0.68}, {"baseline", {{"mmlu_accuracy", 0.69}}}}));
        const Machine m = test::machine(test::machineJson("h100-sxm", 1));
        const Prediction base = predict(c, resolveDeployment(m, c, {}, {}));
        QVERIFY(base.pass);
        const Prediction narrow = predict(c, resolveDeployment(m, c, {}, {int4()}));
        QVERIFY(!narrow.pass);
        QCOMPARE(std::string(predictionCause(narrow)), std::string("quality"));
        const SloCheck& k = narrow.slos.checks[static_cast<std::size_t>(narrow.slos.firstFailed)];
        QCOMPARE(checkKey(k), std::string("mmlu_accuracy_min"));
        QCOMPARE(k.value, 0.69 * 0.98);
        // Without a baseline the model cannot judge it: left to a run, not failed.
        const Contract blind = test::contract(withQuality({{"mmlu_accuracy_min", 0.68}}));
        const Prediction p = predict(blind, resolveDeployment(m, blind, {}, {int4()}));
        QVERIFY(p.pass);
        QCOMPARE(toJson(p.slos)["not_predicted"], nlohmann::json({"mmlu_accuracy_min"}));
    }
};

QTEST_GUILESS_MAIN(TstQuality)
#include "tst_quality.moc"
