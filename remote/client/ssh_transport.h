#pragma once
// `luma-agent --stdio` on an SSH exec channel as the agent's transport. The connection is
// shared with whoever deployed the agent and lives as long as the transport. Everything the
// host sends is untrusted: the session above bounds its lines; the transport keeps only the
// last 16 KiB of stderr. An application heartbeat (a protocol ping after a few seconds of
// silence, its pong taken out of the stream) notices a link that died without closing.
#include "remote/client/agent_transport.h"
#include "remote/client/ssh_connection.h"

#include <chrono>
#include <memory>
#include <string>

namespace luma::client {

class SshTransport : public AgentTransport {
public:
    // Runs `command` (which execs the agent) on `connection`; throws SshError when it cannot.
    SshTransport(std::shared_ptr<SshConnection> connection, const std::string& command, std::string host);
    ~SshTransport() override;
    void write(std::string_view bytes) override;
    std::string read(double timeoutS) override;
    void close() override;
    std::string describe() const override;

private:
    using Clock = std::chrono::steady_clock;
    [[noreturn]] void lost(const std::string& why);
    std::string withoutHeartbeats(std::string_view bytes);
    void heartbeat();

    std::shared_ptr<SshConnection> m_conn;
    ssh_channel_struct* m_channel = nullptr;
    std::string m_host;
    std::string m_errText;
    bool m_dead = false;
    // Heartbeat state.
    Clock::time_point m_lastByte, m_lastPing;
    long long m_pings = 0;
    std::string m_held;     // the start of a short line that may be one of our pongs
    bool m_passing = false; // inside a long line: passed through as it comes
};

} // namespace luma::client
