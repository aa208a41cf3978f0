#pragma once
// The analytic predictor as the PEX search's prior, and as the price list of a frontier: one
// predicted margin per SLO of the contract (in checkSlos order) at every state of the
// campaign's space, and the state's € per hour and W.
#include "core/model/campaign.h"
#include "core/predict/prediction.h"
#include "core/qualify/report.h"
#include "core/search/pex_search.h"

#include <vector>

namespace luma {

class PredictorPrior : public Prior {
public:
    PredictorPrior(const Campaign& campaign, std::vector<Intervention> interventions);
    std::size_t constraints() const override { return m_constraints; }
    void margins(const LatticeState& state, double* out) const override;
    Prediction predictAt(const LatticeState& state) const;

private:
    const Campaign& m_c;
    std::vector<Intervention> m_interventions;
    std::size_t m_constraints;
};

// The state's levels by resource name.
Levels levelsOf(const Space& space, const LatticeState& state);
LatticeState latticeStateOf(const Space& space, const Levels& levels); // levels must be on the grid

// € per hour and W of a state with interventions; zero without a machine and a model.
FrontierPoint pricedPoint(const Campaign& campaign, const LatticeState& state,
                          const std::vector<Intervention>& interventions);

} // namespace luma
