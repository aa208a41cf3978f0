#pragma once
// The host pool's shared state (private to remote/client): the workers, the inbox through which
// they ask the caller's thread for placements and pass telemetry on, and the outcomes both sides
// build. Its parts:
//   pool_executor.cpp  the executor's life: its hosts, their names, run() and reattach()
//   pool_dispatch.cpp  one batch on the caller's thread: placing runs on free hosts, serving the
//                      workers' messages, failover and backoff
//   pool_worker.cpp    one host's thread: its agent session, a run from placement to end,
//                      reconnecting and attaching to a detached run, acknowledging ends
#include "remote/client/pool_executor.h"

#include "core/model/host_fit.h"

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace luma::client {

namespace pool {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kTelemetryKept = 1000; // per run, in the project
// A detached run's connection is made again this many times (1 s, 2 s, 4 s apart), at most this
// many times per run.
constexpr int kReconnectTries = 3;
constexpr int kMaxReattaches = 5;
constexpr std::size_t kAnyHost = static_cast<std::size_t>(-1);

inline RunOutcome outcome(RunOutcome::Status status, nlohmann::json event, std::string reason) {
    RunOutcome o;
    o.status = status;
    o.event = std::move(event);
    o.reason = std::move(reason);
    return o;
}

inline nlohmann::json lostAgent(const std::string& what) {
    return {{"type", "error"}, {"code", "agent_lost"}, {"message", what}};
}

// A run left by an earlier program that cannot be attached to: interrupted, tried again.
inline RunOutcome notAttached(nlohmann::json event, const std::string& why) {
    RunOutcome o = outcome(RunOutcome::Status::Inconclusive, std::move(event), why);
    o.interrupted = true;
    return o;
}

} // namespace pool

struct PoolExecutor::Impl {
    using Clock = pool::Clock;
    struct Job {
        std::size_t index = 0;
        RunRequest request;
        const CancelToken* cancel = nullptr;
        long long batch = 0;
        std::string leftRun; // a run an earlier program placed on this host: attached to, never started
        bool greet = false;  // only start the host's agent, to learn its facts (survey())
    };
    // A detached run's end, to acknowledge once its batch has returned to the caller.
    struct Unacked {
        std::string runId;
        long long seq = 0, batch = 0;
    };
    // What a worker asks of the caller's thread.
    struct Message {
        // Greeted: a greet job's agent started; Unfit: the host cannot realise the job's state (lost = why).
        enum class Kind { Placement, Telemetry, Done, NotStarted, Reattached, Greeted, Unfit } kind = Kind::Done;
        std::size_t worker = 0, index = 0;
        std::string host, build; // Placement
        nlohmann::json data;     // Telemetry
        RunOutcome end;          // Done
        std::string lost; // Done / NotStarted: why the host was lost ("" when it was not); Reattached: why it broke
    };
    struct Worker {
        std::unique_ptr<AgentLauncher> launcher;
        std::thread thread;
        std::condition_variable cv;
        std::optional<Job> job;               // guarded by Impl::m
        std::optional<std::string> placement; // the caller's answer: the run id, "" = do not run
        bool busy = false;
        bool downThisBatch = false;
        bool everUp = false;
        nlohmann::json facts; // the hello's `host`, once its agent has greeted us (null before)
        Clock::time_point retryAt{};
        PoolHostState st;
    };
    // What a worker's thread holds between its runs: the session it alone uses and closes.
    struct Connection {
        std::unique_ptr<AgentSession> session;
        std::vector<Unacked> unacked;
        std::string host, build; // as the session's hello said
    };
    struct Batch; // pool_dispatch.cpp

    const Campaign& c;
    std::optional<HostNeeds> needs; // what a host must have to realise a state; none without a machine
    PoolOptions opt;
    mutable std::mutex m;
    std::condition_variable callerCv;
    std::deque<Message> inbox;
    std::vector<std::unique_ptr<Worker>> workers;
    bool stopping = false;
    long long batchesStarted = 0, batchesReturned = 0; // under m

    Impl(const Campaign& campaign, PoolOptions options) : c(campaign), opt(options) {
        if (campaign.machine && hostMustBeTheMachine(*campaign.machine, campaign.workloadSpec.backend()))
            needs = hostNeeds(*campaign.machine);
    }

    void post(Message msg) {
        {
            const std::lock_guard lock(m);
            inbox.push_back(std::move(msg));
        }
        callerCv.notify_one();
    }

    // The worker's thread (pool_worker.cpp).
    void work(std::size_t k);
    std::optional<Job> nextJob(Worker& w);
    bool connect(std::size_t k, const Job& job, Connection& conn);
    bool handBackUnfit(std::size_t k, const Job& job);
    std::string place(std::size_t k, const Job& job, const Connection& conn);
    protocol::Run runMessage(const Job& job, const std::string& runId) const;
    Message runToEnd(std::size_t k, const Job& job, const std::string& runId, Connection& conn);
    std::unique_ptr<AgentSession> reconnect(Worker& w, const CancelToken* cancel, std::string& why);
    void acknowledge(AgentSession& session, std::vector<Unacked>& unacked);

    // "" when the worker's host can realise the state or has not greeted us yet; else why not.
    std::string unfit(const Worker& w, const Levels& state) const;

    // The caller's thread, under the lock (pool_dispatch.cpp).
    void markLost(Worker& w, const std::string& why);
    std::string everyHostDown() const;
};

} // namespace luma::client
