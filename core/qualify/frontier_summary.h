#pragma once
// From a search's verdicts to what a report says: the priced frontier, the cheapest minimum
// PASS, its adjacent FAIL states with the cause that broke each, the binding resources, and
// (for an intervention) its row of the intervention matrix against the base search.
#include "core/model/campaign.h"
#include "core/qualify/report.h"
#include "core/search/pex_search.h"

#include <optional>
#include <vector>

namespace luma {

struct FrontierSummary {
    std::vector<FrontierPoint> frontier;
    std::optional<FrontierPoint> minimumPass; // the cheapest by € per hour, then W
    std::optional<LatticeState> cheapest;
    std::vector<AdjacentFailState> adjacentFail;
    std::vector<std::string> binding;
};

FrontierSummary summarize(const Campaign& campaign, const SearchResult& result,
                          const std::vector<Intervention>& interventions);

// Fills `e`'s requirement change, newly binding and freed resources and its € and W deltas: its
// minimumPass (set) against the base's minimum PASS and binding resources.
void compareMinimumPass(const FrontierPoint& base, const std::vector<std::string>& baseBinding,
                        const std::vector<std::string>& binding, InterventionOutcome& e);

// The intervention's row: requirement change, newly binding and freed resources, € and W
// deltas, and whether each adjacent FAIL of the base recovers to PASS.
InterventionOutcome compareWithBase(const Campaign& campaign, const Intervention& intervention,
                                    const FrontierSummary& base, const FrontierSummary& with,
                                    const SearchResult& result, long long warmStartStates);

} // namespace luma
