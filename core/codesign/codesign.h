#pragma once
// The co-design loop (`luma codesign`): machine for the service and service for the machine in
// turn. PEX finds the minimum PASS state of the campaign's space for the current configuration
// (pex_step.h); `tune` finds the best configuration of the choices on that state, the current one
// proven beside it, ranked by the model at the speed PEX's runs showed there (speed_scale.h); PEX re-qualifies with the new configuration; ... until neither step changes the
// answer (tune keeps the configuration, or PEX returns the state tune already ran on), a
// configuration comes back (a cycle), or the run budget is spent. Where PEX finds no state for
// what tune chose (one run of it passed inside the host's noise), the next configuration tune's
// runs passed is tried, and the configuration in place stands when none is left. Every step is a campaign of the
// project, replayed when the loop runs again, so a loop killed at any point resumes without
// repeating a finished run; the trajectory is the loop's own campaign's "codesign" decision.
#include "core/codesign/pair_figures.h"
#include "core/codesign/pex_step.h"
#include "core/codesign/speed_scale.h"
#include "core/tune/tune.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace luma {

struct CodesignOptions {
    int budgetRuns = 30;     // physical runs in all, PEX and tune steps, every invocation's
    int maxIterations = 6;   // PEX steps at most
    int tuneBudgetRuns = 8;  // per tune step (as `luma tune`'s default)
    double noiseBand = 0.05; // a tuned configuration must beat the current one by more to move
    const CancelToken* cancel = nullptr;
    std::function<void(const std::string&)> progress; // one line per step and per run
};

// A (machine state, configuration) pair with its figures: the model's, and the goodput runs proved.
struct CodesignPair {
    Levels state;
    Configuration config;
    bool qualified = false; // PEX found `state` the minimum PASS for `config`
    PairFigures predicted;
    double goodputRps = 0; // measured where proven, else the model's capacity
    bool goodputProven = false;
    std::vector<long long> runs; // the proof's runs
    double eurPerMtok = 0;       // at goodputRps
};

struct CodesignIteration {
    int number = 0;
    Configuration config; // what PEX qualified
    PexStep pex;
    bool qualityBroken = false; // the configuration breaks a quality floor: PEX had nothing to run
    bool rejected = false;      // PEX found no state for what tune chose (tune's run was noise)
    bool contested = false;     // tune's runs of `config` did not pass on the state PEX proved it on
    std::optional<Levels> minimumPass;
    Levels tunedOn;   // tune's state: the minimum PASS, or the largest state where none passes
    SpeedScale speed; // the model's speed on it, as the PEX step's runs measured it
    std::optional<TuneResult> tune;
    bool moved = false; // tune's best beats the configuration beyond the noise band
    Configuration next;
    CodesignPair pair;     // (minimumPass or tunedOn, config): this configuration's figures on its state
    double goodputRps = 0; // the goodput of what tune chose there (`next`, or `config` where it stays)
    std::string note;
};

struct CodesignResult {
    std::string campaign; // the loop's campaign in the project
    std::vector<CodesignIteration> iterations;
    bool converged = false;
    std::string stop;           // why the loop ended, in words
    long long physicalRuns = 0; // finished runs behind the trajectory, every invocation's
    long long runsSent = 0;     // sent by this call
    std::optional<CodesignPair> start, final;
};

// What the project keeps as the loop's spec, and its name.
nlohmann::json codesignSpec(const Campaign& campaign, const Choices& choices, const CodesignOptions& options);
std::string codesignName(const Campaign& campaign, const Choices& choices, const nlohmann::json& spec);

// Runs the loop. `executors` gives the executor of a configuration's backend (nullptr: the
// choices' workload, else the campaign's). Throws what qualify() and tune() throw.
CodesignResult codesign(const Campaign& campaign, const Choices& choices, EvidenceStore& store,
                        const ExecutorFor& executors, const CodesignOptions& options);

// Why the loop's runs cannot apply the choices (physicalProblem over the workload of every
// backend, the campaign's where the choices give none); "" when they can. Checked before any run.
std::string physicalProblem(const Choices& choices, const Campaign& campaign);

nlohmann::json toJson(const Choices& choices, const CodesignResult& result);

} // namespace luma
