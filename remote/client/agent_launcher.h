#pragma once
// Where agents come from: one launcher per kind of host yields a ready session (started and
// greeted). `local` starts a child of this process today; SSH and Slurm launchers join here.
#include "remote/client/agent_session.h"

#include <memory>
#include <string>

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
    std::string agentPath; // the luma-agent to start for "local"
};

// The launcher for a host of a campaign's `hosts` list. Throws SpecError naming `file` and
// `key` for a host kind this build cannot reach.
std::unique_ptr<AgentLauncher> makeLauncher(const std::string& host, const LaunchOptions& options, const std::string& file,
                                            const std::string& key);

} // namespace luma::client
