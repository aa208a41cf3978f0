#pragma once
// The client side of the agent protocol over any transport: framing (bounded lines), the
// handshake, and a run from `run` to its final event with cancellation. How the agent was
// started is the launcher's business (agent_launcher.h), not the session's.
#include "remote/client/agent_transport.h"
#include "remote/protocol/line_framer.h"

#include "core/util/cancel.h"

#include <nlohmann/json.hpp>

#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace luma::client {

class AgentSession {
public:
    explicit AgentSession(std::unique_ptr<AgentTransport> transport);
    virtual ~AgentSession(); // closes the transport (shutdown, then kill if it lingers)
    AgentSession(const AgentSession&) = delete;
    AgentSession& operator=(const AgentSession&) = delete;

    void send(const nlohmann::json& message);
    void sendRaw(const std::string& bytes); // for tests of malformed input
    // The next event, or nullopt when none came within `timeoutS`. Throws AgentError when the
    // agent has exited or sent something that is not a protocol line.
    std::optional<nlohmann::json> next(double timeoutS);
    nlohmann::json handshake(double timeoutS = 30); // the agent's hello; throws on mismatch
    const nlohmann::json& hello() const { return m_hello; }
    // Sends `run` and returns its final event (result or error), passing every event to
    // `onEvent`. When `cancel` fires, the run is cancelled through the protocol and its final
    // (cancelled) event is still awaited, so the agent's processes are really stopped. Throws
    // AgentError when the run does not end within `timeoutS` (after asking it to stop).
    nlohmann::json runToCompletion(const nlohmann::json& run, const std::function<void(const nlohmann::json&)>& onEvent,
                                   double timeoutS, const CancelToken* cancel = nullptr);
    AgentTransport& transport() { return *m_transport; }

private:
    std::unique_ptr<AgentTransport> m_transport;
    protocol::LineFramer m_framer;
    std::deque<protocol::Frame> m_frames;
    nlohmann::json m_hello;
};

} // namespace luma::client
