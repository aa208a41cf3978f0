#pragma once
// Levels as the host made them. A level the host could not make exactly (a CPU share is made to
// a hundredth of a thread, a GPU's to a whole block, threads to what the host has) is shown with
// the level it really ran at, wherever a state is shown (frontier, minimum PASS, adjacent FAILs,
// matrix, report, workbench):
// "compute_fraction=0.5 (asked 0.25)", so that no face names a level as proven that never ran.
// Read from the report's indistinct levels (the agent's "effective" of each mechanism).
#include "core/qualify/report.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace luma {

// resource → level asked → the levels the hosts made of it; only levels made otherwise.
using MadeLevels = std::map<std::string, std::map<double, std::vector<double>>>;
MadeLevels madeLevels(const std::vector<IndistinctLevels>& indistinct);

// The level the host made of `level` (the first host's, where hosts differ), or `level`.
double madeLevel(const MadeLevels& made, const std::string& resource, double level);

// How a face prints one figure (each face has its own number style).
using LevelFormat = std::function<std::string(double)>;

// "0.5 (asked 0.25)" ("0.5 or 0.75 (asked 0.25)" where hosts made it differently), or the level
// alone where it was made as asked.
std::string madeLevelText(const MadeLevels& made, const std::string& resource, double level, const LevelFormat& format);
// "compute_fraction=0.5 (asked 0.25), hbm_gib=16"
std::string madeLevelsText(const Levels& levels, const MadeLevels& made, const LevelFormat& format);

} // namespace luma
