#pragma once
// The binding resources that recur across campaigns: each adjacent FAIL of a campaign's base
// search (the resource whose cut broke the contract, and the SLO that broke) grouped by the
// contract's shape, by the accelerator the campaign's machine has, and by the host its runs
// ran on. Each group names its campaigns and the runs that prove the FAILs (a FAIL at the state
// itself, or the failing runs above an inferred one).
#include "core/insights/evidence_set.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace luma::insights {

struct BindingGroup {
    std::string by;    // "shape", "accelerator", "host"
    std::string group; // the shape's text, the accelerator type, the host
    std::string resource;
    std::vector<std::string> failed; // the SLOs that broke when it was cut, sorted
    Basis basis;
    bool recurring() const { return basis.campaigns.size() >= 2; }
};

// Most campaigns first, then by `by`, group and resource.
std::vector<BindingGroup> recurringBindings(const std::vector<CampaignEvidence>& evidence);

nlohmann::json toJson(const BindingGroup& group);

} // namespace luma::insights
