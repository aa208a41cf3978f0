#include "remote/client/pool_executor.h"

#include "remote/protocol/error_code.h"
#include "remote/protocol/messages.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

namespace luma::client {

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kTelemetryKept = 1000; // per run, in the project
// A detached run's connection is made again this many times (1 s, 2 s, 4 s apart), at most this
// many times per run.
constexpr int kReconnectTries = 3;
constexpr int kMaxReattaches = 5;

RunOutcome outcome(RunOutcome::Status status, nlohmann::json event, std::string reason) {
    RunOutcome o;
    o.status = status;
    o.event = std::move(event);
    o.reason = std::move(reason);
    return o;
}

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
    case protocol::ErrorClass::Evidence: return outcome(RunOutcome::Status::Evidence, e.toJson(), reason);
    case protocol::ErrorClass::Cancelled: return outcome(RunOutcome::Status::Cancelled, e.toJson(), reason);
    case protocol::ErrorClass::Inconclusive: break;
    }
    RunOutcome o = outcome(RunOutcome::Status::Inconclusive, e.toJson(), reason);
    o.interrupted = e.code == protocol::ErrorCode::RunLost; // its process died: cut off, not a bad end
    return o;
}

nlohmann::json lostAgent(const std::string& what) {
    return {{"type", "error"}, {"code", "agent_lost"}, {"message", what}};
}

// A run left by an earlier program that cannot be attached to: interrupted, tried again.
RunOutcome notAttached(nlohmann::json event, const std::string& why) {
    RunOutcome o = outcome(RunOutcome::Status::Inconclusive, std::move(event), why);
    o.interrupted = true;
    return o;
}

// Whether a run recorded on `recorded` ("NAME" or "NAME (its own name)") ran on the host `name`.
bool ranOn(const std::string& recorded, const std::string& name) {
    return recorded == name || recorded.rfind(name + " (", 0) == 0;
}

// The hooks of a reattach, seen through the indices of the runs the pool could place.
class MappedHooks : public RunHooks {
public:
    MappedHooks(RunHooks& inner, const std::vector<std::size_t>& where) : m_inner(inner), m_where(where) {}
    std::string placed(std::size_t i, const std::string& host, const std::string& build) override {
        return m_inner.placed(m_where.at(i), host, build);
    }
    void telemetry(std::size_t i, const nlohmann::json& data) override { m_inner.telemetry(m_where.at(i), data); }

private:
    RunHooks& m_inner;
    const std::vector<std::size_t>& m_where;
};

constexpr std::size_t kAnyHost = static_cast<std::size_t>(-1);

// Names that tell a pool's hosts apart: a name listed twice becomes "name#1", "name#2".
std::vector<std::string> poolNames(const std::vector<std::unique_ptr<AgentLauncher>>& launchers) {
    std::map<std::string, int> count, seen;
    for (const auto& l : launchers) ++count[l->host()];
    std::vector<std::string> out;
    for (const auto& l : launchers) {
        const std::string h = l->host();
        out.push_back(count[h] > 1 ? h + "#" + std::to_string(++seen[h]) : h);
    }
    return out;
}

} // namespace

const char* stateName(PoolHostState::State state) {
    switch (state) {
    case PoolHostState::State::Idle: return "idle";
    case PoolHostState::State::Up: return "up";
    case PoolHostState::State::Down: return "down";
    case PoolHostState::State::LeftOut: return "left out";
    }
    return "?";
}

struct PoolExecutor::Impl {
    struct Job {
        std::size_t index = 0;
        RunRequest request;
        const CancelToken* cancel = nullptr;
        long long batch = 0;
        std::string leftRun; // a run an earlier program placed on this host: attached to, never started
    };
    // A detached run's end, to acknowledge once its batch has returned to the caller.
    struct Unacked {
        std::string runId;
        long long seq = 0, batch = 0;
    };
    // What a worker asks of the caller's thread.
    struct Message {
        enum class Kind { Placement, Telemetry, Done, NotStarted, Reattached } kind = Kind::Done;
        std::size_t worker = 0, index = 0;
        std::string host, build; // Placement
        nlohmann::json data;     // Telemetry
        RunOutcome end;          // Done
        std::string lost; // Done / NotStarted: why the host was lost ("" when it was not); Reattached: why it broke
    };
    struct Worker {
        std::unique_ptr<AgentLauncher> launcher;
        std::thread thread;
        std::condition_variable cv;
        std::optional<Job> job;               // guarded by Impl::m
        std::optional<std::string> placement; // the caller's answer: the run id, "" = do not run
        bool busy = false;
        bool downThisBatch = false;
        bool everUp = false;
        Clock::time_point retryAt{};
        PoolHostState st;
    };

    const Campaign& c;
    PoolOptions opt;
    mutable std::mutex m;
    std::condition_variable callerCv;
    std::deque<Message> inbox;
    std::vector<std::unique_ptr<Worker>> workers;
    bool stopping = false;
    long long batchesStarted = 0, batchesReturned = 0; // under m

    Impl(const Campaign& campaign, PoolOptions options) : c(campaign), opt(options) {}

    void post(Message msg) {
        {
            const std::lock_guard lock(m);
            inbox.push_back(std::move(msg));
        }
        callerCv.notify_one();
    }

    // One host's thread: it alone starts, uses and closes the host's session.
    // A new session to a host whose connection broke, or null after kReconnectTries; `why`
    // gets what the attempts said.
    std::unique_ptr<AgentSession> reconnect(Worker& w, const CancelToken* cancel, std::string& why) {
        for (int attempt = 0; attempt < kReconnectTries; ++attempt) {
            if (attempt > 0 && !isCancelled(cancel))
                std::this_thread::sleep_for(std::chrono::seconds(1 << (attempt - 1)));
            try {
                return w.launcher->launch();
            } catch (const std::exception& e) {
                why += std::string(attempt == 0 ? "; reconnecting failed: " : "; again: ") + e.what();
            }
        }
        return nullptr;
    }

    // Acknowledges the ends whose batch has returned to the caller (who has committed them).
    void acknowledge(AgentSession& session, std::vector<Unacked>& unacked) {
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

    void work(std::size_t k) {
        Worker& w = *workers[k];
        std::unique_ptr<AgentSession> session;
        std::vector<Unacked> unacked;
        std::string host, build;
        for (;;) {
            Job job;
            {
                std::unique_lock lock(m);
                w.cv.wait(lock, [&] { return stopping || w.job.has_value(); });
                if (!w.job) break;
                job = std::move(*w.job);
                w.job.reset();
            }
            if (!session) {
                try {
                    session = w.launcher->launch();
                } catch (const std::exception& e) {
                    post({Message::Kind::NotStarted,
                          k,
                          job.index,
                          {},
                          {},
                          {},
                          {},
                          std::string("the agent could not start: ") + e.what()});
                    continue;
                }
                // The hello is the host's word (a remote host's, too): parsed and bounded, never trusted.
                const protocol::HelloReply& hello = session->helloReply();
                build = hello.buildSha256.empty() ? "unknown" : hello.buildSha256.substr(0, 128);
                std::string name;
                if (const auto h = hello.host.find("hostname");
                    hello.host.is_object() && h != hello.host.end() && h->is_string())
                    name = h->get<std::string>().substr(0, 255);
                // The host as named and as it names itself, so that a run's record says where it ran.
                host = w.st.host + (name.empty() ? "" : " (" + name + ")");
            }
            acknowledge(*session, unacked);
            const bool left = !job.leftRun.empty();
            std::string runId = job.leftRun;
            if (left && !session->detachedRuns()) {
                const std::string why = "run " + runId + " was left by an earlier program, and the agent on " + host +
                                        " keeps no runs after their connection";
                post({Message::Kind::Done, k, job.index, {}, {}, {}, notAttached(lostAgent(why), why), {}});
                continue;
            }
            {
                // A left run is placed too (it keeps its id): the host counts as up and the
                // progress shows the run from here.
                post({Message::Kind::Placement, k, job.index, host, build, {}, {}, {}});
                std::unique_lock lock(m);
                w.cv.wait(lock, [&] { return w.placement.has_value(); });
                if (!left || w.placement->empty()) runId = std::move(*w.placement);
                w.placement.reset();
            }
            if (runId.empty()) {
                post({Message::Kind::Done,
                      k,
                      job.index,
                      {},
                      {},
                      {},
                      outcome(RunOutcome::Status::Cancelled, {}, "cancelled before it started"),
                      {}});
                continue;
            }
            protocol::Run msg;
            msg.runId = runId;
            msg.workload = c.workload;
            msg.state = luma::toJson(job.request.state);
            msg.contract = c.contract.spec;
            if (job.request.intervention) msg.interventions.push_back(job.request.intervention->spec);
            std::vector<nlohmann::json> telemetry;
            Message done{Message::Kind::Done, k, job.index, {}, {}, {}, {}, {}};
            const auto onTelemetry = [&](const protocol::Telemetry& t) {
                if (telemetry.size() < kTelemetryKept) telemetry.push_back(t.toJson());
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
                        end = session->attach({runId, seq}, onTelemetry, c.workloadSpec.clientDeadlineS(), job.cancel,
                                              &seq);
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
                    if (session->detachedRuns() && seq > 0) unacked.push_back({runId, seq, job.batch});
                    break;
                } catch (const std::exception& e) {
                    const bool detachable = session && session->detachedRuns() && reattach < kMaxReattaches;
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
            post(std::move(done));
        }
        if (session) acknowledge(*session, unacked);
        session.reset(); // on this thread, as libssh wants
    }

    // Caller's thread, under the lock.
    void markLost(Worker& w, const std::string& why) {
        w.downThisBatch = true;
        w.st.lastError = why;
        ++w.st.failures;
        ++w.st.consecutiveFailures;
        if (w.st.consecutiveFailures >= opt.maxFailures) {
            w.st.state = PoolHostState::State::LeftOut;
            return;
        }
        w.st.state = PoolHostState::State::Down;
        const double wait = std::min(opt.maxBackoffS, opt.backoffS * std::pow(2.0, w.st.consecutiveFailures - 1));
        w.retryAt = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(wait));
    }

    std::string everyHostDown() const {
        std::string out = "no host can run the campaign's states:";
        for (const auto& w : workers) {
            out += " " + w->st.host + ": " + (w->st.lastError.empty() ? "not tried" : w->st.lastError);
            if (w->st.state == PoolHostState::State::LeftOut)
                out += " (left out after " + std::to_string(w->st.consecutiveFailures) + " failures in a row)";
            out += ";";
        }
        out.pop_back();
        return out;
    }
};

PoolExecutor::PoolExecutor(const Campaign& campaign, std::vector<std::unique_ptr<AgentLauncher>> launchers,
                           PoolOptions options)
    : d(std::make_unique<Impl>(campaign, options)) {
    if (launchers.empty()) throw std::invalid_argument("a host pool needs at least one host");
    d->opt.maxFailures = std::max(1, d->opt.maxFailures);
    const auto names = poolNames(launchers);
    for (std::size_t k = 0; k < launchers.size(); ++k) {
        auto w = std::make_unique<Impl::Worker>();
        w->launcher = std::move(launchers[k]);
        w->st.host = names[k];
        d->workers.push_back(std::move(w));
    }
    for (std::size_t k = 0; k < d->workers.size(); ++k) d->workers[k]->thread = std::thread([this, k] { d->work(k); });
}

PoolExecutor::~PoolExecutor() {
    {
        const std::lock_guard lock(d->m);
        d->stopping = true;
    }
    for (auto& w : d->workers) w->cv.notify_all();
    for (auto& w : d->workers)
        if (w->thread.joinable()) w->thread.join();
}

int PoolExecutor::parallelism() const {
    const std::lock_guard lock(d->m);
    int n = 0;
    for (const auto& w : d->workers) n += w->st.state != PoolHostState::State::LeftOut;
    return std::max(1, n);
}

std::vector<PoolHostState> PoolExecutor::hosts() const {
    const std::lock_guard lock(d->m);
    std::vector<PoolHostState> out;
    for (const auto& w : d->workers) out.push_back(w->st);
    return out;
}

std::vector<RunOutcome> PoolExecutor::run(const std::vector<RunRequest>& batch, RunHooks& hooks,
                                          const CancelToken* cancel) {
    return dispatch(batch, {}, {}, hooks, cancel);
}

std::vector<RunOutcome> PoolExecutor::reattach(const std::vector<LeftRun>& runs, RunHooks& hooks,
                                               const CancelToken* cancel) {
    std::vector<RunOutcome> out(runs.size());
    std::vector<RunRequest> batch;
    std::vector<std::string> ids;
    std::vector<std::size_t> hosts, where;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        // The host it ran on, by the pool's name for it, else by the name the campaign gives it.
        std::size_t host = kAnyHost;
        for (std::size_t k = 0; k < d->workers.size() && host == kAnyHost; ++k)
            if (ranOn(runs[i].host, d->workers[k]->st.host)) host = k;
        for (std::size_t k = 0; k < d->workers.size() && host == kAnyHost; ++k)
            if (ranOn(runs[i].host, d->workers[k]->launcher->host())) host = k;
        if (host == kAnyHost) {
            const std::string why = "run " + runs[i].runId + " was left on " + runs[i].host +
                                    " by an earlier program, and that host is not among the campaign's hosts now";
            out[i] = notAttached(lostAgent(why), why);
            continue;
        }
        batch.push_back(runs[i].request);
        ids.push_back(runs[i].runId);
        hosts.push_back(host);
        where.push_back(i);
    }
    if (batch.empty()) return out;
    MappedHooks mapped(hooks, where);
    std::vector<RunOutcome> ends = dispatch(batch, ids, hosts, mapped, cancel);
    for (std::size_t j = 0; j < ends.size(); ++j) out[where[j]] = std::move(ends[j]);
    return out;
}

std::vector<RunOutcome> PoolExecutor::dispatch(const std::vector<RunRequest>& batch,
                                               const std::vector<std::string>& leftRuns,
                                               const std::vector<std::size_t>& hosts, RunHooks& hooks,
                                               const CancelToken* cancel) {
    using Kind = Impl::Message::Kind;
    const auto hostOf = [&](std::size_t i) { return hosts.empty() ? kAnyHost : hosts[i]; };
    std::vector<RunOutcome> out(batch.size());
    std::deque<std::size_t> pending;
    for (std::size_t i = 0; i < batch.size(); ++i) pending.push_back(i);
    CancelToken stop; // the caller's cancel, or a hook that threw: every run in flight ends
    std::exception_ptr failure;
    std::size_t inFlight = 0;

    std::unique_lock lock(d->m);
    const long long batchNo = ++d->batchesStarted;
    for (auto& w : d->workers) w->downThisBatch = false;
    while (!pending.empty() || inFlight > 0) {
        if (isCancelled(cancel)) stop.cancel();
        if (stop.cancelled()) {
            for (const std::size_t i : pending)
                out[i] = outcome(RunOutcome::Status::Cancelled, {}, "cancelled before it started");
            pending.clear();
        }
        // A left run whose host is out of this batch is not attached to: interrupted.
        for (auto it = pending.begin(); it != pending.end();) {
            const std::size_t k = hostOf(*it);
            const Impl::Worker* w = k == kAnyHost ? nullptr : d->workers[k].get();
            if (w && (w->downThisBatch || w->st.state == PoolHostState::State::LeftOut)) {
                const std::string why = "run " + leftRuns[*it] + " was left on " + w->st.host +
                                        " by an earlier program: " +
                                        (w->st.lastError.empty() ? std::string("the host is out") : w->st.lastError);
                out[*it] = notAttached(lostAgent(why), why);
                it = pending.erase(it);
            } else {
                ++it;
            }
        }
        // Free hosts take the waiting runs, in the batch's order (a left run only its own host).
        const auto now = Clock::now();
        for (std::size_t k = 0; k < d->workers.size() && !pending.empty(); ++k) {
            auto& w = d->workers[k];
            if (w->busy || w->downThisBatch || w->st.state == PoolHostState::State::LeftOut) continue;
            if (w->st.state == PoolHostState::State::Down && now < w->retryAt) continue;
            const auto it = std::find_if(pending.begin(), pending.end(),
                                         [&](std::size_t i) { return hostOf(i) == kAnyHost || hostOf(i) == k; });
            if (it == pending.end()) continue;
            w->job = Impl::Job{*it, batch[*it], &stop, batchNo, leftRuns.empty() ? std::string() : leftRuns[*it]};
            pending.erase(it);
            w->busy = true;
            ++inFlight;
            w->cv.notify_one();
        }
        if (!pending.empty() && inFlight == 0) {
            // Nothing runs and nothing can take the rest: wait for the earliest host's backoff,
            // unless every host is left out or none of them ever started its agent.
            std::optional<Clock::time_point> next;
            bool everUp = false;
            for (auto& w : d->workers) {
                everUp |= w->everUp;
                if (w->st.state != PoolHostState::State::LeftOut && (!next || w->retryAt < *next)) next = w->retryAt;
            }
            if (!next || !everUp) {
                const std::string why = d->everyHostDown();
                for (const std::size_t i : pending) {
                    if (hostOf(i) != kAnyHost) {
                        out[i] = notAttached(lostAgent(why),
                                             "run " + leftRuns[i] + " was left by an earlier program: " + why);
                        continue;
                    }
                    out[i] = outcome(RunOutcome::Status::Refused, lostAgent(why), why);
                    out[i].refusedKey = "hosts";
                }
                pending.clear();
                break;
            }
            // Hosts that failed in this batch may try again once their backoff is over.
            for (auto& w : d->workers) w->downThisBatch = false;
            d->callerCv.wait_until(lock, std::min(*next, Clock::now() + std::chrono::milliseconds(100)));
            continue;
        }
        // Short waits, so that a cancel is passed on within a fraction of a second.
        d->callerCv.wait_for(lock, std::chrono::milliseconds(100), [&] { return !d->inbox.empty(); });
        while (!d->inbox.empty()) {
            Impl::Message msg = std::move(d->inbox.front());
            d->inbox.pop_front();
            Impl::Worker& w = *d->workers[msg.worker];
            switch (msg.kind) {
            case Kind::Placement: {
                w.everUp = true;
                w.st.state = PoolHostState::State::Up;
                w.st.describes = msg.host;
                std::string runId;
                if (!stop.cancelled()) {
                    // The hooks run on this (the caller's) thread, without the pool's lock.
                    lock.unlock();
                    try {
                        runId = hooks.placed(msg.index, msg.host, msg.build);
                    } catch (...) {
                        failure = std::current_exception();
                        stop.cancel();
                        runId.clear();
                    }
                    lock.lock();
                    if (!runId.empty()) ++w.st.runs;
                }
                w.placement = runId;
                w.cv.notify_one();
                break;
            }
            case Kind::Telemetry:
                if (!failure) {
                    lock.unlock();
                    try {
                        hooks.telemetry(msg.index, msg.data);
                    } catch (...) {
                        failure = std::current_exception();
                        stop.cancel();
                    }
                    lock.lock();
                }
                break;
            case Kind::Reattached:
                ++w.st.reattaches;
                w.st.lastReattach = msg.lost;
                break;
            case Kind::NotStarted:
                // Never placed: another host (or this one, later) takes it; a left run is lost with its host.
                w.busy = false;
                --inFlight;
                d->markLost(w, msg.lost);
                if (hostOf(msg.index) == kAnyHost) {
                    pending.push_front(msg.index);
                } else {
                    const std::string why = "run " + leftRuns[msg.index] + " was left on " + w.st.host +
                                            " by an earlier program: " + msg.lost;
                    out[msg.index] = notAttached(lostAgent(why), why);
                }
                break;
            case Kind::Done:
                w.busy = false;
                --inFlight;
                if (!msg.lost.empty())
                    d->markLost(w, msg.lost);
                else if (w.st.state != PoolHostState::State::LeftOut &&
                         msg.end.status != RunOutcome::Status::Cancelled) {
                    w.st.consecutiveFailures = 0;
                    w.st.state = PoolHostState::State::Up;
                }
                out[msg.index] = std::move(msg.end);
                break;
            }
        }
    }
    if (!failure) d->batchesReturned = batchNo;
    lock.unlock();
    if (failure) std::rethrow_exception(failure);
    return out;
}

} // namespace luma::client
