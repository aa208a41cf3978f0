#pragma once
// TTFT waits and TPOT percentiles of an operating point under Poisson arrivals: the predictor's
// assembly of the queueing models (queueing.h) that match the simulator's deterministic service.
#include "core/predict/operating_point.h"

namespace luma {

struct Waits {
    double p50 = 0, p99 = 0;
};

// Why these queueing models (instead of fixed multiples of the prompt's service time): the
// simulator serves requests with near-deterministic work (every request has the contract's
// lengths), so waits are those of queues with deterministic service, and a request's TPOT
// varies only with what shares its iterations.
//  - TTFT, Poisson arrivals. A prompt waits for the running iteration to end (arrivals see it
//    at random, PASTA), then for the prompt work queued ahead of it: one server that does each
//    prompt's added work e (plus its share of an iteration's fixed part) with deterministic
//    service, M/D/1, whose wait has the Cramer-Lundberg tail (queueing.h). At light load the
//    gated batch dominates instead: a prompt that fits one chunk runs in the next iteration with
//    every prompt that arrived meanwhile, each lengthening it (up to the prompts its token
//    budget holds). The two are causes of waiting whose tail probabilities add, each by its
//    actual mass (queueing::unionQuantile). When every KV / sequence slot is taken, a request
//    waits for a slot: the sequences in flight have the negative-binomial law below (kept on
//    [0, slots]), and given a wait (M/D/c, Cosmetatos) the wait is exponential with mean
//    s / (2 (c - a)), its tail added to the others' likewise.
//  - TPOT, Poisson arrivals. A request's decode window of n iterations lasts n (a + b D) plus e
//    for every prompt processed in it: the prompts that arrived during its own prefill (queued
//    behind it) and those arriving in the window, each lengthening the window and so admitting
//    more: a Poisson branching process, whose total is Lagrangian-Poisson (queueing.h). The
//    decode batch D is a birth-death process (arrivals at lambda, completions at D / (osl (a +
//    b D)) of the time left by prefill), stationary law negative binomial, so near saturation
//    the batch, and every step with it, swings widely; the window averages it (an Ornstein-
//    Uhlenbeck time average). The two spreads add as independent excesses over the mean. Where
//    one prompt's prefill is a noticeable share of a window (long prompts), every decoder
//    present waits it out together, and a prompt met brings the decoders that share its stall.
// A closed loop releases a request when another finishes, at an iteration boundary: no residual;
// offline runs count TTFT from the prompt's first chunk (serving_stats.h): no arrival waits.
struct PoissonLatency {
    Waits ttftWait;
    double tpotMean = 0, tpotP50 = 0, tpotP99 = 0;
    double slotWaitShare = 0; // P(every slot is taken)
    double slotMeanWait = 0;  // mean wait for a slot when the slots are the only queue (M/M/c)
    double perDecoder = 0;    // d TPOT / d decode batch
};

// `lo` and `hi`: operating points at two decode batches, for the step's cost per decoder.
// `ttft` false: the TPOT figures only (the waits' distributions are the costly part).
PoissonLatency poissonLatency(double lambda, const OperatingPoint& op, const OperatingPoint& lo,
                              const OperatingPoint& hi, double isl, double osl, double slots, double service,
                              double rhoSlots, bool ttft = true);

} // namespace luma
