#include "remote/agent/agent.h"

#include "remote/agent/detached_run.h"
#include "remote/agent/host_facts.h"
#include "remote/agent/worker_queue.h"
#include "remote/agent/workload.h"
#include "remote/protocol/message.h"
#include "remote/protocol/messages.h"
#include "remote/protocol/protocol.h"

#include "core/model/contract.h"
#include "core/util/spec_error.h"
#include "core/util/wall_clock.h"
#include "core/version.h"

#include <boost/asio/post.hpp>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <fcntl.h>
#include <fstream>
#include <optional>
#include <poll.h>
#include <sys/file.h>
#include <unistd.h>
#include <variant>

namespace luma::agent {

namespace {

protocol::Error errorEvent(protocol::ErrorCode code, std::string message) {
    protocol::Error e;
    e.code = code;
    e.message = std::move(message);
    return e;
}

std::vector<int> supportedVersions() {
    std::vector<int> out;
    for (int v = protocol::kOldestVersion; v <= protocol::kVersion; ++v) out.push_back(v);
    return out;
}

// Ended runs a client never acknowledged are kept this long, and at most this many of them.
constexpr double kKeepEndedS = 7 * 24 * 3600.0;
constexpr std::size_t kKeepEndedRuns = 256;

// Holds the spool's lock while a run is checked and started, so that two connections cannot
// both start a run on one machine.
class SpoolLock {
public:
    explicit SpoolLock(const std::string& root)
        : m_fd(::open((root + "/spool.lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600)) {
        if (m_fd >= 0)
            while (::flock(m_fd, LOCK_EX) != 0 && errno == EINTR) {}
    }
    ~SpoolLock() {
        if (m_fd >= 0) ::close(m_fd);
    }
    SpoolLock(const SpoolLock&) = delete;
    SpoolLock& operator=(const SpoolLock&) = delete;

private:
    int m_fd;
};

} // namespace

Agent::Agent(int inFd, int outFd, const std::string& stateRoot, bool runsByWorker)
    : m_in(inFd), m_out(outFd), m_runsByWorker(runsByWorker && !stateRoot.empty()),
      m_followers(stateRoot, m_runsByWorker,
                  {[this](std::string line) { sendLine(std::move(line)); },
                   [this] {
                       boost::asio::post(m_io, [this] {
                           m_stopping = true;
                           m_io.stop();
                       });
                   }}) {
    if (::pipe(m_wake) != 0) m_wake[0] = m_wake[1] = -1; // then the reader is detached at the end
    if (!stateRoot.empty()) {
        m_spool.emplace(stateRoot);
        m_spool->sweep(kKeepEndedS, kKeepEndedRuns);
    }
}

Agent::~Agent() {
    m_followers.stopAll();
    stopRuns(true);
    if (m_reader.joinable()) m_reader.join();
    for (int fd : m_wake)
        if (fd >= 0) ::close(fd);
}

void Agent::send(const nlohmann::json& event) {
    sendLine(event.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

void Agent::sendLine(std::string line) {
    line += "\n";
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

protocol::RunEventHeader Agent::nextEvent(Run& run, const std::string& runId) {
    return {runId, ++run.seq, wallClockSeconds()};
}

void Agent::error(protocol::ErrorCode code, const std::string& message, const std::string& runId) {
    protocol::Error e = errorEvent(code, message);
    if (!runId.empty()) e.runId = runId;
    send(e.toJson());
}

// Input is read on its own thread with plain blocking reads (stdin may be a pipe, a socket,
// a TTY or a regular file) and handed to the event loop line by line. It also waits on m_wake,
// so that run() can stop and join it instead of leaving it to touch a destroyed Agent.
void Agent::readLoop() {
    protocol::LineFramer framer(protocol::kMaxLineBytes);
    char buf[65536];
    for (;;) {
        pollfd fds[2] = {{m_in, POLLIN, 0}, {m_wake[0], POLLIN, 0}};
        const int ready = ::poll(fds, m_wake[0] >= 0 ? 2 : 1, -1);
        if (ready < 0 && errno == EINTR) continue;
        if (ready < 0) break;
        if (fds[1].revents) return; // run() is over: nobody reads what we would post
        ssize_t n = ::read(m_in, buf, sizeof buf);
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n <= 0) break;
        for (auto& f : framer.feed(std::string_view(buf, static_cast<std::size_t>(n))))
            boost::asio::post(m_io, [this, f = std::move(f)] { onFrame(f); });
    }
    for (auto& f : framer.finish()) boost::asio::post(m_io, [this, f = std::move(f)] { onFrame(f); });
    boost::asio::post(m_io, [this] {
        // End of input: nobody is left to report to.
        m_stopping = true;
        m_heartbeat.cancel();
        m_followers.stopAll(); // a detached run lives on: that is what it is for
        stopRuns(true);
        m_io.stop();
    });
}

int Agent::run() {
    auto guard = boost::asio::make_work_guard(m_io);
    m_reader = std::thread([this] { readLoop(); });
    m_io.run();
    m_followers.stopAll();
    stopRuns(true);
    if (m_reader.joinable()) {
        char stop = 1;
        if (m_wake[1] >= 0 && ::write(m_wake[1], &stop, 1) == 1)
            m_reader.join();
        else
            m_reader.detach(); // cannot wake it: at shutdown the client closes its end soon after
    }
    return 0;
}

void Agent::onFrame(const protocol::Frame& frame) {
    if (m_stopping) return;
    const protocol::Incoming in = protocol::classify(frame);
    if (in.kind == protocol::Incoming::Kind::Invalid)
        error(protocol::errorCodeFromName(in.errorCode).value_or(protocol::ErrorCode::Malformed), in.errorMessage);
    if (in.kind != protocol::Incoming::Kind::Message) return;
    try {
        onMessage(in.message);
    } catch (const std::exception& e) {
        error(protocol::ErrorCode::Internal, std::string("while handling the message: ") + e.what());
    }
}

void Agent::onMessage(const nlohmann::json& msg) {
    const std::string type = protocol::messageType(msg);
    // hello, ping and shutdown work before the handshake; everything else needs it.
    if (!m_hello && type != "hello" && type != "ping" && type != "shutdown") {
        error(protocol::ErrorCode::NoHello,
              "send {\"type\": \"hello\", \"protocol\": " + std::to_string(protocol::kVersion) + "} first");
        return;
    }
    auto parsed = protocol::parseClientMessage(msg);
    if (!parsed) {
        refuse(type, msg, parsed.error());
        return;
    }
    std::visit([this](const auto& m) { handle(m); }, *parsed);
}

// A message of a known type with a wrong field, or of an unknown type: the code the client
// has always seen for it.
void Agent::refuse(const std::string& type, const nlohmann::json& msg, const protocol::ParseError& why) {
    using protocol::ErrorCode;
    if (type == "hello") {
        protocol::Error e = errorEvent(ErrorCode::ProtocolMismatch,
                                       "this agent speaks protocols " + std::to_string(protocol::kOldestVersion) +
                                           " to " + std::to_string(protocol::kVersion) + "; " + why.text());
        e.supported = supportedVersions();
        send(e.toJson());
        return;
    }
    if (type == "ping") {
        handle(protocol::Ping{}); // a liveness check is answered even when its nonce is unusable
        return;
    }
    if (type == "run") {
        auto id = msg.find("run_id");
        const std::string runId = id != msg.end() && id->is_string() ? id->get<std::string>() : std::string();
        const ErrorCode code = why.field == "run.state"      ? ErrorCode::BadState
                               : why.field == "run.contract" ? ErrorCode::BadContract
                                                             : ErrorCode::BadRun;
        error(code, why.text(), runId);
        return;
    }
    if (type == "attach" || type == "ack") {
        auto id = msg.find("run_id");
        const std::string runId = id != msg.end() && id->is_string() ? id->get<std::string>() : std::string();
        error(why.field == type + (type == "ack" ? ".seq" : ".from_seq") ? ErrorCode::BadSeq : ErrorCode::Malformed,
              why.text(), runId);
        return;
    }
    if (why.field == "type") {
        error(ErrorCode::UnknownType, why.reason);
        return;
    }
    error(ErrorCode::Malformed, why.text());
}

void Agent::handle(const protocol::Hello& hello) {
    if (hello.protocol < protocol::kOldestVersion || hello.protocol > protocol::kVersion) {
        protocol::Error e = errorEvent(protocol::ErrorCode::ProtocolMismatch,
                                       "this agent speaks protocols " + std::to_string(protocol::kOldestVersion) +
                                           " to " + std::to_string(protocol::kVersion) + ", the client asked for " +
                                           std::to_string(hello.protocol));
        e.supported = supportedVersions();
        send(e.toJson());
        return;
    }
    m_hello = true;
    const bool beating = m_protocol >= protocol::kHeartbeatVersion;
    m_protocol = hello.protocol;
    if (!beating && m_protocol >= protocol::kHeartbeatVersion) scheduleHeartbeat();
    // The reply names the protocol the connection speaks: the one the client asked for.
    // With a worker, runs happen on its host: the hello describes that one (until it has said
    // what it is, this one).
    nlohmann::json facts = m_runsByWorker ? workerHost(m_spool->root()) : nlohmann::json();
    protocol::HelloReply reply{hello.protocol, kVersion, selfSha256(), facts.is_object() ? facts : hostFacts()};
    reply.detachedRuns = m_spool.has_value() && hello.protocol >= 2;
    send(reply.toJson());
}

void Agent::handle(const protocol::Ping& ping) { send(protocol::Pong{ping.nonce, wallClockSeconds()}.toJson()); }

void Agent::handle(const protocol::Shutdown&) {
    m_stopping = true;
    m_heartbeat.cancel();
    stopRuns(true);
    send(protocol::Bye{}.toJson());
    m_io.stop();
}

void Agent::handle(const protocol::Cancel& cancel) {
    if (m_spool) {
        const std::string folder = m_spool->folder(cancel.runId);
        if (!m_spool->has(cancel.runId) || Spool::read(folder, 0).ended) {
            error(protocol::ErrorCode::UnknownRun, "no active run \"" + cancel.runId + "\"", cancel.runId);
            return;
        }
        std::ofstream(folder + "/cancel").put('\n'); // the runner polls for it
        return;
    }
    std::lock_guard<std::mutex> lock(m_runsMutex);
    auto it = m_runs.find(cancel.runId);
    if (it == m_runs.end() || it->second->finished) {
        error(protocol::ErrorCode::UnknownRun, "no active run \"" + cancel.runId + "\"", cancel.runId);
        return;
    }
    it->second->cancel = true;
}

void Agent::handle(const protocol::Run& msg) {
    reapFinished();
    const std::string id = msg.runId;
    RunContext ctx;
    ctx.runId = id;
    ctx.workload = msg.workload;
    ctx.state = msg.state;
    ctx.interventions = msg.interventions;
    if (!msg.contract.is_null()) {
        try {
            ctx.contract = parseContract(msg.contract, "run.contract");
        } catch (const SpecError& e) {
            error(protocol::ErrorCode::BadContract, e.what(), id);
            return;
        }
    }
    if (m_spool) {
        startDetached(msg);
        return;
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
        send(protocol::Telemetry{nextEvent(*r, id), data}.toJson());
    };
    auto kind = ctx.workload.find("kind");
    send(protocol::Accepted{nextEvent(*r, id),
                            kind != ctx.workload.end() && kind->is_string() ? kind->get<std::string>() : ""}
             .toJson());
    r->thread = std::thread([this, r, id, ctx = std::move(ctx)]() mutable {
        const auto t0 = std::chrono::steady_clock::now();
        std::optional<protocol::Result> result;
        std::optional<protocol::Error> failure;
        try {
            nlohmann::json payload = runWorkload(ctx);
            payload["wall_s"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            result = protocol::Result{{}, std::move(payload)};
        } catch (const RunError& e) {
            failure = errorEvent(e.code(), e.what());
        } catch (const std::exception& e) {
            failure = errorEvent(protocol::ErrorCode::Internal, e.what());
        }
        // Finished before the client hears of it: a run it sends on seeing this event must not
        // find the machine still busy.
        r->finished = true;
        const protocol::RunEventHeader h = nextEvent(*r, id);
        if (result) {
            result->event = h;
            send(result->toJson());
        } else {
            failure->runId = h.runId;
            failure->seq = h.seq;
            failure->time = h.time;
            send(failure->toJson());
        }
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

namespace luma::agent {

void Agent::startDetached(const protocol::Run& msg) {
    const std::string& id = msg.runId;
    {
        const SpoolLock lock(m_spool->root());
        if (m_spool->has(id)) {
            error(
                protocol::ErrorCode::DuplicateRun,
                "run \"" + id +
                    "\" was already started (attach to it with {\"type\": \"attach\", \"run_id\": …, \"from_seq\": …})",
                id);
            return;
        }
        if (const auto active = m_spool->activeRun()) {
            error(protocol::ErrorCode::Busy,
                  "run \"" + *active + "\" is active; this agent runs one workload at a time, send \"" + id +
                      "\" again when it has ended",
                  id);
            return;
        }
        std::string folder;
        try {
            folder = m_spool->create(id, msg.toJson());
            if (m_runsByWorker)
                enqueueRun(folder);
            else
                startDetachedRun(folder);
        } catch (const std::exception& e) {
            m_spool->remove(id); // never started: the run_id stays free for a retry
            error(protocol::ErrorCode::Internal, e.what(), id);
            return;
        }
    }
    m_followers.follow(id, m_spool->folder(id), 0);
}

void Agent::handle(const protocol::Attach& attach) {
    const std::string& id = attach.runId;
    if (!m_spool) {
        error(
            protocol::ErrorCode::UnknownRun,
            "this agent keeps no spool (started without --state-root): its runs end with their connection, none to attach to",
            id);
        return;
    }
    if (!m_spool->has(id)) {
        error(protocol::ErrorCode::UnknownRun,
              "no run \"" + id + "\" in " + m_spool->root() + " (never started here, or acknowledged and dropped)", id);
        return;
    }
    const SpoolEvents events = Spool::read(m_spool->folder(id), 0);
    if (attach.fromSeq > events.lastSeq) {
        error(protocol::ErrorCode::BadSeq,
              "attach.from_seq: run \"" + id + "\" has " + std::to_string(events.lastSeq) + " events so far; " +
                  std::to_string(attach.fromSeq) + " is beyond them",
              id);
        return;
    }
    if (events.ended && attach.fromSeq == events.lastSeq) {
        error(protocol::ErrorCode::BadSeq,
              "attach.from_seq: run \"" + id + "\" ended with event " + std::to_string(events.lastSeq) +
                  "; nothing follows it (acknowledge it instead)",
              id);
        return;
    }
    m_followers.follow(id, m_spool->folder(id), attach.fromSeq);
}

void Agent::handle(const protocol::Ack& ack) {
    const std::string& id = ack.runId;
    if (!m_spool || !m_spool->has(id)) {
        error(protocol::ErrorCode::UnknownRun,
              "no run \"" + id + "\" to acknowledge" +
                  (m_spool ? " in " + m_spool->root() : std::string(" (this agent keeps no spool)")),
              id);
        return;
    }
    const SpoolEvents events = Spool::read(m_spool->folder(id), 0);
    if (ack.seq > events.lastSeq) {
        error(protocol::ErrorCode::BadSeq,
              "ack.seq: run \"" + id + "\" has " + std::to_string(events.lastSeq) + " events; " +
                  std::to_string(ack.seq) + " was never sent",
              id);
        return;
    }
    // The whole run is committed: its spool is compacted away. Earlier acks need nothing kept:
    // the spool is append-only and a reattach may ask for any seq after its own commit.
    if (events.ended && ack.seq == events.lastSeq) {
        m_followers.stop(id);
        m_spool->remove(id);
    }
}

} // namespace luma::agent
