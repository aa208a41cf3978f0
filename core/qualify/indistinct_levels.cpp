#include "core/qualify/indistinct_levels.h"

#include <algorithm>
#include <cmath>

namespace luma {

namespace {

// The level the mechanism says the host really made, in the resource's own units.
std::optional<double> effectiveOf(const nlohmann::json& mechanism) {
    const auto e = mechanism.find("effective");
    if (e == mechanism.end() || !e->is_number()) return std::nullopt;
    return e->get<double>();
}

bool sameLevel(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b)); }

} // namespace

void MechanismLedger::note(const Levels& state, const nlohmann::json& result) {
    if (!result.is_object()) return;
    const auto mechanisms = result.find("mechanisms");
    if (mechanisms == result.end() || !mechanisms->is_object()) return;
    for (const auto& [resource, level] : state) {
        const auto m = mechanisms->find(resource);
        if (m == mechanisms->end() || !m->is_object() || !m->contains("value"))
            continue; // nothing said, nothing to compare
        m_levels[resource][m->dump()].insert(level);
    }
}

std::vector<IndistinctLevels> MechanismLedger::indistinct() const {
    std::vector<IndistinctLevels> out;
    for (const auto& [resource, byMechanism] : m_levels)
        for (const auto& [text, levels] : byMechanism) {
            nlohmann::json mechanism = nlohmann::json::parse(text);
            const std::optional<double> effective = effectiveOf(mechanism);
            // One level made as asked is a distinct state; one made otherwise is not the level
            // it names, even where the space holds no level it could be confused with.
            const bool madeOtherwise = effective && !(levels.size() == 1 && sameLevel(*levels.begin(), *effective));
            if (levels.size() > 1 || madeOtherwise)
                out.push_back(
                    {resource, std::vector<double>(levels.begin(), levels.end()), std::move(mechanism), effective});
        }
    return out;
}

} // namespace luma
