// Runs / certificate lower bound for three strategies on the same synthetic monotone instances
// (d = 2..4, 8-32 levels, 1-3 constraints): the model-guided PEX search (prior with 10 %
// coefficient error), model-free dualization (the same search without a prior), and per-chain
// bisection (what a load-test ramp does); then the PEX search under 5 % verdict flips; then the
// host pool: 1, 2 and 4 hosts (the search proposes that many states at once), rounds of parallel
// runs and total runs against the single-host search (goal: rounds <= 1.3 x runs / hosts + a
// small constant, total runs up by <= 15 %).
#include "synthetic_oracle.h"

#include <algorithm>
#include <cstdio>

using namespace luma;

namespace {

// Counts the oracle's rounds: one batch of parallel runs is one round of wall-clock time.
class RoundCounter : public Oracle {
public:
    explicit RoundCounter(Oracle& inner) : m_inner(inner) {}
    Observation run(const LatticeState& s, int attempt) override { return runBatch({{s, attempt}}).front(); }
    std::vector<Observation> runBatch(const std::vector<Probe>& probes) override {
        ++rounds;
        widest = std::max(widest, probes.size());
        return m_inner.runBatch(probes);
    }
    long long rounds = 0;
    std::size_t widest = 0;

private:
    Oracle& m_inner;
};

void hostPool() {
    std::printf("\nHost pool (model-guided, 10 %% model error; model-free in brackets), 36 instances, d = 2..4:\n");
    std::printf("%-6s %10s %10s %14s %16s %18s\n", "hosts", "runs", "rounds", "runs vs 1 host", "rounds / (runs/h)",
                "worst rounds-bound");
    for (bool model : {true, false}) {
        long long baseRuns = 0;
        for (int hosts : {1, 2, 4}) {
            std::mt19937_64 rng(99);
            long long runs = 0, rounds = 0;
            double worstExcess = -1e9; // max over instances of rounds - 1.3 x runs / hosts
            for (int n = 0; n < 36; ++n) {
                const int d = 2 + n % 3;
                std::vector<int> levels;
                for (int i = 0; i < d; ++i)
                    levels.push_back(std::uniform_int_distribution<int>(8, d == 4 ? 16 : 32)(rng));
                Lattice lat(levels);
                test::SyntheticOracle truth(lat, 1 + n % 3, rng());
                test::SyntheticOracle prior = truth.perturbed(0.10, rng());
                RoundCounter counter(truth);
                SearchOptions opt;
                opt.noiseBand = 0;
                opt.batch = hosts;
                opt.useModel = model;
                const SearchResult r = pexSearch(lat, counter, model ? &prior : nullptr, opt);
                if (!truth.exact(r)) std::printf("  (instance %d not exact)\n", n);
                runs += r.runs;
                rounds += counter.rounds;
                worstExcess = std::max(worstExcess,
                                       static_cast<double>(counter.rounds) - 1.3 * static_cast<double>(r.runs) / hosts);
            }
            if (hosts == 1) baseRuns = runs;
            std::printf("%-6s %10lld %10lld %13.1f%% %16.2f %18.1f\n",
                        (std::to_string(hosts) + (model ? "" : " [mf]")).c_str(), runs, rounds,
                        100.0 * (static_cast<double>(runs) / static_cast<double>(baseRuns) - 1.0),
                        static_cast<double>(rounds) / (static_cast<double>(runs) / hosts), worstExcess);
        }
    }
}

} // namespace

int main() {
    std::printf("%-4s %9s %12s %14s %16s\n", "d", "instances", "PEX+model", "dualization", "chain bisection");
    for (int d = 2; d <= 4; ++d) {
        std::mt19937_64 rng(4242 + d);
        double pex = 0, dual = 0, chain = 0;
        const int instances = 20;
        for (int n = 0; n < instances; ++n) {
            std::vector<int> levels;
            for (int i = 0; i < d; ++i) levels.push_back(std::uniform_int_distribution<int>(8, d == 4 ? 16 : 32)(rng));
            Lattice lat(levels);
            const int constraints = 1 + n % 3;
            const std::uint64_t seed = rng();
            test::SyntheticOracle a(lat, constraints, seed), b(lat, constraints, seed), c(lat, constraints, seed);
            test::SyntheticOracle prior = a.perturbed(0.10, rng());
            SearchOptions opt;
            opt.noiseBand = 0;
            SearchResult r1 = pexSearch(lat, a, &prior, opt);
            opt.useModel = false;
            SearchResult r2 = pexSearch(lat, b, nullptr, opt);
            SearchResult r3 = chainBisection(lat, c);
            const double lb = static_cast<double>(r1.certificateLowerBound());
            pex += r1.runs / lb;
            dual += r2.runs / lb;
            chain += r3.runs / lb;
        }
        std::printf("%-4d %9d %11.2fx %13.2fx %15.2fx\n", d, instances, pex / instances, dual / instances,
                    chain / instances);
    }
    std::printf("\nUnder 5 %% verdict flips (sequential test sized for >= 99 %% exact frontiers), levels 8-12:\n");
    std::printf("%-16s %9s %8s %12s\n", "model error", "instances", "exact", "runs / LB");
    for (double err : {0.0, 0.05, 0.10}) {
        std::mt19937_64 rng(77);
        int exact = 0;
        double ratio = 0;
        const int instances = 60;
        for (int n = 0; n < instances; ++n) {
            std::vector<int> levels;
            const int d = 2 + n % 3;
            for (int i = 0; i < d; ++i) levels.push_back(std::uniform_int_distribution<int>(8, 12)(rng));
            Lattice lat(levels);
            test::SyntheticOracle oracle(lat, 1 + n % 2, rng(), 0.05);
            test::SyntheticOracle prior = oracle.perturbed(err, rng());
            SearchOptions opt;
            opt.flipRate = 0.05;
            opt.maxRepeats = 15;
            SearchResult r = pexSearch(lat, oracle, &prior, opt);
            exact += oracle.exact(r);
            ratio += static_cast<double>(r.runs) / static_cast<double>(r.certificateLowerBound());
        }
        std::printf("%14.0f %% %9d %8d %11.2fx\n", err * 100, instances, exact, ratio / instances);
    }
    hostPool();
    return 0;
}
