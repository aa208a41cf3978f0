#pragma once
// A campaign's hosts as one RunExecutor: a batch's runs go to the hosts in parallel, one worker
// thread per host that owns that host's agent session for the executor's whole life (a libssh
// session stays on the thread that made it). The workers never touch the hooks: they ask the
// caller's thread to record a placement (the project's store) and to pass telemetry on, and the
// caller serves them while it waits, so the store and the progress events stay single-threaded.
//
// Detached runs: when a host's connection breaks during a run and its agent keeps runs detached
// (hello's detached_runs), the worker reconnects and attaches from the last event it received;
// the agent replays the rest, so the run is neither lost nor run twice. A run's end is
// acknowledged (its spool dropped on the host) once the batch that holds it has returned, i.e.
// once the caller has had it to commit; ends not acknowledged stay in the spool for a later
// attach.
//
// Restarts: runs an earlier program left on a host (killed mid-run, its records still "running")
// are attached to again by reattach(), on the host they were recorded on, before the campaign
// goes on; only a run the host has lost (run_lost, unknown) or a host that is gone or no longer
// listed makes them interrupted, tried again as the next try.
//
// Heterogeneous pools: a run goes only to a host that can realise its state (hostNeeds /
// whyHostCannotRealise, core/model/host_fit.h: the machine's accelerator type, enough devices,
// enough memory), as its hello says; a run no host of the pool can realise is Refused with the
// key "hosts" and each host's reason, and unrealisableStates() says which before any run.
//
// Failover: a host whose agent cannot start, or whose session dies, is down for the rest of the
// batch; a run it had not begun goes to another host, a run it had begun ends Inconclusive and
// interrupted (the project keeps it as such, and the search runs that state again as the next try
// of the same attempt, on whichever host is free). A down host is tried again in a later
// batch after a backoff that doubles with each consecutive failure, and left out for the rest of
// the campaign after `maxFailures` of them; a host that comes back is used again. When no host is
// left, what was not run is Refused with the key "hosts" and every host's reason.
#include "remote/client/agent_launcher.h"

#include "core/model/campaign.h"
#include "core/qualify/run_executor.h"

#include <memory>
#include <string>
#include <vector>

namespace luma::client {

struct PoolOptions {
    int maxFailures = 3;   // consecutive failures after which a host is left out
    double backoffS = 1.0; // after the first failure; doubles with each further one
    double maxBackoffS = 60.0;
};

// What the pool knows about one of its hosts (for the CLI, the workbench and tests).
struct PoolHostState {
    std::string host;      // as named in the campaign, "#k" added when a name appears twice
    std::string describes; // the host as it names itself once its agent greeted us ("" before)
    enum class State { Idle, Up, Down, LeftOut } state = State::Idle;
    int consecutiveFailures = 0;
    int failures = 0;         // all of them, over the executor's life
    long long runs = 0;       // runs placed on it
    std::string lastError;    // why it was last lost ("" when it never was)
    int reattaches = 0;       // connections that broke during a run and were attached to it again
    std::string lastReattach; // why the last of them broke
};

const char* stateName(PoolHostState::State state);

class PoolExecutor : public RunExecutor {
public:
    PoolExecutor(const Campaign& campaign, std::vector<std::unique_ptr<AgentLauncher>> launchers,
                 PoolOptions options = {});
    ~PoolExecutor() override; // stops the workers; each closes its own session
    PoolExecutor(const PoolExecutor&) = delete;
    PoolExecutor& operator=(const PoolExecutor&) = delete;

    std::vector<RunOutcome> run(const std::vector<RunRequest>& batch, RunHooks& hooks,
                                const CancelToken* cancel) override;
    // A left run goes to the pool's host it was recorded on (by the pool's name for the host, or
    // the campaign's), which attaches to it from its first event; the agent replays what the
    // earlier program never committed and streams the rest. Its end is acknowledged as a run's is.
    std::vector<RunOutcome> reattach(const std::vector<LeftRun>& runs, RunHooks& hooks,
                                     const CancelToken* cancel) override;
    int parallelism() const override;
    std::vector<PoolHostState> hosts() const;
    // Starts the agent of every host that has not greeted us yet, in parallel, so that what each
    // host has (its hello's facts) is known before any run. A host whose agent cannot start is down,
    // as in a batch.
    void survey(const CancelToken* cancel = nullptr);
    // After survey(): the states of `space` that no host of the pool can realise (by its type,
    // device count and memory), each as "STATE: host: why; …", at most `most` of them, then a line
    // with how many more. Empty when every state has a host.
    std::vector<std::string> unrealisableStates(const Space& space, std::size_t most = 8) const;

private:
    // Runs the batch on the free hosts; with `hosts` given, request i goes to host hosts[i] only,
    // to attach to the left run leftRuns[i].
    std::vector<RunOutcome> dispatch(const std::vector<RunRequest>& batch, const std::vector<std::string>& leftRuns,
                                     const std::vector<std::size_t>& hosts, RunHooks& hooks, const CancelToken* cancel);
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace luma::client
