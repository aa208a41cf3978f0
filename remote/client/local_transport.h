#pragma once
// A `luma-agent --stdio` child process as the agent's transport: started with the one process
// spawner, in its own process group (a terminal's Ctrl-C reaches the face, which cancels the
// run through the protocol), stderr kept for the reason when it exits.
#include "remote/client/agent_transport.h"
#include "remote/process/spawn.h"

#include <string>

namespace luma::client {

class LocalTransport : public AgentTransport {
public:
    // Throws AgentError when it cannot start; `stateRoot` is passed as --state-root when given.
    explicit LocalTransport(const std::string& agentPath, const std::string& stateRoot = {});
    ~LocalTransport() override;
    void write(std::string_view bytes) override;
    std::string read(double timeoutS) override;
    void close() override;
    std::string describe() const override;
    pid_t pid() const { return m_child.pid(); }

private:
    void drainErrors(double timeoutS); // reads what the agent wrote to stderr, until its end or the timeout
    process::Child m_child;
    std::string m_errText; // the last 16 KiB of the agent's stderr
};

// The agent next to the running executable, or $LUMA_AGENT when set.
std::string defaultAgentPath();

} // namespace luma::client
