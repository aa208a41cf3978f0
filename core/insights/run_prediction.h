#pragma once
// What the model says about a cell a campaign ran: the predictor at the run's state of the
// campaign's space, with the run's intervention applied, as the campaign's own prior sees it.
#include "core/insights/evidence_set.h"
#include "core/predict/prediction.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace luma::insights {

// Whether the model can judge the campaign at all: it names a machine and its contract a model.
bool modelled(const CampaignEvidence& c);
// Nullopt when the campaign is not modelled, the intervention is not the campaign's, or the
// state is not a state of its space (a run stored by another LUMA).
std::optional<Prediction> predictCell(const CampaignEvidence& c, const std::string& intervention,
                                      const nlohmann::json& state);
// A stored state's numeric levels by resource name.
Levels levelsOfState(const nlohmann::json& state);

} // namespace luma::insights
