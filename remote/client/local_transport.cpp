#include "remote/client/local_transport.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <poll.h>
#include <unistd.h>

namespace luma::client {

std::string defaultAgentPath() {
    if (const char* env = std::getenv("LUMA_AGENT"); env && *env) return env;
    std::error_code ec;
    auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ((ec ? std::filesystem::path(".") : exe.parent_path()) / "luma-agent").string();
}

LocalTransport::LocalTransport(const std::string& agentPath, const std::string& stateRoot) {
    if (access(agentPath.c_str(), X_OK) != 0)
        throw AgentError("cannot run the agent " + agentPath + ": " + std::strerror(errno));
    // A write to an agent that died must be an error we report, not a signal that kills us.
    std::signal(SIGPIPE, SIG_IGN);
    try {
        std::vector<std::string> argv = {agentPath, "--stdio"};
        if (!stateRoot.empty()) argv.insert(argv.end(), {"--state-root", stateRoot});
        m_child = process::spawn({argv, {}, true});
    } catch (const process::SpawnError& e) {
        throw AgentError(e.what());
    }
}

LocalTransport::~LocalTransport() { close(); }

void LocalTransport::write(std::string_view bytes) {
    const char* p = bytes.data();
    std::size_t left = bytes.size();
    while (left > 0) {
        if (m_child.stdinFd() < 0) throw AgentError("the agent's input is closed");
        ssize_t n = ::write(m_child.stdinFd(), p, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            const std::string why = std::strerror(errno);
            drainErrors(0.5); // an agent that exited at once said why on its stderr
            throw AgentError("the agent stopped reading: " + why +
                             (m_errText.empty() ? std::string() : ": " + m_errText));
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
}

void LocalTransport::drainErrors(double timeoutS) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeoutS);
    char buf[4096];
    while (m_child.stderrFd() >= 0 && std::chrono::steady_clock::now() < deadline) {
        pollfd fd = {m_child.stderrFd(), POLLIN, 0};
        if (poll(&fd, 1, 50) <= 0) continue;
        const ssize_t n = ::read(m_child.stderrFd(), buf, sizeof buf);
        if (n <= 0) return; // its end: everything it wrote is here
        m_errText.append(buf, static_cast<std::size_t>(n));
        if (m_errText.size() > 16384) m_errText.erase(0, m_errText.size() - 16384);
    }
}

std::string LocalTransport::read(double timeoutS) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeoutS);
    char buf[65536];
    for (;;) {
        if (m_child.stdoutFd() < 0) throw AgentError("the agent's output is closed");
        const double left = std::chrono::duration<double>(deadline - std::chrono::steady_clock::now()).count();
        pollfd fds[2] = {{m_child.stdoutFd(), POLLIN, 0}, {m_child.stderrFd(), POLLIN, 0}};
        const int ready = poll(fds, 2, left <= 0 ? 0 : static_cast<int>(std::min(left * 1000.0, 1000.0)) + 1);
        if (ready < 0 && errno != EINTR) throw AgentError(std::string("poll: ") + std::strerror(errno));
        if (fds[1].revents & POLLIN) {
            const ssize_t n = ::read(m_child.stderrFd(), buf, sizeof buf);
            if (n > 0) m_errText.append(buf, static_cast<std::size_t>(n));
            if (m_errText.size() > 16384) m_errText.erase(0, m_errText.size() - 16384);
        }
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            const ssize_t n = ::read(m_child.stdoutFd(), buf, sizeof buf);
            if (n > 0) return std::string(buf, static_cast<std::size_t>(n));
            if (n == 0) throw AgentError("the agent exited" + (m_errText.empty() ? std::string() : ": " + m_errText));
        }
        if (left <= 0) return {};
    }
}

void LocalTransport::close() {
    if (m_child.pid() <= 0) return;
    if (m_child.stdinFd() >= 0) {
        static constexpr std::string_view bye = "{\"type\":\"shutdown\"}\n";
        (void)!::write(m_child.stdinFd(), bye.data(), bye.size());
        m_child.closeStdin();
    }
    m_child.waitOrKill(10.0);
    m_child.closeOutput();
}

std::string LocalTransport::describe() const { return "local agent (pid " + std::to_string(m_child.pid()) + ")"; }

} // namespace luma::client
