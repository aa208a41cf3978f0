#pragma once
// The metrics of an openai-endpoint run from its requests, defined as `vllm bench serve` defines
// them and keyed as the emulator reports them (so the client judges both alike): TTFT from the
// request's arrival (offline: from its send) to its first token chunk; TPOT per request
// (last - first token chunk) / (tokens - 1), requests of one token left out; percentiles by
// nearest rank (core/predict/serving_stats.h); throughput the completed requests' output tokens
// over the run; success the completed share; goodput the tokens of completed requests within
// every per-request latency limit of the contract.
#include "core/model/contract.h"
#include "remote/agent/workload_openai_load.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace luma::agent {

nlohmann::json endpointMetrics(const std::vector<EndpointRequest>& requests, const Contract& contract,
                               double durationS);
// The distinct problems of the failed requests, most frequent first (at most `most`):
// [{"problem": "http://…: …", "count": n}].
nlohmann::json endpointErrors(const std::vector<EndpointRequest>& requests, std::size_t most = 10);

} // namespace luma::agent
