#pragma once
// What a run asks the agent to do, and the workloads that do it. Each workload returns its
// result payload (metrics, verdict when a contract is given, the mechanism used for every
// resource of the state) or throws RunError.
#include "core/model/contract.h"
#include "core/model/workload.h"
#include "remote/protocol/error_code.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>

namespace luma::agent {

class RunError : public std::runtime_error {
public:
    RunError(protocol::ErrorCode code, const std::string& message) : std::runtime_error(message), m_code(code) {}
    protocol::ErrorCode code() const { return m_code; }

private:
    protocol::ErrorCode m_code;
};

struct RunContext {
    std::string runId;
    nlohmann::json workload;      // run.workload, with "kind"
    WorkloadSpec spec;            // the same, read by runWorkload before any workload starts
    nlohmann::json state;         // resource → level (may be empty)
    nlohmann::json interventions; // list (may be empty)
    std::optional<Contract> contract;
    const std::atomic<bool>* cancelled = nullptr;
    std::function<void(const nlohmann::json&)> telemetry;

    bool isCancelled() const { return cancelled && cancelled->load(); }
};

// Reads ctx.workload into ctx.spec (a bad one is RunError bad_workload naming the key), then
// runs the workload of its kind.
nlohmann::json runWorkload(RunContext& ctx);

nlohmann::json runProbe(RunContext& ctx);          // "bandwidth", "compute"
nlohmann::json runCommand(RunContext& ctx);        // "command"
nlohmann::json runEmulator(RunContext& ctx);       // "llm-emulator"
nlohmann::json runOpenAiEndpoint(RunContext& ctx); // "openai-endpoint"

} // namespace luma::agent
