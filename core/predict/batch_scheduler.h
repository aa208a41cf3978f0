#pragma once
// Iteration-level continuous batching, as serving engines do it: admission under KV-block and
// sequence limits (reserve the whole sequence, or grow block by block and preempt the newest
// sequence when blocks run out), then per iteration one decode step for every sequence past
// its prompt and prompt chunks in the remaining token budget. Time is the caller's: the
// simulator advances it with the step model, the agent's emulator with real kernels.
#include "core/model/machine.h"

#include <deque>
#include <limits>
#include <vector>

namespace luma {

struct SchedulerLimits {
    long long maxSequences = 2048;
    long long maxBatchedTokens = 8192;
    long long prefillChunkTokens = 0; // 0: no limit beyond the token budget
    bool chunkedPrefill = true;
    KvAdmission admission = KvAdmission::Reserve;
    long long blockTokens = 16;
    long long totalBlocks = 0;
    // Speculative decoding (a decode step yields more than one token): the token budget each
    // speculating decoder takes (its k + 1 verification queries), and the largest decode batch
    // that still speculates (engines turn it off above; speculation.h).
    double decodeQueries = 1;
    long long speculateUpTo = std::numeric_limits<long long>::max();
};

struct RequestRecord {
    double arrival = -1;  // -1: not arrived yet
    double admitted = -1; // first admission
    double started = -1;  // the first iteration that processed a chunk of its prompt
    double firstToken = -1;
    double done = -1;
    long long prefilled = 0;
    double generated = 0;
    long long blocks = 0;
    long long order = 0;
};

struct PrefillChunk {
    long long request = 0;
    long long start = 0; // tokens of the prompt already processed
    long long tokens = 0;
};

struct Iteration {
    std::vector<long long> decoders;
    std::vector<PrefillChunk> prefills;
    double decodeContext = 0; // KV tokens the decoders read
    double prefillTokens = 0;
    double prefillContext = 0; // sum over prompt tokens of the context each attends to
    bool speculative = false;  // the decoders verify drafted tokens this iteration
    bool empty() const { return decoders.empty() && prefills.empty(); }
};

class BatchScheduler {
public:
    // `tokensPerDecode`: tokens a decode step yields per sequence (more than 1 with speculation).
    BatchScheduler(long long requests, long long inputTokens, long long outputTokens, double tokensPerDecode,
                   SchedulerLimits limits);

    bool fits() const; // one full sequence fits in the KV blocks
    void arrive(long long request, double now);
    bool hasWork() const { return !m_running.empty() || !m_waiting.empty(); }
    // Admits what it can and plans the next iteration (empty when nothing can run).
    const Iteration& plan(double now);
    // Applies the planned iteration as finished at `now`; returns the requests that completed.
    const std::vector<long long>& finish(double now);

    const std::vector<RequestRecord>& records() const { return m_records; }
    long long preemptions() const { return m_preemptions; }
    long long maxRunning() const { return m_maxRunning; }
    long long running() const { return static_cast<long long>(m_running.size()); }
    long long usedBlocks() const { return m_limits.totalBlocks - m_freeBlocks; }

private:
    long long blocksFor(double tokens) const;
    void preemptNewestOtherThan(long long request);

    long long m_isl, m_osl;
    double m_perDecode;
    SchedulerLimits m_limits;
    long long m_freeBlocks;
    long long m_admissions = 0, m_preemptions = 0, m_maxRunning = 0;
    std::vector<RequestRecord> m_records;
    std::deque<long long> m_waiting;
    std::vector<long long> m_running;
    Iteration m_iteration;
    std::vector<long long> m_finished;
};

} // namespace luma
