// luma-agent: the headless agent that runs PEX workloads on any host. No Qt; no network port:
// it speaks newline-delimited JSON on stdin/stdout (a local child, an SSH channel, a Slurm step).
#include "remote/agent/agent.h"
#include "remote/agent/host_facts.h"

#include "core/version.h"

#include <csignal>
#include <cstring>
#include <iostream>

int main(int argc, char** argv) {
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
        std::cout << "luma-agent " << luma::kVersion << "\nsha256 " << luma::agent::selfSha256() << '\n';
        return 0;
    }
    if (argc == 2 && std::strcmp(argv[1], "--stdio") == 0) {
        std::signal(SIGPIPE, SIG_IGN);
        luma::agent::Agent agent(0, 1);
        return agent.run();
    }
    std::cerr << "usage: luma-agent --stdio | --version\n"
                 "  --stdio    speak the agent protocol (JSON lines) on stdin/stdout\n"
                 "  --version  print the version and the SHA-256 of this binary\n";
    return 2;
}
