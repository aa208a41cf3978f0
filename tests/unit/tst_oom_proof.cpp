// An out-of-memory FAIL is judged, not believed (README, Reliability): the agent's own budget
// check must carry the numbers that prove it (memory.needed_gib above memory.budget_gib), or the
// result is a protocol error, never a FAIL (OOM); the emulator's real OOM proves itself; a
// command's own "failure" is judged by the one failure rule the agent and the client share.
#include "run_luma.h"
#include "specs.h"
#include "synthetic_campaign.h"

#include "core/evidence/store.h"
#include "core/model/contract.h"
#include "core/qualify/result_judgement.h"
#include "remote/client/local_agent.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace luma;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

nlohmann::json oomResult(nlohmann::json memory) {
    nlohmann::json r = {{"verdict", "FAIL"},
                        {"failed", {"OOM"}},
                        {"cause", "oom"},
                        {"metrics", {{"success_rate", 0.0}, {"throughput_tok_s", 0.0}}}};
    if (!memory.is_null()) r["memory"] = std::move(memory);
    return r;
}

} // namespace

class TestOomProof : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void anOomMustProveItself() {
        const Contract c = test::contract(test::contractJson());
        const nlohmann::json proven =
            oomResult({{"budget_gib", 1.0}, {"needed_gib", 3.0}, {"weights_gib", 2.5}, {"kv_per_sequence_gib", 0.25}});
        QVERIFY(isProvenOom(proven));
        QVERIFY(judgeResult(c, proven, "x").protocolError.empty());
        auto refused = [&](const nlohmann::json& r, const char* part) {
            QVERIFY(!isProvenOom(r));
            const std::string why = judgeResult(c, r, "the agent on liar").protocolError;
            QVERIFY2(why.find(part) != std::string::npos, why.c_str());
        };
        refused(oomResult(nullptr), "the agent on liar reported an out-of-memory FAIL without the numbers");
        refused(
            oomResult({{"budget_gib", 4.0}, {"needed_gib", 3.0}, {"weights_gib", 2.5}, {"kv_per_sequence_gib", 0.25}}),
            "memory.needed_gib (3) is not above memory.budget_gib (4)");
        refused(
            oomResult({{"budget_gib", 1.0}, {"needed_gib", 2.0}, {"weights_gib", 2.5}, {"kv_per_sequence_gib", 0.25}}),
            "is below its own weights");
        refused(oomResult({{"budget_gib", 1.0}, {"needed_gib", "lots"}, {"weights_gib", 2.5}}), "memory.needed_gib");
        // Checked against the state's own budget: a liar that claims a smaller budget than the
        // state gave it proves nothing (the state's 4 GiB would have held the 3 GiB it needs).
        QVERIFY(judgeResult(c, proven, "x", {}, 1.0).protocolError.empty());
        const std::string smaller = judgeResult(c, proven, "the agent on liar", {}, 4.0).protocolError;
        QVERIFY2(smaller.find("checked against memory.budget_gib 1, not the state's memory budget of 4 GiB") !=
                     std::string::npos,
                 smaller.c_str());
        QCOMPARE(memoryBudgetGib({{"hbm_gib", 4.0}, {"host_memory_gib", 2.0}, {"compute_fraction", 1}}).value(), 2.0);
        QVERIFY(!memoryBudgetGib({{"compute_fraction", 1}}).has_value());
        // A command's own "failure": "oom" is the failure rule's FAIL, the same on both ends.
        nlohmann::json command = oomResult(nullptr);
        command["metrics"]["failure"] = "oom";
        QVERIFY(unprovenOom(command).empty());
        const JudgedResult j = judgeResult(c, command, "x");
        QVERIFY(j.protocolError.empty());
        QCOMPARE(j.event["verdict"].get<std::string>(), std::string("FAIL"));
        QCOMPARE(j.event["failed"], nlohmann::json::array({"OOM"}));
    }

    void theEmulatorsOomProvesItself() {
        client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        const auto contract = loadContract(test::sourcePath("resources/examples/tiny/contract.json"));
        const auto r = agent.runToCompletion({{"type", "run"},
                                              {"run_id", "oom"},
                                              {"workload", {{"kind", "llm-emulator"}}},
                                              {"contract", contract.spec},
                                              {"state", {{"host_memory_gib", 0.005}}}},
                                             nullptr, 120);
        QCOMPARE(r.value("cause", ""), std::string("oom"));
        QVERIFY2(isProvenOom(r), r.dump().c_str());
        QVERIFY2(judgeResult(contract, r, "x").protocolError.empty(), r.dump().c_str());
    }

    void theAgentsCommandVerdictIsTheOneRule() {
        // The agent judges a command's metrics with the client's judgeMetrics: the same verdict.
        client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        const Contract c = test::contract(test::contractJson());
        for (const char* metrics : {R"({"throughput_tok_s": 1, "success_rate": 1})", R"({"failure": "oom"})"}) {
            const auto r = agent.runToCompletion(
                {{"type", "run"},
                 {"run_id", std::string("cmd-") + std::to_string(std::hash<std::string>{}(metrics))},
                 {"workload", {{"kind", "command"}, {"argv", {"echo", metrics}}}},
                 {"contract", c.spec}},
                nullptr, 60);
            const nlohmann::json mine = judgeMetrics(c, nlohmann::json::parse(metrics));
            QCOMPARE(r.value("verdict", ""), mine.value("verdict", ""));
            QCOMPARE(r.value("failed", nlohmann::json()), mine.value("failed", nlohmann::json()));
        }
    }

    void qualifyRefusesAnUnprovenOom() {
        // The lying agent answers every run with an OOM FAIL and no numbers: before, every state was
        // recorded FAIL (OOM) and the campaign ended "no state passes"; now no verdict, exit 1.
        const std::string dir = m_dir.path().toStdString();
        const std::string campaign = test::writeSyntheticCampaign(dir, "liaroom");
        const std::string db = dir + "/liaroom.luma";
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LUMA_AGENT", q(test::sourcePath("tests/data/agents/lying_agent.sh")));
        env.insert("LUMA_LIE", "oom");
        const auto r = test::runLumaIn(env, {"qualify", q(campaign), "--db", q(db), "--quiet"}, 120000);
        QVERIFY2(r.code == 1, (std::to_string(r.code) + ": " + r.err).c_str());
        QVERIFY2(r.err.find("reported an out-of-memory FAIL without the numbers that prove it") != std::string::npos,
                 r.err.c_str());
        EvidenceStore store(db);
        for (const auto& run : store.runs(store.findCampaign("liaroom")->id))
            QVERIFY2(run.status != "finished", run.result.dump().c_str());
    }

    void anOomErrorIsNoVerdict() {
        // The lying agent ends every run with an `error` code oom naming it: before, each was
        // recorded FAIL (OOM) as evidence; a failed allocation proves nothing about the state, so
        // every state is tried again and no run is finished.
        const std::string dir = m_dir.path().toStdString();
        const std::string campaign = test::writeSyntheticCampaign(dir, "liaroomerror");
        const std::string db = dir + "/liaroomerror.luma";
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LUMA_AGENT", q(test::sourcePath("tests/data/agents/lying_agent.sh")));
        env.insert("LUMA_LIE", "oomerror");
        const auto r = test::runLumaIn(env, {"qualify", q(campaign), "--db", q(db), "--quiet"}, 120000);
        QVERIFY2(r.code == 1, (std::to_string(r.code) + ": " + r.err).c_str());
        QVERIFY2(r.err.find("oom: out of memory, says the liar") != std::string::npos, r.err.c_str());
        EvidenceStore store(db);
        const auto runs = store.runs(store.findCampaign("liaroomerror")->id);
        QVERIFY(!runs.empty());
        for (const auto& run : runs) QVERIFY2(run.status != "finished", run.result.dump().c_str());
    }
};

QTEST_GUILESS_MAIN(TestOomProof)
#include "tst_oom_proof.moc"
