#include "remote/client/ssh_launcher.h"

#include "remote/client/ssh_transport.h"

#include <chrono>

namespace luma::client {

namespace {

double since(std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

} // namespace

SshLauncher::SshLauncher(std::string host, SshTarget target, SshOptions options, std::string agentPath)
    : m_host(std::move(host)), m_target(std::move(target)), m_options(std::move(options)),
      m_agentPath(std::move(agentPath)) {}

std::unique_ptr<AgentSession> SshLauncher::launch() {
    if (!m_bundle) m_bundle = bundleAgent(m_agentPath);
    SshLaunchReport report;
    auto start = std::chrono::steady_clock::now();
    auto connection = std::make_shared<SshConnection>(m_target, m_options);
    report.connectSeconds = since(start);
    report.hostKey = connection->hostKey();
    report.connection = connection->describe();
    // An install whose agent is not the one we hashed (damaged after it was checked) is
    // replaced once; a second mismatch is an error.
    for (int attempt = 0;; ++attempt) {
        report.install = deployAgent(*connection, *m_bundle, m_target.agentRoot, attempt > 0);
        start = std::chrono::steady_clock::now();
        // Runs are detached with their spool beside the installs (~/.cache/luma/runs by default), so
        // that they outlive this connection and the next one can attach to them.
        const std::string root = report.install.directory.substr(0, report.install.directory.rfind('/'));
        auto session = std::make_unique<AgentSession>(std::make_unique<SshTransport>(
            connection,
            "exec " + shellQuote(report.install.agent) + " --stdio --state-root " + shellQuote(root + "/runs"),
            m_host));
        const nlohmann::json hello = session->handshake();
        report.handshakeSeconds = since(start);
        const auto named = hello.find("build_sha256"); // the host's word: checked, not trusted
        const std::string build = named != hello.end() && named->is_string() ? named->get<std::string>() : "";
        if (build.empty() ||
            build == m_bundle->files.front().sha256) { // an agent that names no build: nothing to compare
            m_report = report;
            return session;
        }
        if (attempt > 0)
            throw SshError("ssh " + connection->describe() + ": the agent in " + report.install.directory +
                           " reports build " + build + ", not the uploaded " + m_bundle->files.front().sha256 +
                           " even after reinstalling it");
    }
}

} // namespace luma::client
