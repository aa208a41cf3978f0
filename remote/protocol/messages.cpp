#include "remote/protocol/messages.h"

#include <climits>
#include <cstdint>

namespace luma::protocol {

using nlohmann::json;

namespace {

using Check = std::optional<ParseError>;

ParseError fail(const std::string& type, const std::string& key, std::string reason) {
    return {type + "." + key, std::move(reason)};
}

Check checkType(const json& j, const std::string& type) {
    if (!j.is_object()) return ParseError{"message", "expected a JSON object"};
    auto t = j.find("type");
    if (t == j.end() || !t->is_string()) return ParseError{"type", "expected a string"};
    if (t->get_ref<const std::string&>() != type) return ParseError{"type", "expected \"" + type + "\""};
    return std::nullopt;
}

// The value of `key`, or nullptr when it is absent or null (both mean "not given").
const json* optionalField(const json& j, const char* key) {
    auto it = j.find(key);
    return it == j.end() || it->is_null() ? nullptr : &*it;
}

Check stringField(const json& j, const std::string& type, const char* key, std::string& out, bool nonEmpty) {
    const json* v = optionalField(j, key);
    if (!v || !v->is_string() || (nonEmpty && v->get_ref<const std::string&>().empty()))
        return fail(type, key, nonEmpty ? "expected a non-empty string" : "expected a string");
    out = v->get<std::string>();
    return std::nullopt;
}

// An integer in [lo, hi]; JSON integers beyond 64 bits never reach here (they parse as floats).
bool integerIn(const json& v, long long lo, long long hi, long long& out) {
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(LLONG_MAX)) return false;
        out = static_cast<long long>(u);
    } else if (v.is_number_integer()) {
        out = v.get<std::int64_t>();
    } else {
        return false;
    }
    return out >= lo && out <= hi;
}

Check seqField(const json& j, const std::string& type, long long& out) {
    const json* v = optionalField(j, "seq");
    if (!v || !integerIn(*v, 1, LLONG_MAX, out)) return fail(type, "seq", "expected a positive integer");
    return std::nullopt;
}

Check timeField(const json& j, const std::string& type, double& out) {
    const json* v = optionalField(j, "time");
    if (!v || !v->is_number()) return fail(type, "time", "expected a number (seconds since the epoch)");
    out = v->get<double>();
    return std::nullopt;
}

Check header(const json& j, const std::string& type, RunEventHeader& h) {
    if (auto e = stringField(j, type, "run_id", h.runId, true)) return e;
    if (auto e = seqField(j, type, h.seq)) return e;
    return timeField(j, type, h.time);
}

void putHeader(json& j, const RunEventHeader& h) {
    j["run_id"] = h.runId;
    j["seq"] = h.seq;
    j["time"] = h.time;
}

// A correlation token, not an arbitrary payload: a string or a number of bounded size.
Check nonceField(const json& j, const std::string& type, json& out) {
    const json* v = optionalField(j, "nonce");
    if (!v) return std::nullopt;
    if (!(v->is_string() || v->is_number()) || v->dump(-1, ' ', false, json::error_handler_t::replace).size() > 256)
        return fail(type, "nonce", "expected a string or a number of at most 256 characters");
    out = *v;
    return std::nullopt;
}

} // namespace

// ---- toJson ------------------------------------------------------------------------------

json Hello::toJson() const { return {{"type", "hello"}, {"protocol", protocol}}; }

json Run::toJson() const {
    json j = {{"type", "run"}, {"run_id", runId}, {"workload", workload}};
    if (!state.is_null() && !state.empty()) j["state"] = state;
    if (!contract.is_null()) j["contract"] = contract;
    if (!interventions.is_null() && !interventions.empty()) j["interventions"] = interventions;
    return j;
}

json Cancel::toJson() const { return {{"type", "cancel"}, {"run_id", runId}}; }

json Ping::toJson() const {
    json j = {{"type", "ping"}};
    if (!nonce.is_null()) j["nonce"] = nonce;
    return j;
}

json Shutdown::toJson() const { return {{"type", "shutdown"}}; }

json Attach::toJson() const { return {{"type", "attach"}, {"run_id", runId}, {"from_seq", fromSeq}}; }

json Ack::toJson() const { return {{"type", "ack"}, {"run_id", runId}, {"seq", seq}}; }

json HelloReply::toJson() const {
    json j = {{"type", "hello"},
              {"protocol", protocol},
              {"agent_version", agentVersion},
              {"build_sha256", buildSha256},
              {"host", host}};
    if (detachedRuns) j["detached_runs"] = true;
    return j;
}

json Accepted::toJson() const {
    json j = {{"type", "accepted"}, {"kind", kind}};
    putHeader(j, event);
    return j;
}

json Telemetry::toJson() const {
    json j = {{"type", "telemetry"}, {"data", data}};
    putHeader(j, event);
    return j;
}

json Result::toJson() const {
    json j = payload.is_object() ? payload : json::object();
    j["type"] = "result";
    putHeader(j, event);
    return j;
}

WireErrorCode::WireErrorCode(std::string_view text) {
    if (auto c = errorCodeFromName(text))
        m_v = *c;
    else
        m_v = std::string(text);
}

std::optional<ErrorCode> WireErrorCode::known() const {
    if (const auto* c = std::get_if<ErrorCode>(&m_v)) return *c;
    return std::nullopt;
}

std::string_view WireErrorCode::name() const {
    if (const auto* c = std::get_if<ErrorCode>(&m_v)) return protocol::name(*c);
    return std::get<std::string>(m_v);
}

json Error::toJson() const {
    json j = {{"type", "error"}, {"code", std::string(code.name())}, {"message", message}};
    if (runId) j["run_id"] = *runId;
    if (seq) j["seq"] = *seq;
    if (time) j["time"] = *time;
    if (supported) j["supported"] = *supported;
    return j;
}

json Pong::toJson() const {
    json j = {{"type", "pong"}, {"time", time}};
    if (!nonce.is_null()) j["nonce"] = nonce;
    return j;
}

json Bye::toJson() const { return {{"type", "bye"}}; }

json Heartbeat::toJson() const { return {{"type", "heartbeat"}, {"run_id", runId}, {"time", time}}; }

// ---- parsing -----------------------------------------------------------------------------

Parsed<Hello> parseHello(const json& j) {
    if (auto e = checkType(j, "hello")) return *e;
    Hello h;
    const json* v = optionalField(j, "protocol");
    long long p = 0;
    if (!v || !integerIn(*v, INT_MIN, INT_MAX, p))
        return fail("hello", "protocol", "expected an integer protocol version");
    h.protocol = static_cast<int>(p);
    return h;
}

Parsed<Run> parseRun(const json& j) {
    if (auto e = checkType(j, "run")) return *e;
    Run r;
    if (auto e = stringField(j, "run", "run_id", r.runId, true)) return *e;
    const json* w = optionalField(j, "workload");
    if (!w || !w->is_object()) return fail("run", "workload", "expected an object with \"kind\"");
    r.workload = *w;
    if (const json* s = optionalField(j, "state")) {
        if (!s->is_object()) return fail("run", "state", "expected an object of resource levels");
        r.state = *s;
    }
    if (const json* c = optionalField(j, "contract")) {
        if (!c->is_object()) return fail("run", "contract", "expected a contract object");
        r.contract = *c;
    }
    if (const json* i = optionalField(j, "interventions")) {
        if (!i->is_array()) return fail("run", "interventions", "expected an array of interventions");
        r.interventions = *i;
    }
    return r;
}

Parsed<Cancel> parseCancel(const json& j) {
    if (auto e = checkType(j, "cancel")) return *e;
    Cancel c;
    if (auto e = stringField(j, "cancel", "run_id", c.runId, true)) return *e;
    return c;
}

Parsed<Ping> parsePing(const json& j) {
    if (auto e = checkType(j, "ping")) return *e;
    Ping p;
    if (auto e = nonceField(j, "ping", p.nonce)) return *e;
    return p;
}

Parsed<Shutdown> parseShutdown(const json& j) {
    if (auto e = checkType(j, "shutdown")) return *e;
    return Shutdown{};
}

Parsed<Attach> parseAttach(const json& j) {
    if (auto e = checkType(j, "attach")) return *e;
    Attach a;
    if (auto e = stringField(j, "attach", "run_id", a.runId, true)) return *e;
    const json* v = optionalField(j, "from_seq");
    if (!v || !integerIn(*v, 0, LLONG_MAX, a.fromSeq))
        return fail("attach", "from_seq", "expected an integer >= 0 (the last seq the client committed, 0 for none)");
    return a;
}

Parsed<Ack> parseAck(const json& j) {
    if (auto e = checkType(j, "ack")) return *e;
    Ack a;
    if (auto e = stringField(j, "ack", "run_id", a.runId, true)) return *e;
    if (auto e = seqField(j, "ack", a.seq)) return *e;
    return a;
}

Parsed<HelloReply> parseHelloReply(const json& j) {
    if (auto e = checkType(j, "hello")) return *e;
    HelloReply h;
    const json* v = optionalField(j, "protocol");
    long long p = 0;
    if (!v || !integerIn(*v, INT_MIN, INT_MAX, p))
        return fail("hello", "protocol", "expected an integer protocol version");
    h.protocol = static_cast<int>(p);
    if (auto e = stringField(j, "hello", "agent_version", h.agentVersion, true)) return *e;
    if (auto e = stringField(j, "hello", "build_sha256", h.buildSha256, false)) return *e;
    const json* host = optionalField(j, "host");
    if (!host || !host->is_object()) return fail("hello", "host", "expected an object of host facts");
    h.host = *host;
    if (const json* d = optionalField(j, "detached_runs")) {
        if (!d->is_boolean()) return fail("hello", "detached_runs", "expected true or false");
        h.detachedRuns = d->get<bool>();
    }
    return h;
}

Parsed<Accepted> parseAccepted(const json& j) {
    if (auto e = checkType(j, "accepted")) return *e;
    Accepted a;
    if (auto e = header(j, "accepted", a.event)) return *e;
    if (const json* k = optionalField(j, "kind")) {
        if (!k->is_string()) return fail("accepted", "kind", "expected a string");
        a.kind = k->get<std::string>();
    }
    return a;
}

Parsed<Telemetry> parseTelemetry(const json& j) {
    if (auto e = checkType(j, "telemetry")) return *e;
    Telemetry t;
    if (auto e = header(j, "telemetry", t.event)) return *e;
    const json* d = optionalField(j, "data");
    if (!d) return fail("telemetry", "data", "expected a value");
    t.data = *d;
    return t;
}

Parsed<Result> parseResult(const json& j) {
    if (auto e = checkType(j, "result")) return *e;
    Result r;
    if (auto e = header(j, "result", r.event)) return *e;
    r.payload = j;
    for (const char* k : {"type", "run_id", "seq", "time"}) r.payload.erase(k);
    return r;
}

Parsed<Error> parseError(const json& j) {
    if (auto e = checkType(j, "error")) return *e;
    Error err;
    std::string code;
    if (auto e = stringField(j, "error", "code", code, true)) return *e;
    err.code = WireErrorCode(code);
    if (auto e = stringField(j, "error", "message", err.message, false)) return *e;
    if (optionalField(j, "run_id")) {
        std::string id;
        if (auto e = stringField(j, "error", "run_id", id, true)) return *e;
        err.runId = std::move(id);
    }
    if (optionalField(j, "seq")) {
        long long seq = 0;
        if (auto e = seqField(j, "error", seq)) return *e;
        err.seq = seq;
    }
    if (optionalField(j, "time")) {
        double t = 0;
        if (auto e = timeField(j, "error", t)) return *e;
        err.time = t;
    }
    if (const json* s = optionalField(j, "supported")) {
        std::vector<int> versions;
        if (!s->is_array() || s->size() > 1024)
            return fail("error", "supported", "expected an array of protocol versions");
        for (const auto& v : *s) {
            long long p = 0;
            if (!integerIn(v, INT_MIN, INT_MAX, p))
                return fail("error", "supported", "expected an array of protocol versions");
            versions.push_back(static_cast<int>(p));
        }
        err.supported = std::move(versions);
    }
    return err;
}

Parsed<Pong> parsePong(const json& j) {
    if (auto e = checkType(j, "pong")) return *e;
    Pong p;
    if (auto e = nonceField(j, "pong", p.nonce)) return *e;
    if (auto e = timeField(j, "pong", p.time)) return *e;
    return p;
}

Parsed<Bye> parseBye(const json& j) {
    if (auto e = checkType(j, "bye")) return *e;
    return Bye{};
}

Parsed<Heartbeat> parseHeartbeat(const json& j) {
    if (auto e = checkType(j, "heartbeat")) return *e;
    Heartbeat h;
    if (auto e = stringField(j, "heartbeat", "run_id", h.runId, true)) return *e;
    if (auto e = timeField(j, "heartbeat", h.time)) return *e;
    return h;
}

std::string messageType(const json& j) {
    if (!j.is_object()) return {};
    auto t = j.find("type");
    return t != j.end() && t->is_string() ? t->get<std::string>() : std::string();
}

namespace {

template <class Variant, class T>
Parsed<Variant> widen(Parsed<T>&& p) {
    if (!p) return p.error();
    return Variant(std::move(*p));
}

} // namespace

Parsed<ClientMessage> parseClientMessage(const json& j) {
    if (!j.is_object()) return ParseError{"message", "expected a JSON object"};
    const std::string type = messageType(j);
    if (type == "hello") return widen<ClientMessage>(parseHello(j));
    if (type == "run") return widen<ClientMessage>(parseRun(j));
    if (type == "cancel") return widen<ClientMessage>(parseCancel(j));
    if (type == "ping") return widen<ClientMessage>(parsePing(j));
    if (type == "shutdown") return widen<ClientMessage>(parseShutdown(j));
    if (type == "attach") return widen<ClientMessage>(parseAttach(j));
    if (type == "ack") return widen<ClientMessage>(parseAck(j));
    if (type.empty()) return ParseError{"type", "expected a string"};
    return ParseError{"type", "unknown message type \"" + type.substr(0, 64) +
                                  "\"; known: hello run cancel ping shutdown attach ack"};
}

Parsed<AgentMessage> parseAgentMessage(const json& j) {
    if (!j.is_object()) return ParseError{"message", "expected a JSON object"};
    const std::string type = messageType(j);
    if (type == "hello") return widen<AgentMessage>(parseHelloReply(j));
    if (type == "accepted") return widen<AgentMessage>(parseAccepted(j));
    if (type == "telemetry") return widen<AgentMessage>(parseTelemetry(j));
    if (type == "result") return widen<AgentMessage>(parseResult(j));
    if (type == "error") return widen<AgentMessage>(parseError(j));
    if (type == "pong") return widen<AgentMessage>(parsePong(j));
    if (type == "bye") return widen<AgentMessage>(parseBye(j));
    if (type == "heartbeat") return widen<AgentMessage>(parseHeartbeat(j));
    if (type.empty()) return ParseError{"type", "expected a string"};
    return ParseError{"type", "unknown event type \"" + type.substr(0, 64) +
                                  "\"; known: hello accepted telemetry result error pong bye heartbeat"};
}

} // namespace luma::protocol
