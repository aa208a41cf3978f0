#pragma once
// The run's machine state and configuration made physical on a server the run starts: each
// resource level and each intervention becomes the value of a {placeholder} in the server's
// command (tensor_parallel from the tensor_parallel intervention or the state's
// accelerator_count; gpu_memory_utilization from the state's hbm_gib over the device's memory;
// max_num_seqs, max_num_batched_tokens, prefill_chunk, weight_precision, kv_precision,
// num_speculative_tokens, kv_offload_fraction from the interventions; every state resource under
// its own name; server.defaults for the rest). A level or intervention no placeholder of the
// command carries is refused as unenforceable, and a placeholder the run leaves without a value
// is a bad workload: a run never claims what its server was not told.
#include "core/model/intervention.h"
#include "core/model/workload.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace luma::agent {

struct ServerCommand {
    std::vector<std::string> argv;
    std::vector<std::string> env;                         // NAME=value, LUMA_STATE_JSON and LUMA_RUN_ID included
    nlohmann::json mechanisms = nlohmann::json::object(); // per resource / intervention, as the result names them
};

// Throws RunError: unenforceable (a level or intervention the command does not carry), bad_state
// (a level that is not a number, hbm_gib above the device), bad_workload (a placeholder without
// a value).
ServerCommand serverCommand(const OpenAiEndpointOptions& options, const nlohmann::json& state,
                            const std::vector<Intervention>& interventions, const std::string& runId);

// A server the run did not start is used as it is: any state level or intervention is refused
// as unenforceable (RunError), naming it.
void requireNothingToApply(const nlohmann::json& state, const std::vector<Intervention>& interventions);

} // namespace luma::agent
