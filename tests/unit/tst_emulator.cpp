// The CPU emulator behaves physically: more threads are never slower beyond noise, a smaller
// memory budget turns into an out-of-memory FAIL, and repeated runs agree (the spread is
// printed). Runs serially in CTest: it measures time.
#include "specs.h"

#include "remote/client/local_agent.h"

#include <QtTest>

#include <algorithm>
#include <thread>

namespace {

nlohmann::json emulate(luma::client::LocalAgent& agent, const std::string& id, nlohmann::json state) {
    static const auto contract = luma::loadContract(luma::test::sourcePath("resources/examples/tiny/contract.json"));
    return agent.runToCompletion({{"type", "run"}, {"run_id", id},
                                  {"workload", {{"kind", "llm-emulator"}, {"max_sequences", 16}, {"max_batched_tokens", 512}}},
                                  {"contract", contract.spec}, {"state", std::move(state)}},
                                 nullptr, 300);
}

} // namespace

class TestEmulator : public QObject {
    Q_OBJECT
private slots:
    void moreThreadsNeverSlower() {
        const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
        if (cores < 2) QSKIP("one core: nothing to compare");
        luma::client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        double one = 0, all = 0;
        for (int i = 0; i < 2; ++i) { // best of two against noise
            one = std::max(one, emulate(agent, "t1-" + std::to_string(i), {{"threads", 1}})["metrics"]["throughput_tok_s"].get<double>());
            all = std::max(all, emulate(agent, "tn-" + std::to_string(i), {{"threads", cores}})["metrics"]["throughput_tok_s"].get<double>());
        }
        qInfo("throughput: 1 thread %.0f tok/s, %d threads %.0f tok/s (x%.2f)", one, cores, all, all / one);
        QVERIFY2(all >= one * 0.9, "more threads were slower beyond noise");
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
    void repeatsAreStable() {
        luma::client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        std::vector<double> tput, tpot;
        for (int i = 0; i < 3; ++i) {
            auto r = emulate(agent, "rep-" + std::to_string(i), {{"threads", 1}});
            tput.push_back(r["metrics"]["throughput_tok_s"].get<double>());
            tpot.push_back(r["metrics"]["tpot_ms_p50"].get<double>());
        }
        auto spread = [](std::vector<double> v) {
            std::sort(v.begin(), v.end());
            return (v.back() - v.front()) / v[v.size() / 2];
        };
        qInfo("spread over 3 repeats: throughput %.1f %%, TPOT p50 %.1f %%", spread(tput) * 100, spread(tpot) * 100);
        QVERIFY2(spread(tput) < 0.35, "throughput varies by more than 35 % between identical runs");
    }
};

QTEST_GUILESS_MAIN(TestEmulator)
#include "tst_emulator.moc"
