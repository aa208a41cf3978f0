#include "remote/agent/process.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

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
    if (argv.empty()) {
        r.startError = "empty argv";
        return r;
    }
    int out[2], err[2], status[2];
    if (pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0 || pipe2(status, O_CLOEXEC) != 0) {
        r.startError = std::string("pipe: ") + std::strerror(errno);
        return r;
    }
    // Build argv and envp before fork: the child only calls async-signal-safe functions.
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    std::vector<std::string> env;
    for (char** e = environ; *e; ++e) env.emplace_back(*e);
    for (const auto& e : extraEnv) env.push_back(e);
    std::vector<char*> envp;
    for (auto& e : env) envp.push_back(e.data());
    envp.push_back(nullptr);

    pid_t pid = fork();
    if (pid < 0) {
        r.startError = std::string("fork: ") + std::strerror(errno);
        return r;
    }
    if (pid == 0) {
        setpgid(0, 0);
        int devnull = open("/dev/null", O_RDONLY);
        dup2(devnull, 0);
        dup2(out[1], 1);
        dup2(err[1], 2);
        execvpe(args[0], args.data(), envp.data());
        int code = errno;
        (void)!write(status[1], &code, sizeof code);
        _exit(127);
    }
    setpgid(pid, pid);
    close(out[1]);
    close(err[1]);
    close(status[1]);
    int execErrno = 0;
    if (read(status[0], &execErrno, sizeof execErrno) == sizeof execErrno) {
        r.startError = "cannot run \"" + argv[0] + "\": " + std::strerror(execErrno);
        waitpid(pid, nullptr, 0);
        close(out[0]);
        close(err[0]);
        close(status[0]);
        return r;
    }
    close(status[0]);
    r.started = true;

    const auto start = std::chrono::steady_clock::now();
    bool outOpen = true, errOpen = true, killed = false;
    auto killedAt = start;
    char buf[65536];
    while (outOpen || errOpen) {
        pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
        int ready = poll(fds, 2, 50);
        if (ready < 0 && errno != EINTR) break;
        for (int i = 0; i < 2; ++i) {
            if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            ssize_t n = read(fds[i].fd, buf, sizeof buf);
            if (n > 0) append(i == 0 ? r.out : r.err, buf, static_cast<std::size_t>(n), maxCapture);
            else if (n == 0 || (errno != EINTR && errno != EAGAIN)) (i == 0 ? outOpen : errOpen) = false;
        }
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!killed && ((timeoutS > 0 && elapsed > timeoutS) || (cancel && cancel->load()))) {
            r.timedOut = !(cancel && cancel->load());
            r.cancelled = !r.timedOut;
            kill(-pid, SIGTERM);
            killed = true;
            killedAt = std::chrono::steady_clock::now();
        }
        // A group that ignores SIGTERM (or a grandchild holding the pipes) gets SIGKILL.
        if (killed && std::chrono::duration<double>(std::chrono::steady_clock::now() - killedAt).count() > 2.0) {
            kill(-pid, SIGKILL);
            break;
        }
    }
    close(out[0]);
    close(err[0]);
    int wstatus = 0;
    while (waitpid(pid, &wstatus, 0) < 0 && errno == EINTR) {
    }
    if (killed) kill(-pid, SIGKILL); // leftovers of the group
    if (WIFEXITED(wstatus)) r.exitCode = WEXITSTATUS(wstatus);
    if (WIFSIGNALED(wstatus)) r.signal = WTERMSIG(wstatus);
    return r;
}

} // namespace luma::agent
