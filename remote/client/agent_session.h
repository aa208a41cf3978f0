#pragma once
// The client side of the agent protocol over any transport: framing (bounded lines), the
// handshake, and a run from `run` to its final event with cancellation. How the agent was
// started is the launcher's business (agent_launcher.h), not the session's.
#include "remote/client/agent_transport.h"
#include "remote/protocol/line_framer.h"
#include "remote/protocol/messages.h"

#include "core/util/cancel.h"

#include <nlohmann/json.hpp>

#include <chrono>
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
    // The agent's hello; throws AgentError when it refuses our protocol or answers with another.
    nlohmann::json handshake(double timeoutS = 30);
    const nlohmann::json& hello() const { return m_hello; }
    const protocol::HelloReply& helloReply() const { return m_helloReply; }
    // Sends `run` and returns its final event (result or error), passing every event to
    // `onEvent`. When `cancel` fires, the run is cancelled through the protocol and its final
    // (cancelled) event is still awaited, so the agent's processes are really stopped. Throws
    // AgentError when the run does not end within `timeoutS` (after asking it to stop).
    nlohmann::json runToCompletion(const nlohmann::json& run, const std::function<void(const nlohmann::json&)>& onEvent,
                                   double timeoutS, const CancelToken* cancel = nullptr);
    // The same for a detached run that is already on the agent: `attach` from the last seq the
    // caller committed; the agent replays the rest, then streams the live events.
    nlohmann::json attachToCompletion(const protocol::Attach& attach,
                                      const std::function<void(const nlohmann::json&)>& onEvent, double timeoutS,
                                      const CancelToken* cancel = nullptr);
    // The same with typed messages: the run's telemetry, then its Result or Error. An event
    // that does not parse is an AgentError naming the field.
    using RunEnd = std::variant<protocol::Result, protocol::Error>;
    // `lastSeq`, when given, is the seq of the run's last event received so far (kept up to date
    // as events arrive, so that after an AgentError the caller knows where to attach from).
    // Events at or below it are not passed on again; a gap in the seqs is an AgentError.
    RunEnd run(const protocol::Run& run, const std::function<void(const protocol::Telemetry&)>& onTelemetry,
               double timeoutS, const CancelToken* cancel = nullptr, long long* lastSeq = nullptr);
    RunEnd attach(const protocol::Attach& attach, const std::function<void(const protocol::Telemetry&)>& onTelemetry,
                  double timeoutS, const CancelToken* cancel = nullptr, long long* lastSeq = nullptr);
    // Tells a detached run's agent that the run's events up to `seq` are committed.
    void ack(const std::string& runId, long long seq) { send(protocol::Ack{runId, seq}.toJson()); }
    bool detachedRuns() const { return m_helloReply.detachedRuns; }
    // How long the agent may say nothing at all while a run is awaited (protocol.h's heartbeat):
    // kSilenceLimitS, or LUMA_AGENT_SILENCE_S when set.
    double silenceLimitS() const { return m_silenceLimitS; }
    AgentTransport& transport() { return *m_transport; }

private:
    nlohmann::json awaitEnd(const std::string& id, const std::function<void(const nlohmann::json&)>& onEvent,
                            double timeoutS, const CancelToken* cancel);
    void checkHeard(const std::string& id); // throws AgentError past the silence limit
    RunEnd typed(const std::string& id, const std::function<void(const protocol::Telemetry&)>& onTelemetry,
                 double timeoutS, const CancelToken* cancel, long long* lastSeq);

    std::unique_ptr<AgentTransport> m_transport;
    protocol::LineFramer m_framer;
    std::deque<protocol::Frame> m_frames;
    nlohmann::json m_hello;
    protocol::HelloReply m_helloReply;
    double m_silenceLimitS;
    std::chrono::steady_clock::time_point m_lastHeard; // the last bytes from the agent
};

} // namespace luma::client
