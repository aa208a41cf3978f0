#pragma once
// The fixture of the matrix, evidence and explore suites: a campaign that the predictor can
// explore (a contract with a model, a machine, a space of accelerator_count × hbm_gib ×
// compute_fraction) and that the real agent qualifies in seconds through a command workload
// whose truth is known, with two interventions that move the frontier:
//   base               PASS when accelerators × GiB >= 96            binding: accelerator_count, hbm_gib
//   int4-weights       PASS when accelerators × GiB >= 48 and compute >= 0.5
//                      → accelerator_count −1, compute_fraction +0.25; compute newly binding, accelerators freed
//   batch-256-tokens   PASS when accelerators × GiB >= 64
//                      → accelerator_count −1, hbm_gib +16; accelerators freed
// The workload reports a throughput against the contract's floor (PASS iff at or above it).
#include "gui_fixture.h"

#include <QFile>

namespace luma::test {

inline constexpr double kViewsFloor = 8000; // tok/s: the contract's throughput floor

inline QString writeViewsCampaign(const QTemporaryDir& dir, const std::string& name) {
    const QString script = dir.filePath(QStringLiteral("views-oracle.sh"));
    {
        std::ofstream out(script.toStdString());
        out << "#!/bin/sh\n"
               "a=$(echo \"$LUMA_STATE_JSON\" | sed -E 's/.*\"accelerator_count\":([0-9.]+).*/\\1/')\n"
               "h=$(echo \"$LUMA_STATE_JSON\" | sed -E 's/.*\"hbm_gib\":([0-9.]+).*/\\1/')\n"
               "c=$(echo \"$LUMA_STATE_JSON\" | sed -E 's/.*\"compute_fraction\":([0-9.]+).*/\\1/')\n"
               "need=96; cneed=0\n"
               "case \"$LUMA_STATE_JSON\" in *int4-weights*) need=48; cneed=0.5 ;; *batch-256-tokens*) need=64 ;; esac\n"
               "awk -v a=\"$a\" -v h=\"$h\" -v c=\"$c\" -v n=\"$need\" -v k=\"$cneed\" -v f="
            << kViewsFloor
            << " 'BEGIN { t = f * a * h / n; if (c < k) t = t * c / k; printf \"{\\\"throughput_tok_s\\\": %.3f}\\n\", t }'\n";
    }
    QFile::setPermissions(script, QFile::permissions(script) | QFileDevice::ExeOwner);
    nlohmann::json contract = contractJson();
    contract["slo"] = {{"throughput_tok_s_min", kViewsFloor}};
    nlohmann::json machine = machineJson("h100-sxm", 8);
    nlohmann::json dims = nlohmann::json::array();
    dims.push_back({{"resource", "accelerator_count"}, {"levels", {1, 2, 4, 8}}});
    dims.push_back({{"resource", "hbm_gib"}, {"levels", {16, 24, 32, 48, 64, 80}}});
    dims.push_back({{"resource", "compute_fraction"}, {"levels", {0.25, 0.5, 0.75, 1.0}}});
    const nlohmann::json campaign = {{"schema", "luma.campaign/1"},
                                     {"name", name},
                                     {"contract", contract},
                                     {"machine", machine},
                                     {"space", {{"schema", "luma.space/1"}, {"dims", dims}}},
                                     {"workload", {{"kind", "command"}, {"argv", {script.toStdString()}}}},
                                     {"interventions",
                                      {{{"name", "int4-weights"}, {"kind", "weight_precision"}, {"value", "int4"}},
                                       {{"name", "batch-256-tokens"}, {"kind", "max_batched_tokens"}, {"value", 256}}}},
                                     {"search", {{"noise_band", 0}, {"use_model", false}}}};
    const QString file = dir.filePath(QString::fromStdString(name) + QStringLiteral(".json"));
    std::ofstream(file.toStdString()) << campaign.dump(2);
    return file;
}

} // namespace luma::test
