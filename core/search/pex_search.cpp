// PEX frontier search (see pex_search.h): the campaign's plan. With a prior, certify-and-repair
// runs the model's predicted certificate and re-plans it after each disagreement; model-free
// dualization then finishes what is undecided. The plan's parts are in files of their own
// (pex_engine.h lists them); this file also keeps the decided-state closure both phases share.
#include "core/search/pex_engine.h"

#include <algorithm>
#include <functional>

namespace luma {

namespace {

void collectFrontier(const Lattice& lattice, const std::function<bool(std::size_t)>& pass, SearchResult& r) {
    for (std::size_t i = 0; i < lattice.size(); ++i)
        if (lattice.extreme(i, pass)) (pass(i) ? r.minimalPass : r.maximalFail).push_back(lattice.state(i));
}

} // namespace

namespace pex {

Search::Search(const Lattice& lattice, Oracle& oracle, const Prior* prior, const SearchOptions& opt)
    : m_lat(lattice), m_oracle(oracle), m_prior(opt.useModel ? prior : nullptr), m_opt(opt),
      m_decided(lattice.size(), 0), m_attempts(lattice.size(), 0), m_offsets(prior ? prior->constraints() : 0, 0.0) {
    sizeLead(50);
}

SearchResult Search::run(const std::vector<LatticeState>& seeds) {
    m_seeds = seeds;
    for (const auto& s : seeds) markPass(s);
    if (m_prior) certifyAndRepair();
    dualize();
    return finish();
}

void Search::markPass(const LatticeState& s) {
    m_lat.forBox(s, m_lat.top(), [&](std::size_t i) {
        if (!m_decided[i]) m_decided[i] = 1;
    });
}

void Search::markFail(const LatticeState& s) {
    m_lat.forBox(LatticeState(s.size(), 0), s, [&](std::size_t i) {
        if (!m_decided[i]) m_decided[i] = -1;
    });
}

bool Search::comparableWithAny(const std::vector<LatticeState>& batch, const LatticeState& s) {
    return std::any_of(batch.begin(), batch.end(),
                       [&](const LatticeState& o) { return Lattice::below(s, o) || Lattice::below(o, s); });
}

void Search::certifyAndRepair() {
    sizeLead(predictedCertificate().size() * 3 / 2); // the campaign's size, from the model
    for (;;) {
        bool progressed = false, disagreed = false;
        std::vector<LatticeState> certificate = predictedCertificate();
        for (;;) {
            // The first undecided states in order that none could decide another: a state
            // comparable with one already taken waits for a later batch instead of ending this
            // one, since a predicted minimal PASS and the maximal FAIL beside it are comparable
            // and stopping there would hand a pool of hosts batches of one or two.
            std::vector<LatticeState> batch;
            std::erase_if(certificate, [&](const LatticeState& s) { return decided(s) != 0; });
            for (auto it = certificate.begin();
                 it != certificate.end() && batch.size() < static_cast<std::size_t>(std::max(1, m_opt.batch));) {
                if (comparableWithAny(batch, *it)) {
                    ++it;
                    continue;
                }
                batch.push_back(*it);
                it = certificate.erase(it);
            }
            if (batch.empty()) break;
            std::vector<bool> expected;
            expected.reserve(batch.size());
            for (const auto& s : batch) expected.push_back(predictedPass(s));
            const std::vector<bool> got = testBatch(batch);
            progressed = true;
            // A disagreement re-plans the certificate with the recalibrated model rather than
            // repairing by descending along every axis first: on bench_search's instances
            // re-planning came closer to the lower bound.
            if (got != expected) {
                disagreed = true;
                break;
            }
        }
        // A pass without surprises is the end. The test compares each batch with what the model
        // expected before the batch ran, not the disagreement count: a batch's first state
        // recalibrates the model before the others are decided, so they "agree" with the moved
        // model and a surprise would go unseen.
        if (!progressed || !disagreed) break;
        // A model that keeps misleading hands over to model-free dualization.
        if (m_disagreements > 8 + static_cast<long long>(m_tested.size()) / 2) break;
    }
}

SearchResult Search::finish() {
    SearchResult r;
    r.runs = m_runs;
    r.inconclusiveRuns = m_inconclusive;
    r.modelDisagreements = m_disagreements;
    r.tested = m_tested;
    r.violations = m_violations;
    collectFrontier(
        m_lat, [&](std::size_t i) { return m_decided[i] > 0; }, r);
    return r;
}

} // namespace pex

SearchResult pexSearch(const Lattice& lattice, Oracle& oracle, const Prior* prior, const SearchOptions& options,
                       const std::vector<LatticeState>& seedPass) {
    return pex::Search(lattice, oracle, prior, options).run(seedPass);
}

SearchResult chainBisection(const Lattice& lattice, Oracle& oracle) {
    SearchResult r;
    const std::size_t d = lattice.dims();
    const int top = lattice.levels(d - 1);
    std::vector<signed char> verdict(lattice.size(), 0);
    for (std::size_t i = 0; i < lattice.size(); i += static_cast<std::size_t>(top)) {
        LatticeState s = lattice.state(i);
        int lo = -1, hi = top; // verdict(lo) FAIL, verdict(hi) PASS
        while (hi - lo > 1) {
            s[d - 1] = lo + (hi - lo) / 2;
            bool pass = oracle.run(s, 0).pass;
            ++r.runs;
            (pass ? hi : lo) = s[d - 1];
        }
        for (int level = 0; level < top; ++level) verdict[i + static_cast<std::size_t>(level)] = level >= hi ? 1 : -1;
    }
    collectFrontier(
        lattice, [&](std::size_t i) { return verdict[i] > 0; }, r);
    return r;
}

} // namespace luma
