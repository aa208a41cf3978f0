#include "core/tune/ranking.h"

#include <algorithm>

namespace luma {

namespace {

// The model's view of one configuration, reusing `work` (contract copy, machine copy, buffers).
struct Ranker {
    Contract contract;
    Machine machine;
    const Machine& original;
    const Choices& choices;
    RankOptions options;
    AppliedConfiguration applied;
    long long predictions = 0;

    Ranker(const Contract& c, const Machine& m, const Choices& ch, const RankOptions& o)
        : contract(c), machine(m), original(m), choices(ch), options(o) {}

    RankedConfiguration rank(const Configuration& config) {
        RankedConfiguration r;
        r.config = config;
        r.changes = changesFromDefault(choices, config);
        applyConfiguration(choices, config, original, applied);
        if (!applied.problem.empty()) {
            r.predicted.cause = "deploy: " + applied.problem;
            r.holdsRate = false;
            return r;
        }
        machine.runtime = applied.runtime;
        MachineState state = options.state;
        if (applied.state.acceleratorCount) {
            if (state.acceleratorCount && *applied.state.acceleratorCount > *state.acceleratorCount) {
                r.predicted.cause = "deploy: the replicas need " + std::to_string(*applied.state.acceleratorCount) +
                                    " accelerators; the state has " + std::to_string(*state.acceleratorCount);
                r.holdsRate = false;
                return r;
            }
            state.acceleratorCount = applied.state.acceleratorCount;
        }
        const Deployment d = resolveDeployment(machine, contract, state, applied.interventions);
        r.predicted = acceptedCapacity(contract, d);
        predictions += r.predicted.predictions;
        if (options.objective != TuneObjective::Goodput) {
            const AtRate at = atRate(contract, d, options.rateRps);
            ++predictions;
            r.holdsRate = at.pass && r.predicted.goodputRps >= options.rateRps;
            r.eurPerMtokAtRate = at.eurPerMtok;
            r.wattsAtRate = at.watts;
        }
        return r;
    }
};

} // namespace

bool ranksBefore(const RankedConfiguration& a, const RankedConfiguration& b, const RankOptions& o) {
    const Capacity &x = a.predicted, &y = b.predicted;
    switch (o.objective) {
    case TuneObjective::Goodput:
        if (x.goodputRps != y.goodputRps) return x.goodputRps > y.goodputRps;
        break;
    case TuneObjective::Cheapest:
        if (a.holdsRate != b.holdsRate) return a.holdsRate;
        if (a.eurPerMtokAtRate != b.eurPerMtokAtRate) return a.eurPerMtokAtRate < b.eurPerMtokAtRate;
        break;
    case TuneObjective::LowestPower:
        if (a.holdsRate != b.holdsRate) return a.holdsRate;
        if (a.wattsAtRate != b.wattsAtRate) return a.wattsAtRate < b.wattsAtRate;
        break;
    }
    if (x.eurPerMtok != y.eurPerMtok) return x.eurPerMtok < y.eurPerMtok;
    if (x.watts != y.watts) return x.watts < y.watts;
    return a.changes < b.changes;
}

Ranking rankConfigurations(const Contract& contract, const Machine& machine, const Choices& choices,
                           const RankOptions& options) {
    Ranker ranker(contract, machine, choices, options);
    Ranking out;
    const long long n = choices.combinations();
    out.ranked.reserve(static_cast<std::size_t>(n));
    for (long long i = 0; i < n; ++i) out.ranked.push_back(ranker.rank(configurationAt(choices, i)));
    out.byDefault = ranker.rank(defaultConfiguration(choices));
    std::stable_sort(
        out.ranked.begin(), out.ranked.end(),
        [&](const RankedConfiguration& a, const RankedConfiguration& b) { return ranksBefore(a, b, options); });
    out.predictions = ranker.predictions;
    return out;
}

std::vector<std::size_t> paretoSet(const std::vector<RankedConfiguration>& ranked) {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < ranked.size(); ++i)
        if (ranked[i].predicted.goodputRps > 0) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return ranked[a].predicted.goodputRps > ranked[b].predicted.goodputRps;
    });
    std::vector<std::size_t> front;
    for (const std::size_t i : order) {
        const Capacity& c = ranked[i].predicted;
        // Everything already in the front has at least this goodput: it is dominated when one
        // of them is also no dearer and draws no more power (and differs somewhere).
        const bool dominated = std::any_of(front.begin(), front.end(), [&](std::size_t j) {
            const Capacity& f = ranked[j].predicted;
            return f.eurPerMtok <= c.eurPerMtok && f.watts <= c.watts &&
                   (f.goodputRps > c.goodputRps || f.eurPerMtok < c.eurPerMtok || f.watts < c.watts);
        });
        const bool same = std::any_of(front.begin(), front.end(), [&](std::size_t j) {
            const Capacity& f = ranked[j].predicted;
            return f.goodputRps == c.goodputRps && f.eurPerMtok == c.eurPerMtok && f.watts == c.watts;
        });
        if (!dominated && !same) front.push_back(i);
    }
    return front;
}

} // namespace luma
