#pragma once
// Fixtures of the GUI suites: a model-free campaign whose command workload is the synthetic
// oracle (tests/data/campaign/synthetic_oracle.sh, PASS when 3x + 2y + z >= 24), here over
// x and y (1..8) with z fixed at 8, so PASS when 3x + 2y >= 16: 64 cells, runs in seconds on
// the real agent. And a project qualified through core directly, as `luma qualify` would.
#include "specs.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/qualifier.h"
#include "remote/client/agent_executor.h"

#include <QString>
#include <QTemporaryDir>

#include <fstream>

namespace luma::test {

inline bool oraclePass(int x, int y) { return 3 * x + 2 * y + 8 >= 24; }

inline QString writeOracleCampaign(const QTemporaryDir& dir, const std::string& name) {
    const std::string script = sourcePath("tests/data/campaign/synthetic_oracle.sh");
    const std::string contract = dir.filePath(QStringLiteral("oracle-contract.json")).toStdString();
    std::ofstream(contract) << nlohmann::json{
        {"schema", "luma.contract/1"},
        {"name", "oracle"},
        {"workload", {{"input_tokens", 1}, {"output_tokens", 1}, {"arrival", {{"kind", "offline"}}}}},
        {"slo",
         {{"throughput_tok_s_min",
           24}}}}.dump(2);
    nlohmann::json dims = nlohmann::json::array();
    dims.push_back({{"resource", "x"}, {"levels", {1, 2, 3, 4, 5, 6, 7, 8}}});
    dims.push_back({{"resource", "y"}, {"levels", {1, 2, 3, 4, 5, 6, 7, 8}}});
    dims.push_back({{"resource", "z"}, {"levels", {8}}});
    const nlohmann::json campaign = {{"schema", "luma.campaign/1"},
                                     {"name", name},
                                     {"contract", "oracle-contract.json"},
                                     {"space", {{"schema", "luma.space/1"}, {"dims", dims}}},
                                     {"workload", {{"kind", "command"}, {"argv", {script}}}},
                                     {"search", {{"noise_band", 0}}}};
    const QString file = dir.filePath(QString::fromStdString(name) + QStringLiteral(".json"));
    std::ofstream(file.toStdString()) << campaign.dump(2);
    return file;
}

inline QualifyReport qualifyDirectly(const QString& campaignFile, const QString& project) {
    EvidenceStore store(project.toStdString());
    const Campaign c = loadCampaign(campaignFile.toStdString());
    const auto executor = client::makeExecutor(c, {LUMA_AGENT_BIN});
    return qualify(c, store, *executor, {});
}

} // namespace luma::test
