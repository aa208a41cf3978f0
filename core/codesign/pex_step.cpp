#include "core/codesign/pex_step.h"

#include "core/codesign/configured_executor.h"
#include "core/util/sha256.h"

namespace luma {

RunWorkload runWorkload(const Choices& ch, const KnobValue* backend, const Campaign& campaign) {
    if (backend && backend->workload) return {&backend->workloadJson, &*backend->workload};
    if (!ch.workload.is_null() && ch.workloadSpec) return {&ch.workload, &*ch.workloadSpec};
    return {&campaign.workload, &campaign.workloadSpec};
}

Campaign pexCampaign(const Campaign& base, const Choices& ch, const Configuration& config) {
    Campaign c = base;
    const RunWorkload w = runWorkload(ch, backendOf(ch, config), base);
    c.workload = *w.json;
    c.workloadSpec = *w.spec;
    c.interventions.clear();
    nlohmann::json campaign = base.spec;
    campaign["workload"] = c.workload;
    campaign.erase("interventions");
    nlohmann::json interventions = nlohmann::json::array();
    for (const auto& iv : runInterventions(ch, config)) interventions.push_back(iv.spec);
    c.spec = {{"schema", "luma.codesign/1"},
              {"step", "pex"},
              {"campaign", campaign},
              {"configuration", toJson(ch, config)},
              {"interventions", interventions}};
    c.hash = contentHash(c.spec);
    c.name = "codesign " + base.name + " pex [" + configurationKey(ch, config) + "] @" + c.hash.substr(0, 12);
    return c;
}

PexStep runPexStep(const Campaign& pex, const Choices& choices, const Configuration& config, EvidenceStore& store,
                   RunExecutor& executor, long long allowedRuns, const QualifyOptions& options) {
    long long finishedBefore = 0;
    if (const auto r = store.findCampaign(pex.name)) finishedBefore = store.finishedRunCount(r->id);
    std::vector<nlohmann::json> specs;
    for (const auto& iv : runInterventions(choices, config)) specs.push_back(iv.spec);
    ConfiguredExecutor configured(executor, std::move(specs), allowedRuns - finishedBefore);
    PexStep out;
    out.campaign = pex.name;
    try {
        out.report = qualify(pex, store, configured, options);
    } catch (const Cancelled&) {
        if (!configured.exhausted() || isCancelled(options.cancel)) throw;
        out.budgetSpent = true;
    }
    out.sent = configured.sent();
    if (const auto r = store.findCampaign(pex.name)) {
        for (const auto& run : store.runs(r->id))
            if (run.status == "finished") out.runs.push_back(run.id);
        out.recorded = static_cast<long long>(out.runs.size());
    }
    return out;
}

} // namespace luma
