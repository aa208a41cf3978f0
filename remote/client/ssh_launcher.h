#pragma once
// The launcher for `ssh://` hosts: connects (ssh config, known_hosts, keys), deploys the
// bundled agent by content hash, execs `luma-agent --stdio --state-root <root>/runs` (detached
// runs) on an exec channel and greets it.
// What it found on the last launch (host key, install, timings) is kept for `luma hosts test`.
#include "remote/client/agent_deploy.h"
#include "remote/client/agent_launcher.h"
#include "remote/client/ssh_connection.h"

#include <optional>

namespace luma::client {

struct SshLaunchReport {
    HostKeyInfo hostKey;
    std::string connection; // "user@host:port"
    AgentInstall install;
    double connectSeconds = 0, handshakeSeconds = 0;
};

class SshLauncher : public AgentLauncher {
public:
    // `host` as the user named it (a profile name or the URI); `target` what it resolved to.
    SshLauncher(std::string host, SshTarget target, SshOptions options, std::string agentPath);
    std::unique_ptr<AgentSession> launch() override;
    std::string host() const override { return m_host; }
    const std::optional<SshLaunchReport>& lastLaunch() const { return m_report; }

private:
    std::string m_host;
    SshTarget m_target;
    SshOptions m_options;
    std::string m_agentPath;
    std::optional<AgentBundle> m_bundle; // hashed once per launcher
    std::optional<SshLaunchReport> m_report;
};

} // namespace luma::client
