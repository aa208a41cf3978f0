#include "core/report/frontier_chart.h"

#include "core/qualify/made_levels.h"
#include "core/report/html_escape.h"
#include "core/report/trace.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace luma::report {

namespace {

bool sameLevel(double a, double b) { return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(a)); }

int levelIndex(const std::vector<double>& levels, double v) {
    for (std::size_t i = 0; i < levels.size(); ++i)
        if (sameLevel(levels[i], v)) return static_cast<int>(i);
    return -1;
}

// A state passes when it has at least every resource of some minimal PASS state (monotonicity).
bool dominates(const Levels& state, const Levels& minimal) {
    for (const auto& [name, level] : minimal) {
        const auto it = state.find(name);
        if (it == state.end() || it->second < level - 1e-12) return false;
    }
    return true;
}

struct Slice {
    const Space& space;
    Levels fixed;
    // The cell of a state on the chart's slice, or false when it lies off it.
    bool cellOf(const Levels& s, const FrontierChart& c, int& x, int& y) const {
        for (const auto& [name, level] : fixed) {
            const auto it = s.find(name);
            if (it == s.end() || !sameLevel(it->second, level)) return false;
        }
        const auto ix = s.find(c.xName);
        x = ix == s.end() ? -1 : levelIndex(c.xLevels, ix->second);
        y = 0;
        if (!c.yName.empty()) {
            const auto iy = s.find(c.yName);
            y = iy == s.end() ? -1 : levelIndex(c.yLevels, iy->second);
        }
        return x >= 0 && y >= 0;
    }
};

Levels levelsOfJson(const nlohmann::json& state) {
    Levels out;
    if (!state.is_object()) return out;
    for (auto it = state.begin(); it != state.end(); ++it)
        if (it->is_number()) out[it.key()] = it->get<double>();
    return out;
}

} // namespace

// A level's tick: its number at 4 digits, or as the host made it.
std::vector<std::string> ticks(const MadeLevels& made, const std::string& resource, const std::vector<double>& levels) {
    std::vector<std::string> out;
    out.reserve(levels.size());
    for (double level : levels)
        out.push_back(madeLevelText(made, resource, level, [](double v) { return number(v, 4); }));
    return out;
}
std::string tick(const std::vector<std::string>& ticks, const std::vector<double>& levels, int i) {
    const auto k = static_cast<std::size_t>(i);
    return k < ticks.size() ? ticks[k] : number(levels[k], 4);
}

bool hasVerdict(const StoredRun& run) {
    if (run.status != "finished" || !run.result.is_object()) return false;
    if (run.result.value("type", "") == "error") return run.result.value("code", "") == "oom";
    return run.result.contains("verdict");
}

FrontierChart frontierChart(const Space& space, const QualifyReport& report, const std::vector<StoredRun>& runs,
                            const std::string& intervention) {
    FrontierChart c;
    c.title = intervention.empty() ? "base search" : "with " + intervention;
    if (space.dims.empty()) return c;
    const std::vector<FrontierPoint>* frontier = &report.frontier;
    const std::optional<FrontierPoint>* minimum = &report.minimumPass;
    for (const auto& iv : report.interventions)
        if (iv.name == intervention) {
            frontier = &iv.frontier;
            minimum = &iv.minimumPass;
        }
    c.xName = space.dims[0].name;
    c.xLevels = space.dims[0].levels;
    if (space.dims.size() > 1) {
        c.yName = space.dims[1].name;
        c.yLevels = space.dims[1].levels;
    } else {
        c.yLevels = {0};
    }
    Slice slice{space, {}};
    for (std::size_t d = 2; d < space.dims.size(); ++d) {
        const Dim& dim = space.dims[d];
        double level = dim.levels.back(); // nothing passes: where every state has the most of it
        if (*minimum)
            if (const auto it = (*minimum)->state.find(dim.name); it != (*minimum)->state.end()) level = it->second;
        slice.fixed[dim.name] = level;
    }
    c.fixed = slice.fixed;
    if (!slice.fixed.empty()) c.fixedText = "other resources fixed at " + levelsText(slice.fixed, report);
    const MadeLevels made = madeLevels(report.indistinct);
    c.xTicks = ticks(made, c.xName, c.xLevels);
    if (!c.yName.empty()) c.yTicks = ticks(made, c.yName, c.yLevels);
    const std::size_t nx = c.xLevels.size(), ny = c.yLevels.size();
    c.pass.assign(nx * ny, 0);
    c.proven.assign(nx * ny, 0);
    c.runs.assign(nx * ny, 0);
    c.lastRun.assign(nx * ny, 0);
    for (std::size_t x = 0; x < nx; ++x)
        for (std::size_t y = 0; y < ny; ++y) {
            Levels s = slice.fixed;
            s[c.xName] = c.xLevels[x];
            if (!c.yName.empty()) s[c.yName] = c.yLevels[y];
            c.pass[x * ny + y] = std::any_of(frontier->begin(), frontier->end(),
                                             [&](const FrontierPoint& f) { return dominates(s, f.state); });
        }
    for (const auto& r : runs) {
        int x = 0, y = 0;
        if (r.intervention != intervention || !hasVerdict(r) || !slice.cellOf(levelsOfJson(r.state), c, x, y)) continue;
        const std::size_t i = static_cast<std::size_t>(x) * ny + static_cast<std::size_t>(y);
        c.proven[i] = 1;
        ++c.runs[i];
        c.lastRun[i] = std::max(c.lastRun[i], r.id);
    }
    if (*minimum) {
        int x = 0, y = 0;
        if (slice.cellOf((*minimum)->state, c, x, y)) c.minimumPass = std::make_pair(x, y);
    }
    if (intervention.empty())
        for (const auto& a : report.adjacentFail) {
            int x = 0, y = 0;
            if (slice.cellOf(a.state, c, x, y)) c.adjacentFail.push_back({x, y, a.failed, a.resource, a.tested});
        }
    return c;
}

std::vector<FrontierChart> frontierCharts(const Space& space, const QualifyReport& report,
                                          const std::vector<StoredRun>& runs) {
    std::vector<FrontierChart> out{frontierChart(space, report, runs, "")};
    for (const auto& iv : report.interventions) out.push_back(frontierChart(space, report, runs, iv.name));
    return out;
}

namespace {

constexpr int kLeft = 96, kTop = 34, kBottom = 112, kRight = 16, kMinWidth = 500;

int cellW(const FrontierChart& c) {
    return std::clamp(560 / static_cast<int>(std::max<std::size_t>(1, c.xLevels.size())), 6, 64);
}
int cellH(const FrontierChart& c) {
    return std::clamp(320 / static_cast<int>(std::max<std::size_t>(1, c.yLevels.size())), 6, 40);
}
// Every step-th level is labelled, so that labels never overlap.
int labelStep(int cell, int needed) { return std::max(1, (needed + cell - 1) / cell); }

} // namespace

int svgWidth(const FrontierChart& c) {
    return std::max(kMinWidth, kLeft + cellW(c) * static_cast<int>(c.xLevels.size()) + kRight);
}
int svgHeight(const FrontierChart& c) { return kTop + cellH(c) * static_cast<int>(c.yLevels.size()) + kBottom; }

std::string frontierSvg(const FrontierChart& c) {
    const int w = cellW(c), h = cellH(c), nx = static_cast<int>(c.xLevels.size()),
              ny = static_cast<int>(c.yLevels.size());
    const int W = svgWidth(c), H = svgHeight(c), plotBottom = kTop + h * ny;
    std::ostringstream o;
    o << "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" << W << "\" height=\"" << H
      << "\" viewBox=\"0 0 " << W << ' ' << H
      << "\" font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"11\">\n";
    o << "<rect x=\"0\" y=\"0\" width=\"" << W << "\" height=\"" << H << "\" fill=\"#ffffff\"/>\n";
    o << "<text x=\"" << kLeft << "\" y=\"20\" font-size=\"13\" font-weight=\"bold\" fill=\"#222222\">"
      << escape(c.title) << "</text>\n";
    for (int x = 0; x < nx; ++x)
        for (int y = 0; y < ny; ++y) {
            const std::size_t i =
                static_cast<std::size_t>(x) * static_cast<std::size_t>(ny) + static_cast<std::size_t>(y);
            const bool pass = c.pass[i], proven = c.proven[i];
            const char* fill = pass ? (proven ? "#2e7d32" : "#a5d6a7") : (proven ? "#c62828" : "#ef9a9a");
            o << "<rect x=\"" << kLeft + x * w << "\" y=\"" << kTop + (ny - 1 - y) * h << "\" width=\"" << w
              << "\" height=\"" << h << "\" fill=\"" << fill << "\" stroke=\"#ffffff\" stroke-width=\"1\"/>\n";
        }
    if (c.minimumPass) {
        const auto [x, y] = *c.minimumPass;
        o << "<rect x=\"" << kLeft + x * w + 2 << "\" y=\"" << kTop + (ny - 1 - y) * h + 2 << "\" width=\"" << w - 4
          << "\" height=\"" << h - 4 << "\" fill=\"none\" stroke=\"#000000\" stroke-width=\"3\"/>\n";
    }
    for (const auto& m : c.adjacentFail) {
        const int cx = kLeft + m.x * w + w / 2, cy = kTop + (ny - 1 - m.y) * h + h / 2;
        const std::size_t i =
            static_cast<std::size_t>(m.x) * static_cast<std::size_t>(ny) + static_cast<std::size_t>(m.y);
        const char* ink = c.proven[i] ? "#ffffff" : "#7f0000"; // readable on the dark and the light fill
        // As large as fits the cell (a character is about 0.6 em wide), else a dot: the table names it.
        const int size =
            std::min({11, (w - 4) * 10 / (6 * static_cast<int>(std::max<std::size_t>(1, m.label.size()))), h - 2});
        if (size >= 6)
            o << "<text x=\"" << cx << "\" y=\"" << cy + size / 3 << "\" text-anchor=\"middle\" font-size=\"" << size
              << "\" font-weight=\"bold\" fill=\"" << ink << "\">" << escape(m.label) << "</text>\n";
        else
            o << "<circle cx=\"" << cx << "\" cy=\"" << cy << "\" r=\"" << std::max(1, std::min(w, h) / 4)
              << "\" fill=\"" << ink << "\"/>\n";
    }
    const int xStep = labelStep(w, 40), yStep = labelStep(h, 14);
    for (int x = 0; x < nx; x += xStep)
        o << "<text x=\"" << kLeft + x * w + w / 2 << "\" y=\"" << plotBottom + 14
          << "\" text-anchor=\"middle\" fill=\"#333333\">" << escape(tick(c.xTicks, c.xLevels, x)) << "</text>\n";
    if (!c.yName.empty())
        for (int y = 0; y < ny; y += yStep)
            o << "<text x=\"" << kLeft - 6 << "\" y=\"" << kTop + (ny - 1 - y) * h + h / 2 + 4
              << "\" text-anchor=\"end\" fill=\"#333333\">" << escape(tick(c.yTicks, c.yLevels, y)) << "</text>\n";
    o << "<text x=\"" << kLeft + w * nx / 2 << "\" y=\"" << plotBottom + 32
      << "\" text-anchor=\"middle\" fill=\"#222222\">" << escape(c.xName) << "</text>\n";
    if (!c.yName.empty())
        o << "<text x=\"12\" y=\"" << kTop + h * ny / 2 << "\" fill=\"#222222\" transform=\"rotate(-90 12 "
          << kTop + h * ny / 2 << ")\" text-anchor=\"middle\">" << escape(c.yName) << "</text>\n";
    // Legend: the four fills, the ring, the marks.
    const int ly = plotBottom + 48;
    const char* fills[] = {"#2e7d32", "#a5d6a7", "#c62828", "#ef9a9a"};
    const char* names[] = {"PASS, run", "PASS, inferred", "FAIL, run", "FAIL, inferred"};
    for (int i = 0; i < 4; ++i) {
        const int lx = 8 + i * 118;
        o << "<rect x=\"" << lx << "\" y=\"" << ly << "\" width=\"12\" height=\"12\" fill=\"" << fills[i] << "\"/>\n";
        o << "<text x=\"" << lx + 16 << "\" y=\"" << ly + 10 << "\" fill=\"#333333\">" << names[i] << "</text>\n";
    }
    o << "<rect x=\"8\" y=\"" << ly + 20 << "\" width=\"12\" height=\"12\" fill=\"none\" stroke=\"#000000\" "
      << "stroke-width=\"2\"/>\n<text x=\"24\" y=\"" << ly + 30 << "\" fill=\"#333333\">minimum PASS"
      << (c.adjacentFail.empty() ? "" : "; labels: the SLO that broke at each adjacent FAIL") << "</text>\n";
    if (!c.fixedText.empty())
        o << "<text x=\"8\" y=\"" << ly + 50 << "\" fill=\"#555555\">" << escape(c.fixedText) << "</text>\n";
    o << "</svg>\n";
    return o.str();
}

} // namespace luma::report
