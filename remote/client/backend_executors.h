#pragma once
// The executors `luma tune` and `luma codesign` (and the workbench's Tune and Co-design
// documents) run a configuration on: one pool over the --host list per backend of the choices
// (the choices' own workload for configurations without one, and for codesign the campaign's
// where the choices give none), each built on first use.
#include "core/model/campaign.h"
#include "core/tune/choices.h"
#include "remote/client/agent_executor.h"

#include <deque>
#include <map>
#include <memory>
#include <string>

namespace luma::client {

class BackendExecutors {
public:
    // `fallback`: the campaign whose workload runs where the choices name none (codesign), or null.
    BackendExecutors(const Contract& contract, const Machine& machine, const Choices& choices, LaunchOptions launch,
                     const Campaign* fallback = nullptr);
    RunExecutor& operator()(const KnobValue* backend);

private:
    const Contract& m_contract;
    const Machine& m_machine;
    const Choices& m_choices;
    LaunchOptions m_launch;
    const Campaign* m_fallback;
    std::deque<Campaign> m_campaigns; // the pools keep references to them
    std::map<std::string, std::unique_ptr<PoolExecutor>> m_pools;
};

} // namespace luma::client
