#pragma once
// A campaign over an "accelerator" dimension, qualified as one campaign per type: each type's
// machine and numeric space (accelerator_types.h) make a campaign of their own, named
// "NAME@TYPE", with its own hash and evidence, so that its runs, report and frontier are those of a
// single-type campaign; then the types' reports are compared (the cheapest qualified system).
#include "core/model/campaign.h"
#include "core/qualify/qualification_cost.h"
#include "core/qualify/report.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace luma {

struct TypeCampaign {
    std::string type;
    Campaign campaign;
    std::vector<std::string> notes; // what changed from the base machine and space for this type
    bool empty = false;             // no level of the space fits the type: nothing to qualify
};

// One campaign per type, in the space's order; the campaign itself (as one entry) when its space
// has no accelerator dimension. Throws SpecError naming the campaign (or its space) for a type
// that is neither a catalog type nor one of its host_profiles.
std::vector<TypeCampaign> campaignsByType(const Campaign& campaign);

// What one type's qualification ended with: its report, or why there is none.
struct TypeQualification {
    std::string type, campaign;
    std::optional<QualifyReport> report;
    std::optional<QualificationCost> cost; // what its runs cost
    std::string problem; // no report: "no host of the pool can realise …", "no level fits", the stop
};

// The index in `types` of the cheapest qualified type (by € per hour, then W); -1 when none qualified.
int cheapestQualified(const std::vector<TypeQualification>& types);

// {"types": [{accelerator, campaign, qualified, minimum_pass, eur_per_hour, watts, binding,
// physical_runs | problem, qualification_cost}…], "qualification_cost": the sums over types, "cheapest": the row of the cheapest qualified type (by € per hour,
// then W) or null, "moves": each other type as a "move to TYPE" intervention on the first type
// that qualified (type_moves.h)}.
nlohmann::json typeComparison(const std::vector<TypeQualification>& types);

} // namespace luma
