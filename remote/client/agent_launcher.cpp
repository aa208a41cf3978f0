#include "remote/client/agent_launcher.h"

#include "remote/client/local_agent.h"

#include "core/util/spec_error.h"

namespace luma::client {

std::unique_ptr<AgentSession> LocalLauncher::launch() {
    auto session = std::make_unique<LocalAgent>(m_agentPath);
    session->handshake();
    return session;
}

std::unique_ptr<AgentLauncher> makeLauncher(const std::string& host, const LaunchOptions& options, const std::string& file,
                                            const std::string& key) {
    if (host == "local") return std::make_unique<LocalLauncher>(options.agentPath);
    throw SpecError(file, key, "host \"" + host + "\": only \"local\" (a luma-agent child) is supported so far");
}

} // namespace luma::client
