#pragma once
// What counts as evidence, as MLPerf's submission checker refuses runs too short or too small: a
// run's verdict stands only when the run meets its campaign's validity gates — a measured window
// of at least `min_duration_s`, at least `min_completed_requests` completed requests, at least
// `min_warmup_requests` warm-up requests it reports excluded from its figures, and its seed
// recorded. The llm-emulator's defaults are sized for it (its measured window already excludes
// its warm-up: the model's weights and KV pool are allocated and filled before its clock starts;
// its seed is the workload's). A command workload states its own in the campaign's "gates" (it
// has none by default: a user's benchmark sizes its runs itself). A run below the gates is
// stored as `invalid` with the reason, never as PASS or FAIL, and the search retries it as
// inconclusive. An out-of-memory FAIL, proved by its own numbers, and a command's own "failure"
// are verdicts that no duration makes or unmakes: they are not gated.
#include "core/model/workload.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace luma {

class JsonReader;

inline constexpr double kEmulatorMinDurationS = 0.1;
inline constexpr long long kEmulatorMinCompletedRequests = 32;

struct ValidityGates {
    double minDurationS = 0;
    long long minCompletedRequests = 0;
    long long minWarmupRequests = 0;
    bool requireSeed = false;
    std::string source; // "the llm-emulator's defaults", "the campaign's gates", "none"

    bool any() const { return minDurationS > 0 || minCompletedRequests > 0 || minWarmupRequests > 0 || requireSeed; }
    bool operator==(const ValidityGates&) const = default;
};

// The workload's defaults.
ValidityGates defaultGates(WorkloadKind kind);
// The campaign's "gates" object (`top` is the campaign document's reader), each key it leaves out
// at the workload's default. Throws SpecError naming the key.
ValidityGates readGates(JsonReader& top, WorkloadKind kind);
// The gates of a stored campaign spec (a project's, a bundle's). Throws SpecError naming `origin`.
ValidityGates gatesOfCampaign(const nlohmann::json& spec, const std::string& origin);

// The run's seed as it is recorded: the llm-emulator's is its workload's; a command's, the
// "seed" its metrics report. None: the run states none.
std::optional<std::string> runSeed(const WorkloadSpec& workload, const nlohmann::json& result);
// "" when the judged result meets the gates (or is not gated: no verdict, an out-of-memory end,
// a command's own failure); else why not, with what to change.
std::string belowGates(const ValidityGates& gates, const nlohmann::json& result,
                       const std::optional<std::string>& seed);
// What a fresh run records beside its result ("validity"): the gates, what it measured against
// them, its seed, how its warm-up was excluded, and `invalid` (the reason) when it is below them.
nlohmann::json validityRecord(const ValidityGates& gates, const WorkloadSpec& workload, const nlohmann::json& result,
                              const std::string& invalid);

// "at least 0.1 s measured, 32 completed requests, the seed recorded (the llm-emulator's defaults)".
std::string gatesText(const ValidityGates& gates);
nlohmann::json toJson(const ValidityGates& gates);

// The cause a run below the gates is kept with ("invalid: …"), and whether a cause is one.
std::string invalidCause(const std::string& why);
bool isInvalidCause(const std::string& cause);
std::string invalidReason(const std::string& cause); // the why of invalidCause(why)

} // namespace luma
