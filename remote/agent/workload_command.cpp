// The command workload: a user's own benchmark (vLLM, TensorRT-LLM, Optimum Neuron, JAX, …)
// run as an argv with the machine state in LUMA_STATE_JSON; its metrics come from its last
// stdout line (a JSON object) or from a result file through an importer.
#include "remote/agent/process.h"
#include "remote/agent/workload.h"

#include "core/importers/benchmark_results.h"
#include "core/model/slo.h"
#include "core/util/spec_error.h"

#include <fstream>
#include <sstream>

namespace luma::agent {

namespace {

std::string lastNonEmptyLine(const std::string& text) {
    std::istringstream in(text);
    std::string line, last;
    while (std::getline(in, line))
        if (line.find_first_not_of(" \t\r") != std::string::npos) last = line;
    return last;
}

} // namespace

nlohmann::json runCommand(RunContext& ctx) {
    const auto& w = ctx.workload;
    if (!w.contains("argv") || !w["argv"].is_array() || w["argv"].empty())
        throw RunError(protocol::ErrorCode::BadWorkload, "workload.argv must be a non-empty array of strings");
    std::vector<std::string> argv;
    for (const auto& a : w["argv"]) {
        if (!a.is_string()) throw RunError(protocol::ErrorCode::BadWorkload, "workload.argv must hold only strings");
        argv.push_back(a.get<std::string>());
    }
    const double timeout = w.value("timeout_s", 3600.0);
    nlohmann::json state = ctx.state.is_object() ? ctx.state : nlohmann::json::object();
    if (ctx.interventions.is_array() && !ctx.interventions.empty()) state["interventions"] = ctx.interventions;
    std::vector<std::string> env = {"LUMA_STATE_JSON=" + state.dump(), "LUMA_RUN_ID=" + ctx.runId};
    if (w.contains("env") && w["env"].is_object())
        for (auto it = w["env"].begin(); it != w["env"].end(); ++it)
            if (it->is_string()) env.push_back(it.key() + "=" + it->get<std::string>());

    ctx.telemetry({{"phase", "started"}, {"argv", argv}});
    ProcessResult r = runProcess(argv, env, timeout, ctx.cancelled);
    if (!r.started) throw RunError(protocol::ErrorCode::CommandFailed, r.startError);
    const std::string stderrTail = tail(r.err, 20);
    if (r.cancelled) throw RunError(protocol::ErrorCode::Cancelled, "cancelled; the command's process group was killed");
    if (r.timedOut) throw RunError(protocol::ErrorCode::Timeout, "the command ran past timeout_s=" + std::to_string(timeout) + "; stderr tail:\n" + stderrTail);
    if (r.exitCode != 0)
        throw RunError(protocol::ErrorCode::CommandFailed, (r.signal ? "killed by signal " + std::to_string(r.signal)
                                                   : "exit code " + std::to_string(r.exitCode)) + "; stderr tail:\n" + stderrTail);

    nlohmann::json metrics;
    if (w.contains("import")) {
        const auto& imp = w["import"];
        const std::string format = imp.value("format", std::string());
        const std::string file = imp.value("file", std::string());
        std::ifstream in(file, std::ios::binary);
        if (!in) throw RunError(protocol::ErrorCode::NoMetrics, "cannot read the result file " + file);
        std::ostringstream text;
        text << in.rdbuf();
        try {
            metrics = importBenchmarkResult(format, text.str(), file);
        } catch (const SpecError& e) {
            throw RunError(protocol::ErrorCode::NoMetrics, e.what());
        }
    } else {
        const std::string line = lastNonEmptyLine(r.out);
        metrics = nlohmann::json::parse(line, nullptr, false);
        if (!metrics.is_object())
            throw RunError(protocol::ErrorCode::NoMetrics, "the command's last stdout line is not a JSON object of metrics: \"" +
                                             line.substr(0, 200) + "\"; stderr tail:\n" + stderrTail);
    }
    nlohmann::json result = {{"metrics", metrics},
                             {"exit_code", r.exitCode},
                             {"mechanisms", {{"state", {{"mechanism", "passed to the command in LUMA_STATE_JSON"}}}}}};
    if (ctx.contract) result.update(toJson(checkSlos(*ctx.contract, metricsFromJson(metrics))));
    return result;
}

nlohmann::json runWorkload(RunContext& ctx) {
    if (!ctx.workload.is_object() || !ctx.workload.contains("kind") || !ctx.workload["kind"].is_string())
        throw RunError(protocol::ErrorCode::BadWorkload, "workload.kind is missing; known: llm-emulator bandwidth compute command");
    const std::string kind = ctx.workload["kind"].get<std::string>();
    if (kind == "bandwidth" || kind == "compute") return runProbe(ctx);
    if (kind == "command") return runCommand(ctx);
    if (kind == "llm-emulator") return runEmulator(ctx);
    throw RunError(protocol::ErrorCode::BadWorkload, "unknown workload kind \"" + kind + "\"; known: llm-emulator bandwidth compute command");
}

} // namespace luma::agent
