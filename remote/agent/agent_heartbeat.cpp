// Protocol 3's heartbeat (protocol.h): while a run is alive on this connection (a worker thread
// here, or a follower of a detached run's spool), the agent says so every kHeartbeatIntervalS,
// so that a client tells an agent that is working from one that went silent in seconds, not at
// the run's deadline. Sent from the event loop: an agent whose loop is stuck says nothing.
#include "remote/agent/agent.h"

#include "core/util/wall_clock.h"
#include "remote/protocol/protocol.h"

#include <chrono>

namespace luma::agent {

void Agent::scheduleHeartbeat() {
    m_heartbeat.expires_after(std::chrono::duration_cast<std::chrono::steady_clock::duration>(
        std::chrono::duration<double>(protocol::kHeartbeatIntervalS)));
    m_heartbeat.async_wait([this](const boost::system::error_code& ec) {
        if (ec || m_stopping || m_protocol < protocol::kHeartbeatVersion) return; // greeted again, older
        sendHeartbeats();
        scheduleHeartbeat();
    });
}

void Agent::sendHeartbeats() {
    const double now = wallClockSeconds();
    std::vector<std::string> alive;
    {
        std::lock_guard<std::mutex> lock(m_runsMutex);
        for (const auto& [id, run] : m_runs)
            if (!run->finished) alive.push_back(id);
    }
    for (auto& id : m_followers.following()) alive.push_back(std::move(id));
    for (const auto& id : alive) send(protocol::Heartbeat{id, now}.toJson());
}

} // namespace luma::agent
