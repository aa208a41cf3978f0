#include "remote/client/ssh_connection.h"

#include <libssh/callbacks.h>
#include <libssh/libssh.h>
#include <libssh/sftp.h>

#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <mutex>
#include <vector>

namespace luma::client {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kMaxCommandOutput = 1 << 20;
constexpr std::size_t kSftpChunk = 64 * 1024; // what every SFTP server accepts in one write

void initLibssh() {
    static std::once_flag once;
    std::call_once(once, [] { ssh_init(); });
}

// An encrypted key is skipped, never prompted for: LUMA asks for no secret (load such keys
// into ssh-agent).
int noPassphrase(const char*, char*, size_t, int, int, void*) { return -1; }

std::string getOption(ssh_session s, ssh_options_e which) {
    char* value = nullptr;
    if (ssh_options_get(s, which, &value) != SSH_OK || !value) return {};
    std::string out = value;
    ssh_string_free_char(value);
    return out;
}

std::string fingerprintOf(ssh_key key) {
    unsigned char* hash = nullptr;
    size_t len = 0;
    if (ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &len) != 0) return "SHA256:?";
    char* text = ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, len);
    ssh_clean_pubkey_hash(&hash);
    std::string out = text ? text : "SHA256:?";
    ssh_string_free_char(text);
    return out;
}

void append(std::string& to, const char* bytes, int n) {
    if (n <= 0 || to.size() >= kMaxCommandOutput) return;
    to.append(bytes, std::min<std::size_t>(static_cast<std::size_t>(n), kMaxCommandOutput - to.size()));
}

} // namespace

SshConnection::SshConnection(const SshTarget& target, const SshOptions& options) : m_options(options) {
    initLibssh();
    // A write to a connection (or a ProxyCommand pipe) that died must be an error we report,
    // not a signal that kills us.
    std::signal(SIGPIPE, SIG_IGN);
    m_s = ssh_new();
    if (!m_s) throw SshError("ssh: out of memory");
    static ssh_callbacks_struct callbacks = [] {
        ssh_callbacks_struct cb{};
        cb.auth_function = noPassphrase;
        ssh_callbacks_init(&cb);
        return cb;
    }();
    ssh_set_callbacks(m_s, &callbacks);
    const std::string named = target.uri();
    auto fail = [&](const std::string& what) {
        const std::string text = named + ": " + what;
        ssh_free(m_s);
        m_s = nullptr;
        throw SshError(text);
    };
    long timeout = static_cast<long>(options.connectTimeoutS < 1 ? 1 : options.connectTimeoutS);
    ssh_options_set(m_s, SSH_OPTIONS_TIMEOUT, &timeout);
    if (ssh_options_set(m_s, SSH_OPTIONS_HOST, target.host.c_str()) != SSH_OK) fail("bad host name: " + lastError());
    // The config is read for the host as named (an alias), then what the URI says wins, as on
    // ssh's command line. Reading it here (not in ssh_connect) keeps that order.
    if (!options.configFile.empty()) {
        if (!std::ifstream(options.configFile)) fail("cannot read the ssh config " + options.configFile);
        if (ssh_options_parse_config(m_s, options.configFile.c_str()) != SSH_OK)
            fail("ssh config " + options.configFile + ": " + lastError());
    } else if (ssh_options_parse_config(m_s, nullptr) != SSH_OK) {
        fail("ssh config: " + lastError());
    }
    bool off = false;
    ssh_options_set(m_s, SSH_OPTIONS_PROCESS_CONFIG, &off);
    // libssh 0.10 turns ProxyJump into `ssh … -W '[%h]:%p' jump` (the OpenSSH client): with
    // --ssh-config, that ssh must read the same file, or the jump host's alias, key and
    // known_hosts would come from ~/.ssh.
    if (!options.configFile.empty()) {
        const std::string proxy = getOption(m_s, SSH_OPTIONS_PROXYCOMMAND);
        if (proxy.rfind("ssh ", 0) == 0 && proxy.find(" -W '[%h]:%p' ") != std::string::npos) {
            const std::string withConfig = "ssh -F " + shellQuote(options.configFile) + proxy.substr(3);
            ssh_options_set(m_s, SSH_OPTIONS_PROXYCOMMAND, withConfig.c_str());
        }
    }
    if (!target.user.empty()) ssh_options_set(m_s, SSH_OPTIONS_USER, target.user.c_str());
    if (target.port) {
        unsigned int port = static_cast<unsigned int>(*target.port);
        ssh_options_set(m_s, SSH_OPTIONS_PORT, &port);
    }
    // Small writes (protocol lines, SFTP requests) go out at once: with Nagle's algorithm
    // against delayed ACKs, a 64 KiB SFTP write waited ~40 ms for its reply.
    int nodelay = 1;
    ssh_options_set(m_s, SSH_OPTIONS_NODELAY, &nodelay);
    // Public keys only: no password, no keyboard-interactive prompt, no Kerberos detour.
    ssh_options_set(m_s, SSH_OPTIONS_PASSWORD_AUTH, &off);
    ssh_options_set(m_s, SSH_OPTIONS_KBDINT_AUTH, &off);
    ssh_options_set(m_s, SSH_OPTIONS_GSSAPI_AUTH, &off);

    unsigned int port = 22;
    ssh_options_get_port(m_s, &port);
    const std::string host = getOption(m_s, SSH_OPTIONS_HOST);
    const std::string user = getOption(m_s, SSH_OPTIONS_USER);
    const std::string hostPort =
        (host.find(':') != std::string::npos ? "[" + host + "]" : host) + ":" + std::to_string(port);
    m_where = (user.empty() ? "" : user + "@") + hostPort;
    // How known_hosts names the host.
    const std::string display = port == 22 ? host : "[" + host + "]:" + std::to_string(port);

    if (ssh_connect(m_s) != SSH_OK) fail("cannot connect to " + hostPort + ": " + lastError());
    try {
        verifyHostKey(display);
        authenticate();
    } catch (const SshError&) {
        ssh_disconnect(m_s);
        ssh_free(m_s);
        m_s = nullptr;
        throw;
    }
}

SshConnection::~SshConnection() {
    if (!m_s) return;
    ssh_disconnect(m_s);
    ssh_free(m_s);
}

std::string SshConnection::lastError() const {
    const char* e = m_s ? ssh_get_error(m_s) : nullptr;
    return e && *e ? e : "unknown libssh error";
}

void SshConnection::verifyHostKey(const std::string& display) {
    ssh_key key = nullptr;
    if (ssh_get_server_publickey(m_s, &key) != SSH_OK) throw SshError("ssh " + display + ": the host sent no host key");
    m_hostKey.type = ssh_key_type_to_char(ssh_key_type(key));
    m_hostKey.fingerprint = fingerprintOf(key);
    ssh_key_free(key);
    m_hostKey.knownHostsFile = getOption(m_s, SSH_OPTIONS_KNOWNHOSTS);
    const std::string file = m_hostKey.knownHostsFile.empty() ? "known_hosts" : m_hostKey.knownHostsFile;
    const std::string removeHint =
        "If you know the host's key was replaced, remove the old entry with\n  ssh-keygen -R '" + display + "' -f " +
        file + "\nand connect again to see and accept the new fingerprint.";
    switch (ssh_session_is_known_server(m_s)) {
    case SSH_KNOWN_HOSTS_OK: return;
    case SSH_KNOWN_HOSTS_CHANGED: {
        std::string was;
        ssh_knownhosts_entry* entry = nullptr;
        if (ssh_session_get_known_hosts_entry(m_s, &entry) == SSH_KNOWN_HOSTS_CHANGED && entry && entry->publickey)
            was = fingerprintOf(entry->publickey);
        ssh_knownhosts_entry_free(entry);
        throw HostKeyError(
            HostKeyError::Kind::Changed, m_hostKey.fingerprint,
            "REMOTE HOST IDENTIFICATION HAS CHANGED for " + display + ": it sent the " + m_hostKey.type + " key " +
                m_hostKey.fingerprint + ", but " + file + " holds " + (was.empty() ? "another key" : was) +
                " for it. Someone could be eavesdropping on you (a man-in-the-middle attack), or the host "
                "key was just changed. LUMA refuses to connect (--accept-new-host-key never replaces a "
                "known key). " +
                removeHint);
    }
    case SSH_KNOWN_HOSTS_OTHER:
        throw HostKeyError(HostKeyError::Kind::OtherType, m_hostKey.fingerprint,
                           "host key of another type for " + display + ": it sent a " + m_hostKey.type + " key (" +
                               m_hostKey.fingerprint + "), but " + file +
                               " holds a key of another type for it. This can be an attack (a man in the middle) as "
                               "well as a reconfigured server; LUMA refuses to connect. " +
                               removeHint);
    case SSH_KNOWN_HOSTS_UNKNOWN:
    case SSH_KNOWN_HOSTS_NOT_FOUND:
        if (!m_options.acceptNewHostKey)
            throw HostKeyError(HostKeyError::Kind::Unknown, m_hostKey.fingerprint,
                               "the authenticity of host " + display + " can't be established: it is not in " + file +
                                   ". Its " + m_hostKey.type + " key fingerprint is " + m_hostKey.fingerprint +
                                   ". Compare it with the host's own (on the host: ssh-keygen -lf "
                                   "/etc/ssh/ssh_host_*_key.pub); if it matches, run again with --accept-new-host-key "
                                   "to trust it and record it in " +
                                   file + ".");
        if (ssh_session_update_known_hosts(m_s) != SSH_OK)
            throw SshError("ssh " + display + ": cannot record the host key in " + file + ": " + lastError());
        m_hostKey.newlyRecorded = true;
        return;
    case SSH_KNOWN_HOSTS_ERROR: break;
    }
    throw SshError("ssh " + display + ": cannot check the host key against " + file + ": " + lastError());
}

void SshConnection::authenticate() {
    // "none" first: it tells whether the server takes public keys at all.
    int rc = ssh_userauth_none(m_s, nullptr);
    if (rc == SSH_AUTH_SUCCESS) return;
    if (rc == SSH_AUTH_ERROR) throw SshError("ssh " + m_where + ": authentication failed: " + lastError());
    const int methods = ssh_userauth_list(m_s, nullptr);
    if (!(methods & SSH_AUTH_METHOD_PUBLICKEY))
        throw SshError("ssh " + m_where +
                       ": the server does not accept public keys; LUMA authenticates with keys only "
                       "(ssh-agent or IdentityFile) and never with a password");
    rc = ssh_userauth_publickey_auto(m_s, nullptr, nullptr);
    if (rc == SSH_AUTH_SUCCESS) return;
    if (rc == SSH_AUTH_ERROR) throw SshError("ssh " + m_where + ": authentication failed: " + lastError());
    throw SshError("ssh " + m_where +
                   ": permission denied (publickey): neither ssh-agent nor the key files (~/.ssh/id_*, "
                   "IdentityFile in the ssh config) hold a key this host accepts" +
                   std::string(rc == SSH_AUTH_PARTIAL ? " alone (it asks for a second factor)" : "") +
                   ". LUMA never uses passwords: add your key to ssh-agent (ssh-add) or name it with IdentityFile.");
}

CommandResult SshConnection::run(const std::string& command, double timeoutS) {
    ssh_channel ch = openExec(command);
    CommandResult r;
    const auto deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeoutS));
    char buf[16384];
    auto finish = [&](const std::string& error) {
        ssh_channel_close(ch);
        ssh_channel_free(ch);
        if (!error.empty()) throw SshError("ssh " + m_where + ": " + error);
    };
    for (;;) {
        // SSH_EOF (negative) only says the stream ended; SSH_ERROR is a broken connection.
        const int n = ssh_channel_read_nonblocking(ch, buf, sizeof buf, 0);
        if (n > 0) append(r.out, buf, n);
        const int m = n == SSH_ERROR ? 0 : ssh_channel_read_nonblocking(ch, buf, sizeof buf, 1);
        if (m > 0) append(r.err, buf, m);
        if (n == SSH_ERROR || m == SSH_ERROR) finish("the connection broke while running a command: " + lastError());
        if (n > 0 || m > 0) continue;
        if (ssh_channel_is_eof(ch)) break;
        if (Clock::now() >= deadline)
            finish("a command did not finish within " + std::to_string(static_cast<int>(timeoutS)) + " s");
        if (ssh_channel_poll_timeout(ch, 100, 0) == SSH_ERROR)
            finish("the connection broke while running a command: " + lastError());
    }
    r.exitStatus = ssh_channel_get_exit_status(ch);
    finish("");
    return r;
}

ssh_channel SshConnection::openExec(const std::string& command) {
    ssh_channel ch = ssh_channel_new(m_s);
    if (!ch) throw SshError("ssh " + m_where + ": cannot open a channel: " + lastError());
    if (ssh_channel_open_session(ch) != SSH_OK) {
        const std::string e = lastError();
        ssh_channel_free(ch);
        throw SshError("ssh " + m_where + ": cannot open a session channel: " + e);
    }
    if (ssh_channel_request_exec(ch, command.c_str()) != SSH_OK) {
        const std::string e = lastError();
        ssh_channel_close(ch);
        ssh_channel_free(ch);
        throw SshError("ssh " + m_where + ": the host refused to run a command: " + e);
    }
    return ch;
}

void SshConnection::upload(const std::string& localPath, const std::string& remotePath, int mode) {
    sftpWrite(remotePath, mode, nullptr, &localPath);
}

void SshConnection::writeFile(const std::string& remotePath, const std::string& bytes, int mode) {
    sftpWrite(remotePath, mode, &bytes, nullptr);
}

void SshConnection::sftpWrite(const std::string& remotePath, int mode, const std::string* bytes,
                              const std::string* localPath) {
    sftp_session sftp = sftp_new(m_s);
    if (!sftp) throw SshError("ssh " + m_where + ": cannot start SFTP: " + lastError());
    auto fail = [&](const std::string& what) {
        const std::string text = "ssh " + m_where + ": SFTP " + what + " (" + remotePath + "): " + lastError() +
                                 " (sftp error " + std::to_string(sftp_get_error(sftp)) + ")";
        sftp_free(sftp);
        throw SshError(text);
    };
    if (sftp_init(sftp) != SSH_OK) fail("cannot start (is the sftp subsystem enabled on the host?)");
    sftp_file f = sftp_open(sftp, remotePath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, static_cast<mode_t>(mode));
    if (!f) fail("cannot create the file");
    auto put = [&](const char* p, std::size_t n) {
        while (n > 0) {
            const std::size_t chunk = std::min(n, kSftpChunk);
            const ssize_t w = sftp_write(f, p, chunk);
            if (w <= 0) {
                sftp_close(f);
                fail("write failed");
            }
            p += w;
            n -= static_cast<std::size_t>(w);
        }
    };
    if (bytes) {
        put(bytes->data(), bytes->size());
    } else {
        std::ifstream in(*localPath, std::ios::binary);
        if (!in) {
            sftp_close(f);
            sftp_free(sftp);
            throw SshError("cannot read " + *localPath);
        }
        std::vector<char> buf(1 << 20);
        while (in) {
            in.read(buf.data(), static_cast<std::streamsize>(buf.size()));
            put(buf.data(), static_cast<std::size_t>(in.gcount()));
        }
    }
    if (sftp_close(f) != SSH_NO_ERROR) fail("close failed");
    sftp_free(sftp);
}

} // namespace luma::client
