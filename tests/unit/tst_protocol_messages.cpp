// Protocol messages as structs: every message survives toJson → parse unchanged, the wire form
// is the one the README describes, every malformed field is named in the reason, hostile input
// never throws, and an error code from a newer agent is kept as text.
#include "remote/protocol/messages.h"

#include <QtTest>

#include <functional>
#include <set>

using namespace luma::protocol;
using nlohmann::json;

namespace {

// Parses `j` with every parse function; none may throw, whatever `j` is.
void parseWithEverything(const json& j) {
    (void)parseHello(j), (void)parseRun(j), (void)parseCancel(j), (void)parsePing(j), (void)parseShutdown(j);
    (void)parseAttach(j), (void)parseAck(j);
    (void)parseHelloReply(j), (void)parseAccepted(j), (void)parseTelemetry(j), (void)parseResult(j);
    (void)parseError(j), (void)parsePong(j), (void)parseBye(j);
    (void)parseClientMessage(j), (void)parseAgentMessage(j), (void)messageType(j);
}

template <class T>
QString failure(const Parsed<T>& p) {
    return p ? QStringLiteral("(parsed)") : QString::fromStdString(p.error().text());
}

} // namespace

class TestProtocolMessages : public QObject {
    Q_OBJECT

    template <class T>
    void roundTrip(const T& message, Parsed<T> (*parse)(const json&)) {
        const json wire = message.toJson();
        auto back = parse(wire);
        QVERIFY2(bool(back), qPrintable(failure(back)));
        QCOMPARE(QString::fromStdString(back->toJson().dump()), QString::fromStdString(wire.dump()));
        // The same through a line on the wire.
        auto again = parse(json::parse(wire.dump()));
        QVERIFY(bool(again));
        QCOMPARE(QString::fromStdString(again->toJson().dump()), QString::fromStdString(wire.dump()));
    }

    // `j` must be refused, with a reason that names `field`.
    template <class T>
    void refused(Parsed<T> (*parse)(const json&), const json& j, const std::string& field) {
        auto p = parse(j);
        QVERIFY2(!p, qPrintable(QString::fromStdString("accepted: " + j.dump())));
        QCOMPARE(QString::fromStdString(p.error().field), QString::fromStdString(field));
        QVERIFY(p.error().text().rfind(field + ": ", 0) == 0);
        QVERIFY(!p.error().reason.empty());
    }

private slots:
    void clientMessagesRoundTrip() {
        roundTrip(Hello{1}, parseHello);
        Run run;
        run.runId = "r-1";
        run.workload = {{"kind", "bandwidth"}, {"mib", 64}};
        run.state = {{"threads", 2}, {"hbm_gib", 1.5}};
        run.contract = {{"schema", "luma.contract/1"}, {"name", "c"}};
        run.interventions = json::array({{{"name", "kv"}, {"kind", "kv_precision"}, {"value", "fp8"}}});
        roundTrip(run, parseRun);
        Run bare;
        bare.runId = "r-2";
        bare.workload = {{"kind", "compute"}};
        roundTrip(bare, parseRun);
        QCOMPARE(QString::fromStdString(bare.toJson().dump()),
                 QStringLiteral(R"({"run_id":"r-2","type":"run","workload":{"kind":"compute"}})"));
        roundTrip(Cancel{"r-1"}, parseCancel);
        roundTrip(Ping{42}, parsePing);
        roundTrip(Ping{"abc"}, parsePing);
        roundTrip(Ping{}, parsePing);
        roundTrip(Shutdown{}, parseShutdown);
        roundTrip(Attach{"r-1", 0}, parseAttach);
        roundTrip(Attach{"r-1", 17}, parseAttach);
        roundTrip(Ack{"r-1", 3}, parseAck);
        QCOMPARE(QString::fromStdString(Attach{"r", 2}.toJson().dump()),
                 QStringLiteral(R"({"from_seq":2,"run_id":"r","type":"attach"})"));
        QCOMPARE(QString::fromStdString(Ack{"r", 2}.toJson().dump()),
                 QStringLiteral(R"({"run_id":"r","seq":2,"type":"ack"})"));
    }

    void attachAckAndHelloFieldsAreChecked() {
        auto with = [](json j, const std::string& key, json v) {
            j[key] = std::move(v);
            return j;
        };
        auto without = [](json j, const std::string& key) {
            j.erase(key);
            return j;
        };
        const json attach = {{"type", "attach"}, {"run_id", "r"}, {"from_seq", 0}};
        QVERIFY(bool(parseAttach(attach)));
        refused(parseAttach, with(attach, "from_seq", -1), "attach.from_seq");
        refused(parseAttach, with(attach, "from_seq", 1.5), "attach.from_seq");
        refused(parseAttach, with(attach, "from_seq", "3"), "attach.from_seq");
        refused(parseAttach, with(attach, "from_seq", 18446744073709551615ULL), "attach.from_seq");
        refused(parseAttach, without(attach, "from_seq"), "attach.from_seq");
        refused(parseAttach, with(attach, "run_id", ""), "attach.run_id");
        const json ack = {{"type", "ack"}, {"run_id", "r"}, {"seq", 1}};
        QVERIFY(bool(parseAck(ack)));
        refused(parseAck, with(ack, "seq", 0), "ack.seq");
        refused(parseAck, with(ack, "seq", -2), "ack.seq");
        refused(parseAck, without(ack, "seq"), "ack.seq");
        refused(parseAck, without(ack, "run_id"), "ack.run_id");
        auto c = parseClientMessage(attach);
        QVERIFY(c && std::holds_alternative<Attach>(*c) && std::get<Attach>(*c).runId == "r");
        c = parseClientMessage(ack);
        QVERIFY(c && std::holds_alternative<Ack>(*c) && std::get<Ack>(*c).seq == 1);
        // A hello without detached_runs is protocol 1's: runs end with their connection.
        const json hello = {
            {"type", "hello"}, {"protocol", 2}, {"agent_version", "v"}, {"build_sha256", ""}, {"host", json::object()}};
        QVERIFY(!parseHelloReply(hello)->detachedRuns);
        QVERIFY(parseHelloReply(with(hello, "detached_runs", true))->detachedRuns);
        refused(parseHelloReply, with(hello, "detached_runs", "yes"), "hello.detached_runs");
        HelloReply detached{2, "v", "", json::object()};
        detached.detachedRuns = true;
        roundTrip(detached, parseHelloReply);
        const HelloReply plain{2, "v", "", json::object()};
        QVERIFY(!plain.toJson().contains("detached_runs")); // protocol 1's wire form
    }

    void agentMessagesRoundTrip() {
        roundTrip(HelloReply{1, "0.1.0", "ab12", {{"os", "Linux"}, {"accelerators", json::array()}}}, parseHelloReply);
        const RunEventHeader h{"r-1", 3, 1796063724.5};
        roundTrip(Accepted{h, "llm-emulator"}, parseAccepted);
        roundTrip(Telemetry{h, {{"completed", 5}}}, parseTelemetry);
        roundTrip(Result{h, {{"metrics", {{"gbps", 12.5}}}, {"verdict", "PASS"}, {"wall_s", 1.25}}}, parseResult);
        Error e;
        e.code = ErrorCode::Busy;
        e.message = "run \"a\" is active";
        e.runId = "b";
        roundTrip(e, parseError);
        e.seq = 4;
        e.time = 12.5;
        roundTrip(e, parseError);
        Error mismatch;
        mismatch.code = ErrorCode::ProtocolMismatch;
        mismatch.message = "this agent speaks protocol 1";
        mismatch.supported = std::vector<int>{1};
        roundTrip(mismatch, parseError);
        roundTrip(Pong{42, 17.25}, parsePong);
        roundTrip(Pong{{}, 17.25}, parsePong);
        roundTrip(Bye{}, parseBye);
    }

    void wireFormatIsUnchanged() {
        // What agents and clients have always written (README, "The headless agent").
        const RunEventHeader h{"bw", 2, 10.5};
        QCOMPARE(QString::fromStdString(Accepted{h, "bandwidth"}.toJson().dump()),
                 QStringLiteral(R"({"kind":"bandwidth","run_id":"bw","seq":2,"time":10.5,"type":"accepted"})"));
        QCOMPARE(
            QString::fromStdString(Result{h, {{"metrics", {{"gbps", 1}}}, {"wall_s", 0.5}}}.toJson().dump()),
            QStringLiteral(R"({"metrics":{"gbps":1},"run_id":"bw","seq":2,"time":10.5,"type":"result","wall_s":0.5})"));
        Error e;
        e.code = ErrorCode::Timeout;
        e.message = "late";
        e.runId = "bw";
        e.seq = 2;
        e.time = 10.5;
        QCOMPARE(
            QString::fromStdString(e.toJson().dump()),
            QStringLiteral(R"({"code":"timeout","message":"late","run_id":"bw","seq":2,"time":10.5,"type":"error"})"));
        Error plain;
        plain.code = ErrorCode::Malformed;
        plain.message = "not JSON";
        QCOMPARE(QString::fromStdString(plain.toJson().dump()),
                 QStringLiteral(R"({"code":"malformed","message":"not JSON","type":"error"})"));
        QCOMPARE(QString::fromStdString(Hello{1}.toJson().dump()), QStringLiteral(R"({"protocol":1,"type":"hello"})"));
        QCOMPARE(QString::fromStdString(Bye{}.toJson().dump()), QStringLiteral(R"({"type":"bye"})"));
        // A result's payload cannot override the event's own keys.
        Result spoof{h, {{"type", "error"}, {"run_id", "other"}, {"seq", 99}}};
        QCOMPARE(spoof.toJson()["type"].get<std::string>(), std::string("result"));
        QCOMPARE(spoof.toJson()["run_id"].get<std::string>(), std::string("bw"));
        auto parsed = parseResult(spoof.toJson());
        QVERIFY(parsed && !parsed->payload.contains("seq") && !parsed->payload.contains("type"));
    }

    void absentAndNullOptionalFieldsMeanTheDefault() {
        auto r = parseRun(json{{"type", "run"},
                               {"run_id", "x"},
                               {"workload", {{"kind", "compute"}}},
                               {"state", nullptr},
                               {"contract", nullptr},
                               {"interventions", nullptr}});
        QVERIFY2(bool(r), qPrintable(failure(r)));
        QVERIFY(r->state.is_object() && r->state.empty());
        QVERIFY(r->contract.is_null());
        QVERIFY(r->interventions.is_array() && r->interventions.empty());
        auto p = parsePing(json{{"type", "ping"}});
        QVERIFY(p && p->nonce.is_null());
        auto a = parseAccepted(json{{"type", "accepted"}, {"run_id", "x"}, {"seq", 1}, {"time", 1}});
        QVERIFY(a && a->kind.empty());
    }

    void everyMalformedFieldIsNamed() {
        const json run = {{"type", "run"}, {"run_id", "x"}, {"workload", {{"kind", "compute"}}}};
        auto with = [](json j, const std::string& key, json v) {
            j[key] = std::move(v);
            return j;
        };
        auto without = [](json j, const std::string& key) {
            j.erase(key);
            return j;
        };
        refused(parseRun, json::array({1}), "message");
        refused(parseRun, "run", "message");
        refused(parseRun, without(run, "type"), "type");
        refused(parseRun, with(run, "type", 7), "type");
        refused(parseRun, with(run, "type", "cancel"), "type");
        refused(parseRun, without(run, "run_id"), "run.run_id");
        refused(parseRun, with(run, "run_id", ""), "run.run_id");
        refused(parseRun, with(run, "run_id", 12), "run.run_id");
        refused(parseRun, without(run, "workload"), "run.workload");
        refused(parseRun, with(run, "workload", "compute"), "run.workload");
        refused(parseRun, with(run, "state", json::array()), "run.state");
        refused(parseRun, with(run, "state", 3), "run.state");
        refused(parseRun, with(run, "contract", "contract.json"), "run.contract");
        refused(parseRun, with(run, "interventions", json::object()), "run.interventions");
        QVERIFY(QString::fromStdString(parseRun(without(run, "run_id")).error().text()) ==
                QStringLiteral("run.run_id: expected a non-empty string"));

        refused(parseHello, json{{"type", "hello"}}, "hello.protocol");
        refused(parseHello, json{{"type", "hello"}, {"protocol", "1"}}, "hello.protocol");
        refused(parseHello, json{{"type", "hello"}, {"protocol", 1.5}}, "hello.protocol");
        refused(parseHello, json{{"type", "hello"}, {"protocol", 4294967297LL}}, "hello.protocol"); // not 1 mod 2^32
        refused(parseHello, json{{"type", "hello"}, {"protocol", 18446744073709551615ULL}}, "hello.protocol");
        refused(parseCancel, json{{"type", "cancel"}}, "cancel.run_id");
        refused(parseCancel, json{{"type", "cancel"}, {"run_id", json::array()}}, "cancel.run_id");
        refused(parsePing, json{{"type", "ping"}, {"nonce", json::object()}}, "ping.nonce");
        refused(parsePing, json{{"type", "ping"}, {"nonce", std::string(300, 'n')}}, "ping.nonce");
        refused(parseShutdown, json{{"type", "bye"}}, "type");

        const json hello = {{"type", "hello"},
                            {"protocol", 1},
                            {"agent_version", "0.1"},
                            {"build_sha256", "ab"},
                            {"host", json::object()}};
        refused(parseHelloReply, without(hello, "protocol"), "hello.protocol");
        refused(parseHelloReply, with(hello, "agent_version", ""), "hello.agent_version");
        refused(parseHelloReply, with(hello, "build_sha256", 5), "hello.build_sha256");
        refused(parseHelloReply, with(hello, "host", "linux"), "hello.host");

        const json accepted = {{"type", "accepted"}, {"run_id", "x"}, {"seq", 1}, {"time", 2.5}, {"kind", "compute"}};
        refused(parseAccepted, without(accepted, "run_id"), "accepted.run_id");
        refused(parseAccepted, with(accepted, "seq", 0), "accepted.seq");
        refused(parseAccepted, with(accepted, "seq", -3), "accepted.seq");
        refused(parseAccepted, with(accepted, "seq", 1.5), "accepted.seq");
        refused(parseAccepted, with(accepted, "seq", 18446744073709551615ULL), "accepted.seq");
        refused(parseAccepted, without(accepted, "time"), "accepted.time");
        refused(parseAccepted, with(accepted, "time", "now"), "accepted.time");
        refused(parseAccepted, with(accepted, "kind", 3), "accepted.kind");
        refused(parseTelemetry, with(without(accepted, "kind"), "type", "telemetry"), "telemetry.data");
        refused(parseTelemetry, with(with(accepted, "type", "telemetry"), "run_id", ""), "telemetry.run_id");
        refused(parseResult, with(without(accepted, "seq"), "type", "result"), "result.seq");

        const json error = {{"type", "error"}, {"code", "busy"}, {"message", "m"}};
        refused(parseError, without(error, "code"), "error.code");
        refused(parseError, with(error, "code", ""), "error.code");
        refused(parseError, with(error, "code", 3), "error.code");
        refused(parseError, without(error, "message"), "error.message");
        refused(parseError, with(error, "run_id", 1), "error.run_id");
        refused(parseError, with(error, "seq", "1"), "error.seq");
        refused(parseError, with(error, "time", json::object()), "error.time");
        refused(parseError, with(error, "supported", 1), "error.supported");
        refused(parseError, with(error, "supported", json::array({"1"})), "error.supported");
        refused(parsePong, json{{"type", "pong"}}, "pong.time");
        refused(parsePong, json{{"type", "pong"}, {"time", 1}, {"nonce", json::array()}}, "pong.nonce");
        refused(parseBye, json{{"type", "pong"}}, "type");
    }

    void dispatchOnType() {
        auto c = parseClientMessage(json{{"type", "cancel"}, {"run_id", "x"}});
        QVERIFY(c && std::holds_alternative<Cancel>(*c));
        auto unknown = parseClientMessage(json{{"type", "launch"}});
        QVERIFY(!unknown);
        QCOMPARE(QString::fromStdString(unknown.error().field), QStringLiteral("type"));
        QVERIFY(unknown.error().reason.find("launch") != std::string::npos);
        auto bad = parseClientMessage(json{{"type", "run"}, {"run_id", "x"}});
        QVERIFY(!bad);
        QCOMPARE(QString::fromStdString(bad.error().field), QStringLiteral("run.workload"));
        auto a = parseAgentMessage(json{{"type", "hello"},
                                        {"protocol", 1},
                                        {"agent_version", "v"},
                                        {"build_sha256", ""},
                                        {"host", json::object()}});
        QVERIFY(a && std::holds_alternative<HelloReply>(*a));
        auto e = parseAgentMessage(json{{"type", "error"}, {"code", "oom"}, {"message", "m"}, {"run_id", "r"}});
        QVERIFY(e && std::holds_alternative<Error>(*e) && std::get<Error>(*e).code == ErrorCode::Oom);
        QVERIFY(!parseAgentMessage(json{{"type", "run"}, {"run_id", "x"}, {"workload", json::object()}}));
        QVERIFY(!parseAgentMessage(json(nullptr)));
        QCOMPARE(QString::fromStdString(messageType(json{{"type", "ping"}})), QStringLiteral("ping"));
        QVERIFY(messageType(json{{"type", 1}}).empty() && messageType(json::array()).empty());
    }

    void unknownErrorCodesAreKeptAsText() {
        auto e = parseError(
            json{{"type", "error"}, {"code", "gpu_on_fire"}, {"message", "from a newer agent"}, {"run_id", "r"}});
        QVERIFY2(bool(e), qPrintable(failure(e)));
        QVERIFY(!e->code.known());
        QCOMPARE(QString::fromStdString(std::string(e->code.name())), QStringLiteral("gpu_on_fire"));
        QVERIFY(!(e->code == ErrorCode::Internal));
        QCOMPARE(e->toJson()["code"].get<std::string>(), std::string("gpu_on_fire"));
        QVERIFY(!errorCodeFromName("gpu_on_fire"));
        // A known name read as text is the known code.
        QVERIFY(WireErrorCode(std::string_view("busy")) == ErrorCode::Busy);
        QVERIFY(WireErrorCode(std::string_view("busy")) == WireErrorCode(ErrorCode::Busy));
    }

    void errorCodeNamesAndClasses() {
        std::set<std::string> names;
        for (ErrorCode c : kAllErrorCodes) {
            const std::string n(name(c));
            QVERIFY(!n.empty());
            QVERIFY2(names.insert(n).second, n.c_str());
            QVERIFY(errorCodeFromName(n) == c);
        }
        for (const char* n : {"backend_unavailable",
                              "bad_run",
                              "bad_state",
                              "bad_workload",
                              "bad_contract",
                              "cancelled",
                              "command_failed",
                              "constraint_failed",
                              "kernel_failed",
                              "no_metrics",
                              "oom",
                              "probe_failed",
                              "timeout",
                              "unenforceable",
                              "internal",
                              "protocol_mismatch",
                              "no_hello",
                              "unknown_type",
                              "unknown_run",
                              "duplicate_run",
                              "malformed",
                              "oversized",
                              "busy",
                              "bad_seq",
                              "run_lost"})
            QVERIFY2(errorCodeFromName(n).has_value(), n);
        QCOMPARE(int(names.size()), 25);
        QVERIFY(errorClass(ErrorCode::Cancelled) == ErrorClass::Cancelled);
        for (ErrorCode c : {ErrorCode::Internal, ErrorCode::KernelFailed, ErrorCode::CommandFailed,
                            ErrorCode::NoMetrics, ErrorCode::ProbeFailed, ErrorCode::ConstraintFailed,
                            ErrorCode::Timeout, ErrorCode::Busy, ErrorCode::RunLost, ErrorCode::Oom})
            QVERIFY(errorClass(c) == ErrorClass::Inconclusive);
        for (ErrorCode c :
             {ErrorCode::BadRun, ErrorCode::BadState, ErrorCode::BadWorkload, ErrorCode::BadContract,
              ErrorCode::Unenforceable, ErrorCode::BackendUnavailable, ErrorCode::ProtocolMismatch, ErrorCode::BadSeq})
            QVERIFY(errorClass(c) == ErrorClass::Configuration);
    }

    void hostileInputNeverThrows() {
        std::vector<json> values = {nullptr,
                                    true,
                                    0,
                                    -1,
                                    1.5,
                                    18446744073709551615ULL,
                                    -9223372036854775807LL - 1,
                                    "",
                                    std::string("\xff\xfe", 2),
                                    json::array(),
                                    json::object(),
                                    json::array({nullptr})};
        json deep = 1;
        for (int i = 0; i < 200; ++i) deep = json::array({deep});
        values.push_back(deep);
        const char* types[] = {"hello",    "run",       "cancel", "ping",  "shutdown", "attach", "ack",
                               "accepted", "telemetry", "result", "error", "pong",     "bye",    "x"};
        const char* keys[] = {"protocol",      "run_id",    "workload", "state",         "contract",
                              "interventions", "nonce",     "seq",      "time",          "code",
                              "message",       "supported", "host",     "agent_version", "build_sha256",
                              "kind",          "data",      "from_seq", "detached_runs"};
        for (const auto& v : values) {
            parseWithEverything(v);
            for (const char* t : types) {
                parseWithEverything(json{{"type", t}});
                for (const char* k : keys) {
                    json j = {{"type", t}, {k, v}};
                    parseWithEverything(j);
                    // Every other field well-formed, this one hostile.
                    json full = {{"type", t},          {"protocol", 1},
                                 {"run_id", "r"},      {"workload", {{"kind", "compute"}}},
                                 {"seq", 1},           {"from_seq", 0},
                                 {"time", 1.0},        {"code", "busy"},
                                 {"message", "m"},     {"agent_version", "v"},
                                 {"build_sha256", ""}, {"host", json::object()},
                                 {"data", 1}};
                    full[k] = v;
                    parseWithEverything(full);
                    auto p = parseAgentMessage(full);
                    if (p)
                        (void)std::visit(
                            [](const auto& m) {
                                return m.toJson().dump(-1, ' ', false, json::error_handler_t::replace);
                            },
                            *p);
                    auto q = parseClientMessage(full);
                    if (q)
                        (void)std::visit(
                            [](const auto& m) {
                                return m.toJson().dump(-1, ' ', false, json::error_handler_t::replace);
                            },
                            *q);
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestProtocolMessages)
#include "tst_protocol_messages.moc"
