// Model-free dualization, the search's finish once the model's certificate is exhausted (or the
// whole search without a model): a maximal undecided state that fails is a maximal FAIL, one
// that passes starts a descent to a new minimal PASS. A host pool runs several descents and
// maximal states per round, none of them able to decide another.
#include "core/search/pex_engine.h"

#include <algorithm>

namespace luma::pex {

bool Search::Round::take(LatticeState s, std::size_t walk, int level, bool sameAxis) {
    for (std::size_t i = 0; i < states.size(); ++i) {
        if (states[i] == s) {
            owners[i].emplace_back(walk, level);
            return true;
        }
        if (!Lattice::below(s, states[i]) && !Lattice::below(states[i], s)) continue;
        if (!sameAxis || differing(s, states[i]) != 1) return false;
    }
    states.push_back(std::move(s));
    owners.push_back({{walk, level}});
    return true;
}

int Search::Round::differing(const LatticeState& a, const LatticeState& b) {
    int n = 0;
    for (std::size_t d = 0; d < a.size(); ++d) n += a[d] != b[d];
    return n;
}

// Model-free dualization: test a maximal undecided state; a FAIL there is a maximal FAIL, a
// PASS descends to a new minimal PASS. A pool of k hosts runs k descents at once, one probe
// of each per round (a descent's probes depend on each other, different descents' rarely
// do); hosts to spare test more maximal undecided states, then more levels of a descent's
// axis. A probe comparable with one already in the round (it could be decided by it) waits.
void Search::dualize() {
    m_cursor = m_lat.size();
    const std::size_t k = static_cast<std::size_t>(std::max(1, m_opt.batch));
    std::vector<Descent> walks;
    for (;;) {
        Round round;
        std::vector<int> first(walks.size(), -1); // each descent's probe in this round
        for (std::size_t i = 0; i < walks.size() && round.states.size() < k; ++i) {
            const std::vector<int> levels = pendingLevels(walks[i], 1);
            if (!levels.empty() && round.take(onAxis(walks[i], levels.front()), i, levels.front(), false))
                first[i] = levels.front();
        }
        // Every state above the cursor stays decided (a resolved violation resets the cursor).
        // Scanning down, the first undecided states that none taken could decide: maximal ones.
        while (m_cursor > 0 && m_decided[m_cursor - 1]) --m_cursor;
        for (std::size_t i = m_cursor; i > 0 && round.states.size() < k; --i)
            if (!m_decided[i - 1]) round.take(m_lat.state(i - 1), Round::top, 0, false);
        for (std::size_t i = 0; i < walks.size() && round.states.size() < k; ++i) {
            if (first[i] < 0) continue;
            for (int level : nextLevels(walks[i], 1 + k - round.states.size()))
                if (round.states.size() < k && level != first[i] && !decided(onAxis(walks[i], level)))
                    round.take(onAxis(walks[i], level), i, level, true);
        }
        if (round.states.empty()) break; // no descent left and every state decided
        const std::vector<bool> verdicts = testBatch(round.states);
        // Each descent takes its verdicts together; a maximal state that passed starts one.
        std::vector<std::vector<int>> levels(walks.size());
        std::vector<std::vector<bool>> pass(walks.size());
        std::vector<LatticeState> passed;
        for (std::size_t b = 0; b < round.states.size(); ++b)
            for (const auto& [walk, level] : round.owners[b]) {
                if (walk == Round::top) {
                    if (verdicts[b]) passed.push_back(round.states[b]);
                    continue;
                }
                levels[walk].push_back(level);
                pass[walk].push_back(verdicts[b]);
            }
        for (std::size_t i = 0; i < walks.size(); ++i)
            if (!levels[i].empty()) advance(walks[i], levels[i], pass[i]);
        walks.erase(std::remove_if(walks.begin(), walks.end(), [](const Descent& w) { return w.done(); }), walks.end());
        for (auto& s : passed) walks.push_back(startDescent(std::move(s)));
    }
}

} // namespace luma::pex
