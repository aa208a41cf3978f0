#pragma once
// A `luma-agent --stdio` child process and the client side of the protocol over its pipes:
// the same conversation a campaign has with an agent over SSH or in a Slurm step.
#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <sys/types.h>

namespace luma::client {

class AgentError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class LocalAgent {
public:
    explicit LocalAgent(const std::string& agentPath); // throws AgentError when it cannot start
    ~LocalAgent();                                     // shutdown, then kill if it lingers
    LocalAgent(const LocalAgent&) = delete;
    LocalAgent& operator=(const LocalAgent&) = delete;

    void send(const nlohmann::json& message);
    void sendRaw(const std::string& bytes); // for tests of malformed input
    // The next event, or nullopt when none came within `timeoutS`. Throws AgentError when the
    // agent has exited (with what it printed on stderr).
    std::optional<nlohmann::json> next(double timeoutS);
    nlohmann::json handshake(double timeoutS = 30); // the agent's hello; throws on mismatch
    // Sends `run` and returns its final event (result or error), passing every event of the run
    // to `onEvent`. Events of other runs and untagged events are passed through too.
    nlohmann::json runToCompletion(const nlohmann::json& run, const std::function<void(const nlohmann::json&)>& onEvent,
                                   double timeoutS);
    pid_t pid() const { return m_pid; }

private:
    pid_t m_pid = -1;
    int m_toAgent = -1, m_fromAgent = -1, m_stderr = -1;
    std::string m_buffer, m_errText;
};

// The agent next to the running executable, or $LUMA_AGENT when set.
std::string defaultAgentPath();

} // namespace luma::client
