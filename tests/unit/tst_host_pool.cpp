// Host pools and failover on local agents: three hosts give the one-host frontier with runs in
// flight at once on all of them, hooks only on the caller's thread; a host whose agent cannot
// start is left aside and the campaign completes; every host failing stops the campaign naming
// "hosts" and each host's reason; an agent killed mid-run is a lost host whose run is retried
// (as its next try) and which comes back; runs an earlier program left that no host can attach
// to are interrupted and retried; a cancel stops every run in flight and leaves none running.
#include "specs.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/qualifier.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"
#include "remote/client/agent_executor.h"
#include "remote/client/pool_executor.h"

#include "synthetic_campaign.h"
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <map>
#include <set>
#include <thread>

using namespace luma;

namespace {

using test::frontierOf;

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// Passes the hooks through, counting batches and hooks called off the caller's thread.
class Watched : public RunExecutor, private RunHooks {
public:
    explicit Watched(RunExecutor& inner) : m_inner(inner) {}
    std::vector<RunOutcome> run(const std::vector<RunRequest>& batch, RunHooks& hooks,
                                const CancelToken* cancel) override {
        ++rounds;
        maxBatch = std::max(maxBatch, batch.size());
        m_hooks = &hooks;
        m_caller = std::this_thread::get_id();
        return m_inner.run(batch, *this, cancel);
    }
    int parallelism() const override { return m_inner.parallelism(); }
    int rounds = 0;
    std::size_t maxBatch = 0;
    std::atomic<int> offThread{0};

private:
    std::string placed(std::size_t i, const std::string& host, const std::string& build) override {
        if (std::this_thread::get_id() != m_caller) ++offThread;
        return m_hooks->placed(i, host, build);
    }
    void telemetry(std::size_t i, const nlohmann::json& data) override {
        if (std::this_thread::get_id() != m_caller) ++offThread;
        m_hooks->telemetry(i, data);
    }
    RunExecutor& m_inner;
    RunHooks* m_hooks = nullptr;
    std::thread::id m_caller;
};

// The most start markers without their end marker at any point of the file: runs in flight at once.
int mostAtOnce(const std::string& file) {
    std::ifstream in(file);
    std::string line;
    int now = 0, most = 0;
    while (std::getline(in, line)) {
        if (line == "s") most = std::max(most, ++now);
        if (line == "e") --now;
    }
    return most;
}

} // namespace

class TestHostPool : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string path(const std::string& name) { return m_dir.filePath(QString::fromStdString(name)).toStdString(); }

    // The synthetic campaign on `hosts`, its command wrapped in `prefix` (sh code run before it)
    // with start and end markers appended to the file in LUMA_MARKS.
    std::string writeCampaign(const std::string& name, const std::vector<std::string>& hosts, const nlohmann::json& env,
                              const std::string& prefix = "") {
        const std::string wrapper =
            prefix + "echo s >> \"$LUMA_MARKS\"; \"$0\" \"$@\"; r=$?; echo e >> \"$LUMA_MARKS\"; exit $r";
        return luma::test::writeSyntheticCampaign(m_dir.path().toStdString(), name, [&](nlohmann::json& c) {
            c["hosts"] = hosts;
            const std::string script = c["workload"]["argv"][0];
            c["workload"] = {{"kind", "command"},
                             {"argv", {"/bin/sh", "-c", wrapper, script, "luma-pool-test-" + name}},
                             {"env", env}};
        });
    }

    nlohmann::json env(const std::string& name, const std::string& sleep) {
        return {{"LUMA_TEST_SLEEP", sleep}, {"LUMA_MARKS", path(name + ".marks")}};
    }

    static client::PoolOptions quickBackoff() {
        client::PoolOptions o;
        o.backoffS = 0.05;
        return o;
    }

    // Every finished run once per (intervention, state, attempt), and none left running.
    static void checkRuns(const EvidenceStore& store, long long campaign) {
        std::set<std::string> finished;
        for (const auto& r : store.runs(campaign)) {
            QVERIFY2(r.status != "running", r.stateKey.c_str());
            if (r.status == "finished")
                QVERIFY2(finished.insert(r.intervention + "|" + r.stateKey + "|" + std::to_string(r.attempt)).second,
                         ("repeated: " + r.stateKey).c_str());
        }
    }

private slots:
    void threeHostsGiveTheOneHostFrontier() {
        // LUMA_POOL_SLEEP (seconds per run) lets a person measure wall time; tests never do.
        const std::string sleep = qEnvironmentVariableIsSet("LUMA_POOL_SLEEP")
                                      ? qEnvironmentVariable("LUMA_POOL_SLEEP").toStdString()
                                      : "0.05";
        std::map<int, nlohmann::json> reports;
        for (const int n : {1, 3}) {
            const std::string name = "pool" + std::to_string(n);
            const Campaign c = loadCampaign(
                writeCampaign(name, std::vector<std::string>(static_cast<std::size_t>(n), "local"), env(name, sleep)));
            EvidenceStore store(path(name + ".luma"));
            const auto pool = client::makeExecutor(c, {LUMA_AGENT_BIN});
            QCOMPARE(pool->parallelism(), n);
            Watched watched(*pool);
            QElapsedTimer clock;
            clock.start();
            reports[n] = toJson(luma::qualify(c, store, watched, {}));
            qInfo("%d local host(s), %s s per run: %lld runs in %d rounds (batches of up to %zu), %.1f s", n,
                  sleep.c_str(), reports[n]["physical_runs"].get<long long>(), watched.rounds, watched.maxBatch,
                  clock.elapsed() / 1000.0);
            QCOMPARE(watched.offThread.load(), 0);
            QCOMPARE(frontierOf(reports[n]), test::syntheticFrontier());
            const auto record = store.findCampaign(name);
            QVERIFY(record);
            checkRuns(store, record->id);
            std::set<std::string> hosts;
            for (const auto& r : store.runs(record->id)) hosts.insert(r.host.substr(0, r.host.find(" (")));
            const int atOnce = mostAtOnce(path(name + ".marks"));
            if (n == 1) {
                QCOMPARE(hosts, std::set<std::string>{"local"});
                QCOMPARE(atOnce, 1);
            } else {
                QCOMPARE(hosts, (std::set<std::string>{"local#1", "local#2", "local#3"}));
                QVERIFY2(atOnce > 1, std::to_string(atOnce).c_str());
                QVERIFY(watched.maxBatch > 1);
                for (const auto& h : pool->hosts()) {
                    QVERIFY2(h.runs > 0, h.host.c_str());
                    QCOMPARE(h.failures, 0);
                }
            }
        }
        QCOMPARE(frontierOf(reports[3]), frontierOf(reports[1]));
    }

    void aHostWhoseAgentCannotStartIsLeftAside() {
        const Campaign c = loadCampaign(writeCampaign("one-broken", {"local"}, env("one-broken", "0")));
        std::vector<std::unique_ptr<client::AgentLauncher>> launchers;
        launchers.push_back(std::make_unique<client::LocalLauncher>(LUMA_AGENT_BIN));
        launchers.push_back(std::make_unique<client::LocalLauncher>(path("no-such-agent")));
        launchers.push_back(std::make_unique<client::LocalLauncher>(LUMA_AGENT_BIN));
        client::PoolExecutor pool(c, std::move(launchers), quickBackoff());
        EvidenceStore store(path("one-broken.luma"));
        const nlohmann::json r = toJson(luma::qualify(c, store, pool, {}));
        QCOMPARE(frontierOf(r), test::syntheticFrontier());
        checkRuns(store, store.findCampaign("one-broken")->id);
        const auto hosts = pool.hosts();
        QCOMPARE(hosts.size(), std::size_t(3));
        QCOMPARE(hosts[1].host, std::string("local#2"));
        QCOMPARE(hosts[1].runs, 0LL);
        QVERIFY(hosts[1].failures >= 1);
        QVERIFY2(contains(hosts[1].lastError, "could not start") && contains(hosts[1].lastError, "no-such-agent"),
                 hosts[1].lastError.c_str());
        QVERIFY(hosts[1].state == client::PoolHostState::State::Down ||
                hosts[1].state == client::PoolHostState::State::LeftOut);
        QVERIFY(hosts[0].runs > 0 && hosts[2].runs > 0);
        qInfo("broken host: %s after %d failures: %s", client::stateName(hosts[1].state), hosts[1].failures,
              hosts[1].lastError.c_str());
    }

    void everyHostFailingStopsTheCampaignNamingHosts() {
        const Campaign c = loadCampaign(writeCampaign("all-broken", {"local"}, env("all-broken", "0")));
        std::vector<std::unique_ptr<client::AgentLauncher>> launchers;
        launchers.push_back(std::make_unique<client::LocalLauncher>(path("missing-agent-a")));
        launchers.push_back(std::make_unique<client::LocalLauncher>(path("missing-agent-b")));
        client::PoolExecutor pool(c, std::move(launchers), quickBackoff());
        EvidenceStore store(path("all-broken.luma"));
        try {
            luma::qualify(c, store, pool, {});
            QFAIL("a campaign without a working host completed");
        } catch (const SpecError& e) {
            const std::string what = e.what();
            QCOMPARE(e.key(), std::string("hosts"));
            QVERIFY2(contains(what, "local#1: the agent could not start") && contains(what, "missing-agent-a"),
                     what.c_str());
            QVERIFY2(contains(what, "local#2: the agent could not start") && contains(what, "missing-agent-b"),
                     what.c_str());
        }
        QCOMPARE(store.runs(store.findCampaign("all-broken")->id).size(), std::size_t(0));
    }

    void aHostLostMidRunComesBack_data() {
        QTest::addColumn<int>("hosts");
        QTest::newRow("one host") << 1;
        QTest::newRow("two hosts") << 2;
    }
    void aHostLostMidRunComesBack() {
        QFETCH(int, hosts);
        // The first run kills its own agent: the run is lost, the host is down, then used again.
        const std::string name = "killed" + std::to_string(hosts);
        const std::string once = path(name + ".once");
        const Campaign c = loadCampaign(
            writeCampaign(name, std::vector<std::string>(static_cast<std::size_t>(hosts), "local"), env(name, "0"),
                          "if mkdir '" + once + "' 2>/dev/null; then kill -9 $PPID; exit 1; fi; "));
        const auto pool = client::makeExecutor(c, {LUMA_AGENT_BIN}, quickBackoff());
        EvidenceStore store(path(name + ".luma"));
        const nlohmann::json r = toJson(luma::qualify(c, store, *pool, {}));
        QCOMPARE(frontierOf(r), test::syntheticFrontier());
        const long long id = store.findCampaign(name)->id;
        checkRuns(store, id);
        // The lost run is interrupted, and its state is run again with the same attempt as try 2.
        int lostRuns = 0;
        const auto runs = store.runs(id);
        for (const auto& run : runs)
            if (run.status == "interrupted") {
                ++lostRuns;
                QVERIFY2(contains(run.result.dump(), "agent_lost"), run.result.dump().c_str());
                QCOMPARE(run.tryNumber, 1);
                const auto retry = std::find_if(runs.begin(), runs.end(), [&](const StoredRun& other) {
                    return other.stateKey == run.stateKey && other.attempt == run.attempt && other.id != run.id;
                });
                QVERIFY2(retry != runs.end(), "the lost run's state was not run again");
                QCOMPARE(retry->status, std::string("finished"));
                QCOMPARE(retry->tryNumber, 2);
            } else {
                QVERIFY2(run.status == "finished", run.status.c_str());
            }
        QCOMPARE(lostRuns, 1);
        int failures = 0;
        for (const auto& h : pool->hosts()) {
            failures += h.failures;
            QVERIFY2(h.state == client::PoolHostState::State::Up, client::stateName(h.state));
        }
        QCOMPARE(failures, 1);
    }

    void leftRunsThatCannotBeAttachedToAreRetried() {
        // An earlier program left two runs "running": one on local#1, whose agent keeps no runs
        // after its connection, one on a host the campaign no longer lists. Neither can be
        // attached to: both are kept as interrupted saying why, and their states (minimal PASS
        // states, which the search must run) run again as try 2.
        const Campaign c = loadCampaign(writeCampaign("left", {"local", "local"}, env("left", "0")));
        const auto pool = client::makeExecutor(c, {LUMA_AGENT_BIN}, quickBackoff());
        EvidenceStore store(path("left.luma"));
        const long long id = store.campaign(c.name, c.hash, c.spec).id;
        const Levels onLocal = {{"x", 7}, {"y", 1}, {"z", 1}}, elsewhere = {{"x", 1}, {"y", 8}, {"z", 5}};
        struct Left {
            long long run;
            std::string key, why;
        };
        const std::vector<Left> left = {
            {store.beginRun(id, "", canonicalJson(toJson(onLocal)), toJson(onLocal), 0, "local#1 (box)", "b"),
             canonicalJson(toJson(onLocal)), "keeps no runs after their connection"},
            {store.beginRun(id, "", canonicalJson(toJson(elsewhere)), toJson(elsewhere), 0, "ssh://gone.example (gone)",
                            "b"),
             canonicalJson(toJson(elsewhere)), "not among the campaign's hosts"}};
        const nlohmann::json r = toJson(luma::qualify(c, store, *pool, {}));
        QCOMPARE(frontierOf(r), test::syntheticFrontier());
        checkRuns(store, id);
        const auto runs = store.runs(id);
        for (const auto& l : left) {
            const auto record = store.runRecord(l.run);
            QCOMPARE(record->run.status, std::string("interrupted"));
            QVERIFY2(contains(record->cause.value_or(""), l.why), record->cause.value_or("").c_str());
            std::vector<StoredRun> ofState;
            for (const auto& run : runs)
                if (run.stateKey == l.key) ofState.push_back(run);
            QCOMPARE(ofState.size(), std::size_t(2));
            QCOMPARE(ofState[1].status, std::string("finished"));
            QCOMPARE(ofState[1].tryNumber, 2);
        }
    }

    void cancelStopsEveryRunInFlight() {
        const Campaign c =
            loadCampaign(writeCampaign("cancelled", {"local", "local", "local"}, env("cancelled", "10")));
        const std::string db = path("cancelled.luma");
        CancelToken cancel;
        std::string ended;
        std::thread worker([&] {
            try {
                EvidenceStore store(db);
                const auto pool = client::makeExecutor(c, {LUMA_AGENT_BIN});
                QualifyOptions options;
                options.cancel = &cancel;
                luma::qualify(c, store, *pool, options);
                ended = "completed";
            } catch (const Cancelled&) {
                ended = "cancelled";
            } catch (const std::exception& e) {
                ended = e.what();
            }
        });
        // Wait until several runs are recorded as running, then cancel.
        std::size_t running = 0;
        for (int i = 0; i < 600 && running < 2; ++i) {
            QThread::msleep(100);
            EvidenceStore store(db);
            running = 0;
            if (const auto rec = store.findCampaign("cancelled"))
                for (const auto& r : store.runs(rec->id)) running += r.status == "running";
        }
        cancel.cancel();
        worker.join();
        QVERIFY2(running >= 2, std::to_string(running).c_str());
        QCOMPARE(ended, std::string("cancelled"));
        EvidenceStore store(db);
        const auto runs = store.runs(store.findCampaign("cancelled")->id);
        // Runs that ended before the cancel are kept; the ones in flight were cancelled, none is left running.
        std::size_t cancelled = 0;
        for (const auto& r : runs) {
            QVERIFY2(r.status == "finished" || r.status == "cancelled", r.status.c_str());
            cancelled += r.status == "cancelled";
        }
        QVERIFY2(cancelled >= 2, std::to_string(cancelled).c_str());
        // No process of the runs survives: the commands were in their agents' process groups.
        QProcess pgrep;
        pgrep.start("pgrep", {"-f", "luma-pool-test-cancelled"});
        pgrep.waitForFinished();
        QCOMPARE(pgrep.readAllStandardOutput().trimmed(), QByteArray());
    }
};

QTEST_GUILESS_MAIN(TestHostPool)
#include "tst_host_pool.moc"
