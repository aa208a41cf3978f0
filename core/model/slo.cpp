#include "core/model/slo.h"

#include <algorithm>
#include <cmath>
#include <iterator>
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
    case SloKind::Metric: return "metric";
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
    case SloKind::Metric: return "metric";
    }
    return "?";
}

std::string checkKey(const SloCheck& c) {
    return c.kind == SloKind::Metric ? c.metric + (c.lowerBound ? "_min" : "_max") : std::string(sloName(c.kind));
}

std::string checkCause(const SloCheck& c) {
    if (c.kind != SloKind::Metric) return sloFailureCause(c.kind);
    return c.quality ? "quality" : c.metric;
}

namespace {

// Relative headroom of `value` against a lower (at least) or upper (at most) `limit`.
double boundMargin(bool lowerBound, double value, double limit) {
    if (std::isnan(value)) return -std::numeric_limits<double>::infinity();
    if (!lowerBound) {
        if (!std::isfinite(value)) return -std::numeric_limits<double>::infinity();
        return limit != 0 ? (limit - value) / std::fabs(limit) : (value <= limit ? 0.0 : -1.0);
    }
    return limit != 0 ? (value - limit) / std::fabs(limit) : (value >= limit ? 0.0 : -1.0);
}

} // namespace

void SloChecks::addBound(const MetricBound& bound, int index, double value) {
    if (count >= static_cast<int>(checks.size())) return; // parseContract refuses more bounds than fit
    SloCheck& c = checks[static_cast<std::size_t>(count++)];
    c.kind = SloKind::Metric;
    c.bound = index;
    c.metric = bound.metric;
    c.lowerBound = bound.lower;
    c.quality = bound.quality;
    c.value = value;
    c.limit = bound.limit;
    c.margin = boundMargin(bound.lower, value, bound.limit);
    c.pass = c.margin >= 0;
    if (!c.pass && firstFailed < 0) firstFailed = count - 1;
}

void SloChecks::add(SloKind kind, double value, double limit) {
    const bool lowerBound = kind == SloKind::Throughput || kind == SloKind::SuccessRate;
    SloCheck& c = checks[static_cast<std::size_t>(count++)];
    c.kind = kind;
    c.value = value;
    c.limit = limit;
    c.lowerBound = lowerBound;
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
    for (std::size_t i = 0; i < c.bounds.size(); ++i) {
        const MetricBound& b = c.bounds[i];
        std::optional<double> value;
        for (const auto& [name, v] : m.others)
            if (name == b.metric) value = v;
        if (!value && m.predicted) {
            // The model has no figure for it (no baseline, or an effect no source gives): left to a run.
            out.addBound(b, static_cast<int>(i), 0);
            SloCheck& k = out.checks[static_cast<std::size_t>(out.count - 1)];
            k.value = nan;
            k.margin = nan;
            k.pass = true;
            k.judged = false;
            if (out.firstFailed == out.count - 1) out.firstFailed = -1;
            continue;
        }
        out.addBound(b, static_cast<int>(i), value.value_or(nan));
        out.checks[static_cast<std::size_t>(out.count - 1)].reported = value.has_value();
    }
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
    static const char* const kNamed[] = {"ttft_ms_p50",      "ttft_ms_p99",  "tpot_ms_p50",  "tpot_ms_p99",
                                         "throughput_tok_s", "success_rate", "eur_per_mtok", "watts"};
    if (j.is_object())
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (!it->is_number() || std::find(std::begin(kNamed), std::end(kNamed), it.key()) != std::end(kNamed))
                continue;
            m.others.emplace_back(it.key(), it->get<double>());
        }
    return m;
}

nlohmann::json toJson(const SloChecks& s) {
    nlohmann::json margins = nlohmann::json::object(), failed = nlohmann::json::array(),
                   notReported = nlohmann::json::array(), notPredicted = nlohmann::json::array();
    for (int i = 0; i < s.count; ++i) {
        const SloCheck& c = s.checks[static_cast<std::size_t>(i)];
        auto finite = [](double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(); };
        const std::string key = checkKey(c);
        nlohmann::json& row = margins[key];
        row = {{"value", finite(c.value)}, {"limit", c.limit}, {"margin", finite(c.margin)}, {"pass", c.pass}};
        if (c.expected) row["expected"] = true;
        if (!c.judged)
            notPredicted.push_back(key);
        else if (!c.reported)
            notReported.push_back(key);
        else if (!c.pass)
            failed.push_back(checkCause(c));
    }
    nlohmann::json out = {{"margins", margins}, {"failed", failed}};
    if (!notReported.empty()) out["not_reported"] = notReported;
    if (!notPredicted.empty()) out["not_predicted"] = notPredicted;
    if (!failed.empty())
        out["verdict"] = "FAIL";
    else if (notReported.empty())
        out["verdict"] = "PASS";
    return out;
}

} // namespace luma
