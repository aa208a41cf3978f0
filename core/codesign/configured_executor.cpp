#include "core/codesign/configured_executor.h"

#include <algorithm>

namespace luma {

ConfiguredExecutor::ConfiguredExecutor(RunExecutor& inner, std::vector<nlohmann::json> interventions,
                                       long long allowedRuns)
    : m_inner(inner), m_interventions(std::move(interventions)), m_allowed(allowedRuns) {}

RunRequest ConfiguredExecutor::configured(const RunRequest& request) const {
    RunRequest r = request;
    r.interventions.insert(r.interventions.begin(), m_interventions.begin(), m_interventions.end());
    return r;
}

std::vector<RunOutcome> ConfiguredExecutor::run(const std::vector<RunRequest>& batch, RunHooks& hooks,
                                                const CancelToken* cancel) {
    const auto fits = static_cast<std::size_t>(std::clamp<long long>(m_allowed - m_sent, 0, 1LL << 40));
    const std::size_t sending = std::min(batch.size(), fits);
    std::vector<RunRequest> sent;
    sent.reserve(sending);
    for (std::size_t i = 0; i < sending; ++i) sent.push_back(configured(batch[i]));
    std::vector<RunOutcome> out;
    if (!sent.empty()) {
        out = m_inner.run(sent, hooks, cancel); // the batch's first runs: their indices are the same
        m_sent += static_cast<long long>(sent.size());
    }
    for (std::size_t i = sending; i < batch.size(); ++i) {
        m_exhausted = true;
        RunOutcome o;
        o.status = RunOutcome::Status::Cancelled;
        o.reason = "the co-design's run budget is spent";
        o.event = {{"type", "error"}, {"code", "cancelled"}, {"message", o.reason}};
        out.push_back(std::move(o));
    }
    return out;
}

std::vector<RunOutcome> ConfiguredExecutor::reattach(const std::vector<LeftRun>& runs, RunHooks& hooks,
                                                     const CancelToken* cancel) {
    std::vector<LeftRun> left = runs; // sent before, counted then: carried to their end as they were sent
    for (auto& l : left) l.request = configured(l.request);
    return m_inner.reattach(left, hooks, cancel);
}

} // namespace luma
