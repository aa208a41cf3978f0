// `luma tune`'s predicted ranking on one core (goal: at least 10,000 configurations/s) for a
// realistic GPU contract: the chat-8b example with Poisson arrivals (each configuration's
// accepted capacity is a bisection over predict()'s cheap path) over nine knobs on its two
// H100s. Printed against the in-process baseline of one full predict() (binding by
// sensitivity) of the same contract: how many full predictions one ranked configuration costs.
#include "core/predict/predictor.h"
#include "core/tune/ranking.h"

#include <chrono>
#include <cstdio>

using namespace luma;

namespace {

const std::string kExample = LUMA_SOURCE_DIR "/resources/examples/chat-8b/";

nlohmann::json choicesJson() {
    return {{"schema", "luma.choices/1"},
            {"name", "bench"},
            {"weight_precision", {"fp8", "bf16", "int4"}},
            {"kv_precision", {"fp8", "bf16"}},
            {"max_sequences", {64, 128, 256, 512}},
            {"max_batched_tokens", {2048, 8192}},
            {"chunked_prefill", {false, 512, 2048}},
            {"tensor_parallel", {1, 2}},
            {"replicas", {1, 2}},
            {"kv_offload", {0, 0.5}},
            {"speculative_decoding", {false, {{"acceptance_rate", 0.7}, {"draft_tokens", 4}}}}};
}

double seconds(std::chrono::steady_clock::time_point since) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

} // namespace

int main() {
    Contract contract = loadContract(kExample + "contract.json");
    const Machine machine = loadMachine(kExample + "machine.json");
    contract.arrival.kind = ArrivalKind::Poisson;
    contract.arrival.rateRps = 5;
    const Choices choices = parseChoices(choicesJson(), "bench-choices.json", contract, machine);

    // Baseline: full predictions (binding by the model's sensitivities) of the default state.
    const Deployment d = resolveDeployment(machine, contract, {}, {});
    int full = 0;
    auto t0 = std::chrono::steady_clock::now();
    double sink = 0;
    while (seconds(t0) < 0.5) {
        sink += predict(contract, d).ttftMsP99;
        ++full;
    }
    const double fullPerS = full / seconds(t0);

    int rounds = 0;
    long long ranked = 0, predictions = 0;
    t0 = std::chrono::steady_clock::now();
    Ranking last;
    while (rounds < 3 || seconds(t0) < 1.0) {
        last = rankConfigurations(contract, machine, choices);
        ranked += static_cast<long long>(last.ranked.size());
        predictions += last.predictions;
        ++rounds;
    }
    const double elapsed = seconds(t0);
    const double configsPerS = static_cast<double>(ranked) / elapsed;
    const auto& best = last.ranked.front();
    std::printf("bench_tune: chat-8b (Poisson) on %s, %lld configurations over %zu knobs\n", machine.name.c_str(),
                choices.combinations(), choices.knobs.size());
    std::printf("  ranked          %10.0f configurations/s (goal >= 10000), %.1f cheap predictions each\n", configsPerS,
                static_cast<double>(predictions) / static_cast<double>(ranked));
    std::printf("  baseline        %10.0f full predict()/s\n", fullPerS);
    std::printf("  ratio           %10.2f configurations ranked per full predict() time\n", configsPerS / fullPerS);
    std::printf("  best            %s: %.3g req/s, %.3g EUR/1M tok, %.0f W (default %.3g req/s)\n",
                configurationKey(choices, best.config).c_str(), best.predicted.goodputRps, best.predicted.eurPerMtok,
                best.predicted.watts, last.byDefault.predicted.goodputRps);
    std::printf("  pareto          %zu configurations%s\n", paretoSet(last.ranked).size(), sink > 0 ? "" : " ");
    return configsPerS >= 10000 ? 0 : 1;
}
