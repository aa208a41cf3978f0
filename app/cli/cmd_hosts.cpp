// `luma hosts add NAME URI | list | remove NAME | test NAME|URI` (and `profile`, in
// cmd_host_profile.cpp): named hosts for campaigns
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
#include "remote/client/host_test.h"
#include "remote/client/local_transport.h"
#include "remote/client/ssh_launcher.h"

#include <cmath>
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
        if (value.find('\n') == std::string::npos)
            out << "  " << label << ": " << value << '\n';
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
    const client::HostTestOutcome o = client::testHost(host, options); // the same test as the workbench's
    if (o.kind != client::HostTestOutcome::Kind::Connected) {
        std::cerr << "luma hosts test: " << o.message << '\n';
        return 1;
    }
    const bool json = args.has("--json");
    nlohmann::json report = {{"host", o.resolved}};
    if (o.remote) {
        report["connection"] = o.connection;
        report["host_key"] = {{"type", o.keyType},
                              {"fingerprint", o.fingerprint},
                              {"known_hosts", o.knownHosts},
                              {"newly_recorded", o.newlyRecorded}};
        report["deployment"] = {{"directory", o.installDir},
                                {"reused", o.reused},
                                {"bytes_uploaded", o.bytesUploaded},
                                {"seconds", o.deploySeconds},
                                {"platform", o.platform}};
        report["handshake_s"] = o.handshakeSeconds;
        if (o.jobId.empty())
            report["connect_s"] = o.connectSeconds;
        else
            report["slurm"] = {{"partitions", o.partitions},
                               {"job", o.jobId},
                               {"node", o.node},
                               {"queue_s", o.queueSeconds},
                               {"released", o.released}};
    }
    if (json) {
        report["hello"] = o.hello;
        std::cout << report.dump(2) << '\n';
        return 0;
    }
    if (o.resolved != host) std::cout << "Host " << host << " = " << o.resolved << '\n';
    if (o.remote) {
        const std::string key = o.keyType + ' ' + o.fingerprint +
                                (o.newlyRecorded ? " (new: accepted and recorded in " : " (known, in ") + o.knownHosts +
                                ")";
        if (o.jobId.empty()) {
            std::cout << "Connected to " << o.connection << " in " << fixed(o.connectSeconds, 2) << " s\n";
            std::cout << "Host key: " << key << '\n';
        } else {
            std::cout << "Login node: " << o.connection << ", host key " << key << '\n';
        }
        std::cout << "Platform: " << o.platform << '\n';
        if (o.reused)
            std::cout << "Agent: installed in " << o.installDir << " (reused; checked in " << fixed(o.deploySeconds, 2)
                      << " s)\n";
        else
            std::cout << "Agent: deployed to " << o.installDir << " (" << size(static_cast<double>(o.bytesUploaded))
                      << " uploaded and checked on the host in " << fixed(o.deploySeconds, 2) << " s)\n";
        if (!o.jobId.empty()) {
            // What the login node said about the cluster and the job that ran the agent (the hello
            // below describes the compute node); the job was cancelled once the test saw it serve.
            std::cout << "Partitions (sinfo: partition, availability, time limit, nodes, state, gres):\n";
            for (std::size_t start = 0; start < o.partitions.size();) {
                const std::size_t nl = std::min(o.partitions.find('\n', start), o.partitions.size());
                std::cout << "  " << o.partitions.substr(start, nl - start) << '\n';
                start = nl + 1;
            }
            std::cout << "Job submit: works: job " << o.jobId << " ran the agent on " << o.node << " after "
                      << fixed(o.queueSeconds, 1) << " s in the queue\n";
            if (!o.released.empty()) std::cout << "Job: " << o.released << '\n';
        }
        std::cout << "Handshake: " << fixed(o.handshakeSeconds, 2) << " s\n";
    }
    printHello(std::cout, o.hello);
    return 0;
}

// --eur-per-hour: a finite number, 0 or more (an owned host may cost nothing per hour).
double priceFlag(const std::string& text) {
    std::size_t used = 0;
    double v = -1;
    try {
        v = std::stod(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != text.size() || !std::isfinite(v) || v < 0)
        throw UsageError("--eur-per-hour wants a price in EUR per hour, 0 or more, not \"" + text + "\"");
    return v;
}

} // namespace

int hostsCommand(const ArgList& argv) {
    if (!argv.empty() && argv.front() == "profile") return hostsProfile(argv); // its own options
    Args args(argv, {"--ssh-config", "--eur-per-hour"}, {"--json", "--accept-new-host-key", "--spot"});
    const std::string action = args.positional(0, "what to do: add, list, remove, test or profile");
    if (action != "add" && (args.optional("--eur-per-hour") || args.has("--spot")))
        throw UsageError("--eur-per-hour and --spot are for luma hosts add");
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
        const std::string uri = args.positional(
            2, "URI (local, ssh://[user@]host[:port], ssh://alias or slurm://[user@]login-host[:port]?…)");
        args.expectPositionals(3);
        std::optional<double> price;
        if (auto p = args.optional("--eur-per-hour")) price = priceFlag(*p);
        profiles.add(name, uri, price, args.has("--spot"));
        profiles.save();
        std::cout << "Added " << name << " = " << uri
                  << (price ? " at " + trimmed(*price) + " EUR/h" + (args.has("--spot") ? " (spot)" : "") : "")
                  << " to " << profiles.path() << " (luma hosts test " << name << " connects and deploys the agent)\n";
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
            for (const auto& h : profiles.list()) {
                list.push_back({{"name", h.name}, {"uri", h.uri}});
                if (h.eurPerHour) list.back()["eur_per_hour"] = *h.eurPerHour;
                if (h.eurPerHour) list.back()["pricing"] = h.spot ? "spot" : "on-demand";
            }
            std::cout << list.dump(2) << '\n';
            return 0;
        }
        if (profiles.list().empty()) {
            std::cout << "No hosts yet (" << profiles.path()
                      << "); add one with luma hosts add NAME ssh://[user@]host[:port]\n";
            return 0;
        }
        Table t({"name", "uri", "EUR/h"});
        for (const auto& h : profiles.list())
            t.add({h.name, h.uri, h.eurPerHour ? trimmed(*h.eurPerHour) + (h.spot ? " (spot)" : "") : "-"});
        t.print(std::cout);
        return 0;
    }
    throw UsageError("unknown action \"" + action + "\" (add, list, remove, test, profile)");
}

} // namespace luma::cli
