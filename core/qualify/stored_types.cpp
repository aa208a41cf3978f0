#include "core/qualify/stored_types.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/util/spec_error.h"

#include <algorithm>

namespace luma {

namespace {

bool holds(const std::vector<std::string>& names, const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

} // namespace

std::vector<std::string> typeCampaignNames(const std::vector<std::string>& names, const std::string& name) {
    std::vector<std::string> out;
    for (const auto& each : names)
        if (each.size() > name.size() + 1 && each.compare(0, name.size() + 1, name + "@") == 0) out.push_back(each);
    return out;
}

std::optional<std::string> typedCampaignOf(const std::vector<std::string>& names, const std::string& campaign) {
    if (!holds(names, campaign)) {
        if (!typeCampaignNames(names, campaign).empty()) return campaign;
        return std::nullopt;
    }
    const auto at = campaign.rfind('@');
    if (at == std::string::npos || at == 0 || at + 1 == campaign.size()) return std::nullopt;
    const std::string name = campaign.substr(0, at);
    // NAME@TYPE beside a campaign NAME of its own is a name with an "@", not one type of NAME.
    if (holds(names, name)) return std::nullopt;
    return name;
}

std::vector<TypeQualification> storedTypeQualifications(const EvidenceStore& store, const std::string& name,
                                                        const std::map<std::string, HostPrice>& prices) {
    std::vector<TypeQualification> types;
    for (const auto& each : typeCampaignNames(store.campaignNames(), name)) {
        const auto record = store.findCampaign(each);
        if (!record) continue;
        TypeQualification q{each.substr(name.size() + 1), each, std::nullopt, std::nullopt, {}};
        if (const auto stored = store.latestDecision(record->id, "report"))
            q.report = reportFromJson(*stored, store.path());
        else
            q.problem = "no finished report yet (qualify was interrupted)";
        const Campaign c = parseCampaign(record->spec, store.path() + " (campaign " + each + ")");
        q.cost = qualificationCost(store.runRecords(record->id), prices, c.machine ? c.machine->acceleratorCount : 1);
        types.push_back(std::move(q));
    }
    if (types.empty()) throw SpecError(store.path(), "campaign", "no campaign \"" + name + "\"");
    return types;
}

} // namespace luma
