#pragma once
// The cheapest mix of a fleet's replica groups that passes: over a range of accelerators for
// each group (each accelerator type), the mix with the lowest EUR per hour (then W) whose
// predicted split (mixed_fleet.h) passes every SLO, beside the cheapest fleet of one type alone.
//
// Each group's deployment and SLO capacity are computed once per count; a mix whose capacities
// sum below the arrival rate cannot pass (some group would carry more than it meets SLOs at),
// so only the others are predicted, in order of EUR per hour, until the first that passes.
#include "core/model/contract.h"
#include "core/model/fleet.h"
#include "core/model/intervention.h"
#include "core/predict/mixed_fleet.h"

#include <optional>
#include <vector>

namespace luma {

struct MixRange {
    long long min = 0, max = 0; // accelerators of one group; 0 leaves the group out
};

struct MixPoint {
    std::vector<long long> counts; // accelerators per group, in the fleet's order
    FleetPrediction prediction;
};

struct MixResult {
    long long mixes = 0;     // in the ranges (the empty mix aside)
    long long predicted = 0; // of them, judged by predictFleet; the rest ruled out by capacity or cost
    std::optional<MixPoint> cheapest;
    // Per group: the cheapest passing fleet of that group's type alone (within its range).
    std::vector<std::optional<MixPoint>> cheapestSingleType;
    // The cheapest of cheapestSingleType, by the same order; and 1 - cheapest / it in EUR per
    // hour (NaN when either is missing).
    std::optional<MixPoint> cheapestSingle;
    double saving = 0;
};

// Throws SpecError for ranges that do not match the fleet (one per group, 0 <= min <= max) or
// that hold more than a million mixes, and as predictFleet does; std::invalid_argument for a
// headroom outside [0, 1) (a caller's bug: the CLI refuses it first). `headroom` (0 <= h < 1): a mix
// passes only with an SLO capacity of at least rate / (1 - h), every group at most 1 - h of its
// own (the split is proportional), so a mix the model judges on its edge (its band is 15 %) is
// not the answer; 0 takes the cheapest that passes at all.
MixResult exploreMix(const Contract& contract, const Fleet& fleet, const std::vector<MixRange>& ranges,
                     const std::vector<Intervention>& interventions, double usdToEur, double headroom = 0);

// Whether `a` is cheaper than `b`: EUR per hour, then W (the order exploreMix ranks by).
bool cheaperMix(const FleetPrediction& a, const FleetPrediction& b);

} // namespace luma
