// The client judges, not believes (README, Reliability): every run's verdict is recomputed from
// its metrics against the contract's SLOs; impossible metrics, a PASS without metrics and an
// error naming no run are protocol errors, never verdicts; an agent whose verdict disagrees is
// named in the run's record. The fixture is a lying agent speaking the real protocol through
// LUMA_AGENT (tests/data/agents/lying_agent.sh), driven by `luma qualify` as a user runs it.
#include "run_luma.h"
#include "specs.h"
#include "synthetic_campaign.h"

#include "core/evidence/store.h"
#include "core/qualify/result_judgement.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace luma;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

Contract floorContract(double floor) {
    auto j = test::contractJson();
    j["slo"] = {{"throughput_tok_s_min", floor}, {"success_rate_min", 0.99}};
    return test::contract(j);
}

} // namespace

class TestClientJudgement : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    struct Qualified {
        test::LumaRun cli;
        std::vector<StoredRun> runs;
        std::string db;
    };
    // `luma qualify` of the synthetic campaign (throughput floor 24) against the lying agent.
    Qualified qualifyLying(const std::string& name, const QString& lie, const QString& metrics = {}) {
        const std::string dir = m_dir.path().toStdString();
        const std::string campaign = test::writeSyntheticCampaign(dir, name);
        const std::string db = dir + "/" + name + ".luma";
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LUMA_AGENT", q(test::sourcePath("tests/data/agents/lying_agent.sh")));
        env.insert("LUMA_LIE", lie);
        env.insert("LUMA_LIE_METRICS", metrics);
        Qualified out;
        out.db = db;
        out.cli = test::runLumaIn(env, {"qualify", q(campaign), "--db", q(db), "--quiet"}, 120000);
        EvidenceStore store(db);
        if (const auto c = store.findCampaign(name)) out.runs = store.runs(c->id);
        return out;
    }
    static int count(const std::vector<StoredRun>& runs, const char* status) {
        return static_cast<int>(
            std::count_if(runs.begin(), runs.end(), [&](const auto& r) { return r.status == status; }));
    }

private slots:
    void impossibleMetricsAreNamed() {
        const Contract c = floorContract(450);
        QVERIFY(impossibleMetrics(c, {{"throughput_tok_s", 500}, {"ttft_ms_p50", 10}, {"ttft_ms_p99", 20}}).empty());
        auto says = [&](const nlohmann::json& m, const char* part) {
            const std::string why = impossibleMetrics(c, m);
            QVERIFY2(why.find(part) != std::string::npos, (m.dump() + " -> \"" + why + "\"").c_str());
        };
        says({{"ttft_ms_p99", -1}}, "ttft_ms_p99 is negative");
        says({{"throughput_tok_s", "fast"}}, "throughput_tok_s is not a number");
        says({{"success_rate", 1.5}}, "success_rate 1.5 is outside [0, 1]");
        says({{"ttft_ms_p50", 30}, {"ttft_ms_p99", 20}}, "ttft_ms_p50 30 is above ttft_ms_p99 20");
        says({{"requests", 10}, {"completed", 11}}, "completed 11 is above requests 10");
        // 10 requests of 1000 output tokens in 10 s: at most 1000 tok/s.
        says({{"throughput_tok_s", 5000}, {"completed", 10}, {"duration_s", 10}}, "is above what 10 completed");
        QVERIFY(impossibleMetrics(c, {{"throughput_tok_s", 1000}, {"completed", 10}, {"duration_s", 10}}).empty());
    }

    void theVerdictIsTheClients() {
        const Contract c = floorContract(450);
        // 1 tok/s against a 450 tok/s floor, "PASS": recorded as the client's FAIL, the agent named.
        const nlohmann::json lie = {{"verdict", "PASS"}, {"metrics", {{"throughput_tok_s", 1}, {"success_rate", 1}}}};
        JudgedResult j = judgeResult(c, lie, "the agent on liar");
        QVERIFY(j.protocolError.empty());
        QCOMPARE(j.event["verdict"].get<std::string>(), std::string("FAIL"));
        QCOMPARE(j.event["agent_verdict"].get<std::string>(), std::string("PASS"));
        QVERIFY2(j.event["disagreement"].get<std::string>().find("the agent on liar reported PASS") !=
                     std::string::npos,
                 j.event.dump().c_str());
        // A PASS with no metrics, or without one the contract limits: no verdict, a protocol error.
        j = judgeResult(c, {{"verdict", "PASS"}}, "the agent on liar");
        QVERIFY2(j.protocolError.find("reported PASS without metrics") != std::string::npos, j.protocolError.c_str());
        j = judgeResult(c, {{"verdict", "PASS"}, {"metrics", {{"throughput_tok_s", 500}}}}, "the agent on liar");
        QVERIFY2(j.protocolError.find("success_rate") != std::string::npos, j.protocolError.c_str());
        // An agreeing result carries the client's margins and cause, never the agent's: a FAIL
        // the agent blames on TTFT, with no margins, is recorded as the throughput floor's.
        const nlohmann::json honest = {{"verdict", "PASS"},
                                       {"metrics", {{"throughput_tok_s", 500}, {"success_rate", 1}}},
                                       {"margins", nlohmann::json::object()}};
        j = judgeResult(c, honest, "x");
        QCOMPARE(j.event["verdict"].get<std::string>(), std::string("PASS"));
        QVERIFY2(j.event["margins"].contains("throughput_tok_s_min"), j.event.dump().c_str());
        QVERIFY(!j.event.contains("disagreement"));
        const nlohmann::json blamed = {{"verdict", "FAIL"},
                                       {"failed", {"ttft"}},
                                       {"margins", nlohmann::json::object()},
                                       {"metrics", {{"throughput_tok_s", 1}, {"success_rate", 1}}}};
        j = judgeResult(c, blamed, "x");
        QCOMPARE(j.event["verdict"].get<std::string>(), std::string("FAIL"));
        QVERIFY2(j.event["failed"].dump().find("throughput") != std::string::npos, j.event.dump().c_str());
        QVERIFY2(j.event["margins"].contains("throughput_tok_s_min"), j.event.dump().c_str());
    }

    void aLyingPassNeverQualifies() {
        // PASS with no metrics, with a string metric, with a negative one: protocol errors, no
        // verdict; the state stays inconclusive and the campaign stops with exit 1.
        const std::pair<QString, QString> lies[] = {{"none", ""},
                                                    {"metrics", R"({"throughput_tok_s":"fast"})"},
                                                    {"metrics", R"({"throughput_tok_s":-5})"},
                                                    {"metrics", R"({"throughput_tok_s":30,"success_rate":7})"}};
        int n = 0;
        for (const auto& [lie, metrics] : lies) {
            const auto r = qualifyLying("lie" + std::to_string(++n), lie, metrics);
            QVERIFY2(r.cli.code == 1, (std::to_string(r.cli.code) + ": " + r.cli.err).c_str());
            QVERIFY2(r.cli.err.find("protocol error: the agent on local") != std::string::npos, r.cli.err.c_str());
            QCOMPARE(count(r.runs, "finished"), 0);
            QVERIFY(count(r.runs, "error") > 0);
        }
    }

    void aDisagreeingAgentIsNamed() {
        // 1 tok/s against a floor of 24, called PASS: every run is the client's FAIL, with the
        // agent's word and its name in the record; no state passes, and the export verifies.
        const auto r = qualifyLying("slow", "metrics", R"({"throughput_tok_s":1})");
        QVERIFY2(r.cli.code == 0 || r.cli.code == 1, (std::to_string(r.cli.code) + ": " + r.cli.err).c_str());
        QVERIFY(count(r.runs, "finished") > 0);
        for (const auto& run : r.runs) {
            if (run.status != "finished") continue;
            QCOMPARE(run.result.value("verdict", ""), std::string("FAIL"));
            QCOMPARE(run.result.value("agent_verdict", ""), std::string("PASS"));
            QVERIFY2(run.result.value("disagreement", "").find("the agent on local") != std::string::npos,
                     run.result.dump().c_str());
        }
        const std::string bundle = r.db + ".bundle.json";
        auto e = test::runLuma({"export", q(r.db), "--campaign", "slow", "--out", q(bundle)});
        QVERIFY2(e.code == 0, qPrintable(e.err));
        e = test::runLuma({"verify-bundle", q(bundle)});
        QVERIFY2(e.code == 0, qPrintable(e.out + e.err));
    }

    void anErrorNamingNoRunEndsNoRun() {
        // `oom` with no run_id after a run was accepted: not the run's end, not a FAIL (OOM).
        const auto r = qualifyLying("runless", "runless");
        QVERIFY2(r.cli.code == 1, (std::to_string(r.cli.code) + ": " + r.cli.err).c_str());
        QCOMPARE(count(r.runs, "finished"), 0);
        for (const auto& run : r.runs) QVERIFY2(run.result.value("code", "") != "oom", run.result.dump().c_str());
        QVERIFY2(r.cli.err.find("names no run") != std::string::npos, r.cli.err.c_str());
    }
};

QTEST_GUILESS_MAIN(TestClientJudgement)
#include "tst_client_judgement.moc"
