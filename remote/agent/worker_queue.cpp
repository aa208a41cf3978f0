#include "remote/agent/worker_queue.h"

#include "core/util/json_bounded.h"
#include "remote/agent/detached_run.h"
#include "remote/agent/host_facts.h"
#include "remote/agent/spool.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/file.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace luma::agent {

namespace fs = std::filesystem;

namespace {

bool exists(const std::string& path) {
    std::error_code ec;
    return fs::exists(path, ec);
}

std::string env(const char* name) {
    const char* v = std::getenv(name);
    return v ? v : "";
}

// The queued runs, oldest first (a client sends one at a time; order matters only after a restart).
std::vector<std::string> queuedRuns(const std::string& root) {
    std::vector<std::pair<fs::file_time_type, std::string>> found;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(root, ec)) {
        if (!e.is_directory(ec) || !exists(e.path().string() + "/queued")) continue;
        found.emplace_back(fs::last_write_time(e.path() / "queued", ec), e.path().string());
    }
    std::sort(found.begin(), found.end());
    std::vector<std::string> out;
    out.reserve(found.size());
    for (auto& f : found) out.push_back(std::move(f.second));
    return out;
}

void writeAtomically(const std::string& file, const std::string& text) {
    const std::string tmp = file + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        out << text;
        if (!out.flush()) throw std::runtime_error("cannot write " + tmp);
    }
    if (std::rename(tmp.c_str(), file.c_str()) != 0) throw std::runtime_error("cannot rename " + tmp + " to " + file);
}

} // namespace

void enqueueRun(const std::string& folder) {
    std::ofstream out(folder + "/queued", std::ios::trunc);
    if (!(out << '\n') || !out.flush()) throw std::runtime_error("cannot queue the run in " + folder);
}

bool runQueued(const std::string& folder) { return exists(folder + "/queued"); }

bool workerAlive(const std::string& root) {
    const int fd = ::open((root + "/worker.lock").c_str(), O_RDWR | O_CLOEXEC);
    if (fd < 0) return false;
    const bool held = ::flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK;
    ::close(fd);
    return held;
}

nlohmann::json workerHost(const std::string& root) {
    std::ifstream in(root + "/worker.json");
    if (!in) return nullptr;
    std::stringstream text;
    text << in.rdbuf();
    if (text.str().size() > (1u << 20)) return nullptr;
    const auto j = parseJsonBounded(text.str());
    if (j.is_discarded() || !j.is_object() || !j.contains("host") || !j["host"].is_object()) return nullptr;
    return j["host"];
}

int workerMain(const std::string& root, double idleExitS) {
    try {
        const Spool spool(root);
        const int lock = ::open((root + "/worker.lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (lock < 0 || ::flock(lock, LOCK_EX | LOCK_NB) != 0) {
            std::fprintf(stderr, "luma-agent --worker: another worker serves %s (or its lock cannot be taken)\n",
                         root.c_str());
            return 3;
        }
        std::error_code ec;
        fs::remove(root + "/stop", ec); // a stop meant for an earlier worker
        const nlohmann::json ready = {{"host", hostFacts()},
                                      {"pid", static_cast<long long>(::getpid())},
                                      {"job", env("SLURM_JOB_ID")},
                                      {"node", env("SLURMD_NODENAME")}};
        writeAtomically(root + "/worker.json", ready.dump());
        std::fprintf(stderr, "luma-agent --worker: serving %s (job %s on %s)\n", root.c_str(),
                     env("SLURM_JOB_ID").c_str(), env("SLURMD_NODENAME").c_str());
        auto idleSince = std::chrono::steady_clock::now();
        int sleepMs = 2;
        while (!exists(root + "/stop")) {
            const auto queued = queuedRuns(root);
            if (queued.empty()) {
                if (std::chrono::duration<double>(std::chrono::steady_clock::now() - idleSince).count() > idleExitS) {
                    std::fprintf(stderr, "luma-agent --worker: no run for %.0f s, exiting\n", idleExitS);
                    break;
                }
                // Polled from 2 ms up to 50 ms (as the connection polls a run's events): a run sent right
                // after the last one is picked at once; an idle worker lists a folder 20 times a second.
                std::this_thread::sleep_for(std::chrono::milliseconds(sleepMs));
                sleepMs = std::min(50, sleepMs * 2);
                continue;
            }
            // One run at a time, as a child of this process: the batch job's own processes.
            std::fflush(nullptr);
            const pid_t pid = ::fork();
            if (pid < 0) {
                std::fprintf(stderr, "luma-agent --worker: fork failed\n");
                std::this_thread::sleep_for(std::chrono::milliseconds(500));
                continue;
            }
            if (pid == 0) _exit(queuedRunMain(queued.front()));
            int status = 0;
            while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
            if (runQueued(queued.front())) {
                // The child could not even take the run (no lock): drop the mark, so that the
                // connection following it reports the run lost instead of waiting for ever.
                std::fprintf(stderr, "luma-agent --worker: the run in %s did not start (status %d)\n",
                             queued.front().c_str(), status);
                fs::remove(queued.front() + "/queued", ec);
            }
            idleSince = std::chrono::steady_clock::now();
            sleepMs = 2;
        }
        fs::remove(root + "/worker.json", ec);
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "luma-agent --worker: %s\n", e.what());
        return 1;
    }
}

} // namespace luma::agent
