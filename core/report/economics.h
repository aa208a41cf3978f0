#pragma once
// What one qualified option costs: the predictor's figures at a minimum PASS state (€ per hour,
// € per 1M tokens, W, bytes moved per token, with the option's interventions), and the € per 1M
// tokens that its proving run's measured throughput gives.
#include "core/qualify/report.h"

#include <optional>
#include <string>
#include <vector>

namespace luma {
struct Campaign;
struct Intervention;
struct RunRecord;
} // namespace luma

namespace luma::report {

struct Economics {
    std::string option; // "base" or the intervention's name
    Levels state;
    bool priced = false;    // false: the campaign names no machine (or no model): nothing to price
    bool modelFits = false; // the predictor fits and deploys the state: its per-token figures hold
    double eurPerHour = 0, eurPerMtok = 0, watts = 0, bytesPerToken = 0;
    std::optional<double> measuredTokS, measuredEurPerMtok;
};

// Option `option` ("base", or an intervention's name with `interventions` its own) at its minimum
// PASS `min`; `runs`: the campaign's, for the measured throughput of the runs that passed there.
Economics priceOption(const Campaign& campaign, const std::string& option,
                      const std::vector<Intervention>& interventions, const FrontierPoint& min,
                      const std::vector<RunRecord>& runs);

} // namespace luma::report
