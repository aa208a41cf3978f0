#pragma once
// Installs the bundled agent on an SSH host by content hash, so versions never mix: `luma-agent`
// and the kernel libraries next to it (libluma_kernels_*.so) go to
// `<root>/agent-<sha256>/` (root ~/.cache/luma unless the host's URI names another). The host
// is checked first (machine architecture, glibc at least the floor the binaries need); the
// files are uploaded with SFTP into a fresh temporary folder, checked on the host with
// sha256sum, made executable and renamed into place in one step, so a half-copied or mixed
// install can never be run; an identical install is reused; no lock files (two clients racing
// each finish their own folder and the second rename loses harmlessly).
#include "remote/client/ssh_connection.h"

#include <cstdint>
#include <string>
#include <vector>

namespace luma::client {

struct AgentFile {
    std::string name; // in the install folder
    std::string localPath;
    std::string sha256;
    std::uintmax_t bytes = 0;
};

struct AgentBundle {
    std::vector<AgentFile> files; // the agent first
    std::string manifest;         // sha256sum's format, one line per file
    std::string id;               // SHA-256 of the manifest: names the install folder
    std::string arch;             // the agent's ELF machine, as `uname -m` says it
    std::string glibcFloor;       // the newest GLIBC_x.y symbol version the files need ("" = none)
};

// The agent at `agentPath` and its kernel libraries; throws AgentError when it is missing.
AgentBundle bundleAgent(const std::string& agentPath);

struct AgentInstall {      // where the agent is installed on a host, and how it got there
    std::string directory; // absolute, on the host
    std::string agent;     // directory + "/luma-agent"
    bool reused = false;   // an identical install was already there
    std::uintmax_t bytesUploaded = 0;
    std::string hostArch, hostLibc;
    double seconds = 0;
};

// Installs (or finds) `bundle` on the host. `agentRoot` "" means ~/.cache/luma. `reinstall`
// replaces an install that turned out damaged. Throws SshError for an unsupported host, a
// failed upload or a checksum mismatch, naming the host and the cause.
AgentInstall deployAgent(SshConnection& connection, const AgentBundle& bundle, const std::string& agentRoot,
                         bool reinstall = false);

} // namespace luma::client
