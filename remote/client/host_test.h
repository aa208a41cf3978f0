#pragma once
// What `luma hosts test` and the workbench's hosts dialog do, as a value both faces print:
// resolve the host (local, a URI or a profile) through makeLauncher, connect, check the host key,
// deploy the agent, greet it, and for slurm:// release the batch job again. The dialog runs it
// on a worker thread: everything comes in by value, every session it opens is closed before it
// returns, and it never throws.
#include "remote/client/agent_launcher.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace luma::client {

struct HostTestOutcome {
    enum class Kind {
        Connected,      // the agent said hello
        UnknownHostKey, // not in known_hosts: `fingerprint` is what the host sent; accepting it tests again
        RefusedHostKey, // changed, or of another type: always refused (`message` says what to do)
        Failed,         // a bad host name or URI, no connection, no agent
    };
    Kind kind = Kind::Failed;
    std::string host;        // as the user named it
    std::string resolved;    // what it stands for ("ssh://…" for a profile)
    std::string message;     // the library's message when not Connected
    std::string fingerprint; // "SHA256:…" of the host key (ssh:// and slurm:// hosts)
    std::string keyType;     // "ssh-ed25519"
    std::string knownHosts;  // where the key was checked (and recorded)
    bool newlyRecorded = false;
    std::string connection; // "user@host:port"
    bool remote = false;    // an install on another host (ssh://, slurm://) that may have been reused
    bool reused = false;    // the identical agent install was already there
    std::string installDir, platform;
    double deploySeconds = 0;
    std::uintmax_t bytesUploaded = 0; // 0 when reused
    double connectSeconds = 0, handshakeSeconds = 0;
    std::string slurmJob;   // "job 12 ran the agent on node1; cancelled Slurm job 12"
    std::string partitions; // slurm://: what sinfo said (partition, availability, limit, nodes, state, gres)
    std::string jobId, node, released;
    double queueSeconds = 0;
    nlohmann::json hello; // the agent's own words (Connected)
};

// `options.ssh.acceptNewHostKey` records an unknown host key in known_hosts as
// `luma hosts test --accept-new-host-key` does; a changed one is refused either way.
HostTestOutcome testHost(const std::string& host, const LaunchOptions& options);

} // namespace luma::client
