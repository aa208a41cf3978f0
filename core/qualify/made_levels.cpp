#include "core/qualify/made_levels.h"

#include <algorithm>

namespace luma {

MadeLevels madeLevels(const std::vector<IndistinctLevels>& indistinct) {
    MadeLevels out;
    for (const auto& x : indistinct) {
        if (!x.effective) continue;
        for (double level : x.levels) {
            if (level == *x.effective) continue;
            auto& made = out[x.resource][level];
            if (std::find(made.begin(), made.end(), *x.effective) == made.end()) made.push_back(*x.effective);
        }
    }
    return out;
}

double madeLevel(const MadeLevels& made, const std::string& resource, double level) {
    const auto r = made.find(resource);
    if (r == made.end()) return level;
    const auto l = r->second.find(level);
    return l == r->second.end() || l->second.empty() ? level : l->second.front();
}

std::string madeLevelText(const MadeLevels& made, const std::string& resource, double level,
                          const LevelFormat& format) {
    const auto r = made.find(resource);
    if (r == made.end()) return format(level);
    const auto l = r->second.find(level);
    if (l == r->second.end()) return format(level);
    std::string out;
    for (double m : l->second) out += (out.empty() ? "" : " or ") + format(m);
    return out + " (asked " + format(level) + ")";
}

std::string madeLevelsText(const Levels& levels, const MadeLevels& made, const LevelFormat& format) {
    std::string out;
    for (const auto& [name, level] : levels)
        out += (out.empty() ? "" : ", ") + name + "=" + madeLevelText(made, name, level, format);
    return out;
}

} // namespace luma
