// Protocol messages as structs: every message survives toJson → parse unchanged, the wire form
// is the one the README describes, every malformed field is named in the reason, hostile input
// never throws, and an error code from a newer agent is kept as text.
#include "remote/protocol/messages.h"

#include <QtTest>

#include <functional>
#include <optional>
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

// What a parser says of a message: the error, or nullopt where it accepts the message.
using Check = std::function<std::optional<ParseError>(const json&)>;

template <class T>
Check checkWith(Parsed<T> (*parse)(const json&)) {
    return [parse](const json& j) -> std::optional<ParseError> {
        auto p = parse(j);
        if (p) return std::nullopt;
        return p.error();
    };
}

template <class T>
QString failure(const Parsed<T>& p) {
    return p ? QStringLiteral("(parsed)") : QString::fromStdString(p.error().text());
}

} // namespace

Q_DECLARE_METATYPE(nlohmann::json)
Q_DECLARE_METATYPE(Check)

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

    void everyMalformedFieldIsNamed_data() {
        QTest::addColumn<Check>("parse");
        QTest::addColumn<json>("message");
        QTest::addColumn<QString>("field");
        const auto row = [](const char* name, auto parse, const json& message, const char* field) {
            QTest::newRow(name) << checkWith(parse) << message << QString(field);
        };
        auto with = [](json j, const std::string& key, json v) {
            j[key] = std::move(v);
            return j;
        };
        auto without = [](json j, const std::string& key) {
            j.erase(key);
            return j;
        };
        const json run = {{"type", "run"}, {"run_id", "x"}, {"workload", {{"kind", "compute"}}}};
        row("run: not an object", parseRun, json::array({1}), "message");
        row("run: a string", parseRun, "run", "message");
        row("run: no type", parseRun, without(run, "type"), "type");
        row("run: type a number", parseRun, with(run, "type", 7), "type");
        row("run: another message's type", parseRun, with(run, "type", "cancel"), "type");
        row("run: no run_id", parseRun, without(run, "run_id"), "run.run_id");
        row("run: empty run_id", parseRun, with(run, "run_id", ""), "run.run_id");
        row("run: run_id a number", parseRun, with(run, "run_id", 12), "run.run_id");
        row("run: no workload", parseRun, without(run, "workload"), "run.workload");
        row("run: workload a string", parseRun, with(run, "workload", "compute"), "run.workload");
        row("run: state an array", parseRun, with(run, "state", json::array()), "run.state");
        row("run: state a number", parseRun, with(run, "state", 3), "run.state");
        row("run: contract a file name", parseRun, with(run, "contract", "contract.json"), "run.contract");
        row("run: interventions an object", parseRun, with(run, "interventions", json::object()), "run.interventions");

        row("hello: no protocol", parseHello, json{{"type", "hello"}}, "hello.protocol");
        row("hello: protocol a string", parseHello, json{{"type", "hello"}, {"protocol", "1"}}, "hello.protocol");
        row("hello: fractional protocol", parseHello, json{{"type", "hello"}, {"protocol", 1.5}}, "hello.protocol");
        row("hello: protocol 2^32 + 1, not read as 1", parseHello, json{{"type", "hello"}, {"protocol", 4294967297LL}},
            "hello.protocol");
        row("hello: protocol the largest unsigned", parseHello,
            json{{"type", "hello"}, {"protocol", 18446744073709551615ULL}}, "hello.protocol");
        row("cancel: no run_id", parseCancel, json{{"type", "cancel"}}, "cancel.run_id");
        row("cancel: run_id an array", parseCancel, json{{"type", "cancel"}, {"run_id", json::array()}},
            "cancel.run_id");
        row("ping: nonce an object", parsePing, json{{"type", "ping"}, {"nonce", json::object()}}, "ping.nonce");
        row("ping: nonce of 300 characters", parsePing, json{{"type", "ping"}, {"nonce", std::string(300, 'n')}},
            "ping.nonce");
        row("shutdown: a bye", parseShutdown, json{{"type", "bye"}}, "type");

        const json hello = {{"type", "hello"},
                            {"protocol", 1},
                            {"agent_version", "0.1"},
                            {"build_sha256", "ab"},
                            {"host", json::object()}};
        row("hello reply: no protocol", parseHelloReply, without(hello, "protocol"), "hello.protocol");
        row("hello reply: empty agent_version", parseHelloReply, with(hello, "agent_version", ""),
            "hello.agent_version");
        row("hello reply: build_sha256 a number", parseHelloReply, with(hello, "build_sha256", 5),
            "hello.build_sha256");
        row("hello reply: host a string", parseHelloReply, with(hello, "host", "linux"), "hello.host");

        const json accepted = {{"type", "accepted"}, {"run_id", "x"}, {"seq", 1}, {"time", 2.5}, {"kind", "compute"}};
        row("accepted: no run_id", parseAccepted, without(accepted, "run_id"), "accepted.run_id");
        row("accepted: seq 0", parseAccepted, with(accepted, "seq", 0), "accepted.seq");
        row("accepted: negative seq", parseAccepted, with(accepted, "seq", -3), "accepted.seq");
        row("accepted: fractional seq", parseAccepted, with(accepted, "seq", 1.5), "accepted.seq");
        row("accepted: seq the largest unsigned", parseAccepted, with(accepted, "seq", 18446744073709551615ULL),
            "accepted.seq");
        row("accepted: no time", parseAccepted, without(accepted, "time"), "accepted.time");
        row("accepted: time a string", parseAccepted, with(accepted, "time", "now"), "accepted.time");
        row("accepted: kind a number", parseAccepted, with(accepted, "kind", 3), "accepted.kind");
        row("telemetry: no data", parseTelemetry, with(without(accepted, "kind"), "type", "telemetry"),
            "telemetry.data");
        row("telemetry: empty run_id", parseTelemetry, with(with(accepted, "type", "telemetry"), "run_id", ""),
            "telemetry.run_id");
        row("result: no seq", parseResult, with(without(accepted, "seq"), "type", "result"), "result.seq");

        const json error = {{"type", "error"}, {"code", "busy"}, {"message", "m"}};
        row("error: no code", parseError, without(error, "code"), "error.code");
        row("error: empty code", parseError, with(error, "code", ""), "error.code");
        row("error: code a number", parseError, with(error, "code", 3), "error.code");
        row("error: no message", parseError, without(error, "message"), "error.message");
        row("error: run_id a number", parseError, with(error, "run_id", 1), "error.run_id");
        row("error: seq a string", parseError, with(error, "seq", "1"), "error.seq");
        row("error: time an object", parseError, with(error, "time", json::object()), "error.time");
        row("error: supported a number", parseError, with(error, "supported", 1), "error.supported");
        row("error: supported versions as strings", parseError, with(error, "supported", json::array({"1"})),
            "error.supported");
        row("pong: no time", parsePong, json{{"type", "pong"}}, "pong.time");
        row("pong: nonce an array", parsePong, json{{"type", "pong"}, {"time", 1}, {"nonce", json::array()}},
            "pong.nonce");
        row("bye: a pong", parseBye, json{{"type", "pong"}}, "type");
    }
    // The message must be refused, with a reason that names the field.
    void everyMalformedFieldIsNamed() {
        QFETCH(Check, parse);
        QFETCH(json, message);
        QFETCH(QString, field);
        const std::optional<ParseError> error = parse(message);
        QVERIFY2(error, qPrintable(QString::fromStdString("accepted: " + message.dump())));
        QCOMPARE(QString::fromStdString(error->field), field);
        QVERIFY(error->text().rfind(field.toStdString() + ": ", 0) == 0);
        QVERIFY(!error->reason.empty());
    }

    void theReasonReadsAsASentence() {
        auto run = json{{"type", "run"}, {"workload", {{"kind", "compute"}}}}; // no run_id
        QVERIFY(QString::fromStdString(parseRun(run).error().text()) ==
                QStringLiteral("run.run_id: expected a non-empty string"));
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
