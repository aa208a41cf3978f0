#pragma once
// A campaign over accelerator types compared, as the customer report and the workbench show it:
// per type its minimum PASS with the binding resources, € per hour, € per 1M tokens, W and bytes
// moved per token (its base option's economics), or why it has none; the cheapest qualified type;
// and each other type as a "move to TYPE" intervention row on the first type that qualified
// (core/qualify/type_moves.h). Built from the project's stored reports alone.
#include "core/qualify/qualification_cost.h"
#include "core/qualify/report.h"
#include "core/qualify/type_moves.h"
#include "core/report/economics.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace luma {
class EvidenceStore;
}

namespace luma::report {

struct TypeFigures {
    std::string type, campaign; // campaign: NAME@TYPE
    bool qualified = false;
    std::optional<FrontierPoint> minimumPass;
    std::vector<std::string> binding;
    std::optional<Economics> economics; // at the minimum PASS (qualified only)
    long long physicalRuns = 0;
    std::string problem; // not qualified: why
};

struct TypeSummary {
    std::string campaign; // NAME
    std::vector<TypeFigures> types;
    std::string cheapest; // the cheapest qualified type (by € per hour, then W); "" when none qualified
    TypeMoves moves;
};

// The campaign over types NAME (core/qualify/stored_types.h). Throws SpecError naming the project
// for a damaged stored part, or when it holds no NAME@TYPE campaign.
TypeSummary typeSummary(const EvidenceStore& store, const std::string& name,
                        const std::map<std::string, HostPrice>& prices = {});

} // namespace luma::report
