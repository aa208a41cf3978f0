#pragma once
// A real OpenSSH server on loopback for tests, owned by the test: its own host key, client
// key, authorized_keys, known_hosts and client ssh config in a temporary folder (passed to LUMA
// as with `ssh -F`), on a free port. Recipe: ../shared/TOOLCHAIN.md, "Real servers for tests".
#include "free_port.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <arpa/inet.h>
#include <csignal>
#include <cstdio>
#include <dirent.h>
#include <fstream>
#include <map>
#include <netinet/in.h>
#include <pwd.h>
#include <sstream>
#include <string>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace luma::test {

class SshServer {
public:
    static constexpr const char* kSshd = "/usr/sbin/sshd";
    static bool installed() { return access(kSshd, X_OK) == 0 && access("/usr/bin/ssh-keygen", X_OK) == 0; }

    ~SshServer() { stop(); }

    // Generates the keys and config and starts sshd; false with `why` when it cannot.
    bool start(std::string* why) {
        if (!m_dir.isValid()) return fail(why, "no temporary folder");
        QDir().mkpath("/run/sshd"); // sshd's privilege separation folder (as root)
        if (!keygen("host_ed25519", why) || !keygen("client_ed25519", why)) return false;
        if (!copy("client_ed25519.pub", "authorized_keys")) return fail(why, "cannot write authorized_keys");
        std::ofstream(path("known_hosts")).flush();
        const passwd* pw = getpwuid(getuid());
        m_user = pw ? pw->pw_name : "root";
        for (int attempt = 0; attempt < 5; ++attempt) {
            m_port = freeLoopbackPort();
            writeConfigs();
            std::string log;
            if (launch(&log)) return true;
            if (log.find("Address already in use") == std::string::npos) return fail(why, "sshd did not start: " + log);
        }
        return fail(why, "sshd found no free port");
    }

    // After stop() or a kill: the same keys and port again.
    bool restart(std::string* why) {
        stop();
        std::string log;
        for (int attempt = 0; attempt < 50; ++attempt) {
            if (launch(&log)) return true;
            if (log.find("Address already in use") == std::string::npos) break;
            QThread::msleep(200);
        }
        return fail(why, "sshd did not restart: " + log);
    }

    void stop() {
        if (m_sshd.state() == QProcess::NotRunning) return;
        for (pid_t p : descendants(static_cast<pid_t>(m_sshd.processId())))
            if (comm(p) == "sshd") kill(p, SIGKILL); // the agents see their input end and exit
        m_sshd.kill();
        m_sshd.waitForFinished(5000);
    }

    // Every sshd process: the listener and the one per connection (what carries the agent's
    // channel); `sig` SIGKILL drops every connection, SIGSTOP freezes them without closing.
    void signalSshd(int sig) {
        const pid_t listener = static_cast<pid_t>(m_sshd.processId());
        if (listener <= 0) return; // not running: kill(0, ...) would signal the test's process group
        std::vector<pid_t> list = {listener};
        for (pid_t p : descendants(listener))
            if (comm(p) == "sshd") list.push_back(p);
        for (pid_t p : list) kill(p, sig);
    }
    // Connection processes only (the listener keeps accepting).
    void signalConnections(int sig) {
        for (pid_t p : descendants(static_cast<pid_t>(m_sshd.processId())))
            if (comm(p) == "sshd") kill(p, sig);
    }

    int port() const { return m_port; }
    std::string user() const { return m_user; }
    std::string path(const std::string& name) const {
        return m_dir.filePath(QString::fromStdString(name)).toStdString();
    }
    std::string sshConfig() const { return path("ssh_config"); }
    std::string knownHosts() const { return path("known_hosts"); }
    std::string agentRoot() const { return path("remote-cache"); }
    // The URI of this server with the agent installed under the test's folder.
    std::string uri() const { return "ssh://127.0.0.1:" + std::to_string(m_port) + "?agent_root=" + agentRoot(); }
    std::string knownHostsName() const { return "[127.0.0.1]:" + std::to_string(m_port); }
    std::string hostKeyLine() const { return firstLine(path("host_ed25519.pub")); }
    // "SHA256:…" as ssh-keygen prints it.
    std::string hostFingerprint() const {
        QProcess p;
        p.start("ssh-keygen", {"-l", "-E", "sha256", "-f", QString::fromStdString(path("host_ed25519.pub"))});
        p.waitForFinished(10000);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const int at = out.indexOf("SHA256:");
        return at < 0 ? "" : out.mid(at, out.indexOf(' ', at) - at).toStdString();
    }
    void trustHostKey() {
        const std::string line = hostKeyLine();
        std::ofstream(knownHosts(), std::ios::app)
            << knownHostsName() << ' ' << line.substr(0, line.rfind(' ')) << '\n';
    }
    std::string readKnownHosts() const {
        std::ifstream in(knownHosts());
        std::stringstream s;
        s << in.rdbuf();
        return s.str();
    }
    // Generates another key pair in the folder; returns its public key line.
    std::string otherKey(const std::string& name, const std::string& type) {
        QProcess::execute("ssh-keygen", {"-q", "-t", QString::fromStdString(type), "-N", "", "-C", "other", "-f",
                                         QString::fromStdString(path(name))});
        return firstLine(path(name + ".pub"));
    }

private:
    static bool fail(std::string* why, const std::string& text) {
        if (why) *why = text;
        return false;
    }

    static std::string firstLine(const std::string& file) {
        std::ifstream in(file);
        std::string line;
        std::getline(in, line);
        return line;
    }

    bool copy(const std::string& from, const std::string& to) {
        return QFile::copy(QString::fromStdString(path(from)), QString::fromStdString(path(to)));
    }

    bool keygen(const std::string& name, std::string* why) {
        QProcess p;
        p.start("ssh-keygen",
                {"-q", "-t", "ed25519", "-N", "", "-C", "luma-test", "-f", QString::fromStdString(path(name))});
        if (!p.waitForFinished(30000) || p.exitCode() != 0)
            return fail(why, "ssh-keygen failed: " + p.readAllStandardError().toStdString());
        return true;
    }

    static bool accepts(int port) {
        const int fd = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        a.sin_port = htons(static_cast<uint16_t>(port));
        const bool ok = connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
        close(fd);
        return ok;
    }

    void writeConfigs() {
        std::ofstream(path("sshd_config"))
            << "Port " << m_port << "\nListenAddress 127.0.0.1\nHostKey " << path("host_ed25519")
            << "\nAuthorizedKeysFile " << path("authorized_keys") << "\nPidFile " << path("sshd.pid")
            << "\nStrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\n"
               "PermitRootLogin prohibit-password\nSubsystem sftp /usr/lib/openssh/sftp-server\nMaxStartups 100\n"
               "LogLevel VERBOSE\n";
        // The client side, as a user's ~/.ssh/config would say it (passed as with ssh -F).
        std::ofstream(path("ssh_config"))
            << "Host lumatest\n    HostName 127.0.0.1\n    Port " << m_port << "\n\nHost *\n    User " << m_user
            << "\n    IdentityFile " << path("client_ed25519") << "\n    UserKnownHostsFile " << knownHosts()
            << "\n    GlobalKnownHostsFile " << path("no_global_known_hosts") << "\n    ConnectTimeout 10\n";
    }

    bool launch(std::string* log) {
        m_sshd.setProcessChannelMode(QProcess::MergedChannels);
        // A test that crashes takes its sshd with it.
        m_sshd.setChildProcessModifier([] { prctl(PR_SET_PDEATHSIG, SIGKILL); });
        m_sshd.start(kSshd, {"-D", "-e", "-f", QString::fromStdString(path("sshd_config"))});
        if (!m_sshd.waitForStarted(10000)) {
            *log = "cannot start " + std::string(kSshd);
            return false;
        }
        for (int i = 0; i < 200; ++i) {
            if (accepts(m_port)) return true;
            if (m_sshd.waitForFinished(50)) break;
        }
        m_sshd.waitForFinished(1000);
        *log = m_sshd.readAll().toStdString();
        if (m_sshd.state() != QProcess::NotRunning) {
            m_sshd.kill();
            m_sshd.waitForFinished(5000);
            *log += " (it did not listen within 10 s)";
        }
        return false;
    }

    static std::string comm(pid_t pid) {
        std::ifstream in("/proc/" + std::to_string(pid) + "/comm");
        std::string name;
        std::getline(in, name);
        return name;
    }

    // Every process below `root`, from /proc.
    static std::vector<pid_t> descendants(pid_t root) {
        if (root <= 0) return {}; // no process: pid 0's children are every process there is
        std::multimap<pid_t, pid_t> children;
        if (DIR* d = opendir("/proc")) {
            while (dirent* e = readdir(d)) {
                const pid_t pid = static_cast<pid_t>(std::atoi(e->d_name));
                if (pid <= 0) continue;
                std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
                std::string stat;
                std::getline(in, stat);
                const auto close = stat.rfind(')');
                if (close == std::string::npos) continue;
                std::istringstream rest(stat.substr(close + 2));
                char state;
                pid_t ppid = 0;
                rest >> state >> ppid;
                children.emplace(ppid, pid);
            }
            closedir(d);
        }
        std::vector<pid_t> out, todo = {root};
        while (!todo.empty()) {
            const pid_t p = todo.back();
            todo.pop_back();
            auto [a, b] = children.equal_range(p);
            for (auto it = a; it != b; ++it) {
                out.push_back(it->second);
                todo.push_back(it->second);
            }
        }
        return out;
    }

    QTemporaryDir m_dir;
    QProcess m_sshd;
    int m_port = 0;
    std::string m_user;
};

} // namespace luma::test
