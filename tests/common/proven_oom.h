// A finished run that proves its state out of memory, as the agent's budget check reports it:
// a FAIL with cause "oom" and the numbers (needed above the state's budget). An agent's `error`
// with code oom is no verdict (core/qualify/result_judgement.h).
#pragma once

#include "core/qualify/result_judgement.h"
#include "core/qualify/run_executor.h"

#include <map>
#include <string>

namespace luma::test {

inline RunOutcome provenOom(const std::map<std::string, double>& state, double neededGib = 3.0) {
    const double budget = memoryBudgetGib(state).value_or(1.0);
    RunOutcome o;
    o.status = RunOutcome::Status::Finished;
    o.event = {{"type", "result"},
               {"verdict", "FAIL"},
               {"failed", {"OOM"}},
               {"cause", "oom"},
               {"metrics", {{"success_rate", 0.0}, {"throughput_tok_s", 0.0}}},
               {"memory",
                {{"budget_gib", budget},
                 {"needed_gib", budget + neededGib},
                 {"weights_gib", budget + neededGib / 2},
                 {"kv_per_sequence_gib", neededGib / 8}}}};
    return o;
}

} // namespace luma::test
