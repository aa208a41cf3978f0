// One host's worker thread in a host pool: it alone starts, uses and closes the host's agent
// session (a libssh session stays on the thread that made it), takes one run at a time from the
// caller, asks the caller's thread to place it and to pass its telemetry on, and, when the
// connection breaks during a run that the agent keeps detached, connects again and attaches to
// it from the last event received, so that the run is neither lost nor run twice.
#include "remote/client/pool_executor_impl.h"

#include "remote/protocol/error_code.h"
#include "remote/protocol/messages.h"

#include <exception>

namespace luma::client {

namespace {

using pool::lostAgent;
using pool::notAttached;
using pool::outcome;

// What an agent's final event means for the campaign.
RunOutcome classify(const AgentSession::RunEnd& end) {
    if (const auto* r = std::get_if<protocol::Result>(&end))
        return outcome(RunOutcome::Status::Finished, r->toJson(), "");
    const auto& e = std::get<protocol::Error>(end);
    const std::string reason = std::string(e.code.name()) + ": " + e.message;
    const auto known = e.code.known();
    // A code from a newer agent says nothing we can judge: retry, never a verdict.
    if (!known) return outcome(RunOutcome::Status::Inconclusive, e.toJson(), reason);
    switch (protocol::errorClass(*known)) {
    case protocol::ErrorClass::Configuration: return outcome(RunOutcome::Status::Refused, e.toJson(), reason);
    case protocol::ErrorClass::Cancelled: return outcome(RunOutcome::Status::Cancelled, e.toJson(), reason);
    case protocol::ErrorClass::Inconclusive: break;
    }
    RunOutcome o = outcome(RunOutcome::Status::Inconclusive, e.toJson(), reason);
    o.interrupted = e.code == protocol::ErrorCode::RunLost; // its process died: cut off, not a bad end
    return o;
}

} // namespace

void PoolExecutor::Impl::work(std::size_t k) {
    Connection conn;
    while (std::optional<Job> job = nextJob(*workers[k])) {
        if (!conn.session && !connect(k, *job, conn)) continue;
        if (job->greet) {
            post({Message::Kind::Greeted, k, job->index, conn.host, conn.build, {}, {}, {}});
            continue;
        }
        if (handBackUnfit(k, *job)) continue;
        acknowledge(*conn.session, conn.unacked);
        if (!job->leftRun.empty() && !conn.session->detachedRuns()) {
            const std::string why = "run " + job->leftRun + " was left by an earlier program, and the agent on " +
                                    conn.host + " keeps no runs after their connection";
            post({Message::Kind::Done, k, job->index, {}, {}, {}, notAttached(lostAgent(why), why), {}});
            continue;
        }
        const std::string runId = place(k, *job, conn);
        if (runId.empty()) {
            post({Message::Kind::Done,
                  k,
                  job->index,
                  {},
                  {},
                  {},
                  outcome(RunOutcome::Status::Cancelled, {}, "cancelled before it started"),
                  {}});
            continue;
        }
        post(runToEnd(k, *job, runId, conn));
    }
    if (conn.session) acknowledge(*conn.session, conn.unacked);
    conn.session.reset(); // on this thread, as libssh wants
}

// The next job the caller gives this worker, or none when the pool stops.
std::optional<PoolExecutor::Impl::Job> PoolExecutor::Impl::nextJob(Worker& w) {
    std::unique_lock lock(m);
    w.cv.wait(lock, [&] { return stopping || w.job.has_value(); });
    if (!w.job) return std::nullopt;
    std::optional<Job> job = std::move(*w.job);
    w.job.reset();
    return job;
}

// Starts the host's agent; false (and the caller told, so that another host takes the run) when
// it could not start.
bool PoolExecutor::Impl::connect(std::size_t k, const Job& job, Connection& conn) {
    Worker& w = *workers[k];
    try {
        conn.session = w.launcher->launch();
    } catch (const std::exception& e) {
        post({Message::Kind::NotStarted,
              k,
              job.index,
              {},
              {},
              {},
              {},
              std::string("the agent could not start: ") + e.what()});
        return false;
    }
    // The hello is the host's word (a remote host's, too): parsed and bounded, never trusted.
    const protocol::HelloReply& hello = conn.session->helloReply();
    conn.build = hello.buildSha256.empty() ? "unknown" : hello.buildSha256.substr(0, 128);
    std::string name;
    if (const auto h = hello.host.find("hostname"); hello.host.is_object() && h != hello.host.end() && h->is_string())
        name = h->get<std::string>().substr(0, 255);
    // The host as named and as it names itself, so that a run's record says where it ran.
    conn.host = w.st.host + (name.empty() ? "" : " (" + name + ")");
    const std::lock_guard lock(m);
    w.facts = hello.host.is_object() ? hello.host : nlohmann::json::object();
    return true;
}

// A job whose state this host, greeted now, turns out not to realise goes back to the caller.
bool PoolExecutor::Impl::handBackUnfit(std::size_t k, const Job& job) {
    std::string why;
    {
        const std::lock_guard lock(m);
        if (job.leftRun.empty()) why = unfit(*workers[k], job.request.state);
    }
    if (why.empty()) return false;
    post({Message::Kind::Unfit, k, job.index, {}, {}, {}, {}, why});
    return true;
}

std::string PoolExecutor::Impl::unfit(const Worker& w, const Levels& state) const {
    if (!needs || w.facts.is_null()) return {};
    return whyHostCannotRealise(w.facts, *needs, state);
}

// Asks the caller's thread to record the run's placement; the run id to use, "" when it is not
// to run. A left run is placed too (it keeps its id): the host counts as up and the progress
// shows the run from here.
std::string PoolExecutor::Impl::place(std::size_t k, const Job& job, const Connection& conn) {
    Worker& w = *workers[k];
    const bool left = !job.leftRun.empty();
    std::string runId = job.leftRun;
    post({Message::Kind::Placement, k, job.index, conn.host, conn.build, {}, {}, {}});
    std::unique_lock lock(m);
    w.cv.wait(lock, [&] { return w.placement.has_value(); });
    if (!left || w.placement->empty()) runId = std::move(*w.placement);
    w.placement.reset();
    return runId;
}

// The run as the agent is asked for it.
protocol::Run PoolExecutor::Impl::runMessage(const Job& job, const std::string& runId) const {
    protocol::Run msg;
    msg.runId = runId;
    msg.workload = c.workload;
    msg.state = luma::toJson(job.request.state);
    msg.contract = job.request.contract.is_null() ? c.contract.spec : job.request.contract;
    if (job.request.intervention) msg.interventions.push_back(job.request.intervention->spec);
    for (const auto& spec : job.request.interventions) msg.interventions.push_back(spec);
    return msg;
}

// Runs (or, for a left run, attaches to) the placed run until its end, attaching to it again
// after a broken connection while the agent keeps it; the Done message for the caller.
PoolExecutor::Impl::Message PoolExecutor::Impl::runToEnd(std::size_t k, const Job& job, const std::string& runId,
                                                         Connection& conn) {
    Worker& w = *workers[k];
    const bool left = !job.leftRun.empty();
    std::unique_ptr<AgentSession>& session = conn.session;
    const protocol::Run msg = runMessage(job, runId);
    std::vector<nlohmann::json> telemetry;
    Message done{Message::Kind::Done, k, job.index, {}, {}, {}, {}, {}};
    const auto onTelemetry = [&](const protocol::Telemetry& t) {
        if (telemetry.size() < pool::kTelemetryKept) telemetry.push_back(t.toJson());
        post({Message::Kind::Telemetry, k, job.index, {}, {}, t.data, {}, {}});
    };
    // The last event of the run received: where a reattach starts. A left run's events were
    // never committed (its end and telemetry are committed together), so it is attached
    // to from the start and the agent replays them all.
    long long seq = 0;
    for (int reattach = left ? 1 : 0;; ++reattach) {
        try {
            std::optional<AgentSession::RunEnd> end;
            if (reattach == 0) {
                end = session->run(msg, onTelemetry, c.workloadSpec.clientDeadlineS(), job.cancel, &seq);
            } else {
                end = session->attach({runId, seq}, onTelemetry, c.workloadSpec.clientDeadlineS(), job.cancel, &seq);
                const auto* e = std::get_if<protocol::Error>(&*end);
                if (e && !e->seq && e->code == protocol::ErrorCode::UnknownRun && seq == 0 &&
                    !left) // it never reached the host
                    end = session->run(msg, onTelemetry, c.workloadSpec.clientDeadlineS(), job.cancel, &seq);
                else if (e && !e->seq) {
                    // The host no longer has what it had: nothing measured that we can keep; retried.
                    const std::string why = "the host could not replay run " + runId +
                                            (left ? " left by an earlier program: " : " after a reconnect: ") +
                                            std::string(e->code.name()) + ": " + e->message;
                    done.end = notAttached(e->toJson(), why);
                    break;
                }
            }
            done.end = classify(*end);
            done.end.telemetry = std::move(telemetry);
            if (session->detachedRuns() && seq > 0) conn.unacked.push_back({runId, seq, job.batch});
            break;
        } catch (const std::exception& e) {
            const bool detachable = session && session->detachedRuns() && reattach < pool::kMaxReattaches;
            session.reset();
            std::string why = e.what();
            if (detachable) {
                // The run lives on on the host: connect again and attach to it (a cancel is
                // passed on there, so that its processes really stop).
                session = reconnect(w, job.cancel, why);
                if (session) {
                    post({Message::Kind::Reattached, k, job.index, {}, {}, {}, {}, e.what()});
                    continue;
                }
            }
            // The agent died, stopped answering or sent what is not a protocol message: what it
            // was doing is lost, not judged. The host's next run starts a fresh agent.
            const bool cancelled = isCancelled(job.cancel);
            done.end = outcome(cancelled ? RunOutcome::Status::Cancelled : RunOutcome::Status::Inconclusive,
                               lostAgent(why), "the agent was lost: " + why);
            done.end.interrupted = !cancelled;
            if (!cancelled) done.lost = "the agent was lost: " + why;
            break;
        }
    }
    return done;
}

// A new session to a host whose connection broke, or null after kReconnectTries; `why`
// gets what the attempts said.
std::unique_ptr<AgentSession> PoolExecutor::Impl::reconnect(Worker& w, const CancelToken* cancel, std::string& why) {
    for (int attempt = 0; attempt < pool::kReconnectTries; ++attempt) {
        if (attempt > 0 && !isCancelled(cancel)) std::this_thread::sleep_for(std::chrono::seconds(1 << (attempt - 1)));
        try {
            return w.launcher->launch();
        } catch (const std::exception& e) {
            why += std::string(attempt == 0 ? "; reconnecting failed: " : "; again: ") + e.what();
        }
    }
    return nullptr;
}

// Acknowledges the ends whose batch has returned to the caller (who has committed them).
void PoolExecutor::Impl::acknowledge(AgentSession& session, std::vector<Unacked>& unacked) {
    long long returned = 0;
    {
        const std::lock_guard lock(m);
        returned = batchesReturned;
    }
    for (auto it = unacked.begin(); it != unacked.end();) {
        if (it->batch > returned) {
            ++it;
            continue;
        }
        try {
            session.ack(it->runId, it->seq);
        } catch (const std::exception&) {
            return; // the connection is gone: the next one acknowledges them
        }
        it = unacked.erase(it);
    }
}

} // namespace luma::client
