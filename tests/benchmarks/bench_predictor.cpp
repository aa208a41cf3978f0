// Predictions per second on one core (goal: at least 1 M/s), with the time of one
// deployment resolution as the in-process baseline the ratio is printed against. The example
// contract is offline; BM_PredictPoisson runs it with Poisson arrivals at 60 % of the
// machine's capacity (the queueing models' distributions: gated batch, M/D/1, the decode
// window's branching process), BM_PredictClosed with 64 closed-loop clients.
#include "core/model/contract.h"
#include "core/model/machine.h"
#include "core/model/space.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/predict/simulator.h"
#include "core/search/explore.h"

#include <benchmark/benchmark.h>

using namespace luma;

namespace {

const std::string kExample = LUMA_SOURCE_DIR "/resources/examples/chat-8b/";

struct Fixture {
    Contract contract = loadContract(kExample + "contract.json");
    Machine machine = loadMachine(kExample + "machine.json");
    Space space = loadSpace(kExample + "space.json");
    Contract poisson = withArrival(ArrivalKind::Poisson);
    Contract closed = withArrival(ArrivalKind::Closed);

    Contract withArrival(ArrivalKind kind) const {
        Contract c = contract;
        c.arrival.kind = kind;
        c.arrival.concurrency = 64;
        c.arrival.rateRps = 1.0;
        if (kind == ArrivalKind::Poisson)
            c.arrival.rateRps = 0.6 * predict(c, resolveDeployment(machine, c.precision, {}, {})).capacityRps;
        return c;
    }
};

const Fixture& fixture() {
    static const Fixture f;
    return f;
}

void BM_ResolveDeployment(benchmark::State& state) {
    const auto& f = fixture();
    MachineState s;
    double level = 16;
    for (auto _ : state) {
        s.hbmGib = level;
        benchmark::DoNotOptimize(resolveDeployment(f.machine, f.contract.precision, s, {}));
        level = level > 79 ? 16 : level + 1;
    }
    state.SetItemsProcessed(state.iterations());
}

void predictHbmLoop(benchmark::State& state, const PredictOptions& options) {
    const auto& f = fixture();
    MachineState s;
    double level = 16;
    for (auto _ : state) {
        s.hbmGib = level;
        const Deployment d = resolveDeployment(f.machine, f.contract.precision, s, {});
        benchmark::DoNotOptimize(predict(f.contract, d, options));
        level = level > 79 ? 16 : level + 1;
    }
    state.SetItemsProcessed(state.iterations());
}

// With the binding resource named by the model's sensitivities (the CLI's, the frontier's and
// the adjacent FAILs' predictions) and without (explore's sweep, the search's prior).
void BM_Predict(benchmark::State& state) { predictHbmLoop(state, {}); }
void BM_PredictVerdictOnly(benchmark::State& state) {
    PredictOptions o;
    o.binding = false;
    predictHbmLoop(state, o);
}

// HBM from 60 to 80 GiB: every state stays below capacity (a saturated one returns early).
void predictLoop(benchmark::State& state, const Contract& c) {
    const auto& f = fixture();
    MachineState s;
    double level = 60;
    for (auto _ : state) {
        s.hbmGib = level;
        const Deployment d = resolveDeployment(f.machine, c.precision, s, {});
        benchmark::DoNotOptimize(predict(c, d));
        level = level > 79 ? 60 : level + 1;
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_PredictPoisson(benchmark::State& state) { predictLoop(state, fixture().poisson); }
void BM_PredictClosed(benchmark::State& state) { predictLoop(state, fixture().closed); }

void BM_Explore(benchmark::State& state) {
    const auto& f = fixture();
    long long states = 0;
    for (auto _ : state) {
        ExploreResult r = explore(f.contract, f.machine, f.space);
        states += r.evaluated;
        benchmark::DoNotOptimize(r);
    }
    state.SetItemsProcessed(states);
}

void BM_Simulate(benchmark::State& state) {
    const auto& f = fixture();
    const Deployment d = resolveDeployment(f.machine, f.contract.precision, {}, {});
    for (auto _ : state) benchmark::DoNotOptimize(simulate(f.contract, d));
}

BENCHMARK(BM_ResolveDeployment);
BENCHMARK(BM_Predict);
BENCHMARK(BM_PredictVerdictOnly);
BENCHMARK(BM_PredictPoisson);
BENCHMARK(BM_PredictClosed);
BENCHMARK(BM_Explore)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Simulate)->Unit(benchmark::kMillisecond);

// Prints predictions per second and the ratio of a prediction to a bare resolution.
class RatioReporter : public benchmark::ConsoleReporter {
public:
    void ReportRuns(const std::vector<Run>& runs) override {
        ConsoleReporter::ReportRuns(runs);
        for (const auto& r : runs) {
            if (r.run_name.function_name == "BM_ResolveDeployment") m_resolve = r.GetAdjustedRealTime();
            if (r.run_name.function_name == "BM_Predict") m_predict = r.GetAdjustedRealTime();
            if (r.run_name.function_name == "BM_PredictVerdictOnly") m_verdict = r.GetAdjustedRealTime();
            if (r.run_name.function_name == "BM_PredictPoisson") m_poisson = r.GetAdjustedRealTime();
        }
    }
    void Finalize() override {
        ConsoleReporter::Finalize();
        if (m_predict > 0 && m_resolve > 0)
            std::printf("\npredictions per second (one core): %.2f M   prediction / resolution time ratio: %.1fx\n",
                        1e3 / m_predict, m_predict / m_resolve);
        if (m_verdict > 0 && m_resolve > 0)
            std::printf(
                "verdict-only predictions per second (one core): %.2f M   verdict-only / resolution time ratio: "
                "%.1fx   with binding / verdict-only: %.1fx\n",
                1e3 / m_verdict, m_verdict / m_resolve, m_predict / m_verdict);
        if (m_poisson > 0 && m_resolve > 0)
            std::printf(
                "Poisson predictions per second (one core): %.3f M   Poisson prediction / resolution time ratio: %.1fx\n",
                1e3 / m_poisson, m_poisson / m_resolve);
    }

private:
    double m_resolve = 0, m_predict = 0, m_verdict = 0, m_poisson = 0; // ns
};

} // namespace

int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    RatioReporter reporter;
    benchmark::RunSpecifiedBenchmarks(&reporter);
    benchmark::Shutdown();
    return 0;
}
