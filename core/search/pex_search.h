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
#include "core/search/lattice.h"

#include <string>
#include <vector>

namespace luma {

struct Observation {
    bool pass = false;
    std::vector<double> margins; // per constraint, relative (> 0 passes); may be empty
    std::string cause;           // for a FAIL: "TTFT", "TPOT", "throughput", "OOM", "error", …
};

class Oracle {
public:
    virtual ~Oracle() = default;
    // One physical run of `state`; `attempt` counts repeats of the same state from 0.
    virtual Observation run(const LatticeState& state, int attempt) = 0;
};

class Prior {
public:
    virtual ~Prior() = default;
    virtual std::size_t constraints() const = 0;
    // Predicted relative margin per constraint (> 0: that constraint passes).
    virtual void margins(const LatticeState& state, double* out) const = 0;
};

struct SearchOptions {
    double noiseBand = 0.05; // |margin| below this is within the measurement noise
    int maxRepeats = 5;      // runs of one state at most
    double flipRate = 0;     // > 0: every verdict may flip with this probability (repeat all)
    double errorTarget = 0.01; // wanted probability that the frontier has a wrong state
    bool useModel = true;
};

struct TestedState {
    LatticeState state;
    bool pass = false;
    int runs = 0;
    Observation last;
};

struct SearchResult {
    std::vector<LatticeState> minimalPass;
    std::vector<LatticeState> maximalFail;
    std::vector<TestedState> tested; // in the order they were decided
    long long runs = 0;              // physical runs, repeats included
    long long modelDisagreements = 0;
    long long certificateLowerBound() const {
        return static_cast<long long>(minimalPass.size() + maximalFail.size());
    }
};

// `seedPass`: states known to pass before the search (a warm start), never run again.
SearchResult pexSearch(const Lattice& lattice, Oracle& oracle, const Prior* prior, const SearchOptions& options,
                       const std::vector<LatticeState>& seedPass = {});

// Per-chain bisection, what a load-test ramp does: for every setting of all dimensions but the
// last, bisect the last dimension's threshold. For comparison only.
SearchResult chainBisection(const Lattice& lattice, Oracle& oracle);

} // namespace luma
