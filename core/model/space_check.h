#pragma once
// A resource space checked against the machine whose resources it varies, the way the machine
// file checks its own nodes: no level may ask for more than the part has (an hbm_gib above the
// accelerator's memory, a power_w above its TDP). Clamping such a level would judge a part that
// does not exist ("1 H100 at 192 GiB").
#include "core/model/machine.h"
#include "core/model/space.h"

#include <string>
#include <vector>

namespace luma {

// Throws SpecError naming the space's file, the level's key path (dims[i].levels[j]), the
// dimension, the level and what the part (or the machine's own limit) has.
void checkSpaceAgainstMachine(const Space& space, const Machine& machine);

// For a space shared by several accelerator types: the levels above what this machine's part has
// are left out of `space` instead (a dimension may end up empty), and each drop is said, as
// "hbm_gib 141, 192 left out: above the h100-sxm's 80 GiB per accelerator (…)".
std::vector<std::string> dropLevelsAbove(Space& space, const Machine& machine);

} // namespace luma
