#include "remote/client/slurm_launcher.h"

#include "remote/client/ssh_transport.h"

#include <chrono>
#include <cstdio>
#include <random>
#include <set>
#include <thread>

namespace luma::client {

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// The value of `key=` in scontrol's one-line output (the host's word: bounded, never trusted).
std::string field(const std::string& text, const std::string& key) {
    std::size_t at = 0;
    while ((at = text.find(key + "=", at)) != std::string::npos) {
        if (at == 0 || text[at - 1] == ' ' || text[at - 1] == '\n') break;
        at += key.size();
    }
    if (at == std::string::npos) return "";
    const std::size_t from = at + key.size() + 1;
    const std::size_t end = text.find_first_of(" \n", from);
    return text.substr(from, std::min<std::size_t>(end == std::string::npos ? text.size() - from : end - from, 200));
}

std::string lastLines(const std::string& text, std::size_t maxBytes) {
    std::string t = text.size() > maxBytes ? text.substr(text.size() - maxBytes) : text;
    while (!t.empty() && (t.back() == '\n' || t.back() == ' ')) t.pop_back();
    return t;
}

// States in which the job may still come to serve runs; any other one has ended.
bool mayServe(const std::string& state) {
    static const std::set<std::string> live = {"PENDING",      "CONFIGURING", "RUNNING",  "REQUEUED",
                                               "REQUEUE_HOLD", "REQUEUE_FED", "RESIZING", "SUSPENDED"};
    return live.count(state) > 0;
}

std::string randomTag() {
    std::random_device rd;
    char buf[17];
    std::snprintf(buf, sizeof buf, "%08x%08x", rd(), rd());
    return buf;
}

} // namespace

SlurmLauncher::SlurmLauncher(std::string host, SlurmTarget target, SshOptions options, std::string agentPath)
    : m_host(std::move(host)), m_target(std::move(target)), m_options(std::move(options)),
      m_agentPath(std::move(agentPath)), m_tag(randomTag()) {}

SlurmLauncher::~SlurmLauncher() { release(); }

std::string SlurmLauncher::jobLog(SshConnection& c) {
    try {
        const auto r = c.run("tail -c 2000 " + shellQuote(m_workDir + "/job.log") + " 2>/dev/null", 15);
        const std::string log = lastLines(r.out, 2000);
        return log.empty() ? "" : "; its log (" + m_workDir + "/job.log): " + log;
    } catch (const std::exception&) {
        return "";
    }
}

SlurmLauncher::JobState SlurmLauncher::query(SshConnection& c) {
    const auto r = c.run("scontrol show job -o " + shellQuote(m_jobId) + " 2>&1; echo; test -s " +
                             shellQuote(m_workDir + "/runs/worker.json") + " && echo LUMA_WORKER_READY",
                         30);
    JobState s;
    s.state = field(r.out, "JobState");
    s.reason = field(r.out, "Reason");
    s.node = field(r.out, "NodeList");
    s.ready = r.out.find("\nLUMA_WORKER_READY") != std::string::npos;
    if (s.state.empty() && r.out.find("Invalid job id") == std::string::npos)
        throw SshError("slurm " + c.describe() + ": scontrol show job " + m_jobId +
                       " said neither a state nor that the job is gone: " + lastLines(r.out, 500));
    return s;
}

void SlurmLauncher::submit(SshConnection& c, SlurmLaunchReport& report) {
    const std::string where = "slurm " + c.describe();
    if (m_partitions.empty()) {
        // Is this a Slurm login node, and does it have the partition? (sinfo needs no accounting.)
        const std::string sinfo = "sinfo -h -o '%P %a %l %D %T %G'" +
                                  (m_target.partition.empty() ? "" : " -p " + shellQuote(m_target.partition));
        const auto r =
            c.run("command -v sbatch >/dev/null && command -v scontrol >/dev/null && command -v scancel >/dev/null || "
                  "{ echo 'no sbatch, scontrol or scancel on PATH' >&2; exit 127; }; " +
                      sinfo,
                  30);
        if (r.exitStatus == 127)
            throw SshError(where +
                           ": no sbatch, scontrol or scancel on the login node's PATH (is it a Slurm login node?)");
        if (r.exitStatus != 0)
            throw SshError(
                where + ": sinfo failed (is Slurm reachable from the login node?): " + lastLines(r.err + r.out, 1000));
        m_partitions = lastLines(r.out, 2000);
        if (m_partitions.empty())
            throw SshError(where + ": sinfo knows no partition" +
                           (m_target.partition.empty() ? std::string() : " \"" + m_target.partition + "\"") +
                           " (sinfo -s lists the cluster's partitions)");
    }
    report.partitions = m_partitions;
    std::string args =
        "--parsable --job-name=luma-agent --nodes=1 --ntasks=1 --output=" + shellQuote(m_workDir + "/job.log") +
        " --chdir=" + shellQuote(m_workDir);
    if (m_target.exclusive) args += " --exclusive";
    if (!m_target.partition.empty()) args += " --partition=" + shellQuote(m_target.partition);
    if (!m_target.account.empty()) args += " --account=" + shellQuote(m_target.account);
    if (!m_target.gres.empty()) args += " --gres=" + shellQuote(m_target.gres);
    if (!m_target.time.empty()) args += " --time=" + shellQuote(m_target.time);
    // The worker leaves on its own after 10 idle minutes, should scancel never come.
    const std::string runs = m_workDir + "/runs";
    const std::string worker =
        "exec " + shellQuote(report.install.agent) + " --worker " + shellQuote(runs) + " --idle-exit 600";
    const auto r = c.run("mkdir -p " + shellQuote(runs) + " && rm -f " + shellQuote(runs + "/worker.json") + " " +
                             shellQuote(runs + "/stop") + " && sbatch " + args + " --wrap=" + shellQuote(worker),
                         60);
    std::string id = lastLines(r.out, 200);
    id = id.substr(0, id.find(';')); // "jobid;cluster" on a federation
    if (r.exitStatus != 0 || id.empty() || id.find_first_not_of("0123456789") != std::string::npos)
        throw SshError(where + ": sbatch refused the agent's job: " + lastLines(r.err.empty() ? r.out : r.err, 1000));
    m_jobId = id;
    report.submitted = true;
}

void SlurmLauncher::awaitWorker(SshConnection& c, SlurmLaunchReport& report) {
    const auto start = Clock::now();
    double pause = 0.05;
    for (;;) {
        const JobState s = query(c);
        if (s.state == "RUNNING" && s.ready) {
            report.node = s.node;
            report.queueSeconds = since(start);
            return;
        }
        if (!mayServe(s.state)) {
            const std::string job = m_jobId;
            m_jobId.clear();
            throw SshError(
                "slurm " + c.describe() + ": job " + job + " ended before its agent served runs" +
                (s.state.empty() ? " (Slurm no longer knows it)" : " (" + s.state + ", reason " + s.reason + ")") +
                jobLog(c));
        }
        if (since(start) > m_target.maxPendingS) {
            const std::string job = m_jobId;
            const std::string cancelled = release();
            throw SshError("slurm " + c.describe() + ": job " + job + " was still " + s.state + " after " +
                           std::to_string(static_cast<long long>(m_target.maxPendingS)) + " s (reason " + s.reason +
                           "; max_pending in the URI waits longer); " + cancelled);
        }
        std::this_thread::sleep_for(std::chrono::duration<double>(pause));
        pause = std::min(m_pollCapS, pause * 2);
    }
}

std::unique_ptr<AgentSession> SlurmLauncher::launch() {
    if (!m_bundle) m_bundle = bundleAgent(m_agentPath);
    SlurmLaunchReport report;
    auto connection = std::make_shared<SshConnection>(m_target.login, m_options);
    m_conn = connection;
    report.hostKey = connection->hostKey();
    report.connection = connection->describe();
    report.install = deployAgent(*connection, *m_bundle, m_target.login.agentRoot);
    const std::string root = report.install.directory.substr(0, report.install.directory.rfind('/'));
    m_workDir = root + "/slurm/" + m_tag;
    report.workDir = m_workDir;
    report.partitions = m_partitions;
    // A reconnect finds the job it had, serving or on its way; one that ended is replaced (its
    // runs' spools say run_lost to whoever attaches to them).
    if (!m_jobId.empty() && !mayServe(query(*connection).state)) m_jobId.clear();
    if (m_jobId.empty()) submit(*connection, report);
    report.jobId = m_jobId;
    awaitWorker(*connection, report);
    const auto start = Clock::now();
    auto session = std::make_unique<AgentSession>(
        std::make_unique<SshTransport>(connection,
                                       "exec " + shellQuote(report.install.agent) + " --stdio --state-root " +
                                           shellQuote(m_workDir + "/runs") + " --runs-by-worker",
                                       m_host));
    const nlohmann::json hello = session->handshake();
    report.handshakeSeconds = since(start);
    const auto named = hello.find("build_sha256"); // the host's word: checked, not trusted
    const std::string build = named != hello.end() && named->is_string() ? named->get<std::string>() : "";
    if (!build.empty() && build != m_bundle->files.front().sha256)
        throw SshError("slurm " + connection->describe() + ": the agent in " + report.install.directory +
                       " reports build " + build + ", not the uploaded " + m_bundle->files.front().sha256 +
                       " (remove that folder and try again)");
    m_report = report;
    return session;
}

std::string SlurmLauncher::release() {
    if (m_jobId.empty() || !m_conn) return "";
    const std::string job = m_jobId;
    m_jobId.clear();
    // scancel's status, not rm's, says whether the job was cancelled.
    const std::string command = "scancel " + shellQuote(job) + "; s=$?; rm -rf " + shellQuote(m_workDir) + "; exit $s";
    // The last launch's connection first; a fresh one when that link is gone.
    for (int attempt = 0; attempt < 2; ++attempt) {
        try {
            if (attempt > 0) m_conn = std::make_shared<SshConnection>(m_target.login, m_options);
            const auto r = m_conn->run(command, 30);
            if (r.exitStatus == 0) return "cancelled Slurm job " + job;
            return "scancel " + job + " failed: " + lastLines(r.err, 500);
        } catch (const std::exception& e) {
            if (attempt > 0)
                return "could not cancel Slurm job " + job + " (cancel it with scancel " + job + "): " + e.what();
        }
    }
    return "";
}

} // namespace luma::client
