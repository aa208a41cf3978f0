#pragma once
// The headless agent: speaks the protocol (remote/protocol/protocol.h) over two file
// descriptors, runs one workload at a time, and never crashes or hangs on input: every
// malformed, oversized or unexpected message gets an `error` event. Without a state root a run
// lives on a worker thread and ends with the connection; with one, each run is detached
// (detached_run.h) and the connection only follows its spool (spool.h): `run` and `attach`
// stream the spooled events, `cancel` and `ack` go through the spool's folder.
#include "remote/agent/run_follower.h"
#include "remote/agent/spool.h"
#include "remote/protocol/error_code.h"
#include "remote/protocol/line_framer.h"
#include "remote/protocol/messages.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <nlohmann/json.hpp>

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace luma::agent {

class Agent {
public:
    // `stateRoot` empty: runs end with the connection (protocol 1's way); else the spool's root.
    // `runsByWorker`: runs are queued for a worker on another machine (worker_queue.h), whose
    // host the hello describes, instead of started here. Throws std::runtime_error when the spool
    // cannot be made.
    Agent(int inFd, int outFd, const std::string& stateRoot = {}, bool runsByWorker = false);
    ~Agent();
    int run(); // until shutdown or end of input; returns the exit code

private:
    struct Run {
        std::thread thread;
        std::atomic<bool> cancel{false};
        std::atomic<bool> finished{false};
        std::atomic<long long> seq{0};
    };

    void readLoop();
    void onFrame(const protocol::Frame& frame);
    void onMessage(const nlohmann::json& msg);
    void refuse(const std::string& type, const nlohmann::json& msg, const protocol::ParseError& why);
    void handle(const protocol::Hello& hello);
    void handle(const protocol::Run& run);
    void handle(const protocol::Cancel& cancel);
    void handle(const protocol::Ping& ping);
    void handle(const protocol::Shutdown&);
    void handle(const protocol::Attach& attach);
    void handle(const protocol::Ack& ack);
    void startDetached(const protocol::Run& run);
    void send(const nlohmann::json& event);
    void sendLine(std::string line);
    protocol::RunEventHeader nextEvent(Run& run, const std::string& runId);
    void error(protocol::ErrorCode code, const std::string& message, const std::string& runId = {});
    void stopRuns(bool cancel);
    void reapFinished();
    // Protocol 3: a heartbeat for each run alive on this connection, every kHeartbeatIntervalS,
    // from the event loop (agent_heartbeat.cpp).
    void scheduleHeartbeat();
    void sendHeartbeats();

    int m_in, m_out;
    int m_wake[2] = {-1, -1}; // written to stop the reader, which polls it beside m_in
    boost::asio::io_context m_io;
    std::thread m_reader;
    std::mutex m_outMutex;
    std::mutex m_runsMutex;
    std::map<std::string, std::unique_ptr<Run>> m_runs;
    std::optional<Spool> m_spool;
    bool m_runsByWorker = false;
    RunFollowers m_followers; // the event loop's thread only
    // Only the event loop's thread touches these.
    bool m_hello = false;
    bool m_stopping = false;
    int m_protocol = 0; // the protocol this connection speaks, once greeted
    boost::asio::steady_timer m_heartbeat{m_io};
};

} // namespace luma::agent
