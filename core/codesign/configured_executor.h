#pragma once
// The executor a co-design PEX step runs through: every run the qualifier sends carries the
// configuration's interventions (as a tune run of it would), and no more runs are sent than the
// loop's budget has left. Asked for more, it sends what fits and ends the rest cancelled, never
// placed: the qualifier keeps what finished and stops with Cancelled, and exhausted() says why.
#include "core/qualify/run_executor.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace luma {

class ConfiguredExecutor : public RunExecutor {
public:
    ConfiguredExecutor(RunExecutor& inner, std::vector<nlohmann::json> interventions, long long allowedRuns);
    std::vector<RunOutcome> run(const std::vector<RunRequest>& batch, RunHooks& hooks,
                                const CancelToken* cancel) override;
    std::vector<RunOutcome> reattach(const std::vector<LeftRun>& runs, RunHooks& hooks,
                                     const CancelToken* cancel) override;
    int parallelism() const override { return m_inner.parallelism(); }

    bool exhausted() const { return m_exhausted; } // a run was left unsent for want of budget
    long long sent() const { return m_sent; }

private:
    RunRequest configured(const RunRequest& request) const;
    RunExecutor& m_inner;
    std::vector<nlohmann::json> m_interventions;
    long long m_allowed;
    long long m_sent = 0;
    bool m_exhausted = false;
};

} // namespace luma
