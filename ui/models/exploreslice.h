#pragma once
// The explore view's data, computed off the UI thread: the predictor's verdict on every state
// of a two-resource slice of a campaign's space (the other dimensions fixed at chosen levels),
// with the reason a state cannot be deployed, and the predicted frontier over the whole space
// (core's explore, as `luma explore` computes it). Pure functions of their input, which they
// take by value, so that a job may outlive the view that started it.
#include "core/model/contract.h"
#include "core/model/intervention.h"
#include "core/model/machine.h"
#include "core/model/space.h"
#include "core/predict/prediction.h"
#include "core/search/explore.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace luma::ui {

struct ExploreSpecs {
    Contract contract;
    Machine machine;
    Space space;
    std::vector<Intervention> interventions; // the campaign's; one at a time is explored
};

// From a stored campaign spec (every file inlined). Throws SpecError naming `origin` and the
// key; a campaign without a machine or a model cannot be predicted, which is said too.
std::shared_ptr<const ExploreSpecs> exploreSpecsFromCampaign(const nlohmann::json& spec, const std::string& origin);

struct SliceRequest {
    std::shared_ptr<const ExploreSpecs> specs;
    int intervention = -1; // index into specs->interventions; -1: none
    std::size_t xDim = 0, yDim = 1;
    std::vector<std::size_t> levels; // a level index per dimension; the axes' entries are ignored
};

struct SliceCell {
    Prediction prediction;
    std::string deployProblem; // why no engine would deploy this state, or ""
};

struct ExploreSlice {
    SliceRequest request;
    std::vector<SliceCell> cells; // cells[y * xLevels + x]
    std::vector<int> staircase;   // per x: the lowest passing y (y levels when none)
    int passing = 0;
    std::string error; // core's message when the slice could not be predicted
};

ExploreSlice predictSlice(const SliceRequest& request);

struct PredictedFrontier {
    int intervention = -1;
    std::optional<ExploreResult> result;
    std::string error;
};

// The whole space's predicted frontier; stops with error "cancelled" when `cancel` is set.
PredictedFrontier predictFrontier(const std::shared_ptr<const ExploreSpecs>& specs, int intervention,
                                  const CancelToken* cancel = nullptr);

} // namespace luma::ui
