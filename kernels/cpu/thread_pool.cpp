#include "thread_pool.h"

#include <algorithm>

#include <pthread.h>
#include <sched.h>

namespace luma::kernels {

namespace {
// Pins worker `index` to the index-th CPU the process may use, as likwid-bench and STREAM runs
// do: without it the scheduler migrates streams between cores and bandwidth figures wobble.
void pin(std::thread::native_handle_type thread, int index) {
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return;
    int seen = 0;
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (!CPU_ISSET(cpu, &allowed)) continue;
        if (seen++ == index) {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(cpu, &one);
            pthread_setaffinity_np(thread, sizeof one, &one);
            return;
        }
    }
}
} // namespace

ThreadPool::ThreadPool(int workers) {
    for (int i = 1; i < workers; ++i) {
        m_threads.emplace_back([this, i] { loop(i); });
        pin(m_threads.back().native_handle(), i);
    }
}

ThreadPool::~ThreadPool() {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_start.notify_all();
    for (auto& t : m_threads) t.join();
}

static void range(long count, int workers, int worker, long& begin, long& end) {
    begin = count * worker / workers;
    end = count * (worker + 1) / workers;
}

int ThreadPool::activeWorkers(long count, long grain) const {
    return static_cast<int>(std::clamp<long>(count / std::max(1L, grain), 1, workers()));
}

void ThreadPool::run(long count, const std::function<void(int, long, long)>& fn, long grain) {
    const int active = activeWorkers(count, grain);
    if (active == 1) {
        if (count > 0) fn(0, 0, count);
        return;
    }
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_fn = &fn;
        m_count = count;
        m_active = active;
        m_pending = static_cast<int>(m_threads.size());
        ++m_generation;
    }
    m_start.notify_all();
    long begin, end;
    range(count, active, 0, begin, end);
    if (begin < end) fn(0, begin, end);
    std::unique_lock<std::mutex> lock(m_mutex);
    m_done.wait(lock, [this] { return m_pending == 0; });
    m_fn = nullptr;
}

void ThreadPool::loop(int worker) {
    unsigned long seen = 0;
    for (;;) {
        const std::function<void(int, long, long)>* fn;
        long count;
        int active;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_start.wait(lock, [&] { return m_stop || m_generation != seen; });
            if (m_stop) return;
            seen = m_generation;
            fn = m_fn;
            count = m_count;
            active = m_active;
        }
        if (worker < active) {
            long begin, end;
            range(count, active, worker, begin, end);
            if (begin < end) (*fn)(worker, begin, end);
        }
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            --m_pending;
        }
        m_done.notify_one();
    }
}

} // namespace luma::kernels
