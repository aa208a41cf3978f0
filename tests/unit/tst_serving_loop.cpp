// The serving loop with a tiny fake executor (every iteration takes one second of a fake clock):
// arrivals are released at their times and waited for, closed-loop clients send their next
// request when the previous one finishes, cancellation stops it between iterations, and the
// guards and progress report as documented.
#include "core/predict/serving_loop.h"

#include <QtTest>

#include <vector>

using namespace luma;

namespace {

// A prompt of 4 tokens and 3 output tokens: one prefill iteration (which samples the first
// token), then two decode iterations.
constexpr long long kIsl = 4, kOsl = 3;

BatchScheduler scheduler(long long requests, long long maxSequences = 64) {
    SchedulerLimits limits;
    limits.maxSequences = maxSequences;
    limits.maxBatchedTokens = 1024;
    limits.blockTokens = 16;
    limits.totalBlocks = 1000;
    return BatchScheduler(requests, kIsl, kOsl, 1.0, limits);
}

class FakeExecutor : public IterationExecutor {
public:
    double now() override { return t; }
    void waitUntil(double arrival) override {
        waits.push_back(arrival);
        t = arrival;
    }
    double run(const Iteration& it, const BatchScheduler& s) override {
        maxRunning = std::max(maxRunning, s.running());
        batchSizes.push_back(static_cast<long long>(it.decoders.size() + it.prefills.size()));
        if (cancelAfter > 0 && ++runs == cancelAfter) cancel.cancel();
        return t += 1.0;
    }
    double t = 0;
    std::vector<double> waits;
    std::vector<long long> batchSizes;
    long long maxRunning = 0;
    int cancelAfter = 0, runs = 0;
    CancelToken cancel;
};

} // namespace

class TestServingLoop : public QObject {
    Q_OBJECT
private slots:
    void offlineRequestsRunTogether() {
        BatchScheduler s = scheduler(5);
        FakeExecutor ex;
        const ServingLoopResult r = runServingLoop(s, std::vector<double>(5, 0.0), ex);
        QCOMPARE(r.stop, ServingStop::Done);
        QCOMPARE(r.completed, 5LL);
        QCOMPARE(r.iterations, 3LL); // all five share the prefill and both decode steps
        QCOMPARE(r.end, 3.0);
        QVERIFY(ex.waits.empty());
        for (const auto& rec : s.records()) {
            QCOMPARE(rec.arrival, 0.0);
            QCOMPARE(rec.firstToken, 1.0);
            QCOMPARE(rec.done, 3.0);
        }
    }
    void arrivalsAreReleasedAtTheirTimes() {
        BatchScheduler s = scheduler(3);
        FakeExecutor ex;
        const ServingLoopResult r = runServingLoop(s, {0.0, 10.0, 11.5}, ex);
        QCOMPARE(r.completed, 3LL);
        // The loop waits for the second request once the first is done; the third arrives while
        // the second runs and joins at the next turn.
        QCOMPARE(ex.waits, (std::vector<double>{10.0}));
        QCOMPARE(s.records()[0].done, 3.0);
        QCOMPARE(s.records()[1].arrival, 10.0);
        QCOMPARE(s.records()[1].admitted, 10.0);
        QCOMPARE(s.records()[2].arrival, 11.5);
        QCOMPARE(s.records()[2].admitted, 12.0);
        QCOMPARE(r.end, 15.0);
    }
    void closedLoopReleasesANewRequestPerFinishedOne() {
        BatchScheduler s = scheduler(6);
        FakeExecutor ex;
        ServingLoopOptions opt;
        opt.closedClients = 2;
        // Arrival times beyond the clients are placeholders the loop overwrites.
        const ServingLoopResult r = runServingLoop(s, {0.0, 0.0, 99.0, 99.0, 99.0, 99.0}, ex, opt);
        QCOMPARE(r.completed, 6LL);
        QCOMPARE(ex.maxRunning, 2LL);
        QVERIFY(ex.waits.empty());
        // Each later request arrives the moment an earlier one finished: three waves of two.
        for (long long i = 0; i < 6; ++i) {
            const auto& rec = s.records()[static_cast<std::size_t>(i)];
            QCOMPARE(rec.arrival, 3.0 * static_cast<double>(i / 2));
            QCOMPARE(rec.done, 3.0 * static_cast<double>(i / 2 + 1));
        }
        QCOMPARE(r.end, 9.0);
    }
    void cancellationStopsBetweenIterations() {
        BatchScheduler s = scheduler(4, 1); // one at a time: 12 iterations unless cancelled
        FakeExecutor ex;
        ex.cancelAfter = 4;
        ServingLoopOptions opt;
        opt.cancel = &ex.cancel;
        QVERIFY_THROWS_EXCEPTION(Cancelled, runServingLoop(s, std::vector<double>(4, 0.0), ex, opt));
        QCOMPARE(ex.runs, 4); // nothing ran after the token was raised
        QCOMPARE(s.records()[0].done, 3.0);
        QVERIFY(s.records()[1].done < 0);
    }
    void guardsAndProgress() {
        {
            BatchScheduler s = scheduler(4, 1);
            FakeExecutor ex;
            ServingLoopOptions opt;
            opt.deadline = 5.5;
            const ServingLoopResult r = runServingLoop(s, std::vector<double>(4, 0.0), ex, opt);
            QCOMPARE(r.stop, ServingStop::Deadline);
            QCOMPARE(r.completed, 2LL);
            QCOMPARE(r.end, 6.0);
        }
        {
            BatchScheduler s = scheduler(4, 1);
            FakeExecutor ex;
            ServingLoopOptions opt;
            opt.maxIterations = 7;
            const ServingLoopResult r = runServingLoop(s, std::vector<double>(4, 0.0), ex, opt);
            QCOMPARE(r.stop, ServingStop::IterationLimit);
            QCOMPARE(r.iterations, 8LL);
        }
        {
            BatchScheduler s = scheduler(4, 1);
            FakeExecutor ex;
            ServingLoopOptions opt;
            opt.progressInterval = 2.5;
            std::vector<ServingProgress> seen;
            opt.progress = [&](const ServingProgress& p) { seen.push_back(p); };
            runServingLoop(s, std::vector<double>(4, 0.0), ex, opt);
            // At t = 3, 6, 9 and 12: more than 2.5 s apart on the executor's clock.
            QCOMPARE(seen.size(), std::size_t{4});
            for (std::size_t i = 0; i < seen.size(); ++i) {
                QCOMPARE(seen[i].elapsed, 3.0 * static_cast<double>(i + 1));
                QCOMPARE(seen[i].completed, static_cast<long long>(i + 1));
                QCOMPARE(seen[i].iterations, 3LL * static_cast<long long>(i + 1));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestServingLoop)
#include "tst_serving_loop.moc"
