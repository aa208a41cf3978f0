#pragma once
// Every configuration of a choices file ranked by the model: its accepted capacity on the
// machine (capacity.h), € per 1M tokens and W beside it, by the chosen objective: the most
// goodput, or the cheapest / the lowest-power configuration that still holds a given rate.
#include "core/tune/capacity.h"
#include "core/tune/configuration.h"

#include <string>
#include <vector>

namespace luma {

enum class TuneObjective { Goodput, Cheapest, LowestPower };

struct RankedConfiguration {
    Configuration config;
    Capacity predicted;
    // At the objective's rate (cheapest / lowest power): the cost and power of holding it.
    double eurPerMtokAtRate = 0, wattsAtRate = 0;
    bool holdsRate = true;
    int changes = 0; // knobs away from the default
};

struct Ranking {
    std::vector<RankedConfiguration> ranked; // best first
    RankedConfiguration byDefault;           // the default configuration (also in `ranked` when a combination)
    long long predictions = 0;
};

struct RankOptions {
    TuneObjective objective = TuneObjective::Goodput;
    double rateRps = 0; // Cheapest / LowestPower: the rate to hold
    // The machine state ranked at (unset fields: the machine as it is): `luma codesign` tunes on
    // the minimum PASS state that PEX found.
    MachineState state;
};

// Ranks every combination of `choices` (and the default). `contract` must have a model.
Ranking rankConfigurations(const Contract& contract, const Machine& machine, const Choices& choices,
                           const RankOptions& options = {});

// Whether `a` ranks before `b` under the objective (ties: cheaper, then less power, then fewer changes).
bool ranksBefore(const RankedConfiguration& a, const RankedConfiguration& b, const RankOptions& options);

// The configurations no other beats on goodput, € per 1M tokens and W at once (goodput > 0),
// most goodput first; indices into `ranked`.
std::vector<std::size_t> paretoSet(const std::vector<RankedConfiguration>& ranked);

} // namespace luma
