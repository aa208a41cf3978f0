#include "core/insights/model_disagreements.h"

#include "core/insights/run_prediction.h"

#include <algorithm>
#include <cmath>

namespace luma::insights {

namespace {

std::optional<double> measured(const nlohmann::json& metrics, const char* key) {
    const auto it = metrics.find(key);
    if (it == metrics.end() || !it->is_number()) return std::nullopt;
    const double v = it->get<double>();
    return std::isfinite(v) && v > 0 ? std::optional(v) : std::nullopt;
}

// The figures both sides have: the model's only where it fits and deploys the state.
std::vector<MetricError> errorsOf(const Prediction& p, const nlohmann::json& metrics) {
    std::vector<MetricError> out;
    if (!p.fits || !p.deployable || !metrics.is_object()) return out;
    struct Pair {
        const char* key;
        double predicted;
    };
    // TPOT and TTFT: the p50 where the run measured it, else its p99.
    const Pair candidates[][2] = {{{"throughput_tok_s", p.throughputTokS}, {"throughput_tok_s", p.throughputTokS}},
                                  {{"tpot_ms_p50", p.tpotMsP50}, {"tpot_ms_p99", p.tpotMsP99}},
                                  {{"ttft_ms_p50", p.ttftMsP50}, {"ttft_ms_p99", p.ttftMsP99}}};
    for (const auto& choice : candidates)
        for (const auto& c : choice) {
            const auto m = measured(metrics, c.key);
            if (!m) continue;
            if (std::isfinite(c.predicted) && c.predicted > 0) out.push_back({c.key, c.predicted, *m});
            break;
        }
    return out;
}

RunDisagreement compare(const CampaignEvidence& c, const RunRecord& r, const Prediction& p) {
    RunDisagreement d;
    d.run = {c.project, c.name, r.run.id};
    d.intervention = r.run.intervention;
    d.state = levelsOfState(r.run.state);
    d.measuredVerdict = r.verdict.value_or("");
    d.measuredCause = d.measuredVerdict == "PASS" ? "" : r.cause.value_or("");
    d.predictedVerdict = predictionCause(p);
    d.verdictDisagrees = p.pass != (d.measuredVerdict == "PASS");
    d.errors = errorsOf(p, r.run.result.value("metrics", nlohmann::json::object()));
    return d;
}

} // namespace

double MetricError::factor() const { return std::max(predicted / measured, measured / predicted); }

const MetricError* RunDisagreement::worst() const {
    const auto it = std::max_element(errors.begin(), errors.end(), [](const MetricError& a, const MetricError& b) {
        return a.factor() < b.factor();
    });
    return it == errors.end() ? nullptr : &*it;
}

double RunDisagreement::worstFactor() const {
    const MetricError* w = worst();
    return w ? w->factor() : 1.0;
}

Disagreements modelDisagreements(const std::vector<CampaignEvidence>& evidence) {
    Disagreements out;
    for (const auto& c : evidence)
        for (const auto& r : c.runs) {
            if (r.run.status != "finished" || (r.verdict != "PASS" && r.verdict != "FAIL")) continue;
            const auto p = predictCell(c, r.run.intervention, r.run.state);
            if (!p) continue;
            out.runs.push_back(compare(c, r, *p));
            if (out.runs.back().verdictDisagrees) ++out.verdictDisagreements;
        }
    std::stable_sort(out.runs.begin(), out.runs.end(), [](const RunDisagreement& a, const RunDisagreement& b) {
        if (a.verdictDisagrees != b.verdictDisagrees) return a.verdictDisagrees;
        return a.worstFactor() > b.worstFactor();
    });
    return out;
}

nlohmann::json toJson(const RunDisagreement& d) {
    nlohmann::json errors = nlohmann::json::object();
    for (const auto& e : d.errors)
        errors[e.metric] = {
            {"predicted", e.predicted}, {"measured", e.measured}, {"relative_error", e.relativeError()}};
    nlohmann::json j = {{"intervention", d.intervention},
                        {"state", luma::toJson(d.state)},
                        {"measured_verdict", d.measuredVerdict},
                        {"measured_cause", d.measuredCause},
                        {"predicted_verdict", d.predictedVerdict},
                        {"verdict_disagrees", d.verdictDisagrees},
                        {"errors", errors},
                        {"worst_factor", d.worstFactor()}};
    putBasis(j, Basis{{{d.run.project, d.run.campaign}}, {d.run}});
    return j;
}

} // namespace luma::insights
