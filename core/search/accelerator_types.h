#pragma once
// A space with an "accelerator" dimension, split into one lattice per type. Types are not ordered
// (an MI300X is not "more" than an H100 in every resource), so monotonicity holds only within a
// type: each type is its own machine (the campaign's, with the accelerator node of that type) and
// its own numeric space (without the levels that type cannot have), searched on its own, and the
// types are compared afterwards (explore_types.h, and a campaign per type for qualify).
#include "core/catalog/catalog.h"
#include "core/model/host_profile.h"
#include "core/model/machine.h"
#include "core/model/space.h"

#include <string>
#include <vector>

namespace luma {

struct TypedSpace {
    std::string type;
    Machine machine; // the base machine with its accelerator node of `type`
    Space space;     // the numeric dimensions, levels above what `type` has left out
    // What changed from the base machine and space for this type, for the report: node limits
    // of the base type not carried over, levels left out.
    std::vector<std::string> notes;
    bool empty = false; // a dimension has no level left: the type cannot realise any state
};

// The machine with its accelerator node of `type`. A type is a catalog type, the base machine's
// own host profile, or one of `profiles` (embedded as the machine's host_profile). What belongs to
// the base part is not carried over, and each drop is a note: the node's capacity_gib, power_w and
// eur_per_hour (the type's catalog figures apply), and interconnect nodes (the type's own fabric
// from the catalog applies; NVLink figures do not describe a Trainium's NeuronLink).
Machine machineOfType(const Machine& base, const std::string& type, const std::vector<HostProfile>& profiles,
                      std::vector<std::string>* notes = nullptr, const Catalog& catalog = Catalog::builtin());

// One TypedSpace per type of the space's accelerator dimension, in the order given. Throws
// SpecError naming the space file and dims[k].levels[j] for a type that is neither in the catalog
// nor a given host profile. A space without the dimension gives one TypedSpace of the machine's
// own type, unchanged.
std::vector<TypedSpace> splitByAcceleratorType(const Space& space, const Machine& machine,
                                               const std::vector<HostProfile>& profiles = {},
                                               const Catalog& catalog = Catalog::builtin());

} // namespace luma
