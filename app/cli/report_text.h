#pragma once
// Human-readable tables for predictions, simulations and explorations.
#include "core/model/contract.h"
#include "core/model/intervention.h"
#include "core/model/machine.h"
#include "core/model/space.h"
#include "core/predict/deployment.h"
#include "core/predict/prediction.h"
#include "core/predict/simulator.h"
#include "core/search/explore.h"
#include "core/search/explore_types.h"

#include <ostream>

namespace luma::cli {

// The deployment and interventions say what was judged: the parallel mode, the interventions
// applied, the precision path, where the price comes from (at `usdToEur` EUR per USD).
void printPrediction(std::ostream& out, const Contract& c, const Machine& m, const Deployment& d,
                     const std::vector<Intervention>& interventions, const Prediction& p, const SimulationResult* sim,
                     double usdToEur);
// "name (kind value)", e.g. "int4-weights (weight_precision int4)".
std::string describeIntervention(const Intervention& iv);
// What a deployment's price is: the machine's own, or the catalog's list price at a rate.
std::string priceSource(const Deployment& d, double usdToEur);
void printExploration(std::ostream& out, const Contract& c, const Machine& m, const Space& s, const ExploreResult& r,
                      double usdToEur = Catalog::builtin().usdToEur());
// Each type's exploration, then one row per type and the cheapest qualified system.
void printTypedExploration(std::ostream& out, const Contract& c, const TypedExploreResult& r,
                           double usdToEur = Catalog::builtin().usdToEur());

} // namespace luma::cli
