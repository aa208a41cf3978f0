#pragma once
// The client side of the agent protocol over any transport: framing (bounded lines), the
// handshake, and a run from `run` to its final event with cancellation. How the agent was
// started is the launcher's business (agent_launcher.h), not the session's.
#include "remote/client/agent_transport.h"
#include "remote/protocol/line_framer.h"
#include "remote/protocol/messages.h"

#include "core/util/cancel.h"

#include <nlohmann/json.hpp>

#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>

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
    const protocol::HelloReply& helloReply() const { return m_helloReply; }
    // Sends `run` and returns its final event (result or error), passing every event to
    // `onEvent`. When `cancel` fires, the run is cancelled through the protocol and its final
    // (cancelled) event is still awaited, so the agent's processes are really stopped. Throws
    // AgentError when the run does not end within `timeoutS` (after asking it to stop).
    nlohmann::json runToCompletion(const nlohmann::json& run, const std::function<void(const nlohmann::json&)>& onEvent,
                                   double timeoutS, const CancelToken* cancel = nullptr);
    // The same with typed messages: the run's telemetry, then its Result or Error. An event
    // that does not parse is an AgentError naming the field.
    using RunEnd = std::variant<protocol::Result, protocol::Error>;
    RunEnd run(const protocol::Run& run, const std::function<void(const protocol::Telemetry&)>& onTelemetry, double timeoutS,
               const CancelToken* cancel = nullptr);
    AgentTransport& transport() { return *m_transport; }

private:
    std::unique_ptr<AgentTransport> m_transport;
    protocol::LineFramer m_framer;
    std::deque<protocol::Frame> m_frames;
    nlohmann::json m_hello;
    protocol::HelloReply m_helloReply;
};

} // namespace luma::client
