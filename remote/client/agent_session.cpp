#include "remote/client/agent_session.h"

#include "core/util/json_bounded.h"
#include "core/util/number_text.h"
#include "remote/protocol/protocol.h"

#include <chrono>
#include <cmath>
#include <cstdlib>

namespace luma::client {

namespace {

using Clock = std::chrono::steady_clock;

double secondsUntil(Clock::time_point t) { return std::chrono::duration<double>(t - Clock::now()).count(); }
Clock::time_point after(double seconds) {
    return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

// How long a cancelled run may take to report that it stopped (a command gets SIGTERM, then
// SIGKILL after 2 s; an emulator iteration ends).
constexpr double kCancelGraceS = 30;

// protocol::kSilenceLimitS, or LUMA_AGENT_SILENCE_S (seconds, for a slow link) when set.
double configuredSilenceLimit() {
    const char* env = std::getenv("LUMA_AGENT_SILENCE_S");
    if (!env || !*env) return protocol::kSilenceLimitS;
    char* end = nullptr;
    const double s = std::strtod(env, &end);
    if (end == env || *end != '\0' || !std::isfinite(s) || s < 2 * protocol::kHeartbeatIntervalS || s > 3600)
        throw AgentError("LUMA_AGENT_SILENCE_S: expected seconds from " +
                         std::to_string(static_cast<int>(2 * protocol::kHeartbeatIntervalS)) +
                         " to 3600 (how long an agent may say nothing during a run), not \"" +
                         std::string(env).substr(0, 64) + "\"");
    return s;
}

} // namespace

AgentSession::AgentSession(std::unique_ptr<AgentTransport> transport)
    : m_transport(std::move(transport)), m_framer(protocol::kMaxLineBytes), m_silenceLimitS(configuredSilenceLimit()),
      m_lastHeard(Clock::now()) {}

AgentSession::~AgentSession() {
    try {
        m_transport->close();
    } catch (...) {
        // Closing is best effort: the transport kills what lingers.
    }
}

void AgentSession::sendRaw(const std::string& bytes) { m_transport->write(bytes); }

void AgentSession::send(const nlohmann::json& message) { sendRaw(message.dump() + "\n"); }

std::optional<nlohmann::json> AgentSession::next(double timeoutS) {
    const auto deadline = after(timeoutS);
    for (;;) {
        if (!m_frames.empty()) {
            protocol::Frame f = std::move(m_frames.front());
            m_frames.pop_front();
            if (f.oversized)
                throw AgentError("the agent sent a line over " + std::to_string(protocol::kMaxLineBytes) + " bytes");
            if (f.line.find_first_not_of(" \t\r") == std::string::npos) continue;
            std::string problem;
            auto j = parseJsonBounded(f.line, &problem);
            if (j.is_discarded() || !j.is_object() || !j.contains("type") || !j["type"].is_string())
                throw AgentError("the agent printed a line that is not a protocol message" +
                                 (problem.empty() ? std::string() : " (" + problem + ")") + ": " +
                                 f.line.substr(0, 200));
            return j;
        }
        const double left = secondsUntil(deadline);
        const std::string bytes = m_transport->read(std::max(0.0, left));
        if (!bytes.empty()) m_lastHeard = Clock::now();
        for (auto& f : m_framer.feed(bytes)) m_frames.push_back(std::move(f));
        if (m_frames.empty() && left <= 0) return std::nullopt;
    }
}

nlohmann::json AgentSession::handshake(double timeoutS) {
    send(protocol::Hello{protocol::kVersion}.toJson());
    auto e = next(timeoutS);
    if (!e)
        throw AgentError(m_transport->describe() + " did not answer hello within " + std::to_string(timeoutS) + " s");
    if (protocol::messageType(*e) == "error") {
        const auto err = protocol::parseError(*e);
        throw AgentError("handshake with " + m_transport->describe() + " failed: " + (err ? err->message : e->dump()));
    }
    const auto reply = protocol::parseHelloReply(*e);
    if (!reply)
        throw AgentError("handshake with " + m_transport->describe() + " failed: its hello is invalid (" +
                         reply.error().text() + ")");
    if (reply->protocol != protocol::kVersion)
        throw AgentError("handshake with " + m_transport->describe() + " failed: it answered in protocol " +
                         std::to_string(reply->protocol) + ", this client speaks protocol " +
                         std::to_string(protocol::kVersion));
    m_hello = *e;
    m_helloReply = *reply;
    return *e;
}

AgentSession::RunEnd AgentSession::run(const protocol::Run& run,
                                       const std::function<void(const protocol::Telemetry&)>& onTelemetry,
                                       double timeoutS, const CancelToken* cancel, long long* lastSeq) {
    send(run.toJson());
    return typed(run.runId, onTelemetry, timeoutS, cancel, lastSeq);
}

AgentSession::RunEnd AgentSession::attach(const protocol::Attach& attach,
                                          const std::function<void(const protocol::Telemetry&)>& onTelemetry,
                                          double timeoutS, const CancelToken* cancel, long long* lastSeq) {
    send(attach.toJson());
    long long seq = attach.fromSeq;
    return typed(attach.runId, onTelemetry, timeoutS, cancel, lastSeq ? lastSeq : &seq);
}

AgentSession::RunEnd AgentSession::typed(const std::string& id,
                                         const std::function<void(const protocol::Telemetry&)>& onTelemetry,
                                         double timeoutS, const CancelToken* cancel, long long* lastSeq) {
    const nlohmann::json end = awaitEnd(
        id,
        [&](const nlohmann::json& e) {
            const auto runId = e.find("run_id");
            const auto seq = e.find("seq");
            if (runId == e.end() || *runId != id || seq == e.end() || !seq->is_number_integer()) return;
            if (lastSeq) {
                // A replay may repeat what we have; it must never skip what we lack.
                const long long n = seq->get<long long>();
                if (n <= *lastSeq) return;
                if (n != *lastSeq + 1)
                    throw AgentError("the agent sent event " + std::to_string(n) + " of run " + id + " after event " +
                                     std::to_string(*lastSeq) + ": the events between are missing");
                *lastSeq = n;
            }
            if (protocol::messageType(e) != "telemetry") return;
            const auto t = protocol::parseTelemetry(e);
            if (!t) throw AgentError("the agent sent invalid telemetry: " + t.error().text());
            if (onTelemetry) onTelemetry(*t);
        },
        timeoutS, cancel);
    if (protocol::messageType(end) == "result") {
        auto r = protocol::parseResult(end);
        if (!r) throw AgentError("the agent ended run " + id + " with an invalid result: " + r.error().text());
        return *r;
    }
    auto e = protocol::parseError(end);
    if (!e) throw AgentError("the agent ended run " + id + " with an invalid error: " + e.error().text());
    return *e;
}

nlohmann::json AgentSession::runToCompletion(const nlohmann::json& run,
                                             const std::function<void(const nlohmann::json&)>& onEvent, double timeoutS,
                                             const CancelToken* cancel) {
    send(run);
    const auto id = run.find("run_id");
    return awaitEnd(id != run.end() && id->is_string() ? id->get<std::string>() : "", onEvent, timeoutS, cancel);
}

nlohmann::json AgentSession::attachToCompletion(const protocol::Attach& attach,
                                                const std::function<void(const nlohmann::json&)>& onEvent,
                                                double timeoutS, const CancelToken* cancel) {
    send(attach.toJson());
    return awaitEnd(attach.runId, onEvent, timeoutS, cancel);
}

// A protocol 3 agent sends a heartbeat every second while the run is alive: one that has said
// nothing for the silence limit is lost (stuck, frozen, hostile), whatever the run's deadline.
// The run is asked to stop (best effort: it may still hear) and ends inconclusive with the
// agent; a detached run is attached to again over a new connection.
void AgentSession::checkHeard(const std::string& id) {
    const double silent = -secondsUntil(m_lastHeard);
    if (silent < m_silenceLimitS) return;
    try {
        send(protocol::Cancel{id}.toJson());
    } catch (const std::exception&) {
        // Stopped reading too: lost all the same.
    }
    throw AgentError(m_transport->describe() + " said nothing for " + numberText(std::round(silent * 10) / 10) +
                     " s while run " + id + " was active (no heartbeat; the limit is " + numberText(m_silenceLimitS) +
                     " s): the agent is taken as lost and the run as inconclusive");
}

// Until the run's final event (or an error that refuses it), passing every event on.
nlohmann::json AgentSession::awaitEnd(const std::string& id, const std::function<void(const nlohmann::json&)>& onEvent,
                                      double timeoutS, const CancelToken* cancel) {
    auto deadline = after(timeoutS);
    enum class Stop { None, Cancelled, TimedOut } stop = Stop::None;
    const std::string overdue = "run " + id + " did not finish within " + std::to_string(timeoutS) + " s";
    m_lastHeard = Clock::now();
    for (;;) {
        checkHeard(id);
        if (stop == Stop::None && (isCancelled(cancel) || secondsUntil(deadline) <= 0)) {
            stop = isCancelled(cancel) ? Stop::Cancelled : Stop::TimedOut;
            send(protocol::Cancel{id}.toJson());
            deadline = after(kCancelGraceS);
        } else if (stop != Stop::None && secondsUntil(deadline) <= 0) {
            throw AgentError((stop == Stop::TimedOut ? overdue + " and" : "run " + id) +
                             " did not report stopping within " + std::to_string(kCancelGraceS) +
                             " s of being cancelled");
        }
        // Short waits, so that a cancel is noticed within a fraction of a second.
        auto e = next(std::min(0.2, std::max(0.0, secondsUntil(deadline))));
        if (!e) continue;
        if (onEvent) onEvent(*e);
        const std::string type = e->value("type", "");
        const auto runId = e->find("run_id");
        const bool ours = runId != e->end() && runId->is_string() && *runId == id;
        if ((type == "result" || type == "error") && ours) {
            if (stop == Stop::TimedOut) throw AgentError(overdue + "; it was stopped");
            return *e;
        }
        // An error naming no run is about some message, never the end of this run (an `oom` with
        // no run_id is no verdict): the agent broke the protocol. Only a run sent without a
        // usable id (tests of the agent's refusals) is ended by it.
        if (type == "error" && runId == e->end()) {
            if (id.empty()) return *e;
            throw AgentError("the agent sent an error that names no run while run " + id +
                             " was active (a protocol error; it was not taken as the run's end): " +
                             e->dump(-1, ' ', false, nlohmann::json::error_handler_t::replace).substr(0, 200));
        }
    }
}

} // namespace luma::client
