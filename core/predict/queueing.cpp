#include "core/predict/queueing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace luma::queueing {

double normalQuantile(double q) {
    static constexpr double a[] = {-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                                   1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static constexpr double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                                   6.680131188771972e+01,  -1.328068155288572e+01};
    static constexpr double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                                   -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static constexpr double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00};
    q = std::clamp(q, 1e-12, 1.0 - 1e-12);
    const auto tail = [&](double p) {
        const double t = std::sqrt(-2.0 * std::log(p));
        return (((((c[0] * t + c[1]) * t + c[2]) * t + c[3]) * t + c[4]) * t + c[5]) / ((((d[0] * t + d[1]) * t + d[2]) * t + d[3]) * t + 1.0);
    };
    if (q < 0.02425) return tail(q);
    if (q > 1.0 - 0.02425) return -tail(1.0 - q);
    const double u = q - 0.5, r = u * u;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * u /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1.0);
}

namespace {
// P(K = k) for K ~ Poisson(m), in log space: exp(-m) underflows to 0 above m ~ 745.
double poissonPmf(double m, double k) { return m > 0 ? std::exp(k * std::log(m) - m - std::lgamma(k + 1.0)) : (k == 0 ? 1.0 : 0.0); }
// Where a Poisson(m)'s mass lies, to the last 1e-9 or so.
double poissonLow(double m) { return std::max(0.0, std::floor(m - 8.0 * std::sqrt(m) - 10.0)); }
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

double lagrangianPoissonQuantile(double theta, double mu, double q) {
    if (theta <= 0) return 0;
    mu = std::clamp(mu, 0.0, 0.999);
    const double mean = theta / (1.0 - mu), sd = std::sqrt(theta / std::pow(1.0 - mu, 3.0));
    // Far past the bulk the sum stops (the loop is bounded, never the answer's accuracy at p99).
    const double last = mean + 30.0 * sd + 50.0;
    double cdf = std::exp(-theta), k = 0;
    while (cdf < q && k < last) {
        k += 1.0;
        cdf += std::exp(std::log(theta) + (k - 1.0) * std::log(theta + k * mu) - theta - k * mu - std::lgamma(k + 1.0));
    }
    return k;
}

double gammaQuantile(double mean, double variance, double q) {
    if (mean <= 0) return 0;
    if (variance <= 0) return mean;
    const double k = mean * mean / variance, scale = variance / mean;
    const double h = 1.0 / (9.0 * k);
    const double cube = std::max(0.0, 1.0 - h + normalQuantile(q) * std::sqrt(h));
    return k * scale * cube * cube * cube;
}

double gammaTail(double mean, double variance, double x) {
    if (mean <= 0) return 0;
    if (variance <= 0) return x < mean ? 1.0 : 0.0;
    if (x <= 0) return 1.0;
    const double k = mean * mean / variance, scale = variance / mean;
    const double h = 1.0 / (9.0 * k);
    const double z = (std::cbrt(x / (k * scale)) - 1.0 + h) / std::sqrt(h);
    return 0.5 * std::erfc(z / std::sqrt(2.0));
}

double md1WaitQuantile(double lambda, double s, double q) {
    const double rho = lambda * s;
    if (rho <= 0 || s <= 0) return 0;
    if (rho >= 1) return std::numeric_limits<double>::infinity();
    // x = gamma s solves rho (e^x - 1) = x, x > 0: Newton from above the root (the function is
    // convex, so it converges monotonically).
    double x = std::max(2.0 * (1.0 - rho) / rho, -2.0 * std::log(rho)) + 1.0;
    for (int i = 0; i < 60; ++i) {
        const double f = rho * (std::exp(x) - 1.0) - x, df = rho * std::exp(x) - 1.0;
        if (df <= 0) break;
        const double step = f / df;
        x -= step;
        if (std::fabs(step) < 1e-10 * x) break;
    }
    const double C = std::min(1.0, (1.0 - rho) / (rho * std::exp(x) - 1.0));
    if (C <= 1.0 - q) return 0;
    return std::log(C / (1.0 - q)) * s / x;
}

double gatedBatchQuantile(double lambda, double bare, double delta, double meanIter, double q) {
    const double m = std::max(0.0, lambda * meanIter);
    const double kMax = poissonQuantile(m, 0.99999);
    const auto cdf = [&](double t) {
        // Each pmf starts where its mass does, in log space, then recurs upward (cheap).
        double total = 0, norm = 0, pk = 0;
        for (double k = poissonLow(m), k0 = k; k <= kMax; k += 1.0) {
            pk = k == k0 ? poissonPmf(m, k) : pk * m / k;
            const double len = bare + k * delta, w = pk * len; // length-biased
            norm += w;
            const double mn = lambda * len, nMax = poissonQuantile(mn, 0.99999);
            double inner = 0, pn = 0;
            for (double n = poissonLow(mn), n0 = n; n <= nMax; n += 1.0) {
                pn = n == n0 ? poissonPmf(mn, n) : pn * mn / n;
                const double rest = t - bare - (1.0 + n) * delta; // what the residual may take
                inner += pn * std::clamp(rest / len, 0.0, 1.0);
            }
            total += w * inner;
        }
        return norm > 0 ? total / norm : 1.0;
    };
    const double lenMax = bare + kMax * delta;
    double lo = bare + delta, hi = bare + delta + lenMax + (1.0 + poissonQuantile(lambda * lenMax, 0.99999)) * delta;
    for (int i = 0; i < 40 && hi - lo > 1e-4 * lo; ++i) {
        const double mid = 0.5 * (lo + hi);
        (cdf(mid) < q ? lo : hi) = mid;
    }
    return hi;
}

} // namespace luma::queueing
