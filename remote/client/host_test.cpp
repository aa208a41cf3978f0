#include "remote/client/host_test.h"

#include "core/util/spec_error.h"
#include "remote/client/slurm_launcher.h"
#include "remote/client/ssh_launcher.h"

#include <memory>

namespace luma::client {

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
    out.reused = r.install.reused;
    out.installDir = r.install.directory;
    out.platform = r.install.hostArch + ", " + r.install.hostLibc;
    out.deploySeconds = r.install.seconds;
    out.bytesUploaded = r.install.bytesUploaded;
    out.handshakeSeconds = r.handshakeSeconds;
}

} // namespace

HostTestOutcome testHost(const std::string& host, const LaunchOptions& options) {
    HostTestOutcome out;
    out.host = host;
    out.resolved = host;
    try {
        // The same resolution as `luma hosts test NAME|URI`: local, a URI, or a saved profile.
        const auto launcher = makeLauncher(host, options, "", "host");
        out.resolved = launcher->host();
        auto* ssh = dynamic_cast<SshLauncher*>(launcher.get());
        auto* slurm = dynamic_cast<SlurmLauncher*>(launcher.get());
        {
            const std::unique_ptr<AgentSession> session = launcher->launch();
            out.hello = session->hello();
        } // the agent is told to go before the job is released
        if (ssh && ssh->lastLaunch()) {
            takeLaunch(out, *ssh->lastLaunch());
            out.connectSeconds = ssh->lastLaunch()->connectSeconds;
        }
        if (slurm && slurm->lastLaunch()) {
            const auto& r = *slurm->lastLaunch();
            takeLaunch(out, r);
            out.partitions = r.partitions;
            out.jobId = r.jobId;
            out.node = r.node;
            out.queueSeconds = r.queueSeconds;
            out.slurmJob = "job " + r.jobId + " ran the agent on " + r.node;
            out.released = slurm->release(); // a test holds no compute node
            if (!out.released.empty()) out.slurmJob += "; " + out.released;
        }
        out.kind = HostTestOutcome::Kind::Connected;
    } catch (const HostKeyError& e) {
        out.kind = e.kind() == HostKeyError::Kind::Unknown ? HostTestOutcome::Kind::UnknownHostKey
                                                           : HostTestOutcome::Kind::RefusedHostKey;
        out.fingerprint = e.fingerprint();
        out.message = e.what();
    } catch (const std::exception& e) { // SpecError (bad host), AgentError/SshError (no connection, no agent)
        out.kind = HostTestOutcome::Kind::Failed;
        out.message = e.what();
    }
    return out;
}

} // namespace luma::client
