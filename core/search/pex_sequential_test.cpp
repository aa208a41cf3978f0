// The sequential test: one verdict per state, its runs repeated while the verdict is uncertain
// (a margin inside the noise band, or every run under a known flip rate) until one verdict leads
// by the lead that keeps the whole campaign's error below `errorTarget`. Inconclusive runs are
// retried and never counted: no evidence, no verdict.
#include "core/search/pex_engine.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace luma::pex {

// The lead a sequential test needs so that all of a campaign's verdicts are right with
// probability 1 - errorTarget: a wrong verdict has odds (p / (1 - p))^r per tested state.
void Search::sizeLead(std::size_t expectedStates) {
    if (m_opt.flipRate <= 0 || m_opt.flipRate >= 0.5) return;
    const double odds = m_opt.flipRate / (1.0 - m_opt.flipRate);
    const double perState = m_opt.errorTarget / static_cast<double>(std::max<std::size_t>(50, expectedStates));
    m_lead = std::max(1, static_cast<int>(std::ceil(std::log(perState) / std::log(odds))));
}

// One verdict per state, repeated while it is uncertain (a sequential test per state). The
// states' runs go to the oracle together, one round of attempts at a time.
std::vector<bool> Search::testBatch(const std::vector<LatticeState>& states) {
    struct Tally {
        int pass = 0, fail = 0, inconclusive = 0;
        bool done = false;
        Observation last;
    };
    std::vector<Tally> tally(states.size());
    for (std::size_t i = 0; i < states.size(); ++i) tally[i].done = decided(states[i]) != 0;
    for (;;) {
        std::vector<Probe> probes;
        std::vector<std::size_t> who;
        for (std::size_t i = 0; i < states.size(); ++i)
            if (!tally[i].done) {
                probes.push_back({states[i], m_attempts[m_lat.index(states[i])]});
                who.push_back(i);
            }
        if (probes.empty()) break;
        const std::vector<Observation> seen = runBatch(probes);
        for (std::size_t k = 0; k < seen.size(); ++k) {
            Tally& t = tally[who[k]];
            const Observation& o = seen[k];
            if (!counted(states[who[k]], o, t.inconclusive)) continue;
            t.last = o;
            (o.pass ? t.pass : t.fail)++;
            const int runs = t.pass + t.fail;
            bool uncertain = m_opt.flipRate > 0;
            for (double m : o.margins) uncertain |= std::fabs(m) < m_opt.noiseBand;
            const int needed = m_opt.flipRate > 0 ? m_lead : 2;
            if (uncertain && std::abs(t.pass - t.fail) < needed && runs < m_opt.maxRepeats) continue;
            t.done = true;
            decide(states[who[k]], t.pass, runs, t.last);
        }
    }
    // The verdicts as decided: a monotonicity violation resolved on the way may have moved one.
    std::vector<bool> out;
    out.reserve(states.size());
    for (const auto& s : states) out.push_back(decided(s) > 0);
    return out;
}

std::vector<Observation> Search::runBatch(const std::vector<Probe>& probes) {
    throwIfCancelled(m_opt.cancel);
    std::vector<Observation> seen = m_oracle.runBatch(probes);
    if (seen.size() != probes.size()) throw std::logic_error("the oracle answered a batch with the wrong count");
    return seen;
}

// Whether `o` is evidence about `s`. An inconclusive run never is: it is retried, and a state
// that stays inconclusive (`errors` counts its tries) stops the search.
bool Search::counted(const LatticeState& s, const Observation& o, int& errors) {
    if (o.inconclusive) {
        ++m_inconclusive;
        if (++errors > m_opt.inconclusiveRetries)
            throw SearchStopped(s, o.cause.empty() ? "the run gave no verdict" : o.cause);
        return false;
    }
    ++m_attempts[m_lat.index(s)];
    ++m_runs;
    return true;
}

std::vector<Search::Votes> Search::confirm(const std::vector<LatticeState>& states) {
    std::vector<Votes> votes(states.size());
    std::vector<int> errors(states.size(), 0);
    for (;;) {
        std::vector<Probe> probes;
        std::vector<std::size_t> who;
        for (std::size_t i = 0; i < states.size(); ++i)
            if (votes[i].runs < m_opt.confirmRuns) {
                probes.push_back({states[i], m_attempts[m_lat.index(states[i])]});
                who.push_back(i);
            }
        if (probes.empty()) return votes;
        const std::vector<Observation> seen = runBatch(probes);
        for (std::size_t k = 0; k < seen.size(); ++k) {
            Votes& v = votes[who[k]];
            if (!counted(states[who[k]], seen[k], errors[who[k]])) continue;
            ++v.runs;
            v.passes += seen[k].pass;
            v.last = seen[k];
        }
    }
}

} // namespace luma::pex
