#pragma once
// Synthetic monotone oracles for search tests and benchmarks: PASS when every constraint
// sum_i a_ki * (level_i + 1) / levels_i >= b_k holds. The prior is the same family with each
// coefficient off by up to `modelError`; a noisy oracle flips each verdict with `flipRate`.
#include "core/search/pex_search.h"

#include <algorithm>
#include <random>

namespace luma::test {

class SyntheticOracle : public Oracle, public Prior {
public:
    SyntheticOracle(const Lattice& lattice, int constraintCount, std::uint64_t seed, double flipRate = 0)
        : m_lat(lattice), m_flip(flipRate), m_noise(seed ^ 0x9e3779b97f4a7c15ULL) {
        std::mt19937_64 rng(seed);
        std::uniform_real_distribution<double> weight(0.1, 1.0), bias(0.3, 0.8);
        for (int k = 0; k < constraintCount; ++k) {
            std::vector<double> a;
            double sum = 0;
            for (std::size_t i = 0; i < lattice.dims(); ++i) {
                a.push_back(weight(rng));
                sum += a.back();
            }
            m_a.push_back(a);
            m_b.push_back(bias(rng) * sum);
        }
    }
    // The same family with relative coefficient errors up to `error`, as a model would have.
    SyntheticOracle perturbed(double error, std::uint64_t seed) const {
        SyntheticOracle p = *this;
        std::mt19937_64 rng(seed);
        std::uniform_real_distribution<double> e(-error, error);
        for (auto& row : p.m_a)
            for (double& a : row) a *= 1.0 + e(rng);
        return p;
    }
    std::size_t constraints() const override { return m_a.size(); }
    void margins(const LatticeState& s, double* out) const override {
        for (std::size_t k = 0; k < m_a.size(); ++k) {
            double v = 0;
            for (std::size_t i = 0; i < s.size(); ++i) v += m_a[k][i] * (s[i] + 1.0) / m_lat.levels(i);
            out[k] = (v - m_b[k]) / m_b[k];
        }
    }
    bool truth(const LatticeState& s) const {
        std::vector<double> m(m_a.size());
        margins(s, m.data());
        return std::all_of(m.begin(), m.end(), [](double v) { return v >= 0; });
    }
    Observation run(const LatticeState& s, int) override {
        ++runs;
        Observation o;
        o.pass = truth(s);
        if (m_flip > 0 && std::uniform_real_distribution<double>(0, 1)(m_noise) < m_flip)
            o.pass = !o.pass;
        else {
            o.margins.resize(m_a.size());
            margins(s, o.margins.data());
        }
        if (m_flip > 0) o.margins.clear(); // flips carry no margin information
        return o;
    }
    // Ground truth by brute force.
    void frontier(std::vector<LatticeState>& minimalPass, std::vector<LatticeState>& maximalFail) const {
        const auto pass = [&](std::size_t i) { return truth(m_lat.state(i)); };
        for (std::size_t i = 0; i < m_lat.size(); ++i)
            if (m_lat.extreme(i, pass)) (pass(i) ? minimalPass : maximalFail).push_back(m_lat.state(i));
    }
    // Whether a search found exactly the true frontier.
    bool exact(const SearchResult& r) const {
        std::vector<LatticeState> pass, fail;
        frontier(pass, fail);
        auto same = [](std::vector<LatticeState> a, std::vector<LatticeState> b) {
            std::sort(a.begin(), a.end());
            std::sort(b.begin(), b.end());
            return a == b;
        };
        return same(r.minimalPass, pass) && same(r.maximalFail, fail);
    }
    long long runs = 0;

private:
    const Lattice& m_lat;
    double m_flip;
    std::mt19937_64 m_noise;
    std::vector<std::vector<double>> m_a;
    std::vector<double> m_b;
};

} // namespace luma::test
