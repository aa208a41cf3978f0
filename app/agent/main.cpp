// luma-agent: the headless agent that runs PEX workloads on any host. No Qt; no network port:
// it speaks newline-delimited JSON on stdin/stdout (a local child, an SSH channel, a Slurm step).
#include "remote/agent/agent.h"
#include "remote/agent/detached_run.h"
#include "remote/agent/host_facts.h"

#include "core/version.h"

#include <csignal>
#include <cstring>
#include <iostream>
#include <string>

namespace {

constexpr const char* kUsage =
    "usage: luma-agent --stdio [--state-root DIR] | --version | --help\n"
    "  --stdio             speak the agent protocol (JSON lines) on stdin/stdout\n"
    "  --state-root DIR    run each run detached, as its own process session with its events in\n"
    "                      DIR/<run>/events.jsonl, so that it outlives the connection and a later\n"
    "                      one can attach to it (e.g. ~/.cache/luma/runs); without it a run ends\n"
    "                      with its connection\n"
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
    if (first == "--stdio" && (argc == 2 || (argc == 4 && std::strcmp(argv[2], "--state-root") == 0 && argv[3][0] != '\0'))) {
        std::signal(SIGPIPE, SIG_IGN);
        try {
            luma::agent::Agent agent(0, 1, argc == 4 ? argv[3] : "");
            return agent.run();
        } catch (const std::exception& e) {
            std::cerr << "luma-agent: " << e.what() << '\n';
            return 1;
        }
    }
    std::cerr << kUsage;
    return 2;
}
