#pragma once
// PEX frontier search on a monotone resource lattice (more of any resource never turns PASS
// into FAIL; physical noise can): find every minimal PASS state and every maximal FAIL state
// with as few physical runs as possible.
//
// Model-guided certify-and-repair: the prior's predicted certificate (its minimal PASS and
// maximal FAIL states) is run first, nearest to the boundary first; states that monotonicity
// already decides are never run. A disagreement recalibrates the prior's per-constraint offsets
// and is repaired locally, galloping then bisecting along each axis from the model's guess.
// When the certificate is exhausted, model-free dualization finishes: test a maximal undecided
// state; a FAIL there is a maximal FAIL, a PASS descends to a new minimal PASS. Runs whose
// margin lies inside the noise band (or every run, for an oracle with a known flip rate) are
// repeated with a sequential test until one verdict leads by r.
//
// Batches: with `SearchOptions::batch` = k > 1 the search proposes up to k undecided states at
// once through `Oracle::runBatch`, which a pool of hosts runs in parallel: the certificate's
// next pairwise incomparable states; while dualizing, the next probe of each of up to k
// descents under way, then maximal undecided states, then more levels of one descent's axis.
//
// Monotonicity violations: a state that passes below one that fails (seen when a batch runs
// levels of one chain at once, or when the top of the lattice fails) is never taken at its
// first word: both states are re-run, the majority of each decides, and a violation that
// persists is reported with its counts instead of silently deciding other states (before,
// one failing run at the top concluded "no state passes").
//
// No evidence, no verdict: an inconclusive observation (the run broke for reasons that say
// nothing about the state) is retried and never decides any state; when a state stays
// inconclusive the search stops with `SearchStopped` and the reason.
#include "core/search/lattice.h"
#include "core/util/cancel.h"

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace luma {

struct Observation {
    bool pass = false;
    bool inconclusive = false;   // no verdict: `pass` means nothing, `cause` says why
    std::vector<double> margins; // per constraint, relative (> 0 passes); may be empty
    std::string cause;           // for a FAIL: "TTFT", "TPOT", "throughput", "OOM", …; inconclusive: the reason
};

struct Probe {
    LatticeState state;
    int attempt = 0; // conclusive runs of this state so far
};

class Oracle {
public:
    virtual ~Oracle() = default;
    // One physical run of `state`; `attempt` counts conclusive runs of the same state from 0
    // (an inconclusive run is retried with the same attempt).
    virtual Observation run(const LatticeState& state, int attempt) = 0;
    // Several independent runs; the default runs them one after the other.
    virtual std::vector<Observation> runBatch(const std::vector<Probe>& probes) {
        std::vector<Observation> out;
        out.reserve(probes.size());
        for (const auto& p : probes) out.push_back(run(p.state, p.attempt));
        return out;
    }
};

// A state whose runs stayed inconclusive: the campaign cannot go on without guessing.
class SearchStopped : public std::runtime_error {
public:
    SearchStopped(LatticeState state, const std::string& reason)
        : std::runtime_error(reason), m_state(std::move(state)) {}
    const LatticeState& state() const { return m_state; }

private:
    LatticeState m_state;
};

class Prior {
public:
    virtual ~Prior() = default;
    virtual std::size_t constraints() const = 0;
    // Predicted relative margin per constraint (> 0: that constraint passes).
    virtual void margins(const LatticeState& state, double* out) const = 0;
};

struct TestedState {
    LatticeState state;
    bool pass = false;
    int runs = 0;   // conclusive runs of the state
    int passes = 0; // of which passed
    Observation last;
};

// A state that passed below a state that failed, after both were re-run.
struct MonotonicityViolation {
    LatticeState passing, failing;
    int passingPasses = 0, passingRuns = 0; // PASS verdicts among the passing state's runs
    int failingPasses = 0, failingRuns = 0;
};

struct SearchOptions {
    double noiseBand = 0.05;   // |margin| below this is within the measurement noise
    int maxRepeats = 5;        // runs of one state at most
    double flipRate = 0;       // > 0: every verdict may flip with this probability (repeat all)
    double errorTarget = 0.01; // wanted probability that the frontier has a wrong state
    bool useModel = true;
    int batch = 1;               // states proposed at once (hosts that run in parallel)
    int inconclusiveRetries = 2; // re-runs of an inconclusive run before the search stops
    int confirmRuns = 2;         // extra runs of each state of a monotonicity violation
    const CancelToken* cancel = nullptr;
    std::function<void(const TestedState&)> onDecided; // each state as its verdict lands
};

struct SearchResult {
    std::vector<LatticeState> minimalPass;
    std::vector<LatticeState> maximalFail;
    std::vector<TestedState> tested; // in the order they were decided
    std::vector<MonotonicityViolation> violations;
    long long runs = 0; // physical runs, repeats included (not inconclusive ones)
    long long inconclusiveRuns = 0;
    long long modelDisagreements = 0;
    long long certificateLowerBound() const {
        return static_cast<long long>(minimalPass.size()) + static_cast<long long>(maximalFail.size());
    }
};

// `seedPass`: states known to pass before the search (a warm start), never run again.
SearchResult pexSearch(const Lattice& lattice, Oracle& oracle, const Prior* prior, const SearchOptions& options,
                       const std::vector<LatticeState>& seedPass = {});

// Per-chain bisection, what a load-test ramp does: for every setting of all dimensions but the
// last, bisect the last dimension's threshold. For comparison only.
SearchResult chainBisection(const Lattice& lattice, Oracle& oracle);

} // namespace luma
