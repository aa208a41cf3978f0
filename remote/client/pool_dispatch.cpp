// One batch of a host pool, on the caller's thread: the batch's runs go to free hosts in the
// batch's order (a left run only to the host it was recorded on), and while they run the caller
// serves the workers' messages (placements recorded through the hooks, telemetry passed on), so
// that the project's store and the progress events stay single-threaded. A host that is lost is
// down for the rest of the batch and backs off; when no host is left, the rest is refused.
#include "remote/client/pool_executor_impl.h"

#include <algorithm>
#include <cmath>
#include <exception>

namespace luma::client {

using pool::kAnyHost;
using pool::lostAgent;
using pool::notAttached;
using pool::outcome;

struct PoolExecutor::Impl::Batch {
    Batch(Impl& impl, const std::vector<RunRequest>& runs, const std::vector<std::string>& left,
          const std::vector<std::size_t>& onHosts, RunHooks& runHooks, const CancelToken* callerCancel)
        : d(impl), batch(runs), leftRuns(left), hosts(onHosts), hooks(runHooks), cancel(callerCancel),
          out(runs.size()) {
        for (std::size_t i = 0; i < batch.size(); ++i) pending.push_back(i);
    }

    std::vector<RunOutcome> run();

private:
    std::size_t hostOf(std::size_t i) const { return hosts.empty() ? kAnyHost : hosts[i]; }
    void cancelPending();
    void dropLeftRunsWithoutHost();
    void refuseUnrealisable();
    void startFreeHosts();
    bool waitForBackoff();
    void serveInbox();
    void onPlacement(Worker& w, const Message& msg);
    void onTelemetry(const Message& msg);
    void onNotStarted(Worker& w, const Message& msg);
    void onUnfit(Worker& w, const Message& msg);
    void onDone(Worker& w, Message& msg);

    Impl& d;
    const std::vector<RunRequest>& batch;
    const std::vector<std::string>& leftRuns;
    const std::vector<std::size_t>& hosts;
    RunHooks& hooks;
    const CancelToken* cancel;
    std::vector<RunOutcome> out;
    std::deque<std::size_t> pending;
    CancelToken stop; // the caller's cancel, or a hook that threw: every run in flight ends
    std::exception_ptr failure;
    std::size_t inFlight = 0;
    std::unique_lock<std::mutex> lock{d.m, std::defer_lock};
    long long batchNo = 0;
};

std::vector<RunOutcome> PoolExecutor::dispatch(const std::vector<RunRequest>& batch,
                                               const std::vector<std::string>& leftRuns,
                                               const std::vector<std::size_t>& hosts, RunHooks& hooks,
                                               const CancelToken* cancel) {
    return Impl::Batch(*d, batch, leftRuns, hosts, hooks, cancel).run();
}

std::vector<RunOutcome> PoolExecutor::Impl::Batch::run() {
    lock.lock();
    batchNo = ++d.batchesStarted;
    for (auto& w : d.workers) w->downThisBatch = false;
    while (!pending.empty() || inFlight > 0) {
        if (isCancelled(cancel)) stop.cancel();
        if (stop.cancelled()) cancelPending();
        dropLeftRunsWithoutHost();
        refuseUnrealisable();
        startFreeHosts();
        if (!pending.empty() && inFlight == 0) {
            if (!waitForBackoff()) break;
            continue;
        }
        // Short waits, so that a cancel is passed on within a fraction of a second.
        d.callerCv.wait_for(lock, std::chrono::milliseconds(100), [&] { return !d.inbox.empty(); });
        serveInbox();
    }
    if (!failure) d.batchesReturned = batchNo;
    lock.unlock();
    if (failure) std::rethrow_exception(failure);
    return out;
}

void PoolExecutor::Impl::Batch::cancelPending() {
    for (const std::size_t i : pending)
        out[i] = outcome(RunOutcome::Status::Cancelled, {}, "cancelled before it started");
    pending.clear();
}

// A left run whose host is out of this batch is not attached to: interrupted.
void PoolExecutor::Impl::Batch::dropLeftRunsWithoutHost() {
    for (auto it = pending.begin(); it != pending.end();) {
        const std::size_t k = hostOf(*it);
        const Worker* w = k == kAnyHost ? nullptr : d.workers[k].get();
        if (w && (w->downThisBatch || w->st.state == PoolHostState::State::LeftOut)) {
            const std::string why = "run " + leftRuns[*it] + " was left on " + w->st.host + " by an earlier program: " +
                                    (w->st.lastError.empty() ? std::string("the host is out") : w->st.lastError);
            out[*it] = notAttached(lostAgent(why), why);
            it = pending.erase(it);
        } else {
            ++it;
        }
    }
}

// A run that no host of the pool can realise (by what each host's hello says) is refused,
// naming every host and why; a host that has not greeted us yet might still take it.
void PoolExecutor::Impl::Batch::refuseUnrealisable() {
    for (auto it = pending.begin(); it != pending.end();) {
        if (hostOf(*it) != kAnyHost) {
            ++it;
            continue;
        }
        std::string why;
        bool mayFit = false;
        for (const auto& w : d.workers) {
            if (w->st.state == PoolHostState::State::LeftOut) {
                why += " " + w->st.host + ": left out;";
                continue;
            }
            const std::string no = d.unfit(*w, batch[*it].state);
            mayFit |= no.empty();
            why += " " + w->st.host + ": " + no + ";";
        }
        if (mayFit) {
            ++it;
            continue;
        }
        why.pop_back();
        why = "no host of the pool can realise " + levelsText(batch[*it].state) + ":" + why;
        out[*it] = outcome(RunOutcome::Status::Refused, lostAgent(why), why);
        out[*it].refusedKey = "hosts";
        it = pending.erase(it);
    }
}

// Free hosts take the waiting runs they can realise, in the batch's order (a left run only its own host).
void PoolExecutor::Impl::Batch::startFreeHosts() {
    const auto now = Clock::now();
    for (std::size_t k = 0; k < d.workers.size() && !pending.empty(); ++k) {
        auto& w = d.workers[k];
        if (w->busy || w->downThisBatch || w->st.state == PoolHostState::State::LeftOut) continue;
        if (w->st.state == PoolHostState::State::Down && now < w->retryAt) continue;
        const auto it = std::find_if(pending.begin(), pending.end(), [&](std::size_t i) {
            return hostOf(i) == k || (hostOf(i) == kAnyHost && d.unfit(*w, batch[i].state).empty());
        });
        if (it == pending.end()) continue;
        w->job = Job{*it, batch[*it], &stop, batchNo, leftRuns.empty() ? std::string() : leftRuns[*it]};
        pending.erase(it);
        w->busy = true;
        ++inFlight;
        w->cv.notify_one();
    }
}

// Nothing runs and nothing can take the rest: waits for the earliest host's backoff, unless every
// host is left out or none of them ever started its agent; then the rest is refused (false).
bool PoolExecutor::Impl::Batch::waitForBackoff() {
    std::optional<Clock::time_point> next;
    bool everUp = false;
    for (auto& w : d.workers) {
        everUp |= w->everUp;
        if (w->st.state != PoolHostState::State::LeftOut && (!next || w->retryAt < *next)) next = w->retryAt;
    }
    if (!next || !everUp) {
        const std::string why = d.everyHostDown();
        for (const std::size_t i : pending) {
            if (hostOf(i) != kAnyHost) {
                out[i] = notAttached(lostAgent(why), "run " + leftRuns[i] + " was left by an earlier program: " + why);
                continue;
            }
            out[i] = outcome(RunOutcome::Status::Refused, lostAgent(why), why);
            out[i].refusedKey = "hosts";
        }
        pending.clear();
        return false;
    }
    // Hosts that failed in this batch may try again once their backoff is over.
    for (auto& w : d.workers) w->downThisBatch = false;
    d.callerCv.wait_until(lock, std::min(*next, Clock::now() + std::chrono::milliseconds(100)));
    return true;
}

void PoolExecutor::Impl::Batch::serveInbox() {
    using Kind = Message::Kind;
    while (!d.inbox.empty()) {
        Message msg = std::move(d.inbox.front());
        d.inbox.pop_front();
        Worker& w = *d.workers[msg.worker];
        switch (msg.kind) {
        case Kind::Placement: onPlacement(w, msg); break;
        case Kind::Telemetry: onTelemetry(msg); break;
        case Kind::Reattached:
            ++w.st.reattaches;
            w.st.lastReattach = msg.lost;
            break;
        case Kind::NotStarted: onNotStarted(w, msg); break;
        case Kind::Unfit: onUnfit(w, msg); break;
        case Kind::Done: onDone(w, msg); break;
        case Kind::Greeted: break; // survey()'s, never a batch's
        }
    }
}

void PoolExecutor::Impl::Batch::onPlacement(Worker& w, const Message& msg) {
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
}

void PoolExecutor::Impl::Batch::onTelemetry(const Message& msg) {
    if (failure) return;
    lock.unlock();
    try {
        hooks.telemetry(msg.index, msg.data);
    } catch (...) {
        failure = std::current_exception();
        stop.cancel();
    }
    lock.lock();
}

// Never placed: another host (or this one, later) takes it; a left run is lost with its host.
void PoolExecutor::Impl::Batch::onNotStarted(Worker& w, const Message& msg) {
    w.busy = false;
    --inFlight;
    d.markLost(w, msg.lost);
    if (hostOf(msg.index) == kAnyHost) {
        pending.push_front(msg.index);
    } else {
        const std::string why =
            "run " + leftRuns[msg.index] + " was left on " + w.st.host + " by an earlier program: " + msg.lost;
        out[msg.index] = notAttached(lostAgent(why), why);
    }
}

// Its host turned out, once greeted, not to fit the state: another host takes it.
void PoolExecutor::Impl::Batch::onUnfit(Worker& w, const Message& msg) {
    w.busy = false;
    w.everUp = true;
    w.st.state = PoolHostState::State::Up;
    --inFlight;
    pending.push_front(msg.index);
}

void PoolExecutor::Impl::Batch::onDone(Worker& w, Message& msg) {
    w.busy = false;
    --inFlight;
    if (!msg.lost.empty())
        d.markLost(w, msg.lost);
    else if (w.st.state != PoolHostState::State::LeftOut && msg.end.status != RunOutcome::Status::Cancelled) {
        w.st.consecutiveFailures = 0;
        w.st.state = PoolHostState::State::Up;
    }
    out[msg.index] = std::move(msg.end);
}

void PoolExecutor::Impl::markLost(Worker& w, const std::string& why) {
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

std::string PoolExecutor::Impl::everyHostDown() const {
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

} // namespace luma::client
