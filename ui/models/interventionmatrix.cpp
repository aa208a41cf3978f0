#include "ui/models/interventionmatrix.h"

#include "core/model/space.h"
#include "core/qualify/made_levels.h"
#include "core/qualify/report.h"
#include "ui/models/resourceunits.h"

#include <algorithm>

namespace luma::ui {

namespace {

bool contains(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

// The level the host made at the minimum PASS (made_levels.h), not merely the one asked.
double levelIn(const std::optional<FrontierPoint>& p, const std::string& name, const MadeLevels& made) {
    if (!p) return 0;
    const auto it = p->state.find(name);
    return it == p->state.end() ? 0 : madeLevel(made, name, it->second);
}

} // namespace

InterventionMatrix buildInterventionMatrix(const Space& space, const QualifyReport& report) {
    InterventionMatrix m;
    m.basePasses = report.minimumPass.has_value();
    const MadeLevels made = madeLevels(report.indistinct);
    for (std::size_t d = 0; d < space.dims.size(); ++d) {
        m.resources << QString::fromStdString(space.dims[d].name);
        m.units << resourceUnit(space, d);
    }
    for (const auto& iv : report.interventions) {
        MatrixRow row;
        row.name = QString::fromStdString(iv.name);
        row.kind = QString::fromStdString(iv.kind);
        row.hasChange = iv.requirementChange.has_value();
        row.passes = iv.minimumPass.has_value();
        row.eurPerHourDelta = iv.eurPerHourDelta;
        row.wattsDelta = iv.wattsDelta;
        row.physicalRuns = iv.physicalRuns;
        row.adjacentFails = static_cast<int>(iv.adjacentFailRecovery.size());
        for (const auto& r : iv.adjacentFailRecovery) row.recovered += r.recoversToPass ? 1 : 0;
        // Binding after the intervention: the base's binding, less what it freed, plus what
        // became newly binding (the report keeps the difference, not the intervened list).
        for (const auto& dim : space.dims) {
            MatrixCell c;
            if (iv.requirementChange) {
                const auto it = iv.requirementChange->find(dim.name);
                if (it != iv.requirementChange->end()) c.change = it->second;
            }
            c.baseLevel = levelIn(report.minimumPass, dim.name, made);
            c.withLevel = levelIn(iv.minimumPass, dim.name, made);
            // Between the levels the host made, where it made either otherwise than asked.
            if (c.change && report.minimumPass && iv.minimumPass &&
                (c.baseLevel != levelIn(report.minimumPass, dim.name, {}) ||
                 c.withLevel != levelIn(iv.minimumPass, dim.name, {})))
                c.change = c.withLevel - c.baseLevel;
            c.newlyBinding = contains(iv.newlyBinding, dim.name);
            c.freed = contains(iv.freed, dim.name);
            c.bindingBefore = contains(report.binding, dim.name);
            c.bindingAfter = (c.bindingBefore && !c.freed) || c.newlyBinding;
            row.cells.push_back(c);
        }
        m.rows.push_back(std::move(row));
    }
    return m;
}

} // namespace luma::ui
