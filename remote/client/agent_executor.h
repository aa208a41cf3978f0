#pragma once
// Runs a campaign's states on an agent: the RunExecutor that core's qualifier drives. It
// starts the agent on first use (and again after it died), sends each run with the campaign's
// workload, contract and intervention, streams telemetry, and says what each run's end means
// from the protocol's error classes: only a result or an out-of-memory is evidence.
#include "remote/client/agent_launcher.h"

#include "core/model/campaign.h"
#include "core/qualify/run_executor.h"

#include <memory>

namespace luma::client {

class AgentExecutor : public RunExecutor {
public:
    AgentExecutor(const Campaign& campaign, std::unique_ptr<AgentLauncher> launcher);
    std::vector<RunOutcome> run(const std::vector<RunRequest>& batch, RunHooks& hooks, const CancelToken* cancel) override;

private:
    RunOutcome runOne(const RunRequest& request, std::size_t index, RunHooks& hooks, const CancelToken* cancel);

    const Campaign& m_c;
    std::unique_ptr<AgentLauncher> m_launcher;
    std::unique_ptr<AgentSession> m_session;
    std::string m_host, m_build;
};

// The executor for a campaign's `hosts` (every host is checked; the first runs the states).
// Throws SpecError naming the campaign file for a host this build cannot reach.
std::unique_ptr<RunExecutor> makeExecutor(const Campaign& campaign, const LaunchOptions& options);

} // namespace luma::client
