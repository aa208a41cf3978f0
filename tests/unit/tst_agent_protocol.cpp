// Protocol tests against a real `luma-agent --stdio` child: handshake, every workload kind,
// cancel, ping, malformed input and a mismatched protocol version.
#include "specs.h"

#include "core/util/sha256.h"
#include "remote/client/local_agent.h"
#include "remote/protocol/protocol.h"

#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <sys/stat.h>
#include <thread>

using luma::client::LocalAgent;

namespace {

nlohmann::json expectEvent(LocalAgent& agent, const std::string& type, double timeout = 20) {
    auto e = agent.next(timeout);
    while (e && e->value("type", "") == "heartbeat" && type != "heartbeat") e = agent.next(timeout); // liveness only
    if (!e) throw std::runtime_error("no event within timeout, expected " + type);
    if (e->value("type", "") != type) throw std::runtime_error("expected " + type + ", got " + e->dump());
    return *e;
}

nlohmann::json run(LocalAgent& agent, const std::string& id, nlohmann::json workload, nlohmann::json extra = {},
                   std::vector<nlohmann::json>* events = nullptr) {
    nlohmann::json msg = {{"type", "run"}, {"run_id", id}, {"workload", std::move(workload)}};
    if (extra.is_object()) msg.update(extra);
    return agent.runToCompletion(
        msg,
        [&](const nlohmann::json& e) {
            if (events) events->push_back(e);
        },
        120);
}

} // namespace

class TestAgentProtocol : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string script(const std::string& name, const std::string& body) {
        const std::string path = m_dir.filePath(QString::fromStdString(name)).toStdString();
        std::ofstream(path) << "#!/bin/sh\n" << body;
        chmod(path.c_str(), 0755);
        return path;
    }

private slots:
    void handshakeDescribesTheHost() {
        LocalAgent agent(LUMA_AGENT_BIN);
        nlohmann::json hello = agent.handshake();
        QCOMPARE(hello["protocol"].get<int>(), luma::protocol::kVersion);
        QVERIFY(!hello.contains("detached_runs")); // started without --state-root
        QVERIFY(!hello["agent_version"].get<std::string>().empty());
        std::ifstream bin(LUMA_AGENT_BIN, std::ios::binary);
        std::ostringstream bytes;
        bytes << bin.rdbuf();
        QCOMPARE(hello["build_sha256"].get<std::string>(), luma::sha256Hex(bytes.str()));
        const auto& host = hello["host"];
        QVERIFY(host["cpu"]["threads"].get<int>() >= 1);
        QVERIFY(host["memory_gib"].get<double>() > 0.1);
        QVERIFY(!host["os"].get<std::string>().empty());
        QVERIFY(host["accelerators"].is_array());
        bool cpuLoaded = false;
        for (const auto& b : host["kernel_backends"]) cpuLoaded |= b["name"] == "cpu" && b["loaded"] == true;
        QVERIFY(cpuLoaded);
        // Each runtime that is absent says why.
        for (const auto& r : host["runtimes"])
            if (!r["available"].get<bool>()) QVERIFY2(!r["reason"].get<std::string>().empty(), r.dump().c_str());
    }
    void protocolMismatchIsAnsweredExplicitly() {
        LocalAgent agent(LUMA_AGENT_BIN);
        agent.send({{"type", "hello"}, {"protocol", 99}});
        auto e = expectEvent(agent, "error");
        QCOMPARE(e["code"].get<std::string>(), std::string("protocol_mismatch"));
        QCOMPARE(e["supported"], nlohmann::json::array({1, 2, 3}));
        agent.send({{"type", "run"}, {"run_id", "r"}, {"workload", {{"kind", "compute"}}}});
        QCOMPARE(expectEvent(agent, "error")["code"].get<std::string>(), std::string("no_hello"));
        agent.handshake(); // a correct hello still works
    }
    void pingAndMalformedInput() {
        LocalAgent agent(LUMA_AGENT_BIN);
        agent.send({{"type", "ping"}, {"nonce", 42}});
        QCOMPARE(expectEvent(agent, "pong")["nonce"].get<int>(), 42);
        agent.sendRaw("this is not json\n");
        QCOMPARE(expectEvent(agent, "error")["code"].get<std::string>(), std::string("malformed"));
        agent.sendRaw("[1, 2, 3]\n{\"type\": 7}\n\n   \n");
        QCOMPARE(expectEvent(agent, "error")["code"].get<std::string>(), std::string("malformed"));
        QCOMPARE(expectEvent(agent, "error")["code"].get<std::string>(), std::string("malformed"));
        agent.sendRaw(std::string(5 * 1024 * 1024, 'x') + "\n");
        QCOMPARE(expectEvent(agent, "error")["code"].get<std::string>(), std::string("oversized"));
        agent.sendRaw(std::string("\x00\xff\xfe{\"type\"", 9) + "\n");
        QCOMPARE(expectEvent(agent, "error")["code"].get<std::string>(), std::string("malformed"));
        agent.handshake();
        agent.send({{"type", "launch"}});
        QCOMPARE(expectEvent(agent, "error")["code"].get<std::string>(), std::string("unknown_type"));
        agent.send({{"type", "cancel"}, {"run_id", "nope"}});
        QCOMPARE(expectEvent(agent, "error")["code"].get<std::string>(), std::string("unknown_run"));
        agent.send({{"type", "ping"}, {"nonce", 43}});
        QCOMPARE(expectEvent(agent, "pong")["nonce"].get<int>(), 43); // still alive and in order
    }
    void probesRun() {
        LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        std::vector<nlohmann::json> events;
        auto bw = run(agent, "bw", {{"kind", "bandwidth"}, {"mib", 32}, {"repeats", 2}}, {{"state", {{"threads", 1}}}},
                      &events);
        QCOMPARE(bw["type"].get<std::string>(), std::string("result"));
        QVERIFY(bw["metrics"]["gbps"].get<double>() > 0.1);
        QCOMPARE(bw["mechanisms"]["threads"]["mechanism"].get<std::string>(), std::string("worker threads"));
        // accepted first, then telemetry, then the result; seq increases by one each time.
        QCOMPARE(events.front()["type"].get<std::string>(), std::string("accepted"));
        for (std::size_t i = 0; i < events.size(); ++i) {
            QCOMPARE(events[i]["run_id"].get<std::string>(), std::string("bw"));
            QCOMPARE(events[i]["seq"].get<long long>(), static_cast<long long>(i + 1));
        }
        auto fl = run(agent, "fl", {{"kind", "compute"}, {"seconds", 0.1}});
        QVERIFY(fl["metrics"]["gflops"].get<double>() > 0.1);
        auto bad = run(agent, "gpu", {{"kind", "bandwidth"}, {"backend", "cuda"}});
        QCOMPARE(bad["code"].get<std::string>(), std::string("backend_unavailable"));
        auto refused = run(agent, "ic", {{"kind", "compute"}}, {{"state", {{"interconnect_gbps", 100}}}});
        QCOMPARE(refused["code"].get<std::string>(), std::string("unenforceable"));
        QVERIFY(refused["message"].get<std::string>().find("interconnect_gbps") != std::string::npos);
        auto dup = run(agent, "fl", {{"kind", "compute"}, {"seconds", 0.05}});
        QCOMPARE(dup["code"].get<std::string>(), std::string("duplicate_run"));
    }
    void commandWorkload() {
        LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        const std::string echo = script("echo.sh", "echo starting\necho \"$LUMA_STATE_JSON\"\n");
        auto r = run(agent, "c1", {{"kind", "command"}, {"argv", {echo}}},
                     {{"state", {{"replicas", 3}}},
                      {"interventions", {{{"name", "kv"}, {"kind", "kv_precision"}, {"value", "fp8"}}}}});
        QCOMPARE(r["type"].get<std::string>(), std::string("result"));
        QCOMPARE(r["metrics"]["replicas"].get<int>(), 3);
        QCOMPARE(r["metrics"]["interventions"][0]["name"].get<std::string>(), std::string("kv"));

        const std::string fail = script("fail.sh", "echo oops-on-stderr >&2\nexit 3\n");
        auto f = run(agent, "c2", {{"kind", "command"}, {"argv", {fail}}});
        QCOMPARE(f["code"].get<std::string>(), std::string("command_failed"));
        QVERIFY(f["message"].get<std::string>().find("exit code 3") != std::string::npos);
        QVERIFY(f["message"].get<std::string>().find("oops-on-stderr") != std::string::npos);

        const std::string noJson = script("nojson.sh", "echo done\n");
        QCOMPARE(run(agent, "c3", {{"kind", "command"}, {"argv", {noJson}}})["code"].get<std::string>(),
                 std::string("no_metrics"));
        QCOMPARE(run(agent, "c4", {{"kind", "command"}, {"argv", {"/no/such/binary"}}})["code"].get<std::string>(),
                 std::string("command_failed"));
        const std::string slow = script("slow.sh", "sleep 30\n");
        auto t = run(agent, "c5", {{"kind", "command"}, {"argv", {slow}}, {"timeout_s", 0.3}});
        QCOMPARE(t["code"].get<std::string>(), std::string("timeout"));

        // A contract turns metrics into a verdict; an importer reads a real tool's result file.
        auto contract = luma::test::contractJson();
        contract["slo"] = {{"throughput_tok_s_min", 20000}, {"ttft_ms_p99", 10000}};
        const std::string vllm = luma::test::sourcePath("tests/data/importers/vllm_bench_serve_result.json");
        auto imp = run(agent, "c6",
                       {{"kind", "command"}, {"argv", {"true"}}, {"import", {{"format", "vllm"}, {"file", vllm}}}},
                       {{"contract", contract}});
        QCOMPARE(imp["verdict"].get<std::string>(), std::string("FAIL"));
        QCOMPARE(imp["failed"], nlohmann::json::array({"throughput"}));
        QVERIFY(std::abs(imp["metrics"]["throughput_tok_s"].get<double>() - 13883.29) < 0.01);
    }
    void cancelKillsTheProcessGroup() {
        LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        const std::string pidFile = m_dir.filePath("child.pid").toStdString();
        const std::string body = "sleep 60 &\necho $! > " + pidFile + "\nwait\n";
        agent.send({{"type", "run"},
                    {"run_id", "long"},
                    {"workload", {{"kind", "command"}, {"argv", {script("long.sh", body)}}}}});
        QCOMPARE(expectEvent(agent, "accepted")["run_id"].get<std::string>(), std::string("long"));
        for (int i = 0; i < 100 && !std::ifstream(pidFile).good(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        pid_t child = 0;
        std::ifstream(pidFile) >> child;
        QVERIFY(child > 0);
        agent.send({{"type", "cancel"}, {"run_id", "long"}});
        nlohmann::json e;
        for (;;) {
            auto ev = agent.next(10);
            QVERIFY2(ev.has_value(), "no answer to cancel");
            if (ev->value("run_id", "") == "long" && ev->value("type", "") != "telemetry") {
                e = *ev;
                break;
            }
        }
        QCOMPARE(e["code"].get<std::string>(), std::string("cancelled"));
        bool gone = false;
        for (int i = 0; i < 100 && !gone; ++i) {
            gone = kill(child, 0) != 0;
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        QVERIFY2(gone, "the grandchild of the cancelled command still runs");
    }
    void wrongFieldsGetTheirCodes() {
        LocalAgent agent(LUMA_AGENT_BIN);
        agent.send({{"type", "hello"}, {"protocol", 4294967297LL}}); // not protocol 1 modulo 2^32
        auto mismatch = expectEvent(agent, "error");
        QCOMPARE(mismatch["code"].get<std::string>(), std::string("protocol_mismatch"));
        QCOMPARE(mismatch["supported"], nlohmann::json::array({1, 2, 3}));
        QVERIFY(mismatch["message"].get<std::string>().find("hello.protocol") != std::string::npos);
        agent.handshake();
        auto code = [&](const nlohmann::json& msg) {
            agent.send(msg);
            return expectEvent(agent, "error");
        };
        auto noId = code({{"type", "run"}, {"workload", {{"kind", "compute"}}}});
        QCOMPARE(noId["code"].get<std::string>(), std::string("bad_run"));
        QCOMPARE(noId["message"].get<std::string>(), std::string("run.run_id: expected a non-empty string"));
        QVERIFY(!noId.contains("run_id"));
        auto noWorkload = code({{"type", "run"}, {"run_id", "w"}});
        QCOMPARE(noWorkload["code"].get<std::string>(), std::string("bad_run"));
        QCOMPARE(noWorkload["run_id"].get<std::string>(), std::string("w"));
        auto badState =
            code({{"type", "run"}, {"run_id", "s"}, {"workload", {{"kind", "compute"}}}, {"state", {1, 2}}});
        QCOMPARE(badState["code"].get<std::string>(), std::string("bad_state"));
        QCOMPARE(badState["run_id"].get<std::string>(), std::string("s"));
        QCOMPARE(
            code(
                {{"type", "run"}, {"run_id", "c"}, {"workload", {{"kind", "compute"}}}, {"contract", "x.json"}})["code"]
                .get<std::string>(),
            std::string("bad_contract"));
        // A non-string run_id in cancel used to escape as an internal error.
        QCOMPARE(code({{"type", "cancel"}, {"run_id", 7}})["code"].get<std::string>(), std::string("malformed"));
        // A workload kind that is not a string is the workload's error, after acceptance.
        agent.send({{"type", "run"}, {"run_id", "k"}, {"workload", {{"kind", 5}}}});
        QCOMPARE(expectEvent(agent, "accepted")["kind"].get<std::string>(), std::string());
        QCOMPARE(expectEvent(agent, "error")["code"].get<std::string>(), std::string("bad_workload"));
        agent.send({{"type", "ping"}, {"nonce", {{"big", "object"}}}});
        QVERIFY(!expectEvent(agent, "pong").contains("nonce")); // answered, without the unusable nonce
    }
    void oneRunAtATime() {
        // Two runs at once used to share the CPU backend's pool and scratch buffers (and one
        // replaced the pool under the other): a crash or a hang. Now the second one is refused.
        const auto contract = luma::loadContract(luma::test::sourcePath("resources/examples/tiny/contract.json"));
        const nlohmann::json compute = {{"kind", "compute"}, {"seconds", 0.3}};
        const nlohmann::json bandwidth = {{"kind", "bandwidth"}, {"mib", 16}, {"repeats", 3}};
        const nlohmann::json emulator = {{"kind", "llm-emulator"}, {"max_sequences", 16}, {"max_batched_tokens", 512}};
        LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        for (int i = 0; i < 6; ++i) {
            const std::string a = "a" + std::to_string(i), b = "b" + std::to_string(i), c = "c" + std::to_string(i);
            nlohmann::json first = {
                {"type", "run"}, {"run_id", a}, {"workload", i % 2 ? bandwidth : compute}, {"state", {{"threads", 1}}}};
            nlohmann::json second = {{"type", "run"},
                                     {"run_id", b},
                                     {"workload", i % 2 ? emulator : bandwidth},
                                     {"state", {{"threads", 2}, {"host_memory_gib", 1}}}};
            if (i % 2) second["contract"] = contract.spec;
            agent.sendRaw(first.dump() + "\n" + second.dump() + "\n"); // one write: back to back
            std::map<std::string, nlohmann::json> last;
            try {
                const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
                while (last.size() < 2) {
                    QVERIFY2(std::chrono::steady_clock::now() < deadline,
                             ("the agent hangs with two runs, pair " + a).c_str());
                    auto e = agent.next(5);
                    if (!e) continue;
                    const std::string type = e->value("type", ""), id = e->value("run_id", "");
                    if ((type == "result" || type == "error") && (id == a || id == b)) last[id] = *e;
                }
            } catch (const std::exception& e) {
                QFAIL(("the agent died with two runs at once: " + std::string(e.what())).c_str());
            }
            QCOMPARE(last[a]["type"].get<std::string>(), std::string("result"));
            QCOMPARE(last[b]["type"].get<std::string>(), std::string("error"));
            QCOMPARE(last[b]["code"].get<std::string>(), std::string("busy"));
            QVERIFY2(last[b]["message"].get<std::string>().find("\"" + a + "\"") != std::string::npos,
                     last[b].dump().c_str());
            // Once the first run has ended, the machine is free again.
            auto after = run(agent, c, {{"kind", "compute"}, {"seconds", 0.05}});
            QCOMPARE(after["type"].get<std::string>(), std::string("result"));
        }
    }
    void protocolOneClientsAreStillGreeted() {
        LocalAgent agent(LUMA_AGENT_BIN, m_dir.filePath("spool-v1").toStdString());
        agent.send({{"type", "hello"}, {"protocol", 1}});
        auto hello = expectEvent(agent, "hello");
        QCOMPARE(hello["protocol"].get<int>(), 1);
        QVERIFY(!hello.contains("detached_runs")); // a protocol 1 client knows no attach
        auto end = run(agent, "v1", {{"kind", "compute"}, {"seconds", 0.05}});
        QCOMPARE(end["type"].get<std::string>(), std::string("result"));
    }

    // A detached run lives on when its connection's agent is killed (as when an SSH channel
    // drops); a new connection attaches from the last seq it has, gets exactly the rest, once;
    // hostile attach/ack get clear errors; an ack of the final event drops the spool.
    void detachedRunsOutliveTheirConnection() {
        const std::string root = m_dir.filePath("spool").toStdString();
        const std::string count = m_dir.filePath("detached.count").toStdString();
        const std::string cmd =
            script("detached.sh", "echo run >> " + count + "\nsleep 1\necho '{\"throughput_tok_s\": 5}'\n");
        nlohmann::json accepted;
        {
            LocalAgent a(LUMA_AGENT_BIN, root);
            QCOMPARE(a.handshake().value("detached_runs", false), true);
            a.send({{"type", "run"}, {"run_id", "d1"}, {"workload", {{"kind", "command"}, {"argv", {cmd}}}}});
            accepted = expectEvent(a, "accepted");
            QCOMPARE(accepted["seq"].get<long long>(), 1LL);
            ::kill(a.pid(), SIGKILL); // the connection is gone mid-run
        }
        LocalAgent b(LUMA_AGENT_BIN, root);
        b.handshake();
        auto errorOf = [&](const nlohmann::json& msg) {
            b.send(msg);
            return expectEvent(b, "error");
        };
        auto unknown = errorOf({{"type", "attach"}, {"run_id", "nosuch"}, {"from_seq", 0}});
        QCOMPARE(unknown["code"].get<std::string>(), std::string("unknown_run"));
        QVERIFY2(unknown["message"].get<std::string>().find("nosuch") != std::string::npos, unknown.dump().c_str());
        auto negative = errorOf({{"type", "attach"}, {"run_id", "d1"}, {"from_seq", -1}});
        QCOMPARE(negative["code"].get<std::string>(), std::string("bad_seq"));
        QVERIFY2(negative["message"].get<std::string>().find("attach.from_seq") != std::string::npos,
                 negative.dump().c_str());
        auto ahead = errorOf({{"type", "attach"}, {"run_id", "d1"}, {"from_seq", 99}});
        QCOMPARE(ahead["code"].get<std::string>(), std::string("bad_seq"));
        QCOMPARE(errorOf({{"type", "ack"}, {"run_id", "d1"}, {"seq", 99}})["code"].get<std::string>(),
                 std::string("bad_seq"));
        QCOMPARE(errorOf({{"type", "ack"}, {"run_id", "nosuch"}, {"seq", 1}})["code"].get<std::string>(),
                 std::string("unknown_run"));
        auto dup = errorOf({{"type", "run"}, {"run_id", "d1"}, {"workload", {{"kind", "command"}, {"argv", {cmd}}}}});
        QCOMPARE(dup["code"].get<std::string>(), std::string("duplicate_run"));
        // Attach from what we committed (the accepted event): the rest, in order, once.
        std::vector<nlohmann::json> events;
        auto end = b.attachToCompletion(
            {"d1", 1},
            [&](const nlohmann::json& e) {
                if (e.value("run_id", "") == "d1" && e.contains("seq")) events.push_back(e); // not heartbeats
            },
            60);
        QCOMPARE(end["type"].get<std::string>(), std::string("result"));
        QVERIFY(!events.empty());
        for (std::size_t i = 0; i < events.size(); ++i)
            QCOMPARE(events[i]["seq"].get<long long>(), static_cast<long long>(i + 2));
        const long long last = end["seq"].get<long long>();
        // Replay beyond the end is refused; from 0 replays everything, still from the spool.
        auto beyond = errorOf({{"type", "attach"}, {"run_id", "d1"}, {"from_seq", last}});
        QCOMPARE(beyond["code"].get<std::string>(), std::string("bad_seq"));
        QVERIFY2(beyond["message"].get<std::string>().find("ended with event " + std::to_string(last)) !=
                     std::string::npos,
                 beyond.dump().c_str());
        auto again = b.attachToCompletion({"d1", 0}, nullptr, 30);
        QCOMPARE(again, end);
        std::ifstream in(count);
        std::string runs((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QCOMPARE(runs, std::string("run\n")); // run once, whatever the connections did
        // Acknowledged: the spool is dropped and the run is unknown from then on.
        b.send({{"type", "ack"}, {"run_id", "d1"}, {"seq", last}});
        QCOMPARE(errorOf({{"type", "attach"}, {"run_id", "d1"}, {"from_seq", 0}})["code"].get<std::string>(),
                 std::string("unknown_run"));
        QVERIFY(!std::filesystem::exists(root + "/d1"));

        // A later connection can cancel a detached run; a hostile run_id stays inside the spool.
        b.send({{"type", "run"},
                {"run_id", "../../escape"},
                {"workload", {{"kind", "command"}, {"argv", {"sleep", "30"}}}}});
        QCOMPARE(expectEvent(b, "accepted")["run_id"].get<std::string>(), std::string("../../escape"));
        LocalAgent c(LUMA_AGENT_BIN, root);
        c.handshake();
        auto busy = [&] {
            c.send({{"type", "run"}, {"run_id", "other"}, {"workload", {{"kind", "compute"}}}});
            return expectEvent(c, "error");
        }();
        QCOMPARE(busy["code"].get<std::string>(), std::string("busy")); // one workload per machine, across connections
        c.send({{"type", "cancel"}, {"run_id", "../../escape"}});
        auto cancelled = c.attachToCompletion({"../../escape", 1}, nullptr, 30);
        QCOMPARE(cancelled["code"].get<std::string>(), std::string("cancelled"));
        for (const auto& e : std::filesystem::directory_iterator(root)) {
            const std::string name = e.path().filename().string();
            QVERIFY2(name == "spool.lock" || name.rfind("~", 0) == 0, name.c_str());
        }
        QVERIFY(!std::filesystem::exists(m_dir.filePath("escape").toStdString()));
    }

    void emulatorRunsTheTinyContract() {
#if defined(__SANITIZE_THREAD__)
        // ThreadSanitizer runs the emulator's kernels ~100x slower (the tiny contract: 3 s → 300 s),
        // past this suite's timeouts; oneRunAtATime and the probes cover the agent's threads.
        QSKIP("the emulator is too slow under ThreadSanitizer");
#endif
        LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        const auto contract = luma::loadContract(luma::test::sourcePath("resources/examples/tiny/contract.json"));
        auto r = run(agent, "emu", {{"kind", "llm-emulator"}, {"max_sequences", 16}, {"max_batched_tokens", 512}},
                     {{"contract", contract.spec}, {"state", {{"threads", 2}, {"host_memory_gib", 1}}}});
        QCOMPARE(r["type"].get<std::string>(), std::string("result"));
        QCOMPARE(r["metrics"]["completed"].get<int>(), 48);
        QCOMPARE(r["metrics"]["success_rate"].get<double>(), 1.0);
        QVERIFY(r["metrics"]["tpot_ms_p50"].get<double>() > 0);
        QVERIFY(r["metrics"]["ttft_ms_p99"].get<double>() >= r["metrics"]["ttft_ms_p50"].get<double>());
        QVERIFY(r.contains("verdict"));
        auto noContract = run(agent, "emu2", {{"kind", "llm-emulator"}});
        QCOMPARE(noContract["code"].get<std::string>(), std::string("bad_run"));
        auto badContract =
            run(agent, "emu3", {{"kind", "llm-emulator"}}, {{"contract", {{"schema", "luma.contract/1"}}}});
        QCOMPARE(badContract["code"].get<std::string>(), std::string("bad_contract"));
        QVERIFY(badContract["message"].get<std::string>().find("run.contract: name") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestAgentProtocol)
#include "tst_agent_protocol.moc"
