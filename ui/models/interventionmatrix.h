#pragma once
// The matrix view's data: a campaign report's intervention matrix over the resources of its
// space. A row per intervention, a column per resource; a cell is the change in the minimum
// PASS's requirement of that resource (with its unit) and whether the resource became binding
// or was freed; each row carries the € per hour and W deltas of its minimum PASS and how many
// of the base's adjacent FAIL states the intervention recovers.
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace luma {
struct Space;
struct QualifyReport;
} // namespace luma

namespace luma::ui {

struct MatrixCell {
    std::optional<double> change; // absent: no requirement change (no minimum PASS on either side)
    double baseLevel = 0, withLevel = 0;
    bool newlyBinding = false, freed = false;
    bool bindingBefore = false, bindingAfter = false;
};

struct MatrixRow {
    QString name, kind;
    bool hasChange = false; // both searches found a minimum PASS
    bool passes = false;    // the intervention's search found a minimum PASS
    double eurPerHourDelta = 0, wattsDelta = 0;
    long long physicalRuns = 0;
    int recovered = 0, adjacentFails = 0; // of the base's adjacent FAIL states
    std::vector<MatrixCell> cells;        // one per resource
};

struct InterventionMatrix {
    QStringList resources, units; // the space's dimensions, in its order
    bool basePasses = false;
    std::vector<MatrixRow> rows;
};

InterventionMatrix buildInterventionMatrix(const Space& space, const QualifyReport& report);

} // namespace luma::ui
