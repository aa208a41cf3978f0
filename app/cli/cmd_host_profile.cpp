// `luma hosts profile NAME|URI` and `luma machine from-host NAME|URI`: a measured profile of a
// host (luma.hostprofile/1), kept in a project as evidence and reused there while the agent
// build and the hardware facts of the agent's hello are the same; and the luma.machine/1 of it.
#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/table.h"

#include "core/evidence/store.h"
#include "core/model/host_machine.h"
#include "core/model/host_profile.h"
#include "core/util/json_file.h"
#include "core/util/spec_error.h"
#include "remote/client/agent_launcher.h"
#include "remote/client/host_profiler.h"
#include "remote/client/local_transport.h"

#include <fstream>
#include <iostream>
#include <optional>

namespace luma::cli {

namespace {

const std::set<std::string> kProfileValues = {"--db", "--out", "--ssh-config", "--backend"};
const std::set<std::string> kProfileSwitches = {"--json", "--quick", "--remeasure", "--accept-new-host-key"};

struct Obtained {
    HostProfile profile;
    bool reused = false;
};

// The newest profile the project holds for this agent build and hardware, if any.
std::optional<HostProfile> storedProfile(const EvidenceStore& store, const nlohmann::json& hello, bool quick,
                                         const std::string& backend) {
    const auto specs = store.specs("hostprofile");
    for (auto it = specs.rbegin(); it != specs.rend(); ++it) {
        const HostProfile p = parseHostProfile(*it, store.path() + " (host profile)");
        if (client::profileMatchesHello(p, hello, backend) && p.probes.value("quick", false) == quick) return p;
    }
    return std::nullopt;
}

Obtained obtain(const std::string& host, const Args& args) {
    client::LaunchOptions options{client::defaultAgentPath()};
    options.ssh.configFile = args.optional("--ssh-config").value_or("");
    options.ssh.acceptNewHostKey = args.has("--accept-new-host-key");
    const auto launcher = client::makeLauncher(host, options, "", "host");
    const std::unique_ptr<client::AgentSession> session = launcher->launch();
    std::optional<EvidenceStore> store;
    if (auto db = args.optional("--db")) store.emplace(*db);
    const bool quick = args.has("--quick");
    const std::string backend = args.optional("--backend").value_or("cpu");
    if (backend != "cpu" && backend != "cuda" && backend != "hip")
        throw UsageError("--backend is cpu, cuda or hip, not \"" + backend + "\"");
    if (store && !args.has("--remeasure"))
        if (auto p = storedProfile(*store, session->hello(), quick, backend)) return {*p, true};
    client::HostProfileOptions o;
    o.quick = quick;
    o.backend = backend;
    const bool quiet = args.has("--json");
    o.progress = [&](const std::string& line) {
        if (!quiet) std::cerr << "  measuring: " << line << '\n';
    };
    Obtained out{client::measureHostProfile(*session, host, o), false};
    if (store) store->putSpec(out.profile.hash, "hostprofile", out.profile.spec);
    return out;
}

void printProfile(std::ostream& out, const Obtained& o, const Args& args) {
    const HostProfile& p = o.profile;
    out << "Host profile of " << p.host << " (" << p.name << "): " << p.device << '\n';
    if (o.reused)
        out << "Reused from " << *args.optional("--db") << ": measured " << p.measuredAt
            << " by the same agent build on the same hardware (--remeasure measures again)\n";
    else
        out << "Measured in " << fixed(p.seconds, 1) << " s"
            << (args.optional("--db") ? ", stored in " + *args.optional("--db") : std::string()) << '\n';
    Table t({"quantity", "value", "from"});
    t.add(
        {"compute units", std::to_string(p.computeUnits), p.backend == "cpu" ? "hello (CPU threads)" : "hello (SMs)"});
    t.add({"memory capacity", num(p.memoryGib, 4) + " GiB", "hello"});
    t.add({"stream bandwidth", num(p.streamGbps, 4) + " GB/s", "bandwidth probe (best kernel)"});
    t.add({"FP32 FMA peak", num(p.fmaGflops, 4) + " GFLOP/s", "compute probe"});
    for (const auto& format : hostProfileFormats())
        if (auto it = p.gemmGflops.find(format); it != p.gemmGflops.end())
            t.add({"GEMM, " + format + " weights", num(it->second, 4) + " GFLOP/s", "emulator, prefill-heavy"});
    for (const auto& [workers, share] : p.computeScaling)
        if (workers < p.computeUnits)
            t.add({"GEMM, " + std::to_string(workers) + " of " + std::to_string(p.computeUnits) + " workers",
                   num(share * 100, 3) + " % of all", "emulator, bf16, fewer workers"});
    t.add({"per-iteration overhead", num(p.iterationOverheadUs, 3) + " us", "emulator decode runs, fitted"});
    t.add({"per-layer overhead", num(p.layerOverheadUs, 3) + " us", "emulator, 1 vs 16 layers"});
    t.add({"per-sequence overhead", num(p.sequenceOverheadUs, 3) + " us", "emulator, 1 vs 16 sequences"});
    t.add({"memory reserve", num(p.runtimeReserveGib * 1024, 4) + " MiB", "emulator out-of-memory report"});
    t.print(out);
    out << "Agent " << p.agentVersion << " (sha256 " << p.agentSha256.substr(0, 12) << "…), hardware facts sha256 "
        << p.factsSha256.substr(0, 12) << "…, profile sha256 " << p.hash << '\n';
}

long long optionalCount(const Args& args, const char* flag, long long fallback) {
    auto text = args.optional(flag);
    if (!text) return fallback;
    try {
        std::size_t used = 0;
        const long long v = std::stoll(*text, &used);
        if (used == text->size() && v >= 1) return v;
    } catch (const std::exception&) {}
    throw UsageError(std::string(flag) + " expects a whole number of at least 1, got \"" + *text + "\"");
}

} // namespace

int hostsProfile(const ArgList& argv) {
    Args args(argv, kProfileValues, kProfileSwitches);
    const std::string host = args.positional(1, "the host to profile: local, a hosts name or an ssh:// URI");
    args.expectPositionals(2);
    Obtained o;
    try {
        o = obtain(host, args);
    } catch (const client::AgentError& e) { // no agent, or a probe run failed: said, not an internal error
        std::cerr << "luma hosts profile: " << e.what() << '\n';
        return 1;
    }
    if (auto out = args.optional("--out")) writeJsonFile(*out, o.profile.spec);
    if (args.has("--json")) {
        nlohmann::json report = {{"host", host},
                                 {"hash", o.profile.hash},
                                 {"reused", o.reused},
                                 {"project", args.optional("--db") ? nlohmann::json(*args.optional("--db")) : nullptr},
                                 {"profile", o.profile.spec}};
        std::cout << report.dump(2) << '\n';
        return 0;
    }
    printProfile(std::cout, o, args);
    if (auto out = args.optional("--out")) std::cout << "Wrote " << *out << '\n';
    return 0;
}

int machineCommand(const ArgList& argv) {
    std::set<std::string> values = kProfileValues;
    values.insert({"--name", "--host-profile", "--max-sequences", "--max-batched-tokens"});
    Args args(argv, values, {"--quick", "--remeasure", "--accept-new-host-key"});
    const std::string action = args.positional(0, "what to do: from-host");
    if (action != "from-host") throw UsageError("unknown action \"" + action + "\" (from-host)");
    const std::string out = args.required("--out");
    Obtained o;
    if (auto file = args.optional("--host-profile")) {
        args.expectPositionals(1);
        if (args.optional("--db") || args.has("--quick") || args.has("--remeasure"))
            throw UsageError("--host-profile takes the profile from a file: --db, --quick and --remeasure measure");
        o.profile = loadHostProfile(*file);
        o.reused = true;
    } else {
        const std::string host = args.positional(1, "the host: local, a hosts name or an ssh:// URI");
        args.expectPositionals(2);
        try {
            o = obtain(host, args);
        } catch (const client::AgentError& e) {
            std::cerr << "luma machine from-host: " << e.what() << '\n';
            return 1;
        }
    }
    Runtime runtime;
    runtime.maxSequences = optionalCount(args, "--max-sequences", runtime.maxSequences);
    runtime.maxBatchedTokens = optionalCount(args, "--max-batched-tokens", runtime.maxBatchedTokens);
    const nlohmann::json doc = hostMachineJson(o.profile, args.optional("--name").value_or(o.profile.name), runtime);
    const Machine m = parseMachine(doc, out); // what is written is what every reader will accept
    writeJsonFile(out, doc);
    std::cout << "Wrote " << out << ": machine " << m.name << " (hash " << m.hash.substr(0, 12) << "…) on "
              << m.accelerator->name << ", host profile " << o.profile.hash.substr(0, 12) << "… "
              << (o.reused ? "reused" : "measured now") << '\n';
    return 0;
}

} // namespace luma::cli
