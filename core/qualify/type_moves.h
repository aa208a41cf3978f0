#pragma once
// "Move to type X" as a hardware intervention: of a campaign qualified type by type
// (campaigns_by_type.h), each other type's result read as an intervention on the first type that
// qualified: its requirement change at the minimum PASS, the binding resources it newly meets
// and those it frees, the EUR/h and W deltas, and whether each adjacent FAIL state of that first
// type passes on the other (it does where it lies at or above a minimal PASS state of the other's
// frontier: the search is monotone). One row per other type of the intervention matrix.
#include "core/qualify/campaigns_by_type.h"
#include "core/qualify/report.h"

#include <string>
#include <vector>

namespace luma {

struct TypeMoves {
    std::string from; // the first type, in the space's order, with a minimum PASS ("" when none has)
    std::vector<InterventionOutcome> moves; // "move to TYPE", kind "accelerator_type", one per other type
    std::vector<std::string> to;            // each move's TYPE, as `moves`
};

TypeMoves typeMoves(const std::vector<TypeQualification>& types);

// {"from": TYPE, "rows": [an intervention matrix row each (toJson of InterventionOutcome)]}.
nlohmann::json toJson(const TypeMoves& moves);

} // namespace luma
