// The gated-batch TTFT model (gatedBatchQuantiles, queueing.h): the distribution function of a
// prompt's time to first token, tabulated once per call, and the quantiles read off it.
#include "core/predict/queueing.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace luma::queueing {

namespace {

// A Poisson(m) law on at most kPoints points, from where its mass begins (m - 5 sd) to where it
// ends (m + 5 sd: past it less than 1e-7 for any m): point i holds the counts [start + i stride,
// start + (i + 1) stride), exactly when stride is 1 (m up to about 4), binned beyond (a bin is then
// a small part of a near-normal spread). Running sums of mass and of mass x count make the mass
// and mean of the points below any count O(1).
constexpr int kPoints = 24;
struct PoissonTable {
    double start = 0, stride = 1;
    int n = 0;
    double cum0[kPoints + 1] = {}, cum1[kPoints + 1] = {};
    double value[kPoints] = {}; // each point's mean count

    // `dispersion` > 1: a negative binomial of that variance over mean instead.
    void build(double m, double dispersion = 1.0) {
        const bool nb = dispersion > 1.0 + 1e-9 && m > 0;
        const double r = nb ? m / (dispersion - 1.0) : 0.0, pnb = nb ? 1.0 - 1.0 / dispersion : 0.0;
        const double sd = std::sqrt(std::max(m, 0.0) * std::max(1.0, dispersion));
        start = std::max(0.0, std::floor(m - 5.0 * sd - 2.0));
        const double end = std::ceil(m + 5.0 * sd + 5.0);
        stride = std::max(1.0, std::ceil((end - start + 1.0) / kPoints));
        n = std::min(kPoints, static_cast<int>(std::ceil((end - start + 1.0) / stride)));
        double k = start;
        double p = nb ? std::exp(std::lgamma(r + k) - std::lgamma(r) - std::lgamma(k + 1.0) + r * std::log1p(-pnb) +
                                 k * std::log(pnb))
                      : poissonPmf(m, k);
        for (int i = 0; i < n; ++i) {
            double mass = 0, moment = 0;
            for (double j = 0; j < stride; j += 1.0) {
                mass += p;
                moment += p * k;
                k += 1.0;
                p *= nb ? (r + k - 1.0) / k * pnb : (m > 0 ? m / k : 0.0);
            }
            cum0[i + 1] = cum0[i] + mass;
            cum1[i + 1] = cum1[i] + moment;
            value[i] = mass > 0 ? moment / mass : start + (i + 0.5) * stride;
        }
    }
    double mass(int i) const { return cum0[i + 1] - cum0[i]; }
    double mean(int i) const { return value[i]; }
    // The first point whose mean count exceeds x (n when none does).
    int above(double x) const {
        if (!(x >= start)) return 0;
        // Clamped before the cast: x can be huge (a tiny spread per token), and the cast of an
        // out-of-range double is undefined.
        int i = static_cast<int>(std::min<double>(n, (x - start) / stride));
        while (i > 0 && mean(i - 1) > x) --i;
        while (i < n && mean(i) <= x) ++i;
        return i;
    }
};

// The running iteration carries K prompts (mean lambda meanIter) and lasts len(K); the prompt
// waits out a uniform share of it, then its own iteration carries it and the N others that
// arrived meanwhile, N ~ Poisson(lambda len(K)): bare + delta1 + N deltaN.
// (A binned point's mean count may lie between 0 and 1: the first prompt's cost scales.)
//
// At most `maxPerIteration` prompts share an iteration (the token budget; 70B at 4k prompts,
// an 8192-token budget: two). Prompts run first come, first served: those of the running
// iteration's arrivals beyond the cap (the running point's count over it) go first, then the
// N + 1 that arrived during it, the tagged prompt any of them with equal chance; every
// iteration but the last it needs carries the cap. Leaving the ones beyond the cap out would
// give a smaller cap a shorter wait: the p99 would fall where the decoders take a prompt's
// budget as load rises.
class GatedBatchWait {
public:
    GatedBatchWait(double lambda, double bare, double delta1, double deltaN, double meanIter, double runningDispersion,
                   double maxPerIteration)
        : bare_(bare), delta1_(delta1), deltaN_(deltaN), dN_(std::max(deltaN, 0.0)),
          perIteration_(std::max(1.0, maxPerIteration)), cap_(perIteration_ - 1.0), base_(bare + delta1),
          full_(base_ + cap_ * dN_), maxPerIteration_(maxPerIteration), lenMax_(bare) {
        tabulateRunning(lambda, meanIter, runningDispersion);
        listPastCap();
    }

    // P(TTFT <= t).
    double cdf(double t) const {
        const double total = withinCap(t) + pastCap(t);
        return norm_ > 0 ? total / norm_ : 1.0;
    }
    // Where the distribution function starts and (beyond any mass that can move a quantile) ends.
    double lowest() const { return base_; }
    double highest() const {
        const double most = aheadMax_ + lastNext_ + 1.0; // prompts in the tagged prompt's queue, at most
        return base_ + lenMax_ + lastNext_ * dN_ +
               (most > perIteration_ ? std::ceil(most / perIteration_) * full_ : 0.0);
    }

private:
    // Past the cap: each term is a (weight, finish, running length) ramp, kept as the edges where
    // its ramps start and end, sorted, with running sums of slope w / L and of slope x edge.
    static constexpr int kPast = 2 * kPoints * kPoints;
    struct Edge {
        double at, slope, moment;
    };

    double len(double k) const {
        k = std::min(k, maxPerIteration_);
        return bare_ + delta1_ * std::min(k, 1.0) + deltaN_ * std::max(k - 1.0, 0.0);
    }

    // The running iterations that carry mass (below 1e-9 a point cannot move a p99, even
    // length-biased), length-biased, each with the law of the prompts that arrive during it.
    void tabulateRunning(double lambda, double meanIter, double runningDispersion) {
        PoissonTable running;
        running.build(std::max(0.0, lambda * meanIter), runningDispersion);
        for (int i = 0; i < running.n; ++i) {
            if (running.mass(i) < 1e-9) continue;
            const int p = points_;
            length_[p] = len(running.mean(i));
            weight_[p] = running.mass(i) * length_[p]; // length-biased
            norm_ += weight_[p];
            next_[p].build(lambda * length_[p]);
            ahead_[p] = std::max(0.0, running.mean(i) - perIteration_);
            capped_[p] = next_[p].above(cap_ - ahead_[p] - 0.5);
            lastNext_ = std::max(lastNext_, next_[p].start + next_[p].n * next_[p].stride);
            lenMax_ = std::max(lenMax_, length_[p]);
            aheadMax_ = std::max(aheadMax_, ahead_[p]);
            ++points_;
        }
    }

    // Past the cap: the tagged prompt's place among positions (E, E + N + 1] sets the iteration k
    // that carries it, ((k - 1) cap, k cap], after k - 1 full ones. Those terms do not depend on
    // the time asked: listed once (only those with mass enough to move a p99).
    void listPastCap() {
        for (int i = 0; i < points_ && beyond_ < kPast; ++i) {
            const PoissonTable& nx = next_[i];
            const double E = ahead_[i];
            const int firstK = static_cast<int>(std::floor(E / perIteration_)) + 1;
            for (int j = capped_[i]; j < nx.n && beyond_ < kPast; ++j) {
                const double w = weight_[i] * nx.mass(j);
                if (w < 1e-8 * norm_) continue; // all such together below 1e-5 of the mass
                const double others = nx.mean(j), together = E + others + 1.0;
                for (int k = firstK; k < firstK + 64 && (k - 1) * perIteration_ < together && beyond_ < kPast; ++k) {
                    const double from = std::max((k - 1) * perIteration_, E),
                                 to = std::min(k * perIteration_, together);
                    if (to <= from) continue;
                    const double carried = std::min(together - (k - 1) * perIteration_, perIteration_);
                    addRamp(w * (to - from) / (others + 1.0),
                            (k - 1) * full_ + base_ + std::max(0.0, carried - 1.0) * dN_, length_[i]);
                }
            }
        }
        for (Edge* e : {starts_, ends_}) {
            std::sort(e, e + beyond_, [](const Edge& x, const Edge& y) { return x.at < y.at; });
            double slope = 0, moment = 0;
            for (int k = 0; k < beyond_; ++k) {
                slope += e[k].slope;
                moment += e[k].slope * e[k].at;
                e[k].slope = slope;
                e[k].moment = moment;
            }
        }
    }
    // A term ramps up from its finish f over the running length L.
    void addRamp(double weight, double finish, double length) {
        const double a = weight / length;
        starts_[beyond_] = {finish, a, 0.0};
        ends_[beyond_] = {finish + length, a, 0.0};
        ++beyond_;
    }

    // The mass of the cases where the tagged prompt's iteration is not past the cap, below t.
    double withinCap(double t) const {
        double total = 0;
        for (int i = 0; i < points_; ++i) {
            const PoissonTable& nx = next_[i];
            const double L = length_[i], E = ahead_[i];
            const int c = capped_[i];
            double inner;
            // All of them fit one iteration: it carries the E ahead, the N and the tagged prompt.
            if (deltaN_ <= 0) {
                inner = nx.cum0[c] * std::clamp((t - base_) / L, 0.0, 1.0);
            } else {
                const double u = t - E * dN_;
                const int whole = std::min(c, nx.above((u - base_ - L) / deltaN_)),
                          some = std::min(c, nx.above((u - base_) / deltaN_));
                const double m0 = nx.cum0[some] - nx.cum0[whole], m1 = nx.cum1[some] - nx.cum1[whole];
                inner = nx.cum0[whole] + ((u - base_) * m0 - deltaN_ * m1) / L;
            }
            total += weight_[i] * inner;
        }
        return total;
    }
    // Past the cap: w clamp((t - f) / L, 0, 1) = (w / L) ((t - f)+ - (t - f - L)+): two running
    // sums over the terms' starts and ends, each in order, read at t by binary search.
    double pastCap(double t) const {
        if (beyond_ == 0) return 0;
        const auto upTo = [&](const Edge* e, const Edge* end) {
            const Edge* k = std::lower_bound(e, end, t, [](const Edge& x, double v) { return x.at < v; });
            return k == e ? 0.0 : t * (k - 1)->slope - (k - 1)->moment;
        };
        return upTo(starts_, starts_ + beyond_) - upTo(ends_, ends_ + beyond_);
    }

    const double bare_, delta1_, deltaN_, dN_, perIteration_, cap_, base_, full_, maxPerIteration_;
    double weight_[kPoints] = {}, length_[kPoints] = {}, norm_ = 0;
    double ahead_[kPoints] = {}; // per running point, its arrivals beyond the cap, queued ahead
    int capped_[kPoints] = {};   // per running point, the first point of its N at or past the cap
    PoissonTable next_[kPoints];
    double lastNext_ = 0, lenMax_, aheadMax_ = 0;
    int points_ = 0;
    Edge starts_[kPast], ends_[kPast];
    int beyond_ = 0;
};

// The q-quantile of a monotone, piecewise-linear distribution function on [lo, hi]: regula
// falsi with the Illinois rule.
double illinoisQuantile(const GatedBatchWait& law, double q, double lo, double hi) {
    double flo = law.cdf(lo) - q, fhi = law.cdf(hi) - q;
    if (flo >= 0) return lo;
    if (fhi <= 0) return hi;
    int side = 0;
    for (int i = 0; i < 60 && hi - lo > 1e-4 * lo; ++i) {
        double mid = (lo * fhi - hi * flo) / (fhi - flo);
        if (!(mid > lo && mid < hi)) mid = 0.5 * (lo + hi);
        const double f = law.cdf(mid) - q;
        if (f < 0) {
            lo = mid;
            flo = f;
            if (side == -1) fhi *= 0.5;
            side = -1;
        } else {
            hi = mid;
            fhi = f;
            if (side == 1) flo *= 0.5;
            side = 1;
        }
    }
    return hi;
}

} // namespace

Quantiles gatedBatchQuantiles(double lambda, double bare, double delta1, double deltaN, double meanIter, double qLo,
                              double qHi, double runningDispersion, double maxPerIteration) {
    const GatedBatchWait law(lambda, bare, delta1, deltaN, meanIter, runningDispersion, maxPerIteration);
    const double hi = law.highest();
    Quantiles out;
    out.lo = illinoisQuantile(law, qLo, law.lowest(), hi);
    out.hi = qHi == qLo ? out.lo : illinoisQuantile(law, qHi, out.lo, hi);
    return out;
}

double gatedBatchQuantile(double lambda, double bare, double delta, double meanIter, double q) {
    return gatedBatchQuantiles(lambda, bare, delta, delta, meanIter, q, q).hi;
}

} // namespace luma::queueing
