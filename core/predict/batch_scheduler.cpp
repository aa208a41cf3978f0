#include "core/predict/batch_scheduler.h"

#include <algorithm>
#include <cmath>

namespace luma {

BatchScheduler::BatchScheduler(long long requests, long long inputTokens, long long outputTokens,
                               double tokensPerDecode, SchedulerLimits limits)
    : m_isl(inputTokens), m_osl(outputTokens), m_perDecode(tokensPerDecode), m_limits(limits),
      m_freeBlocks(limits.totalBlocks), m_records(static_cast<std::size_t>(std::max<long long>(0, requests))) {
    m_limits.blockTokens = std::max<long long>(1, m_limits.blockTokens);
}

long long BatchScheduler::blocksFor(double tokens) const {
    return static_cast<long long>(std::ceil(tokens / static_cast<double>(m_limits.blockTokens)));
}

bool BatchScheduler::fits() const { return blocksFor(static_cast<double>(m_isl + m_osl)) <= m_limits.totalBlocks; }

void BatchScheduler::arrive(long long request, double now) {
    m_records[static_cast<std::size_t>(request)].arrival = now;
    m_waiting.push_back(request);
}

const Iteration& BatchScheduler::plan(double now) {
    const bool reserve = m_limits.admission == KvAdmission::Reserve;
    while (!m_waiting.empty() && static_cast<long long>(m_running.size()) < m_limits.maxSequences) {
        RequestRecord& r = m_records[static_cast<std::size_t>(m_waiting.front())];
        long long need =
            reserve ? blocksFor(static_cast<double>(m_isl + m_osl)) : blocksFor(static_cast<double>(m_isl + 1));
        if (need > m_freeBlocks) break;
        m_freeBlocks -= need;
        r.blocks = need;
        r.order = m_admissions++;
        if (r.admitted < 0) r.admitted = now;
        m_running.push_back(m_waiting.front());
        m_waiting.pop_front();
    }
    m_maxRunning = std::max<long long>(m_maxRunning, static_cast<long long>(m_running.size()));

    Iteration& it = m_iteration;
    it = Iteration{};
    double budget = static_cast<double>(m_limits.maxBatchedTokens);
    for (long long id : m_running) {
        const RequestRecord& r = m_records[static_cast<std::size_t>(id)];
        if (r.prefilled < m_isl) continue;
        it.decoders.push_back(id);
        it.decodeContext += static_cast<double>(m_isl) + r.generated;
    }
    it.speculative = m_perDecode > 1.0 && static_cast<long long>(it.decoders.size()) <= m_limits.speculateUpTo;
    budget -= static_cast<double>(it.decoders.size()) * (it.speculative ? m_limits.decodeQueries : 1.0);
    for (long long id : m_running) {
        const RequestRecord& r = m_records[static_cast<std::size_t>(id)];
        if (r.prefilled >= m_isl) continue;
        long long take = m_isl - r.prefilled;
        if (m_limits.chunkedPrefill) {
            if (budget < 1) break;
            take = std::min<long long>(take, static_cast<long long>(budget));
            if (m_limits.prefillChunkTokens > 0) take = std::min(take, m_limits.prefillChunkTokens);
        } else if (!it.prefills.empty() && static_cast<double>(take) > budget) {
            break; // whole prompts only; the first one always goes
        }
        if (r.started < 0) m_records[static_cast<std::size_t>(id)].started = now;
        it.prefills.push_back({id, r.prefilled, take});
        it.prefillTokens += static_cast<double>(take);
        it.prefillContext +=
            static_cast<double>(take) * (static_cast<double>(r.prefilled) + static_cast<double>(take) / 2.0);
        budget -= static_cast<double>(take);
    }
    return it;
}

void BatchScheduler::preemptNewestOtherThan(long long request) {
    long long victim = -1;
    for (long long other : m_running) {
        const RequestRecord& o = m_records[static_cast<std::size_t>(other)];
        if (other != request && o.blocks > 0 &&
            (victim < 0 || o.order > m_records[static_cast<std::size_t>(victim)].order))
            victim = other;
    }
    if (victim < 0) return;
    RequestRecord& v = m_records[static_cast<std::size_t>(victim)];
    m_freeBlocks += v.blocks;
    v.blocks = 0;
    v.prefilled = 0; // recomputed from scratch when readmitted
    v.generated = 0;
    ++m_preemptions;
}

const std::vector<long long>& BatchScheduler::finish(double now) {
    m_finished.clear();
    for (const PrefillChunk& c : m_iteration.prefills) {
        RequestRecord& r = m_records[static_cast<std::size_t>(c.request)];
        if (r.blocks == 0) continue;
        r.prefilled += c.tokens;
        if (r.prefilled >= m_isl) {
            if (r.firstToken < 0) r.firstToken = now; // the last prompt chunk samples the first token
            r.generated = std::max(r.generated, 1.0);
        }
    }
    const bool reserve = m_limits.admission == KvAdmission::Reserve;
    for (long long id : m_iteration.decoders) {
        RequestRecord& r = m_records[static_cast<std::size_t>(id)];
        if (r.blocks == 0) continue; // preempted during this iteration
        r.generated += m_iteration.speculative ? m_perDecode : 1.0;
        if (!reserve) {
            long long need = blocksFor(static_cast<double>(m_isl) + std::min(r.generated, static_cast<double>(m_osl)));
            while (r.blocks < need) {
                if (m_freeBlocks == 0) {
                    preemptNewestOtherThan(id);
                    if (m_freeBlocks == 0) break;
                }
                --m_freeBlocks;
                ++r.blocks;
            }
        }
        if (r.generated >= static_cast<double>(m_osl)) {
            r.done = now;
            m_freeBlocks += r.blocks;
            r.blocks = 0;
            m_finished.push_back(id);
        }
    }
    // Finished sequences leave; preempted ones queue again at the front, oldest first.
    std::vector<long long> keep, requeue;
    keep.reserve(m_running.size());
    for (long long id : m_running) {
        const RequestRecord& r = m_records[static_cast<std::size_t>(id)];
        if (r.done >= 0) continue;
        (r.blocks == 0 ? requeue : keep).push_back(id);
    }
    m_running.swap(keep);
    for (auto it = requeue.rbegin(); it != requeue.rend(); ++it) m_waiting.push_front(*it);
    return m_finished;
}

} // namespace luma
