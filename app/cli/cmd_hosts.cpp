// `luma hosts add NAME URI | list | remove NAME | test NAME|URI`: named hosts for campaigns
// (`hosts` in a campaign, `luma qualify --host`), and a check that connects, shows the host
// key, deploys the agent and prints what it says about its host (for slurm://, also what sinfo says and
// a batch job that ran the agent on a compute node, cancelled once seen).
#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/table.h"

#include "core/util/spec_error.h"
#include "remote/client/agent_launcher.h"
#include "remote/client/hello_facts.h"
#include "remote/client/host_profiles.h"
#include "remote/client/local_transport.h"
#include "remote/client/slurm_launcher.h"
#include "remote/client/ssh_launcher.h"

#include <iostream>

namespace luma::cli {

namespace {

std::string size(double bytes) {
    if (bytes >= 1048576) return fixed(bytes / 1048576, 1) + " MiB";
    return fixed(bytes / 1024, 1) + " KiB";
}

void printHello(std::ostream& out, const nlohmann::json& hello) {
    for (const auto& [label, value] : client::helloFacts(hello)) {
        if (label == "agent") {
            out << "Agent: " << value << '\n';
            continue;
        }
        // A value of several lines (accelerators, runtimes) goes under its label, indented.
        if (value.find('\n') == std::string::npos) out << "  " << label << ": " << value << '\n';
        else {
            out << "  " << label << ":\n    ";
            for (char ch : value) out << ch << (ch == '\n' ? "    " : "");
            out << '\n';
        }
    }
}

client::SshOptions sshOptions(const Args& args) {
    client::SshOptions o;
    o.configFile = args.optional("--ssh-config").value_or("");
    o.acceptNewHostKey = args.has("--accept-new-host-key");
    return o;
}

int testHost(const std::string& host, const Args& args) {
    client::LaunchOptions options{client::defaultAgentPath()};
    options.ssh = sshOptions(args);
    const auto launcher = client::makeLauncher(host, options, "", "NAME|URI");
    const auto* ssh = dynamic_cast<const client::SshLauncher*>(launcher.get());
    auto* slurm = dynamic_cast<client::SlurmLauncher*>(launcher.get());
    const bool json = args.has("--json");
    if (!json && launcher->host() != host) std::cout << "Host " << host << " = " << launcher->host() << '\n';
    std::unique_ptr<client::AgentSession> session;
    try {
        session = launcher->launch();
    } catch (const client::AgentError& e) {
        std::cerr << "luma hosts test: " << e.what() << '\n';
        return 1;
    }
    const nlohmann::json hello = session->hello();
    nlohmann::json report = {{"host", launcher->host()}};
    if (ssh && ssh->lastLaunch()) {
        const auto& r = *ssh->lastLaunch();
        const auto& d = r.deployment;
        report["connection"] = r.connection;
        report["host_key"] = {{"type", r.hostKey.type}, {"fingerprint", r.hostKey.fingerprint},
                              {"known_hosts", r.hostKey.knownHostsFile}, {"newly_recorded", r.hostKey.newlyRecorded}};
        report["deployment"] = {{"directory", d.directory}, {"reused", d.reused}, {"bytes_uploaded", d.bytesUploaded},
                                {"seconds", d.seconds}, {"arch", d.hostArch}, {"libc", d.hostLibc}};
        report["connect_s"] = r.connectSeconds;
        report["handshake_s"] = r.handshakeSeconds;
        if (!json) {
            std::cout << "Connected to " << r.connection << " in " << fixed(r.connectSeconds, 2) << " s\n";
            std::cout << "Host key: " << r.hostKey.type << ' ' << r.hostKey.fingerprint
                      << (r.hostKey.newlyRecorded ? " (new: accepted and recorded in " : " (known, in ")
                      << r.hostKey.knownHostsFile << ")\n";
            std::cout << "Platform: " << d.hostArch << ", " << d.hostLibc << '\n';
            if (d.reused)
                std::cout << "Agent: installed in " << d.directory << " (reused; checked in " << fixed(d.seconds, 2) << " s)\n";
            else
                std::cout << "Agent: deployed to " << d.directory << " (" << size(static_cast<double>(d.bytesUploaded))
                          << " uploaded and checked on the host in " << fixed(d.seconds, 2) << " s)\n";
            std::cout << "Handshake: " << fixed(r.handshakeSeconds, 2) << " s\n";
        }
    }
    if (slurm && slurm->lastLaunch()) {
        // What the login node said about the cluster, the job that runs the agent, and (below, in
        // the hello) the compute node; the job is cancelled once the test has seen it serve.
        const auto& r = *slurm->lastLaunch();
        const auto& d = r.deployment;
        session.reset();
        const std::string released = slurm->release();
        report["connection"] = r.connection;
        report["host_key"] = {{"type", r.hostKey.type}, {"fingerprint", r.hostKey.fingerprint},
                              {"known_hosts", r.hostKey.knownHostsFile}, {"newly_recorded", r.hostKey.newlyRecorded}};
        report["deployment"] = {{"directory", d.directory}, {"reused", d.reused}, {"bytes_uploaded", d.bytesUploaded},
                                {"seconds", d.seconds}, {"arch", d.hostArch}, {"libc", d.hostLibc}};
        report["slurm"] = {{"partitions", r.partitions}, {"job", r.jobId}, {"node", r.node}, {"queue_s", r.queueSeconds},
                           {"work_dir", r.workDir}, {"released", released}};
        report["handshake_s"] = r.handshakeSeconds;
        if (!json) {
            std::cout << "Login node: " << r.connection << ", host key " << r.hostKey.type << ' ' << r.hostKey.fingerprint
                      << (r.hostKey.newlyRecorded ? " (new: accepted and recorded in " : " (known, in ") << r.hostKey.knownHostsFile
                      << ")\n";
            std::cout << "Agent: " << (d.reused ? "installed in " : "deployed to ") << d.directory << " (" << d.hostArch << ", "
                      << d.hostLibc << ")\n";
            std::cout << "Partitions (sinfo: partition, availability, time limit, nodes, state, gres):\n";
            std::string lines = r.partitions;
            for (std::size_t start = 0; start < lines.size();) {
                const std::size_t nl = std::min(lines.find('\n', start), lines.size());
                std::cout << "  " << lines.substr(start, nl - start) << '\n';
                start = nl + 1;
            }
            std::cout << "Job submit: works: job " << r.jobId << " ran the agent on " << r.node << " after " << fixed(r.queueSeconds, 1)
                      << " s in the queue; handshake through the login node " << fixed(r.handshakeSeconds, 2) << " s\n";
            if (!released.empty()) std::cout << "Job: " << released << '\n';
        }
    }
    if (json) {
        report["hello"] = hello;
        std::cout << report.dump(2) << '\n';
        return 0;
    }
    printHello(std::cout, hello);
    return 0;
}

} // namespace

int hostsCommand(const ArgList& argv) {
    Args args(argv, {"--ssh-config"}, {"--json", "--accept-new-host-key"});
    const std::string action = args.positional(0, "what to do: add, list, remove or test");
    if (action == "test") {
        const std::string host = args.positional(1, "the host to test: a profile name or an ssh:// or slurm:// URI");
        args.expectPositionals(2);
        return testHost(host, args);
    }
    if (args.optional("--ssh-config") || args.has("--accept-new-host-key"))
        throw UsageError("--ssh-config and --accept-new-host-key are for luma hosts test");
    client::HostProfiles profiles;
    if (action == "add") {
        const std::string name = args.positional(1, "NAME");
        const std::string uri = args.positional(2, "URI (ssh://[user@]host[:port], ssh://alias or slurm://[user@]login-host[:port]?…)");
        args.expectPositionals(3);
        profiles.add(name, uri);
        profiles.save();
        std::cout << "Added " << name << " = " << uri << " to " << profiles.path() << " (luma hosts test " << name
                  << " connects and deploys the agent)\n";
        return 0;
    }
    if (action == "remove") {
        const std::string name = args.positional(1, "NAME");
        args.expectPositionals(2);
        if (!profiles.remove(name)) throw SpecError(profiles.path(), "", "no host named \"" + name + "\"");
        profiles.save();
        std::cout << "Removed " << name << " from " << profiles.path() << '\n';
        return 0;
    }
    if (action == "list") {
        args.expectPositionals(1);
        if (args.has("--json")) {
            nlohmann::json list = nlohmann::json::array();
            for (const auto& h : profiles.list()) list.push_back({{"name", h.name}, {"uri", h.uri}});
            std::cout << list.dump(2) << '\n';
            return 0;
        }
        if (profiles.list().empty()) {
            std::cout << "No hosts yet (" << profiles.path() << "); add one with luma hosts add NAME ssh://[user@]host[:port]\n";
            return 0;
        }
        Table t({"name", "uri"});
        for (const auto& h : profiles.list()) t.add({h.name, h.uri});
        t.print(std::cout);
        return 0;
    }
    throw UsageError("unknown action \"" + action + "\" (add, list, remove, test)");
}

} // namespace luma::cli
