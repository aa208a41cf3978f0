#pragma once
// The truth behind tests/data/campaign/synthetic_oracle.sh (PASS when 3x + 2y + z >= 24 over
// levels 1..8), for the campaign, SSH and host-pool suites that qualify it end to end.
#include <nlohmann/json.hpp>

#include <set>
#include <string>

namespace luma::test {

inline bool syntheticTruth(int x, int y, int z) { return 3 * x + 2 * y + z >= 24; }

// The minimal PASS states, as "x,y,z".
inline std::set<std::string> syntheticFrontier() {
    std::set<std::string> out;
    for (int x = 1; x <= 8; ++x)
        for (int y = 1; y <= 8; ++y)
            for (int z = 1; z <= 8; ++z) {
                if (!syntheticTruth(x, y, z)) continue;
                if ((x > 1 && syntheticTruth(x - 1, y, z)) || (y > 1 && syntheticTruth(x, y - 1, z)) ||
                    (z > 1 && syntheticTruth(x, y, z - 1)))
                    continue;
                out.insert(std::to_string(x) + "," + std::to_string(y) + "," + std::to_string(z));
            }
    return out;
}

// A report's frontier, as "x,y,z".
inline std::set<std::string> frontierOf(const nlohmann::json& report) {
    std::set<std::string> out;
    for (const auto& f : report["frontier"])
        out.insert(std::to_string(f["state"]["x"].get<int>()) + "," + std::to_string(f["state"]["y"].get<int>()) + "," +
                   std::to_string(f["state"]["z"].get<int>()));
    return out;
}

} // namespace luma::test
