#include "ui/hosts/hosttest.h"

#include "core/util/spec_error.h"
#include "remote/client/slurm_launcher.h"
#include "remote/client/ssh_launcher.h"

#include <memory>

namespace luma::ui {

namespace {

// The host key and the install, alike for ssh:// and for slurm://'s login node.
template <class Report>
void takeLaunch(HostTestOutcome& out, const Report& r) {
    out.fingerprint = r.hostKey.fingerprint;
    out.keyType = r.hostKey.type;
    out.knownHosts = r.hostKey.knownHostsFile;
    out.newlyRecorded = r.hostKey.newlyRecorded;
    out.connection = r.connection;
    out.remote = true;
    out.reused = r.deployment.reused;
    out.installDir = r.deployment.directory;
    out.platform = r.deployment.hostArch + ", " + r.deployment.hostLibc;
    out.deploySeconds = r.deployment.seconds;
}

} // namespace

HostTestOutcome testHost(const std::string& host, const client::LaunchOptions& options) {
    HostTestOutcome out;
    out.host = host;
    out.resolved = host;
    try {
        // The same resolution as `luma hosts test NAME|URI`: local, a URI, or a saved profile.
        const auto launcher = client::makeLauncher(host, options, "", "host");
        out.resolved = launcher->host();
        auto* ssh = dynamic_cast<client::SshLauncher*>(launcher.get());
        auto* slurm = dynamic_cast<client::SlurmLauncher*>(launcher.get());
        {
            const std::unique_ptr<client::AgentSession> session = launcher->launch();
            out.hello = session->hello();
        } // the agent is told to go before the job is released
        if (ssh && ssh->lastLaunch()) takeLaunch(out, *ssh->lastLaunch());
        if (slurm && slurm->lastLaunch()) {
            const auto& r = *slurm->lastLaunch();
            takeLaunch(out, r);
            out.slurmJob = "job " + r.jobId + " ran the agent on " + r.node;
            const std::string released = slurm->release(); // a test holds no compute node
            if (!released.empty()) out.slurmJob += "; " + released;
        }
        out.kind = HostTestOutcome::Kind::Connected;
    } catch (const client::HostKeyError& e) {
        out.kind = e.kind() == client::HostKeyError::Kind::Unknown ? HostTestOutcome::Kind::UnknownHostKey
                                                                   : HostTestOutcome::Kind::RefusedHostKey;
        out.fingerprint = e.fingerprint();
        out.message = e.what();
    } catch (const std::exception& e) { // SpecError (bad host), AgentError/SshError (no connection, no agent)
        out.kind = HostTestOutcome::Kind::Failed;
        out.message = e.what();
    }
    return out;
}

} // namespace luma::ui
