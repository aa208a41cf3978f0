#include "core/search/explore_mix.h"

#include "core/util/number_text.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace luma {

namespace {

constexpr long long kMaxMixes = 1'000'000;

// One group at one count: its deployment, SLO capacity and price, computed once.
struct GroupAt {
    FleetMember member;
    double eurPerHour = 0;
};

struct Candidate {
    std::vector<long long> counts;
    double eurPerHour = 0;
};

// Every group at every count of its range (index 0 is count range.min).
std::vector<std::vector<GroupAt>> groupsAtCounts(const Contract& contract, const Fleet& fleet,
                                                 const std::vector<MixRange>& ranges,
                                                 const std::vector<Intervention>& interventions, double usdToEur) {
    std::vector<std::vector<GroupAt>> out(fleet.groups.size());
    for (std::size_t g = 0; g < fleet.groups.size(); ++g)
        for (long long c = ranges[g].min; c <= ranges[g].max; ++c) {
            GroupAt at;
            if (c > 0) {
                at.member = fleetMember(fleet.groups[g], contract, c, interventions, usdToEur);
                at.eurPerHour = at.member.deployment.eurPerHour;
            }
            out[g].push_back(std::move(at));
        }
    return out;
}

// The mixes that could pass (their capacities reach the rate), cheapest first.
std::vector<Candidate> candidates(const std::vector<std::vector<GroupAt>>& at, const std::vector<MixRange>& ranges,
                                  double rate, long long& mixes) {
    std::vector<Candidate> out;
    std::vector<long long> counts(ranges.size());
    for (std::size_t g = 0; g < ranges.size(); ++g) counts[g] = ranges[g].min;
    mixes = 0;
    while (true) {
        double capacity = 0, eur = 0;
        bool any = false;
        for (std::size_t g = 0; g < counts.size(); ++g) {
            const GroupAt& x = at[g][static_cast<std::size_t>(counts[g] - ranges[g].min)];
            any = any || counts[g] > 0;
            capacity += counts[g] > 0 ? x.member.sloCapacityRps : 0;
            eur += x.eurPerHour;
        }
        if (any) ++mixes;
        if (any && capacity >= rate) out.push_back({counts, eur});
        std::size_t g = 0; // the next mix, as an odometer
        for (; g < counts.size() && ++counts[g] > ranges[g].max; ++g) counts[g] = ranges[g].min;
        if (g == counts.size()) break;
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Candidate& a, const Candidate& b) { return a.eurPerHour < b.eurPerHour; });
    return out;
}

// The first candidate that passes, and of those at its price, the one with the fewest W.
std::optional<MixPoint> cheapestPassing(const Contract& contract, const std::vector<std::vector<GroupAt>>& at,
                                        const std::vector<MixRange>& ranges, const std::vector<Candidate>& list,
                                        long long& predicted) {
    std::optional<MixPoint> best;
    PredictOptions verdictOnly;
    verdictOnly.binding = false;
    for (const Candidate& c : list) {
        if (best && c.eurPerHour > best->prediction.eurPerHour * (1 + 1e-12)) break;
        std::vector<FleetMember> members;
        for (std::size_t g = 0; g < c.counts.size(); ++g)
            if (c.counts[g] > 0) members.push_back(at[g][static_cast<std::size_t>(c.counts[g] - ranges[g].min)].member);
        ++predicted;
        FleetPrediction p = predictFleet(contract, members, verdictOnly);
        if (p.pass && (!best || cheaperMix(p, best->prediction))) best = MixPoint{c.counts, std::move(p)};
    }
    return best;
}

void checkRanges(const Fleet& fleet, const std::vector<MixRange>& ranges) {
    if (ranges.size() != fleet.groups.size())
        throw SpecError(fleet.file, "nodes",
                        "a count range for each of the fleet's " + std::to_string(fleet.groups.size()) +
                            " replica groups, found " + std::to_string(ranges.size()));
    double mixes = 1;
    for (std::size_t g = 0; g < ranges.size(); ++g) {
        if (ranges[g].min < 0 || ranges[g].max < ranges[g].min)
            throw SpecError(fleet.file, fleet.groups[g].node,
                            "a count range needs 0 <= min <= max, found " + std::to_string(ranges[g].min) + ".." +
                                std::to_string(ranges[g].max));
        mixes *= static_cast<double>(ranges[g].max - ranges[g].min + 1);
    }
    if (mixes > static_cast<double>(kMaxMixes))
        throw SpecError(fleet.file, "nodes",
                        "the count ranges hold more than " + std::to_string(kMaxMixes) + " mixes; narrow them");
}

} // namespace

bool cheaperMix(const FleetPrediction& a, const FleetPrediction& b) {
    if (a.eurPerHour != b.eurPerHour) return a.eurPerHour < b.eurPerHour;
    return a.watts < b.watts;
}

MixResult exploreMix(const Contract& contract, const Fleet& fleet, const std::vector<MixRange>& ranges,
                     const std::vector<Intervention>& interventions, double usdToEur, double headroom) {
    checkRanges(fleet, ranges);
    if (!(headroom >= 0 && headroom < 1))
        throw std::invalid_argument("exploreMix: a headroom is a share of capacity in [0, 1), found " +
                                    numberText(headroom));
    MixResult r;
    const auto at = groupsAtCounts(contract, fleet, ranges, interventions, usdToEur);
    // The capacity a mix needs: the rate, and the headroom above it (the split is proportional,
    // so every group then runs at the same 1 - headroom of its own capacity, or less).
    const std::vector<Candidate> list = candidates(at, ranges, contract.arrival.rateRps / (1.0 - headroom), r.mixes);
    r.cheapest = cheapestPassing(contract, at, ranges, list, r.predicted);
    for (std::size_t g = 0; g < fleet.groups.size(); ++g) {
        std::vector<Candidate> alone;
        for (const Candidate& c : list)
            if (std::count(c.counts.begin(), c.counts.end(), 0) == static_cast<long>(c.counts.size()) - 1 &&
                c.counts[g] > 0)
                alone.push_back(c);
        r.cheapestSingleType.push_back(cheapestPassing(contract, at, ranges, alone, r.predicted));
        const auto& s = r.cheapestSingleType.back();
        if (s && (!r.cheapestSingle || cheaperMix(s->prediction, r.cheapestSingle->prediction))) r.cheapestSingle = s;
    }
    r.saving = r.cheapest && r.cheapestSingle && r.cheapestSingle->prediction.eurPerHour > 0
                   ? 1.0 - r.cheapest->prediction.eurPerHour / r.cheapestSingle->prediction.eurPerHour
                   : std::numeric_limits<double>::quiet_NaN();
    return r;
}

} // namespace luma
