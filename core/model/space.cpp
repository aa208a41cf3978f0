#include "core/model/space.h"

#include "core/util/json_file.h"
#include "core/util/json_reader.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace luma {

namespace {

// The "accelerator" dimension: distinct type names, in the order given (which the report keeps).
std::vector<std::string> readAcceleratorTypes(JsonReader& r) {
    const auto& levels = r.array("levels"); // refused when empty
    std::vector<std::string> types;
    for (std::size_t j = 0; j < levels.size(); ++j) {
        const std::string key = "levels[" + std::to_string(j) + "]";
        if (!levels[j].is_string() || levels[j].get<std::string>().empty())
            r.fail(key, "expected an accelerator type (a catalog type from `luma catalog`, or a host profile's name)");
        const std::string type = levels[j].get<std::string>();
        if (std::find(types.begin(), types.end(), type) != types.end()) r.fail(key, "\"" + type + "\" appears twice");
        types.push_back(type);
    }
    r.allow({"unit", "label"});
    r.setContext("for the accelerator dimension");
    r.finish();
    return types;
}

} // namespace

const std::vector<std::string>& knownResourceNames() {
    static const std::vector<std::string> names = {"accelerator_count", "hbm_gib",           "hbm_bandwidth_fraction",
                                                   "compute_fraction",  "interconnect_gbps", "power_w",
                                                   "host_memory_gib"};
    return names;
}

std::optional<Resource> parseResource(const std::string& name) {
    const auto& names = knownResourceNames();
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == name) return static_cast<Resource>(i);
    return std::nullopt;
}

std::size_t Space::stateCount() const {
    std::size_t n = 1;
    for (const auto& d : dims) {
        if (n > std::numeric_limits<std::size_t>::max() / d.levels.size())
            return std::numeric_limits<std::size_t>::max();
        n *= d.levels.size();
    }
    return n;
}

std::size_t Space::fileIndex(std::size_t dim) const {
    return dim + (!acceleratorTypes.empty() && dim >= acceleratorDimIndex ? 1 : 0);
}

void requireOneAcceleratorType(const Space& space, const std::string& what) {
    if (space.acceleratorTypes.empty()) return;
    throw SpecError(space.file, "dims[" + std::to_string(space.acceleratorDimIndex) + "]",
                    "an accelerator dimension: " + what +
                        " takes each type as a lattice of its own (core/search/accelerator_types.h splits the "
                        "space; luma explore and luma qualify do it)");
}

Space parseSpace(const nlohmann::json& doc, const std::filesystem::path& path, bool allowCustom) {
    const std::string file = path.string();
    JsonReader top(doc, file);
    Space s;
    s.file = file;
    s.spec = doc;
    top.expectSchema("luma.space/1");
    const auto& dims = top.array("dims");
    std::set<std::string> seen;
    for (std::size_t i = 0; i < dims.size(); ++i) {
        JsonReader r = top.element(dims, i, "dims");
        Dim d;
        d.name = r.string("resource");
        if (!seen.insert(d.name).second) r.fail("resource", "\"" + d.name + "\" appears twice");
        if (d.name == "accelerator") {
            s.acceleratorTypes = readAcceleratorTypes(r);
            s.acceleratorDimIndex = i;
            continue;
        }
        if (auto res = parseResource(d.name)) {
            d.resource = *res;
        } else if (allowCustom) {
            d.resource = Resource::Custom;
        } else {
            std::vector<std::string> known = knownResourceNames();
            known.emplace_back("accelerator");
            r.fail("resource", unknownNameMessage("resource", d.name, known));
        }
        const auto& levels = r.array("levels");
        for (std::size_t j = 0; j < levels.size(); ++j) {
            std::string key = "levels[" + std::to_string(j) + "]";
            if (!levels[j].is_number()) r.fail(key, "expected a number");
            double v = levels[j].get<double>();
            if (!std::isfinite(v) || v <= 0) r.fail(key, "levels must be positive numbers");
            if (!d.levels.empty() && v <= d.levels.back())
                r.fail(key, "levels must be strictly increasing (smallest resource first)");
            if ((d.resource == Resource::HbmBandwidthFraction || d.resource == Resource::ComputeFraction) && v > 1)
                r.fail(key, "a fraction of the peak must be in (0, 1]");
            if (d.resource == Resource::AcceleratorCount && v != std::floor(v))
                r.fail(key, "accelerator counts are whole numbers");
            if (d.resource == Resource::AcceleratorCount && v > 1e6)
                r.fail(key, "out of range: at most 1000000 accelerators, found " + levels[j].dump());
            d.levels.push_back(v);
        }
        r.allow({"unit", "label"});
        r.setContext("for a dimension");
        r.finish();
        s.dims.push_back(std::move(d));
    }
    top.allow({"name", "description"});
    top.finish();
    s.hash = contentHash(s.spec);
    return s;
}

Space loadSpace(const std::filesystem::path& file, bool allowCustom) {
    return parseSpace(readJsonFile(file), file, allowCustom);
}

} // namespace luma
