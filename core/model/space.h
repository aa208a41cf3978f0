#pragma once
// The resource space (luma.space/1): ordered levels per resource. A state is one level per dim;
// the lattice order (more of every resource) is what the frontier search walks.
#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace luma {

enum class Resource {
    AcceleratorCount,
    HbmGib,               // per accelerator
    HbmBandwidthFraction, // of the accelerator's peak
    ComputeFraction,      // of the accelerator's peak
    InterconnectGbps,     // GB/s per direction
    PowerW,               // cap per accelerator
    HostMemoryGib,
    Custom, // any other name: passed through to command workloads
};

const std::vector<std::string>& knownResourceNames();
std::optional<Resource> parseResource(const std::string& name);

struct Dim {
    std::string name;
    Resource resource = Resource::Custom;
    std::vector<double> levels; // strictly increasing
};

struct Space {
    std::vector<Dim> dims;
    nlohmann::json spec;
    std::string hash;
    std::string file;

    std::size_t stateCount() const; // saturates at SIZE_MAX
};

// `allowCustom`: accept resource names the predictor does not know (model-free campaigns).
Space parseSpace(const nlohmann::json& doc, const std::filesystem::path& file, bool allowCustom = false);
Space loadSpace(const std::filesystem::path& file, bool allowCustom = false);

} // namespace luma
