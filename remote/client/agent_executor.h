#pragma once
// Runs a campaign's states on agents: the RunExecutor that core's qualifier drives. Every host
// of the campaign (or of --host) joins one pool (pool_executor.h): one host runs one state at a
// time, several run in parallel and stand in for each other when one is lost. Each host starts
// its agent on first use (and again after it died), sends each run with the campaign's workload,
// contract and intervention, streams telemetry, and says what each run's end means from the
// protocol's error classes: only a result or an out-of-memory is evidence.
#include "remote/client/agent_launcher.h"
#include "remote/client/pool_executor.h"

#include "core/model/campaign.h"
#include "core/qualify/run_executor.h"

#include <memory>

namespace luma::client {

// The executor on one host: a pool of one.
class AgentExecutor : public PoolExecutor {
public:
    AgentExecutor(const Campaign& campaign, std::unique_ptr<AgentLauncher> launcher, PoolOptions options = {});
};

// The launchers for a campaign's `hosts`, or for `options.hosts` (--host) when given. Throws
// SpecError naming the campaign file (or --host) for a host this build cannot reach.
std::vector<std::unique_ptr<AgentLauncher>> makeLaunchers(const Campaign& campaign, const LaunchOptions& options);

// The executor for a campaign's hosts: a pool over makeLaunchers(campaign, options).
std::unique_ptr<PoolExecutor> makeExecutor(const Campaign& campaign, const LaunchOptions& options,
                                           PoolOptions pool = {});

} // namespace luma::client
