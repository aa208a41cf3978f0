// Slurm hosts against a real single-node Slurm (munged, slurmctld and slurmd started here, see
// tests/common/slurm_cluster.h) reached through a real sshd on loopback as its login node:
// slurm:// URIs and their errors, `luma hosts test slurm://…` (sinfo, a job that ran the agent,
// cancelled), a campaign through `luma qualify --host slurm://…` whose frontier equals the same
// campaign on local, with every run on the compute node and no job left behind; the login
// node's connection killed mid-run and the run reattached in the same job; a job cancelled
// mid-campaign replaced by a new one; a partition
// that does not exist, a GPU request the node cannot meet and a job that pends too long are
// clear errors; a campaign cancelled with Ctrl-C mid-run leaves no job.
#include "run_luma.h"
#include "signal_process.h"
#include "slurm_cluster.h"
#include "specs.h"
#include "ssh_server.h"
#include "synthetic_campaign.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/qualifier.h"
#include "core/util/spec_error.h"
#include "remote/client/agent_executor.h"
#include "remote/client/host_profiles.h"
#include "remote/client/slurm_launcher.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>

using namespace luma;

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The synthetic oracle's minimal PASS states over levels {2, 4, 6, 8} of each dimension, as "x,y,z".
std::set<std::string> coarseFrontier() {
    std::set<std::string> out;
    for (int x = 2; x <= 8; x += 2)
        for (int y = 2; y <= 8; y += 2)
            for (int z = 2; z <= 8; z += 2)
                if (test::syntheticTruth(x, y, z) && !(x > 2 && test::syntheticTruth(x - 2, y, z)) &&
                    !(y > 2 && test::syntheticTruth(x, y - 2, z)) && !(z > 2 && test::syntheticTruth(x, y, z - 2)))
                    out.insert(std::to_string(x) + "," + std::to_string(y) + "," + std::to_string(z));
    return out;
}

} // namespace

class TestSlurm : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    test::SshServer m_server;
    test::SlurmCluster m_cluster;
    bool m_up = false;

    std::string path(const std::string& name) { return m_dir.filePath(QString::fromStdString(name)).toStdString(); }
    // The shared home of the login and compute node (one machine here).
    std::string agentRoot() { return path("shared-home"); }
    std::string uri(const std::string& query = "partition=debug&time=10") {
        return "slurm://127.0.0.1:" + std::to_string(m_server.port()) + "?" + query + (query.empty() ? "" : "&") +
               "agent_root=" + agentRoot();
    }

    client::SshOptions sshOptions() {
        client::SshOptions o;
        o.configFile = m_server.sshConfig();
        return o;
    }

    std::unique_ptr<client::SlurmLauncher> launcher(const std::string& u) {
        std::string error;
        auto target = client::parseSlurmUri(u, &error);
        if (!target) qFatal("bad test URI %s: %s", u.c_str(), error.c_str());
        auto l = std::make_unique<client::SlurmLauncher>(u, *target, sshOptions(), LUMA_AGENT_BIN);
        l->setPollCap(0.2);
        return l;
    }

    std::string writeCampaign(const std::string& name, const nlohmann::json& argv = nullptr,
                              const nlohmann::json& levels = {1, 2, 3, 4, 5, 6, 7, 8}) {
        return luma::test::writeSyntheticCampaign(m_dir.path().toStdString(), name, argv, levels);
    }

    QProcessEnvironment cliEnv() { return luma::test::remoteLumaEnvironment(path("xdg")); }

    using Cli = luma::test::LumaRun;
    Cli cli(const QStringList& args) { return luma::test::runLumaIn(cliEnv(), args, 120000); }

    // scancel is asynchronous: the job may be completing for a moment.
    bool noJobLeft(std::string* jobs) {
        for (int i = 0; i < 100; ++i) {
            *jobs = m_cluster.activeJobs();
            if (jobs->empty()) return true;
            QThread::msleep(100);
        }
        return false;
    }

    std::string launchError(const std::string& u) {
        auto l = launcher(u);
        try {
            l->launch();
        } catch (const client::AgentError& e) {
            return e.what();
        }
        return "(it launched)";
    }

private slots:
    void initTestCase() {
        unsetenv("SSH_AUTH_SOCK"); // the test's own keys, not a developer's ssh-agent
        std::string why;
        QVERIFY2(test::SshServer::installed(),
                 "no sshd (/usr/sbin/sshd): packaging/install-deps.sh installs openssh-server");
        QVERIFY2(m_cluster.start(&why), why.c_str());
        QVERIFY2(m_server.start(&why), why.c_str());
        // The login node's sessions find the test cluster as a real login node finds its own.
        std::ofstream(m_server.path("sshd_config"), std::ios::app) << "SetEnv SLURM_CONF=" << m_cluster.conf() << "\n";
        QVERIFY2(m_server.restart(&why), why.c_str());
        m_server.trustHostKey();
        m_up = true;
    }

    void uris() {
        std::string error;
        auto t = client::parseSlurmUri(
            "slurm://alice@login.example:2200?partition=gpu&gres=gpu:a100:2&account=proj-1&time=1-02:00:00", &error);
        QVERIFY2(t, error.c_str());
        QCOMPARE(t->login.user, std::string("alice"));
        QCOMPARE(t->login.host, std::string("login.example"));
        QCOMPARE(*t->login.port, 2200);
        QCOMPARE(t->partition, std::string("gpu"));
        QCOMPARE(t->gres, std::string("gpu:a100:2"));
        QCOMPARE(t->account, std::string("proj-1"));
        QCOMPARE(t->time, std::string("1-02:00:00"));
        QVERIFY(t->exclusive);
        QCOMPARE(t->uri(),
                 std::string(
                     "slurm://alice@login.example:2200?partition=gpu&gres=gpu:a100:2&account=proj-1&time=1-02:00:00"));
        t = client::parseSlurmUri("slurm://cluster?exclusive=no&max_pending=30&agent_root=/scratch/a%20b", &error);
        QVERIFY2(t, error.c_str());
        QVERIFY(!t->exclusive && t->maxPendingS == 30 && t->login.agentRoot == "/scratch/a b" && !t->login.port);
        for (const char* time : {"30", "30:00", "2:00:00", "1-0", "1-02:00"}) {
            QVERIFY2(client::parseSlurmUri(std::string("slurm://c?time=") + time, &error), time);
        }
        const std::pair<const char*, const char*> bad[] = {
            {"slurm://c?color=red", "unknown URI parameter \"color\" (known: partition, gres"},
            {"slurm://c?partition=a&partition=b", "\"partition\" given twice"},
            {"slurm://c?partition=", "\"partition\" has no value"},
            {"slurm://c?partition=a;rm", "partition \"a;rm\""},
            {"slurm://c?gres=gpu 1", "gres \"gpu 1\""},
            {"slurm://c?time=1h", "time \"1h\""},
            {"slurm://c?time=1:2:3:4", "time \"1:2:3:4\""},
            {"slurm://c?exclusive=maybe", "exclusive \"maybe\""},
            {"slurm://c?max_pending=0", "max_pending \"0\""},
            {"slurm://?partition=a", "login node: no host"},
            {"slurm://-oProxyCommand=x", "login node: host \"-oProxyCommand=x\""},
            {"slurm://c:99999", "login node: port 99999"},
        };
        for (const auto& [text, why] : bad) {
            QVERIFY2(!client::parseSlurmUri(text, &error), text);
            QVERIFY2(contains(error, why), (std::string(text) + " -> " + error).c_str());
            QVERIFY2(contains(client::checkHostUri(text), why), text);
        }
        QVERIFY(client::checkHostUri("slurm://login?partition=gpu").empty());
        {
            client::HostProfiles profiles(path("profiles/hosts.json"));
            profiles.add("cluster", "slurm://login?partition=gpu&gres=gpu:4");
            profiles.save();
            QCOMPARE(*client::HostProfiles(path("profiles/hosts.json")).find("cluster"),
                     std::string("slurm://login?partition=gpu&gres=gpu:4"));
            try {
                profiles.add("bad", "slurm://login?gres=");
                QFAIL("a profile with a bad slurm:// URI was added");
            } catch (const SpecError& e) {
                QVERIFY2(contains(e.what(), "\"gres\" has no value"), e.what());
            }
        }
        // A campaign's hosts name the place of a bad one.
        try {
            client::makeLauncher("slurm://login?qos=high", {LUMA_AGENT_BIN}, "c.json", "hosts[1]");
            QFAIL("a bad slurm:// host was accepted");
        } catch (const SpecError& e) {
            QVERIFY2(contains(e.what(), "c.json") && contains(e.what(), "hosts[1]") && contains(e.what(), "\"qos\""),
                     e.what());
        }
        QVERIFY(dynamic_cast<client::SlurmLauncher*>(
            client::makeLauncher(uri(), {LUMA_AGENT_BIN}, "c.json", "hosts[0]").get()));
    }

    void campaignThroughSlurmMatchesLocal() {
        QVERIFY(m_up);
        const std::string campaign = writeCampaign("synthetic", nullptr, {2, 4, 6, 8});
        nlohmann::json local;
        {
            EvidenceStore store(path("local.luma"));
            const Campaign c = loadCampaign(campaign);
            const auto executor = client::makeExecutor(c, {LUMA_AGENT_BIN});
            local = toJson(luma::qualify(c, store, *executor, {}));
        }
        QCOMPARE(test::frontierOf(local), coarseFrontier());

        // `luma hosts test` says what it found: the partition, a job that ran the agent, the compute node.
        const std::string host = uri("partition=debug&gres=gpu:1&time=10");
        Cli test = cli({"hosts", "test", QString::fromStdString(host), "--ssh-config",
                        QString::fromStdString(m_server.sshConfig())});
        QVERIFY2(test.code == 0, (test.err + test.out).c_str());
        QVERIFY2(contains(test.out, "Partitions") && contains(test.out, "debug* up") && contains(test.out, "gpu:1") &&
                     contains(test.out, "Job submit: works: job ") && contains(test.out, " on localhost") &&
                     contains(test.out, "cancelled Slurm job") && contains(test.out, "CPU:") &&
                     contains(test.out, "runtimes:"),
                 test.out.c_str());
        qInfo("luma hosts test slurm://…:\n%s", test.out.c_str());
        std::string jobs;
        QVERIFY2(noJobLeft(&jobs), jobs.c_str());

        const std::string db = path("slurm.luma");
        QElapsedTimer t;
        t.start();
        Cli run =
            cli({"qualify", QString::fromStdString(campaign), "--db", QString::fromStdString(db), "--host",
                 QString::fromStdString(host), "--ssh-config", QString::fromStdString(m_server.sshConfig()), "--json"});
        QVERIFY2(run.code == 0, run.err.c_str());
        const nlohmann::json remote = nlohmann::json::parse(run.out);
        QCOMPARE(test::frontierOf(remote), test::frontierOf(local));
        QCOMPARE(remote["physical_runs"], local["physical_runs"]);
        qInfo("campaign through slurm: %lld runs in %.1f s", remote["physical_runs"].get<long long>(),
              t.elapsed() / 1000.0);
        Cli show = cli({"show", QString::fromStdString(db), "--json"});
        QVERIFY2(show.code == 0, show.err.c_str());
        for (const auto& r : nlohmann::json::parse(show.out)["runs"])
            QVERIFY2(r["host"].get<std::string>().rfind(host + " (", 0) == 0, r["host"].dump().c_str());
        // The campaign's end cancelled its job and removed its folder on the shared home.
        QVERIFY2(noJobLeft(&jobs), jobs.c_str());
        std::error_code ec;
        QVERIFY(std::filesystem::is_empty(agentRoot() + "/slurm", ec) && !ec);
    }

    // The login node's SSH connection is killed while a run is in flight: the pool connects
    // again, the launcher finds its job still serving, and the new login-node agent attaches to
    // the run in the shared spool. Every state runs once, all in the one job, the frontier is the
    // oracle's, and the end leaves neither job nor folder.
    void killedLoginConnectionMidRunIsReattached() {
        QVERIFY(m_up);
        const std::string marker = path("reattach.started"), log = path("reattach.log");
        const std::string oracle = luma::test::sourcePath("tests/data/campaign/synthetic_oracle.sh");
        const Campaign c =
            loadCampaign(writeCampaign("reattach",
                                       {"sh", "-c",
                                        "echo \"$SLURM_JOB_ID $LUMA_STATE_JSON\" >> " + log + "; if [ ! -e " + marker +
                                            " ]; then touch " + marker + "; sleep 3; fi; exec " + oracle},
                                       {2, 4, 6, 8}));
        EvidenceStore store(path("reattach.luma"));
        nlohmann::json report;
        std::vector<client::PoolHostState> hosts;
        {
            client::AgentExecutor executor(c, launcher(uri()));
            std::thread killer([&] {
                for (int i = 0; i < 600 && !std::filesystem::exists(marker); ++i) QThread::msleep(100);
                m_server.signalConnections(SIGKILL);
            });
            report = toJson(luma::qualify(c, store, executor, {}));
            killer.join();
            hosts = executor.hosts();
        }
        QCOMPARE(test::frontierOf(report), coarseFrontier());
        QCOMPARE(hosts.size(), std::size_t(1));
        QVERIFY2(hosts[0].reattaches == 1 && hosts[0].failures == 0,
                 (hosts[0].lastReattach + " / " + hosts[0].lastError).c_str());
        const auto record = store.findCampaign("reattach");
        QVERIFY(record);
        const auto runs = store.runs(record->id);
        std::set<std::string> states;
        for (const auto& r : runs) {
            QVERIFY2(r.status == "finished", (r.stateKey + ": " + r.status + " " + r.result.dump()).c_str());
            QVERIFY2(states.insert(r.stateKey).second, ("state run twice: " + r.stateKey).c_str());
        }
        QCOMPARE(static_cast<long long>(runs.size()), report["physical_runs"].get<long long>());
        // What the compute node ran: one line per run, no state twice, all in one job.
        std::ifstream in(log);
        std::set<std::string> ran, jobs;
        std::size_t lines = 0;
        for (std::string line; std::getline(in, line); ++lines) {
            ran.insert(line);
            jobs.insert(line.substr(0, line.find(' ')));
        }
        QCOMPARE(lines, runs.size());
        QCOMPARE(ran.size(), runs.size());
        QVERIFY2(jobs.size() == 1 && !jobs.begin()->empty(), "the runs did not all run in one batch job");
        std::string left;
        QVERIFY2(noJobLeft(&left), left.c_str());
        std::error_code ec;
        QVERIFY(std::filesystem::is_empty(agentRoot() + "/slurm", ec) && !ec);
    }

    // The batch job ends mid-run from outside (scancel, as a time limit or a lost node would end
    // it): the run it had is lost and run again, the login node's agent closes when the next run
    // finds no worker, and the launcher submits a new job on the same spool whose worker takes
    // it. The campaign completes with the oracle's frontier and leaves no job.
    void jobEndedMidCampaignIsReplaced() {
        QVERIFY(m_up);
        const std::string marker = path("replaced.started"), log = path("replaced.log");
        const std::string oracle = luma::test::sourcePath("tests/data/campaign/synthetic_oracle.sh");
        const Campaign c =
            loadCampaign(writeCampaign("replaced",
                                       {"sh", "-c",
                                        "echo \"$SLURM_JOB_ID $LUMA_STATE_JSON\" >> " + log + "; if [ ! -e " + marker +
                                            " ]; then echo " + "\"$SLURM_JOB_ID\" > " + marker + ".tmp; mv " + marker +
                                            ".tmp " + marker + "; sleep 30; fi; exec " + oracle},
                                       {2, 4, 6, 8}));
        EvidenceStore store(path("replaced.luma"));
        nlohmann::json report;
        std::string cancelled;
        {
            client::AgentExecutor executor(c, launcher(uri()));
            std::thread killer([&] {
                for (int i = 0; i < 600 && !std::filesystem::exists(marker); ++i) QThread::msleep(100);
                std::getline(std::ifstream(marker), cancelled);
                if (!cancelled.empty()) m_cluster.run({"scancel", QString::fromStdString(cancelled)});
            });
            report = toJson(luma::qualify(c, store, executor, {}));
            killer.join();
        }
        QVERIFY2(!cancelled.empty(), "the first run never started in a job");
        QCOMPARE(test::frontierOf(report), coarseFrontier());
        std::set<std::string> finished;
        for (const auto& r : store.runs(store.findCampaign("replaced")->id))
            if (r.status == "finished")
                QVERIFY2(finished.insert(r.stateKey).second, ("state finished twice: " + r.stateKey).c_str());
        std::ifstream in(log);
        std::set<std::string> jobs;
        for (std::string line; std::getline(in, line);) jobs.insert(line.substr(0, line.find(' ')));
        QVERIFY2(jobs.size() == 2 && jobs.count(cancelled),
                 "the runs did not go on in a second job after the first was cancelled");
        std::string left;
        QVERIFY2(noJobLeft(&left), left.c_str());
    }

    void jobsThatCannotServeAreClearErrors() {
        QVERIFY(m_up);
        std::string e = launchError(uri("partition=nosuch"));
        QVERIFY2(contains(e, "sinfo knows no partition \"nosuch\""), e.c_str());
        e = launchError(uri("partition=debug&gres=gpu:2"));
        QVERIFY2(contains(e, "sbatch refused the agent's job") && contains(e, "configuration is not available"),
                 e.c_str());
        e = launchError(uri("partition=down&max_pending=2"));
        QVERIFY2(contains(e, "was still PENDING after 2 s") && contains(e, "PartitionDown") &&
                     contains(e, "cancelled Slurm job"),
                 e.c_str());
        std::string jobs;
        QVERIFY2(noJobLeft(&jobs), jobs.c_str());
    }

    void cancelledCampaignLeavesNoJob() {
        QVERIFY(m_up);
        const std::string marker = path("slow.started");
        const std::string campaign =
            writeCampaign("slow", nlohmann::json{"sh", "-c",
                                                 "echo \"$SLURM_JOB_ID\" > '" + marker + ".tmp'; mv '" + marker +
                                                     ".tmp' '" + marker + "'; exec sleep 60"});
        QProcess p;
        p.setProcessEnvironment(cliEnv());
        p.start(LUMA_CLI, {"qualify", QString::fromStdString(campaign), "--db",
                           QString::fromStdString(path("slow.luma")), "--host", QString::fromStdString(uri()),
                           "--ssh-config", QString::fromStdString(m_server.sshConfig()), "--quiet"});
        bool started = false;
        for (int i = 0; i < 300 && !started; ++i) {
            started = std::filesystem::exists(marker);
            if (!started) QThread::msleep(100);
        }
        QVERIFY2(started,
                 ("the run never started on the compute node: " + p.readAllStandardError().toStdString()).c_str());
        // The run is a process of the batch job (not of the login node's agent), and the job is live.
        std::string job;
        std::getline(std::ifstream(marker), job);
        QVERIFY2(!job.empty(), "the run did not run inside a Slurm job (no SLURM_JOB_ID)");
        const std::string active = m_cluster.activeJobs();
        QVERIFY2(contains(active, job + " RUNNING"), (job + " is not running: " + active).c_str());
        QVERIFY2(test::signalProcess(p, SIGINT), "luma qualify ended before the Ctrl-C");
        QVERIFY2(p.waitForFinished(60000), "luma qualify did not end after Ctrl-C");
        std::string jobs;
        QVERIFY2(noJobLeft(&jobs), jobs.c_str());
    }

    void cleanupTestCase() {
        m_server.stop();
        m_cluster.stop();
    }
};

QTEST_GUILESS_MAIN(TestSlurm)
#include "tst_slurm.moc"
