#pragma once
// Following detached runs (detached_run.h) for one connection: a thread per run the client
// started or attached to sends the run's spooled events after a sequence number as they land,
// until its final one. A runner that died without its final event gets one written for it
// (run_lost); a run queued for a worker that is gone (worker_queue.h) has not begun, so the
// connection is ended and the client's launcher starts another job that takes it.
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace luma::agent {

class RunFollowers {
public:
    struct Hooks {
        std::function<void(std::string line)> send; // one spooled event to the client (any thread)
        std::function<void()> workerGone;           // end the connection (called from a follower)
    };
    // `spoolRoot`: the agent's spool; `runsByWorker`: its runs are queued for a worker.
    RunFollowers(std::string spoolRoot, bool runsByWorker, Hooks hooks);
    ~RunFollowers();
    RunFollowers(const RunFollowers&) = delete;
    RunFollowers& operator=(const RunFollowers&) = delete;

    // Follows the run in `folder` from the event after `fromSeq`; attached twice on one
    // connection, the newer request wins.
    void follow(const std::string& runId, const std::string& folder, long long fromSeq);
    void stop(const std::string& runId); // the run was acknowledged: nothing more to send
    void stopAll();
    std::vector<std::string> following() const; // the runs whose final event is not sent yet

private:
    struct Follower {
        std::thread thread;
        std::atomic<bool> stop{false};
    };
    static void join(Follower& f);
    void loop(Follower& f, const std::string& runId, const std::string& folder, long long fromSeq);
    bool lost(const std::string& folder, bool& queued) const;

    std::string m_root;
    bool m_runsByWorker;
    Hooks m_hooks;
    std::map<std::string, std::unique_ptr<Follower>> m_followers; // the owner's thread only
};

} // namespace luma::agent
