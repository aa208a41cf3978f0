#pragma once
// The resource space (luma.space/1): ordered levels per resource. A state is one level per dim;
// the lattice order (more of every resource) is what the frontier search walks. An "accelerator"
// dimension lists accelerator types (catalog types or host-profile names) instead of numbers:
// types are not ordered, so it is kept apart from `dims` and each type gets a lattice of its own
// (core/search/accelerator_types.h).
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
    std::vector<Dim> dims;                     // the numeric dimensions: the lattice
    std::vector<std::string> acceleratorTypes; // the "accelerator" dimension's levels; empty when none
    std::size_t acceleratorDimIndex = 0;       // its place in the file's "dims", for errors
    nlohmann::json spec;
    std::string hash;
    std::string file;

    std::size_t stateCount() const; // saturates at SIZE_MAX
    // Where dims[dim] sits in the file's "dims" (the accelerator dimension is not in `dims`).
    std::size_t fileIndex(std::size_t dim) const;
};

// Throws SpecError (naming the accelerator dimension) for a space over accelerator types, which
// `what` ("explore", "qualify") takes one type at a time: core/search/accelerator_types.h splits it.
void requireOneAcceleratorType(const Space& space, const std::string& what);

// `allowCustom`: accept resource names the predictor does not know (model-free campaigns).
Space parseSpace(const nlohmann::json& doc, const std::filesystem::path& file, bool allowCustom = false);
Space loadSpace(const std::filesystem::path& file, bool allowCustom = false);

} // namespace luma
