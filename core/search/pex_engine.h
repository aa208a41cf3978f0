#pragma once
// The PEX search's engine (private to core/search): one Search object per pexSearch() call,
// holding what the search knows (the decided states, the tested ones, the recalibrated model).
// Its five ideas live in files of their own, each readable alone:
//   pex_search.cpp           the campaign's plan: certify-and-repair with the model, then dualize
//   pex_sequential_test.cpp  one verdict per state, repeated while it is uncertain
//   pex_violations.cpp       a verdict that monotonicity contradicts: re-run both, majority decides
//   pex_recalibration.cpp    the prior's margins, their per-constraint offsets, its certificate
//   pex_descent.cpp          from a PASS down to a minimal PASS, one axis at a time
//   pex_dualization.cpp      model-free dualization, several descents per round of a host pool
#include "core/search/pex_search.h"

#include <cstddef>
#include <utility>
#include <vector>

namespace luma::pex {

class Search {
public:
    Search(const Lattice& lattice, Oracle& oracle, const Prior* prior, const SearchOptions& opt);
    SearchResult run(const std::vector<LatticeState>& seeds);

private:
    // --- The campaign's plan and the closure of decided states (pex_search.cpp)
    int decided(const LatticeState& s) const { return m_decided[m_lat.index(s)]; }
    void markPass(const LatticeState& s);
    void markFail(const LatticeState& s);
    void certifyAndRepair();
    static bool comparableWithAny(const std::vector<LatticeState>& batch, const LatticeState& s);
    SearchResult finish();

    // --- Sequential test (pex_sequential_test.cpp)
    void sizeLead(std::size_t expectedStates);
    std::vector<bool> testBatch(const std::vector<LatticeState>& states);
    std::vector<Observation> runBatch(const std::vector<Probe>& probes);
    bool counted(const LatticeState& s, const Observation& o, int& errors);
    // `confirmRuns` more conclusive runs of each state: (passes, runs, last observation).
    struct Votes {
        int passes = 0, runs = 0;
        Observation last;
    };
    std::vector<Votes> confirm(const std::vector<LatticeState>& states);

    // --- Decisions and monotonicity violations (pex_violations.cpp)
    void decide(const LatticeState& s, int passes, int runs, const Observation& last);
    static void addVotes(TestedState& t, const Votes& v);
    void contradicted(TestedState t);
    void rebuildClosure();

    // --- The recalibrated prior (pex_recalibration.cpp)
    const double* rawMargins(std::size_t index) const;
    double predictedMargin(const LatticeState& s) const;
    bool predictedPass(const LatticeState& s) const { return predictedMargin(s) >= 0; }
    void recalibrate(const LatticeState& s, const Observation& o, bool verdict);
    std::vector<LatticeState> predictedCertificate() const;

    // --- Descent (pex_descent.cpp)
    // A descent from a PASS to a minimal PASS below it, one resource at a time: along each axis
    // the lowest passing level, starting at the model's guess when there is one (and its lower
    // neighbour: with a good model, that settles it), galloping down from the known PASS, then
    // bisecting. A host pool keeps several descents going at once, one probe each per round.
    struct Descent {
        LatticeState s;      // a PASS; s[dim] is where this axis started
        std::size_t dim = 0; // the axis being searched; s.size() when done
        int lo = -1, hi = 0; // verdict(lo) = FAIL (or lo = -1), verdict(hi) = PASS
        int step = 1;        // the next gallop step
        int guesses[2] = {-2, -2};
        bool done() const { return dim == s.size(); }
    };
    Descent startDescent(LatticeState s);
    void startAxis(Descent& w);
    std::vector<int> nextLevels(const Descent& w, std::size_t n) const;
    void advance(Descent& w, const std::vector<int>& levels, const std::vector<bool>& pass);
    LatticeState onAxis(const Descent& w, int level) const;
    bool absorb(Descent& w);
    std::vector<int> pendingLevels(Descent& w, std::size_t n);

    // --- Dualization (pex_dualization.cpp)
    // One round of a host pool: the states to run and, for each, who asked for it (descents
    // that reached the same state share its run).
    struct Round {
        static constexpr std::size_t top = static_cast<std::size_t>(-1); // a maximal undecided state
        std::vector<LatticeState> states;
        std::vector<std::vector<std::pair<std::size_t, int>>> owners; // (descent, level) per state
        // Takes `s` unless a state of the round could decide it or be decided by it; `sameAxis`
        // also allows levels of one axis (hosts to spare run them as an n-section).
        bool take(LatticeState s, std::size_t walk, int level, bool sameAxis);
        static int differing(const LatticeState& a, const LatticeState& b);
    };
    void dualize();

    const Lattice& m_lat;
    Oracle& m_oracle;
    const Prior* m_prior;
    SearchOptions m_opt;
    std::vector<signed char> m_decided; // +1 PASS, -1 FAIL, 0 unknown
    std::vector<int> m_attempts;        // conclusive runs per state so far: the next run's attempt
    std::vector<LatticeState> m_seeds;
    std::vector<MonotonicityViolation> m_violations;
    std::size_t m_cursor = 0; // dualization: every state at or above it is decided
    std::vector<double> m_offsets;
    std::vector<std::vector<double>> m_gaps;
    mutable std::vector<double> m_raw;
    std::vector<std::pair<double, bool>> m_verdicts; // (worst predicted margin, verdict) per tested state
    double m_shift = 0;
    std::vector<TestedState> m_tested;
    long long m_runs = 0, m_disagreements = 0, m_inconclusive = 0;
    int m_lead = 2;
};

} // namespace luma::pex
