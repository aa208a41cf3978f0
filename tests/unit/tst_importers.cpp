// Importers on files shaped exactly like the real tools' outputs.
#include "expect_error.h"
#include "specs.h"

#include "core/importers/benchmark_results.h"

#include <QtTest>

#include <fstream>
#include <sstream>

using namespace luma;

namespace {
std::string data(const std::string& name) {
    std::ifstream in(test::sourcePath("tests/data/importers/" + name), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}
bool near(const nlohmann::json& j, const char* key, double expected) {
    return j.contains(key) && std::abs(j[key].get<double>() - expected) < 1e-6 * std::max(1.0, std::abs(expected));
}
} // namespace

class TestImporters : public QObject {
    Q_OBJECT
private slots:
    void mlperfOffline() {
        auto m = importBenchmarkResult("mlperf", data("v5.1_ASUSTeK_ESC8000_H200x8_llama2-70b-99_Offline_summary.txt"),
                                       "o.txt");
        QVERIFY(near(m, "throughput_tok_s", 30487));
        QCOMPARE(m["scenario"].get<std::string>(), std::string("Offline"));
        QCOMPARE(m["success_rate"].get<double>(), 1.0);
        QVERIFY(!m.contains("ttft_ms_p99")); // the Offline scenario has no token latencies
    }
    void mlperfServer() {
        auto m = importBenchmarkResult("mlperf", data("v5.1_AMD_8xMI300X_llama2-70b-99_Server_summary.txt"), "s.txt");
        QVERIFY(near(m, "throughput_tok_s", 24593.77));
        QVERIFY(near(m, "ttft_ms_p99", 1914.647645));
        QVERIFY(near(m, "ttft_ms_p50", 875.073063));
        QVERIFY(near(m, "tpot_ms_p99", 193.380124));
        QVERIFY(near(m, "tpot_ms_p50", 151.044504));
        QCOMPARE(m["scenario"].get<std::string>(), std::string("Server"));
    }
    void vllm() {
        auto m = importBenchmarkResult("vllm", data("vllm_bench_serve_result.json"), "v.json");
        QVERIFY(near(m, "throughput_tok_s", 13883.29349738066));
        QVERIFY(near(m, "ttft_ms_p50", 1347.8915244946256));
        QVERIFY(near(m, "ttft_ms_p99", 6418.020911498368));
        QVERIFY(near(m, "tpot_ms_p99", 18.82051924016409));
        QVERIFY(near(m, "success_rate", 0.998));
    }
    void trtllm() {
        auto m = importBenchmarkResult("trtllm", data("trtllm_bench_throughput.txt"), "t.txt");
        QVERIFY(near(m, "throughput_tok_s", 15221.3817));
        QVERIFY(near(m, "tpot_ms_p99", 103.0016));
        QVERIFY(near(m, "tpot_ms_p50", 95.127));
        QVERIFY(near(m, "ttft_ms_p99", 104102.7722));
        QVERIFY(near(m, "request_throughput_rps", 15.2214));
    }
    void wrongFilesAreNamed() {
        LUMA_EXPECT_SPEC_ERROR(importBenchmarkResult("mlperf", data("trtllm_bench_throughput.txt"), "t.txt"), "t.txt",
                               "not an MLPerf");
        LUMA_EXPECT_SPEC_ERROR(importBenchmarkResult("trtllm", data("vllm_bench_serve_result.json"), "v.json"),
                               "v.json", "not a trtllm-bench");
        LUMA_EXPECT_SPEC_ERROR(importBenchmarkResult("vllm", "{\"x\": 1}", "x.json"), "x.json", "output_throughput");
        LUMA_EXPECT_SPEC_ERROR(importBenchmarkResult("vllm", "{broken", "b.json"), "b.json", "malformed JSON");
        LUMA_EXPECT_SPEC_ERROR(importBenchmarkResult("sglang", "", "z"), "unknown result format");
    }
};

QTEST_APPLESS_MAIN(TestImporters)
#include "tst_importers.moc"
