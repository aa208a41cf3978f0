#pragma once
// A fixed set of worker threads running one parallel-for at a time: the CPU backend's way of
// turning "threads" (the compute share of a machine state) into real parallel work.
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace luma::kernels {

class ThreadPool {
public:
    explicit ThreadPool(int workers);
    ~ThreadPool();
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    int workers() const { return static_cast<int>(m_threads.size()) + 1; }
    // Runs fn(worker, begin, end) over [0, count) split into contiguous ranges, one per worker;
    // the calling thread is worker 0. Returns when all ranges are done. A worker gets at least
    // `grain` items: fewer workers get a range where waking one would cost more than its share of
    // the work, as OpenMP's if-clause and PyTorch's grain do. Below two grains the caller runs it
    // alone and wakes no one; otherwise every worker wakes and those without a range only join.
    void run(long count, const std::function<void(int, long, long)>& fn, long grain = 1);
    // How many workers run(count, fn, grain) gives a range: worker i < that gets the i-th of as
    // many equal ranges.
    int activeWorkers(long count, long grain) const;

private:
    void loop(int worker);
    std::vector<std::thread> m_threads;
    std::mutex m_mutex;
    std::condition_variable m_start, m_done;
    const std::function<void(int, long, long)>* m_fn = nullptr;
    long m_count = 0;
    int m_active = 1; // workers given a range in the current run
    unsigned long m_generation = 0;
    int m_pending = 0;
    bool m_stop = false;
};

} // namespace luma::kernels
