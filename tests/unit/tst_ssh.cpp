// SSH hosts against a real sshd on loopback (ssh_fixture.h): ssh:// URIs, host profiles and
// `luma hosts test`, host key policy (unknown refused with its fingerprint, accepted and
// recorded on request; changed or of another type always refused), public keys only, timeouts,
// ProxyJump, deploy by content hash (an identical install reused, old ones removed, an
// unsupported host refused), the agent's hello over an exec channel, and hostile output.
// Campaigns over ssh:// and lost links are tst_ssh_campaign's.
#include "ssh_fixture.h"

using namespace luma;
using luma::test::contains;

class TestSsh : public luma::test::SshSuite {
    Q_OBJECT

private slots:
    void initTestCase() { startServer(); }

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
        QVERIFY(!r.install.reused);
        QVERIFY(r.install.bytesUploaded > 0);
        QVERIFY2(r.install.directory.rfind(m_server.agentRoot() + "/agent-", 0) == 0, r.install.directory.c_str());
        const auto& hello = session->hello();
        QCOMPARE(hello.value("type", ""), std::string("hello"));
        QVERIFY(hello["host"].contains("hostname"));
        QVERIFY(hello["host"].contains("cpu"));
        const client::AgentBundle bundle = client::bundleAgent(LUMA_AGENT_BIN);
        QCOMPARE(hello.value("build_sha256", ""), bundle.files.front().sha256);
        QCOMPARE(r.install.directory, m_server.agentRoot() + "/agent-" + bundle.id);
        // Installed in place, nothing temporary left behind.
        for (const auto& f : bundle.files) QVERIFY(std::filesystem::exists(r.install.directory + "/" + f.name));
        QVERIFY(std::filesystem::exists(r.install.directory + "/MANIFEST.sha256"));
        QVERIFY(access((r.install.directory + "/luma-agent").c_str(), X_OK) == 0);
        for (const auto& e : std::filesystem::directory_iterator(m_server.agentRoot()))
            QVERIFY2(!contains(e.path().filename().string(), ".tmp-"), e.path().c_str());
        qInfo("first launch: connect %.3f s, deploy %.3f s (%.1f MiB), handshake %.3f s, total %.3f s",
              r.connectSeconds, r.install.seconds, r.install.bytesUploaded / 1048576.0, r.handshakeSeconds, first);
        session.reset();

        // An identical second deploy is reused: nothing uploaded.
        t.restart();
        session = l->launch();
        const double second = t.elapsed() / 1000.0;
        const auto& again = *l->lastLaunch();
        QVERIFY(again.install.reused);
        QCOMPARE(again.install.bytesUploaded, std::uintmax_t(0));
        QCOMPARE(again.install.directory, r.install.directory);
        qInfo("second launch (reused): connect %.3f s, check %.3f s, handshake %.3f s, total %.3f s",
              again.connectSeconds, again.install.seconds, again.handshakeSeconds, second);
        session.reset();

        // A damaged install (the agent replaced after it was checked) is replaced, not trusted.
        {
            std::filesystem::permissions(r.install.agent, std::filesystem::perms::owner_write,
                                         std::filesystem::perm_options::add);
            std::ofstream(r.install.agent, std::ios::trunc)
                << "#!/bin/sh\nread line\necho '{\"type\":\"hello\",\"protocol\":3,\"agent_version\":\"0\",\"build_sha256\":\"bad\",\"host\":{}}'\n"
                   "cat >/dev/null\n";
        }
        session = l->launch(); // the manifest still matches, the hello's build does not
        QCOMPARE(session->hello().value("build_sha256", ""), bundle.files.front().sha256);
        QVERIFY(!l->lastLaunch()->install.reused);
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
        QVERIFY(std::filesystem::exists(l->lastLaunch()->install.agent)); // the one in use stays, of course
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

    void cleanupTestCase() { m_server.stop(); }
};

QTEST_GUILESS_MAIN(TestSsh)
#include "tst_ssh.moc"
