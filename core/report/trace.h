#pragma once
// Which runs prove each figure of a report: the minimum PASS by the runs that passed at that
// very state, each adjacent FAIL by its own failing run or, where it was inferred, by the
// failing runs above it (monotonicity), each intervention's minimum PASS and recovered PASS
// likewise.
#include "core/evidence/store.h"
#include "core/report/report_data.h"

#include <vector>

namespace luma::report {

// Whether a run's stored state is exactly `levels`.
bool sameState(const nlohmann::json& state, const Levels& levels);
// Whether the run's state has at least every level of `levels` (it is above or at it).
bool atOrAbove(const nlohmann::json& state, const Levels& levels);

// The finished runs of `intervention` ("" for the base) at exactly `state` whose recorded
// verdict is `verdict`, in id order.
std::vector<const RunRecord*> proofRuns(const std::vector<RunRecord>& runs, const std::string& intervention,
                                        const Levels& state, const std::string& verdict);

// The failing runs of `intervention` at or above `state` nearest to it (fewest levels above), at
// most `limit`, in id order: the evidence an inferred FAIL rests on.
std::vector<long long> failsAbove(const std::vector<RunRecord>& runs, const std::string& intervention,
                                  const Levels& state, std::size_t limit);
// The passing runs of `intervention` at or below `state`: the runs that make it pass by monotonicity.
std::vector<long long> passesBelow(const std::vector<RunRecord>& runs, const std::string& intervention,
                                   const Levels& state);

std::vector<Trace> traceFigures(const QualifyReport& report, const std::vector<RunRecord>& runs);

} // namespace luma::report
