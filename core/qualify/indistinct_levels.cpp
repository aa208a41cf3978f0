#include "core/qualify/indistinct_levels.h"

namespace luma {

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
        for (const auto& [mechanism, levels] : byMechanism)
            if (levels.size() > 1)
                out.push_back(
                    {resource, std::vector<double>(levels.begin(), levels.end()), nlohmann::json::parse(mechanism)});
    return out;
}

} // namespace luma
