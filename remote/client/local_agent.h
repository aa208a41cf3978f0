#pragma once
// A session with a `luma-agent --stdio` child of this process: what `luma probe`, `luma
// agent-run` and the tests use to talk to a local agent directly.
#include "remote/client/agent_session.h"
#include "remote/client/local_transport.h"

#include <sys/types.h>

namespace luma::client {

class LocalAgent : public AgentSession {
public:
    // Throws AgentError when it cannot start. With a `stateRoot`, its runs are detached (spooled there).
    explicit LocalAgent(const std::string& agentPath, const std::string& stateRoot = {});
    pid_t pid() const { return m_pid; }

private:
    pid_t m_pid;
};

} // namespace luma::client
