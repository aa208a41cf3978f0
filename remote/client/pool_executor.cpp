// A campaign's hosts as one RunExecutor (see pool_executor.h): the executor's life, from its
// workers' threads to their stop, the names that tell its hosts apart, and where a run left by an
// earlier program goes. A batch's placement on the hosts is in pool_dispatch.cpp, a host's
// worker thread in pool_worker.cpp.
#include "remote/client/pool_executor_impl.h"

#include "core/search/lattice.h"

#include <algorithm>
#include <map>

namespace luma::client {

namespace {

using pool::kAnyHost;
using pool::lostAgent;
using pool::notAttached;

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

void PoolExecutor::survey(const CancelToken* cancel) {
    std::unique_lock lock(d->m);
    std::size_t waiting = 0;
    for (std::size_t k = 0; k < d->workers.size(); ++k) {
        auto& w = d->workers[k];
        if (!w->facts.is_null() || w->busy || w->st.state == PoolHostState::State::LeftOut) continue;
        Impl::Job job;
        job.index = k;
        job.cancel = cancel;
        job.greet = true;
        w->job = std::move(job);
        w->busy = true;
        ++waiting;
        w->cv.notify_one();
    }
    while (waiting > 0) {
        d->callerCv.wait(lock, [&] { return !d->inbox.empty(); });
        while (!d->inbox.empty()) {
            Impl::Message msg = std::move(d->inbox.front());
            d->inbox.pop_front();
            Impl::Worker& w = *d->workers[msg.worker];
            if (msg.kind != Impl::Message::Kind::Greeted && msg.kind != Impl::Message::Kind::NotStarted) continue;
            w.busy = false;
            --waiting;
            if (msg.kind == Impl::Message::Kind::NotStarted) {
                d->markLost(w, msg.lost);
                continue;
            }
            w.everUp = true;
            w.st.state = PoolHostState::State::Up;
            w.st.describes = msg.host;
        }
    }
}

std::vector<std::string> PoolExecutor::unrealisableStates(const Space& space, std::size_t most) const {
    const std::lock_guard lock(d->m);
    std::vector<std::string> out;
    std::size_t more = 0;
    constexpr std::size_t kMostStates = 100'000; // a physical campaign's space is far smaller
    const std::size_t total = std::min(space.stateCount(), kMostStates);
    std::vector<int> counts;
    for (const auto& dim : space.dims) counts.push_back(static_cast<int>(dim.levels.size()));
    const Lattice lattice(counts);
    LatticeState at;
    for (std::size_t n = 0; n < total; ++n) {
        lattice.state(n, at);
        Levels state;
        for (std::size_t i = 0; i < space.dims.size(); ++i)
            state[space.dims[i].name] = space.dims[i].levels[static_cast<std::size_t>(at[i])];
        std::string why;
        bool fits = false;
        for (const auto& w : d->workers) {
            const std::string no = w->st.state == PoolHostState::State::LeftOut
                                       ? "left out: " + w->st.lastError
                                       : (w->facts.is_null() ? "" : d->unfit(*w, state));
            fits |= no.empty() && w->st.state != PoolHostState::State::LeftOut;
            why += " " + w->st.host + ": " + no + ";";
        }
        if (fits) continue;
        if (out.size() == most) {
            ++more;
            continue;
        }
        why.pop_back();
        out.push_back(levelsText(state) + ":" + why);
    }
    if (more > 0) out.push_back(std::to_string(more) + " more");
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

} // namespace luma::client
