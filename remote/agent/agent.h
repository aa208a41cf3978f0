#pragma once
// The headless agent: speaks the protocol (remote/protocol/protocol.h) over two file
// descriptors, runs workloads on worker threads, and never crashes or hangs on input: every
// malformed, oversized or unexpected message gets an `error` event.
#include "remote/protocol/error_code.h"
#include "remote/protocol/line_framer.h"

#include <boost/asio/io_context.hpp>
#include <nlohmann/json.hpp>

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace luma::agent {

class Agent {
public:
    Agent(int inFd, int outFd);
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
    void startRun(const nlohmann::json& msg);
    void send(const nlohmann::json& event);
    void sendRunEvent(Run& run, const std::string& runId, nlohmann::json event);
    void error(protocol::ErrorCode code, const std::string& message, const std::string& runId = {});
    void stopRuns(bool cancel);
    void reapFinished();

    int m_in, m_out;
    boost::asio::io_context m_io;
    std::thread m_reader;
    std::mutex m_outMutex;
    std::mutex m_runsMutex;
    std::map<std::string, std::unique_ptr<Run>> m_runs;
    bool m_hello = false;
    bool m_stopping = false;
};

} // namespace luma::agent
