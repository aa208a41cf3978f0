// The PEX frontier search on synthetic monotone oracles (d = 2..4, 8-32 levels): exact
// frontiers with and without a model, near the certificate lower bound with a good model, and
// exact in at least 99 % of noisy instances at 5 % verdict flips.
#include "synthetic_oracle.h"

#include <QtTest>

#include <algorithm>

using namespace luma;

namespace {

Lattice randomLattice(std::mt19937_64& rng, std::size_t dims, int maxLevels = 32) {
    std::vector<int> levels;
    for (std::size_t i = 0; i < dims; ++i)
        levels.push_back(std::uniform_int_distribution<int>(8, dims == 4 ? std::min(16, maxLevels) : maxLevels)(rng));
    return Lattice(levels);
}

} // namespace

class TestPexSearch : public QObject {
    Q_OBJECT
private slots:
    void exactFrontiers_data() {
        QTest::addColumn<int>("dims");
        QTest::addColumn<bool>("model");
        for (int d = 2; d <= 4; ++d) {
            QTest::newRow(qPrintable(QString("d=%1 model").arg(d))) << d << true;
            QTest::newRow(qPrintable(QString("d=%1 model-free").arg(d))) << d << false;
        }
    }
    void exactFrontiers() {
        QFETCH(int, dims);
        QFETCH(bool, model);
        std::mt19937_64 rng(1000 + dims);
        double ratioSum = 0;
        const int instances = 12;
        for (int n = 0; n < instances; ++n) {
            Lattice lat = randomLattice(rng, static_cast<std::size_t>(dims));
            test::SyntheticOracle oracle(lat, 1 + n % 3, rng());
            test::SyntheticOracle prior = oracle.perturbed(0.10, rng());
            SearchOptions opt;
            opt.noiseBand = 0; // a deterministic oracle: nothing to repeat
            SearchResult r = pexSearch(lat, oracle, model ? &prior : nullptr, opt);
            QVERIFY(oracle.exact(r));
            QCOMPARE(r.runs, oracle.runs);
            QVERIFY(r.runs >= r.certificateLowerBound());
            ratioSum += static_cast<double>(r.runs) / static_cast<double>(r.certificateLowerBound());
        }
        qInfo("d=%d %s: mean runs / lower bound = %.2f", dims, model ? "with a 10 %-error model" : "model-free",
              ratioSum / instances);
        // The figures to beat: <= 1.5x the lower bound with a model of ~10 % error.
        if (model) QVERIFY2(ratioSum / instances <= 1.5, "the model should keep the search near the lower bound");
        else QVERIFY2(ratioSum / instances < 4.0, "model-free dualization should stay within a few runs per certificate state");
    }
    void exactModelMeetsTheLowerBound() {
        Lattice lat({12, 16, 10});
        test::SyntheticOracle oracle(lat, 2, 7);
        SearchOptions opt;
        opt.noiseBand = 0;
        SearchResult r = pexSearch(lat, oracle, &oracle, opt);
        QCOMPARE(r.modelDisagreements, 0LL);
        QCOMPARE(r.runs, r.certificateLowerBound()); // nothing monotonicity decides is run
    }
    void noisyOraclesStillExact() {
        std::mt19937_64 rng(77);
        int exact = 0, total = 0;
        double ratioSum = 0;
        // Campaign-sized frontiers (tens of certificate states, as physical campaigns have): the
        // sequential test's cost per state grows with the log of the frontier's size.
        for (int n = 0; n < 100; ++n) {
            Lattice lat = randomLattice(rng, 2 + static_cast<std::size_t>(n % 3), 12);
            test::SyntheticOracle oracle(lat, 1 + n % 2, rng(), 0.05);
            test::SyntheticOracle prior = oracle.perturbed(0.05, rng());
            SearchOptions opt;
            opt.flipRate = 0.05;
            opt.maxRepeats = 15;
            SearchResult r = pexSearch(lat, oracle, &prior, opt);
            exact += oracle.exact(r);
            ++total;
            ratioSum += static_cast<double>(r.runs) / static_cast<double>(std::max(1LL, r.certificateLowerBound()));
        }
        qInfo("5 %% flips, 5 %%-error model: %d of %d frontiers exact, mean runs / lower bound = %.2f", exact, total, ratioSum / total);
        QVERIFY(exact >= 99);
        QVERIFY2(ratioSum / total <= 5.0, "the figure to beat under 5 % flips is 5x the lower bound");
    }
    void warmStartSkipsKnownPasses() {
        Lattice lat({10, 10});
        test::SyntheticOracle oracle(lat, 1, 3);
        SearchOptions opt;
        opt.noiseBand = 0;
        SearchResult first = pexSearch(lat, oracle, &oracle, opt);
        test::SyntheticOracle again(lat, 1, 3);
        SearchResult second = pexSearch(lat, again, &again, opt, first.minimalPass);
        QVERIFY(second.runs < first.runs);
        QVERIFY(again.exact(second));
    }
    void chainBisectionIsExactButCostly() {
        Lattice lat({8, 8, 16});
        test::SyntheticOracle oracle(lat, 2, 11);
        SearchResult b = chainBisection(lat, oracle);
        QVERIFY(oracle.exact(b));
        QVERIFY(b.runs > 3 * b.certificateLowerBound());
    }
};

QTEST_APPLESS_MAIN(TestPexSearch)
#include "tst_pex_search.moc"
