#include "core/calibrate/apply.h"

#include "core/calibrate/derating_parameters.h"
#include "core/util/spec_error.h"

#include <cmath>
#include <memory>
#include <optional>

namespace luma {

Accelerator calibratedAccelerator(const Accelerator& a, const AcceleratorCalibration& c, const std::string& hash) {
    Accelerator out = a;
    out.derating = withFittedFields(a.derating, c.derating);
    out.derating.calibrated = true;
    out.derating.band = c.band;
    out.derating.calibrationRuns = static_cast<long long>(c.runs.size());
    out.derating.rationale = "calibrated by luma.calibration/1 " + hash.substr(0, 12) + " on " +
                             std::to_string(c.runs.size()) + " runs (" + std::to_string(c.folds) +
                             "-fold held-out error " + std::to_string(std::lround(c.band * 100)) +
                             " %); before: " + a.derating.rationale;
    return out;
}

void applyCalibration(Machine& machine, const Calibration& cal) {
    if (!machine.accelerator) throw SpecError(machine.file, "", "the machine has no accelerator to calibrate");
    const AcceleratorCalibration* c = cal.find(machine.accelerator->type);
    if (!c) {
        std::string types;
        for (const auto& t : cal.types()) types += (types.empty() ? "" : ", ") + t;
        throw SpecError(cal.file, "accelerators",
                        "no calibration for accelerator \"" + machine.accelerator->type + "\" of machine " +
                            machine.name + " (it calibrates: " + types + ")");
    }
    // The fit moved the derating its runs' stack started from (moe_gemm in proportion, the host
    // time per sequence): on a machine of another stack it would replace that stack's own.
    if (c->servingStack != machine.runtime.servingStack) {
        auto named = [](const std::string& s) { return s.empty() ? std::string("no serving stack") : s; };
        throw SpecError(cal.file, "accelerators",
                        "the calibration of " + c->type + " was fitted on runs served by " + named(c->servingStack) +
                            "; machine " + machine.name + " is served by " + named(machine.runtime.servingStack) +
                            " (calibrate on its own campaigns)");
    }
    machine.calibratedAccelerator =
        std::make_shared<const Accelerator>(calibratedAccelerator(*machine.accelerator, *c, cal.hash));
    machine.accelerator = machine.calibratedAccelerator.get();
}

nlohmann::json calibrationDecision(const Calibration& cal, const std::string& type) {
    const AcceleratorCalibration* c = cal.find(type);
    nlohmann::json out = {{"schema", "luma.calibration/1"},
                          {"hash", cal.hash},
                          {"file", cal.file},
                          {"accelerator", type},
                          {"source", cal.file.empty() ? "campaign" : "file"},
                          {"calibration", cal.spec}};
    if (c) {
        out["band"] = c->band;
        out["runs"] = c->runs;
        out["campaigns"] = c->campaigns;
    }
    return out;
}

std::optional<Calibration> calibrationFromDecision(const nlohmann::json& decision, const std::string& origin) {
    if (!decision.is_object() || !decision.contains("calibration")) return std::nullopt;
    Calibration c = parseCalibration(decision["calibration"], origin);
    c.file = decision.value("file", "");
    return c;
}

void recordCalibration(EvidenceStore& store, const Campaign& campaign, const Calibration& cal) {
    const CampaignRecord record = store.campaign(campaign.name, campaign.hash, campaign.spec);
    const std::string type =
        campaign.machine && campaign.machine->accelerator ? campaign.machine->accelerator->type : "";
    store.putDecision(record.id, "calibration", calibrationDecision(cal, type));
}

} // namespace luma
