#pragma once
// Quality as part of the contract: bounds on any metric a run reports (`<metric>_min` /
// `<metric>_max`), the model's baseline quality, and the expected effect of the interventions
// that can change it (weight / KV quantization, a partner's block), as data with a public
// source: the catalog's `quality_effects` (per model family where known) or an intervention's
// own `quality_effect`. A configuration that breaks a quality floor is never a PASS.
#include "core/numeric/precision.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace luma {

class JsonReader;
struct Intervention;

// One `<metric>_min` or `<metric>_max` limit of a contract.
struct MetricBound {
    std::string metric; // as the run reports it ("mmlu_accuracy")
    bool lower = true;  // _min: the value must be at least `limit`
    double limit = 0;
    bool quality = false; // from the contract's "quality" section (its failure cause is "quality")
    std::string key() const { return metric + (lower ? "_min" : "_max"); }
};

// A relative change of a quality metric (-0.01: 1 % lower) and where the figure comes from.
struct QualityShift {
    std::string metric;
    double relative = 0;
    std::string source;
    std::string kind; // the intervention kind that declared it ("weight_precision"); it replaces the catalog's
};

struct QualitySpec {
    std::vector<MetricBound> bounds;                      // quality bounds only
    std::vector<std::pair<std::string, double>> baseline; // metric → the model's own quality
    std::string source;                                   // where the baseline comes from
    std::optional<double> baselineOf(const std::string& metric) const;
};

// The most generic bounds a contract holds (slo and quality together): SloChecks keeps them inline.
inline constexpr int kMaxMetricBounds = 8;

// The contract's "quality" section: {"<metric>_min"|"<metric>_max": number, ...,
// "baseline": {"<metric>": number}, "source": "..."}; refuses anything else by key.
QualitySpec parseQualitySection(JsonReader& section);
// The keys of an "slo" section that the reader did not consume and that are generic bounds
// (`<metric>_min` / `<metric>_max`, not a near-miss of `known`); any other key is left for
// finish() to refuse.
std::vector<MetricBound> readGenericBounds(JsonReader& section, const std::vector<std::string>& known);

// An intervention's inline "quality_effect": {"<metric>": relative, ..., "source": "..."} (the
// source is required: an effect without one is not evidence).
std::vector<QualityShift> parseQualityEffect(const nlohmann::json& effect, const std::string& kind,
                                             const std::string& file, const std::string& path);

// What the catalog says a precision change does to `metric` for a model family ("llama"), the
// family's own entry before the generic ("*") one; nullopt when it has no figure.
std::optional<QualityShift> catalogQualityShift(const std::string& kind, Precision from, Precision to,
                                                const std::string& family, const std::string& metric);

// The expected value of `metric` for the model served at `precision` (the contract's precision
// with the interventions applied) with `shifts` (the interventions' own quality_effect) on top:
// the baseline times (1 + each relative shift); nullopt without a baseline. `why` (when given)
// gets the shifts applied, in words.
std::optional<double> expectedQuality(const QualitySpec& quality, const PrecisionSet& contractPrecision,
                                      const PrecisionSet& precision, const std::vector<QualityShift>& shifts,
                                      const std::string& family, const std::string& metric, std::string* why = nullptr);

} // namespace luma
