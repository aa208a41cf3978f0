// `luma probe` and `luma agent-run`: one run through a child `luma-agent --stdio`, over the
// protocol, exactly as campaigns drive agents.
#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/table.h"

#include "core/model/contract.h"
#include "core/model/workload.h"
#include "core/util/json_file.h"
#include "core/util/spec_error.h"
#include "remote/client/local_agent.h"

#include <chrono>
#include <iostream>
#include <optional>

namespace luma::cli {

namespace {

std::string newRunId() { return "cli-" + std::to_string(std::chrono::system_clock::now().time_since_epoch().count()); }

// Runs `run` on a fresh local agent; prints telemetry to stderr unless quiet. Waits as long as
// the workload may take, so a stuck agent is given up rather than waited on forever.
nlohmann::json runOnLocalAgent(nlohmann::json run, const WorkloadSpec& spec, bool quiet) {
    client::LocalAgent agent(client::defaultAgentPath());
    agent.handshake();
    run["type"] = "run";
    run["run_id"] = newRunId();
    return agent.runToCompletion(
        run,
        [&](const nlohmann::json& e) {
            if (!quiet && e.value("type", "") == "telemetry") std::cerr << "  " << e["data"].dump() << '\n';
        },
        spec.clientDeadlineS());
}

int reportError(const nlohmann::json& e) {
    std::cerr << "luma: the run failed (" << e.value("code", "error") << "): " << e.value("message", e.dump()) << '\n';
    return 1;
}

} // namespace

int probeCommand(const ArgList& argv) {
    Args args(argv, {"--backend", "--mib", "--seconds"}, {"--json"});
    const std::string what = args.positional(0, "what to probe: bandwidth or compute");
    args.expectPositionals(1);
    if (what != "bandwidth" && what != "compute")
        throw UsageError("probe bandwidth or probe compute, not \"" + what + "\"");
    // A typed spec, checked as the agent will check it, so a bad option is a usage error here.
    auto number = [&](const char* flag) -> std::optional<double> {
        auto text = args.optional(flag);
        if (!text) return std::nullopt;
        try {
            std::size_t used = 0;
            double v = std::stod(*text, &used);
            if (used == text->size()) return v;
        } catch (const std::exception&) {}
        throw UsageError(std::string(flag) + " takes a number, not \"" + *text + "\"");
    };
    const std::string backend = args.optional("--backend").value_or("cpu");
    WorkloadSpec spec;
    if (what == "bandwidth") {
        if (args.optional("--seconds")) throw UsageError("--seconds is for probe compute");
        BandwidthOptions o;
        o.backend = backend;
        o.mib = number("--mib").value_or(o.mib);
        spec.options = o;
    } else {
        if (args.optional("--mib")) throw UsageError("--mib is for probe bandwidth");
        ComputeOptions o;
        o.backend = backend;
        o.seconds = number("--seconds").value_or(o.seconds);
        spec.options = o;
    }
    try {
        spec = parseWorkload(spec.toJson(), "", "");
    } catch (const SpecError& err) {
        throw UsageError("--" + std::string(err.what()));
    }
    nlohmann::json e;
    try {
        e = runOnLocalAgent({{"workload", spec.toJson()}}, spec, true);
    } catch (const client::AgentError& err) {
        std::cerr << "luma probe: " << err.what() << '\n';
        return 1;
    }
    if (e.value("type", "") != "result") return reportError(e);
    const auto& m = e["metrics"];
    if (args.has("--json")) {
        nlohmann::json out = m;
        out["backend"] = e["backend"];
        out["device"] = e["device"];
        out["mechanisms"] = e["mechanisms"];
        std::cout << out.dump(2) << '\n';
        return 0;
    }
    std::cout << "Probe " << what << " on " << e["backend"].get<std::string>() << " (" << e["device"].get<std::string>()
              << ")\n";
    if (what == "bandwidth") {
        Table t({"kernel", "GB/s (loaded + stored)"});
        for (auto it = m["kernels"].begin(); it != m["kernels"].end(); ++it)
            t.add({it.key(), num(it->get<double>(), 4)});
        t.print(std::cout);
        std::cout << "best: " << num(m["gbps"].get<double>(), 4) << " GB/s\n";
    } else {
        std::cout << "FP32 FMA: " << num(m["gflops"].get<double>(), 4) << " GFLOP/s\n";
    }
    return 0;
}

int agentRunCommand(const ArgList& argv) {
    Args args(argv, {"--workload", "--state", "--contract"}, {"--json", "--quiet"});
    args.expectPositionals(0);
    const std::string workloadFile = args.required("--workload");
    nlohmann::json workload = readJsonFile(workloadFile);
    // Checked here, before any agent starts, so a typo names this file and the key.
    const WorkloadSpec spec = parseWorkload(workload, workloadFile, "");
    nlohmann::json run = {{"workload", workload}};
    if (auto s = args.optional("--state")) {
        nlohmann::json state = readJsonFile(*s);
        if (state.is_object() && state.contains("state")) state = state["state"];
        if (!state.is_object())
            throw SpecError(*s, "", "a state is an object of resource levels, e.g. {\"threads\": 2}");
        run["state"] = state;
    }
    if (auto c = args.optional("--contract")) run["contract"] = loadContract(*c).spec; // model config inlined
    nlohmann::json e;
    try {
        e = runOnLocalAgent(run, spec, args.has("--quiet") || args.has("--json"));
    } catch (const client::AgentError& err) {
        std::cerr << "luma agent-run: " << err.what() << '\n';
        return 1;
    }
    if (e.value("type", "") != "result") return reportError(e);
    if (args.has("--json")) {
        std::cout << e.dump(2) << '\n';
        return 0;
    }
    std::cout << "Run " << e.value("run_id", "") << " (" << spec.kindName() << "): ";
    std::cout << (e.contains("verdict") ? e["verdict"].get<std::string>() : std::string("done")) << '\n';
    if (e.contains("failed") && !e["failed"].empty()) std::cout << "failed: " << e["failed"].dump() << '\n';
    Table t({"metric", "value"});
    for (auto it = e["metrics"].begin(); it != e["metrics"].end(); ++it)
        if (it->is_number()) t.add({it.key(), num(it->get<double>(), 4)});
    t.print(std::cout);
    if (e.contains("mechanisms") && !e["mechanisms"].empty()) {
        std::cout << "\nHow the state was made:\n";
        for (auto it = e["mechanisms"].begin(); it != e["mechanisms"].end(); ++it)
            std::cout << "  " << it.key() << ": " << it->value("mechanism", "") << '\n';
    }
    return 0;
}

} // namespace luma::cli
