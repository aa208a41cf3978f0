#pragma once
// Explore over an accelerator dimension: each type's own lattice explored as explore() does
// (accelerator_types.h), then the types compared by their cheapest frontier state in € per hour,
// € per 1M tokens, W and bytes moved per token, and the cheapest qualified system named.
#include "core/search/accelerator_types.h"
#include "core/search/explore.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace luma {

struct TypeExploration {
    TypedSpace typed;
    ExploreResult result; // nothing evaluated when typed.empty
    // A type with no passing state: its largest state, as the engine would lay it out, says why
    // (the SLO that breaks there and what binds).
    std::optional<Prediction> largest;
};

struct TypedExploreResult {
    std::vector<TypeExploration> types;
    int cheapestType = -1; // the type whose cheapest frontier state costs least per hour (then W); -1: none passes
};

// Throws what splitByAcceleratorType and explore() throw; progress counts states over all types.
TypedExploreResult exploreTypes(const Contract& contract, const Machine& machine, const Space& space,
                                const std::vector<Intervention>& interventions = {}, const ExploreOptions& options = {},
                                const std::vector<HostProfile>& profiles = {});

// The same over types already split, each with its own machine and space (as the campaigns
// NAME@TYPE of a typed campaign store them): what the workbench's Explore compares.
TypedExploreResult exploreTypedSpaces(const Contract& contract, std::vector<TypedSpace> typed,
                                      const std::vector<Intervention>& interventions = {},
                                      const ExploreOptions& options = {});

// Why a type has no passing state: "no level of the space fits this type", or what fails at its
// largest state ("its largest state fails TTFT (binding: compute)").
std::string unqualifiedWhy(const TypeExploration& t);

// {"types": [{"accelerator", "machine", "notes", "exploration": toJson(ExploreResult)}…],
//  "summary": [{"accelerator", "qualified", "cheapest": state and figures…}…], "cheapest": {…} or null}
nlohmann::json toJson(const TypedExploreResult& r);

} // namespace luma
