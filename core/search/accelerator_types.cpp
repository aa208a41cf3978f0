#include "core/search/accelerator_types.h"

#include "core/model/space_check.h"
#include "core/util/json_reader.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <set>

namespace luma {

namespace {

const HostProfile* profileNamed(const std::vector<HostProfile>& profiles, const std::string& type) {
    for (const auto& p : profiles)
        if (p.name == type) return &p;
    return nullptr;
}

// Interconnect nodes leave with the base part, and the links and layout that name them.
void dropInterconnects(nlohmann::json& spec, std::vector<std::string>& notes) {
    std::set<std::string> dropped;
    auto& nodes = spec["nodes"];
    for (auto it = nodes.begin(); it != nodes.end();) {
        if (it->value("kind", "") != "interconnect") {
            ++it;
            continue;
        }
        dropped.insert(it->value("id", ""));
        notes.push_back("interconnect node \"" + it->value("id", "") + "\" left out: the type's own fabric applies");
        it = nodes.erase(it);
    }
    if (dropped.empty() || !spec.contains("links")) return;
    auto& links = spec["links"];
    links.erase(std::remove_if(links.begin(), links.end(),
                               [&](const nlohmann::json& l) {
                                   return dropped.count(l.value("from", "")) || dropped.count(l.value("to", ""));
                               }),
                links.end());
}

// The "accelerator" dimension's levels that name no catalog type and no given profile.
void requireKnownTypes(const Space& space, const Machine& base, const std::vector<HostProfile>& profiles,
                       const Catalog& catalog) {
    std::vector<std::string> known = catalog.types();
    for (const auto& p : profiles) known.push_back(p.name);
    if (base.profileAccelerator) known.push_back(base.profileAccelerator->type);
    for (std::size_t j = 0; j < space.acceleratorTypes.size(); ++j) {
        const std::string& type = space.acceleratorTypes[j];
        if (std::find(known.begin(), known.end(), type) != known.end()) continue;
        throw SpecError(space.file,
                        "dims[" + std::to_string(space.acceleratorDimIndex) + "].levels[" + std::to_string(j) + "]",
                        unknownNameMessage("accelerator type", type, known) +
                            " (a measured host is named by its host profile, given with --host-profile)");
    }
}

} // namespace

Machine machineOfType(const Machine& base, const std::string& type, const std::vector<HostProfile>& profiles,
                      std::vector<std::string>* notes, const Catalog& catalog) {
    std::vector<std::string> said;
    nlohmann::json spec = base.spec;
    const bool same = base.accelerator && base.accelerator->type == type;
    if (!same) {
        for (auto& node : spec["nodes"]) {
            if (node.value("kind", "") != "accelerator") continue;
            const std::string from = node.value("type", "");
            node["type"] = type;
            for (const char* key : {"capacity_gib", "power_w", "eur_per_hour"})
                if (node.contains(key)) {
                    said.push_back(std::string(key) + " " + node[key].dump() + " of the " + from +
                                   " node left out: the " + type + "'s own figure applies");
                    node.erase(key);
                }
        }
        dropInterconnects(spec, said);
        spec["name"] = base.name + " · " + type;
        if (const HostProfile* p = profileNamed(profiles, type)) spec["host_profile"] = hostProfileToJson(*p);
    }
    Machine m = parseMachine(spec, base.file + (same ? "" : " (as " + type + ")"), catalog);
    if (notes) *notes = std::move(said);
    return m;
}

std::vector<TypedSpace> splitByAcceleratorType(const Space& space, const Machine& machine,
                                               const std::vector<HostProfile>& profiles, const Catalog& catalog) {
    if (space.acceleratorTypes.empty()) return {{machine.accelerator->type, machine, space, {}, false}};
    requireKnownTypes(space, machine, profiles, catalog);
    std::vector<TypedSpace> out;
    for (const auto& type : space.acceleratorTypes) {
        TypedSpace t;
        t.type = type;
        t.machine = machineOfType(machine, type, profiles, &t.notes, catalog);
        t.space = space;
        t.space.acceleratorTypes.clear();
        t.space.file = space.file + " (accelerator " + type + ")";
        for (const auto& note : dropLevelsAbove(t.space, t.machine)) t.notes.push_back(note);
        t.empty = std::any_of(t.space.dims.begin(), t.space.dims.end(), [](const Dim& d) { return d.levels.empty(); });
        // The type's own space, as a file would hold it: what its hash (and a campaign's) covers.
        nlohmann::json dims = nlohmann::json::array();
        for (const auto& d : t.space.dims) dims.push_back({{"resource", d.name}, {"levels", d.levels}});
        t.space.spec = {{"schema", "luma.space/1"}, {"dims", dims}};
        if (space.spec.contains("name")) t.space.spec["name"] = space.spec["name"];
        t.space.hash = contentHash(t.space.spec);
        out.push_back(std::move(t));
    }
    return out;
}

} // namespace luma
