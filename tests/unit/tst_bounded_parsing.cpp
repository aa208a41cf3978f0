// Bounded parsing wherever JSON is read (README, Reliability): nesting deeper than 128 levels, a
// spec file over 16 MiB, or one that is not a regular file (/dev/zero, a named pipe) gets an error
// naming the source and the limit; never SIGSEGV, never gigabytes, never a hang. Each face: a
// spec file read by the CLI, a protocol line read by the agent and by the client (a hostile
// agent behind LUMA_AGENT), and JSON stored in a project.
#include "expect_error.h"
#include "run_luma.h"
#include "specs.h"
#include "synthetic_campaign.h"

#include "core/evidence/store.h"
#include "core/util/json_bounded.h"
#include "remote/client/local_agent.h"
#include "remote/protocol/message.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sqlite3.h>
#include <sys/stat.h>

using namespace luma;

namespace {

std::string nested(std::size_t depth, const std::string& inner = "1") {
    return std::string(depth, '[') + inner + std::string(depth, ']');
}

QString q(const std::string& s) { return QString::fromStdString(s); }

} // namespace

class TestBoundedParsing : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string write(const std::string& name, const std::string& text) {
        const std::string path = m_dir.filePath(q(name)).toStdString();
        std::ofstream(path) << text;
        return path;
    }
    std::string script(const std::string& name, const std::string& body) {
        const std::string path = write(name, "#!/bin/sh\n" + body);
        chmod(path.c_str(), 0755);
        return path;
    }

private slots:
    void depthIsCountedOutsideStrings() {
        QCOMPARE(jsonNestingDepth("1"), std::size_t(0));
        QCOMPARE(jsonNestingDepth(R"({"a": [1, {"b": []}]})"), std::size_t(4));
        const std::string bracketsInStrings = "[\"[[[[\", \"\\\"[[\", {}]"; // ["[[[[", "\"[[", {}]
        QCOMPARE(jsonNestingDepth(bracketsInStrings), std::size_t(2));
        QCOMPARE(jsonNestingDepth(nested(1000000)), kMaxJsonDepth + 1); // the scan stops at the limit
        QVERIFY(jsonDepthProblem(nested(kMaxJsonDepth)).empty());
        QCOMPARE(parseJsonText(nested(kMaxJsonDepth), "f.json").is_array(), true);
        LUMA_EXPECT_SPEC_ERROR(parseJsonText(nested(kMaxJsonDepth + 1), "f.json"),
                               "f.json: JSON nested deeper than the limit of 128 levels");
        LUMA_EXPECT_SPEC_ERROR(parseJsonText(nested(1000000), "deep.json"), "deep.json", "limit of 128 levels");
        std::string problem;
        QVERIFY(parseJsonBounded(nested(1000000), &problem).is_discarded());
        QVERIFY2(problem.find("limit of 128 levels") != std::string::npos, problem.c_str());
        QVERIFY(parseJsonBounded("{\"a\": 1").is_discarded());
        QCOMPARE(parseJsonBounded(R"({"a": [1]})")["a"][0].get<int>(), 1);
    }

    void specFilesAreBounded() {
        const std::string machine = test::sourcePath("resources/examples/chat-8b/machine.json");
        auto predict = [&](const std::string& contract) {
            return test::runLuma({"predict", "--contract", q(contract), "--machine", q(machine)});
        };
        // 300 KB of nesting in a contract: the file and the limit, exit 1 (it was SIGSEGV).
        auto deep = test::contractJson().dump();
        deep.insert(deep.size() - 1, ",\"notes\":" + nested(150000));
        auto r = predict(write("deep-contract.json", deep));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("deep-contract.json: JSON nested deeper than the limit of 128 levels"),
                 qPrintable(r.err));
        // Not a regular file: refused before reading (it grew to 2 GB, or blocked for ever).
        r = predict("/dev/zero");
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("/dev/zero: is not a regular file"), qPrintable(r.err));
        const std::string fifo = m_dir.filePath("pipe.json").toStdString();
        QCOMPARE(mkfifo(fifo.c_str(), 0600), 0);
        r = predict(fifo);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("pipe.json: is not a regular file"), qPrintable(r.err));
        // Over the size limit: named, without reading it all.
        r = predict(write("huge-contract.json", std::string((16u << 20) + 1, ' ')));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("huge-contract.json: is larger than the limit of 16 MiB"), qPrintable(r.err));
    }

    void theAgentRefusesDeepMessages() {
        // 400 KB, well under the line limit: a clear `malformed`, and the agent answers on.
        protocol::Frame f;
        f.line = R"({"type":"run","run_id":"r","workload":{"kind":"compute","seed":)" + nested(200000) + "}}";
        const auto in = protocol::classify(f);
        QCOMPARE(in.kind, protocol::Incoming::Kind::Invalid);
        QCOMPARE(in.errorCode, std::string("malformed"));
        QVERIFY2(in.errorMessage.find("limit of 128 levels") != std::string::npos, in.errorMessage.c_str());

        client::LocalAgent agent(LUMA_AGENT_BIN);
        agent.handshake();
        agent.sendRaw(f.line + "\n");
        auto e = agent.next(20);
        QVERIFY(e.has_value());
        QCOMPARE(e->value("code", ""), std::string("malformed"));
        QVERIFY2(e->value("message", "").find("limit of 128 levels") != std::string::npos, e->dump().c_str());
        agent.send({{"type", "ping"}, {"nonce", "after"}});
        e = agent.next(20);
        QVERIFY(e.has_value());
        QCOMPARE(e->value("type", ""), std::string("pong"));
    }

    void theClientRefusesADeepHello() {
        // A hostile agent that greets with a 1,000,000-level hello.
        const std::string agentPath =
            script("deep-agent.sh", "read line\nprintf '{\"type\":\"hello\",\"protocol\":3,\"host\":'\n"
                                    "head -c 1000000 /dev/zero | tr '\\0' '['\nprintf '1'\n"
                                    "head -c 1000000 /dev/zero | tr '\\0' ']'\nprintf '}\\n'\nsleep 5\n");
        client::LocalAgent agent(agentPath);
        bool refused = false;
        try {
            agent.handshake(20);
        } catch (const client::AgentError& e) {
            refused = true;
            QVERIFY2(std::string(e.what()).find("limit of 128 levels") != std::string::npos, e.what());
        }
        QVERIFY(refused);

        // The same agent behind LUMA_AGENT: `luma qualify` says why and exits, it does not crash.
        const std::string dir = m_dir.path().toStdString();
        const std::string campaign = test::writeSyntheticCampaign(dir, "deep-hello");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LUMA_AGENT", q(agentPath));
        const auto r = test::runLumaIn(env, {"qualify", q(campaign), "--db", q(dir + "/deep.luma"), "--quiet"}, 120000);
        QVERIFY2(r.code == 1 || r.code == 2, (std::to_string(r.code) + ": " + r.err).c_str());
        QVERIFY2(r.err.find("limit of 128 levels") != std::string::npos, r.err.c_str());
    }

    void storedJsonIsBounded() {
        const std::string db = m_dir.filePath("stored.luma").toStdString();
        {
            EvidenceStore store(db);
            store.campaign("c", "h", {{"name", "c"}});
        }
        sqlite3* raw = nullptr;
        QCOMPARE(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
        const std::string sql = "UPDATE specs SET json='" + nested(100000) + "' WHERE hash='h'";
        QCOMPARE(sqlite3_exec(raw, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(raw);
        EvidenceStore store(db);
        LUMA_EXPECT_SPEC_ERROR(store.findCampaign("c"), "stored.luma", "the stored JSON is damaged",
                               "limit of 128 levels");
    }
};

QTEST_GUILESS_MAIN(TestBoundedParsing)
#include "tst_bounded_parsing.moc"
