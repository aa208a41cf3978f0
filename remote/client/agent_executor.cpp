#include "remote/client/agent_executor.h"

namespace luma::client {

namespace {

std::vector<std::unique_ptr<AgentLauncher>> one(std::unique_ptr<AgentLauncher> launcher) {
    std::vector<std::unique_ptr<AgentLauncher>> out;
    out.push_back(std::move(launcher));
    return out;
}

} // namespace

AgentExecutor::AgentExecutor(const Campaign& campaign, std::unique_ptr<AgentLauncher> launcher, PoolOptions options)
    : PoolExecutor(campaign, one(std::move(launcher)), options) {}

std::vector<std::unique_ptr<AgentLauncher>> makeLaunchers(const Campaign& c, const LaunchOptions& options) {
    std::vector<std::unique_ptr<AgentLauncher>> launchers;
    // --host replaces the campaign's list and leaves the campaign (and its hash) as written:
    // where it runs is not what it proves, so a resumed campaign may move to other hosts.
    for (const auto& host : options.hosts) launchers.push_back(makeLauncher(host, options, "", "--host"));
    for (std::size_t i = 0; options.hosts.empty() && i < c.hosts.size(); ++i)
        launchers.push_back(makeLauncher(c.hosts[i], options, c.file, "hosts[" + std::to_string(i) + "]"));
    if (launchers.empty()) launchers.push_back(makeLauncher("local", options, c.file, "hosts"));
    return launchers;
}

std::unique_ptr<PoolExecutor> makeExecutor(const Campaign& c, const LaunchOptions& options, PoolOptions pool) {
    return std::make_unique<PoolExecutor>(c, makeLaunchers(c, options), pool);
}

} // namespace luma::client
