#pragma once
// Checking measured or predicted service metrics against a contract's SLOs and economics:
// one margin per stated limit (relative headroom, > 0 passes) and the first that failed.
#include "core/model/contract.h"

#include <nlohmann/json.hpp>

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace luma {

// Metric: one of the contract's generic bounds (contract.bounds: `<metric>_min` / `_max`, the
// quality section's among them); its check carries the metric's name and direction.
enum class SloKind { TtftP50, TtftP99, TpotP50, TpotP99, Throughput, SuccessRate, EurPerMtok, Watts, Metric };
const char* sloName(SloKind k);         // the contract key, e.g. "ttft_ms_p99" ("metric" for Metric)
const char* sloFailureCause(SloKind k); // "TTFT", "TPOT", "throughput", "success", "cost", "power", "metric"

struct SloCheck {
    SloKind kind = SloKind::TtftP99;
    double value = 0;
    double limit = 0;
    double margin = 0;
    bool pass = true;
    bool reported = true; // false: a measured run did not report the metric (value NaN)
    // Metric checks: the bound (contract.bounds[bound]), and whether the value is the expected
    // one (quality.h: the baseline with the interventions' effects) rather than a measured one.
    // A prediction leaves a bound it has no figure for unjudged: it passes, `judged` false.
    int bound = -1;
    bool lowerBound = false, quality = false, expected = false, judged = true;
    std::string metric;
};

// The contract key of a check ("ttft_ms_p99", "mmlu_accuracy_min") and its failure cause
// ("TTFT", …; "quality" for a quality bound, the metric's name for another generic bound).
std::string checkKey(const SloCheck& c);
std::string checkCause(const SloCheck& c);

struct SloChecks {
    std::array<SloCheck, 16> checks{};
    int count = 0;
    int firstFailed = -1;
    bool pass() const { return firstFailed < 0; }
    void add(SloKind kind, double value, double limit); // direction from the kind
    void addBound(const MetricBound& bound, int index, double value);
};

struct ServiceMetrics {
    std::optional<double> ttftMsP50, ttftMsP99, tpotMsP50, tpotMsP99, throughputTokS, successRate, eurPerMtok, watts;
    // Every other metric by name: a measured run's numeric metrics, or a prediction's figures
    // (the expected quality); `predicted`: a bound with no figure is left unjudged, not failed.
    std::vector<std::pair<std::string, double>> others;
    bool predicted = false;
};

// A limit whose metric was not measured never passes (value NaN, `reported` false).
SloChecks checkSlos(const Contract& contract, const ServiceMetrics& metrics);
ServiceMetrics metricsFromJson(const nlohmann::json& metrics); // keys as in the contract, the rest in `others`
// {"verdict", "margins", "failed"}; a limit whose metric was not reported is listed in
// "not_reported", not as a failed SLO, and when no reported metric failed there is no verdict:
// a run that did not measure what the contract asks says nothing about its state. A bound a
// prediction left unjudged is listed in "not_predicted"; an expected figure's margin says
// "expected": true.
nlohmann::json toJson(const SloChecks& checks);

} // namespace luma
