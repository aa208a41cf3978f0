#pragma once
// Where agents come from: one launcher per kind of host yields a ready session (started and
// greeted). `local` starts a child of this process; `ssh://…` (or a host profile naming one)
// deploys the agent over SSH and runs it there (ssh_launcher.h); `slurm://…` runs it in a batch
// job reached through the login node (slurm_launcher.h).
#include "remote/client/agent_session.h"
#include "remote/client/ssh_connection.h"

#include <memory>
#include <string>
#include <vector>

namespace luma::client {

class AgentLauncher {
public:
    virtual ~AgentLauncher() = default;
    // A session after a successful handshake. Throws AgentError when the agent cannot start or
    // does not speak our protocol.
    virtual std::unique_ptr<AgentSession> launch() = 0;
    virtual std::string host() const = 0; // as the user named it: "local", later "ssh://…"
};

class LocalLauncher : public AgentLauncher {
public:
    explicit LocalLauncher(std::string agentPath) : m_agentPath(std::move(agentPath)) {}
    std::unique_ptr<AgentSession> launch() override;
    std::string host() const override { return "local"; }

private:
    std::string m_agentPath;
};

struct LaunchOptions {
    std::string agentPath;            // the luma-agent to start for "local", and to deploy to ssh:// hosts
    SshOptions ssh{};                 // ssh config file, host key acceptance, timeouts, heartbeat
    std::string hostsFile{};          // host profiles; "" = HostProfiles::defaultPath()
    std::vector<std::string> hosts{}; // replaces the campaign's `hosts` when not empty (--host)
};

// The launcher for a host of a campaign's `hosts` list: "local", "ssh://[user@]host[:port]",
// "ssh://alias", "slurm://[user@]login-host[:port]?…" (slurm_target.h), or the name of a host profile. Throws SpecError naming `file` and `key` for
// a host this build cannot reach or a malformed URI.
std::unique_ptr<AgentLauncher> makeLauncher(const std::string& host, const LaunchOptions& options,
                                            const std::string& file, const std::string& key);

} // namespace luma::client
