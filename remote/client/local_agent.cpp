#include "remote/client/local_agent.h"

namespace luma::client {

namespace {

std::unique_ptr<LocalTransport> start(const std::string& agentPath, pid_t& pid) {
    auto t = std::make_unique<LocalTransport>(agentPath);
    pid = t->pid();
    return t;
}

} // namespace

LocalAgent::LocalAgent(const std::string& agentPath) : AgentSession(start(agentPath, m_pid)) {}

} // namespace luma::client
