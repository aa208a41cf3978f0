#pragma once
// Predictions and model shapes as JSON: the stable, scriptable form every face prints.
#include "core/model/model_shape.h"
#include "core/predict/prediction.h"

#include <nlohmann/json.hpp>

namespace luma {

nlohmann::json toJson(const Prediction& p);
nlohmann::json toJson(const ModelShape& m);
// Infinite values (an unbounded queue) become null in JSON.
nlohmann::json finiteOrNull(double v);

} // namespace luma
