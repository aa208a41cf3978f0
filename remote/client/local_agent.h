#pragma once
// A session with a `luma-agent --stdio` child of this process: what `luma probe`, `luma
// agent-run` and the tests use to talk to a local agent directly.
#include "remote/client/agent_session.h"
#include "remote/client/local_transport.h"

#include <sys/types.h>

namespace luma::client {

class LocalAgent : public AgentSession {
public:
    explicit LocalAgent(const std::string& agentPath); // throws AgentError when it cannot start
    pid_t pid() const { return m_pid; }

private:
    pid_t m_pid;
};

} // namespace luma::client
