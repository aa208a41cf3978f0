#include "core/predict/queueing.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>

namespace luma::queueing {

double normalQuantile(double q) {
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,  -2.759285104469687e+02,
                                   1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                                   6.680131188771972e+01, -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                                   -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                                   3.754408661907416e+00};
    q = std::clamp(q, 1e-12, 1.0 - 1e-12);
    const auto tail = [&](double p) {
        const double t = std::sqrt(-2.0 * std::log(p));
        return (((((c[0] * t + c[1]) * t + c[2]) * t + c[3]) * t + c[4]) * t + c[5]) /
               ((((d[0] * t + d[1]) * t + d[2]) * t + d[3]) * t + 1.0);
    };
    if (q < 0.02425) return tail(q);
    if (q > 1.0 - 0.02425) return -tail(1.0 - q);
    const double u = q - 0.5, r = u * u;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * u /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
}

namespace {
// P(K = k) for K ~ Poisson(m), in log space: exp(-m) underflows to 0 above m ~ 745.
double poissonPmf(double m, double k) {
    if (k == 0) return std::exp(-m); // most tables start at 0: no logarithms
    return m > 0 ? std::exp(k * std::log(m) - m - std::lgamma(k + 1.0)) : 0.0;
}
} // namespace

double poissonQuantile(double m, double q) {
    if (m <= 0) return 0;
    // Far out the sum below would start from an underflowed exp(-m): the normal limit is exact
    // enough there (and cheap).
    if (m > 500) return std::max(0.0, std::ceil(m + normalQuantile(q) * std::sqrt(m)));
    double term = std::exp(-m), cdf = term, k = 0;
    while (cdf < q && k < m + 20.0 * std::sqrt(m) + 50.0) {
        k += 1.0;
        term *= m / k;
        cdf += term;
    }
    return k;
}

Quantiles lagrangianPoissonQuantiles(double theta, double mu, double qLo, double qHi) {
    Quantiles out;
    if (theta <= 0) return out;
    mu = std::clamp(mu, 0.0, 0.999);
    const double mean = theta / (1.0 - mu), sd = std::sqrt(theta / std::pow(1.0 - mu, 3.0));
    // A wide law of small skew (the sum would take hundreds of steps): its Cornish-Fisher
    // expansion with skewness (1 + 2 mu) / sqrt(theta (1 - mu)) and excess kurtosis
    // (1 + 8 mu + 6 mu^2) / (theta (1 - mu)) lands within 0.1 sd of the sum's quantile there.
    const double skew = (1.0 + 2.0 * mu) / std::sqrt(theta * (1.0 - mu));
    if (theta >= 20 && skew <= 0.8) {
        const double kurt = (1.0 + 8.0 * mu + 6.0 * mu * mu) / (theta * (1.0 - mu));
        const auto at = [&](double q) {
            const double z = normalQuantile(q);
            const double w = z + (z * z - 1.0) * skew / 6.0 + (z * z * z - 3.0 * z) * kurt / 24.0 -
                             (2.0 * z * z * z - 5.0 * z) * skew * skew / 36.0;
            return std::max(0.0, std::ceil(mean + w * sd - 0.5));
        };
        return {at(qLo), at(qHi)};
    }
    // Far past the bulk the sum stops (the loop is bounded, never the answer's accuracy at p99).
    const double last = mean + 30.0 * sd + 50.0;
    // The sum starts where the mass does (the law is skewed right: below mean - 8 sd there is
    // less than the normal's 1e-15), log k! carried along instead of lgamma at every step.
    double k = std::max(0.0, std::floor(mean - 8.0 * sd - 10.0));
    const double logTheta = std::log(theta);
    double logFactorial = std::lgamma(k + 1.0);
    const auto pmf = [&](double j) {
        return j == 0 ? std::exp(-theta)
                      : std::exp(logTheta + (j - 1.0) * std::log(theta + j * mu) - theta - j * mu - logFactorial);
    };
    double cdf = pmf(k);
    bool lo = false;
    while (k < last) {
        if (!lo && cdf >= qLo) {
            out.lo = k;
            lo = true;
        }
        if (cdf >= qHi) break;
        k += 1.0;
        logFactorial += std::log(k);
        cdf += pmf(k);
    }
    if (!lo) out.lo = k;
    out.hi = k;
    return out;
}

double lagrangianPoissonQuantile(double theta, double mu, double q) {
    return lagrangianPoissonQuantiles(theta, mu, q, q).hi;
}

namespace {
// The regularized upper incomplete gamma Q(k, y) = Gamma(k, y) / Gamma(k): its series below
// k + 1, its continued fraction (modified Lentz) above (Numerical Recipes' gammq). Only for the
// shapes where Wilson-Hilferty fails (k below kSmallShape), so the few dozen terms are rare.
double upperGammaRegularized(double k, double y) {
    if (y <= 0) return 1.0;
    const double logPrefix = k * std::log(y) - y - std::lgamma(k);
    if (y < k + 1.0) {
        double term = 1.0 / k, sum = term;
        for (int n = 1; n < 500; ++n) {
            term *= y / (k + n);
            sum += term;
            if (term < sum * 1e-15) break;
        }
        return std::clamp(1.0 - sum * std::exp(logPrefix), 0.0, 1.0);
    }
    constexpr double tiny = 1e-300;
    double bb = y + 1.0 - k, c = 1.0 / tiny, d = 1.0 / bb, h = d;
    for (int i = 1; i < 500; ++i) {
        const double an = -i * (i - k);
        bb += 2.0;
        d = an * d + bb;
        if (std::fabs(d) < tiny) d = tiny;
        c = bb + an / c;
        if (std::fabs(c) < tiny) c = tiny;
        d = 1.0 / d;
        const double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1.0) < 1e-15) break;
    }
    return std::clamp(std::exp(logPrefix) * h, 0.0, 1.0);
}
// Below this shape Wilson-Hilferty's cube root of a normal breaks down (at k ~ 1e-4 it put the
// tail at 1e-275 where the law has 1e-3 there): the exact law instead.
constexpr double kSmallShape = 0.1;
} // namespace

double gammaQuantile(double mean, double variance, double q) {
    if (mean <= 0) return 0;
    if (variance <= 0) return mean;
    const double k = mean * mean / variance, scale = variance / mean;
    if (k < kSmallShape) {
        // Most of the mass sits near 0, the rest in an exponential-like tail of scale `scale`:
        // bisection on the exact tail (it falls from 1 at 0).
        if (!(q > 0)) return 0;
        double lo = 0, hi = 1.0;
        while (upperGammaRegularized(k, hi) > 1.0 - q && hi < 1e6) hi *= 2.0;
        for (int i = 0; i < 100 && hi - lo > 1e-12 * hi; ++i) {
            const double mid = 0.5 * (lo + hi);
            (upperGammaRegularized(k, mid) > 1.0 - q ? lo : hi) = mid;
        }
        return hi * scale;
    }
    const double h = 1.0 / (9.0 * k);
    const double cube = std::max(0.0, 1.0 - h + normalQuantile(q) * std::sqrt(h));
    return k * scale * cube * cube * cube;
}

double gammaTail(double mean, double variance, double x) {
    if (mean <= 0) return 0;
    if (variance <= 0) return x < mean ? 1.0 : 0.0;
    if (x <= 0) return 1.0;
    const double k = mean * mean / variance, scale = variance / mean;
    if (k < kSmallShape) return upperGammaRegularized(k, x / scale);
    const double h = 1.0 / (9.0 * k);
    const double z = (std::cbrt(x / (k * scale)) - 1.0 + h) / std::sqrt(h);
    return 0.5 * std::erfc(z / std::sqrt(2.0));
}

Quantiles md1WaitQuantiles(double lambda, double s, double qLo, double qHi) {
    const double rho = lambda * s;
    if (rho <= 0 || s <= 0) return {};
    constexpr double inf = std::numeric_limits<double>::infinity();
    if (rho >= 1) return {inf, inf, 0.0, 1.0}; // every prompt waits, without end
    // Below 1e-12 no prompt waits at any level the predictor asks about (and rho itself may
    // underflow): no wait, no tail.
    if (rho < 1e-12) return {};
    // x = gamma s solves rho (e^x - 1) = x, x > 0, i.e. g(x) = x - ln(1 + x / rho) = 0 (the
    // exponential overflowed at light load, rho ~ 1e-5, and gave NaN): Newton from above the root
    // (g is convex and rises there, so it converges monotonically). The start: at light load the
    // root lies near ln(x / rho), below 1 - 2 ln(rho); near saturation below 2 (1 - rho) / rho + 1.
    // (2 / rho at light load made x - ln(1 + x / rho) round to x: Newton landed on 0, C = -1,
    // an infinite tail scale.)
    double x = rho < 0.5 ? 1.0 - 2.0 * std::log(rho) : 2.0 * (1.0 - rho) / rho + 1.0;
    for (int i = 0; i < 100; ++i) {
        const double g = x - std::log1p(x / rho), dg = 1.0 - 1.0 / (x + rho);
        if (dg <= 0) break;
        const double step = g / dg;
        x -= step;
        if (std::fabs(step) < 1e-10 * x) break;
    }
    // rho e^x = rho + x at the root. C is the tail's asymptotic constant; at light load it
    // exceeds the probability of waiting at all, rho (M/G/1), by far (rho ~ 3e-4: C ~ 0.11), so
    // P(W > t) = min(rho, C e^(-gamma t)): no wait at a level rho does not reach. (Scaling C
    // down to rho instead cut the tail where it is exact: 70B 4k/512 on 24 H200 at 20 req/s,
    // TTFT p99 0.49 of the simulation's.)
    if (!(x > 0) || !std::isfinite(x)) return {};
    const double C = rho + x - 1.0 > 0 ? std::min(1.0, (1.0 - rho) / (rho + x - 1.0)) : 1.0;
    const auto at = [&](double q) { return C <= 1.0 - q || rho <= 1.0 - q ? 0.0 : std::log(C / (1.0 - q)) * s / x; };
    Quantiles out{at(qLo), at(qHi), s / x};
    out.tail = out.hi > 0 ? 1.0 - qHi : std::min(rho, C);
    return out;
}

double unionQuantile(double t1, double tail1, double scale1, double t2, double tail2, double scale2, double q) {
    // P(W > t) = T1(t) + T2(t), each T_i = tail_i below t_i (at least that much mass waits
    // longer) and tail_i e^(-(t - t_i) / scale_i) past it (0 without a scale). Non-increasing:
    // the smallest t where it falls to 1 - q.
    // (A hair below 1 - q: a cause given exactly 1 - q of mass, 0.01 against 1 - 0.99 =
    // 0.010000000000000009, reaches it.)
    const double target = (1.0 - q) * (1.0 - 1e-9);
    const bool firstLow = t1 <= t2;
    const double tLo = firstLow ? t1 : t2, pLo = firstLow ? tail1 : tail2, sLo = firstLow ? scale1 : scale2;
    const double tHi = firstLow ? t2 : t1, pHi = firstLow ? tail2 : tail1;
    const auto past = [&](double t, double ti, double pi, double si) {
        return si > 0 ? pi * std::exp(-(t - ti) / si) : 0.0;
    };
    if (!(pLo + pHi > target)) return tLo; // neither, nor both, reach the level: the lower point
    // Between the two points: the lower one's tail beside the upper one's whole mass.
    if (pHi < target && past(tHi, tLo, pLo, sLo) + pHi <= target)
        return pLo + pHi <= target || !(sLo > 0) ? tLo : tLo + sLo * std::log(pLo / (target - pHi));
    // Past both: a sum of exponentials, convex and falling: Newton from the upper point climbs to
    // the root from below.
    double t = tHi;
    for (int i = 0; i < 60; ++i) {
        const double a = past(t, t1, tail1, scale1), b = past(t, t2, tail2, scale2);
        const double f = a + b - target, df = (scale1 > 0 ? a / scale1 : 0.0) + (scale2 > 0 ? b / scale2 : 0.0);
        if (f <= 1e-9 * target || !(df > 0)) break;
        t += f / df;
    }
    return t;
}

double md1WaitQuantile(double lambda, double s, double q) { return md1WaitQuantiles(lambda, s, q, q).hi; }

double md1NumberMean(double rho) {
    if (rho <= 0) return 0;
    if (rho >= 1) return std::numeric_limits<double>::infinity();
    return rho + rho * rho / (2.0 * (1.0 - rho));
}

double md1NumberVariance(double rho) {
    if (rho <= 0) return 0;
    if (rho >= 1) return std::numeric_limits<double>::infinity();
    return rho * (12.0 - 18.0 * rho + 10.0 * rho * rho - rho * rho * rho) / (12.0 * (1.0 - rho) * (1.0 - rho));
}

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

} // namespace

Quantiles gatedBatchQuantiles(double lambda, double bare, double delta1, double deltaN, double meanIter, double qLo,
                              double qHi, double runningDispersion, double maxPerIteration) {
    // The running iteration carries K prompts (mean lambda meanIter) and lasts len(K); the prompt
    // waits out a uniform share of it, then its own iteration carries it and the N others that
    // arrived meanwhile, N ~ Poisson(lambda len(K)): bare + delta1 + N deltaN.
    // (A binned point's mean count may lie between 0 and 1: the first prompt's cost scales.)
    const auto len = [&](double k) {
        k = std::min(k, maxPerIteration);
        return bare + delta1 * std::min(k, 1.0) + deltaN * std::max(k - 1.0, 0.0);
    };
    PoissonTable running;
    running.build(std::max(0.0, lambda * meanIter), runningDispersion);
    // The running iterations that carry mass (below 1e-9 a point cannot move a p99, even
    // length-biased).
    double weight[kPoints], length[kPoints], norm = 0;
    int capped[kPoints]; // per running point, the first point of its N at or past the cap
    PoissonTable next[kPoints];
    // At most `maxPerIteration` prompts share an iteration (the token budget; 70B at 4k prompts,
    // an 8192-token budget: two). Prompts run first come, first served: those of the running
    // iteration's arrivals beyond the cap (the running point's count over it) go first, then the
    // N + 1 that arrived during it, the tagged prompt any of them with equal chance; every
    // iteration but the last it needs carries the cap. Leaving the ones beyond the cap out would
    // give a smaller cap a shorter wait: the p99 would fall where the decoders take a prompt's
    // budget as load rises.
    const double perIteration = std::max(1.0, maxPerIteration), cap = perIteration - 1.0;
    const double dN = std::max(deltaN, 0.0);
    double ahead[kPoints]; // per running point, its arrivals beyond the cap, queued ahead
    double lastNext = 0, lenMax = bare, aheadMax = 0;
    int points = 0;
    for (int i = 0; i < running.n; ++i) {
        if (running.mass(i) < 1e-9) continue;
        length[points] = len(running.mean(i));
        weight[points] = running.mass(i) * length[points]; // length-biased
        norm += weight[points];
        next[points].build(lambda * length[points]);
        ahead[points] = std::max(0.0, running.mean(i) - perIteration);
        capped[points] = next[points].above(cap - ahead[points] - 0.5);
        lastNext = std::max(lastNext, next[points].start + next[points].n * next[points].stride);
        lenMax = std::max(lenMax, length[points]);
        aheadMax = std::max(aheadMax, ahead[points]);
        ++points;
    }
    const double base = bare + delta1, full = base + cap * dN;
    // Past the cap: the tagged prompt's place among positions (E, E + N + 1] sets the iteration k
    // that carries it, ((k - 1) cap, k cap], after k - 1 full ones. Those terms do not depend on
    // the time asked: listed once (only those with mass enough to move a p99).
    struct Past {
        double weight, finish, length;
    };
    constexpr int kPast = 2 * kPoints * kPoints;
    Past past[kPast];
    int beyond = 0;
    for (int i = 0; i < points && beyond < kPast; ++i) {
        const PoissonTable& nx = next[i];
        const double E = ahead[i];
        const int firstK = static_cast<int>(std::floor(E / perIteration)) + 1;
        for (int j = capped[i]; j < nx.n && beyond < kPast; ++j) {
            const double w = weight[i] * nx.mass(j);
            if (w < 1e-8 * norm) continue; // all such together below 1e-5 of the mass
            const double others = nx.mean(j), together = E + others + 1.0;
            for (int k = firstK; k < firstK + 64 && (k - 1) * perIteration < together && beyond < kPast; ++k) {
                const double from = std::max((k - 1) * perIteration, E), to = std::min(k * perIteration, together);
                if (to <= from) continue;
                const double carried = std::min(together - (k - 1) * perIteration, perIteration);
                past[beyond++] = {w * (to - from) / (others + 1.0),
                                  (k - 1) * full + base + std::max(0.0, carried - 1.0) * dN, length[i]};
            }
        }
    }
    // Each term ramps up from its finish f over the running length L: as edges, sorted, with
    // running sums of slope w / L and of slope x edge.
    struct Edge {
        double at, slope, moment;
    };
    Edge starts[kPast], ends[kPast];
    for (int k = 0; k < beyond; ++k) {
        const double a = past[k].weight / past[k].length;
        starts[k] = {past[k].finish, a, 0.0};
        ends[k] = {past[k].finish + past[k].length, a, 0.0};
    }
    for (Edge* e : {starts, ends}) {
        std::sort(e, e + beyond, [](const Edge& x, const Edge& y) { return x.at < y.at; });
        double slope = 0, moment = 0;
        for (int k = 0; k < beyond; ++k) {
            slope += e[k].slope;
            moment += e[k].slope * e[k].at;
            e[k].slope = slope;
            e[k].moment = moment;
        }
    }
    const auto cdf = [&](double t) {
        double total = 0;
        for (int i = 0; i < points; ++i) {
            const PoissonTable& nx = next[i];
            const double L = length[i], E = ahead[i];
            const int c = capped[i];
            double inner;
            // All of them fit one iteration: it carries the E ahead, the N and the tagged prompt.
            if (deltaN <= 0) {
                inner = nx.cum0[c] * std::clamp((t - base) / L, 0.0, 1.0);
            } else {
                const double u = t - E * dN;
                const int whole = std::min(c, nx.above((u - base - L) / deltaN)),
                          some = std::min(c, nx.above((u - base) / deltaN));
                const double m0 = nx.cum0[some] - nx.cum0[whole], m1 = nx.cum1[some] - nx.cum1[whole];
                inner = nx.cum0[whole] + ((u - base) * m0 - deltaN * m1) / L;
            }
            total += weight[i] * inner;
        }
        // Past the cap: each (weight, finish, running length) term read as precomputed.
        // w clamp((t - f) / L, 0, 1) = (w / L) ((t - f)+ - (t - f - L)+): two running sums over
        // the terms' starts and ends, each in order, read at t by binary search.
        if (beyond > 0) {
            const auto upTo = [&](const Edge* e, const Edge* end, double at) {
                const Edge* k = std::lower_bound(e, end, at, [](const Edge& x, double v) { return x.at < v; });
                return k == e ? 0.0 : t * (k - 1)->slope - (k - 1)->moment;
            };
            total += upTo(starts, starts + beyond, t) - upTo(ends, ends + beyond, t);
        }
        return norm > 0 ? total / norm : 1.0;
    };
    // Regula falsi with the Illinois rule on a monotone, piecewise-linear distribution function.
    const auto solve = [&](double q, double lo, double hi) {
        double flo = cdf(lo) - q, fhi = cdf(hi) - q;
        if (flo >= 0) return lo;
        if (fhi <= 0) return hi;
        int side = 0;
        for (int i = 0; i < 60 && hi - lo > 1e-4 * lo; ++i) {
            double mid = (lo * fhi - hi * flo) / (fhi - flo);
            if (!(mid > lo && mid < hi)) mid = 0.5 * (lo + hi);
            const double f = cdf(mid) - q;
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
    };
    const double most = aheadMax + lastNext + 1.0; // prompts in the tagged prompt's queue, at most
    const double lo = base, hi = base + lenMax + lastNext * dN +
                                 (most > perIteration ? std::ceil(most / perIteration) * full : 0.0);
    Quantiles out;
    out.lo = solve(qLo, lo, hi);
    out.hi = qHi == qLo ? out.lo : solve(qHi, out.lo, hi);
    return out;
}

double gatedBatchQuantile(double lambda, double bare, double delta, double meanIter, double q) {
    return gatedBatchQuantiles(lambda, bare, delta, delta, meanIter, q, q).hi;
}

} // namespace luma::queueing
