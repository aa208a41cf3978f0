#include "remote/client/backend_executors.h"

#include "core/codesign/pex_step.h"
#include "core/util/spec_error.h"

namespace luma::client {

BackendExecutors::BackendExecutors(const Contract& contract, const Machine& machine, const Choices& choices,
                                   LaunchOptions launch, const Campaign* fallback)
    : m_contract(contract), m_machine(machine), m_choices(choices), m_launch(std::move(launch)), m_fallback(fallback) {}

RunExecutor& BackendExecutors::operator()(const KnobValue* backend) {
    const std::string key = backend ? backend->backendName : "";
    if (auto it = m_pools.find(key); it != m_pools.end()) return *it->second;
    Campaign& c = m_campaigns.emplace_back();
    c.name = m_choices.name;
    c.contract = m_contract;
    c.machine = m_machine;
    if (m_fallback) {
        const RunWorkload w = runWorkload(m_choices, backend, *m_fallback);
        c.workload = *w.json;
        c.workloadSpec = *w.spec;
    } else {
        c.workload = backend ? backend->workloadJson : m_choices.workload;
        if (c.workload.is_null())
            throw SpecError(m_choices.file, "workload",
                            "physical runs need a workload: add \"workload\" (e.g. {\"kind\": \"llm-emulator\"}) or "
                            "a backend knob");
        c.workloadSpec = backend ? *backend->workload : *m_choices.workloadSpec;
    }
    c.hosts = m_launch.hosts;
    c.file = m_choices.file;
    return *m_pools.emplace(key, makeExecutor(c, m_launch)).first->second;
}

} // namespace luma::client
