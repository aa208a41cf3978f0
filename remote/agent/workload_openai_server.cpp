#include "remote/agent/workload_openai_server.h"

#include "core/util/number_text.h"
#include "remote/agent/process.h"
#include "remote/agent/workload.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <dirent.h>
#include <fstream>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace luma::agent {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kTailBytes = 64 * 1024;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

void sleepFor(double s) { std::this_thread::sleep_for(std::chrono::duration<double>(s)); }

std::string statusText(int status) {
    if (WIFEXITED(status)) return "exit code " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
    return "wait status " + std::to_string(status);
}

// Whether a live (not zombie) process is left in group `pgid`. A member that outlived the leader
// was re-parented to init, which in a container may never reap it: a zombie is no process left.
bool groupAlive(pid_t pgid) {
    if (kill(-pgid, 0) != 0 && errno == ESRCH) return false;
    DIR* proc = opendir("/proc");
    if (!proc) return true; // no /proc: trust kill(2)
    bool alive = false;
    while (const dirent* e = readdir(proc)) {
        if (e->d_name[0] < '0' || e->d_name[0] > '9') continue;
        std::ifstream in(std::string("/proc/") + e->d_name + "/stat");
        std::string stat;
        std::getline(in, stat);
        // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so read after the last ')'.
        const std::size_t close = stat.rfind(')');
        if (close == std::string::npos) continue;
        char state = 0;
        long ppid = 0, pgrp = 0;
        if (std::sscanf(stat.c_str() + close + 1, " %c %ld %ld", &state, &ppid, &pgrp) == 3 && pgrp == pgid &&
            state != 'Z' && state != 'X') {
            alive = true;
            break;
        }
    }
    closedir(proc);
    return alive;
}

void keepTail(std::string& buffer, const char* data, std::size_t n) {
    buffer.append(data, n);
    if (buffer.size() > kTailBytes) buffer.erase(0, buffer.size() - kTailBytes);
}

} // namespace

EndpointServer::EndpointServer(const std::vector<std::string>& argv, const std::vector<std::string>& env,
                               double stopGraceS)
    : m_grace(stopGraceS) {
    try {
        m_child = process::spawn({argv, env, false});
    } catch (const process::SpawnError& e) {
        throw RunError(protocol::ErrorCode::CommandFailed, std::string("the server command: ") + e.what());
    }
    m_drainer = std::thread([this] { drain(); });
}

EndpointServer::~EndpointServer() { stop(); }

void EndpointServer::drain() {
    struct Done {
        std::atomic<bool>& flag;
        ~Done() { flag.store(true); }
    } done{m_drained};
    bool outOpen = true, errOpen = true;
    char buf[16384];
    while ((outOpen || errOpen) && !m_stopDrain.load()) {
        pollfd fds[2] = {{outOpen ? m_child.stdoutFd() : -1, POLLIN, 0},
                         {errOpen ? m_child.stderrFd() : -1, POLLIN, 0}};
        if (poll(fds, 2, 50) < 0 && errno != EINTR) return;
        for (int i = 0; i < 2; ++i) {
            if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            const ssize_t n = read(fds[i].fd, buf, sizeof buf);
            if (n > 0) {
                std::lock_guard lock(m_mutex);
                keepTail(i == 0 ? m_out : m_err, buf, static_cast<std::size_t>(n));
            } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
                (i == 0 ? outOpen : errOpen) = false;
            }
        }
    }
}

std::string EndpointServer::outputTail(int lines) const {
    std::lock_guard lock(m_mutex);
    std::string err = tail(m_err, lines);
    if (!err.empty()) return err;
    std::string out = tail(m_out, lines);
    return out.empty() ? "(no output)" : out;
}

double EndpointServer::waitReady(const Exchange::Endpoints& endpoints, const std::string& url,
                                 const std::string& hostPort, const std::string& path, double timeoutS,
                                 const std::atomic<bool>* cancelled) {
    const auto start = Clock::now();
    std::string last = "no answer yet";
    for (;;) {
        if (cancelled && cancelled->load())
            throw RunError(protocol::ErrorCode::Cancelled, "cancelled while the server was starting");
        if (const auto status = m_child.tryWait()) {
            // What it printed before it ended may still be in the pipes: read to their end (a
            // child it left behind may hold them open: a second at most).
            for (const auto ended = Clock::now(); !m_drained.load() && since(ended) < 1.0;) sleepFor(0.01);
            throw RunError(protocol::ErrorCode::CommandFailed, "the server command ended (" + statusText(*status) +
                                                                   ") before " + url + path +
                                                                   " answered; its output's tail:\n" + outputTail());
        }
        const double left = timeoutS - since(start);
        if (left <= 0)
            throw RunError(protocol::ErrorCode::Timeout,
                           "the server at " + url + " did not answer GET " + path + " with HTTP 200 within " +
                               "ready_timeout_s=" + numberText(timeoutS) + " (last: " + last +
                               "); its output's tail:\n" + outputTail());
        const ExchangeEnd e = getOnce(endpoints, hostPort, path, std::min(2.0, left));
        if (e.ok) return since(start);
        last = e.problem;
        sleepFor(std::min(0.1, std::max(0.0, timeoutS - since(start))));
    }
}

ServerStop EndpointServer::stop() {
    if (m_stopped) return m_stop;
    m_stopped = true;
    const auto start = Clock::now();
    const pid_t group = m_child.pid();
    m_stop.exitedEarly = m_child.tryWait().has_value();
    m_child.signalGroup(SIGTERM);
    // The leader may exit at once while its workers (vLLM's engine processes) still shut down:
    // the group, not the leader, has to be gone.
    while (since(start) < m_grace && (!m_child.tryWait() || groupAlive(group))) sleepFor(0.02);
    if (!m_child.tryWait() || groupAlive(group)) {
        m_child.signalGroup(SIGKILL);
        m_stop.killed = true;
    }
    m_stop.waitStatus = m_child.wait();
    for (int i = 0; i < 100 && groupAlive(group); ++i) sleepFor(0.02); // SIGKILL is not instant
    m_stop.seconds = since(start);
    m_stopDrain = true;
    if (m_drainer.joinable()) m_drainer.join();
    m_child.closeOutput();
    return m_stop;
}

} // namespace luma::agent
