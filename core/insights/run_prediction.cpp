#include "core/insights/run_prediction.h"

#include "core/qualify/prior.h"

#include <algorithm>
#include <cmath>

namespace luma::insights {

namespace {

std::optional<LatticeState> onGrid(const Space& space, const nlohmann::json& state) {
    if (!state.is_object() || state.size() != space.dims.size()) return std::nullopt;
    LatticeState s;
    for (const auto& d : space.dims) {
        const auto it = state.find(d.name);
        if (it == state.end() || !it->is_number()) return std::nullopt;
        const double level = it->get<double>();
        int index = -1;
        for (std::size_t i = 0; i < d.levels.size(); ++i)
            if (std::fabs(d.levels[i] - level) <= 1e-9 * std::max(1.0, std::fabs(level))) index = static_cast<int>(i);
        if (index < 0) return std::nullopt;
        s.push_back(index);
    }
    return s;
}

} // namespace

bool modelled(const CampaignEvidence& c) { return c.campaign.machine && c.campaign.contract.model; }

std::optional<Prediction> predictCell(const CampaignEvidence& c, const std::string& intervention,
                                      const nlohmann::json& state) {
    if (!modelled(c)) return std::nullopt;
    std::vector<Intervention> applied;
    for (const auto& iv : c.campaign.interventions)
        if (iv.name == intervention) applied.push_back(iv);
    if (!intervention.empty() && applied.empty()) return std::nullopt;
    const auto s = onGrid(c.campaign.space, state);
    if (!s) return std::nullopt;
    return PredictorPrior(c.campaign, applied).predictAt(*s);
}

Levels levelsOfState(const nlohmann::json& state) {
    Levels out;
    if (!state.is_object()) return out;
    for (auto it = state.begin(); it != state.end(); ++it)
        if (it->is_number()) out[it.key()] = it->get<double>();
    return out;
}

} // namespace luma::insights
