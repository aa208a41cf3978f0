#include "remote/client/agent_deploy.h"

#include "core/util/sha256.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <sys/utsname.h>
#include <unistd.h>

namespace luma::client {

namespace {

namespace fs = std::filesystem;

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw AgentError("cannot read " + path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The machine an ELF file is built for, named as `uname -m` names it.
std::string elfArch(const std::string& bytes) {
    if (bytes.size() < 20 || bytes.compare(0, 4,
                                           "\x7f"
                                           "ELF") != 0)
        return {};
    const unsigned machine = static_cast<unsigned char>(bytes[18]) | static_cast<unsigned char>(bytes[19]) << 8;
    static const std::map<unsigned, std::string> names = {
        {62, "x86_64"}, {183, "aarch64"}, {243, "riscv64"}, {21, "ppc64le"}, {22, "s390x"}};
    const auto it = names.find(machine);
    return it == names.end() ? "elf-machine-" + std::to_string(machine) : it->second;
}

std::vector<int> versionParts(const std::string& text) {
    std::vector<int> out;
    std::istringstream in(text);
    std::string part;
    while (std::getline(in, part, '.')) {
        try {
            out.push_back(std::stoi(part));
        } catch (const std::exception&) {
            break;
        }
    }
    return out;
}

// The newest GLIBC_x.y[.z] symbol version named in `bytes` (the dynamic section's version needs).
std::string glibcNeeded(const std::string& bytes, std::string floor) {
    static const std::string tag = "GLIBC_";
    for (std::size_t at = bytes.find(tag); at != std::string::npos; at = bytes.find(tag, at + 1)) {
        std::size_t end = at + tag.size();
        while (end < bytes.size() && (std::isdigit(static_cast<unsigned char>(bytes[end])) || bytes[end] == '.')) ++end;
        const std::string version = bytes.substr(at + tag.size(), end - at - tag.size());
        if (version.empty() || !std::isdigit(static_cast<unsigned char>(version[0])) || version.back() == '.') continue;
        if (end < bytes.size() && bytes[end] != '\0') continue; // part of a longer word
        if (floor.empty() || versionParts(version) > versionParts(floor)) floor = version;
    }
    return floor;
}

std::string normalArch(const std::string& arch) { return arch == "arm64" ? "aarch64" : arch; }

// A POSIX sh expression for the install root on the host ("~" is the host user's home).
std::string rootExpression(const std::string& root) {
    if (root.empty()) return "\"$HOME\"/.cache/luma";
    if (root == "~") return "\"$HOME\"";
    if (root.rfind("~/", 0) == 0) return "\"$HOME\"/" + shellQuote(root.substr(2));
    if (root[0] == '/') return shellQuote(root);
    return "\"$HOME\"/" + shellQuote(root);
}

// Every script runs under /bin/sh, whatever the user's login shell is.
std::string sh(const std::string& script) { return "/bin/sh -c " + shellQuote(script); }

std::map<std::string, std::string> keyValues(const std::string& out) {
    std::map<std::string, std::string> kv;
    std::istringstream in(out);
    std::string line;
    while (std::getline(in, line))
        if (auto eq = line.find('='); eq != std::string::npos) kv[line.substr(0, eq)] = line.substr(eq + 1);
    return kv;
}

std::string trimmedTail(std::string text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
    if (text.size() > 2000) text = "…" + text.substr(text.size() - 2000);
    return text;
}

constexpr double kCommandTimeoutS = 120;
constexpr int kUnusedInstallDays = 30; // another version's install unused this long is removed

} // namespace

AgentBundle bundleAgent(const std::string& agentPath) {
    if (access(agentPath.c_str(), X_OK) != 0)
        throw AgentError("no agent to deploy: " + agentPath + " is missing or not executable");
    AgentBundle b;
    auto add = [&](const std::string& name, const std::string& path) {
        const std::string bytes = readAll(path);
        AgentFile f{name, path, sha256Hex(bytes), bytes.size()};
        if (b.files.empty()) b.arch = elfArch(bytes);
        b.glibcFloor = glibcNeeded(bytes, b.glibcFloor);
        b.manifest += f.sha256 + "  " + name + "\n";
        b.files.push_back(std::move(f));
    };
    add("luma-agent", agentPath);
    std::vector<std::string> libraries;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(agentPath).parent_path(), ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind("libluma_kernels_", 0) == 0 && entry.path().extension() == ".so" && entry.is_regular_file())
            libraries.push_back(name);
    }
    std::sort(libraries.begin(), libraries.end());
    for (const auto& name : libraries) add(name, (fs::path(agentPath).parent_path() / name).string());
    if (b.arch.empty()) {
        utsname u{};
        if (uname(&u) == 0) b.arch = u.machine;
    }
    b.id = sha256Hex(b.manifest);
    return b;
}

namespace {

// One round trip: what the host is, whether this very install is there (its folder's time
// says when it was last used), and if it is not, a fresh temporary folder for the upload
// (leftovers of uploads that died a day ago go). Other versions unused for 30 days, with no
// process running from them (their path as fixed text in `ps`), are removed; where ps cannot
// list processes nothing is (it cannot be told).
std::string probeScript(const std::string& setRoot, const std::string& manifest, bool reinstall) {
    const std::string installed =
        "[ -x \"$D/luma-agent\" ] && [ \"$(cat \"$D/MANIFEST.sha256\" 2>/dev/null)\" = " + shellQuote(manifest) + " ]";
    const std::string removeUnused =
        "if P=$(ps -eo args= 2>/dev/null); then for O in \"$R\"/agent-*; do "
        "case \"$O\" in *.tmp-*|\"$D\") continue;; esac; [ -d \"$O\" ] || continue; "
        "[ -n \"$(find \"$O\" -maxdepth 0 -mtime +" +
        std::to_string(kUnusedInstallDays) +
        ")\" ] || continue; "
        "case \"$P\" in *\"$O/\"*) continue;; esac; rm -rf \"$O\" && echo \"removed=$O\"; done; fi; ";
    return sh(
        setRoot +
        "echo \"arch=$(uname -m)\"; echo \"libc=$(getconf GNU_LIBC_VERSION 2>/dev/null)\"; echo \"root=$R\"; "
        "command -v sha256sum >/dev/null 2>&1 && echo sha256sum=yes; [ -d \"$R\" ] && { " +
        removeUnused + "}; " +
        (reinstall ? std::string() : "if " + installed + "; then touch \"$D\"; echo installed=yes; exit 0; fi; ") +
        "mkdir -p \"$R\" && chmod 700 \"$R\" 2>/dev/null; "
        "find \"$R\" -maxdepth 1 -name 'agent-*.tmp-*' -mmin +1440 -exec rm -rf {} + 2>/dev/null; "
        "T=$(mktemp -d \"$D.tmp-XXXXXX\") && echo \"tmp=$T\"; exit 0");
}

// Why this agent cannot run on the host the probe described (empty when it can).
std::string hostMismatch(const AgentBundle& b, const AgentInstall& d, bool hasSha256sum) {
    if (!b.arch.empty() && normalArch(d.hostArch) != b.arch)
        return "unsupported host: it is " + d.hostArch + ", and this luma-agent is built for " + b.arch +
               " (LUMA deploys the agent it was built with; build LUMA for " + d.hostArch + " to use this host)";
    if (!b.glibcFloor.empty()) {
        if (d.hostLibc.rfind("glibc ", 0) != 0)
            return "unsupported host: its C library is not glibc (getconf GNU_LIBC_VERSION says \"" + d.hostLibc +
                   "\"; musl?), and luma-agent needs glibc " + b.glibcFloor + " or newer";
        const std::string version = d.hostLibc.substr(6);
        if (versionParts(version) < versionParts(b.glibcFloor))
            return "unsupported host: it has glibc " + version + ", and this luma-agent needs glibc " + b.glibcFloor +
                   " or newer (build LUMA on an older distribution to reach this host)";
    }
    if (!hasSha256sum)
        return "the host has no sha256sum (GNU coreutils): LUMA checks every upload on the host before it runs it";
    return {};
}

// The uploaded folder checked on the host, made executable, renamed into place in one step.
void installUpload(SshConnection& c, const std::string& setRoot, const std::string& tmp, const std::string& manifest,
                   bool reinstall, const AgentInstall& d, const std::string& where) {
    const std::string moveOld =
        reinstall ? "if [ -e \"$D\" ]; then mv -T \"$D\" \"$D.old-$$\" && rm -rf \"$D.old-$$\"; fi; " : "";
    const CommandResult done =
        c.run(sh(setRoot + "T=" + shellQuote(tmp) +
                 "; cd \"$T\" || exit 3; "
                 "if ! sha256sum -c --quiet MANIFEST.sha256 >&2; then cd /; rm -rf \"$T\"; exit 4; fi; "
                 "chmod 755 * && chmod 644 MANIFEST.sha256 && chmod 755 \"$T\" || exit 5; cd /; " +
                 moveOld +
                 "if mv -T \"$T\" \"$D\" 2>/dev/null; then echo installed; else rm -rf \"$T\"; "
                 "if [ \"$(cat \"$D/MANIFEST.sha256\" 2>/dev/null)\" = " +
                 shellQuote(manifest) +
                 " ]; then echo raced; "
                 "else echo \"cannot rename the upload to $D\" >&2; exit 6; fi; fi"),
              kCommandTimeoutS);
    if (done.exitStatus == 4)
        throw SshError(where + ": the upload arrived damaged (SHA-256 mismatch on the host), nothing was installed: " +
                       trimmedTail(done.err));
    if (done.exitStatus != 0)
        throw SshError(where + ": cannot install the agent in " + d.directory + ": " + trimmedTail(done.err));
}

} // namespace

AgentInstall deployAgent(SshConnection& c, const AgentBundle& b, const std::string& agentRoot, bool reinstall) {
    const auto start = std::chrono::steady_clock::now();
    const std::string where = "ssh " + c.describe();
    std::string manifest = b.manifest;
    while (!manifest.empty() && manifest.back() == '\n') manifest.pop_back(); // as $(cat …) reads it
    const std::string folder = "agent-" + b.id;
    const std::string setRoot = "R=" + rootExpression(agentRoot) + "; D=\"$R\"/" + folder + "; ";

    const CommandResult probe = c.run(probeScript(setRoot, manifest, reinstall), kCommandTimeoutS);
    auto kv = keyValues(probe.out);
    if (probe.exitStatus != 0 || !kv.count("arch") || !kv.count("root"))
        throw SshError(where + ": the host did not answer the platform check (uname, getconf through /bin/sh): " +
                       trimmedTail(probe.err.empty() ? probe.out : probe.err));
    AgentInstall d;
    d.hostArch = kv["arch"];
    d.hostLibc = kv["libc"];
    const std::string root = kv["root"];
    if (root.empty() || root[0] != '/')
        throw SshError(where + ": the agent root \"" + root + "\" is not an absolute path on the host");
    d.directory = root + "/" + folder;
    d.agent = d.directory + "/luma-agent";
    const std::string tmp = kv.count("tmp") ? kv["tmp"] : "";
    // Refusing the host takes the temporary folder away again.
    auto refuse = [&](const std::string& why) {
        if (tmp.rfind(d.directory + ".tmp-", 0) == 0) {
            try {
                c.run("rm -rf " + shellQuote(tmp), kCommandTimeoutS);
            } catch (const SshError&) {
                // Left for the next deploy's clean-up of day-old leftovers.
            }
        }
        throw SshError(where + ": " + why);
    };
    if (const std::string why = hostMismatch(b, d, kv.count("sha256sum") > 0); !why.empty()) refuse(why);
    if (kv.count("installed")) {
        d.reused = true;
        d.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return d;
    }
    if (tmp.rfind(d.directory + ".tmp-", 0) != 0 || tmp.find('/', d.directory.size()) != std::string::npos)
        refuse("cannot create a folder under " + root + ": " + trimmedTail(probe.err));
    for (const auto& f : b.files) {
        c.upload(f.localPath, tmp + "/" + f.name, 0600);
        d.bytesUploaded += f.bytes;
    }
    c.writeFile(tmp + "/MANIFEST.sha256", b.manifest, 0644);
    installUpload(c, setRoot, tmp, manifest, reinstall, d, where);
    d.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return d;
}

} // namespace luma::client
