// The openai-endpoint workload against a streaming OpenAI-compatible server this suite starts
// (tests/tools/openai_test_server): TTFT and TPOT measured from the streamed chunks agree with
// the server's configured delays under every framing; a server that hangs, sends bad JSON,
// closes early, lies about its tokens or refuses every request is an error naming the URL and
// the problem, never a hang; a run that starts its server maps the state and configuration into
// its flags, waits for /health, times out on one that is never ready and leaves no process
// behind; and `luma tune --host local` compares two such backends and proves the faster one.
#include "free_port.h"
#include "run_luma.h"
#include "specs.h"

#include "core/model/workload.h"
#include "core/tune/choices.h"
#include "core/util/spec_error.h"
#include "remote/agent/workload.h"
#include "remote/agent/workload_openai_http.h"
#include "remote/agent/workload_openai_sse.h"
#include "remote/process/spawn.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <fstream>
#include <poll.h>
#include <thread>
#include <unistd.h>

using namespace luma;

namespace {

// The test server, started with --port 0 and asked which port it bound; killed (its whole
// group) when the test ends.
class TestServer {
public:
    explicit TestServer(std::vector<std::string> args) {
        args.insert(args.begin(), OPENAI_TEST_SERVER);
        args.insert(args.end(), {"--port", "0"});
        m_child = process::spawn({args, {}, false});
        std::string out;
        char buf[256];
        for (int i = 0; i < 100 && out.find('\n') == std::string::npos; ++i) {
            pollfd p{m_child.stdoutFd(), POLLIN, 0};
            if (poll(&p, 1, 50) > 0) {
                const ssize_t n = read(m_child.stdoutFd(), buf, sizeof buf);
                if (n > 0) out.append(buf, static_cast<std::size_t>(n));
            }
        }
        if (out.rfind("listening ", 0) == 0) m_port = std::stoi(out.substr(10));
    }
    int port() const { return m_port; }
    std::string url() const { return "http://127.0.0.1:" + std::to_string(m_port); }

private:
    process::Child m_child;
    int m_port = 0;
};

nlohmann::json contractJson(const std::string& arrival = "closed", long long requests = 6) {
    nlohmann::json a = {{"kind", arrival}, {"requests", requests}};
    if (arrival == "closed") a["concurrency"] = 2;
    if (arrival == "poisson") a["rate_rps"] = 50;
    return {{"schema", "luma.contract/1"},
            {"name", "endpoint"},
            {"workload", {{"input_tokens", 12}, {"output_tokens", 8}, {"arrival", a}}},
            {"slo", {{"ttft_ms_p99", 2000}, {"tpot_ms_p99", 200}, {"success_rate_min", 0.99}}}};
}

nlohmann::json workload(const std::string& url, const nlohmann::json& extra = nlohmann::json::object()) {
    nlohmann::json w = {{"kind", "openai-endpoint"}, {"url", url},          {"model", "test-model"},
                        {"request_timeout_s", 5},    {"idle_timeout_s", 2}, {"max_seconds", 30}};
    w.update(extra);
    return w;
}

struct Outcome {
    nlohmann::json result;
    std::string errorCode, error; // a RunError's
    double seconds = 0;
};

Outcome run(const nlohmann::json& w, const nlohmann::json& contract = contractJson(),
            const nlohmann::json& state = nlohmann::json::object(),
            const nlohmann::json& interventions = nlohmann::json::array(), const std::atomic<bool>* cancel = nullptr) {
    agent::RunContext ctx;
    ctx.runId = "t1";
    ctx.workload = w;
    ctx.state = state;
    ctx.interventions = interventions;
    ctx.contract = parseContract(contract, "test-contract.json");
    ctx.cancelled = cancel;
    ctx.telemetry = [](const nlohmann::json&) {};
    Outcome out;
    const auto start = std::chrono::steady_clock::now();
    try {
        out.result = agent::runWorkload(ctx);
    } catch (const agent::RunError& e) {
        out.errorCode = std::string(protocol::name(e.code()));
        out.error = e.what();
    }
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
}

double metric(const Outcome& o, const char* key) { return o.result["metrics"][key].get<double>(); }

std::string firstError(const Outcome& o) {
    return o.result["errors"].empty() ? std::string() : o.result["errors"][0]["problem"].get<std::string>();
}

// Gone: no such process, or a zombie nobody reaps (a test container's init may not).
bool processGone(pid_t pid) {
    if (kill(pid, 0) != 0) return errno == ESRCH;
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string stat;
    std::getline(in, stat);
    const auto close = stat.rfind(')');
    return close != std::string::npos && close + 2 < stat.size() && stat[close + 2] == 'Z';
}

std::vector<pid_t> pidsIn(const std::string& file) {
    std::vector<pid_t> out;
    std::ifstream in(file);
    for (pid_t p = 0; in >> p;) out.push_back(p);
    return out;
}

std::string readAll(const std::string& file) {
    std::ifstream in(file);
    return {std::istreambuf_iterator<char>(in), {}};
}

} // namespace

class TstOpenAiEndpoint : public QObject {
    Q_OBJECT
private slots:
    void readsChunkedLengthAndCloseFramedResponses() {
        const std::string chunked =
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n1;x=y\r\n!\r\n0\r\n\r\n";
        agent::HttpResponseReader r;
        std::string body;
        for (const char c : chunked) r.feed(std::string_view(&c, 1), body); // byte by byte
        QVERIFY(r.complete());
        QCOMPARE(r.status(), 200);
        QCOMPARE(body, std::string("hello!"));
        agent::HttpResponseReader fixed;
        body.clear();
        fixed.feed("HTTP/1.1 503 Busy\r\nContent-Length: 4\r\n\r\nbusyEXTRA", body);
        QVERIFY(fixed.complete());
        QCOMPARE(body, std::string("busy"));
        agent::HttpResponseReader untilClose;
        body.clear();
        untilClose.feed("HTTP/1.0 200 OK\r\n\r\nabc", body);
        QVERIFY(!untilClose.complete());
        untilClose.finish();
        QVERIFY(untilClose.complete());
        // Bounded, and cut-short or malformed framing is an error that says which.
        const auto fails = [](const std::string& bytes, const char* problem, agent::HttpLimits limits = {}) {
            agent::HttpResponseReader x(limits);
            std::string b;
            try {
                x.feed(bytes, b);
                x.finish();
            } catch (const agent::HttpError& e) {
                return std::string(e.what()).find(problem) != std::string::npos;
            }
            return false;
        };
        QVERIFY(fails("SSH-2.0-OpenSSH\r\n", "not an HTTP/1.x response"));
        QVERIFY(fails("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "bad chunk size"));
        QVERIFY(fails("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel", "inside a chunked body"));
        QVERIFY(fails("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc", "7 bytes before"));
        QVERIFY(fails("HTTP/1.1 200 OK\r\nX: " + std::string(70000, 'a'), "over 65536 bytes"));
        agent::HttpLimits small;
        small.maxBodyBytes = 4;
        QVERIFY(fails("HTTP/1.1 200 OK\r\n\r\nabcdef", "over the limit of 4 bytes", small));
    }

    void readsEventStreamLinesAndCompletionChunks() {
        agent::SseReader sse(64);
        std::vector<std::string> got;
        for (const std::string part : {"data: {\"a\"", ":1}\r", "\n\r\n: comment\nevent: x\ndata:[DONE]\r", "\n"})
            for (auto& p : sse.feed(part)) got.push_back(p);
        QCOMPARE(got, (std::vector<std::string>{"{\"a\":1}", "[DONE]"}));
        bool tooLong = false;
        try {
            sse.feed(std::string(100, 'x'));
        } catch (const agent::HttpError&) {
            tooLong = true;
        }
        QVERIFY(tooLong);
        QVERIFY(agent::readStreamChunk(R"({"choices":[{"text":" hi"}]})", false).hasText);
        QVERIFY(!agent::readStreamChunk(R"({"choices":[{"text":""}]})", false).hasText);
        QVERIFY(agent::readStreamChunk(R"({"choices":[{"delta":{"content":"x"}}]})", true).hasText);
        QVERIFY(agent::readStreamChunk(R"({"choices":[{"delta":{"reasoning_content":"x"}}]})", true).hasText);
        QCOMPARE(*agent::readStreamChunk(R"({"choices":[],"usage":{"completion_tokens":7}})", false).completionTokens,
                 7LL);
        QCOMPARE(agent::readStreamChunk(R"({"error":{"message":"boom"}})", false).error, std::string("boom"));
        QVERIFY(agent::readStreamChunk("[DONE]", false).done);
        for (const char* bad : {"{not json", "[1]", R"({"choices":{}})", R"({"choices":[{"text":3}]})"}) {
            bool thrown = false;
            try {
                (void)agent::readStreamChunk(bad, false);
            } catch (const agent::HttpError&) {
                thrown = true;
            }
            QVERIFY2(thrown, bad);
        }
    }

    void theSpecIsReadStrictlyAndRoundTrips() {
        const auto fails = [](const nlohmann::json& w, const char* key, const char* problem) {
            try {
                (void)parseWorkload(w, "campaign.json");
            } catch (const SpecError& e) {
                const std::string what = e.what();
                return what.find(std::string("campaign.json: ") + key) != std::string::npos &&
                       what.find(problem) != std::string::npos;
            }
            return false;
        };
        const nlohmann::json ok = workload("http://127.0.0.1:8000");
        QVERIFY(fails(workload("https://x:1"), "workload.url", "https is not supported"));
        QVERIFY(fails(workload("http://x:8000/v1"), "workload.url", "not its /v1 API path"));
        QVERIFY(fails(workload("http://x:99999"), "workload.url", "between 1 and 65535"));
        QVERIFY(fails(workload("http://x:8000", {{"urll", 1}}), "workload.urll", "did you mean \"url\""));
        QVERIFY(fails(workload("http://x:8000", {{"api", "chats"}}), "workload.api", "did you mean \"chat\""));
        QVERIFY(fails(workload("http://x:8000", {{"extra_body", {{"stream", false}}}}), "workload.extra_body.stream",
                      "set by the workload"));
        QVERIFY(fails(workload("http://x:8000", {{"server", {{"argv", {"vllm", "--tp", "{tensor_paralel}"}}}}}),
                      "workload.server.argv[2]",
                      "unknown placeholder {tensor_paralel} (did you mean {tensor_parallel}?)"));
        QVERIFY(fails(workload("http://x:8000", {{"server", {{"argv", {"vllm"}}, {"ready_timeout", 5}}}}),
                      "workload.server.ready_timeout", "ready_timeout_s"));
        nlohmann::json full = workload("http://localhost:8000/",
                                       {{"api", "chat"},
                                        {"server",
                                         {{"argv", {"vllm", "--cfg", R"({"k": {num_speculative_tokens}})", "{mine}"}},
                                          {"defaults", {{"mine", 3}}},
                                          {"device_memory_gib", 80}}}});
        const WorkloadSpec spec = parseWorkload(full, "w.json");
        QCOMPARE(spec.kind(), WorkloadKind::OpenAiEndpoint);
        QVERIFY(spec.givesVerdict());
        QCOMPARE(spec.openAiEndpoint().prompt, std::string("words"));
        QCOMPARE(spec.openAiEndpoint().endpoint.basePath, std::string());
        QCOMPARE(parseWorkload(spec.toJson(), "again.json"), spec);
        // A JSON argument's braces are text; only {identifier} is a placeholder.
        QCOMPARE(placeholdersIn(R"({"k": {num_speculative_tokens}})"),
                 std::vector<std::string>{"num_speculative_tokens"});
        QCOMPARE(fillPlaceholders(R"({"k": {n}})", {{"n", "4"}}), std::string(R"({"k": 4})"));
        (void)ok;
    }

    void theExamplesAreValid() {
        const std::string ex = test::sourcePath("resources/examples/chat-8b/");
        const WorkloadSpec w = parseWorkload(readJsonFile(ex + "vllm-endpoint.json"), ex + "vllm-endpoint.json");
        QCOMPARE(w.kind(), WorkloadKind::OpenAiEndpoint);
        QVERIFY(w.openAiEndpoint().server.has_value());
        const Contract c = loadContract(ex + "contract.json");
        const Choices ch = loadChoices(ex + "choices-engines.json", c, loadMachine(ex + "machine.json"));
        QCOMPARE(ch.combinations(), 8LL);
    }

    void measuresTheServersDelaysUnderEveryFraming() {
        for (const char* framing : {"chunked", "length", "close"}) {
            QTemporaryDir dir;
            const std::string log = dir.filePath("requests.log").toStdString();
            TestServer server({"--first-token-ms", "60", "--token-ms", "20", "--framing", framing, "--log", log});
            QVERIFY(server.port() > 0);
            const Outcome o = run(workload(server.url()));
            QVERIFY2(o.errorCode.empty(), o.error.c_str());
            QCOMPARE(o.result["verdict"], "PASS");
            QCOMPARE(metric(o, "completed"), 6.0);
            QCOMPARE(metric(o, "output_tokens"), 48.0);
            // By construction: TTFT at least the first token's delay, TPOT about the token delay
            // (a chunk read late shortens one request's span; the p50 across requests holds).
            const double ttft = metric(o, "ttft_ms_p50"), tpot = metric(o, "tpot_ms_p50");
            QVERIFY2(ttft >= 60 && ttft < 60 + 250, qPrintable(QString("%1 TTFT %2").arg(framing).arg(ttft)));
            QVERIFY2(tpot >= 15 && tpot < 2 * 20 + 10, qPrintable(QString("%1 TPOT %2").arg(framing).arg(tpot)));
            QVERIFY(metric(o, "throughput_tok_s") > 0);
            // What was asked: input_tokens ids, output_tokens as max_tokens, streamed with usage.
            std::ifstream in(log);
            std::string line;
            int requests = 0;
            while (std::getline(in, line)) {
                const auto r = nlohmann::json::parse(line);
                QCOMPARE(r["prompt"].size(), std::size_t(12));
                QCOMPARE(r["max_tokens"], 8);
                QCOMPARE(r["stream"], true);
                QCOMPARE(r["ignore_eos"], true);
                QCOMPARE(r["model"], "test-model");
                ++requests;
            }
            QCOMPARE(requests, 6);
        }
    }

    void drivesPoissonArrivalsAndChat() {
        TestServer server({"--token-ms", "5"});
        const Outcome o = run(workload(server.url(), {{"api", "chat"}}), contractJson("poisson", 10));
        QVERIFY2(o.errorCode.empty(), o.error.c_str());
        QCOMPARE(metric(o, "completed"), 10.0);
        QCOMPARE(metric(o, "success_rate"), 1.0);
        QVERIFY(metric(o, "tpot_ms_p50") >= 4);
    }

    void aServerThatMisbehavesIsAnErrorNamingTheUrlNeverAHang() {
        struct Case {
            std::vector<std::string> args;
            const char* problem;
        };
        const std::vector<Case> cases = {
            {{"--mode", "hang"}, "no byte for idle_timeout_s=0.5"},
            {{"--mode", "bad-json"}, "is not JSON"},
            {{"--mode", "early-close"}, "inside a chunked body"},
            {{"--mode", "early-close", "--framing", "length"}, "before the Content-Length's end"},
            {{"--mode", "early-close", "--framing", "close"}, "the stream ended before data: [DONE]"},
            {{"--mode", "lie-tokens"}, "more than max_tokens=8"},
        };
        for (const Case& c : cases) {
            TestServer server(c.args);
            const Outcome o = run(workload(server.url(), {{"idle_timeout_s", 0.5}, {"request_timeout_s", 1}}));
            QVERIFY2(o.errorCode.empty(), o.error.c_str());
            QCOMPARE(o.result["verdict"], "FAIL"); // the service was not delivered
            QCOMPARE(metric(o, "success_rate"), 0.0);
            const std::string e = firstError(o);
            QVERIFY2(e.find(server.url() + "/v1/completions: ") == 0 && e.find(c.problem) != std::string::npos,
                     e.c_str());
            QVERIFY(o.seconds < 20); // bounded by the timeouts (a hang would be the suite's timeout)
        }
        TestServer hanging({"--mode", "hang"});
        const Outcome past = run(workload(hanging.url(), {{"max_seconds", 0.5}, {"idle_timeout_s", 60}}));
        QCOMPARE(past.errorCode, std::string("timeout"));
        QVERIFY2(past.error.find("the load ran past max_seconds=0.5 against " + hanging.url()) == 0,
                 past.error.c_str());
        TestServer refusing({"--mode", "reject"});
        const Outcome refused = run(workload(refusing.url()));
        QCOMPARE(refused.errorCode, std::string("bad_workload"));
        QVERIFY2(refused.error.find("HTTP 400") != std::string::npos &&
                     refused.error.find("the model does not exist") != std::string::npos,
                 refused.error.c_str());
        const Outcome nobody = run(workload("http://127.0.0.1:" + std::to_string(refusing.port() == 1 ? 2 : 1)));
        QCOMPARE(nobody.errorCode, std::string("command_failed"));
        QVERIFY2(nobody.error.find("no request got an answer from the server at http://127.0.0.1:") == 0,
                 nobody.error.c_str());
    }

    void startsItsServerWithTheRunsFlagsAndStopsItsWholeGroup() {
        QTemporaryDir dir;
        const std::string pids = dir.filePath("pids").toStdString(), args = dir.filePath("args").toStdString();
        const int port = test::freeLoopbackPort();
        const nlohmann::json w = workload("http://127.0.0.1:" + std::to_string(port),
                                          {{"server",
                                            {{"argv",
                                              {OPENAI_TEST_SERVER,
                                               "--port",
                                               "{port}",
                                               "--token-ms",
                                               "2",
                                               "--ready-after-ms",
                                               "300",
                                               "--fork-child",
                                               "--ignore-term",
                                               "--pid-file",
                                               pids,
                                               "--args-file",
                                               args,
                                               "--max-num-seqs",
                                               "{max_num_seqs}",
                                               "--gpu-memory-utilization",
                                               "{gpu_memory_utilization}",
                                               "--tensor-parallel-size",
                                               "{tensor_parallel}",
                                               "--kv-cache-dtype",
                                               "{kv_precision}"}},
                                             {"values", {{"kv_precision", {{"bf16", "auto"}, {"fp8", "fp8_e4m3"}}}}},
                                             {"device_memory_gib", 80},
                                             {"ready_timeout_s", 10},
                                             {"stop_grace_s", 0.3}}}});
        const Outcome o = run(w, contractJson(), {{"hbm_gib", 40}, {"accelerator_count", 2}},
                              {{{"name", "seqs"}, {"kind", "max_batch"}, {"value", 16}},
                               {{"name", "kv"}, {"kind", "kv_precision"}, {"value", "fp8"}}});
        QVERIFY2(o.errorCode.empty(), o.error.c_str());
        QCOMPARE(o.result["verdict"], "PASS");
        QVERIFY(o.result["server"]["ready_s"].get<double>() >= 0.3);
        QCOMPARE(o.result["server"]["stop"], "SIGKILL after stop_grace_s"); // it ignores SIGTERM
        QVERIFY(
            readAll(args).find(
                "--max-num-seqs\n16\n--gpu-memory-utilization\n0.5\n--tensor-parallel-size\n2\n--kv-cache-dtype\nfp8_e4m3\n") !=
            std::string::npos);
        QCOMPARE(o.result["mechanisms"]["hbm_gib"]["mechanism"], "the server's command: {gpu_memory_utilization}=0.5");
        QVERIFY(o.result["mechanisms"].contains("intervention:seqs"));
        const auto started = pidsIn(pids);
        QCOMPARE(started.size(), std::size_t(2)); // the server and the child it forked
        for (const pid_t p : started) QVERIFY2(processGone(p), qPrintable(QString("pid %1 is left").arg(p)));
        // A level or intervention its command does not carry is refused, not silently ignored.
        const Outcome unused = run(w, contractJson(), {{"power_w", 300}});
        QCOMPARE(unused.errorCode, std::string("unenforceable"));
        QVERIFY2(unused.error.find("the state's power_w reaches the server only through {power_w}") == 0,
                 unused.error.c_str());
        const Outcome unmapped =
            run(w, contractJson(), {}, {{{"name", "kv"}, {"kind", "kv_precision"}, {"value", "int8"}}});
        QCOMPARE(unmapped.errorCode, std::string("unenforceable"));
        QVERIFY2(
            unmapped.error.find("cannot take {kv_precision}=int8: server.values.kv_precision maps only bf16 fp8") !=
                std::string::npos,
            unmapped.error.c_str());
        const Outcome noServer = run(workload("http://127.0.0.1:1"), contractJson(), {{"hbm_gib", 40}});
        QCOMPARE(noServer.errorCode, std::string("unenforceable"));
        QVERIFY(noServer.error.find("a server it did not start") != std::string::npos);
    }

    void aServerNeverReadyTimesOutAndIsKilled() {
        QTemporaryDir dir;
        const std::string pids = dir.filePath("pids").toStdString();
        const nlohmann::json w = workload(
            "http://127.0.0.1:" + std::to_string(test::freeLoopbackPort()),
            {{"server",
              {{"argv", {OPENAI_TEST_SERVER, "--port", "{port}", "--never-ready", "--fork-child", "--pid-file", pids}},
               {"health_path", "/health"},
               {"ready_timeout_s", 0.5},
               {"stop_grace_s", 2}}}});
        const Outcome o = run(w);
        QCOMPARE(o.errorCode, std::string("timeout"));
        QVERIFY2(o.error.find("did not answer GET /health with HTTP 200 within ready_timeout_s=0.5 (last: HTTP 503") !=
                     std::string::npos,
                 o.error.c_str());
        QVERIFY(o.error.find("http://127.0.0.1:") != std::string::npos);
        for (const pid_t p : pidsIn(pids)) QVERIFY2(processGone(p), qPrintable(QString("pid %1 is left").arg(p)));
        // One that exits at once names its exit and its output.
        const Outcome dies =
            run(workload("http://127.0.0.1:1", {{"server", {{"argv", {OPENAI_TEST_SERVER, "--bogus"}}}}}));
        QCOMPARE(dies.errorCode, std::string("command_failed"));
        QVERIFY2(dies.error.find("exit code 2") != std::string::npos &&
                     dies.error.find("unknown argument --bogus") != std::string::npos,
                 dies.error.c_str());
    }

    void tuneComparesTwoBackendsAndProvesTheFasterOne() {
        QTemporaryDir dir;
        const std::string tiny = test::sourcePath("resources/examples/tiny/");
        nlohmann::json contract = contractJson("poisson", 16);
        contract["model"] = {{"hf_config", tiny + "tiny-llama.json"}};
        contract["precision"] = {{"weights", "bf16"}, {"kv_cache", "bf16"}, {"activations", "bf16"}};
        contract["slo"]["tpot_ms_p99"] = 20;
        // Each backend's runs start their own server: one streams a token every 2 ms, the other
        // every 40 ms, so only the first can hold the contract's TPOT at any rate.
        const auto backend = [](const char* name, const char* tokenMs) {
            return nlohmann::json{
                {"name", name},
                {"workload", workload("http://127.0.0.1:" + std::to_string(test::freeLoopbackPort()),
                                      {{"server",
                                        {{"argv", {OPENAI_TEST_SERVER, "--port", "{port}", "--token-ms", tokenMs}},
                                         {"ready_timeout_s", 10},
                                         {"stop_grace_s", 2}}}})}};
        };
        const nlohmann::json choices = {{"schema", "luma.choices/1"},
                                        {"name", "backends"},
                                        {"backend", {backend("slow", "40"), backend("fast", "2")}},
                                        {"default", {{"backend", "slow"}}}};
        const std::string contractFile = dir.filePath("contract.json").toStdString(),
                          choicesFile = dir.filePath("choices.json").toStdString();
        std::ofstream(contractFile) << contract.dump();
        std::ofstream(choicesFile) << choices.dump();
        const auto r = test::runLuma({"tune", "--contract", QString::fromStdString(contractFile), "--machine",
                                      QString::fromStdString(tiny + "machine.json"), "--choices",
                                      QString::fromStdString(choicesFile), "--host", "local", "--db",
                                      dir.filePath("tune.luma"), "--budget-runs", "4", "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const nlohmann::json j = nlohmann::json::parse(r.out.toStdString());
        // The model cannot tell two engines apart (it predicts them alike): both ran, and the runs decided.
        QCOMPARE(j["default"]["configuration"]["backend"], "slow");
        QCOMPARE(j["default"]["proven"], true);
        QCOMPARE(j["best"]["configuration"]["backend"], "fast");
        QCOMPARE(j["best"]["proven"], true);
        QVERIFY(j["best"]["measured_goodput_rps"].get<double>() > 0);
        QCOMPARE(j["default"]["measured_goodput_rps"].get<double>(), 0.0);
        QCOMPARE(j["default"]["failed_above"], "TPOT");
        QCOMPARE(j["beats_default"], true);
        QCOMPARE(j["physical_runs"].get<long long>(), 4LL);
    }

    void cancelEndsTheRequestsInFlight() {
        TestServer server({"--mode", "hang"});
        std::atomic<bool> cancel{false};
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel = true;
        });
        const Outcome o = run(workload(server.url(), {{"idle_timeout_s", 60}, {"request_timeout_s", 60}}),
                              contractJson(), {}, {}, &cancel);
        stopper.join();
        QCOMPARE(o.errorCode, std::string("cancelled"));
        QVERIFY(o.seconds < 30);
    }
};

QTEST_GUILESS_MAIN(TstOpenAiEndpoint)
#include "tst_openai_endpoint.moc"
