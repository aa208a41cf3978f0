#include "remote/agent/run_follower.h"

#include "remote/agent/spool.h"
#include "remote/agent/worker_queue.h"
#include "remote/protocol/messages.h"

#include "core/util/wall_clock.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#include <utility>

namespace luma::agent {

namespace {

// A runner that died without its final event (killed, out of memory, the host rebooted) gets
// one written for it, under its lock so that there is still one writer, and only once.
void endLostRun(const std::string& folder, const std::string& runId, const std::string& why) {
    const int fd = ::open((folder + "/lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) return;
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
        const SpoolEvents events = Spool::read(folder, 0);
        if (!events.ended) {
            protocol::Error e;
            e.code = protocol::ErrorCode::RunLost;
            e.message = why;
            e.runId = runId;
            e.seq = events.lastSeq + 1;
            e.time = wallClockSeconds();
            try {
                Spool::append(folder, e.toJson(), true);
            } catch (const std::exception&) {
                // Nothing more to do: the follower keeps polling and the client's deadline ends it.
            }
        }
    }
    ::close(fd);
}

} // namespace

RunFollowers::RunFollowers(std::string spoolRoot, bool runsByWorker, Hooks hooks)
    : m_root(std::move(spoolRoot)), m_runsByWorker(runsByWorker), m_hooks(std::move(hooks)) {}

RunFollowers::~RunFollowers() { stopAll(); }

void RunFollowers::join(Follower& f) {
    f.stop = true;
    if (f.thread.joinable()) f.thread.join();
}

void RunFollowers::follow(const std::string& runId, const std::string& folder, long long fromSeq) {
    stop(runId);
    for (auto it = m_followers.begin(); it != m_followers.end();) { // those that ended
        if (it->second->stop) {
            join(*it->second);
            it = m_followers.erase(it);
        } else {
            ++it;
        }
    }
    auto f = std::make_unique<Follower>();
    Follower* raw = f.get();
    f->thread = std::thread([this, raw, runId, folder, fromSeq] { loop(*raw, runId, folder, fromSeq); });
    m_followers.emplace(runId, std::move(f));
}

void RunFollowers::stop(const std::string& runId) {
    if (auto it = m_followers.find(runId); it != m_followers.end()) {
        join(*it->second);
        m_followers.erase(it);
    }
}

void RunFollowers::stopAll() {
    for (auto& [id, f] : m_followers) f->stop = true;
    for (auto& [id, f] : m_followers) join(*f);
    m_followers.clear();
}

std::vector<std::string> RunFollowers::following() const {
    std::vector<std::string> ids;
    for (const auto& [id, f] : m_followers)
        if (!f->stop) ids.push_back(id);
    return ids;
}

// A run queued for a live worker is waiting, not lost. Queued with the worker gone (its batch job
// hit its time limit, was cancelled, lost its node), it has not begun: it stays queued, for
// another worker.
bool RunFollowers::lost(const std::string& folder, bool& queued) const {
    queued = m_runsByWorker && runQueued(folder);
    return queued ? !workerAlive(m_root) : !Spool::runnerAlive(folder);
}

// Sends the run's events after fromSeq as they land in the spool, until its final one.
void RunFollowers::loop(Follower& f, const std::string& runId, const std::string& folder, long long fromSeq) {
    SpoolTail tail(folder);
    bool checkedDead = false;
    // Polled from 2 ms up to 50 ms while nothing comes: a short run's end is passed on at once,
    // a long one costs a read every 50 ms.
    int idleMs = 2;
    while (!f.stop) {
        const auto events = tail.poll();
        for (const auto& e : events) {
            if (e.seq > fromSeq) m_hooks.send(e.line);
            if (e.final) {
                f.stop = true;
                return;
            }
        }
        if (!events.empty()) {
            idleMs = 2;
            continue;
        }
        bool queued = false;
        if (lost(folder, queued)) {
            // It may have written its final event between our poll and its exit (or been taken by
            // the worker between our two looks): look once more before declaring it lost.
            if (checkedDead && queued) {
                std::fprintf(stderr,
                             "luma-agent: the worker serving %s is gone; closing so that the client starts another\n",
                             m_root.c_str());
                f.stop = true;
                m_hooks.workerGone();
                return;
            }
            if (checkedDead)
                endLostRun(folder, runId,
                           "the run's process ended without a final event (killed, or the host restarted); its log: " +
                               folder + "/runner.log");
            checkedDead = true;
            // Wait as on any idle look: if the lost run's end cannot be written (its folder gone,
            // the disk full), the next look must not come at once, or the follower spins.
            std::this_thread::sleep_for(std::chrono::milliseconds(idleMs));
            continue;
        }
        checkedDead = false;
        std::this_thread::sleep_for(std::chrono::milliseconds(idleMs));
        idleMs = std::min(50, idleMs * 2);
    }
}

} // namespace luma::agent
