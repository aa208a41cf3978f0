#include "ui/models/frontiergrid.h"

#include "core/evidence/store.h"
#include "core/model/space.h"
#include "core/qualify/report.h"
#include "core/report/frontier_chart.h"
#include "ui/format.h"

#include <QObject>

namespace luma::ui {

int FrontierGrid::passCount() const {
    int n = 0;
    for (const auto& c : cells) n += c.pass ? 1 : 0;
    return n;
}

int FrontierGrid::provenCount() const {
    int n = 0;
    for (const auto& c : cells) n += c.proven ? 1 : 0;
    return n;
}

// The cells are core's (core/report/frontier_chart.h), the same the customer report draws.
FrontierGrid buildFrontierGrid(const Space& space, const QualifyReport& report, const std::vector<StoredRun>& runs,
                               const std::string& intervention) {
    FrontierGrid g;
    g.intervention = QString::fromStdString(intervention);
    if (space.dims.empty()) return g;
    const report::FrontierChart c = report::frontierChart(space, report, runs, intervention);
    g.xName = QString::fromStdString(c.xName);
    g.yName = QString::fromStdString(c.yName);
    g.xLevels = c.xLevels;
    g.yLevels = c.yLevels;
    for (const auto& t : c.xTicks) g.xTicks << QString::fromStdString(t);
    for (const auto& t : c.yTicks) g.yTicks << QString::fromStdString(t);
    if (!c.fixed.empty()) g.fixedText = QObject::tr("other dimensions fixed at %1").arg(levelsText(c.fixed, report));
    const int nx = static_cast<int>(g.xLevels.size()), ny = static_cast<int>(g.yLevels.size());
    g.cells.reserve(c.pass.size());
    for (int x = 0; x < nx; ++x)
        for (int y = 0; y < ny; ++y) {
            const std::size_t i =
                static_cast<std::size_t>(x) * static_cast<std::size_t>(ny) + static_cast<std::size_t>(y);
            g.cells.push_back({x, y, c.pass[i] != 0, c.proven[i] != 0, c.runs[i], c.lastRun[i]});
        }
    g.threshold.assign(static_cast<std::size_t>(nx), ny);
    for (int x = 0; x < nx; ++x)
        for (int y = 0; y < ny; ++y)
            if (g.cell(x, y).pass) {
                g.threshold[static_cast<std::size_t>(x)] = y;
                break;
            }
    g.minimumPass = c.minimumPass;
    for (const auto& m : c.adjacentFail)
        g.adjacentFail.push_back(
            {m.x, m.y, QString::fromStdString(m.label), QString::fromStdString(m.resource), m.tested});
    return g;
}

} // namespace luma::ui
