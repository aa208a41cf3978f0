#include "core/report/type_summary.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/campaigns_by_type.h"
#include "core/qualify/stored_types.h"

namespace luma::report {

namespace {

TypeFigures figuresOf(const EvidenceStore& store, const TypeQualification& q) {
    TypeFigures f;
    f.type = q.type;
    f.campaign = q.campaign;
    f.problem = q.problem;
    if (q.report) {
        f.binding = q.report->binding;
        f.physicalRuns = q.report->physicalRuns;
        f.minimumPass = q.report->minimumPass;
    }
    f.qualified = f.minimumPass.has_value();
    if (!f.qualified) {
        if (f.problem.empty()) f.problem = "no state of the space passed";
        return f;
    }
    const auto record = store.findCampaign(q.campaign);
    if (!record) return f;
    const Campaign c = parseCampaign(record->spec, store.path() + " (campaign " + q.campaign + ")");
    f.economics = priceOption(c, "base", {}, *f.minimumPass, store.runRecords(record->id));
    return f;
}

} // namespace

TypeSummary typeSummary(const EvidenceStore& store, const std::string& name,
                        const std::map<std::string, HostPrice>& prices) {
    const std::vector<TypeQualification> types = storedTypeQualifications(store, name, prices);
    TypeSummary s;
    s.campaign = name;
    for (const auto& q : types) s.types.push_back(figuresOf(store, q));
    const int cheapest = cheapestQualified(types);
    if (cheapest >= 0) s.cheapest = types[static_cast<std::size_t>(cheapest)].type;
    s.moves = typeMoves(types);
    return s;
}

} // namespace luma::report
