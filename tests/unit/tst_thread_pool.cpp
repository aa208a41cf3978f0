// The CPU backend's thread pool: every item of a parallel-for is done once, by the worker whose
// range holds it, and a run too small to be worth a second worker stays on the calling thread
// (the grain), so that small kernels do not pay a wake-up and a join for nothing.
#include "cpu/thread_pool.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

using luma::kernels::ThreadPool;

namespace {

struct Seen {
    std::vector<std::atomic<int>> visits;
    std::mutex mutex;
    std::vector<int> workers;
    std::vector<std::thread::id> threads;
    explicit Seen(long count) : visits(static_cast<std::size_t>(count)) {}
    void record(int worker, long begin, long end) {
        for (long i = begin; i < end; ++i) ++visits[static_cast<std::size_t>(i)];
        std::lock_guard<std::mutex> lock(mutex);
        workers.push_back(worker);
        threads.push_back(std::this_thread::get_id());
    }
};

} // namespace

class TestThreadPool : public QObject {
    Q_OBJECT
private slots:
    void everyItemOnceWhateverTheGrain() {
        ThreadPool pool(3);
        for (long count : {0L, 1L, 2L, 7L, 1000L})
            for (long grain : {1L, 3L, 400L, 5000L}) {
                Seen seen(count);
                pool.run(
                    count, [&](int w, long b, long e) { seen.record(w, b, e); }, grain);
                for (const auto& v : seen.visits) QCOMPARE(v.load(), 1);
            }
    }

    void aRunBelowTheGrainStaysOnTheCaller() {
        ThreadPool pool(2);
        Seen small(100);
        pool.run(
            100, [&](int w, long b, long e) { small.record(w, b, e); }, 100);
        QCOMPARE(small.workers, std::vector<int>{0});
        QCOMPARE(small.threads, std::vector<std::thread::id>{std::this_thread::get_id()});
        // Twice the grain: both workers, the second on a thread of its own.
        Seen large(200);
        pool.run(
            200, [&](int w, long b, long e) { large.record(w, b, e); }, 100);
        QCOMPARE(large.workers.size(), std::size_t{2});
        QVERIFY(large.threads[0] != large.threads[1]);
    }

    void aWorkerGetsAtLeastTheGrain() {
        ThreadPool pool(4);
        Seen seen(250);
        pool.run(
            250, [&](int w, long b, long e) { seen.record(w, b, e); }, 100);
        QCOMPARE(seen.workers.size(), std::size_t{2}); // 250 items at 100 each: two workers, not four
        QCOMPARE(pool.activeWorkers(250, 100), 2);
        // The kernels size one block per active worker for a range of ceil(count / active): the
        // ranges run() gives keep to that.
        for (long count : {1L, 5L, 199L, 200L, 401L, 1000L})
            for (long grain : {1L, 7L, 100L}) {
                const int active = pool.activeWorkers(count, grain);
                std::mutex mutex;
                long longest = 0;
                int highest = 0;
                pool.run(
                    count,
                    [&](int w, long b, long e) {
                        std::lock_guard<std::mutex> lock(mutex);
                        longest = std::max(longest, e - b);
                        highest = std::max(highest, w);
                    },
                    grain);
                QVERIFY(highest < active);
                QVERIFY(longest <= (count + active - 1) / active);
            }
    }
};

QTEST_APPLESS_MAIN(TestThreadPool)
#include "tst_thread_pool.moc"
