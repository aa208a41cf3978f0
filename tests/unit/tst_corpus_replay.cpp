// Replays the fuzz corpus (tests/fuzz/corpus) against the real agent: whatever the input, the
// agent answers only with valid JSON lines and is still alive and in order afterwards.
#include "specs.h"

#include "remote/client/local_agent.h"

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

class TestCorpusReplay : public QObject {
    Q_OBJECT
private slots:
    void agentSurvivesEveryCorpusFile() {
        int files = 0;
        for (const auto& entry : std::filesystem::directory_iterator(luma::test::sourcePath("tests/fuzz/corpus"))) {
            std::ifstream in(entry.path(), std::ios::binary);
            std::ostringstream bytes;
            bytes << in.rdbuf();
            luma::client::LocalAgent agent(LUMA_AGENT_BIN);
            agent.sendRaw(bytes.str() + "\n");
            agent.send({{"type", "ping"}, {"nonce", "end-of-corpus"}});
            bool pong = false;
            while (!pong) {
                auto e = agent.next(60); // throws if the agent died or printed a non-JSON line
                QVERIFY2(e.has_value(), entry.path().c_str());
                pong = (*e)["type"] == "pong" && e->contains("nonce") && (*e)["nonce"] == "end-of-corpus";
            }
            ++files;
        }
        QVERIFY(files >= 5);
    }
};

QTEST_GUILESS_MAIN(TestCorpusReplay)
#include "tst_corpus_replay.moc"
