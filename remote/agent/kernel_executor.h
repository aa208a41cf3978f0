#pragma once
// The emulator's executor for the serving loop: the model's weights and KV cache resident on a
// kernel backend at the run's precisions, and every planned iteration run as real kernels on the
// wall clock — GEMMs over every layer's weights for the batch's tokens, the MoE experts the
// batch touches, attention over each sequence's KV, the LM head for the sampled tokens.
#include "kernels.h"

#include "core/model/model_shape.h"
#include "core/numeric/precision.h"
#include "core/predict/serving_loop.h"
#include "core/util/cancel.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <random>
#include <vector>

namespace luma::agent {

int kernelFormat(Precision p);  // LUMA_FORMAT_16BIT / 8BIT / 4BIT
double formatBytes(int format); // bytes per element

struct ResidentModel {
    const ModelShape* model = nullptr;
    long long inputTokens = 0;
    int weightFormat = 0, kvFormat = 0;
    long long slots = 0;    // sequences whose KV is resident at once
    double seqBytes = 0;    // KV bytes of one whole sequence
    std::uint64_t seed = 1; // expert routing
};

class KernelExecutor : public IterationExecutor {
public:
    // Allocates and fills the weights and the KV pool (RunError oom when the backend refuses,
    // cancelled when `cancelled` is raised meanwhile); the clock starts when they are ready.
    // The agent signals cancellation with a plain flag: the executor raises `loopCancel` from it
    // whenever the loop reads the clock, once per turn. `quotaThreads` > 0 is a CPU-time quota (a
    // share of a thread, or of a few: Limits::workers x Limits::duty): after each iteration the
    // executor holds the backend idle until the process's CPU time over the wall time is within it,
    // as a CFS quota would; at most until `deadline` seconds from the start.
    KernelExecutor(const luma_backend* backend, const ResidentModel& resident, double quotaThreads, double deadline,
                   const std::atomic<bool>* cancelled, CancelToken& loopCancel);
    KernelExecutor(const KernelExecutor&) = delete;
    KernelExecutor& operator=(const KernelExecutor&) = delete;

    double now() override;
    double run(const Iteration& it, const BatchScheduler& scheduler) override;
    void waitUntil(double arrival) override;           // sleeps at most 50 ms, so cancellation is noticed
    double heldSeconds() const { return m_held; }      // how long the quota held the backend idle
    double cpuSeconds() const { return m_cpuSeconds; } // the process's CPU time in the iterations

private:
    // Released however the executor ends, also when its constructor throws half-way.
    struct Buffers {
        explicit Buffers(const luma_backend* b) : backend(b) {}
        Buffers(const Buffers&) = delete;
        Buffers& operator=(const Buffers&) = delete;
        ~Buffers();
        const luma_backend* backend;
        std::vector<void*> pointers;
    };
    struct Matrix {
        void* data = nullptr;
        long rows = 0, cols = 0;
    };
    void* buffer(std::size_t bytes);
    Matrix matrix(double params);
    void check(int rc) const;
    char* kvOf(const BatchScheduler& scheduler, long long request) const;
    void holdForQuota(double wallBusy, double cpuBusy);

    const luma_backend* m_b;
    ResidentModel m_r;
    double m_quotaThreads = 0, m_deadline = 0;
    double m_held = 0, m_cpuSeconds = 0;
    const std::atomic<bool>* m_cancelled;
    CancelToken& m_loopCancel;
    Buffers m_buffers;
    std::vector<Matrix> m_dense;
    std::vector<std::vector<Matrix>> m_experts;
    Matrix m_lmHead;
    char* m_kvPool = nullptr;
    long m_headElems = 0;
    int m_group = 1;
    std::mt19937_64 m_rng;
    std::vector<int> m_expertLoad;
    mutable char m_err[256] = {};
    std::chrono::steady_clock::time_point m_start;
};

} // namespace luma::agent
