#include "remote/client/ssh_transport.h"

#include "core/util/json_bounded.h"

#include <libssh/libssh.h>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace luma::client {

namespace {

constexpr std::size_t kErrKept = 16384;
constexpr std::size_t kPongMax = 1024; // a longer line is never one of our pongs
constexpr const char* kNoncePrefix = "luma-heartbeat-";

double seconds(std::chrono::steady_clock::duration d) { return std::chrono::duration<double>(d).count(); }

bool isOurPong(const std::string& line) {
    const auto j = parseJsonBounded(line);
    if (j.is_discarded() || !j.is_object() || j.value("type", "") != "pong") return false;
    const auto nonce = j.find("nonce");
    return nonce != j.end() && nonce->is_string() && nonce->get<std::string>().rfind(kNoncePrefix, 0) == 0;
}

} // namespace

SshTransport::SshTransport(std::shared_ptr<SshConnection> connection, const std::string& command, std::string host)
    : m_conn(std::move(connection)), m_host(std::move(host)) {
    m_channel = m_conn->openExec(command);
    m_lastByte = m_lastPing = Clock::now();
}

SshTransport::~SshTransport() { close(); }

std::string SshTransport::describe() const { return "the agent on " + m_host; }

void SshTransport::lost(const std::string& why) {
    m_dead = true;
    throw AgentError(describe() + ": " + why + (m_errText.empty() ? "" : "; it printed: " + m_errText));
}

void SshTransport::write(std::string_view bytes) {
    if (!m_channel || m_dead) throw AgentError(describe() + ": the connection is closed");
    const char* p = bytes.data();
    std::size_t left = bytes.size();
    while (left > 0) {
        const int n = ssh_channel_write(m_channel, p, static_cast<uint32_t>(std::min<std::size_t>(left, 1 << 20)));
        if (n == SSH_ERROR) lost("the connection broke: " + m_conn->lastError());
        p += n;
        left -= static_cast<std::size_t>(n);
    }
}

std::string SshTransport::withoutHeartbeats(std::string_view bytes) {
    std::string out;
    std::size_t i = 0;
    while (i < bytes.size()) {
        const std::size_t nl = bytes.find('\n', i);
        const std::size_t end = nl == std::string_view::npos ? bytes.size() : nl + 1;
        const std::string_view piece = bytes.substr(i, end - i);
        i = end;
        if (m_passing) {
            out += piece;
            if (nl != std::string_view::npos) m_passing = false;
            continue;
        }
        m_held += piece;
        if (nl != std::string_view::npos) {
            if (!isOurPong(m_held)) out += m_held;
            m_held.clear();
        } else if (m_held.size() > kPongMax) {
            out += m_held;
            m_held.clear();
            m_passing = true;
        }
    }
    return out;
}

void SshTransport::heartbeat() {
    const auto now = Clock::now();
    const SshOptions& o = m_conn->options();
    const double silent = seconds(now - m_lastByte);
    if (silent >= o.heartbeatDeadS)
        lost("no answer for " + std::to_string(static_cast<int>(silent)) +
             " s (heartbeat): the connection or the host is dead");
    if (silent >= o.heartbeatIntervalS && seconds(now - m_lastPing) >= o.heartbeatIntervalS) {
        m_lastPing = now;
        write("{\"type\":\"ping\",\"nonce\":\"" + std::string(kNoncePrefix) + std::to_string(++m_pings) + "\"}\n");
    }
}

std::string SshTransport::read(double timeoutS) {
    if (!m_channel || m_dead) throw AgentError(describe() + ": the connection is closed");
    const auto deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeoutS));
    char buf[65536];
    for (;;) {
        const int err = ssh_channel_read_nonblocking(m_channel, buf, sizeof buf, 1);
        if (err > 0) {
            m_errText.append(buf, static_cast<std::size_t>(err));
            if (m_errText.size() > kErrKept) m_errText.erase(0, m_errText.size() - kErrKept);
            m_lastByte = Clock::now();
        }
        // SSH_EOF (negative) only says a stream ended; SSH_ERROR is a broken connection.
        const int n = err == SSH_ERROR ? err : ssh_channel_read_nonblocking(m_channel, buf, sizeof buf, 0);
        if (n == SSH_ERROR) lost("the connection broke: " + m_conn->lastError());
        if (n > 0) {
            m_lastByte = Clock::now();
            std::string bytes = withoutHeartbeats(std::string_view(buf, static_cast<std::size_t>(n)));
            if (!bytes.empty()) return bytes;
            continue;
        }
        if (err > 0) continue;
        if (ssh_channel_is_eof(m_channel)) {
            const int status = ssh_channel_get_exit_status(m_channel);
            lost(status >= 0 ? "the agent exited with status " + std::to_string(status)
                             : std::string("the agent's channel closed"));
        }
        heartbeat();
        const double left = seconds(deadline - Clock::now());
        if (left <= 0) return {};
        const int wait = static_cast<int>(std::clamp(left * 1000.0, 1.0, 200.0));
        if (ssh_channel_poll_timeout(m_channel, wait, 0) == SSH_ERROR)
            lost("the connection broke: " + m_conn->lastError());
    }
}

void SshTransport::close() {
    if (!m_channel) return;
    if (!m_dead && ssh_channel_is_open(m_channel) && !ssh_channel_is_eof(m_channel)) {
        // Ask the agent to stop its runs and leave; give it a few seconds, as for a local child.
        static constexpr std::string_view bye = "{\"type\":\"shutdown\"}\n";
        if (ssh_channel_write(m_channel, bye.data(), static_cast<uint32_t>(bye.size())) != SSH_ERROR) {
            ssh_channel_send_eof(m_channel);
            const auto until = Clock::now() + std::chrono::seconds(10);
            char buf[16384];
            while (Clock::now() < until && !ssh_channel_is_eof(m_channel)) {
                if (ssh_channel_read_nonblocking(m_channel, buf, sizeof buf, 0) == SSH_ERROR) break;
                if (ssh_channel_read_nonblocking(m_channel, buf, sizeof buf, 1) == SSH_ERROR) break;
                if (ssh_channel_poll_timeout(m_channel, 100, 0) == SSH_ERROR) break;
            }
        }
    }
    ssh_channel_close(m_channel);
    ssh_channel_free(m_channel);
    m_channel = nullptr;
    m_conn.reset();
}

} // namespace luma::client
