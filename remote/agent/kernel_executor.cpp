#include "remote/agent/kernel_executor.h"

#include "remote/agent/workload.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <thread>

namespace luma::agent {

int kernelFormat(Precision p) {
    switch (p) {
    case Precision::BF16:
    case Precision::FP16: return LUMA_FORMAT_16BIT;
    case Precision::FP8:
    case Precision::INT8: return LUMA_FORMAT_8BIT;
    default: return LUMA_FORMAT_4BIT;
    }
}

double formatBytes(int format) { return format == LUMA_FORMAT_16BIT ? 2.0 : format == LUMA_FORMAT_8BIT ? 1.0 : 0.5; }

KernelExecutor::Buffers::~Buffers() {
    for (void* p : pointers) backend->release(0, p);
}

KernelExecutor::KernelExecutor(const luma_backend* backend, const ResidentModel& resident, double quotaThreads,
                               double deadline, const std::atomic<bool>* cancelled, CancelToken& loopCancel)
    : m_b(backend), m_r(resident), m_quotaThreads(quotaThreads), m_deadline(deadline), m_cancelled(cancelled),
      m_loopCancel(loopCancel), m_buffers(backend), m_rng(resident.seed) {
    const ModelShape& m = *m_r.model;
    m_dense.resize(static_cast<std::size_t>(m.layers));
    m_experts.resize(static_cast<std::size_t>(m.layers));
    for (int l = 0; l < m.layers; ++l) {
        const bool moe = m.isMoe() && l >= m.layers - m.moeLayers;
        m_dense[static_cast<std::size_t>(l)] =
            matrix(m.attentionParamsPerLayer + (moe ? m.moeFixedParamsPerLayer : m.denseMlpParams));
        if (moe)
            for (int e = 0; e < m.experts; ++e)
                m_experts[static_cast<std::size_t>(l)].push_back(matrix(m.expertParams));
        if (m_cancelled && m_cancelled->load())
            throw RunError(protocol::ErrorCode::Cancelled, "cancelled while allocating");
    }
    m_lmHead = matrix(m.lmHeadParams);
    const auto kvPoolBytes = static_cast<std::size_t>(static_cast<double>(m_r.slots) * m_r.seqBytes);
    m_kvPool = static_cast<char*>(buffer(std::max<std::size_t>(kvPoolBytes, 64)));
    m_headElems = std::max(2L, static_cast<long>(m.kvElementsPerTokenPerLayer / 2));
    m_group = std::max(1, m.heads / std::max(1, m.mla ? 1 : m.kvHeads));
    m_expertLoad.resize(static_cast<std::size_t>(std::max(1, m.experts)));
    m_start = std::chrono::steady_clock::now();
}

void* KernelExecutor::buffer(std::size_t bytes) {
    void* p = m_b->alloc(0, bytes, m_err, sizeof m_err);
    if (!p) throw RunError(protocol::ErrorCode::Oom, m_err);
    m_buffers.pointers.push_back(p);
    m_b->fill(0, p, bytes, static_cast<unsigned>(m_buffers.pointers.size()), m_err, sizeof m_err);
    return p;
}

// Weight matrices are stored as rows = hidden, cols = params / hidden (even, for 4-bit).
KernelExecutor::Matrix KernelExecutor::matrix(double params) {
    const long hidden = m_r.model->hidden;
    long cols = std::max(2L, static_cast<long>(std::ceil(params / static_cast<double>(hidden))));
    cols += cols % 2;
    return {
        buffer(static_cast<std::size_t>(std::ceil(static_cast<double>(hidden * cols) * formatBytes(m_r.weightFormat)))),
        hidden, cols};
}

void KernelExecutor::check(int rc) const {
    if (rc != 0) throw RunError(protocol::ErrorCode::KernelFailed, m_err);
}

// Each running sequence owns one slot of the KV pool, its layers laid out contiguously.
char* KernelExecutor::kvOf(const BatchScheduler& scheduler, long long request) const {
    const auto slot =
        static_cast<std::size_t>(scheduler.records()[static_cast<std::size_t>(request)].order % m_r.slots);
    return m_kvPool + static_cast<std::size_t>(static_cast<double>(slot) * m_r.seqBytes);
}

double KernelExecutor::now() {
    if (m_cancelled && m_cancelled->load()) m_loopCancel.cancel();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - m_start).count();
}

void KernelExecutor::waitUntil(double arrival) {
    const double wait = std::min(0.05, arrival - now());
    std::this_thread::sleep_for(std::chrono::duration<double>(std::max(0.0, wait)));
}

namespace {

double processCpuSeconds() {
    timespec t{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

} // namespace

// A CPU-time quota, per iteration: an iteration that took `wallBusy` and `cpuBusy` of the process's
// CPU time (all its workers) waits until cpuBusy / quotaThreads has passed, as a CFS quota holds a
// group that used its time: on an idle host one worker at a quota of half a thread waits as long
// as it computed; time the host took from it does not count. The wait is cut in 50 ms steps so
// that cancellation is noticed, and ends at the run's deadline.
void KernelExecutor::holdForQuota(double wallBusy, double cpuBusy) {
    m_cpuSeconds += cpuBusy;
    if (m_quotaThreads <= 0) return;
    const double hold = std::min(cpuBusy / m_quotaThreads - wallBusy, m_deadline - now());
    if (hold <= 0) return;
    const auto t0 = std::chrono::steady_clock::now();
    const auto until =
        t0 + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(hold));
    for (auto t = t0; t < until && !(m_cancelled && m_cancelled->load()); t = std::chrono::steady_clock::now())
        std::this_thread::sleep_for(
            std::min<std::chrono::steady_clock::duration>(until - t, std::chrono::milliseconds(50)));
    m_held += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

double KernelExecutor::run(const Iteration& it, const BatchScheduler& scheduler) {
    const double begin = now(), cpuBegin = processCpuSeconds();
    const ModelShape& m = *m_r.model;
    const int wf = m_r.weightFormat, kf = m_r.kvFormat;
    const int tokens = static_cast<int>(it.decoders.size() + static_cast<std::size_t>(it.prefillTokens));
    int sampled = static_cast<int>(it.decoders.size());
    for (const auto& chunk : it.prefills) sampled += chunk.start + chunk.tokens >= m_r.inputTokens ? 1 : 0;
    for (int l = 0; l < m.layers; ++l) {
        const Matrix& d = m_dense[static_cast<std::size_t>(l)];
        check(m_b->linear(0, d.data, wf, d.rows, d.cols, tokens, m_err, sizeof m_err));
        const auto& ex = m_experts[static_cast<std::size_t>(l)];
        if (ex.empty()) continue;
        // Route every token to k experts; run each touched expert on its tokens.
        std::fill(m_expertLoad.begin(), m_expertLoad.end(), 0);
        for (int tkn = 0; tkn < tokens; ++tkn)
            for (int k = 0; k < m.expertsPerToken; ++k)
                ++m_expertLoad[static_cast<std::size_t>((m_rng() >> 17) % static_cast<unsigned long>(m.experts))];
        for (int e = 0; e < m.experts; ++e)
            if (int count = m_expertLoad[static_cast<std::size_t>(e)]; count > 0) {
                const Matrix& x = ex[static_cast<std::size_t>(e)];
                check(m_b->linear(0, x.data, wf, x.rows, x.cols, count, m_err, sizeof m_err));
            }
    }
    // Attention over each sequence's KV, all layers.
    for (long long id : it.decoders) {
        const auto& r = scheduler.records()[static_cast<std::size_t>(id)];
        const long context = static_cast<long>(m_r.inputTokens + static_cast<long long>(r.generated)) * m.layers;
        check(m_b->attention(0, kvOf(scheduler, id), kf, context, m_headElems, m_group, m_err, sizeof m_err));
    }
    for (const auto& chunk : it.prefills) {
        const long context = static_cast<long>(chunk.start + chunk.tokens / 2 + 1) * m.layers;
        check(m_b->attention(0, kvOf(scheduler, chunk.request), kf, context, m_headElems,
                             static_cast<int>(chunk.tokens) * m_group, m_err, sizeof m_err));
    }
    if (sampled > 0)
        check(m_b->linear(0, m_lmHead.data, wf, m_lmHead.rows, m_lmHead.cols, sampled, m_err, sizeof m_err));
    check(m_b->synchronize(0, m_err, sizeof m_err));
    holdForQuota(now() - begin, processCpuSeconds() - cpuBegin);
    return now();
}

} // namespace luma::agent
