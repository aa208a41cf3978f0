#pragma once
// The launcher for `slurm://` hosts: the agent runs in a Slurm batch job on a compute node, and
// the client reaches it through the login node over SSH, without a port and without an `srun`
// tied to the SSH session.
//
// Design: the agent is deployed to the shared home as for ssh:// (by content hash). Each
// launcher (one host of one campaign) gets a folder W = <agent_root>/slurm/<random tag> on the
// shared home and submits ONE batch job with `sbatch` that runs `luma-agent --worker W/runs` on
// its node for the launcher's life: every run of the campaign lands on the same allocated node,
// as a qualification needs. The client's session is `luma-agent --stdio --state-root W/runs
// --runs-by-worker` started on the login node over SSH: it queues each run in the shared spool,
// the worker runs it and writes its events to the run's events.jsonl, and the login agent
// follows that file exactly as it follows a detached run (remote/agent/worker_queue.h), so
// attach, ack and replay after a broken connection work unchanged. The hello describes the
// compute node (the worker's facts). The job is watched with `scontrol show job` (accounting may
// be off, so no sacct), a job that pends longer than max_pending or ends before its worker
// serves is a clear error with Slurm's reason and the job's log, and the job is cancelled with
// `scancel` when the launcher goes (the campaign ended or was cancelled); the worker also exits
// when no run came for a while, in case the client vanished. A job that ends mid-campaign (time
// limit, scancel, a lost node) loses the run it was running (run_lost: run again); the next run
// stays queued, the login agent closes its connection, and the pool's reconnect makes launch()
// submit a new job on the same spool, whose worker takes the queued run.
#include "remote/client/agent_deploy.h"
#include "remote/client/agent_launcher.h"
#include "remote/client/slurm_target.h"
#include "remote/client/ssh_connection.h"

#include <memory>
#include <optional>

namespace luma::client {

struct SlurmLaunchReport {
    HostKeyInfo hostKey;
    std::string connection; // "user@login:port"
    AgentInstall install;
    std::string partitions; // what sinfo says about the partition(s), one line each
    std::string workDir;    // W on the shared home
    std::string jobId, node;
    bool submitted = false; // a new job (false: the launcher's running job was reused)
    double queueSeconds = 0, handshakeSeconds = 0;
};

class SlurmLauncher : public AgentLauncher {
public:
    // `host` as the user named it (a profile name or the URI); `target` what it resolved to.
    SlurmLauncher(std::string host, SlurmTarget target, SshOptions options, std::string agentPath);
    ~SlurmLauncher() override; // release()s the job
    std::unique_ptr<AgentSession> launch() override;
    std::string host() const override { return m_host; }
    const std::optional<SlurmLaunchReport>& lastLaunch() const { return m_report; }
    // Cancels the batch job (scancel) and removes its folder; says what it did ("" when there was
    // no job). Never throws: a login node that cannot be reached is reported in the text.
    std::string release();
    // How often the job is polled while it pends or starts, at most (tests shorten it).
    void setPollCap(double seconds) { m_pollCapS = seconds; }

private:
    struct JobState {
        std::string state, reason, node; // state "" = Slurm no longer knows the job
        bool ready = false;              // the worker wrote worker.json
    };
    JobState query(SshConnection& c);
    void submit(SshConnection& c, SlurmLaunchReport& report);
    void awaitWorker(SshConnection& c, SlurmLaunchReport& report);
    std::string jobLog(SshConnection& c);

    std::string m_host;
    SlurmTarget m_target;
    SshOptions m_options;
    std::string m_agentPath;
    std::string m_tag;
    double m_pollCapS = 2;
    std::optional<AgentBundle> m_bundle;
    std::optional<SlurmLaunchReport> m_report;
    std::shared_ptr<SshConnection> m_conn; // the last launch's: for scancel at the end
    std::string m_workDir, m_jobId;
    std::string m_partitions; // checked on the first launch
};

} // namespace luma::client
