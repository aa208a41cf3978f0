#include "core/qualify/prior.h"

#include "core/model/slo.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"

#include <algorithm>
#include <cmath>

namespace luma {

PredictorPrior::PredictorPrior(const Campaign& c, std::vector<Intervention> interventions)
    : m_c(c), m_interventions(std::move(interventions)),
      m_constraints(static_cast<std::size_t>(checkSlos(c.contract, {}).count)) {}

void PredictorPrior::margins(const LatticeState& s, double* out) const {
    const Prediction p = predictAt(s);
    for (std::size_t k = 0; k < m_constraints; ++k) {
        const double m = p.fits && p.deployable ? p.slos.checks[k].margin : -1.0;
        // Bounded, so that one absurd margin cannot swamp the search's recalibration.
        out[k] = std::isfinite(m) ? std::clamp(m, -10.0, 10.0) : (m > 0 ? 10.0 : -10.0);
    }
}

Prediction PredictorPrior::predictAt(const LatticeState& s) const {
    MachineState st;
    for (std::size_t i = 0; i < s.size(); ++i)
        st.set(m_c.space.dims[i].resource, m_c.space.dims[i].levels[static_cast<std::size_t>(s[i])]);
    // Margins, price and power only: the search's prior never reads a binding.
    PredictOptions verdictOnly;
    verdictOnly.binding = false;
    return predict(m_c.contract, resolveDeployment(*m_c.machine, m_c.contract, st, m_interventions), verdictOnly);
}

Levels levelsOf(const Space& space, const LatticeState& s) {
    Levels out;
    for (std::size_t i = 0; i < s.size(); ++i)
        out[space.dims[i].name] = space.dims[i].levels[static_cast<std::size_t>(s[i])];
    return out;
}

LatticeState latticeStateOf(const Space& space, const Levels& levels) {
    LatticeState s(space.dims.size(), 0);
    for (std::size_t d = 0; d < s.size(); ++d) {
        const auto& lv = space.dims[d].levels;
        const auto it = levels.find(space.dims[d].name);
        if (it != levels.end()) s[d] = static_cast<int>(std::find(lv.begin(), lv.end(), it->second) - lv.begin());
    }
    return s;
}

FrontierPoint pricedPoint(const Campaign& c, const LatticeState& s, const std::vector<Intervention>& iv) {
    FrontierPoint p{levelsOf(c.space, s), 0, 0};
    if (!c.machine || !c.contract.model) return p;
    const Prediction pr = PredictorPrior(c, iv).predictAt(s);
    p.eurPerHour = pr.eurPerHour;
    p.watts = pr.watts;
    return p;
}

} // namespace luma
