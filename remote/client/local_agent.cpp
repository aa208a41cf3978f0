#include "remote/client/local_agent.h"

#include "remote/protocol/protocol.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace luma::client {

std::string defaultAgentPath() {
    if (const char* env = std::getenv("LUMA_AGENT"); env && *env) return env;
    std::error_code ec;
    auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ((ec ? std::filesystem::path(".") : exe.parent_path()) / "luma-agent").string();
}

LocalAgent::LocalAgent(const std::string& agentPath) {
    if (access(agentPath.c_str(), X_OK) != 0)
        throw AgentError("cannot run the agent " + agentPath + ": " + std::strerror(errno));
    int in[2], out[2], err[2];
    if (pipe2(in, O_CLOEXEC) || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC))
        throw AgentError(std::string("pipe: ") + std::strerror(errno));
    std::signal(SIGPIPE, SIG_IGN);
    m_pid = fork();
    if (m_pid < 0) throw AgentError(std::string("fork: ") + std::strerror(errno));
    if (m_pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        dup2(err[1], 2);
        execl(agentPath.c_str(), agentPath.c_str(), "--stdio", static_cast<char*>(nullptr));
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    close(err[1]);
    m_toAgent = in[1];
    m_fromAgent = out[0];
    m_stderr = err[0];
    fcntl(m_stderr, F_SETFL, O_NONBLOCK);
}

LocalAgent::~LocalAgent() {
    if (m_toAgent >= 0) {
        const std::string bye = "{\"type\":\"shutdown\"}\n";
        (void)!write(m_toAgent, bye.data(), bye.size());
        close(m_toAgent);
    }
    if (m_pid > 0) {
        const auto start = std::chrono::steady_clock::now();
        int status = 0;
        while (waitpid(m_pid, &status, WNOHANG) == 0) {
            if (std::chrono::steady_clock::now() - start > std::chrono::seconds(10)) {
                kill(m_pid, SIGKILL);
                waitpid(m_pid, &status, 0);
                break;
            }
            usleep(10000);
        }
    }
    for (int fd : {m_fromAgent, m_stderr})
        if (fd >= 0) close(fd);
}

void LocalAgent::sendRaw(const std::string& bytes) {
    const char* p = bytes.data();
    std::size_t left = bytes.size();
    while (left > 0) {
        ssize_t n = write(m_toAgent, p, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw AgentError("the agent stopped reading: " + std::string(std::strerror(errno)));
        p += n;
        left -= static_cast<std::size_t>(n);
    }
}

void LocalAgent::send(const nlohmann::json& message) { sendRaw(message.dump() + "\n"); }

std::optional<nlohmann::json> LocalAgent::next(double timeoutS) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeoutS);
    char buf[65536];
    for (;;) {
        auto nl = m_buffer.find('\n');
        if (nl != std::string::npos) {
            std::string line = m_buffer.substr(0, nl);
            m_buffer.erase(0, nl + 1);
            auto j = nlohmann::json::parse(line, nullptr, false);
            if (j.is_discarded()) throw AgentError("the agent printed a line that is not JSON: " + line.substr(0, 200));
            return j;
        }
        if (m_buffer.size() > protocol::kMaxLineBytes) throw AgentError("the agent sent an oversized line");
        auto left = std::chrono::duration<double>(deadline - std::chrono::steady_clock::now()).count();
        if (left <= 0) return std::nullopt;
        pollfd fds[2] = {{m_fromAgent, POLLIN, 0}, {m_stderr, POLLIN, 0}};
        int ready = poll(fds, 2, static_cast<int>(std::min(left * 1000.0, 1000.0)) + 1);
        if (ready < 0 && errno != EINTR) throw AgentError(std::string("poll: ") + std::strerror(errno));
        if (fds[1].revents & POLLIN) {
            ssize_t n = read(m_stderr, buf, sizeof buf);
            if (n > 0) m_errText.append(buf, static_cast<std::size_t>(n));
            if (m_errText.size() > 16384) m_errText.erase(0, m_errText.size() - 16384);
        }
        if (fds[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            ssize_t n = read(m_fromAgent, buf, sizeof buf);
            if (n > 0) m_buffer.append(buf, static_cast<std::size_t>(n));
            else if (n == 0) throw AgentError("the agent exited" + (m_errText.empty() ? std::string() : ": " + m_errText));
        }
    }
}

nlohmann::json LocalAgent::handshake(double timeoutS) {
    send({{"type", "hello"}, {"protocol", protocol::kVersion}});
    auto e = next(timeoutS);
    if (!e) throw AgentError("the agent did not answer hello within " + std::to_string(timeoutS) + " s");
    if (e->value("type", "") != "hello") throw AgentError("handshake failed: " + e->value("message", e->dump()));
    return *e;
}

nlohmann::json LocalAgent::runToCompletion(const nlohmann::json& run, const std::function<void(const nlohmann::json&)>& onEvent,
                                           double timeoutS) {
    send(run);
    const std::string id = run.value("run_id", "");
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeoutS);
    for (;;) {
        auto left = std::chrono::duration<double>(deadline - std::chrono::steady_clock::now()).count();
        if (left <= 0) throw AgentError("run " + id + " did not finish within " + std::to_string(timeoutS) + " s");
        auto e = next(left);
        if (!e) continue;
        if (onEvent) onEvent(*e);
        const std::string type = e->value("type", "");
        if ((type == "result" || type == "error") && e->value("run_id", "") == id) return *e;
        if (type == "error" && !e->contains("run_id")) return *e; // the run was refused before it began
    }
}

} // namespace luma::client
