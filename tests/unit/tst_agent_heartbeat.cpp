// The agent's heartbeat (protocol 3, remote/protocol/protocol.h): a real agent says a run is
// alive every second, and only to a client that speaks protocol 3; a client that hears nothing
// from its agent for the silence limit ends the run as inconclusive and moves on, whatever the
// run's own deadline. The silent agent is tests/data/agents/lying_agent.sh (LUMA_LIE=silent): it
// greets properly, accepts a run, and then says nothing at all, as a stuck or frozen agent would.
#include "run_luma.h"
#include "specs.h"
#include "synthetic_campaign.h"

#include "core/evidence/store.h"
#include "remote/client/local_agent.h"
#include "remote/protocol/protocol.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdlib>
#include <fstream>
#include <sys/stat.h>

using namespace luma;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

std::string silentAgent() { return test::sourcePath("tests/data/agents/lying_agent.sh"); }

int heartbeatsOf(const std::vector<nlohmann::json>& events, const std::string& runId) {
    int n = 0;
    for (const auto& e : events) n += e.value("type", "") == "heartbeat" && e.value("run_id", "") == runId;
    return n;
}

} // namespace

class TestAgentHeartbeat : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string script(const std::string& name, const std::string& body) {
        std::string path = m_dir.filePath(q(name)).toStdString();
        std::ofstream(path) << "#!/bin/sh\n" << body;
        chmod(path.c_str(), 0755);
        return path;
    }
    // The events of a 2.5 s command run on a real agent greeted in `protocol`.
    std::vector<nlohmann::json> slowRun(int protocol, const std::string& stateRoot = {}) {
        client::LocalAgent agent(LUMA_AGENT_BIN, stateRoot);
        agent.send({{"type", "hello"}, {"protocol", protocol}});
        const auto hello = agent.next(20);
        if (!hello || hello->value("protocol", 0) != protocol) throw std::runtime_error("no hello");
        const std::string slow = script("slow.sh", "sleep 2.5\necho '{\"metrics\": {\"x\": 1}}'\n");
        std::vector<nlohmann::json> events;
        const auto end = agent.runToCompletion(
            {{"type", "run"}, {"run_id", "slow"}, {"workload", {{"kind", "command"}, {"argv", {slow}}}}},
            [&](const nlohmann::json& e) { events.push_back(e); }, 60);
        if (end.value("type", "") != "result") throw std::runtime_error("the run failed: " + end.dump());
        return events;
    }

private slots:
    void theAgentSaysARunIsAlive() {
        // Every second of a 2.5 s run, to a protocol 3 client: at least 2 heartbeats, each a
        // valid message naming the run and carrying no seq (no event of the run).
        const auto events = slowRun(protocol::kVersion);
        QVERIFY2(heartbeatsOf(events, "slow") >= 2, std::to_string(heartbeatsOf(events, "slow")).c_str());
        for (const auto& e : events)
            if (e.value("type", "") == "heartbeat") {
                QVERIFY2(protocol::parseHeartbeat(e), e.dump().c_str());
                QVERIFY(!e.contains("seq"));
            }
        // A detached run is followed in the spool: the follower's connection hears it too.
        const auto detached = slowRun(protocol::kVersion, m_dir.filePath("spool").toStdString());
        QVERIFY2(heartbeatsOf(detached, "slow") >= 2, std::to_string(heartbeatsOf(detached, "slow")).c_str());
        // A protocol 2 client never hears of heartbeats.
        QCOMPARE(heartbeatsOf(slowRun(2), "slow"), 0);
    }

    void aHeartbeatIsReadStrictly() {
        const auto ok = protocol::parseHeartbeat({{"type", "heartbeat"}, {"run_id", "r"}, {"time", 1.5}});
        QVERIFY(ok);
        QCOMPARE(ok->runId, std::string("r"));
        QCOMPARE(ok->toJson(), (nlohmann::json{{"type", "heartbeat"}, {"run_id", "r"}, {"time", 1.5}}));
        const auto noRun = protocol::parseHeartbeat({{"type", "heartbeat"}, {"time", 1}});
        QVERIFY(!noRun);
        QCOMPARE(noRun.error().field, std::string("heartbeat.run_id"));
        QVERIFY(protocol::parseAgentMessage({{"type", "heartbeat"}, {"run_id", "r"}, {"time", 1}}));
    }

    void aSilentAgentIsLost() {
        // The silent agent accepts the run, then says nothing: the session gives up after the
        // silence limit (5 s), not at the run's deadline of an hour.
        qputenv("LUMA_LIE", "silent");
        client::LocalAgent agent(silentAgent());
        agent.handshake();
        QCOMPARE(agent.silenceLimitS(), protocol::kSilenceLimitS);
        protocol::Run run;
        run.runId = "r1";
        run.workload = {{"kind", "command"}, {"argv", {"x"}}};
        QElapsedTimer clock;
        clock.start();
        std::string why;
        try {
            agent.run(run, nullptr, 3600);
        } catch (const client::AgentError& e) {
            why = e.what();
        }
        qInfo("the silent agent was left after %.1f s (the run's deadline: 3600 s)", clock.elapsed() / 1000.0);
        QVERIFY2(why.find("said nothing for") != std::string::npos, why.c_str());
        QVERIFY2(why.find("no heartbeat; the limit is 5 s") != std::string::npos, why.c_str());
        qunsetenv("LUMA_LIE");
    }

    void aBadSilenceLimitIsRefused() {
        qputenv("LUMA_AGENT_SILENCE_S", "soon");
        std::string why;
        try {
            client::LocalAgent agent(LUMA_AGENT_BIN);
        } catch (const client::AgentError& e) {
            why = e.what();
        }
        qunsetenv("LUMA_AGENT_SILENCE_S");
        QVERIFY2(why.find("LUMA_AGENT_SILENCE_S: expected seconds") != std::string::npos, why.c_str());
    }

    void qualifyMovesOnFromASilentAgent() {
        // `luma qualify` on the silent agent, its command allowed an hour: before heartbeats each
        // try waited for the run's deadline (+150 s) three times over. Now every try ends
        // inconclusive after the silence limit, the host is left out after 3 losses, and the
        // campaign stops naming why, within the suite's 120 s (it takes about 20 s).
        const std::string dir = m_dir.path().toStdString();
        const std::string campaign =
            test::writeSyntheticCampaign(dir, "silent", [](nlohmann::json& c) { c["workload"]["timeout_s"] = 3600; });
        const std::string db = dir + "/silent.luma";
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LUMA_AGENT", q(silentAgent()));
        env.insert("LUMA_LIE", "silent");
        QElapsedTimer clock;
        clock.start();
        const auto r = test::runLumaIn(env, {"qualify", q(campaign), "--db", q(db), "--quiet"}, 120000);
        qInfo("luma qualify stopped after %.1f s on the silent agent: exit %d", clock.elapsed() / 1000.0, r.code);
        QVERIFY2(r.code == 1, (std::to_string(r.code) + ": " + r.err).c_str());
        QVERIFY2(r.err.find("said nothing for") != std::string::npos, r.err.c_str());
        EvidenceStore store(db);
        const auto c = store.findCampaign("silent");
        QVERIFY(c);
        const auto runs = store.runs(c->id);
        QVERIFY(!runs.empty());
        for (const auto& run : runs) {
            QVERIFY2(run.status != "finished" && run.status != "running", run.status.c_str());
            QVERIFY2(run.result.dump().find("said nothing for") != std::string::npos, run.result.dump().c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestAgentHeartbeat)
#include "tst_agent_heartbeat.moc"
