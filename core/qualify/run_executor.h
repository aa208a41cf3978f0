#pragma once
// How a qualification gets its physical runs done, without knowing where: remote/client runs
// them on agents (a local child today; SSH hosts and Slurm steps next), tests run them on
// anything that can judge a state. The executor also says what each run's end means, so that
// only evidence becomes a verdict.
#include "core/model/intervention.h"
#include "core/qualify/report.h"
#include "core/util/cancel.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace luma {

struct RunRequest {
    const Intervention* intervention = nullptr; // null for the base search
    Levels state;
    int attempt = 0;
    // `luma tune`'s runs: a configuration's interventions (specs, sent after `intervention`) and
    // the contract as this run asks it (its arrival rate); empty / null: the campaign's own.
    std::vector<nlohmann::json> interventions;
    nlohmann::json contract;
};

struct RunOutcome {
    enum class Status {
        Finished,     // the workload's result event (its verdict is read by the qualifier)
        Inconclusive, // infrastructure trouble: retried, never a verdict
        Refused,      // the run can never succeed as configured: the campaign stops
        Cancelled,
    };
    Status status = Status::Inconclusive;
    nlohmann::json event;                  // the final event: a result, or an error {code, message}
    std::vector<nlohmann::json> telemetry; // kept with the run (bounded by the executor)
    std::string reason;                    // for Inconclusive / Refused / Cancelled
    std::string refusedKey = "workload";   // Refused: the campaign key to fix ("workload", "hosts")
    // Inconclusive because the run was cut off (its host or connection was lost) rather than
    // ending badly: recorded as "interrupted", and tried again as the next try.
    bool interrupted = false;
};

// A run that an earlier program placed on a host and never saw end (the project still has it
// "running"): with detached runs it may live on there, or have ended into the host's spool.
struct LeftRun {
    std::string runId; // as it was sent to the agent
    std::string host;  // as recorded: the host as the campaign names it, then " (its own name)"
    RunRequest request;
};

class RunHooks {
public:
    virtual ~RunHooks() = default;
    // Request `index` is about to start on `host` with agent build `agentBuild`; returns the run
    // id to send (the project records the run first, so that a crash leaves a trace).
    virtual std::string placed(std::size_t index, const std::string& host, const std::string& agentBuild) = 0;
    virtual void telemetry(std::size_t index, const nlohmann::json& data) = 0;
};

class RunExecutor {
public:
    virtual ~RunExecutor() = default;
    // Runs the requests to their end (in parallel where the executor has several hosts) and
    // returns one outcome per request, in order. Cancellation ends the runs in flight with
    // Status::Cancelled after their processes were really stopped.
    virtual std::vector<RunOutcome> run(const std::vector<RunRequest>& batch, RunHooks& hooks,
                                        const CancelToken* cancel) = 0;
    // How many runs it carries at once: the search proposes batches of this size.
    virtual int parallelism() const { return 1; }
    // Attaches to runs an earlier program left on this executor's hosts and carries them to their
    // end as run() does (telemetry through `hooks`; placed() is not called: they were placed
    // before). One outcome per run, in order. A run that cannot be reattached — its host is not
    // among the executor's, keeps no runs after a connection, or says the run is lost or
    // unknown — ends Inconclusive with `interrupted` set and the reason: the qualifier records it
    // as interrupted and the search runs its state again as the next try.
    virtual std::vector<RunOutcome> reattach(const std::vector<LeftRun>& runs, RunHooks& hooks,
                                             const CancelToken* cancel) {
        (void)hooks;
        (void)cancel;
        std::vector<RunOutcome> out(runs.size());
        for (auto& o : out) {
            o.interrupted = true;
            o.reason = "its program ended before the run did, and this executor cannot attach to runs";
            o.event = {{"type", "error"}, {"code", "interrupted"}, {"message", o.reason}};
        }
        return out;
    }
};

} // namespace luma
