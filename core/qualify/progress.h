#pragma once
// What a qualification tells its face while it works, as typed events: the workbench's job
// tracker and the CLI's progress lines consume the same stream. Events arrive on the thread
// that called qualify(), in order.
#include "core/qualify/report.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <variant>

namespace luma {

struct InterventionStarted {
    std::string name, kind; // the base search has no InterventionStarted
    long long warmStartStates = 0;
};

struct RunStarted {
    std::string runId, intervention; // intervention: "" for the base search
    Levels state;
    int attempt = 0;
    std::string host;
    int tryNumber = 1; // the try of (state, attempt): 2 and up retry a run that gave no evidence
};

struct RunTelemetry {
    std::string runId;
    nlohmann::json data; // the agent's telemetry payload
};

enum class RunOutcomeKind { Pass, Fail, Inconclusive, Cancelled };

struct RunFinished {
    std::string runId, intervention;
    Levels state;
    int attempt = 0;
    RunOutcomeKind outcome = RunOutcomeKind::Fail;
    std::string cause;     // the SLO that broke, or why the run gave no verdict
    bool replayed = false; // taken from the project (an earlier invocation), not run again
};

struct StateDecided {
    std::string intervention;
    Levels state;
    bool pass = false;
    int runs = 0;
    std::string cause;
};

using QualifyEvent = std::variant<InterventionStarted, RunStarted, RunTelemetry, RunFinished, StateDecided>;
using QualifySink = std::function<void(const QualifyEvent&)>;

const char* outcomeName(RunOutcomeKind kind); // "PASS", "FAIL", "INCONCLUSIVE", "CANCELLED"

} // namespace luma
