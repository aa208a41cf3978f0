#pragma once
// Predictions and model shapes as JSON: the stable, scriptable form every face prints.
#include "core/model/model_shape.h"
#include "core/predict/prediction.h"

#include <nlohmann/json.hpp>

namespace luma {

// With "calibrated", "band", "band_basis" (bandBasisName), "ranges" (throughput and p99 latencies
// as [x (1 - band), x (1 + band)]; null for an unverified part, which has earned no band) and "within_band" (readAgainstBand on the prediction's own checks), with
// "within_band_slo" naming the deciding SLO when it is.
nlohmann::json toJson(const Prediction& p);
// "within_band" and "within_band_slo" of another face's checks (a simulation's) into `out`.
void setBandReading(nlohmann::json& out, const Prediction& p, const SloChecks& slos);
nlohmann::json toJson(const ModelShape& m);
// Infinite values (an unbounded queue) become null in JSON.
nlohmann::json finiteOrNull(double v);

} // namespace luma
