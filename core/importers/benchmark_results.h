#pragma once
// Importers for real benchmark tools' outputs: each turns a tool's result into PEX metrics with
// the contract's SLO key names (ttft_ms_p50/p99, tpot_ms_p50/p99, throughput_tok_s,
// success_rate), so a user's own vLLM / TensorRT-LLM / MLPerf run is a PEX workload.
#include <nlohmann/json.hpp>

#include <string>

namespace luma {

// `vllm bench serve --save-result` JSON.
nlohmann::json importVllmBenchResult(const nlohmann::json& result, const std::string& origin);
// The summary `trtllm-bench throughput` prints (PERFORMANCE OVERVIEW and the TTFT/TPOT breakdowns).
nlohmann::json importTrtllmBenchSummary(const std::string& text, const std::string& origin);
// MLPerf Inference `mlperf_log_summary.txt` (Offline or Server scenario of the LLM benchmarks).
nlohmann::json importMlperfSummary(const std::string& text, const std::string& origin);

// Dispatch by format name: "vllm", "trtllm", "mlperf". Throws SpecError on bad input.
nlohmann::json importBenchmarkResult(const std::string& format, const std::string& text, const std::string& origin);

} // namespace luma
