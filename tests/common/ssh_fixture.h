#pragma once
// The SSH suites' fixture (tst_ssh: connecting and deploying; tst_ssh_campaign: campaigns over
// ssh:// and what happens when the link or the client is lost): a real sshd on loopback with
// the test's own keys, known_hosts and ssh config, and the helpers both suites use.
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

namespace luma::test {

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

struct Hooks : RunHooks {
    std::string host;
    std::string placed(std::size_t, const std::string& h, const std::string&) override {
        host = h;
        return "ssh-test-run";
    }
    void telemetry(std::size_t, const nlohmann::json&) override {}
};

class SshSuite : public QObject {
protected:
    QTemporaryDir m_dir;
    SshServer m_server;
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
        return writeSyntheticCampaign(m_dir.path().toStdString(), name, argv);
    }

    QProcessEnvironment cliEnv() { return remoteLumaEnvironment(path("xdg")); }

    using Cli = LumaRun;
    Cli cli(const QStringList& args, int timeoutMs = 180000) { return runLumaIn(cliEnv(), args, timeoutMs); }

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

    void startServer() {
        // Deterministic keys: the test's own, not a developer's ssh-agent.
        unsetenv("SSH_AUTH_SOCK");
        if (!SshServer::installed()) return; // each test skips with the reason
        std::string why;
        QVERIFY2(m_server.start(&why), why.c_str());
        m_up = true;
    }
};

} // namespace luma::test
