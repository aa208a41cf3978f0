#pragma once
// One SSH connection (libssh), made as OpenSSH would make it: the ssh config (~/.ssh/config,
// or one file given as with `ssh -F`) supplies HostName, User, Port, IdentityFile,
// UserKnownHostsFile, ConnectTimeout and ProxyJump; host keys are checked against known_hosts
// (unknown: refused with the SHA256 fingerprint unless the user accepts it, and then recorded;
// changed or of another type: always refused); authentication is by public key only, through
// ssh-agent or key files; a password is never asked for, sent or stored. One connection
// belongs to one thread (libssh sessions are not shared between threads).
#include "remote/client/agent_transport.h"
#include "remote/client/ssh_target.h"

#include <string>

struct ssh_session_struct;
struct ssh_channel_struct;

namespace luma::client {

struct SshOptions {
    std::string configFile;        // "" = ~/.ssh/config and /etc/ssh/ssh_config, as ssh does
    bool acceptNewHostKey = false; // trust and record an unknown host key (never a changed one)
    double connectTimeoutS = 15;   // unless the ssh config says ConnectTimeout
    // The application heartbeat (libssh ignores ServerAliveInterval): after this much silence
    // the transport sends a protocol ping; after heartbeatDeadS without a byte the link is dead.
    double heartbeatIntervalS = 5;
    double heartbeatDeadS = 20;
};

// A connection that could not be made or broke; an AgentError, so that whoever runs agents
// treats it as a lost agent.
class SshError : public AgentError {
public:
    using AgentError::AgentError;
};

class HostKeyError : public SshError {
public:
    enum class Kind { Unknown, Changed, OtherType };
    HostKeyError(Kind kind, std::string fingerprint, const std::string& message)
        : SshError(message), m_kind(kind), m_fingerprint(std::move(fingerprint)) {}
    Kind kind() const { return m_kind; }
    const std::string& fingerprint() const { return m_fingerprint; } // "SHA256:…" of the key the host sent

private:
    Kind m_kind;
    std::string m_fingerprint;
};

struct HostKeyInfo {
    std::string type;           // "ssh-ed25519"
    std::string fingerprint;    // "SHA256:…"
    std::string knownHostsFile; // where it was checked (and recorded)
    bool newlyRecorded = false; // accepted now with acceptNewHostKey
};

struct CommandResult {
    int exitStatus = -1;  // -1: the host sent none (killed by a signal)
    std::string out, err; // each bounded to 1 MiB
};

class SshConnection {
public:
    // Connects, checks the host key and authenticates; throws SshError (HostKeyError for a
    // refused host key) with a message that names the host and what to do.
    SshConnection(const SshTarget& target, const SshOptions& options);
    ~SshConnection();
    SshConnection(const SshConnection&) = delete;
    SshConnection& operator=(const SshConnection&) = delete;

    const HostKeyInfo& hostKey() const { return m_hostKey; }
    const std::string& describe() const { return m_where; } // "root@127.0.0.1:2222"
    const SshOptions& options() const { return m_options; }

    // Runs `command` through the host's login shell and waits for it (at most `timeoutS`);
    // output is bounded. Throws SshError when the channel breaks or the time runs out.
    CommandResult run(const std::string& command, double timeoutS);
    // An exec channel running `command`, for a transport that streams over it (the caller
    // frees it with ssh_channel_close / ssh_channel_free before the connection goes).
    ssh_channel_struct* openExec(const std::string& command);
    // SFTP: writes `bytes` to `remotePath` (created, or truncated), with `mode`.
    void upload(const std::string& localPath, const std::string& remotePath, int mode);
    void writeFile(const std::string& remotePath, const std::string& bytes, int mode);
    ssh_session_struct* raw() { return m_s; }
    std::string lastError() const;

private:
    void verifyHostKey(const std::string& display);
    void authenticate();
    void sftpWrite(const std::string& remotePath, int mode, const std::string* bytes, const std::string* localPath);

    ssh_session_struct* m_s = nullptr;
    SshOptions m_options;
    std::string m_where;
    HostKeyInfo m_hostKey;
};

} // namespace luma::client
