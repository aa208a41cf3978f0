#include "core/calibrate/recalibration.h"

#include "core/calibrate/apply.h"
#include "core/calibrate/calibrate.h"
#include "core/util/spec_error.h"

namespace luma {

std::optional<Recalibration> recalibrateCampaign(const EvidenceStore& store, const Campaign& c,
                                                 const std::vector<long long>& runs, const std::string& after) {
    if (!c.machine || !c.machine->accelerator || !c.contract.model) return std::nullopt;
    if (static_cast<long long>(runs.size()) < kMinCalibrationRuns) return std::nullopt;
    CalibrateOptions o;
    o.filter.campaigns = {c.name};
    o.filter.runs = runs;
    o.project = store.path();
    const std::string type = c.machine->accelerator->type;
    o.start[type] = c.machine->accelerator->derating;
    CalibrationOutcome out;
    try {
        out = calibrateProject(store, o);
    } catch (const SpecError&) {
        return std::nullopt; // too few comparable runs yet (out-of-memory FAILs measure no speed)
    }
    const AcceleratorCalibration* a = out.calibration.find(type);
    if (!a) return std::nullopt;
    Recalibration r;
    r.after = after;
    double before = 0, afterSum = 0;
    for (const auto& [metric, e] : a->errors)
        if (metric != "memory_gib" && e.runs > 0) {
            before += e.before.median;
            afterSum += e.after.median;
        }
    r.improves = afterSum <= before;
    r.calibration = std::move(out.calibration);
    return r;
}

void recordRecalibration(EvidenceStore& store, long long campaignId, const Campaign& c, const Recalibration& r) {
    for (const auto& d : store.decisions(campaignId, "calibration"))
        if (d.is_object() && d.value("hash", "") == r.calibration.hash && d.value("after", "") == r.after) return;
    nlohmann::json d = calibrationDecision(r.calibration, c.machine->accelerator->type);
    d["after"] = r.after;
    d["improves"] = r.improves;
    store.putDecision(campaignId, "calibration", d);
}

std::shared_ptr<const Campaign> calibratedCampaign(const Campaign& c, const Calibration& calibration) {
    auto out = std::make_shared<Campaign>(c);
    applyCalibration(*out->machine, calibration);
    return out;
}

std::shared_ptr<const Campaign> relearnCampaign(EvidenceStore& store, long long campaignId, const Campaign& c,
                                                const std::vector<long long>& runs, const std::string& after) {
    const auto r = recalibrateCampaign(store, c, runs, after);
    if (!r) return nullptr;
    recordRecalibration(store, campaignId, c, *r);
    return r->improves ? calibratedCampaign(c, r->calibration) : nullptr;
}

} // namespace luma
