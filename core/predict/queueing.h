#pragma once
// Distributions of the queueing models behind the analytic predictor's percentiles (predictor.cpp
// says which model applies where). Closed forms or short loops without allocation: the explorer
// calls the predictor millions of times.
namespace luma::queueing {

// The standard normal's q-quantile (Acklam's rational approximation, |error| < 1.2e-9).
double normalQuantile(double q);
// P(K = k) for K ~ Poisson(m), in log space: exp(-m) underflows to 0 above m ~ 745.
double poissonPmf(double m, double k);

// The q-quantile of a Poisson count with mean m.
double poissonQuantile(double m, double q);

// Two quantiles of one distribution (lo <= hi), computed together: the predictor asks for the
// p50 and the p99 of each law, and most of the work is shared.
struct Quantiles {
    double lo = 0, hi = 0;
    double scale = 0; // where known: the exponential tail's scale past hi, P(X > hi + t) = P(X > hi) e^(-t / scale)
    double tail = 0;  // where known: P(X > hi), below 1 - qHi when hi is the law's floor (a queue rarely entered)
};

// The q-quantile of the total progeny of a Poisson branching process: theta ~ Poisson first
// arrivals, each bringing Poisson(mu) more (mu < 1). The Lagrangian (generalised) Poisson
// distribution, P(k) = theta (theta + k mu)^(k-1) e^-(theta + k mu) / k!, with mean
// theta / (1 - mu) and variance theta / (1 - mu)^3. Why: a decode window that shares its
// iterations with prompts grows with each prompt, and so admits more.
double lagrangianPoissonQuantile(double theta, double mu, double q);
// Its qLo- and qHi-quantiles (qLo <= qHi) in one pass over the distribution.
Quantiles lagrangianPoissonQuantiles(double theta, double mu, double qLo, double qHi);

// The q-quantile of a gamma distribution with this mean and variance (Wilson-Hilferty), 0 when
// the mean is not positive. For counts with a negative-binomial law (a gamma in the limit).
// Below shape 0.1, where Wilson-Hilferty fails, the exact law (incomplete gamma).
double gammaQuantile(double mean, double variance, double q);
// P(X > x) for the same gamma (Wilson-Hilferty).
double gammaTail(double mean, double variance, double x);

// M/D/1 waiting time, arrivals at `lambda`, deterministic service `s`: P(W > t) ~ C exp(-gamma t)
// with the Cramer-Lundberg decay gamma (lambda (e^(gamma s) - 1) = gamma) and constant
// C = (1 - rho) / (rho e^(gamma s) - 1). Exact in the tail, and close from the median on.
double md1WaitQuantile(double lambda, double s, double q);
// Its qLo- and qHi-quantiles, with one solve for the decay.
Quantiles md1WaitQuantiles(double lambda, double s, double qLo, double qHi);

// The q-quantile of a wait with two causes, each with tail mass tail_i at its point t_i and an
// exponential tail past it: P(W_i > t) = tail_i e^(-(t - t_i) / scale_i) (scale 0: none past t_i),
// tail_i below t_i. The two rarely strike together, so their tail probabilities add: the t at
// which they sum to 1 - q, above the larger t_i when both are near (a queue between two
// regimes), and only by its actual mass where a cause is rarely entered (the M/D/1 queue at
// light load waits with probability rho, not 1 %).
double unionQuantile(double t1, double tail1, double scale1, double t2, double tail2, double scale2, double q = 0.99);

// Mean and variance of the number in an M/D/1 system (waiting and in service) at load rho < 1:
// rho + rho^2 / (2 (1 - rho)) and rho (12 - 18 rho + 10 rho^2 - rho^3) / (12 (1 - rho)^2).
double md1NumberMean(double rho);
double md1NumberVariance(double rho);

// Time to first token of a prompt that fits one iteration, Poisson arrivals at `lambda`, under a
// gated batch: the prompt arrives during an iteration (length-biased: longer ones are hit more
// often) that carries K prompts, K ~ Poisson(lambda meanIter), and lasts bare + K delta; it
// waits for the rest of it (uniform), then runs in the next iteration with every prompt that
// arrived during the current one (N ~ Poisson(lambda (bare + K delta))): that iteration lasts
// bare + (1 + N) delta. The q-quantile of the sum, by bisection on its distribution function.
double gatedBatchQuantile(double lambda, double bare, double delta, double meanIter, double q);
// The same when the first prompt of an iteration costs `delta1` and each further one `deltaN`:
// a lone prompt hides part of its math under the decoders' weight reads, the next ones cannot
// (an iteration with K prompts lasts bare + delta1 + (K - 1) deltaN). Its qLo- and
// qHi-quantiles; each Poisson law is tabulated once (at most 24 points, binned far out where
// the law is normal) and the bisections read the tables' running sums.
// `runningDispersion`: the variance over mean of the running iteration's prompt count (a negative
// binomial above 1, Poisson at 1): a long iteration admits more prompts into the next, so the
// counts of successive iterations are a linear Poisson autoregression, K' ~ Poisson(lambda (bare +
// delta K)), whose stationary law has variance over mean 1 / (1 - (lambda delta)^2).
// `maxPerIteration`: the prompts an iteration's token budget holds (a fraction: the last one's
// remaining chunk runs in the next). First come, first served: the running iteration's arrivals
// beyond it go ahead, and the tagged prompt is any of those that arrived with it with equal
// chance; past the cap it waits out full iterations until the one that carries it.
Quantiles gatedBatchQuantiles(double lambda, double bare, double delta1, double deltaN, double meanIter, double qLo,
                              double qHi, double runningDispersion = 1.0, double maxPerIteration = 1e300);

} // namespace luma::queueing
