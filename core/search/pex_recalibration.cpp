// The prior as the search uses it: its raw margins (computed once), recalibrated by per-constraint
// offsets learned from the runs so far, and the certificate it predicts (its minimal PASS and
// maximal FAIL states) over what is still undecided. A model that is off by a constant is common
// (a derating, a slower kernel); recalibrating keeps its shape useful after a few runs.
#include "core/search/pex_engine.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace luma::pex {

// The prior's raw margins, computed once per state and constraint.
const double* Search::rawMargins(std::size_t index) const {
    const std::size_t k = m_prior->constraints();
    if (m_raw.empty()) {
        m_raw.resize(m_lat.size() * k);
        for (std::size_t i = 0; i < m_lat.size(); ++i) m_prior->margins(m_lat.state(i), m_raw.data() + i * k);
    }
    return m_raw.data() + index * k;
}

// The prior's verdict with the recalibrated offsets: the worst constraint decides.
double Search::predictedMargin(const LatticeState& s) const {
    const double* m = rawMargins(m_lat.index(s));
    double worst = std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < m_offsets.size(); ++k) worst = std::min(worst, m[k] + m_offsets[k]);
    return worst;
}

// Per-constraint offsets: the median gap between measured and predicted margins. Without
// measured margins, a disagreement shifts every constraint just enough to agree.
void Search::recalibrate(const LatticeState& s, const Observation& o, bool verdict) {
    if (!m_prior) return;
    const double* raw = rawMargins(m_lat.index(s));
    const std::vector<double> predicted(raw, raw + m_prior->constraints());
    const bool agreed = predictedPass(s) == verdict;
    if (!agreed) ++m_disagreements;
    if (o.margins.size() == predicted.size()) {
        m_gaps.resize(predicted.size());
        for (std::size_t k = 0; k < predicted.size(); ++k) {
            // Far from the boundary a model's error is larger and says little about it.
            if (std::fabs(predicted[k]) > 0.15 && !m_gaps[k].empty()) continue;
            m_gaps[k].push_back(o.margins[k] - predicted[k]);
            auto g = m_gaps[k];
            std::nth_element(g.begin(), g.begin() + static_cast<long>(g.size() / 2), g.end());
            m_offsets[k] = g[g.size() / 2];
        }
    } else if (m_gaps.empty()) {
        // Verdicts only: one shift for every constraint, the one that agrees with the most
        // verdicts so far (a single surprising verdict moves it by a little, not to itself).
        double worst = std::numeric_limits<double>::infinity();
        for (std::size_t k = 0; k < predicted.size(); ++k) worst = std::min(worst, predicted[k]);
        m_verdicts.emplace_back(worst, verdict);
        std::vector<std::pair<double, bool>> v = m_verdicts;
        std::sort(v.begin(), v.end());
        // Shift d passes state i when margin_i + d >= 0. Try d just above each -margin_i.
        long passesAbove = 0;
        for (const auto& [m, p] : v) passesAbove += p;
        long failsBelow = 0, best = -1;
        double bestShift = m_shift;
        for (std::size_t i = 0; i <= v.size(); ++i) {
            // States [0, i) are predicted FAIL, [i, n) PASS under a shift between them.
            const long agree = failsBelow + passesAbove;
            const double lo = i == 0 ? -1.0 : -v[i - 1].first;
            const double hi = i == v.size() ? lo - 1.0 : -v[i].first;
            const double shift = i == 0 ? -v[0].first + 0.01 : (i == v.size() ? -v.back().first - 0.01 : (lo + hi) / 2);
            if (agree > best || (agree == best && std::fabs(shift) < std::fabs(bestShift))) {
                best = agree;
                bestShift = shift;
            }
            if (i < v.size()) {
                failsBelow += !v[i].second;
                passesAbove -= v[i].second;
            }
        }
        m_shift = bestShift;
        for (double& off : m_offsets) off = m_shift;
    }
}

// The prior's certificate over the states not yet decided, nearest to the boundary first.
std::vector<LatticeState> Search::predictedCertificate() const {
    std::vector<std::pair<double, std::size_t>> out;
    const std::size_t n = m_lat.size();
    std::vector<signed char> pred(n);
    std::vector<double> margin(n);
    const std::size_t k = m_offsets.size();
    for (std::size_t i = 0; i < n; ++i) {
        const double* raw = rawMargins(i);
        margin[i] = std::numeric_limits<double>::infinity();
        for (std::size_t c = 0; c < k; ++c) margin[i] = std::min(margin[i], raw[c] + m_offsets[c]);
        pred[i] = margin[i] >= 0 ? 1 : -1;
    }
    const auto predictedPassAt = [&](std::size_t i) { return pred[i] > 0; };
    for (std::size_t i = 0; i < n; ++i)
        if (!m_decided[i] && m_lat.extreme(i, predictedPassAt)) out.emplace_back(std::fabs(margin[i]), i);
    std::sort(out.begin(), out.end());
    std::vector<LatticeState> states;
    states.reserve(out.size());
    for (const auto& [m, i] : out) states.push_back(m_lat.state(i));
    return states;
}

} // namespace luma::pex
