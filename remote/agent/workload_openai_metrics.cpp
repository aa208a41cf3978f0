#include "remote/agent/workload_openai_metrics.h"

#include "core/predict/serving_stats.h"

#include <algorithm>
#include <map>

namespace luma::agent {

namespace {

// A percentile, or null when nothing was measured (a verdict needs the metric, never a 0 for it).
nlohmann::json pct(const std::vector<double>& v, double q) {
    return v.empty() ? nlohmann::json() : nlohmann::json(percentile(v, q));
}

} // namespace

nlohmann::json endpointMetrics(const std::vector<EndpointRequest>& requests, const Contract& c, double durationS) {
    const bool fromSend = c.arrival.kind == ArrivalKind::Offline;
    std::vector<double> ttft, tpot, e2e, queue;
    long long completed = 0, tokens = 0, goodTokens = 0, sloMet = 0, timedOut = 0;
    for (const EndpointRequest& r : requests) {
        timedOut += r.timedOut ? 1 : 0;
        if (!r.ok) continue;
        ++completed;
        tokens += r.tokens;
        const double a = (r.firstToken - (fromSend ? r.sent : r.arrival)) * 1e3;
        ttft.push_back(a);
        e2e.push_back((r.done - r.arrival) * 1e3);
        queue.push_back((r.sent - r.arrival) * 1e3);
        double b = 0;
        if (r.tokens > 1) {
            b = (r.lastToken - r.firstToken) / static_cast<double>(r.tokens - 1) * 1e3;
            tpot.push_back(b);
        }
        if ((!c.slo.ttftMsP99 || a <= *c.slo.ttftMsP99) && (!c.slo.tpotMsP99 || b <= *c.slo.tpotMsP99)) {
            ++sloMet;
            goodTokens += r.tokens;
        }
    }
    const auto n = static_cast<long long>(requests.size());
    const double d = durationS > 0 ? durationS : 0;
    return {{"requests", n},
            {"completed", completed},
            {"failed", n - completed},
            {"timed_out", timedOut},
            {"success_rate", n ? static_cast<double>(completed) / static_cast<double>(n) : 0.0},
            {"slo_met_rate", completed ? static_cast<double>(sloMet) / static_cast<double>(completed) : 0.0},
            {"slo_met_requests", sloMet},
            {"duration_s", d},
            {"output_tokens", tokens},
            {"throughput_tok_s", d > 0 ? static_cast<double>(tokens) / d : 0.0},
            {"goodput_tok_s", d > 0 ? static_cast<double>(goodTokens) / d : 0.0},
            {"request_throughput_rps", d > 0 ? static_cast<double>(completed) / d : 0.0},
            {"ttft_ms_p50", pct(ttft, 0.50)},
            {"ttft_ms_p99", pct(ttft, 0.99)},
            {"tpot_ms_p50", pct(tpot, 0.50)},
            {"tpot_ms_p99", pct(tpot, 0.99)},
            {"e2e_ms_p50", pct(e2e, 0.50)},
            {"e2e_ms_p99", pct(e2e, 0.99)},
            {"queue_ms_p50", pct(queue, 0.50)},
            {"queue_ms_p99", pct(queue, 0.99)}};
}

nlohmann::json endpointErrors(const std::vector<EndpointRequest>& requests, std::size_t most) {
    std::map<std::string, long long> counts;
    for (const EndpointRequest& r : requests)
        if (!r.ok && !r.error.empty()) ++counts[r.error];
    std::vector<std::pair<std::string, long long>> order(counts.begin(), counts.end());
    std::stable_sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    nlohmann::json out = nlohmann::json::array();
    for (std::size_t i = 0; i < std::min(most, order.size()); ++i)
        out.push_back({{"problem", order[i].first}, {"count", order[i].second}});
    return out;
}

} // namespace luma::agent
