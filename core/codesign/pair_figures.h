#pragma once
// What the model says of one (machine state, configuration) pair: € per hour, W and bytes moved
// per token at the contract's own load, and its accepted capacity (tune's measure); `luma
// codesign` sets measured goodput beside them where runs proved it.
#include "core/qualify/report.h"
#include "core/tune/capacity.h"
#include "core/tune/configuration.h"

namespace luma {

struct PairFigures {
    double eurPerHour = 0, watts = 0, bytesPerToken = 0;
    double throughputTokS = 0, tpotMsP50 = 0; // what a run there would measure of its speed
    Capacity capacity;                        // its cause says why nothing passes ("quality: …", "OOM"), if so
};

// `state`: levels by resource name (a campaign's state); names the predictor does not know are ignored.
PairFigures predictedFigures(const Contract& contract, const Machine& machine, const Choices& choices,
                             const Configuration& config, const Levels& state);

// € per 1M output tokens of a machine at `eurPerHour` serving `rateRps` requests of the contract
// (NaN where it serves none).
double eurPerMtok(const Contract& contract, double eurPerHour, double rateRps);

} // namespace luma
