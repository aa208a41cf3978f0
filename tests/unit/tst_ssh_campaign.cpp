// Campaigns over a real sshd on loopback (ssh_fixture.h): the same frontier as on local, a
// killed sshd and a frozen link, and detached runs: a connection killed mid-run is reattached
// with nothing lost or run twice, and so is a `luma qualify` killed mid-run and started again
// (a run the host lost is retried).
#include "ssh_fixture.h"

using namespace luma;
using luma::test::contains;
using luma::test::frontierOf;
using luma::test::Hooks;

class TestSshCampaign : public luma::test::SshSuite {
    Q_OBJECT

private slots:
    void initTestCase() { startServer(); }

    void campaignOverSshMatchesLocal() {
        requireServer();
        // Local reference, through the library.
        const std::string campaign = writeCampaign("synthetic");
        nlohmann::json local;
        {
            EvidenceStore store(path("local.luma"));
            const Campaign c = loadCampaign(campaign);
            const auto executor = client::makeExecutor(c, {LUMA_AGENT_BIN});
            local = toJson(luma::qualify(c, store, *executor, {}));
        }
        QCOMPARE(frontierOf(local), test::syntheticFrontier());

        // The same campaign over ssh://, as a user runs it: a host profile, --host, --ssh-config.
        Cli add = cli({"hosts", "add", "loop", QString::fromStdString(m_server.uri())});
        QVERIFY2(add.code == 0, add.err.c_str());
        Cli list = cli({"hosts", "list"});
        QVERIFY2(list.code == 0 && contains(list.out, "loop") && contains(list.out, m_server.uri()), list.out.c_str());
        Cli test = cli({"hosts", "test", "loop", "--ssh-config", QString::fromStdString(m_server.sshConfig())});
        QVERIFY2(test.code == 0, test.err.c_str());
        QVERIFY2(contains(test.out, m_server.hostFingerprint()) && contains(test.out, "OS:") &&
                     contains(test.out, "CPU:") && contains(test.out, "memory:") && contains(test.out, "runtimes:"),
                 test.out.c_str());
        qInfo("luma hosts test loop:\n%s", test.out.c_str());

        QElapsedTimer t;
        t.start();
        const std::string db = path("ssh.luma");
        Cli run = cli({"qualify", QString::fromStdString(campaign), "--db", QString::fromStdString(db), "--host",
                       "loop", "--ssh-config", QString::fromStdString(m_server.sshConfig()), "--json"});
        QVERIFY2(run.code == 0, run.err.c_str());
        const nlohmann::json remote = nlohmann::json::parse(run.out);
        QCOMPARE(frontierOf(remote), frontierOf(local));
        QCOMPARE(remote["physical_runs"], local["physical_runs"]);
        qInfo("campaign over ssh: %lld runs in %.1f s", remote["physical_runs"].get<long long>(), t.elapsed() / 1000.0);
        Cli show = cli({"show", QString::fromStdString(db), "--json"});
        QVERIFY2(show.code == 0, show.err.c_str());
        for (const auto& r : nlohmann::json::parse(show.out)["runs"])
            QVERIFY2(r["host"].get<std::string>().rfind(m_server.uri() + " (", 0) == 0, r["host"].dump().c_str());

        // --host with a URI works as well; an unknown profile is a clear error.
        Cli bad =
            cli({"qualify", QString::fromStdString(campaign), "--db", QString::fromStdString(db), "--host", "nosuch"});
        QCOMPARE(bad.code, 1);
        QVERIFY2(contains(bad.err, "--host: host \"nosuch\": no host profile"), bad.err.c_str());
        Cli removed = cli({"hosts", "remove", "loop"});
        QVERIFY2(removed.code == 0, removed.err.c_str());
    }

    void killedSshdMidRunIsInconclusiveAndClear() {
        requireServer();
        const std::string marker = path("killed.started");
        const std::string campaign =
            writeCampaign("killed", {"sh", "-c", "touch " + marker + "; sleep 20; echo '{\"throughput_tok_s\": 30}'"});
        QProcess p;
        p.setProcessEnvironment(cliEnv());
        const std::string db = path("killed.luma");
        p.start(LUMA_CLI,
                {"qualify", QString::fromStdString(campaign), "--db", QString::fromStdString(db), "--host",
                 QString::fromStdString(m_server.uri()), "--ssh-config", QString::fromStdString(m_server.sshConfig())});
        QVERIFY(waitForFile(marker, 60000));
        QElapsedTimer t;
        t.start();
        m_server.signalSshd(SIGKILL);
        QVERIFY2(p.waitForFinished(60000), "luma qualify hung after sshd was killed");
        const std::string err = p.readAllStandardError().toStdString();
        qInfo("sshd killed: luma qualify ended %.1f s later: %s", t.elapsed() / 1000.0, err.c_str());
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(contains(err, "cannot connect") && contains(err, "127.0.0.1"), err.c_str());
        EvidenceStore store(db);
        const auto record = store.findCampaign("killed");
        QVERIFY(record);
        bool lost = false;
        for (const auto& r : store.runs(record->id)) {
            QVERIFY2(r.status != "finished", r.status.c_str());
            if (contains(r.result.dump(), "connection broke") || contains(r.result.dump(), "channel closed"))
                lost = true;
        }
        QVERIFY2(lost, "no run recorded the lost connection");
        // sshd comes back for the next tests.
        std::string why;
        QVERIFY2(m_server.restart(&why), why.c_str());
        // The run itself lived on on the host, detached: a new connection finds it and cancels it.
        const std::vector<std::string> orphans = spooledRuns();
        QCOMPARE(orphans.size(), std::size_t(1));
        auto session = launcher(options())->launch();
        session->send(protocol::Cancel{orphans[0]}.toJson());
        const auto end = session->attachToCompletion({orphans[0], 0}, nullptr, 30);
        QVERIFY2(end.value("code", "") == "cancelled", end.dump().c_str());
        session->ack(orphans[0], end["seq"].get<long long>());
        session.reset();
        QVERIFY(spooledRuns().empty());
    }

    // The connection to the host is killed while a run is in flight (its sshd session process,
    // as a dropped network does): the pool connects again, attaches from the last event it has,
    // and the agent replays the rest. Every state runs exactly once on the host, every run is
    // finished, the frontier is the oracle's, and the acknowledged spool is empty at the end.
    void killedConnectionMidRunIsReattached() {
        requireServer();
        const std::string marker = path("reattach.started"), log = path("reattach.log");
        const std::string oracle = luma::test::sourcePath("tests/data/campaign/synthetic_oracle.sh");
        const Campaign c =
            loadCampaign(writeCampaign("reattach", {"sh", "-c",
                                                    "echo \"$LUMA_STATE_JSON\" >> " + log + "; if [ ! -e " + marker +
                                                        " ]; then touch " + marker + "; sleep 3; fi; exec " + oracle}));
        EvidenceStore store(path("reattach.luma"));
        nlohmann::json report;
        std::vector<client::PoolHostState> hosts;
        {
            client::AgentExecutor executor(c, launcher(options()));
            std::thread killer([&] {
                if (waitForFile(marker, 60000)) m_server.signalConnections(SIGKILL);
            });
            report = toJson(luma::qualify(c, store, executor, {}));
            killer.join();
            hosts = executor.hosts();
        }
        QCOMPARE(frontierOf(report), test::syntheticFrontier());
        QCOMPARE(hosts.size(), std::size_t(1));
        QVERIFY2(hosts[0].reattaches == 1 && hosts[0].failures == 0, hosts[0].lastReattach.c_str());
        qInfo("connection killed mid-run, reattached: %s", hosts[0].lastReattach.c_str());
        const auto record = store.findCampaign("reattach");
        QVERIFY(record);
        std::set<std::string> states;
        const auto runs = store.runs(record->id);
        for (const auto& r : runs) {
            QVERIFY2(r.status == "finished", (r.stateKey + ": " + r.status + " " + r.result.dump()).c_str());
            QVERIFY2(states.insert(r.stateKey).second, ("state run twice: " + r.stateKey).c_str());
        }
        QCOMPARE(static_cast<long long>(runs.size()), report["physical_runs"].get<long long>());
        QVERIFY(eachStateRanOnce(log, runs.size())); // what the host ran: one line per run, no state twice
        QVERIFY(spooledRuns().empty());              // every end was acknowledged, and its spool dropped
    }

    // `luma qualify` is killed (SIGKILL) while its first run is in flight on the host; the run
    // lives on there, detached. The next `luma qualify` of the same project attaches to it from
    // its first event and records its end once: the host ran every state exactly once, no run
    // is interrupted or retried, the frontier is the oracle's (as on local), and the
    // acknowledged spool is empty at the end.
    void restartedClientReattachesToItsRun() {
        requireServer();
        const std::string marker = path("restart.started"), log = path("restart.log"), db = path("restart.luma");
        const std::string oracle = luma::test::sourcePath("tests/data/campaign/synthetic_oracle.sh");
        const std::string campaign =
            writeCampaign("restart", {"sh", "-c",
                                      "echo \"$LUMA_STATE_JSON\" >> " + log + "; if [ ! -e " + marker +
                                          " ]; then touch " + marker + "; sleep 4; fi; exec " + oracle});
        const QStringList args = {"qualify",      QString::fromStdString(campaign),
                                  "--db",         QString::fromStdString(db),
                                  "--host",       QString::fromStdString(m_server.uri()),
                                  "--ssh-config", QString::fromStdString(m_server.sshConfig())};
        QVERIFY(killedOnceItsRunStarted(args, marker)); // SIGKILL: nothing of the client records the run's end
        long long leftId = 0;
        std::string leftState;
        {
            EvidenceStore store(db);
            const auto runs = store.runs(store.findCampaign("restart")->id);
            QCOMPARE(runs.size(), std::size_t(1));
            QCOMPARE(runs[0].status, std::string("running"));
            leftId = runs[0].id;
            leftState = runs[0].stateKey;
        }
        QCOMPARE(spooledRuns().size(), std::size_t(1)); // the run lives on, detached

        QElapsedTimer t;
        t.start();
        Cli again = cli(args + QStringList{"--json"});
        QVERIFY2(again.code == 0, again.err.c_str());
        const nlohmann::json report = nlohmann::json::parse(again.out);
        QCOMPARE(frontierOf(report), test::syntheticFrontier());
        qInfo("restarted client: %lld runs in %.1f s after the kill", report["physical_runs"].get<long long>(),
              t.elapsed() / 1000.0);

        EvidenceStore store(db);
        const auto runs = store.runs(store.findCampaign("restart")->id);
        std::set<std::string> states;
        for (const auto& r : runs) {
            QVERIFY2(r.status == "finished", (r.stateKey + ": " + r.status + " " + r.result.dump()).c_str());
            QCOMPARE(r.tryNumber, 1);
            QVERIFY2(states.insert(r.stateKey).second, ("state recorded twice: " + r.stateKey).c_str());
        }
        QCOMPARE(runs.front().id, leftId); // the left run itself, ended and recorded
        QCOMPARE(runs.front().stateKey, leftState);
        QCOMPARE(static_cast<long long>(runs.size()), report["physical_runs"].get<long long>());
        QVERIFY(eachStateRanOnce(log, runs.size())); // what the host ran: one line per run, no state twice
        QVERIFY(spooledRuns().empty());              // every end was acknowledged, and its spool dropped
    }

    // The same kill, and the run dies on the host too (its runner and workload SIGKILLed, as a
    // reboot or the OOM killer would): the next `luma qualify` attaches, the agent answers
    // run_lost, and the run is kept as interrupted while its state runs again as try 2.
    void restartedClientRetriesARunTheHostLost() {
        requireServer();
        const std::string marker = path("lost.started"), db = path("lost.luma");
        const std::string oracle = luma::test::sourcePath("tests/data/campaign/synthetic_oracle.sh");
        const std::string campaign =
            writeCampaign("lost", {"sh", "-c",
                                   "if [ ! -e " + marker + " ]; then echo $PPID $$ > " + marker + ".tmp; mv " + marker +
                                       ".tmp " + marker + "; exec sleep 30; fi; exec " + oracle});
        const QStringList args = {"qualify",      QString::fromStdString(campaign),
                                  "--db",         QString::fromStdString(db),
                                  "--host",       QString::fromStdString(m_server.uri()),
                                  "--ssh-config", QString::fromStdString(m_server.sshConfig())};
        QVERIFY(killedOnceItsRunStarted(args, marker)); // SIGKILL: nothing of the client records the run's end
        pid_t runner = 0, workload = 0;
        std::ifstream(marker) >> runner >> workload;
        std::string runnerCmd;
        std::getline(std::ifstream("/proc/" + std::to_string(runner) + "/cmdline"), runnerCmd, '\n');
        QVERIFY2(contains(runnerCmd, "luma-agent"),
                 ("the workload's parent is not the run's runner: " + runnerCmd).c_str());
        QCOMPARE(::kill(runner, SIGKILL), 0);
        QCOMPARE(::kill(workload, SIGKILL), 0);

        Cli again = cli(args + QStringList{"--json"});
        QVERIFY2(again.code == 0, again.err.c_str());
        QCOMPARE(frontierOf(nlohmann::json::parse(again.out)), test::syntheticFrontier());
        EvidenceStore store(db);
        const auto runs = store.runs(store.findCampaign("lost")->id);
        QVERIFY(runs.size() > 2);
        QCOMPARE(runs[0].status, std::string("interrupted"));
        QCOMPARE(runs[0].tryNumber, 1);
        QVERIFY2(contains(runs[0].result.dump(), "run_lost"), runs[0].result.dump().c_str());
        QCOMPARE(runs[1].stateKey, runs[0].stateKey); // the search asks for the same state first
        QCOMPARE(runs[1].attempt, runs[0].attempt);
        QCOMPARE(runs[1].tryNumber, 2);
        for (std::size_t i = 1; i < runs.size(); ++i)
            QVERIFY2(runs[i].status == "finished", (runs[i].stateKey + ": " + runs[i].status).c_str());
        QVERIFY(spooledRuns().empty()); // the lost run's end was acknowledged too
    }

    void heartbeatNoticesAFrozenLink() {
        requireServer();
        const std::string marker = path("frozen.started");
        const Campaign c = loadCampaign(
            writeCampaign("frozen", {"sh", "-c", "touch " + marker + "; sleep 12; echo '{\"throughput_tok_s\": 30}'"}));
        client::SshOptions o = options();
        o.heartbeatIntervalS = 1;
        o.heartbeatDeadS = 6;
        client::AgentExecutor executor(c, launcher(o));
        Hooks hooks;
        RunRequest request;
        request.state = {{"x", 1}, {"y", 1}, {"z", 1}};
        std::thread freezer([&] {
            if (waitForFile(marker, 60000)) m_server.signalConnections(SIGSTOP);
        });
        QElapsedTimer t;
        t.start();
        const auto outcomes = executor.run({request}, hooks, nullptr);
        const double seconds = t.elapsed() / 1000.0;
        freezer.join();
        m_server.signalConnections(SIGCONT);
        // The frozen link is noticed by the heartbeat; the detached run lives on, and a new
        // connection attaches to it: the run ends with its result, not as lost.
        QCOMPARE(outcomes.size(), std::size_t(1));
        QVERIFY2(outcomes[0].status == RunOutcome::Status::Finished, outcomes[0].reason.c_str());
        const auto host = executor.hosts().at(0);
        QCOMPARE(host.reattaches, 1);
        QVERIFY2(contains(host.lastReattach, "heartbeat"), host.lastReattach.c_str());
        QVERIFY(hooks.host.rfind(m_server.uri() + " (", 0) == 0);
        qInfo("frozen link noticed, then reattached; the run ended %.1f s after it started: %s", seconds,
              host.lastReattach.c_str());
    }

    void cleanupTestCase() { m_server.stop(); }
};

QTEST_GUILESS_MAIN(TestSshCampaign)
#include "tst_ssh_campaign.moc"
