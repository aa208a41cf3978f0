#pragma once
// A campaign over accelerator types as a project keeps it: no campaign NAME of its own, but one
// campaign NAME@TYPE per type (campaigns_by_type.h), in the space's order. Which stored campaign
// is one of them, and each type's qualification read back from its stored report: what `luma
// show`, the workbench and the customer report compare (typeComparison, typeMoves).
#include "core/qualify/campaigns_by_type.h"
#include "core/qualify/qualification_cost.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace luma {

class EvidenceStore;

// The campaign over types that `campaign` names (NAME, which the project holds no campaign of,
// but NAME@TYPE ones) or is one type of (NAME@TYPE); nullopt for an ordinary campaign, or a name
// the project does not hold. `names`: the project's campaigns (EvidenceStore::campaignNames).
std::optional<std::string> typedCampaignOf(const std::vector<std::string>& names, const std::string& campaign);

// The stored campaigns NAME@TYPE of the campaign over types NAME, in the project's order.
std::vector<std::string> typeCampaignNames(const std::vector<std::string>& names, const std::string& name);

// Each type's qualification from its stored report ("no finished report yet" where it has none)
// and what its runs cost at `prices`. Throws SpecError naming the project for a damaged report or
// spec, and for a NAME with no type campaign.
std::vector<TypeQualification> storedTypeQualifications(const EvidenceStore& store, const std::string& name,
                                                        const std::map<std::string, HostPrice>& prices);

} // namespace luma
