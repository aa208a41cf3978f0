#pragma once
// Which levels of a resource a host could not make distinct: the agent names the mechanism and
// value that made each level physical (worker threads, blocks per kernel, a memory budget);
// two levels of one resource made by the identical mechanism are the same machine state, and a
// frontier between them is an artifact. Noted from every finished run, reported per resource.
#include "core/qualify/report.h"

#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

namespace luma {

class MechanismLedger {
public:
    // `result`: a run's result event; its "mechanisms" object is read where present.
    void note(const Levels& state, const nlohmann::json& result);
    std::vector<IndistinctLevels> indistinct() const;

private:
    // resource → the mechanism's canonical text → the levels it made
    std::map<std::string, std::map<std::string, std::set<double>>> m_levels;
};

} // namespace luma
