#pragma once
// The client judges, not believes: a run's verdict is recomputed from the metrics its agent
// reported, against the contract's SLOs, with the same check `verify-bundle` applies
// (checkSlos over metricsFromJson; a command's own "failure" is a FAIL). Metrics that cannot
// be (a negative time, a success rate outside [0, 1], more throughput than the completed
// requests and the duration allow, a PASS without the metrics the contract limits) make the
// result a protocol error: no verdict at all. An agent whose verdict disagrees with the
// client's judgement is named in the recorded result.
#include "core/model/contract.h"

#include <nlohmann/json.hpp>

#include <string>

namespace luma {

struct JudgedResult {
    // The result as it is recorded: the agent's event with the client's verdict, margins and
    // failed SLOs; where they differed, also "agent_verdict" and "disagreement" (naming the agent).
    nlohmann::json event;
    std::string protocolError; // non-empty: the result is not evidence, and why
};

// `agent` names who reported it ("the agent on local (myhost)").
JudgedResult judgeResult(const Contract& contract, const nlohmann::json& result, const std::string& agent);
// Empty when the metrics could have been measured; otherwise what is impossible about them.
std::string impossibleMetrics(const Contract& contract, const nlohmann::json& metrics);

} // namespace luma
