#pragma once
// A mixed fleet: one luma.machine/1 whose accelerator nodes are of different types, each node a
// replica group serving the same contract (replicas on H100 beside replicas on L4). Each group
// is read as a machine of its own (parseReplicaGroup), so everything that predicts one machine
// predicts a group; mixed_fleet.h splits the load across them.
#include "core/model/machine.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace luma {

struct ReplicaGroup {
    std::string node; // the accelerator node's id
    Machine machine;  // that node as a machine of one accelerator kind
};

struct Fleet {
    std::string name;
    std::vector<ReplicaGroup> groups; // in the file's node order
    std::string hash;                 // the document's, as Machine::hash
    std::string file;
};

// One accelerator node of a mixed fleet as a machine of its own: that node, the nodes it links
// to (all of them in an unlinked graph), and the machine's runtime with the node's own "runtime"
// object over it. Its name is the machine's, "/" and the node's id. Defined in machine.cpp,
// beside the reader it shares with parseMachine.
Machine parseReplicaGroup(const nlohmann::json& doc, const std::filesystem::path& file, std::size_t acceleratorNode,
                          const Catalog& catalog = Catalog::builtin());

// Two or more accelerator nodes, of at least two types: what parseFleet reads and parseMachine
// refuses. Anything else (a malformed document included) is not a fleet.
bool isMixedFleet(const nlohmann::json& doc);
// Throws SpecError naming the file and key: every group's problems as parseMachine names them,
// a second node of one type ("one replica group per type"), a power node.
Fleet parseFleet(const nlohmann::json& doc, const std::filesystem::path& file,
                 const Catalog& catalog = Catalog::builtin());
Fleet loadFleet(const std::filesystem::path& file, const Catalog& catalog = Catalog::builtin());

} // namespace luma
