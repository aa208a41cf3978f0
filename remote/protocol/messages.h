#pragma once
// Every protocol message as a struct: toJson() writes the wire form (protocol.h), and a parse
// function reads one back or says which field is wrong ("run.run_id: expected a non-empty
// string"). Parsing never throws, whatever the input: the agent reads untrusted clients, the
// client reads agents of other versions.
#include "remote/protocol/error_code.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace luma::protocol {

// Why a message is not what it should be: the field ("run.run_id", "type", "message" for the
// whole message) and what was expected of it.
struct ParseError {
    std::string field;
    std::string reason;
    std::string text() const { return field + ": " + reason; }
};

// A parsed value or the reason there is none.
template <class T>
class Parsed {
public:
    Parsed(T value) : m_v(std::move(value)) {}
    Parsed(ParseError error) : m_v(std::move(error)) {}
    explicit operator bool() const { return m_v.index() == 0; }
    T& operator*() { return std::get<0>(m_v); }
    const T& operator*() const { return std::get<0>(m_v); }
    T* operator->() { return &std::get<0>(m_v); }
    const T* operator->() const { return &std::get<0>(m_v); }
    const ParseError& error() const { return std::get<1>(m_v); }

private:
    std::variant<T, ParseError> m_v;
};

// ---- client → agent ----------------------------------------------------------------------

struct Hello {
    int protocol = 0;
    nlohmann::json toJson() const;
};

struct Run {
    std::string runId;
    nlohmann::json workload = nlohmann::json::object(); // with "kind"
    nlohmann::json state = nlohmann::json::object();    // resource → level
    nlohmann::json contract;                            // null when the run has none
    nlohmann::json interventions = nlohmann::json::array();
    nlohmann::json toJson() const;
};

struct Cancel {
    std::string runId;
    nlohmann::json toJson() const;
};

struct Ping {
    nlohmann::json nonce; // null, a string or a number: echoed in the pong
    nlohmann::json toJson() const;
};

struct Shutdown {
    nlohmann::json toJson() const;
};

// Protocol 2: stream a detached run's events with seq > fromSeq (a replay of what the spool
// holds, then the live ones) up to its final event. fromSeq 0 replays everything.
struct Attach {
    std::string runId;
    long long fromSeq = 0;
    nlohmann::json toJson() const;
};

// Protocol 2: the client has committed the run's events up to `seq`; once that is the final
// event, the agent drops the run's spool.
struct Ack {
    std::string runId;
    long long seq = 1;
    nlohmann::json toJson() const;
};

// ---- agent → client ----------------------------------------------------------------------

// What every event of a run carries.
struct RunEventHeader {
    std::string runId;
    long long seq = 0; // 1, 2, … per run
    double time = 0;   // seconds since the Unix epoch, at the agent
};

struct HelloReply {
    int protocol = 0;
    std::string agentVersion;
    std::string buildSha256;
    nlohmann::json host = nlohmann::json::object();
    // Runs live on in their own process session with an on-disk spool, so that a new
    // connection can attach to them (written only when true: protocol 1 never had it).
    bool detachedRuns = false;
    nlohmann::json toJson() const;
};

struct Accepted {
    RunEventHeader event;
    std::string kind; // the workload kind
    nlohmann::json toJson() const;
};

struct Telemetry {
    RunEventHeader event;
    nlohmann::json data;
    nlohmann::json toJson() const;
};

struct Result {
    RunEventHeader event;
    nlohmann::json payload = nlohmann::json::object(); // metrics, verdict, mechanisms, wall_s, …
    nlohmann::json toJson() const;
};

// An error code as it came over the wire: one this build knows, or a newer agent's name kept
// as text so that it can still be shown and classified as unknown.
class WireErrorCode {
public:
    WireErrorCode(ErrorCode code = ErrorCode::Internal) : m_v(code) {}
    explicit WireErrorCode(std::string_view name);
    std::optional<ErrorCode> known() const;
    std::string_view name() const;
    friend bool operator==(const WireErrorCode& a, const WireErrorCode& b) { return a.name() == b.name(); }
    friend bool operator==(const WireErrorCode& a, ErrorCode b) { return a.known() == b; }

private:
    std::variant<ErrorCode, std::string> m_v;
};

struct Error {
    WireErrorCode code;
    std::string message;
    std::optional<std::string> runId;          // set when the error is about a run
    std::optional<long long> seq;              // set when the error is the final event of a run
    std::optional<double> time;                // likewise
    std::optional<std::vector<int>> supported; // protocol_mismatch: the versions this agent speaks
    nlohmann::json toJson() const;
};

struct Pong {
    nlohmann::json nonce; // the ping's, or null
    double time = 0;
    nlohmann::json toJson() const;
};

struct Bye {
    nlohmann::json toJson() const;
};

// Protocol 3: the run is alive on this connection (no event of the run: no seq).
struct Heartbeat {
    std::string runId;
    double time = 0; // seconds since the Unix epoch, at the agent
    nlohmann::json toJson() const;
};

// ---- parsing -----------------------------------------------------------------------------

Parsed<Hello> parseHello(const nlohmann::json& j);
Parsed<Run> parseRun(const nlohmann::json& j);
Parsed<Cancel> parseCancel(const nlohmann::json& j);
Parsed<Ping> parsePing(const nlohmann::json& j);
Parsed<Shutdown> parseShutdown(const nlohmann::json& j);
Parsed<Attach> parseAttach(const nlohmann::json& j);
Parsed<Ack> parseAck(const nlohmann::json& j);

Parsed<HelloReply> parseHelloReply(const nlohmann::json& j);
Parsed<Accepted> parseAccepted(const nlohmann::json& j);
Parsed<Telemetry> parseTelemetry(const nlohmann::json& j);
Parsed<Result> parseResult(const nlohmann::json& j);
Parsed<Error> parseError(const nlohmann::json& j);
Parsed<Pong> parsePong(const nlohmann::json& j);
Parsed<Bye> parseBye(const nlohmann::json& j);
Parsed<Heartbeat> parseHeartbeat(const nlohmann::json& j);

using ClientMessage = std::variant<Hello, Run, Cancel, Ping, Shutdown, Attach, Ack>;
using AgentMessage = std::variant<HelloReply, Accepted, Telemetry, Result, Error, Pong, Bye, Heartbeat>;

// Dispatch on "type". An unknown type is a ParseError with field "type".
Parsed<ClientMessage> parseClientMessage(const nlohmann::json& j);
Parsed<AgentMessage> parseAgentMessage(const nlohmann::json& j);

// The message's "type" when it has a string one, else empty.
std::string messageType(const nlohmann::json& j);

} // namespace luma::protocol
