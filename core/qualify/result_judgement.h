#pragma once
// The client judges, not believes: a run's verdict is recomputed from the metrics its agent
// reported, against the contract's SLOs, with the check `verify-bundle` applies to a bundle's
// runs (judgeMetrics: a command's own "failure" is a FAIL, else checkSlos over metricsFromJson). Metrics that cannot
// be (a negative time, a success rate outside [0, 1], more throughput than the completed
// requests and the duration allow, a PASS without the metrics the contract limits) make the
// result a protocol error: no verdict at all. An agent whose verdict disagrees with the
// client's judgement is named in the recorded result.
#include "core/model/contract.h"
#include "core/model/intervention.h"

#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>

namespace luma {

struct JudgedResult {
    // The result as it is recorded: the agent's event with the client's verdict, margins and
    // failed SLOs; where they differed, also "agent_verdict" and "disagreement" (naming the agent).
    nlohmann::json event;
    std::string protocolError; // non-empty: the result is not evidence, and why
};

// `agent` names who reported it ("the agent on local (myhost)"); `interventions` are the run's
// (for the quality it is expected to have where it did not measure it).
// `budgetGib` is the memory the run's state gave it (memoryBudgetGib), where it set one: an
// out-of-memory FAIL must have been checked against exactly that budget.
JudgedResult judgeResult(const Contract& contract, const nlohmann::json& result, const std::string& agent,
                         const std::vector<Intervention>& interventions = {},
                         std::optional<double> budgetGib = std::nullopt);
// The memory budget a state's levels give a run (the least of hbm_gib and host_memory_gib, as
// the agent enforces it), or none when the state sets neither.
std::optional<double> memoryBudgetGib(const std::map<std::string, double>& levels);
// The client's verdict of a result's metrics: {verdict, margins, failed, not_reported}, or a FAIL
// with the command's own "failure" as its cause. A quality bound whose metric the run did not
// report is judged at its expected figure (quality.h: the contract's baseline with the
// interventions' effects, margin marked "expected") where one is known, else not reported.
nlohmann::json judgeMetrics(const Contract& contract, const nlohmann::json& metrics,
                            const std::vector<Intervention>& interventions = {});
// A FAIL the agent ended with cause "oom", proved by the numbers of its own budget check (the
// emulator's "memory": needed_gib above budget_gib), not by metrics. One without them is no proof.
bool isProvenOom(const nlohmann::json& result);
// Why a result that claims an out-of-memory FAIL (cause "oom", no command "failure") does not
// prove it, or "" when it does or claims none.
std::string unprovenOom(const nlohmann::json& result, std::optional<double> budgetGib = std::nullopt);
// Empty when the metrics could have been measured; otherwise what is impossible about them.
std::string impossibleMetrics(const Contract& contract, const nlohmann::json& metrics);

} // namespace luma
