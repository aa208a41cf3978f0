#include "remote/client/agent_executor.h"

#include "remote/protocol/error_code.h"
#include "remote/protocol/messages.h"

namespace luma::client {

namespace {

constexpr std::size_t kTelemetryKept = 1000; // per run, in the project

RunOutcome outcome(RunOutcome::Status status, nlohmann::json event, std::string reason) {
    RunOutcome o;
    o.status = status;
    o.event = std::move(event);
    o.reason = std::move(reason);
    return o;
}

// What an agent's final event means for the campaign.
RunOutcome classify(const AgentSession::RunEnd& end) {
    if (const auto* r = std::get_if<protocol::Result>(&end)) return outcome(RunOutcome::Status::Finished, r->toJson(), "");
    const auto& e = std::get<protocol::Error>(end);
    const std::string reason = std::string(e.code.name()) + ": " + e.message;
    const auto known = e.code.known();
    // A code from a newer agent says nothing we can judge: retry, never a verdict.
    if (!known) return outcome(RunOutcome::Status::Inconclusive, e.toJson(), reason);
    switch (protocol::errorClass(*known)) {
    case protocol::ErrorClass::Configuration: return outcome(RunOutcome::Status::Refused, e.toJson(), reason);
    case protocol::ErrorClass::Evidence: return outcome(RunOutcome::Status::Evidence, e.toJson(), reason);
    case protocol::ErrorClass::Cancelled: return outcome(RunOutcome::Status::Cancelled, e.toJson(), reason);
    case protocol::ErrorClass::Inconclusive: break;
    }
    return outcome(RunOutcome::Status::Inconclusive, e.toJson(), reason);
}

nlohmann::json lostAgent(const std::string& what) {
    return {{"type", "error"}, {"code", "agent_lost"}, {"message", what}};
}

} // namespace

AgentExecutor::AgentExecutor(const Campaign& campaign, std::unique_ptr<AgentLauncher> launcher)
    : m_c(campaign), m_launcher(std::move(launcher)) {}

std::vector<RunOutcome> AgentExecutor::run(const std::vector<RunRequest>& batch, RunHooks& hooks, const CancelToken* cancel) {
    std::vector<RunOutcome> out;
    for (std::size_t i = 0; i < batch.size(); ++i) {
        if (isCancelled(cancel)) out.push_back(outcome(RunOutcome::Status::Cancelled, {}, "cancelled before it started"));
        else out.push_back(runOne(batch[i], i, hooks, cancel));
    }
    return out;
}

RunOutcome AgentExecutor::runOne(const RunRequest& request, std::size_t index, RunHooks& hooks, const CancelToken* cancel) {
    if (!m_session) {
        try {
            m_session = m_launcher->launch();
        } catch (const AgentError& e) {
            // An agent that cannot start or greet us will not do better on the next state.
            RunOutcome o = outcome(RunOutcome::Status::Refused, lostAgent(e.what()),
                                   "the agent on " + m_launcher->host() + " could not start: " + e.what());
            o.refusedKey = "hosts";
            return o;
        }
        // The hello is the host's word (a remote host's, too): parsed and bounded, never trusted.
        const protocol::HelloReply& hello = m_session->helloReply();
        m_build = hello.buildSha256.empty() ? "unknown" : hello.buildSha256.substr(0, 128);
        std::string name;
        if (const auto h = hello.host.find("hostname"); hello.host.is_object() && h != hello.host.end() && h->is_string())
            name = h->get<std::string>().substr(0, 255);
        // The host as named and as it names itself, so that a run's record says where it ran.
        m_host = m_launcher->host() + (name.empty() ? "" : " (" + name + ")");
    }
    const std::string runId = hooks.placed(index, m_host, m_build);
    protocol::Run msg;
    msg.runId = runId;
    msg.workload = m_c.workload;
    for (const auto& [name, level] : request.state) msg.state[name] = level;
    msg.contract = m_c.contract.spec;
    if (request.intervention) msg.interventions.push_back(request.intervention->spec);
    std::vector<nlohmann::json> telemetry;
    try {
        const auto end = m_session->run(
            msg,
            [&](const protocol::Telemetry& t) {
                if (telemetry.size() < kTelemetryKept) telemetry.push_back(t.toJson());
                hooks.telemetry(index, t.data);
            },
            m_c.workloadSpec.clientDeadlineS(), cancel);
        RunOutcome o = classify(end);
        o.telemetry = std::move(telemetry);
        return o;
    } catch (const AgentError& e) {
        // The agent died, stopped answering or sent what is not a protocol message: what it was
        // doing is lost, not judged. The next run starts a fresh agent.
        m_session.reset();
        return outcome(isCancelled(cancel) ? RunOutcome::Status::Cancelled : RunOutcome::Status::Inconclusive, lostAgent(e.what()),
                       std::string("the agent was lost: ") + e.what());
    }
}

std::unique_ptr<RunExecutor> makeExecutor(const Campaign& c, const LaunchOptions& options) {
    std::vector<std::unique_ptr<AgentLauncher>> launchers;
    // --host replaces the campaign's list and leaves the campaign (and its hash) as written:
    // where it runs is not what it proves, so a resumed campaign may move to another host.
    for (const auto& host : options.hosts) launchers.push_back(makeLauncher(host, options, "", "--host"));
    for (std::size_t i = 0; options.hosts.empty() && i < c.hosts.size(); ++i)
        launchers.push_back(makeLauncher(c.hosts[i], options, c.file, "hosts[" + std::to_string(i) + "]"));
    if (launchers.empty()) launchers.push_back(makeLauncher("local", options, c.file, "hosts"));
    // One host at a time until host pools land: the first host runs every state.
    return std::make_unique<AgentExecutor>(c, std::move(launchers.front()));
}

} // namespace luma::client
