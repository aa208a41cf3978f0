#include "remote/client/local_agent.h"

namespace luma::client {

namespace {

std::unique_ptr<LocalTransport> start(const std::string& agentPath, const std::string& stateRoot, pid_t& pid) {
    auto t = std::make_unique<LocalTransport>(agentPath, stateRoot);
    pid = t->pid();
    return t;
}

} // namespace

LocalAgent::LocalAgent(const std::string& agentPath, const std::string& stateRoot)
    : AgentSession(start(agentPath, stateRoot, m_pid)) {}

} // namespace luma::client
