#pragma once
// What the predictor says about one (contract, machine state, interventions) triple.
#include "core/model/slo.h"
#include "core/predict/band_basis.h"

#include <array>
#include <string>

namespace luma {

enum class Binding {
    None,
    HbmCapacity,
    HbmBandwidth,
    Compute,
    Interconnect,
    HostMemory,
    Overhead,
    BatchLimit,
    Power,
    Deployment,
};
const char* bindingName(Binding b);
// The resource-space dimension that relieves this binding ("runtime" for software limits).
const char* bindingResource(Binding b);

struct Prediction {
    bool deployable = true;
    bool fits = true;
    bool saturated = false; // arrivals exceed capacity: queues grow without bound
    bool pass = false;
    Binding binding = Binding::None;
    // What binds each face of the operating point, for judging measured or simulated figures:
    // throughput (capacity, batch limit or the average iteration), a decode iteration, an
    // iteration that carries a prompt chunk.
    Binding throughputBinding = Binding::None, decodeBinding = Binding::None, prefillBinding = Binding::None;
    // Poisson arrivals: the arrival rate (req/s, whole machine) at which the queues saturate,
    // and the highest rate at which the contract's latency SLOs still hold (0 when none; NaN
    // when not computed: not a Poisson contract).
    double capacityRps = 0, sloCapacityRps = 0;
    double utilisation = 0; // Poisson: arrival rate / capacity (>= 1: saturated)

    double throughputTokS = 0; // output tokens per second, whole machine
    double ttftMsP50 = 0, ttftMsP99 = 0, tpotMsP50 = 0, tpotMsP99 = 0;
    double successRate = 0;
    double eurPerHour = 0, eurPerMtok = 0, watts = 0, bytesPerToken = 0;

    // Memory per accelerator (GiB).
    double hbmGib = 0, weightsGib = 0, kvCapacityGib = 0, kvUsedGib = 0, activationsGib = 0, reserveGib = 0;
    // What one sequence of the contract needs per accelerator (weights, activations, runtime
    // reserve and its KV cache, less what a host tier holds) against what the runtime may use
    // (capacity x gpu_memory_utilization): an OOM says both.
    double neededGib = 0, budgetGib = 0;
    double kvTokenCapacity = 0; // per replica
    double concurrency = 0;     // sequences in flight per replica
    double decodeBatch = 0;     // sequences decoding per iteration per replica
    int tp = 1, pp = 1;
    long long replicas = 1, accelerators = 0;
    // Share of iteration time per term at the operating point.
    double shareCompute = 0, shareMemory = 0, shareHost = 0, shareComm = 0, shareOverhead = 0;

    SloChecks slos;

    // The relative uncertainty of the figures, from the accelerator's derating: the held-out
    // error of a part calibrated against published rows, wider for one that is not. Read
    // throughput, TTFT and TPOT as x (1 ± band).
    bool calibrated = true;
    double band = 0;
    BandBasis bandBasis = BandBasis::PublishedRows; // what the band rests on; Unverified: none is earned
    bool moeBand = false; // band widened to kMoeBand: a MoE model on a part calibrated against published rows
};

// The verdict in one word, as every face shows it: "PASS", or what failed ("deploy" when no
// engine would run the state, "OOM", or the first failed SLO's cause: "TTFT", "TPOT", …).
const char* predictionCause(const Prediction& p);

// Whether the figures' uncertainty could flip a verdict: the margin that decides it is, for a
// PASS, the smallest margin of an SLO the band covers (TTFT, TPOT, throughput, cost: figures
// of the step model); for a FAIL, the largest shortfall of any failed SLO (every one must pass
// to flip it). `within` when that margin lies inside ±band. A state that does not fit or that
// no engine would deploy is never within: memory and parallelism do not move with the band.
// `slos` are the deciding face's checks: the prediction's own, or a simulation's judged with
// the same derating.
struct BandReading {
    int check = -1;    // index into slos.checks of the deciding margin; -1: none
    double margin = 0; // its margin
    bool within = false;
};
BandReading readAgainstBand(const Prediction& p, const SloChecks& slos);
inline BandReading readAgainstBand(const Prediction& p) { return readAgainstBand(p, p.slos); }

} // namespace luma
