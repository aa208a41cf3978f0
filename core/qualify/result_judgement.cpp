#include "core/qualify/result_judgement.h"

#include "core/model/slo.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <sstream>

namespace luma {

namespace {

// Metrics with a physical meaning that can never be negative (the contract's keys and the
// emulator's counts); null is "not measured".
constexpr const char* kNonNegative[] = {
    "ttft_ms_p50",  "ttft_ms_p99",  "tpot_ms_p50",      "tpot_ms_p99",   "e2e_ms_p50",   "e2e_ms_p99",
    "queue_ms_p50", "queue_ms_p99", "throughput_tok_s", "goodput_tok_s", "eur_per_mtok", "watts",
    "success_rate", "slo_met_rate", "duration_s",       "requests",      "completed",    "slo_met_requests"};

std::optional<double> number(const nlohmann::json& metrics, const char* key) {
    const auto it = metrics.find(key);
    if (it == metrics.end() || !it->is_number()) return std::nullopt;
    return it->get<double>();
}

std::string shown(double v) {
    std::ostringstream out;
    out << v;
    return out.str();
}

// The first percentile pair out of order (a p50 above its p99), if any.
std::string percentilesOutOfOrder(const nlohmann::json& m) {
    for (const char* base : {"ttft_ms", "tpot_ms", "e2e_ms", "queue_ms"}) {
        const std::string p50 = std::string(base) + "_p50", p99 = std::string(base) + "_p99";
        const auto a = number(m, p50.c_str()), b = number(m, p99.c_str());
        if (a && b && *a > *b) return p50 + " " + shown(*a) + " is above " + p99 + " " + shown(*b);
    }
    return {};
}

// Throughput cannot exceed the output tokens of the completed requests over the duration.
std::string throughputTooHigh(const Contract& contract, const nlohmann::json& m) {
    const auto tput = number(m, "throughput_tok_s"), done = number(m, "completed"), secs = number(m, "duration_s");
    if (!tput || !done || !secs) return {};
    const double tokens = *done * static_cast<double>(std::max<long long>(contract.outputTokens, 1));
    if (*secs <= 0) return *tput > 0 ? "throughput_tok_s " + shown(*tput) + " over a duration_s of 0" : "";
    const double most = tokens / *secs;
    if (*tput <= most * 1.01 + 1e-9) return {};
    return "throughput_tok_s " + shown(*tput) + " is above what " + shown(*done) + " completed requests of " +
           std::to_string(contract.outputTokens) + " output tokens in " + shown(*secs) + " s allow (" + shown(most) +
           ")";
}

// The quality bounds the run did not measure, at their expected figures; their names.
std::vector<std::string> expectMissingQuality(const Contract& contract, const std::vector<Intervention>& interventions,
                                              ServiceMetrics& m) {
    std::vector<std::string> expected;
    const ServingChanges changes = applyInterventions(contract.precision, Runtime{}, interventions);
    const std::string family = contract.model ? contract.model->modelType : std::string();
    for (const MetricBound& b : contract.bounds) {
        if (!b.quality) continue;
        const bool measured =
            std::any_of(m.others.begin(), m.others.end(), [&](const auto& o) { return o.first == b.metric; });
        if (measured) continue;
        const auto v = expectedQuality(contract.quality, contract.precision, changes.precision, changes.qualityShifts,
                                       family, b.metric);
        if (!v) continue;
        m.others.emplace_back(b.metric, *v);
        expected.push_back(b.metric);
    }
    return expected;
}

} // namespace

nlohmann::json judgeMetrics(const Contract& contract, const nlohmann::json& metrics,
                            const std::vector<Intervention>& interventions) {
    if (const auto f = metrics.find("failure");
        f != metrics.end() && f->is_string() && !f->get<std::string>().empty()) {
        const std::string cause = f->get<std::string>();
        return {{"verdict", "FAIL"}, {"failed", {cause == "oom" ? std::string("OOM") : cause}}};
    }
    ServiceMetrics m = metricsFromJson(metrics);
    const std::vector<std::string> expected = expectMissingQuality(contract, interventions, m);
    SloChecks checks = checkSlos(contract, m);
    for (int i = 0; i < checks.count; ++i) {
        SloCheck& k = checks.checks[static_cast<std::size_t>(i)];
        if (k.kind == SloKind::Metric && std::find(expected.begin(), expected.end(), k.metric) != expected.end())
            k.expected = true;
    }
    return toJson(checks);
}

namespace {

// An out-of-memory FAIL of the agent's own budget check, not a command's "failure" (which the
// failure rule of judgeMetrics judges).
bool claimsOom(const nlohmann::json& result) {
    const auto v = result.find("verdict"), cause = result.find("cause"), metrics = result.find("metrics");
    const bool commandFailure = metrics != result.end() && metrics->is_object() && metrics->contains("failure");
    return v != result.end() && *v == "FAIL" && cause != result.end() && *cause == "oom" && !commandFailure;
}

} // namespace

std::optional<double> memoryBudgetGib(const std::map<std::string, double>& levels) {
    std::optional<double> out;
    for (const char* key : {"hbm_gib", "host_memory_gib"})
        if (const auto it = levels.find(key); it != levels.end()) out = out ? std::min(*out, it->second) : it->second;
    return out;
}

std::string unprovenOom(const nlohmann::json& result, std::optional<double> budgetGib) {
    if (!claimsOom(result)) return {};
    const auto memory = result.find("memory");
    if (memory == result.end() || !memory->is_object())
        return "reported an out-of-memory FAIL without the numbers that prove it (no \"memory\" object)";
    double v[4] = {};
    static constexpr const char* kKeys[] = {"budget_gib", "needed_gib", "weights_gib", "kv_per_sequence_gib"};
    for (int i = 0; i < 4; ++i) {
        const auto it = memory->find(kKeys[i]);
        if (it == memory->end() || !it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < 0)
            return std::string("reported an out-of-memory FAIL with memory.") + kKeys[i] + " " +
                   (it == memory->end() ? std::string("missing") : it->dump().substr(0, 60)) +
                   " (expected a size in GiB)";
        v[i] = it->get<double>();
    }
    if (budgetGib && std::abs(v[0] - *budgetGib) > 1e-6 * std::max(1e-9, *budgetGib))
        return "reported an out-of-memory FAIL checked against memory.budget_gib " + shown(v[0]) +
               ", not the state's memory budget of " + shown(*budgetGib) + " GiB";
    if (!(v[1] > v[0]))
        return "reported an out-of-memory FAIL whose memory.needed_gib (" + shown(v[1]) +
               ") is not above memory.budget_gib (" + shown(v[0]) + ")";
    if (v[2] + v[3] > v[1] * (1 + 1e-9))
        return "reported an out-of-memory FAIL whose memory.needed_gib (" + shown(v[1]) +
               ") is below its own weights and one sequence's KV cache (" + shown(v[2] + v[3]) + ")";
    return {};
}

bool isProvenOom(const nlohmann::json& result) { return claimsOom(result) && unprovenOom(result).empty(); }

std::string impossibleMetrics(const Contract& contract, const nlohmann::json& metrics) {
    for (const char* key : kNonNegative) {
        const auto it = metrics.find(key);
        if (it == metrics.end() || it->is_null()) continue;
        if (!it->is_number()) return std::string(key) + " is not a number (" + it->dump().substr(0, 60) + ")";
        const double v = it->get<double>();
        if (v < 0) return std::string(key) + " is negative (" + shown(v) + ")";
        if ((std::string(key) == "success_rate" || std::string(key) == "slo_met_rate") && v > 1)
            return std::string(key) + " " + shown(v) + " is outside [0, 1]";
    }
    const auto requests = number(metrics, "requests"), completed = number(metrics, "completed");
    if (requests && completed && *completed > *requests)
        return "completed " + shown(*completed) + " is above requests " + shown(*requests);
    if (auto bad = percentilesOutOfOrder(metrics); !bad.empty()) return bad;
    return throughputTooHigh(contract, metrics);
}

JudgedResult judgeResult(const Contract& contract, const nlohmann::json& result, const std::string& agent,
                         const std::vector<Intervention>& interventions, std::optional<double> budgetGib) {
    JudgedResult out{result, {}};
    const auto v = result.find("verdict");
    if (v == result.end() || !v->is_string() || (*v != "PASS" && *v != "FAIL"))
        return out; // no verdict claimed: the qualifier calls it inconclusive
    const std::string claimed = v->get<std::string>();
    const auto metrics = result.find("metrics");
    if (metrics == result.end() || !metrics->is_object()) {
        out.protocolError = agent + " reported " + claimed + " without metrics";
        return out;
    }
    if (const std::string bad = impossibleMetrics(contract, *metrics); !bad.empty()) {
        out.protocolError = agent + " reported impossible metrics: " + bad;
        return out;
    }
    // An out-of-memory the agent proved with its own numbers (the emulator's budget check): a
    // FAIL whose cause metrics the contract limits cannot show, kept with the agent's cause once
    // the numbers prove it; without them it is no verdict.
    if (const std::string why = unprovenOom(result, budgetGib); !why.empty()) {
        out.protocolError = agent + " " + why;
        return out;
    }
    if (isProvenOom(result)) return out;
    const nlohmann::json mine = judgeMetrics(contract, *metrics, interventions);
    const std::string judged = mine.value("verdict", "");
    if (claimed == "PASS" && judged.empty()) {
        out.protocolError = agent + " reported PASS without " + mine.value("not_reported", nlohmann::json()).dump() +
                            ", which the contract limits";
        return out;
    }
    // The record carries the client's judgement, agreeing or not: the cause (the SLO that broke)
    // and the margins that decide a re-run are the client's, never the agent's word.
    for (const char* key : {"verdict", "margins", "failed", "not_reported"}) {
        out.event.erase(key);
        if (mine.contains(key)) out.event[key] = mine[key];
    }
    if (judged == claimed) return out;
    out.event["agent_verdict"] = claimed;
    out.event["disagreement"] = agent + " reported " + claimed + "; its metrics against the contract's SLOs give " +
                                (judged.empty() ? std::string("no verdict") : judged) +
                                (mine["failed"].empty() ? std::string() : " (" + mine["failed"].dump() + ")");
    return out;
}

} // namespace luma
