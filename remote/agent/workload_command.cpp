// The command workload: a user's own benchmark (vLLM, TensorRT-LLM, Optimum Neuron, JAX, …)
// run as an argv with the machine state in LUMA_STATE_JSON; its metrics come from its last
// stdout line (a JSON object) or from a result file through an importer.
#include "core/util/json_bounded.h"
#include "remote/agent/process.h"
#include "remote/agent/workload.h"

#include "core/importers/benchmark_results.h"
#include "core/model/intervention.h"
#include "core/qualify/result_judgement.h"
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
    const CommandOptions& w = ctx.spec.command();
    const std::vector<std::string>& argv = w.argv;
    const double timeout = w.timeoutS;
    nlohmann::json state = ctx.state.is_object() ? ctx.state : nlohmann::json::object();
    if (ctx.interventions.is_array() && !ctx.interventions.empty()) state["interventions"] = ctx.interventions;
    std::vector<std::string> env = {"LUMA_STATE_JSON=" + state.dump(), "LUMA_RUN_ID=" + ctx.runId};
    for (const auto& [name, value] : w.env) env.push_back(name + "=" + value);

    ctx.telemetry({{"phase", "started"}, {"argv", argv}});
    ProcessResult r = runProcess(argv, env, timeout, ctx.cancelled);
    if (!r.started) throw RunError(protocol::ErrorCode::CommandFailed, r.startError);
    const std::string stderrTail = tail(r.err, 20);
    if (r.cancelled)
        throw RunError(protocol::ErrorCode::Cancelled, "cancelled; the command's process group was killed");
    if (r.timedOut)
        throw RunError(protocol::ErrorCode::Timeout,
                       "the command ran past timeout_s=" + std::to_string(timeout) + "; stderr tail:\n" + stderrTail);
    if (r.exitCode != 0)
        throw RunError(protocol::ErrorCode::CommandFailed, (r.signal ? "killed by signal " + std::to_string(r.signal)
                                                                     : "exit code " + std::to_string(r.exitCode)) +
                                                               "; stderr tail:\n" + stderrTail);

    nlohmann::json metrics;
    if (w.import) {
        const std::string& format = w.import->format;
        const std::string& file = w.import->file;
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
        metrics = parseJsonBounded(line);
        if (!metrics.is_object())
            throw RunError(protocol::ErrorCode::NoMetrics,
                           "the command's last stdout line is not a JSON object of metrics: \"" + line.substr(0, 200) +
                               "\"; stderr tail:\n" + stderrTail);
    }
    nlohmann::json result = {{"metrics", metrics},
                             {"exit_code", r.exitCode},
                             {"mechanisms", {{"state", {{"mechanism", "passed to the command in LUMA_STATE_JSON"}}}}}};
    // The command's own word on why it failed (e.g. a framework that caught its out-of-memory
    // error) must name the cause; the verdict is the one rule the client judges every result by
    // (core/qualify/result_judgement.h): that failure is a FAIL, else the contract's SLOs.
    const auto failure = metrics.find("failure");
    const bool failed = failure != metrics.end() && !failure->is_null();
    if (failed && (!failure->is_string() || failure->get<std::string>().empty()))
        throw RunError(protocol::ErrorCode::NoMetrics,
                       "the metrics' \"failure\" must be a non-empty string naming the cause, e.g. \"oom\"; got " +
                           failure->dump());
    // Quality the command did not report is judged at the run's interventions' expected figures.
    std::vector<Intervention> interventions;
    if (ctx.interventions.is_array()) try {
            interventions = parseInterventions(ctx.interventions, "run.interventions", "interventions");
        } catch (const SpecError& e) {
            throw RunError(protocol::ErrorCode::BadRun, e.what());
        }
    if (ctx.contract || failed)
        result.update(judgeMetrics(ctx.contract ? *ctx.contract : Contract{}, metrics, interventions));
    if (failed) result["cause"] = failure->get<std::string>();
    return result;
}

} // namespace luma::agent
