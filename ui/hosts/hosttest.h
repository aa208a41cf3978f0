#pragma once
// What `luma hosts test` does, as a value the workbench can show: resolve the host (local, a
// URI or a profile) through makeLauncher, connect, check the host key, deploy the agent, greet
// it, and for slurm:// release the batch job again. It runs on a worker thread: everything comes
// in by value, every session it opens is closed before it returns, and it never throws.
#include "remote/client/agent_launcher.h"

#include <nlohmann/json.hpp>

#include <string>

namespace luma::ui {

struct HostTestOutcome {
    enum class Kind {
        Connected,      // the agent said hello
        UnknownHostKey, // not in known_hosts: `fingerprint` is what the host sent; accepting it tests again
        RefusedHostKey, // changed, or of another type: always refused (`message` says what to do)
        Failed,         // a bad host name or URI, no connection, no agent
    };
    Kind kind = Kind::Failed;
    std::string host;         // as the user named it
    std::string resolved;     // what it stands for ("ssh://…" for a profile)
    std::string message;      // the library's message when not Connected
    std::string fingerprint;  // "SHA256:…" of the host key (ssh:// and slurm:// hosts)
    std::string keyType;      // "ssh-ed25519"
    std::string knownHosts;   // where the key was checked (and recorded)
    bool newlyRecorded = false;
    std::string connection;   // "user@host:port"
    bool remote = false;      // an install on another host (ssh://, slurm://) that may have been reused
    bool reused = false;      // the identical agent install was already there
    std::string installDir, platform;
    double deploySeconds = 0;
    std::string slurmJob;     // "job 12 on node1, released: …"
    nlohmann::json hello;     // the agent's own words (Connected)
};

// `options.ssh.acceptNewHostKey` records an unknown host key in known_hosts as
// `luma hosts test --accept-new-host-key` does; a changed one is refused either way.
HostTestOutcome testHost(const std::string& host, const client::LaunchOptions& options);

} // namespace luma::ui
