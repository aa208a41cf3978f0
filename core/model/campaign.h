#pragma once
// A PEX campaign (luma.campaign/1): which contract to qualify on which machine over which
// resource space, with which workload and interventions, and how to search.
#include "core/model/contract.h"
#include "core/model/host_profile.h"
#include "core/model/intervention.h"
#include "core/model/machine.h"
#include "core/model/space.h"
#include "core/model/validity_gates.h"
#include "core/model/workload.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace luma {

struct SearchSettings {
    double noiseBand = 0.05;
    int maxRepeats = 5;
    double flipRate = 0;
    double errorTarget = 0.01;
    bool useModel = true;
};

struct Campaign {
    std::string name;
    Contract contract;
    std::optional<Machine> machine; // prices, power and the prior; optional for command workloads
    Space space;
    nlohmann::json workload;   // as written (the hash covers it); the agent receives it
    WorkloadSpec workloadSpec; // the same, read and checked
    std::vector<Intervention> interventions;
    SearchSettings search;
    ValidityGates gates; // what counts as evidence (validity_gates.h): "gates", else the workload's defaults
    std::vector<std::string> hosts;
    // Measured hosts an "accelerator" dimension of the space may name (key "host_profiles": paths
    // or inline luma.hostprofile/1 documents, inlined in the spec).
    std::vector<HostProfile> hostProfiles;
    nlohmann::json spec; // with every referenced file inlined: what the hash covers
    std::string hash;
    std::string file;
};

Campaign loadCampaign(const std::filesystem::path& file);
// The same from a document already read: a stored campaign spec (its contract, machine and space
// inline) is read back this way; `file` names it in errors and anchors relative paths.
Campaign parseCampaign(const nlohmann::json& doc, const std::filesystem::path& file);

} // namespace luma
