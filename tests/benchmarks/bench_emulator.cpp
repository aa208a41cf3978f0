// The CPU llm-emulator's scaling with threads, in one run against its own baseline: the tiny
// contract's throughput with all hardware threads over one thread (best of `repeats` each,
// interleaved so that a slow spell of the host hits both), and the spread between identical
// one-thread runs. Goal: the ratio grows with the cores (>= 1 on a quiet host); the spread says
// how much of a single run's throughput is noise.
//   bench_emulator [repeats]   (default 3)
#include "specs.h"

#include "remote/client/local_agent.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

namespace {

double throughput(luma::client::LocalAgent& agent, const luma::Contract& contract, const std::string& id, int threads) {
    const auto r = agent.runToCompletion(
        {{"type", "run"},
         {"run_id", id},
         {"workload", {{"kind", "llm-emulator"}, {"max_sequences", 16}, {"max_batched_tokens", 512}}},
         {"contract", contract.spec},
         {"state", {{"threads", threads}}}},
        nullptr, 300);
    if (r.value("type", "") != "result") {
        std::printf("run %s failed: %s\n", id.c_str(), r.dump().c_str());
        std::exit(1);
    }
    return r["metrics"]["throughput_tok_s"].get<double>();
}

} // namespace

int main(int argc, char** argv) {
    const int repeats = std::max(1, argc > 1 ? std::atoi(argv[1]) : 3);
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    const auto contract = luma::loadContract(luma::test::sourcePath("resources/examples/tiny/contract.json"));
    luma::client::LocalAgent agent(LUMA_AGENT_BIN);
    agent.handshake();

    std::vector<double> one, all;
    for (int i = 0; i < repeats; ++i) {
        one.push_back(throughput(agent, contract, "t1-" + std::to_string(i), 1));
        all.push_back(throughput(agent, contract, "tn-" + std::to_string(i), cores));
    }
    const double bestOne = *std::max_element(one.begin(), one.end());
    const double bestAll = *std::max_element(all.begin(), all.end());
    std::sort(one.begin(), one.end());
    const double spread = (one.back() - one.front()) / one[one.size() / 2];

    std::printf("llm-emulator, tiny contract, best of %d\n", repeats);
    std::printf("%-10s %12s %8s\n", "threads", "tok/s", "ratio");
    std::printf("%-10d %12.0f %7.2fx\n", 1, bestOne, 1.0);
    std::printf("%-10d %12.0f %7.2fx\n", cores, bestAll, bestAll / bestOne);
    std::printf("spread of %d one-thread runs: %.1f %% of the median\n", repeats, spread * 100);
    return 0;
}
