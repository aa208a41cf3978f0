#include "core/model/space_check.h"

#include "core/util/number_text.h"
#include "core/util/spec_error.h"

#include <string>

namespace luma {

namespace {

// The most a level of `r` may ask of one accelerator, and whose limit that is; 0: no limit.
struct Ceiling {
    double most = 0;
    std::string what;
};
Ceiling ceilingOf(Resource r, const Machine& m) {
    const Accelerator& a = *m.accelerator;
    switch (r) {
    case Resource::HbmGib:
        if (m.acceleratorHbmGib && *m.acceleratorHbmGib < a.hbmGib)
            return {*m.acceleratorHbmGib, "the machine's capacity_gib of " + numberText(*m.acceleratorHbmGib) +
                                              " GiB per " + a.type + " (" + m.file + ")"};
        return {a.hbmGib, "the " + a.type + "'s " + numberText(a.hbmGib) +
                              " GiB per accelerator (a larger part is another catalog type)"};
    case Resource::PowerW: return {a.tdpW, "the " + a.type + "'s TDP of " + numberText(a.tdpW) + " W per accelerator"};
    default: return {};
    }
}

} // namespace

void checkSpaceAgainstMachine(const Space& space, const Machine& machine) {
    if (!machine.accelerator) return;
    for (std::size_t i = 0; i < space.dims.size(); ++i) {
        const Dim& dim = space.dims[i];
        const Ceiling c = ceilingOf(dim.resource, machine);
        if (c.most <= 0) continue;
        for (std::size_t j = 0; j < dim.levels.size(); ++j) {
            if (dim.levels[j] <= c.most) continue;
            throw SpecError(space.file,
                            "dims[" + std::to_string(space.fileIndex(i)) + "].levels[" + std::to_string(j) + "]",
                            dim.name + " " + numberText(dim.levels[j]) + " is above " + c.what +
                                "; the machine cannot have it: drop the level or explore another machine");
        }
    }
}

std::vector<std::string> dropLevelsAbove(Space& space, const Machine& machine) {
    std::vector<std::string> notes;
    if (!machine.accelerator) return notes;
    for (Dim& dim : space.dims) {
        const Ceiling c = ceilingOf(dim.resource, machine);
        if (c.most <= 0) continue;
        std::string above;
        while (!dim.levels.empty() && dim.levels.back() > c.most) {
            above = numberText(dim.levels.back()) + (above.empty() ? "" : ", " + above);
            dim.levels.pop_back();
        }
        if (!above.empty()) notes.push_back(dim.name + " " + above + " left out: above " + c.what);
    }
    return notes;
}

} // namespace luma
