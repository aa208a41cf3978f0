#include "remote/agent/detached_run.h"

#include "core/util/json_bounded.h"
#include "remote/agent/spool.h"
#include "remote/agent/workload.h"
#include "remote/process/spawn.h"
#include "remote/protocol/messages.h"

#include "core/model/contract.h"
#include "core/util/spec_error.h"
#include "core/util/wall_clock.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <stdexcept>
#include <sys/file.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace luma::agent {

namespace {

// Exit statuses of the runner's first process, read by startDetachedRun.
constexpr int kStarted = 0, kLocked = 3, kNoFork = 4, kNoLock = 5;

// The run's events as the spool keeps them: numbered from 1, sized against the spool's bound.
struct SpoolWriter {
    std::string folder, runId;
    long long seq = 0;
    std::size_t bytes = 0;

    protocol::RunEventHeader header() { return {runId, ++seq, wallClockSeconds()}; }
    void write(const nlohmann::json& event, bool sync) {
        bytes += event.dump().size() + 1;
        Spool::append(folder, event, sync);
    }
};

// The run saved in the folder's run.json, as a workload's context (without its callbacks); its id
// is set in `runId` as soon as it is read, so that a run that cannot start still names itself.
RunContext savedRun(const std::string& folder, std::string& runId) {
    std::ifstream in(folder + "/run.json");
    const auto saved = parseJsonBounded(std::string(std::istreambuf_iterator<char>(in), {}));
    if (saved.is_discarded() || !saved.is_object() || !saved.contains("run_id") || !saved["run_id"].is_string())
        throw std::runtime_error(folder + "/run.json is not a saved run");
    runId = saved["run_id"].get<std::string>();
    RunContext ctx;
    ctx.runId = runId;
    const auto run = protocol::parseRun(saved.value("run", nlohmann::json()));
    if (!run) throw RunError(protocol::ErrorCode::BadRun, run.error().text());
    ctx.workload = run->workload;
    ctx.state = run->state;
    ctx.interventions = run->interventions;
    if (!run->contract.is_null()) {
        try {
            ctx.contract = parseContract(run->contract, "run.contract");
        } catch (const SpecError& e) {
            throw RunError(protocol::ErrorCode::BadContract, e.what());
        }
    }
    return ctx;
}

// Any connection asks for a stop by making the folder's cancel file: polled (it is rare) until
// the run ends, and woken at once when it does.
class CancelWatcher {
public:
    CancelWatcher(const std::string& folder, std::atomic<bool>& cancel)
        : m_thread([this, path = folder + "/cancel", &cancel] {
              std::unique_lock lock(m_mutex);
              while (!m_done && !cancel) {
                  if (::access(path.c_str(), F_OK) == 0) cancel = true;
                  m_cv.wait_for(lock, std::chrono::milliseconds(100));
              }
          }) {}
    CancelWatcher(const CancelWatcher&) = delete;
    CancelWatcher& operator=(const CancelWatcher&) = delete;
    ~CancelWatcher() {
        {
            const std::lock_guard lock(m_mutex);
            m_done = true;
        }
        m_cv.notify_all();
        m_thread.join();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_cv;
    bool m_done = false; // under m_mutex
    std::thread m_thread;
};

// Runs the saved run's workload, spooling its accepted event and its telemetry, and returns its
// result payload (a RunError or any exception escapes to the caller).
nlohmann::json runSaved(const std::string& folder, SpoolWriter& spool) {
    RunContext ctx = savedRun(folder, spool.runId);
    const auto kind = ctx.workload.find("kind");
    spool.write(protocol::Accepted{spool.header(),
                                   kind != ctx.workload.end() && kind->is_string() ? kind->get<std::string>() : ""}
                    .toJson(),
                true);
    std::atomic<bool> cancel{false};
    const CancelWatcher watcher(folder, cancel);
    ctx.cancelled = &cancel;
    // Telemetry is made durable in batches (at most every quarter second), and dropped past the
    // spool's bound; the final event is always written and synced.
    auto lastSync = std::chrono::steady_clock::now();
    ctx.telemetry = [&](const nlohmann::json& data) {
        if (spool.bytes > kMaxSpoolBytes) return;
        const auto now = std::chrono::steady_clock::now();
        const bool sync = now - lastSync > std::chrono::milliseconds(250);
        if (sync) lastSync = now;
        spool.write(protocol::Telemetry{spool.header(), data}.toJson(), sync);
    };
    const auto t0 = std::chrono::steady_clock::now();
    nlohmann::json payload = runWorkload(ctx);
    payload["wall_s"] = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return payload;
}

// The run, from its first event to its final one, in the runner (the session leader).
int runToEnd(const std::string& folder) {
    SpoolWriter spool{folder, {}};
    std::optional<nlohmann::json> payload; // the Result is made with the final header, below
    std::optional<protocol::Error> failure;
    try {
        payload = runSaved(folder, spool);
    } catch (const RunError& e) {
        failure = protocol::Error{e.code(), e.what(), {}, {}, {}, {}};
    } catch (const std::exception& e) {
        failure = protocol::Error{protocol::ErrorCode::Internal, e.what(), {}, {}, {}, {}};
    }
    const protocol::RunEventHeader h = spool.header();
    try {
        if (payload) {
            spool.write(protocol::Result{h, std::move(*payload)}.toJson(), true);
        } else {
            failure->runId = h.runId;
            failure->seq = h.seq;
            failure->time = h.time;
            spool.write(failure->toJson(), true);
        }
    } catch (const std::exception& e) {
        std::fprintf(stderr, "luma-agent: %s\n", e.what()); // runner.log; an attaching agent reports run_lost
        return 1;
    }
    return 0;
}

} // namespace

void startDetachedRun(const std::string& folder) {
    std::error_code ec;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec) throw std::runtime_error("cannot find this agent's executable: " + ec.message());
    process::Child child = process::spawn({{self.string(), "--detached-run", folder}, {}, false});
    child.closeOutput();
    const int status = child.wait(); // the runner's first process exits once the run holds its lock
    if (WIFEXITED(status) && WEXITSTATUS(status) == kStarted) return;
    std::string why = WIFEXITED(status) && WEXITSTATUS(status) == kLocked   ? "its folder is locked by another runner"
                      : WIFEXITED(status) && WEXITSTATUS(status) == kNoFork ? "fork failed"
                      : WIFEXITED(status) && WEXITSTATUS(status) == kNoLock
                          ? "cannot lock its folder"
                          : "the runner ended with status " + std::to_string(status);
    std::ifstream log(folder + "/runner.log");
    std::string text((std::istreambuf_iterator<char>(log)), std::istreambuf_iterator<char>());
    if (!text.empty()) why += ": " + text.substr(0, 2000);
    throw std::runtime_error("cannot start the detached run in " + folder + ": " + why);
}

namespace {

// The runner's output goes to its folder: the connection's pipes may close at any time.
void redirectOutput(const std::string& folder) {
    const int log = ::open((folder + "/runner.log").c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    const int null = ::open("/dev/null", O_RDWR | O_CLOEXEC);
    if (log >= 0 || null >= 0) ::dup2(log >= 0 ? log : null, 2);
    if (null >= 0) {
        ::dup2(null, 0);
        ::dup2(null, 1);
    }
}

} // namespace

int queuedRunMain(const std::string& folder) {
    redirectOutput(folder);
    const int lock = ::open((folder + "/lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lock < 0) return kNoLock;
    while (::flock(lock, LOCK_EX) != 0)
        if (errno != EINTR) return kNoLock;
    const bool begun = Spool::read(folder, 0).lastSeq > 0;
    std::error_code ec;
    std::filesystem::remove(folder + "/queued", ec);
    return begun ? 0 : runToEnd(folder);
}

int detachedRunMain(const std::string& folder) {
    redirectOutput(folder);
    const int lock = ::open((folder + "/lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lock < 0) return kNoLock;
    // The folder is new, but another agent's sweep may be looking at its lock this instant
    // (Spool::runnerAlive takes it for a moment): try for a while before calling it locked.
    int tries = 0;
    while (::flock(lock, LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK) return kNoLock;
        if (++tries > 50) return kLocked;
        ::usleep(2000);
    }
    // The lock belongs to the open file, which the grandchild shares: it holds on after we exit.
    const pid_t pid = ::fork();
    if (pid < 0) return kNoFork;
    if (pid > 0) _exit(kStarted);
    ::setsid(); // its own session and process group: a hang-up or group kill of the connection misses it
    return runToEnd(folder);
}

} // namespace luma::agent
