// SSH hosts against a real sshd on loopback (test-owned keys, known_hosts and ssh config,
// passed as with `ssh -F`): ssh:// URIs, host key policy (unknown refused with its
// fingerprint, accepted and recorded on request; changed or of another type always refused),
// deploy by content hash (an identical install reused, an unsupported host refused), the
// agent's hello over an exec channel, hostile output, a campaign over ssh:// with the same
// frontier as on local, host profiles and `luma hosts test`, a killed sshd and a frozen link,
// and detached runs: a connection killed mid-run is reattached with nothing lost or run twice,
// and so is a `luma qualify` killed mid-run and started again (a run the host lost is retried).
#include "run_luma.h"
#include "specs.h"
#include "ssh_server.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/qualifier.h"
#include "core/util/spec_error.h"
#include "remote/client/agent_deploy.h"
#include "remote/client/agent_executor.h"
#include "remote/client/host_profiles.h"
#include "remote/client/ssh_launcher.h"
#include "remote/client/ssh_transport.h"
#include "remote/protocol/messages.h"

#include "synthetic_campaign.h"
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QVersionNumber>

#include <QtTest>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>

using namespace luma;

namespace {

using test::frontierOf;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

struct Hooks : RunHooks {
    std::string host;
    std::string placed(std::size_t, const std::string& h, const std::string&) override {
        host = h;
        return "ssh-test-run";
    }
    void telemetry(std::size_t, const nlohmann::json&) override {}
};

} // namespace

class TestSsh : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    test::SshServer m_server;
    bool m_up = false;

    std::string path(const std::string& name) { return m_dir.filePath(QString::fromStdString(name)).toStdString(); }

    client::SshOptions options(bool accept = false) {
        client::SshOptions o;
        o.configFile = m_server.sshConfig();
        o.acceptNewHostKey = accept;
        return o;
    }

    client::SshTarget target() {
        std::string error;
        auto t = client::parseSshUri(m_server.uri(), &error);
        if (!t) qFatal("bad test URI: %s", error.c_str());
        return *t;
    }

    std::unique_ptr<client::SshLauncher> launcher(const client::SshOptions& o) {
        return std::make_unique<client::SshLauncher>(m_server.uri(), target(), o, LUMA_AGENT_BIN);
    }

    std::string writeCampaign(const std::string& name, const nlohmann::json& argv = nullptr) {
        return luma::test::writeSyntheticCampaign(m_dir.path().toStdString(), name, argv);
    }

    QProcessEnvironment cliEnv() { return luma::test::remoteLumaEnvironment(path("xdg")); }

    using Cli = luma::test::LumaRun;
    Cli cli(const QStringList& args, int timeoutMs = 180000) {
        return luma::test::runLumaIn(cliEnv(), args, timeoutMs);
    }

    // Skips without sshd; `trusted`: the server's key is in the test's known_hosts.
    void requireServer(bool trusted = true) {
        if (!m_up) QSKIP("no sshd (/usr/sbin/sshd): apt-get install openssh-server");
        if (trusted && !contains(m_server.readKnownHosts(), m_server.knownHostsName())) m_server.trustHostKey();
    }

    // The run ids in the host's spool of detached runs.
    std::vector<std::string> spooledRuns() {
        std::vector<std::string> out;
        std::error_code ec;
        for (const auto& e : std::filesystem::directory_iterator(m_server.agentRoot() + "/runs", ec)) {
            if (!e.is_directory()) continue;
            std::ifstream in(e.path() / "run.json");
            const auto j = nlohmann::json::parse(in, nullptr, false);
            out.push_back(j.is_object() ? j.value("run_id", e.path().filename().string())
                                        : e.path().filename().string());
        }
        return out;
    }

    // Starts a run whose command touches `marker` and then sleeps; returns once it runs.
    static bool waitForFile(const std::string& file, int ms) {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < ms) {
            if (std::filesystem::exists(file)) return true;
            QThread::msleep(50);
        }
        return false;
    }

    // The host's log of the oracle's invocations (one line per run, its state) names each of
    // `runs` states once.
    static bool eachStateRanOnce(const std::string& log, std::size_t runs) {
        std::ifstream in(log);
        std::set<std::string> ran;
        std::size_t lines = 0;
        for (std::string line; std::getline(in, line); ++lines) ran.insert(line);
        if (lines == runs && ran.size() == runs) return true;
        qWarning("the host ran %zu runs of %zu states, the project holds %zu", lines, ran.size(), runs);
        return false;
    }
    // `luma ARGS` started and SIGKILLed once its first run has written `marker` on the host.
    bool killedOnceItsRunStarted(const QStringList& args, const std::string& marker) {
        QProcess first;
        first.setProcessEnvironment(cliEnv());
        first.start(LUMA_CLI, args);
        if (!waitForFile(marker, 60000)) return false;
        first.kill();
        return first.waitForFinished(10000);
    }

private slots:
    void initTestCase() {
        // Deterministic keys: the test's own, not a developer's ssh-agent.
        unsetenv("SSH_AUTH_SOCK");
        if (!test::SshServer::installed()) return; // each test skips with the reason
        std::string why;
        QVERIFY2(m_server.start(&why), why.c_str());
        m_up = true;
    }

    void uris() {
        std::string error;
        auto t = client::parseSshUri("ssh://alice@gpu-1.example.org:2222", &error);
        QVERIFY(t);
        QCOMPARE(t->user, std::string("alice"));
        QCOMPARE(t->host, std::string("gpu-1.example.org"));
        QCOMPARE(*t->port, 2222);
        t = client::parseSshUri("ssh://gpu1", &error);
        QVERIFY(t && t->user.empty() && !t->port && t->host == "gpu1");
        t = client::parseSshUri("ssh://[::1]:22/?agent_root=/scratch/luma%20x", &error);
        QVERIFY(t && t->host == "::1" && *t->port == 22 && t->agentRoot == "/scratch/luma x");
        QCOMPARE(t->uri(), std::string("ssh://[::1]:22?agent_root=/scratch/luma x"));
        for (const char* bad :
             {"ssh://", "ssh://-oProxyCommand=x", "ssh://a b", "ssh://host:0", "ssh://host:99999",
              "ssh://host:", "ssh://host/path", "ssh://@host", "ssh://host?color=red", "ssh://h;rm", "ssh://[::1"}) {
            QVERIFY2(!client::parseSshUri(bad, &error), bad);
            QVERIFY(!error.empty());
        }
        // The query is read as slurm:// reads it: repeated or empty parameters are refused by name.
        QVERIFY(!client::parseSshUri("ssh://h?agent_root=/a&agent_root=/b", &error));
        QCOMPARE(error, std::string("URI parameter \"agent_root\" given twice"));
        QVERIFY(!client::parseSshUri("ssh://h?agent_root", &error));
        QCOMPARE(error, std::string("URI parameter \"agent_root\" has no value (agent_root=…)"));
        QVERIFY(!client::parseSshUri("ssh://h?color=red", &error));
        QCOMPARE(error, std::string("unknown URI parameter \"color\" (known: agent_root)"));
        QCOMPARE(client::shellQuote("it's"), std::string("'it'\\''s'"));
        QVERIFY(client::checkHostUri("k8s://login").find("not supported") !=
                std::string::npos); // slurm:// is tst_slurm's
    }

    void profiles() {
        const std::string file = path("profiles/hosts.json");
        {
            client::HostProfiles p(file);
            QVERIFY(p.list().empty());
            p.add("gpu1", "ssh://root@10.0.0.1:2222");
            p.add("lab.a_2", "ssh://lab");
            QVERIFY_THROWS_EXCEPTION(SpecError, p.add("gpu1", "ssh://other"));
            QVERIFY_THROWS_EXCEPTION(SpecError, p.add("local", "ssh://x"));
            QVERIFY_THROWS_EXCEPTION(SpecError, p.add("bad name", "ssh://x"));
            QVERIFY_THROWS_EXCEPTION(SpecError, p.add("x", "http://x"));
            QVERIFY_THROWS_EXCEPTION(SpecError, p.add("x", "ssh://-oops"));
            p.save();
        }
        client::HostProfiles again(file);
        QCOMPARE(again.list().size(), std::size_t(2));
        QCOMPARE(*again.find("gpu1"), std::string("ssh://root@10.0.0.1:2222"));
        QVERIFY(again.remove("gpu1") && !again.remove("gpu1"));
        std::ofstream(file) << R"({"schema": "luma.hosts/1", "hosts": [{"name": "x", "uri": "ssh://-x"}]})";
        try {
            client::HostProfiles damaged(file);
            QFAIL("a damaged hosts file was read");
        } catch (const SpecError& e) {
            QVERIFY2(contains(e.what(), "hosts[0].uri"), e.what());
        }
        // A campaign host that is neither local, a URI nor a profile is refused by name.
        client::LaunchOptions o{LUMA_AGENT_BIN};
        o.hostsFile = path("profiles/none.json");
        try {
            client::makeLauncher("nosuchhost", o, "c.json", "hosts[0]");
            QFAIL("an unknown host was accepted");
        } catch (const SpecError& e) {
            QVERIFY2(contains(e.what(), "c.json: hosts[0]: host \"nosuchhost\": no host profile"), e.what());
        }
    }

    void unknownHostKeyRefusedThenAcceptedAndRecorded() {
        requireServer(false);
        std::ofstream(m_server.knownHosts(), std::ios::trunc).flush();
        const std::string fingerprint = m_server.hostFingerprint();
        QVERIFY(contains(fingerprint, "SHA256:"));
        try {
            client::SshConnection c(target(), options(false));
            QFAIL("an unknown host key was trusted");
        } catch (const client::HostKeyError& e) {
            QCOMPARE(e.kind(), client::HostKeyError::Kind::Unknown);
            QCOMPARE(e.fingerprint(), fingerprint);
            QVERIFY2(contains(e.what(), fingerprint) && contains(e.what(), "--accept-new-host-key") &&
                         contains(e.what(), m_server.knownHostsName()),
                     e.what());
        }
        QVERIFY(m_server.readKnownHosts().empty());
        {
            client::SshConnection c(target(), options(true));
            QVERIFY(c.hostKey().newlyRecorded);
            QCOMPARE(c.hostKey().fingerprint, fingerprint);
            QCOMPARE(c.hostKey().type, std::string("ssh-ed25519"));
        }
        QVERIFY2(contains(m_server.readKnownHosts(), m_server.knownHostsName() + " ssh-ed25519 "),
                 m_server.readKnownHosts().c_str());
        // Recorded: trusted from now on without the flag, and not recorded twice.
        client::SshConnection c(target(), options(false));
        QVERIFY(!c.hostKey().newlyRecorded);
        const auto r = c.run("echo hello; echo oops >&2; exit 3", 30);
        QCOMPARE(r.out, std::string("hello\n"));
        QCOMPARE(r.err, std::string("oops\n"));
        QCOMPARE(r.exitStatus, 3);
    }

    void changedOrOtherHostKeyAlwaysRefused() {
        requireServer();
        const std::string saved = m_server.readKnownHosts();
        const std::string other = m_server.otherKey("impostor_ed25519", "ed25519");
        std::ofstream(m_server.knownHosts())
            << m_server.knownHostsName() << ' ' << other.substr(0, other.rfind(' ')) << '\n';
        for (bool accept : {false, true}) {
            try {
                client::SshConnection c(target(), options(accept));
                QFAIL("a changed host key was accepted");
            } catch (const client::HostKeyError& e) {
                QCOMPARE(e.kind(), client::HostKeyError::Kind::Changed);
                QVERIFY2(contains(e.what(), "CHANGED") && contains(e.what(), m_server.hostFingerprint()) &&
                             contains(e.what(), "ssh-keygen -R"),
                         e.what());
            }
        }
        // A known key of another type for the host: refused too.
        const std::string ecdsa = m_server.otherKey("impostor_ecdsa", "ecdsa");
        std::ofstream(m_server.knownHosts())
            << m_server.knownHostsName() << ' ' << ecdsa.substr(0, ecdsa.rfind(' ')) << '\n';
        try {
            client::SshConnection c(target(), options(true));
            QFAIL("a host key of another type was accepted");
        } catch (const client::HostKeyError& e) {
            QCOMPARE(e.kind(), client::HostKeyError::Kind::OtherType);
            QVERIFY2(contains(e.what(), "another type"), e.what());
        }
        std::ofstream(m_server.knownHosts()) << saved;
    }

    void publicKeysOnlyNeverAPassword() {
        requireServer();
        m_server.otherKey("stranger_ed25519", "ed25519");
        const std::string config = path("stranger_config");
        std::ofstream(config) << "Host *\n    User " << m_server.user() << "\n    IdentityFile "
                              << m_server.path("stranger_ed25519")
                              << "\n    IdentitiesOnly yes\n    UserKnownHostsFile " << m_server.knownHosts() << "\n";
        client::SshOptions o = options();
        o.configFile = config;
        try {
            client::SshConnection c(target(), o);
            QFAIL("a key the host does not know was accepted");
        } catch (const client::SshError& e) {
            QVERIFY2(contains(e.what(), "publickey") && contains(e.what(), "never"), e.what());
        }
        // A missing --ssh-config file and a closed port are clear errors too.
        o.configFile = path("no_such_config");
        QVERIFY_THROWS_EXCEPTION(client::SshError, client::SshConnection(target(), o));
        client::SshTarget closed = target();
        closed.port = 1;
        try {
            client::SshConnection c(closed, options());
            QFAIL("connected to a closed port");
        } catch (const client::SshError& e) {
            QVERIFY2(contains(e.what(), "cannot connect"), e.what());
        }
    }

    void connectTimesOut() {
        requireServer();
        // A port that accepts TCP but never speaks SSH (a wedged host or a wrong service).
        const int fd = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof a;
        QVERIFY(bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0 && listen(fd, 4) == 0 &&
                getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0);
        const std::string config = path("timeout_config");
        std::ofstream(config) << "Host *\n    User " << m_server.user() << "\n    IdentityFile "
                              << m_server.path("client_ed25519") << "\n    UserKnownHostsFile " << m_server.knownHosts()
                              << "\n";
        client::SshOptions o = options();
        o.configFile = config;
        o.connectTimeoutS = 2;
        client::SshTarget silent = target();
        silent.port = ntohs(a.sin_port);
        QElapsedTimer t;
        t.start();
        try {
            client::SshConnection c(silent, o);
            QFAIL("connected to a port that never answered");
        } catch (const client::SshError& e) {
            QVERIFY2(contains(e.what(), "cannot connect"), e.what());
            qInfo("silent port: %s after %.1f s", e.what(), t.elapsed() / 1000.0);
        }
        close(fd);
        QVERIFY2(t.elapsed() < 15000, std::to_string(t.elapsed()).c_str());
    }

    void proxyJumpFromTheSshConfig() {
        requireServer();
        if (access("/usr/bin/ssh", X_OK) != 0)
            QSKIP("ProxyJump runs the OpenSSH client: apt-get install openssh-client");
        // A jump host (this same server) named in the --ssh-config file: the ssh that libssh
        // runs for ProxyJump reads the same file, keys and known_hosts.
        auto configWithJump = [&](int jumpPort) {
            const std::string file = path("jump_config_" + std::to_string(jumpPort));
            std::ofstream(file) << "Host jumphost\n    HostName 127.0.0.1\n    Port " << jumpPort
                                << "\n\nHost behindjump\n    HostName 127.0.0.1\n    Port " << m_server.port()
                                << "\n    ProxyJump jumphost\n\nHost *\n    User " << m_server.user()
                                << "\n    IdentityFile " << m_server.path("client_ed25519")
                                << "\n    UserKnownHostsFile " << m_server.knownHosts()
                                << "\n    StrictHostKeyChecking yes\n    BatchMode yes\n";
            client::SshOptions o = options();
            o.configFile = file;
            return o;
        };
        client::SshTarget behind;
        behind.host = "behindjump";
        client::SshConnection c(behind, configWithJump(m_server.port()));
        QCOMPARE(c.run("echo through", 30).out, std::string("through\n"));
        // Proof that it went through the jump host: a jump host that is down fails it.
        QVERIFY_THROWS_EXCEPTION(client::SshError, client::SshConnection(behind, configWithJump(1)));
    }

    void deployHelloAndReuse() {
        requireServer();
        auto l = launcher(options());
        QElapsedTimer t;
        t.start();
        auto session = l->launch();
        const double first = t.elapsed() / 1000.0;
        const auto& r = *l->lastLaunch();
        QVERIFY(!r.deployment.reused);
        QVERIFY(r.deployment.bytesUploaded > 0);
        QVERIFY2(r.deployment.directory.rfind(m_server.agentRoot() + "/agent-", 0) == 0,
                 r.deployment.directory.c_str());
        const auto& hello = session->hello();
        QCOMPARE(hello.value("type", ""), std::string("hello"));
        QVERIFY(hello["host"].contains("hostname"));
        QVERIFY(hello["host"].contains("cpu"));
        const client::AgentBundle bundle = client::bundleAgent(LUMA_AGENT_BIN);
        QCOMPARE(hello.value("build_sha256", ""), bundle.files.front().sha256);
        QCOMPARE(r.deployment.directory, m_server.agentRoot() + "/agent-" + bundle.id);
        // Installed in place, nothing temporary left behind.
        for (const auto& f : bundle.files) QVERIFY(std::filesystem::exists(r.deployment.directory + "/" + f.name));
        QVERIFY(std::filesystem::exists(r.deployment.directory + "/MANIFEST.sha256"));
        QVERIFY(access((r.deployment.directory + "/luma-agent").c_str(), X_OK) == 0);
        for (const auto& e : std::filesystem::directory_iterator(m_server.agentRoot()))
            QVERIFY2(!contains(e.path().filename().string(), ".tmp-"), e.path().c_str());
        qInfo("first launch: connect %.3f s, deploy %.3f s (%.1f MiB), handshake %.3f s, total %.3f s",
              r.connectSeconds, r.deployment.seconds, r.deployment.bytesUploaded / 1048576.0, r.handshakeSeconds,
              first);
        session.reset();

        // An identical second deploy is reused: nothing uploaded.
        t.restart();
        session = l->launch();
        const double second = t.elapsed() / 1000.0;
        const auto& again = *l->lastLaunch();
        QVERIFY(again.deployment.reused);
        QCOMPARE(again.deployment.bytesUploaded, std::uintmax_t(0));
        QCOMPARE(again.deployment.directory, r.deployment.directory);
        qInfo("second launch (reused): connect %.3f s, check %.3f s, handshake %.3f s, total %.3f s",
              again.connectSeconds, again.deployment.seconds, again.handshakeSeconds, second);
        session.reset();

        // A damaged install (the agent replaced after it was checked) is replaced, not trusted.
        {
            std::filesystem::permissions(r.deployment.agent, std::filesystem::perms::owner_write,
                                         std::filesystem::perm_options::add);
            std::ofstream(r.deployment.agent, std::ios::trunc)
                << "#!/bin/sh\nread line\necho '{\"type\":\"hello\",\"protocol\":3,\"agent_version\":\"0\",\"build_sha256\":\"bad\",\"host\":{}}'\n"
                   "cat >/dev/null\n";
        }
        session = l->launch(); // the manifest still matches, the hello's build does not
        QCOMPARE(session->hello().value("build_sha256", ""), bundle.files.front().sha256);
        QVERIFY(!l->lastLaunch()->deployment.reused);
    }

    void unusedInstallsAreRemoved() {
        // Versions left by older LUMAs go once unused for 30 days and nothing runs from them.
        requireServer();
        const std::string root = m_server.agentRoot();
        const auto age = [](const std::string& dir, int days) {
            return QProcess::execute("touch", {"-d", QString("%1 days ago").arg(days), QString::fromStdString(dir)}) ==
                   0;
        };
        const auto make = [&](const std::string& name) {
            const std::string dir = root + "/" + name;
            std::filesystem::create_directories(dir);
            std::filesystem::copy_file("/bin/sleep", dir + "/luma-agent",
                                       std::filesystem::copy_options::overwrite_existing);
            return dir;
        };
        const std::string old = make("agent-old"), recent = make("agent-recent"), busy = make("agent-busy");
        QVERIFY(age(old, 40) && age(recent, 2));
        QProcess running; // an old install still in use
        running.start(QString::fromStdString(busy + "/luma-agent"), {"30"});
        QVERIFY(running.waitForStarted());
        QVERIFY(age(busy, 40));
        auto l = launcher(options());
        auto session = l->launch();
        QVERIFY2(!std::filesystem::exists(old), "an install unused for 40 days was kept");
        QVERIFY2(std::filesystem::exists(recent), "an install used 2 days ago was removed");
        QVERIFY2(std::filesystem::exists(busy), "an install a process runs from was removed");
        QVERIFY(std::filesystem::exists(l->lastLaunch()->deployment.agent)); // the one in use stays, of course
        running.kill();
        running.waitForFinished();
        std::filesystem::remove_all(recent);
        std::filesystem::remove_all(busy);
    }
    void agentNeedsGlibcAlone() {
        // Carried to hosts older than the build machine: libstdc++ and libcrypto are linked in,
        // and the glibc floor the deploy checks is what the agent's own code needs.
        if (!LUMA_AGENT_STATIC_RUNTIME) QSKIP("a sanitizer build links the agent's runtime dynamically");
        QProcess objdump;
        objdump.start("objdump", {"-p", LUMA_AGENT_BIN});
        QVERIFY(objdump.waitForFinished(30000));
        const QString headers = QString::fromUtf8(objdump.readAllStandardOutput());
        QVERIFY2(headers.contains("NEEDED"), qPrintable(headers.left(400)));
        QVERIFY2(!headers.contains("libstdc++"), "luma-agent needs the host's libstdc++");
        QVERIFY2(!headers.contains("libcrypto"), "luma-agent needs the host's OpenSSL");
        const std::string floor = client::bundleAgent(LUMA_AGENT_BIN).glibcFloor;
        QVERIFY2(QVersionNumber::fromString(QString::fromStdString(floor)) <= QVersionNumber(2, 34), floor.c_str());
    }
    void unsupportedHostRefused() {
        requireServer();
        client::SshConnection c(target(), options());
        client::AgentBundle b = client::bundleAgent(LUMA_AGENT_BIN);
        client::AgentBundle otherArch = b;
        otherArch.arch = "riscv64";
        otherArch.id = std::string(64, '0'); // not installed: the check runs after a temporary folder was made
        try {
            client::deployAgent(c, otherArch, m_server.agentRoot());
            QFAIL("deployed to a host of another architecture");
        } catch (const client::SshError& e) {
            QVERIFY2(contains(e.what(), "unsupported host") && contains(e.what(), "riscv64"), e.what());
        }
        client::AgentBundle newerLibc = otherArch;
        newerLibc.arch = b.arch;
        newerLibc.glibcFloor = "9.1";
        try {
            client::deployAgent(c, newerLibc, m_server.agentRoot());
            QFAIL("deployed to a host with too old a glibc");
        } catch (const client::SshError& e) {
            QVERIFY2(contains(e.what(), "glibc 9.1 or newer"), e.what());
        }
        QVERIFY2(!b.glibcFloor.empty(), "the agent's glibc floor was not found");
        for (const auto& e : std::filesystem::directory_iterator(m_server.agentRoot()))
            QVERIFY2(!contains(e.path().filename().string(), ".tmp-"), e.path().c_str());
    }

    void hostileOutputIsBounded() {
        requireServer();
        auto c = std::make_shared<client::SshConnection>(target(), options());
        // A "host" that prints a 5 MB line, then garbage: errors, never a crash or a hang.
        client::AgentSession s(
            std::make_unique<client::SshTransport>(c, "head -c 5000000 /dev/zero | tr '\\0' x; echo", "test"));
        try {
            s.next(30);
            QFAIL("an oversized line was accepted");
        } catch (const client::AgentError& e) {
            QVERIFY2(contains(e.what(), "over"), e.what());
        }
        client::AgentSession s2(std::make_unique<client::SshTransport>(c, "echo '{not json'", "test"));
        QVERIFY_THROWS_EXCEPTION(client::AgentError, s2.next(30));
        client::AgentSession s3(std::make_unique<client::SshTransport>(c, "echo bye >&2; exit 7", "test"));
        try {
            s3.next(30);
            QFAIL("an exited agent was not noticed");
        } catch (const client::AgentError& e) {
            QVERIFY2(contains(e.what(), "status 7") && contains(e.what(), "bye"), e.what());
        }
    }

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

QTEST_GUILESS_MAIN(TestSsh)
#include "tst_ssh.moc"
