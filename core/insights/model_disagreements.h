#pragma once
// Where the model and the evidence disagree most: every run with a verdict, of a campaign that
// names a machine and a model, against the predictor at its state (with its intervention). Per
// run, the relative error of throughput, TPOT and TTFT (predicted − measured, over measured) and
// whether the model's verdict differs from the run's; ranked by verdict disagreement, then by
// the largest factor between prediction and measurement.
#include "core/insights/evidence_set.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace luma::insights {

struct MetricError {
    std::string metric; // the measured key: "throughput_tok_s", "tpot_ms_p50", "ttft_ms_p99", …
    double predicted = 0, measured = 0;
    double relativeError() const { return (predicted - measured) / measured; }
    double factor() const; // max(predicted / measured, measured / predicted): 1 when they agree
};

struct RunDisagreement {
    RunRef run;
    std::string intervention; // "" for the base search
    Levels state;
    std::string measuredVerdict, measuredCause; // the run's ("PASS"/"FAIL", the SLO that broke)
    std::string predictedVerdict;               // "PASS", or what the model says fails
    bool verdictDisagrees = false;
    std::vector<MetricError> errors;  // the figures both sides have
    double worstFactor() const;       // the largest factor of `errors`, 1 without any
    const MetricError* worst() const; // null without errors
};

struct Disagreements {
    std::vector<RunDisagreement> runs; // every run compared, most disagreeing first
    std::size_t verdictDisagreements = 0;
};

Disagreements modelDisagreements(const std::vector<CampaignEvidence>& evidence);

nlohmann::json toJson(const RunDisagreement& run);

} // namespace luma::insights
