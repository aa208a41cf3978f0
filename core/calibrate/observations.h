#pragma once
// What calibration learns from: a project's finished runs, each paired with what the predictor
// says about the same contract, machine state and intervention. A run's campaign (stored with its
// contract and machine inline) gives the contract, the machine and the intervention; its state
// gives the resource levels; its result gives the measured metrics.
#include "core/catalog/catalog.h"
#include "core/evidence/store.h"
#include "core/model/contract.h"
#include "core/model/intervention.h"
#include "core/model/machine.h"
#include "core/predict/deployment.h"
#include "core/predict/prediction.h"

#include <nlohmann/json.hpp>

#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace luma {

// The figures compared: the three the derating moves (fitted), and memory (reported only: it
// does not move with a derating).
enum class CalibrationMetric { Throughput, TtftP50, TpotP50, Memory };
inline constexpr std::size_t kCalibrationMetrics = 4;
const std::array<CalibrationMetric, kCalibrationMetrics>& calibrationMetrics();
const char* metricKey(CalibrationMetric m);   // throughput_tok_s, ttft_ms_p50, tpot_ms_p50, memory_gib
const char* metricLabel(CalibrationMetric m); // "throughput (tok/s)", "TTFT p50 (ms)", ...
bool metricFitted(CalibrationMetric m);
// The prediction's figure: memory is the weights and the KV cache in use, per accelerator.
double predictedMetric(const Prediction& p, CalibrationMetric m);
// The run's measured figure (the result's metrics; memory from the result's "memory": weights_gib
// + kv_gib); NaN when the run did not report it or reported no positive, finite value.
double measuredMetric(const nlohmann::json& result, CalibrationMetric m);

// One campaign's contract and machine. Its accelerator is a copy the fit re-derates in place
// before each prediction, so a subject serves one fit at a time.
struct CalibrationSubject {
    std::string campaign;
    Contract contract;
    Machine machine; // machine.accelerator is accelerator.get()
    std::shared_ptr<Accelerator> accelerator;
    // Compared through the simulator (the same serving loop the llm-emulator runs, over the step
    // model's times) instead of the analytic steady state: throughput, TTFT p50 and TPOT p50 then
    // mean what the runs measured (an offline run's waves, its prefill outside the TPOT).
    bool simulate = false;
};

// One finished run paired with what it measured (named apart from the search's Observation: two types of
// one name in one namespace break the program's one definition rule).
struct ComparedRun {
    long long run = 0;
    std::string host;
    std::shared_ptr<CalibrationSubject> subject;
    MachineState state;
    std::vector<Intervention> interventions; // the one the run applied, or none
    std::array<double, kCalibrationMetrics> measured{};
};

// The prediction of the run's contract and state with `derating` in place of the accelerator's;
// for a simulated subject, its throughput, TTFT p50 and TPOT p50 are the simulation's.
Prediction predictObservation(const ComparedRun& o, const Derating& derating);

struct ObservationFilter {
    std::vector<std::string> campaigns; // empty: every campaign
    std::string host;                   // empty: every host; else as named ("local") or as stored ("local (vm)")
    std::vector<long long> runs;        // empty: every run; else only these ids (a campaign's runs so far)
};

struct CollectedRuns {
    std::map<std::string, std::vector<ComparedRun>> byAccelerator; // accelerator type → runs, in id order
    std::map<std::string, Derating> start;                         // the accelerator's derating as the campaign has it
    // accelerator type → the serving stack of the campaigns its runs came from (empty: none). One
    // calibration of a type starts from one stack's derating: campaigns of another are left out.
    std::map<std::string, std::string> stack;
    std::vector<std::string> notes; // runs and campaigns left out, and why
    long long finishedRuns = 0;     // finished runs the filter matched, measured or not
};

// Contracts up to this many output tokens (requests x output tokens) are simulated per
// prediction when asked; larger ones are compared analytically (a note says so).
inline constexpr double kMaxSimulatedTokens = 100'000;

// Throws SpecError naming the project when a campaign the filter names is not in it. `simulate`:
// compare through the simulator where the contract is small enough.
CollectedRuns collectObservations(const EvidenceStore& store, ObservationFilter filter, bool simulate = false);

} // namespace luma
