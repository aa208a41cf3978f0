#pragma once
// A campaign over accelerator types whose answer is known by construction, qualified on the real
// agent type by type as `luma qualify` does (campaignsByType: one campaign NAME@TYPE each). Its
// command workload is told the type (argv[1]) and reports a throughput against the floor:
//   h100-sxm   PASS when accelerators × GiB >= 96 → minimum PASS 2 × 48, binding count and HBM
//   h200       PASS when accelerators × GiB >= 48 → minimum PASS 1 × 48, binding HBM only (cheapest)
//   trn1       never passes
// with int4-weights halving each need. So "move to h200" from h100-sxm frees accelerator_count
// and both of h100-sxm's adjacent FAIL states (1 × 48, 2 × 32) pass on h200; "move to trn1" has
// no state that passes.
#include "gui_fixture.h"
#include "views_fixture.h"

#include "core/qualify/campaigns_by_type.h"

#include <QFile>

namespace luma::test {

inline QString writeTypedCampaign(const QTemporaryDir& dir, const std::string& name) {
    const QString script = dir.filePath(QStringLiteral("types-oracle.sh"));
    {
        std::ofstream out(script.toStdString());
        out << "#!/bin/sh\n"
               "a=$(echo \"$LUMA_STATE_JSON\" | sed -E 's/.*\"accelerator_count\":([0-9.]+).*/\\1/')\n"
               "h=$(echo \"$LUMA_STATE_JSON\" | sed -E 's/.*\"hbm_gib\":([0-9.]+).*/\\1/')\n"
               "case \"$1\" in h100-sxm) need=96 ;; h200) need=48 ;; *) need=1000000 ;; esac\n"
               "case \"$LUMA_STATE_JSON\" in *int4-weights*) need=$((need / 2)) ;; esac\n"
               "awk -v a=\"$a\" -v h=\"$h\" -v n=\"$need\" -v f="
            << kViewsFloor << " 'BEGIN { printf \"{\\\"throughput_tok_s\\\": %.3f}\\n\", f * a * h / n }'\n";
    }
    QFile::setPermissions(script, QFile::permissions(script) | QFileDevice::ExeOwner);
    nlohmann::json contract = contractJson();
    contract["slo"] = {{"throughput_tok_s_min", kViewsFloor}};
    nlohmann::json dims = nlohmann::json::array();
    dims.push_back({{"resource", "accelerator_count"}, {"levels", {1, 2, 4, 8}}});
    dims.push_back({{"resource", "hbm_gib"}, {"levels", {16, 24, 32, 48, 64, 80}}});
    dims.push_back({{"resource", "accelerator"}, {"levels", {"h100-sxm", "h200", "trn1"}}});
    const nlohmann::json campaign = {
        {"schema", "luma.campaign/1"},
        {"name", name},
        {"contract", contract},
        {"machine", machineJson("h100-sxm", 8)},
        {"space", {{"schema", "luma.space/1"}, {"dims", dims}}},
        {"workload", {{"kind", "command"}, {"argv", {script.toStdString()}}}},
        {"interventions", {{{"name", "int4-weights"}, {"kind", "weight_precision"}, {"value", "int4"}}}},
        {"search", {{"noise_band", 0}, {"use_model", false}}}};
    const QString file = dir.filePath(QString::fromStdString(name) + QStringLiteral(".json"));
    std::ofstream(file.toStdString()) << campaign.dump(2);
    return file;
}

// Each type's campaign qualified in the project, its workload told its type; the types' reports.
inline std::vector<TypeQualification> qualifyTypes(const QString& campaignFile, const QString& project) {
    EvidenceStore store(project.toStdString());
    std::vector<TypeQualification> out;
    for (const auto& t : campaignsByType(loadCampaign(campaignFile.toStdString()))) {
        nlohmann::json spec = t.campaign.spec;
        spec["workload"]["argv"].push_back(t.type);
        const Campaign c = parseCampaign(spec, campaignFile.toStdString());
        const auto executor = client::makeExecutor(c, {LUMA_AGENT_BIN});
        out.push_back({t.type, c.name, qualify(c, store, *executor, {}), std::nullopt, {}});
    }
    return out;
}

} // namespace luma::test
