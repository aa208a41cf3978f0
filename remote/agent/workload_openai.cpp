// The openai-endpoint workload: any serving engine that speaks the OpenAI API (vLLM, SGLang,
// TGI, NIM, Optimum Neuron's server) measured as `vllm bench serve` measures it, with no benchmark
// tool on the host. The run may start the server itself (its state and configuration in the
// command's flags), waits for its health endpoint, drives it with the contract's arrivals and
// lengths, stops it, and reports the emulator's metrics, judged as the client judges them.
#include "remote/agent/workload.h"
#include "remote/agent/workload_openai_flags.h"
#include "remote/agent/workload_openai_load.h"
#include "remote/agent/workload_openai_metrics.h"
#include "remote/agent/workload_openai_request.h"
#include "remote/agent/workload_openai_server.h"

#include "core/model/intervention.h"
#include "core/predict/simulator.h"
#include "core/qualify/result_judgement.h"
#include "core/util/number_text.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cstdlib>
#include <memory>

namespace luma::agent {

namespace {

std::vector<Intervention> runInterventions(const RunContext& ctx) {
    if (!ctx.interventions.is_array()) return {};
    try {
        return parseInterventions(ctx.interventions, "run.interventions", "interventions");
    } catch (const SpecError& e) {
        throw RunError(protocol::ErrorCode::BadRun, e.what());
    }
}

std::string apiKey(const OpenAiEndpointOptions& o) {
    if (o.apiKeyEnv.empty()) return {};
    const char* key = std::getenv(o.apiKeyEnv.c_str());
    if (!key || !*key)
        throw RunError(protocol::ErrorCode::BadWorkload,
                       "workload.api_key_env: the agent's environment has no " + o.apiKeyEnv);
    return key;
}

LoadPlan loadPlan(const RunContext& ctx, const OpenAiEndpointOptions& o, Exchange::Endpoints endpoints,
                  const std::string& key) {
    const Contract& c = *ctx.contract;
    LoadPlan plan;
    plan.kind = c.arrival.kind;
    plan.requests = c.arrival.requests;
    plan.clients = std::max<long long>(1, c.arrival.concurrency);
    if (plan.kind == ArrivalKind::Poisson) plan.arrivals = arrivalTimes(c, plan.requests, 1.0, o.seed);
    plan.maxConcurrency = o.maxConcurrency;
    plan.maxSeconds = o.maxSeconds;
    plan.endpoints = std::move(endpoints);
    const std::string hostPort = o.endpoint.host + ":" + std::to_string(o.endpoint.port);
    plan.target = "http://" + hostPort + apiPath(o);
    const long long vocab = c.model ? c.model->vocab : 32000;
    plan.request = [&o, hostPort, path = apiPath(o), key, isl = c.inputTokens, osl = c.outputTokens,
                    vocab](long long i) { return httpPost(hostPort, path, requestBody(o, isl, osl, vocab, i), key); };
    plan.exchange.totalTimeoutS = o.requestTimeoutS;
    plan.exchange.idleTimeoutS = o.idleTimeoutS;
    plan.chat = o.api == "chat";
    plan.maxTokens = c.outputTokens;
    plan.cancelled = ctx.cancelled;
    plan.progress = [&ctx](const LoadProgress& p) {
        ctx.telemetry({{"elapsed_s", p.elapsedS},
                       {"sent", p.sent},
                       {"completed", p.completed},
                       {"failed", p.failed},
                       {"running", p.inFlight}});
    };
    return plan;
}

// A load that measured nothing about the service is no verdict: nothing reached the server, or
// it refused every request as malformed (a wrong model name, a bad extra_body).
void requireMeasurement(const std::vector<EndpointRequest>& requests, const std::string& target) {
    if (requests.empty()) return;
    const auto noAnswer = [](const EndpointRequest& r) { return !r.responded && !r.timedOut; };
    if (std::all_of(requests.begin(), requests.end(), noAnswer))
        throw RunError(protocol::ErrorCode::CommandFailed,
                       "no request got an answer from the server at " + target + ": " + requests.front().error);
    const auto refused = [](const EndpointRequest& r) {
        return !r.ok && r.status >= 400 && r.status < 500 && r.status != 408 && r.status != 429;
    };
    if (std::all_of(requests.begin(), requests.end(), refused))
        throw RunError(protocol::ErrorCode::BadWorkload, "the server refused every request: " + requests.front().error);
}

} // namespace

nlohmann::json runOpenAiEndpoint(RunContext& ctx) {
    if (!ctx.contract)
        throw RunError(protocol::ErrorCode::BadRun,
                       "the openai-endpoint workload needs a contract (its arrivals, lengths and SLOs)");
    const OpenAiEndpointOptions& o = ctx.spec.openAiEndpoint();
    const std::vector<Intervention> interventions = runInterventions(ctx);
    ServerCommand command;
    if (o.server)
        command = serverCommand(o, ctx.state, interventions, ctx.runId);
    else
        requireNothingToApply(ctx.state, interventions);
    const std::string key = apiKey(o);
    Exchange::Endpoints endpoints;
    try {
        endpoints = resolveEndpoints(o.endpoint.host, o.endpoint.port);
    } catch (const HttpError& e) {
        throw RunError(protocol::ErrorCode::CommandFailed, o.url + ": " + e.what());
    }
    nlohmann::json server;
    std::unique_ptr<EndpointServer> process;
    if (o.server) {
        ctx.telemetry({{"phase", "starting the server"}, {"argv", command.argv}});
        process = std::make_unique<EndpointServer>(command.argv, command.env, o.server->stopGraceS);
        const std::string hostPort = o.endpoint.host + ":" + std::to_string(o.endpoint.port);
        const double ready =
            process->waitReady(endpoints, o.endpoint.text(), hostPort, o.endpoint.basePath + o.server->healthPath,
                               o.server->readyTimeoutS, ctx.cancelled);
        server = {{"argv", command.argv}, {"pid", process->pid()}, {"ready_s", ready}};
        ctx.telemetry({{"phase", "server ready"}, {"ready_s", ready}});
    }
    const LoadPlan plan = loadPlan(ctx, o, endpoints, key);
    LoadResult load = driveLoad(plan);
    if (process) {
        const ServerStop stop = process->stop();
        server["stopped_s"] = stop.seconds;
        server["stop"] = stop.killed ? "SIGKILL after stop_grace_s" : "SIGTERM";
        if (stop.exitedEarly)
            server["ended_during_the_run"] =
                "the server's process ended before the run stopped it; its output's tail:\n" + process->outputTail();
    }
    if (load.cancelled) throw RunError(protocol::ErrorCode::Cancelled, "cancelled; the server's requests were closed");
    if (load.timedOut)
        throw RunError(protocol::ErrorCode::Timeout,
                       "the load ran past max_seconds=" + numberText(o.maxSeconds) + " against " + plan.target);
    requireMeasurement(load.requests, plan.target);
    nlohmann::json metrics = endpointMetrics(load.requests, *ctx.contract, load.durationS);
    nlohmann::json result = {{"metrics", metrics},
                             {"errors", endpointErrors(load.requests)},
                             {"endpoint", plan.target},
                             {"mechanisms", command.mechanisms}};
    if (!server.is_null()) result["server"] = server;
    result.update(judgeMetrics(*ctx.contract, metrics, interventions));
    return result;
}

} // namespace luma::agent
