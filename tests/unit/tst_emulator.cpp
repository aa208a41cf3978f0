// The CPU emulator behaves physically and deterministically: a run uses the worker threads it
// was asked for (and a CPU-time quota for a share of a thread) and names that mechanism, the same
// contract is the same work whatever the threads or the repeat, and a smaller memory budget turns
// into an out-of-memory FAIL. How fast it goes is measured by tests/benchmarks/bench_emulator,
// not asserted here.
#include "specs.h"

#include "remote/client/local_agent.h"

#include <QtTest>

#include <algorithm>
#include <thread>

namespace {

// The tiny contract with a third of its requests: one batch of 16 is enough to compare the work,
// and it keeps the suite short under the sanitizers (whose kernels run several times slower).
constexpr long long kRequests = 16;

nlohmann::json tinyContract() {
    auto spec = luma::loadContract(luma::test::sourcePath("resources/examples/tiny/contract.json")).spec;
    spec["workload"]["arrival"]["requests"] = kRequests;
    return spec;
}

nlohmann::json emulate(luma::client::LocalAgent& agent, const std::string& id, nlohmann::json state,
                       const nlohmann::json& contract = tinyContract()) {
    return agent.runToCompletion(
        {{"type", "run"},
         {"run_id", id},
         {"workload", {{"kind", "llm-emulator"}, {"max_sequences", 16}, {"max_batched_tokens", 512}}},
         {"contract", contract},
         {"state", std::move(state)}},
        nullptr, 300);
}

// Offline arrivals: the scheduler's plan does not depend on time, so the work is reproducible.
void expectSameWork(const nlohmann::json& a, const nlohmann::json& b) {
    QCOMPARE(a["metrics"]["completed"].get<long long>(), kRequests);
    QCOMPARE(b["metrics"]["completed"].get<long long>(), kRequests);
    QCOMPARE(b["metrics"]["success_rate"].get<double>(), 1.0);
    QVERIFY(a["metrics"]["iterations"].get<long long>() > 0);
    QCOMPARE(b["metrics"]["iterations"], a["metrics"]["iterations"]);
    QCOMPARE(b["metrics"]["preemptions"], a["metrics"]["preemptions"]);
    QCOMPARE(b["max_sequences"], a["max_sequences"]);
    QCOMPARE(b["memory"]["weights_gib"], a["memory"]["weights_gib"]);
}

} // namespace

class TestEmulator : public QObject {
    Q_OBJECT
private slots:
    void threadsAreTheWorkersAskedFor() {
        const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
        luma::client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        const auto one = emulate(agent, "t1", {{"threads", 1}});
        const auto all = emulate(agent, "tn", {{"threads", cores}});
        for (const auto& [r, threads] : {std::pair{one, 1}, std::pair{all, cores}}) {
            QCOMPARE(r["type"].get<std::string>(), std::string("result"));
            QCOMPARE(r["backend"].get<std::string>(), std::string("cpu"));
            QCOMPARE(r["workers"].get<int>(), threads);
            QCOMPARE(r["mechanisms"]["threads"]["mechanism"].get<std::string>(), std::string("worker threads"));
            QCOMPARE(r["mechanisms"]["threads"]["value"].get<int>(), threads);
        }
        // The same work whatever the threads: every request served, the same iterations.
        expectSameWork(one, all);
        // More threads than the host has run as many as it has, and the evidence says so.
        const auto many = emulate(agent, "tmany", {{"threads", 100000}});
        QCOMPARE(many["workers"].get<int>(), cores);
        QCOMPARE(many["mechanisms"]["threads"]["value"].get<int>(), cores);
        QCOMPARE(many["mechanisms"]["threads"]["effective"].get<double>(), static_cast<double>(cores));
    }
    void aShareOfAThreadIsACpuTimeQuota() {
        // compute_fraction is made to a hundredth of a thread: half a thread of this host is one
        // worker computing half of its time, held idle as long as it computed after each
        // iteration; the evidence names the quota, and its metrics how long it held the worker.
        const double cores = std::max(1u, std::thread::hardware_concurrency());
        luma::client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        const auto whole = emulate(agent, "whole", {{"compute_fraction", 1.0 / cores}});
        const double asked = (0.5 + 1e-4) / cores; // made as 0.5 of a thread: hundredths
        const auto half = emulate(agent, "half", {{"compute_fraction", asked}});
        QCOMPARE(whole["workers"].get<int>(), 1);
        QCOMPARE(half["workers"].get<int>(), 1);
        const auto& w = whole["mechanisms"]["compute_fraction"];
        QCOMPARE(w["mechanism"].get<std::string>(), std::string("worker threads"));
        QVERIFY2(!w.contains("quota"), w.dump().c_str());
        const auto& h = half["mechanisms"]["compute_fraction"];
        QCOMPARE(h["mechanism"].get<std::string>(), std::string("worker threads under a CPU-time quota"));
        QCOMPARE(h["value"].get<int>(), 1);
        QCOMPARE(h["quota"].get<double>(), 0.5);
        QCOMPARE(h["effective"].get<double>(), 0.5 / cores); // not the 0.5001 asked: hundredths
        // The quota held: the run used at most half a thread of CPU time over its wall time (a
        // loaded host takes more from it, never less), and the worker was held idle for a while.
        const auto& m = half["metrics"];
        QVERIFY2(m["quota_cpu_threads"].get<double>() <= 0.55, m.dump().c_str());
        QVERIFY2(m["quota_held_s"].get<double>() > 0 && m["quota_held_share"].get<double>() < 0.6, m.dump().c_str());
        QVERIFY(!whole["metrics"].contains("quota_held_s"));
        // The same work, only slower.
        expectSameWork(whole, half);
        // Half a thread asked exactly is the same machine state: the mechanisms say how a level was
        // made, nothing measured, so a campaign's ledger of them sees the two levels as one.
        const auto exact = emulate(agent, "exact", {{"compute_fraction", 0.5 / cores}});
        QCOMPARE(exact["mechanisms"]["compute_fraction"], h);
        // One set of workers makes both shares: the bandwidth streams with half a thread too, and
        // its evidence says so.
        const auto both = emulate(agent, "both", {{"compute_fraction", 0.5 / cores}, {"hbm_bandwidth_fraction", 1.0}});
        QCOMPARE(both["mechanisms"]["hbm_bandwidth_fraction"], h);
        QCOMPARE(both["mechanisms"]["compute_fraction"], h);
    }
    void requestsPastTheTimeoutFail() {
        // A client that waits a microsecond gets nothing: every request is served after it gave up,
        // so none succeeds and none of its tokens counts; the contract's success floor fails.
        luma::client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        nlohmann::json impatient = tinyContract();
        impatient["workload"]["request_timeout_s"] = 1e-6;
        const auto r = emulate(agent, "late", {{"threads", 1}}, impatient);
        QCOMPARE(r["type"].get<std::string>(), std::string("result"));
        QCOMPARE(r["metrics"]["success_rate"].get<double>(), 0.0);
        QCOMPARE(r["metrics"]["timed_out"].get<long long>(), kRequests);
        QCOMPARE(r["metrics"]["throughput_tok_s"].get<double>(), 0.0);
        QCOMPARE(r["verdict"].get<std::string>(), std::string("FAIL"));
        QVERIFY(r["failed"].dump().find("success") != std::string::npos);
        // Without a stated timeout an offline batch has none: the same run succeeds.
        const auto patient = emulate(agent, "patient", {{"threads", 1}});
        QCOMPARE(patient["metrics"]["success_rate"].get<double>(), 1.0);
        QCOMPARE(patient["metrics"]["timed_out"].get<long long>(), 0LL);
    }
    void smallMemoryBudgetIsAnOomFail() {
        luma::client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        auto r = emulate(agent, "oom", {{"host_memory_gib", 0.005}});
        QCOMPARE(r["type"].get<std::string>(), std::string("result"));
        QCOMPARE(r["verdict"].get<std::string>(), std::string("FAIL"));
        QCOMPARE(r["failed"], nlohmann::json::array({"OOM"}));
        QVERIFY(r["memory"]["needed_gib"].get<double>() > r["memory"]["budget_gib"].get<double>());
        auto ok = emulate(agent, "fits", {{"host_memory_gib", 0.5}});
        QCOMPARE(ok["metrics"]["success_rate"].get<double>(), 1.0);
    }
    void repeatsDoTheSameWork() {
        luma::client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        const auto first = emulate(agent, "rep-0", {{"threads", 1}});
        for (int i = 1; i < 3 && !QTest::currentTestFailed(); ++i)
            expectSameWork(first, emulate(agent, "rep-" + std::to_string(i), {{"threads", 1}}));
    }
};

QTEST_GUILESS_MAIN(TestEmulator)
#include "tst_emulator.moc"
