#include "core/model/host_machine.h"

#include "core/model/machine_json.h"
#include "core/util/spec_error.h"

namespace luma {

nlohmann::json hostMachineJson(const HostProfile& profile, const std::string& name, Runtime runtime) {
    Machine m;
    m.name = name;
    m.description = "Generated from the host profile " + profile.hash.substr(0, 12) + " of " + profile.host + " (" +
                    profile.device + ", " + std::to_string(profile.computeUnits) + " compute units), measured " +
                    profile.measuredAt + " by luma hosts profile.";
    MachineNode node;
    node.id = profile.backend;
    node.kind = "accelerator";
    node.type = profile.name;
    node.count = 1;
    m.nodes.push_back(node);
    runtime.gpuMemoryUtilization = 1.0;
    m.runtime = runtime;
    m.hostProfile = profile.spec;
    return machineToJson(m);
}

nlohmann::json machineOnHostProfile(nlohmann::json doc, const HostProfile& profile, const std::string& file,
                                    std::string* replacedType) {
    if (!doc.is_object() || !doc.contains("nodes") || !doc["nodes"].is_array())
        throw SpecError(file, "nodes", "a machine needs an array of nodes (one of kind \"accelerator\")");
    bool found = false;
    for (auto& node : doc["nodes"])
        if (node.is_object() && node.value("kind", "") == "accelerator") {
            const std::string type = node.value("type", "");
            if (replacedType) *replacedType = type == profile.name ? "" : type;
            node["type"] = profile.name;
            found = true;
        }
    if (!found) throw SpecError(file, "nodes", "no node of kind \"accelerator\" for the host profile to stand in");
    doc["host_profile"] = profile.spec;
    return doc;
}

} // namespace luma
