// A descent from a known PASS to a minimal PASS below it, one axis at a time: start at the
// model's guess, gallop down, then bisect. Levels that other runs already decided are taken
// for free, so that a pool's descents profit from each other's verdicts.
#include "core/search/pex_engine.h"

#include <algorithm>

namespace luma::pex {

Search::Descent Search::startDescent(LatticeState s) {
    Descent w{std::move(s)};
    startAxis(w);
    return w;
}

// The bracket of the next axis that has one; an axis at level 0 has nothing below it.
void Search::startAxis(Descent& w) {
    for (; w.dim < w.s.size(); ++w.dim) {
        w.lo = -1;
        w.hi = w.s[w.dim];
        w.step = 1;
        w.guesses[0] = w.guesses[1] = -2;
        if (m_prior) {
            LatticeState g = w.s;
            int guess = w.hi;
            for (int level = 0; level < w.hi; ++level) {
                g[w.dim] = level;
                if (predictedPass(g)) {
                    guess = level;
                    break;
                }
            }
            w.guesses[0] = guess;
            w.guesses[1] = guess - 1;
        }
        if (w.hi - w.lo > 1) return;
    }
}

// Up to n levels of the walk's axis worth probing now, the one a single host would probe
// first: the model's guesses, else the next gallop steps down from the known PASS, else
// n evenly spaced levels of the bracket (n-section).
std::vector<int> Search::nextLevels(const Descent& w, std::size_t n) const {
    std::vector<int> out;
    const auto add = [&](int level) {
        if (out.size() < n && level > w.lo && level < w.hi && std::find(out.begin(), out.end(), level) == out.end())
            out.push_back(level);
    };
    for (int g : w.guesses) add(g);
    const std::size_t rest = n - out.size();
    for (std::size_t j = 1; j <= rest; ++j) {
        if (w.lo == -1)
            add(std::max(0, w.hi - (w.step << (j - 1))));
        else
            add(w.lo +
                static_cast<int>(static_cast<long>(w.hi - w.lo) * static_cast<long>(j) / static_cast<long>(rest + 1)));
    }
    return out;
}

// The walk's bracket after verdicts at `levels` of its axis: the lowest PASS bounds it from
// above, and a FAIL above that (noise) cannot move it. A finished axis moves to the next.
void Search::advance(Descent& w, const std::vector<int>& levels, const std::vector<bool>& pass) {
    const bool galloping = w.lo == -1;
    int gallops = 0;
    for (std::size_t j = 0; j < levels.size(); ++j) {
        gallops += galloping && levels[j] != w.guesses[0] && levels[j] != w.guesses[1];
        if (pass[j]) w.hi = std::min(w.hi, levels[j]);
    }
    for (std::size_t j = 0; j < levels.size(); ++j)
        if (!pass[j] && levels[j] < w.hi) w.lo = std::max(w.lo, levels[j]);
    w.step <<= gallops;
    if (w.hi - w.lo > 1) return;
    w.s[w.dim] = w.hi;
    ++w.dim;
    startAxis(w);
}

LatticeState Search::onAxis(const Descent& w, int level) const {
    LatticeState s = w.s;
    s[w.dim] = level;
    return s;
}

// Other runs (a pool's other descents, earlier descents, the certificate) decide states on a
// walk's axis between its own probes: its bracket takes every decided level, not only those
// it would probe: a level decided for free is a run saved, most of all in a pool, where the
// other descents keep deciding states on this one's axis.
bool Search::absorb(Descent& w) {
    std::vector<int> known;
    std::vector<bool> verdicts;
    for (int level = w.lo + 1; level < w.hi; ++level)
        if (const int v = decided(onAxis(w, level)); v != 0) {
            known.push_back(level);
            verdicts.push_back(v > 0);
        }
    if (known.empty()) return false;
    const std::size_t dim = w.dim;
    const int step = w.step;
    advance(w, known, verdicts);
    if (w.dim == dim) w.step = step; // no gallop step was taken
    return true;
}

// The walk's next levels, those that monotonicity already decides taken for free, until it
// is done or every one of them needs a run.
std::vector<int> Search::pendingLevels(Descent& w, std::size_t n) {
    while (!w.done()) {
        if (absorb(w)) continue;
        std::vector<int> levels = nextLevels(w, n);
        std::vector<int> known;
        std::vector<bool> verdicts;
        for (int level : levels)
            if (const int v = decided(onAxis(w, level)); v != 0) {
                known.push_back(level);
                verdicts.push_back(v > 0);
            }
        if (known.empty()) return levels;
        advance(w, known, verdicts);
    }
    return {};
}

} // namespace luma::pex
