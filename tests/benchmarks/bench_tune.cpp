// `luma tune`'s predicted ranking on one core (goal: at least 10,000 configurations/s) for a
// realistic GPU contract: the chat-8b example with Poisson arrivals (each configuration's
// accepted capacity is a bisection over predict()'s cheap path) over nine knobs on its two
// H100s. Printed against the in-process baseline of one full predict() (binding by
// sensitivity) of the same contract: how many full predictions one ranked configuration costs.
//
//   bench_tune              the ranking
//   bench_tune --physical   and then the physical goals on this host's CPU (about 3 minutes on 2
//                           cores): the tiny example qualified and calibrated as packaging/dev.sh
//                           run does, then `luma tune --calibration` over its 4 knobs: the proven
//                           best within 8 physical runs, its predicted goodput within 10 % of the
//                           measured one, and better than the default's beyond the noise band.
#include "tiny_project.h"

#include "core/predict/predictor.h"
#include "core/tune/ranking.h"
#include "core/util/json_file.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>

using namespace luma;
namespace fs = std::filesystem;

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

int physical() {
    const fs::path dir = fs::temp_directory_path() / "bench_tune_tiny";
    const std::string project = luma::bench::tinyProject(dir), d = dir.string();
    const std::string cli = luma::bench::quoted(LUMA_CLI), q = luma::bench::quoted(d);
    if (luma::bench::run(cli + " calibrate " + luma::bench::quoted(project) + " --out " + q +
                         "/calibration.json >&2") != 0) {
        std::printf("bench_tune --physical: not measured: the tiny campaign could not be calibrated on this host\n");
        return 1;
    }
    if (luma::bench::run(cli + " tune --contract " + q + "/contract-tune.json --machine " + q +
                         "/machine.json --choices " + q + "/choices.json --db " + q +
                         "/tune.luma --host local --budget-runs 8 --calibration " + q + "/calibration.json --json > " +
                         q + "/tune.json") != 0) {
        std::printf("bench_tune --physical: luma tune failed (see above)\n");
        return 1;
    }
    const nlohmann::json t = readJsonFile(d + "/tune.json");
    std::printf("bench_tune --physical: the tiny example on this host, %lld configurations, calibrated\n",
                t.value("configurations_ranked", 0LL));
    for (const char* which : {"default", "best"}) {
        const nlohmann::json& row = t[which];
        const double above = row.value("lowest_failed_rps", 0.0); // the measured capacity's bracket
        const double measured = row.value("measured_goodput_rps", 0.0);
        char bracket[48] = "no failure above it", figures[128];
        if (above > 0) std::snprintf(bracket, sizeof bracket, "failed at %.1f", above);
        if (measured <= 0)
            std::snprintf(figures, sizeof figures, "measured: no rate passed, the lowest tried %.1f", above);
        else
            std::snprintf(figures, sizeof figures, "measured %.1f (%s), error %+.1f %%", measured, bracket,
                          100.0 * row.value("prediction_error", 0.0));
        std::printf("  %-8s %s: predicted %.1f req/s, %s\n", which, row.value("key", "").c_str(),
                    row.value("predicted_goodput_rps", 0.0), figures);
    }
    const long long runs = t.value("physical_runs", 0LL);
    const double error = std::fabs(t["best"].value("prediction_error", 1.0));
    const bool beats = t.value("beats_default", false);
    std::printf("  physical runs %lld (goal <= 8): %s\n", runs, runs <= 8 ? "met" : "NOT met");
    std::printf("  best's predicted goodput within %.1f %% of the measured (goal <= 10 %%): %s\n", 100 * error,
                error <= 0.10 ? "met" : "NOT met");
    std::printf("  best beats the default beyond the noise band: %s\n", beats ? "met" : "NOT met");
    return runs <= 8 && error <= 0.10 && beats ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    const bool physicalToo = argc == 2 && std::string(argv[1]) == "--physical";
    if (argc > 1 && !physicalToo) {
        std::fprintf(stderr, "usage: bench_tune [--physical]\n");
        return 2;
    }
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
    bool met = configsPerS >= 10000;
    if (physicalToo) {
        try {
            met = physical() == 0 && met;
        } catch (const std::exception& e) {
            std::printf("bench_tune --physical: not measured: %s\n", e.what());
            met = false;
        }
    }
    return met ? 0 : 1;
}
