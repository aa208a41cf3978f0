// Decisions and monotonicity violations: a verdict lands in the closure of decided states, unless
// monotonicity contradicts it (a PASS below a FAIL). Noise must not decide other states at its
// first word, so both states are re-run, each one's majority stands, and a violation that
// persists is reported with its counts; the FAIL wins.
#include "core/search/pex_engine.h"

#include <algorithm>
#include <optional>

namespace luma::pex {

void Search::decide(const LatticeState& s, int passes, int runs, const Observation& last) {
    TestedState t{s, 2 * passes > runs, runs, passes, last}; // a tie is not evidence of PASS
    const int closure = decided(s);
    if (closure != 0 && (closure > 0) != t.pass) return contradicted(std::move(t));
    if (!t.pass && runs == 1 && s == m_lat.top() && m_opt.confirmRuns > 0) {
        // One failing run at the top would decide every state: confirm it first.
        addVotes(t, confirm({s}).front());
    }
    recalibrate(s, t.last, t.pass);
    m_tested.push_back(std::move(t));
    if (m_tested.back().pass)
        markPass(s);
    else
        markFail(s);
    if (m_opt.onDecided) m_opt.onDecided(m_tested.back());
}

void Search::addVotes(TestedState& t, const Votes& v) {
    t.runs += v.runs;
    t.passes += v.passes;
    const bool pass = 2 * t.passes > t.runs;
    if (v.runs > 0 && v.last.pass == pass) t.last = v.last;
    t.pass = pass;
}

// `t`'s verdict contradicts what monotonicity says from a tested state: a PASS below a FAIL.
// Re-run both; each state's majority stands. A violation that persists is reported, and the
// FAIL wins: a state that fails is never qualified by a smaller one that passed.
void Search::contradicted(TestedState t) {
    auto other = std::find_if(m_tested.rbegin(), m_tested.rend(), [&](const TestedState& o) {
        return o.pass != t.pass && (t.pass ? Lattice::below(t.state, o.state) : Lattice::below(o.state, t.state));
    });
    if (other == m_tested.rend()) {
        // Decided by a warm-start seed, not by a run: the run is the evidence.
        m_tested.push_back(std::move(t));
        rebuildClosure();
        if (m_opt.onDecided) m_opt.onDecided(m_tested.back());
        return;
    }
    std::vector<LatticeState> again{t.state};
    const bool otherConfirmed = other->runs > m_opt.confirmRuns; // re-run once at most
    if (!otherConfirmed) again.push_back(other->state);
    const std::vector<Votes> votes = confirm(again);
    addVotes(t, votes[0]);
    const bool otherWas = other->pass;
    if (!otherConfirmed) addVotes(*other, votes[1]);
    const TestedState& pass = t.pass ? t : *other;
    const TestedState& fail = t.pass ? *other : t;
    if (pass.pass && !fail.pass)
        m_violations.push_back({pass.state, fail.state, pass.passes, pass.runs, fail.passes, fail.runs});
    // The earlier state's verdict turned over: say so, as a decision of its own.
    const std::optional<TestedState> turned =
        other->pass != otherWas ? std::optional<TestedState>(*other) : std::nullopt;
    m_tested.push_back(std::move(t));
    rebuildClosure();
    if (m_opt.onDecided) {
        if (turned) m_opt.onDecided(*turned);
        m_opt.onDecided(m_tested.back());
    }
}

// The decided states from the tested ones again, FAILs first (see `contradicted`), then the
// seeds and PASSes. States it un-decides are searched again.
void Search::rebuildClosure() {
    std::fill(m_decided.begin(), m_decided.end(), 0);
    for (const auto& t : m_tested)
        if (!t.pass) markFail(t.state);
    for (const auto& s : m_seeds) markPass(s);
    for (const auto& t : m_tested)
        if (t.pass) markPass(t.state);
    m_cursor = m_lat.size();
}

} // namespace luma::pex
