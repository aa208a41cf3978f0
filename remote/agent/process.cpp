#include "remote/agent/process.h"

#include "remote/process/spawn.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace luma::agent {

namespace {

void append(std::string& buffer, const char* data, std::size_t n, std::size_t max) {
    buffer.append(data, n);
    if (buffer.size() > max) buffer.erase(0, buffer.size() - max);
}

} // namespace

std::string tail(const std::string& text, int lines) {
    std::size_t pos = text.size();
    while (pos > 0 && (text[pos - 1] == '\n' || text[pos - 1] == '\r')) --pos;
    std::size_t end = pos;
    for (int i = 0; i < lines && pos > 0; ++i) {
        pos = text.rfind('\n', pos - 1);
        if (pos == std::string::npos) {
            pos = 0;
            break;
        }
    }
    return text.substr(pos == 0 ? 0 : pos + 1, end - (pos == 0 ? 0 : pos + 1));
}

ProcessResult runProcess(const std::vector<std::string>& argv, const std::vector<std::string>& extraEnv,
                         double timeoutS, const std::atomic<bool>* cancel, std::size_t maxCapture) {
    ProcessResult r;
    process::Child child;
    try {
        child = process::spawn({argv, extraEnv, false});
    } catch (const process::SpawnError& e) {
        r.startError = e.what();
        return r;
    }
    r.started = true;

    const auto start = std::chrono::steady_clock::now();
    bool outOpen = true, errOpen = true, killed = false;
    auto killedAt = start;
    char buf[65536];
    while (outOpen || errOpen) {
        // A closed stream is left out (a negative fd), so one open pipe does not spin the loop.
        pollfd fds[2] = {{outOpen ? child.stdoutFd() : -1, POLLIN, 0}, {errOpen ? child.stderrFd() : -1, POLLIN, 0}};
        int ready = poll(fds, 2, 50);
        if (ready < 0 && errno != EINTR) break;
        for (int i = 0; i < 2; ++i) {
            if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            ssize_t n = read(fds[i].fd, buf, sizeof buf);
            if (n > 0)
                append(i == 0 ? r.out : r.err, buf, static_cast<std::size_t>(n), maxCapture);
            else if (n == 0 || (errno != EINTR && errno != EAGAIN))
                (i == 0 ? outOpen : errOpen) = false;
        }
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!killed && ((timeoutS > 0 && elapsed > timeoutS) || (cancel && cancel->load()))) {
            r.timedOut = !(cancel && cancel->load());
            r.cancelled = !r.timedOut;
            child.signalGroup(SIGTERM);
            killed = true;
            killedAt = std::chrono::steady_clock::now();
        }
        // A group that ignores SIGTERM (or a grandchild holding the pipes) gets SIGKILL.
        if (killed && std::chrono::duration<double>(std::chrono::steady_clock::now() - killedAt).count() > 2.0) {
            child.signalGroup(SIGKILL);
            break;
        }
    }
    child.closeOutput();
    const int wstatus = child.wait();
    if (killed) child.signalGroup(SIGKILL); // leftovers of the group
    if (WIFEXITED(wstatus)) r.exitCode = WEXITSTATUS(wstatus);
    if (WIFSIGNALED(wstatus)) r.signal = WTERMSIG(wstatus);
    return r;
}

} // namespace luma::agent
