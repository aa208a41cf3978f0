#include "core/model/fleet.h"

#include "core/util/json_file.h"
#include "core/util/json_reader.h"

#include <map>
#include <set>

namespace luma {

namespace {

// The accelerator nodes' indices and types, as far as the document says them.
std::vector<std::pair<std::size_t, std::string>> acceleratorNodes(const nlohmann::json& doc) {
    std::vector<std::pair<std::size_t, std::string>> out;
    if (!doc.is_object() || !doc.contains("nodes") || !doc["nodes"].is_array()) return out;
    const auto& nodes = doc["nodes"];
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const auto& n = nodes[i];
        if (!n.is_object() || n.value("kind", nlohmann::json()) != "accelerator") continue;
        const auto type = n.value("type", nlohmann::json());
        out.emplace_back(i, type.is_string() ? type.get<std::string>() : std::string());
    }
    return out;
}

} // namespace

bool isMixedFleet(const nlohmann::json& doc) {
    std::set<std::string> types;
    for (const auto& [index, type] : acceleratorNodes(doc)) types.insert(type);
    return types.size() >= 2;
}

Fleet parseFleet(const nlohmann::json& doc, const std::filesystem::path& path, const Catalog& catalog) {
    const std::string file = path.string();
    const JsonReader top(doc, file);
    if (!isMixedFleet(doc))
        top.fail("nodes", "a mixed fleet needs accelerator nodes of two or more types (one type: a machine)");
    Fleet fleet;
    fleet.file = file;
    std::map<std::string, std::size_t> seen; // type → node index
    for (const auto& [index, type] : acceleratorNodes(doc)) {
        Machine group = parseReplicaGroup(doc, path, index, catalog); // first: its own problems by name
        if (auto [it, fresh] = seen.emplace(type, index); !fresh)
            top.element(doc["nodes"], index, "nodes")
                .fail("type", "a second accelerator node of type " + type + " (nodes[" + std::to_string(it->second) +
                                  "] is one): a fleet holds one replica group per type; give that node the count");
        std::string id;
        for (const auto& n : group.nodes)
            if (n.kind == "accelerator") id = n.id;
        fleet.groups.push_back({id, std::move(group)});
    }
    fleet.name = doc["name"].get<std::string>(); // parseReplicaGroup checked it
    fleet.hash = fleet.groups.front().machine.hash;
    return fleet;
}

Fleet loadFleet(const std::filesystem::path& file, const Catalog& catalog) {
    return parseFleet(readJsonFile(file), file, catalog);
}

} // namespace luma
