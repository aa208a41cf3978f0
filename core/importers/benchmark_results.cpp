#include "core/importers/benchmark_results.h"

#include "core/util/json_file.h"
#include "core/util/spec_error.h"

#include <cmath>
#include <cstdlib>
#include <optional>
#include <regex>
#include <sstream>

namespace luma {

namespace {

std::optional<double> numberAt(const nlohmann::json& j, const char* key) {
    auto it = j.find(key);
    if (it == j.end() || !it->is_number()) return std::nullopt;
    double v = it->get<double>();
    return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

// The value after the first line matching `label` (a regex), as "label ... : value".
std::optional<double> labelled(const std::string& text, const std::string& label) {
    std::regex re("^\\s*" + label + "\\s*:\\s*([-+0-9.eE]+)\\s*$", std::regex::multiline | std::regex::icase);
    std::smatch m;
    if (!std::regex_search(text, m, re)) return std::nullopt;
    return std::strtod(m[1].str().c_str(), nullptr);
}

void put(nlohmann::json& out, const char* key, std::optional<double> v, double scale = 1.0) {
    if (v) out[key] = *v * scale;
}

} // namespace

nlohmann::json importVllmBenchResult(const nlohmann::json& r, const std::string& origin) {
    if (!r.is_object() || !r.contains("output_throughput"))
        throw SpecError(origin, "output_throughput", "not a `vllm bench serve --save-result` file (key missing)");
    nlohmann::json m = {{"source", "vllm bench serve"}};
    put(m, "throughput_tok_s", numberAt(r, "output_throughput"));
    put(m, "ttft_ms_p50", numberAt(r, "p50_ttft_ms") ? numberAt(r, "p50_ttft_ms") : numberAt(r, "median_ttft_ms"));
    put(m, "ttft_ms_p99", numberAt(r, "p99_ttft_ms"));
    put(m, "tpot_ms_p50", numberAt(r, "p50_tpot_ms") ? numberAt(r, "p50_tpot_ms") : numberAt(r, "median_tpot_ms"));
    put(m, "tpot_ms_p99", numberAt(r, "p99_tpot_ms"));
    put(m, "request_throughput_rps", numberAt(r, "request_throughput"));
    auto completed = numberAt(r, "completed");
    auto prompts = numberAt(r, "num_prompts");
    if (completed && prompts && *prompts > 0) m["success_rate"] = *completed / *prompts;
    return m;
}

nlohmann::json importTrtllmBenchSummary(const std::string& text, const std::string& origin) {
    auto throughput = labelled(text, "Total Output Throughput \\(tokens/sec\\)");
    if (!throughput)
        throw SpecError(origin, "Total Output Throughput (tokens/sec)", "not a trtllm-bench summary (line missing)");
    nlohmann::json m = {{"source", "trtllm-bench"}, {"throughput_tok_s", *throughput}};
    put(m, "ttft_ms_p50", labelled(text, "\\[TTFT\\] P50"));
    put(m, "ttft_ms_p99", labelled(text, "\\[TTFT\\] P99"));
    put(m, "tpot_ms_p50", labelled(text, "\\[TPOT\\] P50"));
    put(m, "tpot_ms_p99", labelled(text, "\\[TPOT\\] P99"));
    put(m, "request_throughput_rps", labelled(text, "Request Throughput \\(req/sec\\)"));
    return m;
}

nlohmann::json importMlperfSummary(const std::string& text, const std::string& origin) {
    auto tokens = labelled(text, "Completed tokens per second");
    if (!tokens) tokens = labelled(text, "Tokens per second");
    if (!tokens || text.find("MLPerf Results Summary") == std::string::npos)
        throw SpecError(origin, "Tokens per second", "not an MLPerf LLM mlperf_log_summary.txt (line missing)");
    nlohmann::json m = {{"source", "mlperf"}, {"throughput_tok_s", *tokens}};
    std::smatch s;
    if (std::regex_search(text, s, std::regex("Scenario\\s*:\\s*(\\w+)"))) m["scenario"] = s[1].str();
    if (std::regex_search(text, s, std::regex("Result is\\s*:\\s*(\\w+)"))) {
        m["valid"] = s[1].str() == "VALID";
        m["success_rate"] = s[1].str() == "VALID" ? 1.0 : 0.0;
    }
    put(m, "ttft_ms_p50", labelled(text, "50\\.00 percentile first token latency \\(ns\\)"), 1e-6);
    put(m, "ttft_ms_p99", labelled(text, "99\\.00 percentile first token latency \\(ns\\)"), 1e-6);
    put(m, "tpot_ms_p50", labelled(text, "50\\.00 percentile time to output token \\(ns\\)"), 1e-6);
    put(m, "tpot_ms_p99", labelled(text, "99\\.00 percentile time to output token \\(ns\\)"), 1e-6);
    return m;
}

nlohmann::json importBenchmarkResult(const std::string& format, const std::string& text, const std::string& origin) {
    if (format == "vllm") return importVllmBenchResult(parseJsonText(text, origin), origin);
    if (format == "trtllm") return importTrtllmBenchSummary(text, origin);
    if (format == "mlperf") return importMlperfSummary(text, origin);
    throw SpecError(origin, "format", "unknown result format \"" + format + "\"; known: vllm trtllm mlperf");
}

} // namespace luma
