// luma-agent: the headless agent that runs PEX workloads on any host. No Qt; no network port:
// it speaks newline-delimited JSON on stdin/stdout (a local child, an SSH channel, a Slurm step).
#include "remote/agent/agent.h"
#include "remote/agent/detached_run.h"
#include "remote/agent/host_facts.h"
#include "remote/agent/worker_queue.h"

#include "core/version.h"

#include <csignal>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

namespace {

constexpr const char* kUsage =
    "usage: luma-agent --stdio [--state-root DIR [--runs-by-worker]] | --worker DIR [--idle-exit S] | --version | --help\n"
    "  --stdio             speak the agent protocol (JSON lines) on stdin/stdout\n"
    "  --state-root DIR    run each run detached, as its own process session with its events in\n"
    "                      DIR/<run>/events.jsonl, so that it outlives the connection and a later\n"
    "                      one can attach to it (e.g. ~/.cache/luma/runs); without it a run ends\n"
    "                      with its connection\n"
    "  --runs-by-worker    queue each run in DIR for a worker on another machine sharing DIR (a\n"
    "                      Slurm batch job), and describe that worker's host in hello\n"
    "  --worker DIR        serve the runs queued in DIR one at a time, until DIR/stop appears or\n"
    "                      none came for --idle-exit seconds (default 600)\n"
    "  --version           print the version and the SHA-256 of this binary\n"
    "  --help              print this help\n";

} // namespace

int main(int argc, char** argv) {
    const std::string first = argc >= 2 ? argv[1] : "";
    if (argc == 2 && (first == "--help" || first == "-h")) {
        std::cout << kUsage;
        return 0;
    }
    if (argc == 2 && first == "--version") {
        std::cout << "luma-agent " << luma::kVersion << "\nsha256 " << luma::agent::selfSha256() << '\n';
        return 0;
    }
    // Internal: started by an agent for one run of its spool (detached_run.h), before any thread.
    if (argc == 3 && first == "--detached-run") return luma::agent::detachedRunMain(argv[2]);
    if (first == "--worker" && argv[2] && argv[2][0] != '\0' &&
        (argc == 3 || (argc == 5 && std::strcmp(argv[3], "--idle-exit") == 0))) {
        char* end = nullptr;
        const double idle = argc == 5 ? std::strtod(argv[4], &end) : 600;
        if (argc == 5 && (end == argv[4] || *end != '\0' || !(idle > 0))) {
            std::cerr << "luma-agent: --idle-exit wants a number of seconds above 0, not \"" << argv[4] << "\"\n";
            return 2;
        }
        std::signal(SIGPIPE, SIG_IGN);
        return luma::agent::workerMain(argv[2], idle);
    }
    const bool byWorker = argc == 5 && std::strcmp(argv[4], "--runs-by-worker") == 0;
    if (first == "--stdio" &&
        (argc == 2 || ((argc == 4 || byWorker) && std::strcmp(argv[2], "--state-root") == 0 && argv[3][0] != '\0'))) {
        std::signal(SIGPIPE, SIG_IGN);
        try {
            luma::agent::Agent agent(0, 1, argc >= 4 ? argv[3] : "", byWorker);
            return agent.run();
        } catch (const std::exception& e) {
            std::cerr << "luma-agent: " << e.what() << '\n';
            return 1;
        }
    }
    std::cerr << kUsage;
    return 2;
}
