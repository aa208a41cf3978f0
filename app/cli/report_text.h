#pragma once
// Human-readable tables for predictions, simulations and explorations.
#include "core/model/contract.h"
#include "core/model/machine.h"
#include "core/model/space.h"
#include "core/predict/prediction.h"
#include "core/predict/simulator.h"
#include "core/search/explore.h"

#include <ostream>

namespace luma::cli {

void printPrediction(std::ostream& out, const Contract& c, const Machine& m, const Prediction& p,
                     const SimulationResult* sim);
void printExploration(std::ostream& out, const Contract& c, const Machine& m, const Space& s, const ExploreResult& r);

} // namespace luma::cli
