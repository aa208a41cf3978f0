#pragma once
// A serving engine the run starts itself: its command spawned in its own process group (no
// shell), its output drained (so a chatty server never blocks on a full pipe) into bounded tails
// for errors, ready when its health endpoint answers HTTP 200, and stopped cleanly — SIGTERM to
// the whole group, SIGKILL after the grace period to whatever is left of it — so that no process
// of it outlives the run, whatever way the run ends.
#include "remote/agent/workload_openai_client.h"
#include "remote/process/spawn.h"

#include <atomic>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace luma::agent {

struct ServerStop {
    bool killed = false;      // SIGKILL was needed
    int waitStatus = 0;       // the leader's
    double seconds = 0;       // from SIGTERM to the group's end
    bool exitedEarly = false; // it had ended before it was asked to
};

class EndpointServer {
public:
    // Spawns `argv` with `env` added; throws RunError(command_failed) when it cannot start.
    EndpointServer(const std::vector<std::string>& argv, const std::vector<std::string>& env, double stopGraceS);
    ~EndpointServer(); // stops it if stop() was not called
    EndpointServer(const EndpointServer&) = delete;
    EndpointServer& operator=(const EndpointServer&) = delete;

    // Polls GET `path` until HTTP 200. Throws RunError: timeout (not ready within `timeoutS`,
    // naming the URL and the last answer), command_failed (the server exited first), cancelled.
    // Returns the seconds it took.
    double waitReady(const Exchange::Endpoints& endpoints, const std::string& url, const std::string& hostPort,
                     const std::string& path, double timeoutS, const std::atomic<bool>* cancelled);
    ServerStop stop();
    pid_t pid() const { return m_child.pid(); }
    // The last lines of its stderr (then stdout), for error messages.
    std::string outputTail(int lines = 20) const;

private:
    void drain();
    process::Child m_child;
    double m_grace;
    std::thread m_drainer;
    std::atomic<bool> m_stopDrain{false};
    std::atomic<bool> m_drained{false}; // both pipes read to their end
    mutable std::mutex m_mutex;
    std::string m_out, m_err; // bounded tails
    bool m_stopped = false;
    ServerStop m_stop;
};

} // namespace luma::agent
