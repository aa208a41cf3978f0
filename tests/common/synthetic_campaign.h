#pragma once
// The truth behind tests/data/campaign/synthetic_oracle.sh (PASS when 3x + 2y + z >= 24 over
// levels 1..8), and its campaign file, for the campaign, SSH, Slurm and host-pool suites that
// qualify it end to end.
#include "specs.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <set>
#include <string>

namespace luma::test {

inline bool syntheticTruth(int x, int y, int z) { return 3 * x + 2 * y + z >= 24; }

// The minimal PASS states, as "x,y,z".
inline std::set<std::string> syntheticFrontier() {
    std::set<std::string> out;
    for (int x = 1; x <= 8; ++x)
        for (int y = 1; y <= 8; ++y)
            for (int z = 1; z <= 8; ++z) {
                if (!syntheticTruth(x, y, z)) continue;
                if ((x > 1 && syntheticTruth(x - 1, y, z)) || (y > 1 && syntheticTruth(x, y - 1, z)) ||
                    (z > 1 && syntheticTruth(x, y, z - 1)))
                    continue;
                out.insert(std::to_string(x) + "," + std::to_string(y) + "," + std::to_string(z));
            }
    return out;
}

// The oracle's campaign, written to `dir`/NAME.json beside its contract.json: x, y and z at
// `levels`, the oracle script as the command (or `argv`), noise band 0, then `edit` applied to
// the document (hosts, search settings, another workload). Returns the campaign file's path.
template <class Edit>
std::string writeSyntheticCampaign(const std::string& dir, const std::string& name, Edit edit,
                                   const nlohmann::json& levels = {1, 2, 3, 4, 5, 6, 7, 8}) {
    std::ofstream(dir + "/contract.json") << nlohmann::json{
        {"schema", "luma.contract/1"},
        {"name", "synthetic"},
        {"workload", {{"input_tokens", 1}, {"output_tokens", 1}, {"arrival", {{"kind", "offline"}}}}},
        {"slo", {{"throughput_tok_s_min", 24}}}}.dump();
    nlohmann::json dims = nlohmann::json::array();
    for (const char* d : {"x", "y", "z"}) dims.push_back({{"resource", d}, {"levels", levels}});
    nlohmann::json campaign = {
        {"schema", "luma.campaign/1"},
        {"name", name},
        {"contract", "contract.json"},
        {"space", {{"schema", "luma.space/1"}, {"dims", dims}}},
        {"workload", {{"kind", "command"}, {"argv", {sourcePath("tests/data/campaign/synthetic_oracle.sh")}}}},
        {"search", {{"noise_band", 0}}}};
    edit(campaign);
    const std::string file = dir + "/" + name + ".json";
    std::ofstream(file) << campaign.dump();
    return file;
}
inline std::string writeSyntheticCampaign(const std::string& dir, const std::string& name,
                                          const nlohmann::json& argv = nullptr,
                                          const nlohmann::json& levels = {1, 2, 3, 4, 5, 6, 7, 8}) {
    return writeSyntheticCampaign(
        dir, name,
        [&](nlohmann::json& c) {
            if (!argv.is_null()) c["workload"]["argv"] = argv;
        },
        levels);
}

// A report's frontier, as "x,y,z".
inline std::set<std::string> frontierOf(const nlohmann::json& report) {
    std::set<std::string> out;
    for (const auto& f : report["frontier"])
        out.insert(std::to_string(f["state"]["x"].get<int>()) + "," + std::to_string(f["state"]["y"].get<int>()) + "," +
                   std::to_string(f["state"]["z"].get<int>()));
    return out;
}

} // namespace luma::test
