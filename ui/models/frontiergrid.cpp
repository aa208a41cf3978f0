#include "ui/models/frontiergrid.h"

#include "core/evidence/store.h"
#include "core/model/space.h"
#include "core/qualify/report.h"
#include "ui/format.h"

#include <QObject>
#include <algorithm>

#include <cmath>

namespace luma::ui {

namespace {

bool sameLevel(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(a)); }

int levelIndex(const std::vector<double>& levels, double v) {
    for (std::size_t i = 0; i < levels.size(); ++i)
        if (sameLevel(levels[i], v)) return static_cast<int>(i);
    return -1;
}

// A state passes when it has at least every resource of some minimal PASS state (monotonicity:
// more of every resource never hurts), which is what the report's frontier means.
bool dominates(const Levels& state, const Levels& minimal) {
    for (const auto& [name, level] : minimal) {
        const auto it = state.find(name);
        if (it == state.end() || it->second < level - 1e-12) return false;
    }
    return true;
}

double levelOf(const nlohmann::json& state, const std::string& name, bool& ok) {
    const auto it = state.find(name);
    if (it == state.end() || !it->is_number()) {
        ok = false;
        return 0;
    }
    return it->get<double>();
}

} // namespace

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

FrontierGrid buildFrontierGrid(const Space& space, const QualifyReport& report, const std::vector<StoredRun>& runs,
                               const std::string& intervention) {
    FrontierGrid g;
    g.intervention = QString::fromStdString(intervention);
    if (space.dims.empty()) return g;
    const std::vector<FrontierPoint>* frontier = &report.frontier;
    const std::optional<FrontierPoint>* minimum = &report.minimumPass;
    if (!intervention.empty()) {
        for (const auto& iv : report.interventions)
            if (iv.name == intervention) {
                frontier = &iv.frontier;
                minimum = &iv.minimumPass;
            }
    }

    const Dim& dx = space.dims[0];
    g.xName = QString::fromStdString(dx.name);
    g.xLevels = dx.levels;
    if (space.dims.size() > 1) {
        g.yName = QString::fromStdString(space.dims[1].name);
        g.yLevels = space.dims[1].levels;
    } else {
        g.yLevels = {0};
    }
    // The slice: the other dimensions at the minimum PASS (or their top level, where every
    // state has the most of them, when nothing passes).
    Levels fixed;
    for (std::size_t d = 2; d < space.dims.size(); ++d) {
        const Dim& dim = space.dims[d];
        double level = dim.levels.back();
        if (*minimum) {
            const auto it = (*minimum)->state.find(dim.name);
            if (it != (*minimum)->state.end()) level = it->second;
        }
        fixed[dim.name] = level;
    }
    if (!fixed.empty()) g.fixedText = QObject::tr("other dimensions fixed at %1").arg(levelsText(fixed));

    auto stateAt = [&](int x, int y) {
        Levels s = fixed;
        s[dx.name] = g.xLevels[static_cast<std::size_t>(x)];
        if (space.dims.size() > 1) s[space.dims[1].name] = g.yLevels[static_cast<std::size_t>(y)];
        return s;
    };
    const int nx = static_cast<int>(g.xLevels.size()), ny = static_cast<int>(g.yLevels.size());
    g.cells.reserve(static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny));
    for (int x = 0; x < nx; ++x)
        for (int y = 0; y < ny; ++y) {
            const Levels s = stateAt(x, y);
            FrontierCell c{x, y, false, false, 0};
            for (const auto& f : *frontier)
                if (dominates(s, f.state)) {
                    c.pass = true;
                    break;
                }
            g.cells.push_back(c);
        }

    // Proven cells: a finished run with a verdict at exactly this state of the slice.
    for (const auto& run : runs) {
        if (run.intervention != intervention || run.status != "finished" || !run.result.is_object() ||
            !run.result.contains("verdict"))
            continue;
        bool ok = true;
        for (const auto& [name, level] : fixed) {
            const double v = levelOf(run.state, name, ok);
            ok = ok && sameLevel(v, level);
        }
        if (!ok) continue;
        const int x = levelIndex(g.xLevels, levelOf(run.state, dx.name, ok));
        const int y = space.dims.size() > 1 ? levelIndex(g.yLevels, levelOf(run.state, space.dims[1].name, ok)) : 0;
        if (!ok || x < 0 || y < 0) continue;
        FrontierCell& c = g.cells[static_cast<std::size_t>(x) * g.yLevels.size() + static_cast<std::size_t>(y)];
        c.proven = true;
        ++c.runs;
        c.lastRun = std::max(c.lastRun, run.id);
    }

    g.threshold.assign(static_cast<std::size_t>(nx), ny);
    for (int x = 0; x < nx; ++x)
        for (int y = 0; y < ny; ++y)
            if (g.cell(x, y).pass) {
                g.threshold[static_cast<std::size_t>(x)] = y;
                break;
            }

    auto onSlice = [&](const Levels& s, int& x, int& y) {
        for (const auto& [name, level] : fixed) {
            const auto it = s.find(name);
            if (it == s.end() || !sameLevel(it->second, level)) return false;
        }
        const auto ix = s.find(dx.name);
        x = ix == s.end() ? -1 : levelIndex(g.xLevels, ix->second);
        y = 0;
        if (space.dims.size() > 1) {
            const auto iy = s.find(space.dims[1].name);
            y = iy == s.end() ? -1 : levelIndex(g.yLevels, iy->second);
        }
        return x >= 0 && y >= 0;
    };
    if (*minimum) {
        int x = 0, y = 0;
        if (onSlice((*minimum)->state, x, y)) g.minimumPass = std::make_pair(x, y);
    }
    if (intervention.empty()) {
        for (const auto& a : report.adjacentFail) {
            int x = 0, y = 0;
            if (onSlice(a.state, x, y))
                g.adjacentFail.push_back(
                    {x, y, QString::fromStdString(a.failed), QString::fromStdString(a.resource), a.tested});
        }
    }
    return g;
}

} // namespace luma::ui
