#include "core/qualify/campaigns_by_type.h"

#include "core/qualify/type_moves.h"
#include "core/search/accelerator_types.h"

namespace luma {

std::vector<TypeCampaign> campaignsByType(const Campaign& campaign) {
    if (campaign.space.acceleratorTypes.empty()) return {{"", campaign, {}, false}};
    std::vector<TypeCampaign> out;
    for (auto& typed : splitByAcceleratorType(campaign.space, *campaign.machine, campaign.hostProfiles)) {
        nlohmann::json spec = campaign.spec;
        spec["name"] = campaign.name + "@" + typed.type;
        spec["machine"] = typed.machine.spec;
        spec["space"] = typed.space.spec;
        spec.erase("host_profiles"); // the type's own, if it is one, is inside its machine now
        TypeCampaign t{typed.type, {}, typed.notes, typed.empty};
        if (!typed.empty) t.campaign = parseCampaign(spec, campaign.file + " (accelerator " + typed.type + ")");
        t.campaign.name = campaign.name + "@" + typed.type;
        out.push_back(std::move(t));
    }
    return out;
}

int cheapestQualified(const std::vector<TypeQualification>& types) {
    int cheapest = -1;
    for (std::size_t i = 0; i < types.size(); ++i) {
        if (!types[i].report || !types[i].report->minimumPass) continue;
        const FrontierPoint& m = *types[i].report->minimumPass;
        if (cheapest < 0) {
            cheapest = static_cast<int>(i);
            continue;
        }
        const FrontierPoint& best = *types[static_cast<std::size_t>(cheapest)].report->minimumPass;
        if (m.eurPerHour < best.eurPerHour || (m.eurPerHour == best.eurPerHour && m.watts < best.watts))
            cheapest = static_cast<int>(i);
    }
    return cheapest;
}

nlohmann::json typeComparison(const std::vector<TypeQualification>& types) {
    nlohmann::json rows = nlohmann::json::array();
    const int cheapest = cheapestQualified(types);
    long long runs = 0;
    double hours = 0, deviceHours = 0, eur = 0;
    bool priced = true;
    for (std::size_t i = 0; i < types.size(); ++i) {
        const TypeQualification& t = types[i];
        nlohmann::json row = {{"accelerator", t.type}, {"campaign", t.campaign}};
        const bool qualified = t.report && t.report->minimumPass;
        row["qualified"] = qualified;
        if (t.cost) {
            row["qualification_cost"] = toJson(*t.cost);
            runs += t.cost->runs;
            hours += t.cost->hours;
            deviceHours += t.cost->deviceHours;
            eur += t.cost->eur;
            priced &= t.cost->priced;
        }
        if (t.report) {
            row["physical_runs"] = t.report->physicalRuns;
            row["binding"] = t.report->binding;
        }
        if (!qualified) {
            row["problem"] = !t.problem.empty() ? t.problem : std::string("no state of the space passed");
            rows.push_back(row);
            continue;
        }
        const FrontierPoint& m = *t.report->minimumPass;
        row["minimum_pass"] = toJson(m.state);
        row["eur_per_hour"] = m.eurPerHour;
        row["watts"] = m.watts;
        rows.push_back(row);
    }
    nlohmann::json cost = {{"runs", runs}, {"hours", hours}, {"device_hours", deviceHours}, {"priced", priced}};
    if (priced) cost["eur"] = eur;
    return {{"types", rows},
            {"cheapest", cheapest >= 0 ? rows[static_cast<std::size_t>(cheapest)] : nlohmann::json()},
            {"moves", toJson(typeMoves(types))},
            {"qualification_cost", cost}};
}

} // namespace luma
