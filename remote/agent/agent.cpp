#include "remote/agent/agent.h"

#include "remote/agent/host_facts.h"
#include "remote/agent/workload.h"
#include "remote/protocol/message.h"
#include "remote/protocol/protocol.h"

#include "core/model/contract.h"
#include "core/util/spec_error.h"
#include "core/version.h"

#include <boost/asio/post.hpp>

#include <cerrno>
#include <chrono>
#include <unistd.h>

namespace luma::agent {

namespace {

double wallClock() {
    return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

} // namespace

Agent::Agent(int inFd, int outFd) : m_in(inFd), m_out(outFd) {}

Agent::~Agent() {
    stopRuns(true);
    if (m_reader.joinable()) m_reader.join();
}

void Agent::send(const nlohmann::json& event) {
    std::string line = event.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    std::lock_guard<std::mutex> lock(m_outMutex);
    const char* p = line.data();
    std::size_t left = line.size();
    while (left > 0) {
        ssize_t n = ::write(m_out, p, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return; // the client went away; nothing more to tell it
        p += n;
        left -= static_cast<std::size_t>(n);
    }
}

void Agent::sendRunEvent(Run& run, const std::string& runId, nlohmann::json event) {
    event["run_id"] = runId;
    event["seq"] = ++run.seq;
    event["time"] = wallClock();
    send(event);
}

void Agent::error(protocol::ErrorCode code, const std::string& message, const std::string& runId) {
    nlohmann::json e = {{"type", "error"}, {"code", protocol::name(code)}, {"message", message}};
    if (!runId.empty()) e["run_id"] = runId;
    send(e);
}

// Input is read on its own thread with plain blocking reads (stdin may be a pipe, a socket,
// a TTY or a regular file) and handed to the event loop line by line.
void Agent::readLoop() {
    protocol::LineFramer framer(protocol::kMaxLineBytes);
    char buf[65536];
    for (;;) {
        ssize_t n = ::read(m_in, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        for (auto& f : framer.feed(std::string_view(buf, static_cast<std::size_t>(n))))
            boost::asio::post(m_io, [this, f = std::move(f)] { onFrame(f); });
    }
    for (auto& f : framer.finish()) boost::asio::post(m_io, [this, f = std::move(f)] { onFrame(f); });
    boost::asio::post(m_io, [this] {
        // End of input: nobody is left to report to.
        m_stopping = true;
        stopRuns(true);
        m_io.stop();
    });
}

int Agent::run() {
    auto guard = boost::asio::make_work_guard(m_io);
    m_reader = std::thread([this] { readLoop(); });
    m_io.run();
    stopRuns(true);
    if (m_reader.joinable()) {
        // The reader blocks in read(); at shutdown the client closes its end soon after.
        m_reader.detach();
    }
    return 0;
}

void Agent::onFrame(const protocol::Frame& frame) {
    if (m_stopping) return;
    const protocol::Incoming in = protocol::classify(frame);
    if (in.kind == protocol::Incoming::Kind::Invalid) error(protocol::errorCodeFromName(in.errorCode).value_or(protocol::ErrorCode::Malformed), in.errorMessage);
    if (in.kind != protocol::Incoming::Kind::Message) return;
    try {
        onMessage(in.message);
    } catch (const std::exception& e) {
        error(protocol::ErrorCode::Internal, std::string("while handling the message: ") + e.what());
    }
}

void Agent::onMessage(const nlohmann::json& msg) {
    const std::string type = msg["type"].get<std::string>();
    if (type == "hello") {
        auto it = msg.find("protocol");
        if (it == msg.end() || !it->is_number_integer() || it->get<int>() != protocol::kVersion) {
            send({{"type", "error"}, {"code", protocol::name(protocol::ErrorCode::ProtocolMismatch)},
                  {"message", "this agent speaks protocol " + std::to_string(protocol::kVersion) + ", the client asked for " +
                                  (it == msg.end() ? std::string("none") : it->dump())},
                  {"supported", {protocol::kVersion}}});
            return;
        }
        m_hello = true;
        send({{"type", "hello"}, {"protocol", protocol::kVersion}, {"agent_version", kVersion},
              {"build_sha256", selfSha256()}, {"host", hostFacts()}});
        return;
    }
    if (type == "ping") {
        nlohmann::json pong = {{"type", "pong"}, {"time", wallClock()}};
        // Echo a correlation token, not arbitrary payloads.
        if (msg.contains("nonce") && (msg["nonce"].is_string() || msg["nonce"].is_number()) && msg["nonce"].dump().size() <= 256)
            pong["nonce"] = msg["nonce"];
        send(pong);
        return;
    }
    if (type == "shutdown") {
        m_stopping = true;
        stopRuns(true);
        send({{"type", "bye"}});
        m_io.stop();
        return;
    }
    if (!m_hello) {
        error(protocol::ErrorCode::NoHello, "send {\"type\": \"hello\", \"protocol\": " + std::to_string(protocol::kVersion) + "} first");
        return;
    }
    if (type == "run") {
        startRun(msg);
        return;
    }
    if (type == "cancel") {
        const std::string id = msg.value("run_id", std::string());
        std::lock_guard<std::mutex> lock(m_runsMutex);
        auto it = m_runs.find(id);
        if (it == m_runs.end() || it->second->finished) {
            error(protocol::ErrorCode::UnknownRun, "no active run \"" + id + "\"", id);
            return;
        }
        it->second->cancel = true;
        return;
    }
    error(protocol::ErrorCode::UnknownType, "unknown message type \"" + type + "\"; known: hello run cancel ping shutdown");
}

void Agent::startRun(const nlohmann::json& msg) {
    reapFinished();
    if (!msg.contains("run_id") || !msg["run_id"].is_string() || msg["run_id"].get<std::string>().empty()) {
        error(protocol::ErrorCode::BadRun, "run needs a non-empty string run_id");
        return;
    }
    const std::string id = msg["run_id"].get<std::string>();
    if (!msg.contains("workload") || !msg["workload"].is_object()) {
        error(protocol::ErrorCode::BadRun, "run needs a workload object", id);
        return;
    }
    RunContext ctx;
    ctx.runId = id;
    ctx.workload = msg["workload"];
    ctx.state = msg.value("state", nlohmann::json::object());
    ctx.interventions = msg.value("interventions", nlohmann::json::array());
    if (msg.contains("contract") && !msg["contract"].is_null()) {
        try {
            ctx.contract = parseContract(msg["contract"], "run.contract");
        } catch (const SpecError& e) {
            error(protocol::ErrorCode::BadContract, e.what(), id);
            return;
        }
    }
    std::lock_guard<std::mutex> lock(m_runsMutex);
    if (m_runs.count(id)) {
        error(protocol::ErrorCode::DuplicateRun, "run \"" + id + "\" was already started", id);
        return;
    }
    // One workload at a time: a machine state is a claim about the whole machine, so two runs
    // at once would corrupt each other's measurements (and they would share the kernel
    // backends' process-wide pools and buffers). The refused run_id stays free for a retry.
    for (const auto& [activeId, active] : m_runs)
        if (!active->finished) {
            error(protocol::ErrorCode::Busy,
                  "run \"" + activeId + "\" is active; this agent runs one workload at a time, send \"" + id +
                      "\" again when it has ended",
                  id);
            return;
        }
    auto run = std::make_unique<Run>();
    Run* r = run.get();
    ctx.cancelled = &r->cancel;
    ctx.telemetry = [this, r, id](const nlohmann::json& data) {
        sendRunEvent(*r, id, {{"type", "telemetry"}, {"data", data}});
    };
    sendRunEvent(*r, id, {{"type", "accepted"}, {"kind", ctx.workload.value("kind", std::string())}});
    r->thread = std::thread([this, r, id, ctx = std::move(ctx)]() mutable {
        const auto t0 = std::chrono::steady_clock::now();
        nlohmann::json last;
        try {
            last = runWorkload(ctx);
            last["type"] = "result";
            last["wall_s"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        } catch (const RunError& e) {
            last = {{"type", "error"}, {"code", protocol::name(e.code())}, {"message", e.what()}};
        } catch (const std::exception& e) {
            last = {{"type", "error"}, {"code", protocol::name(protocol::ErrorCode::Internal)}, {"message", e.what()}};
        }
        // Finished before the client hears of it: a run it sends on seeing this event must not
        // find the machine still busy.
        r->finished = true;
        sendRunEvent(*r, id, std::move(last));
    });
    m_runs.emplace(id, std::move(run));
}

void Agent::reapFinished() {
    std::lock_guard<std::mutex> lock(m_runsMutex);
    for (auto& [id, run] : m_runs)
        if (run->finished && run->thread.joinable()) run->thread.join();
}

void Agent::stopRuns(bool cancel) {
    std::map<std::string, std::unique_ptr<Run>> runs;
    {
        std::lock_guard<std::mutex> lock(m_runsMutex);
        if (cancel)
            for (auto& [id, run] : m_runs) run->cancel = true;
        runs.swap(m_runs);
    }
    for (auto& [id, run] : runs)
        if (run->thread.joinable()) run->thread.join();
}

} // namespace luma::agent
