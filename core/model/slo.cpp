#include "core/model/slo.h"

#include <cmath>
#include <limits>

namespace luma {

const char* sloName(SloKind k) {
    switch (k) {
    case SloKind::TtftP50: return "ttft_ms_p50";
    case SloKind::TtftP99: return "ttft_ms_p99";
    case SloKind::TpotP50: return "tpot_ms_p50";
    case SloKind::TpotP99: return "tpot_ms_p99";
    case SloKind::Throughput: return "throughput_tok_s_min";
    case SloKind::SuccessRate: return "success_rate_min";
    case SloKind::EurPerMtok: return "eur_per_mtok_max";
    case SloKind::Watts: return "watts_max";
    }
    return "?";
}

const char* sloFailureCause(SloKind k) {
    switch (k) {
    case SloKind::TtftP50:
    case SloKind::TtftP99: return "TTFT";
    case SloKind::TpotP50:
    case SloKind::TpotP99: return "TPOT";
    case SloKind::Throughput: return "throughput";
    case SloKind::SuccessRate: return "success";
    case SloKind::EurPerMtok: return "cost";
    case SloKind::Watts: return "power";
    }
    return "?";
}

void SloChecks::add(SloKind kind, double value, double limit) {
    const bool lowerBound = kind == SloKind::Throughput || kind == SloKind::SuccessRate;
    SloCheck& c = checks[static_cast<std::size_t>(count++)];
    c.kind = kind;
    c.value = value;
    c.limit = limit;
    if (std::isnan(value))
        c.margin = -std::numeric_limits<double>::infinity();
    else if (!lowerBound)
        c.margin = std::isfinite(value) ? (limit - value) / limit : -std::numeric_limits<double>::infinity();
    else if (kind == SloKind::SuccessRate && limit < 1)
        c.margin = (value - limit) / (1.0 - limit); // headroom as a share of the failures allowed
    else
        c.margin = limit > 0 ? (value - limit) / limit : (value >= limit ? 0.0 : -1.0);
    c.pass = c.margin >= 0;
    if (!c.pass && firstFailed < 0) firstFailed = count - 1;
}

SloChecks checkSlos(const Contract& c, const ServiceMetrics& m) {
    SloChecks out;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    auto add = [&](SloKind k, const std::optional<double>& value, const std::optional<double>& limit) {
        if (!limit) return;
        out.add(k, value.value_or(nan), *limit);
        out.checks[static_cast<std::size_t>(out.count - 1)].reported = value.has_value();
    };
    add(SloKind::TtftP50, m.ttftMsP50, c.slo.ttftMsP50);
    add(SloKind::TtftP99, m.ttftMsP99, c.slo.ttftMsP99);
    add(SloKind::TpotP50, m.tpotMsP50, c.slo.tpotMsP50);
    add(SloKind::TpotP99, m.tpotMsP99, c.slo.tpotMsP99);
    add(SloKind::Throughput, m.throughputTokS, c.slo.throughputTokSMin);
    add(SloKind::SuccessRate, m.successRate, c.slo.successRateMin);
    add(SloKind::EurPerMtok, m.eurPerMtok, c.economics.eurPerMtokMax);
    add(SloKind::Watts, m.watts, c.economics.wattsMax);
    return out;
}

ServiceMetrics metricsFromJson(const nlohmann::json& j) {
    auto get = [&](const char* key) -> std::optional<double> {
        auto it = j.find(key);
        if (it == j.end() || !it->is_number()) return std::nullopt;
        return it->get<double>();
    };
    ServiceMetrics m;
    m.ttftMsP50 = get("ttft_ms_p50");
    m.ttftMsP99 = get("ttft_ms_p99");
    m.tpotMsP50 = get("tpot_ms_p50");
    m.tpotMsP99 = get("tpot_ms_p99");
    m.throughputTokS = get("throughput_tok_s");
    m.successRate = get("success_rate");
    m.eurPerMtok = get("eur_per_mtok");
    m.watts = get("watts");
    return m;
}

nlohmann::json toJson(const SloChecks& s) {
    nlohmann::json margins = nlohmann::json::object(), failed = nlohmann::json::array(),
                   notReported = nlohmann::json::array();
    for (int i = 0; i < s.count; ++i) {
        const SloCheck& c = s.checks[static_cast<std::size_t>(i)];
        auto finite = [](double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(); };
        margins[sloName(c.kind)] = {
            {"value", finite(c.value)}, {"limit", c.limit}, {"margin", finite(c.margin)}, {"pass", c.pass}};
        if (!c.reported)
            notReported.push_back(sloName(c.kind));
        else if (!c.pass)
            failed.push_back(sloFailureCause(c.kind));
    }
    nlohmann::json out = {{"margins", margins}, {"failed", failed}};
    if (!notReported.empty()) out["not_reported"] = notReported;
    if (!failed.empty())
        out["verdict"] = "FAIL";
    else if (notReported.empty())
        out["verdict"] = "PASS";
    return out;
}

} // namespace luma
