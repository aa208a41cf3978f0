// The frontier view's replot per pan / zoom frame with a dense predicted grid (1000 x 1000 =
// 1,000,000 cells, drawn as one colour map), against an empty frontier plot driven through the
// same frames in the same process (interleaved frame by frame, so that a slow spell of the host
// hits both). A frame is what a drag or a wheel step does: set both axis ranges, then replot
// with an immediate refresh (the widget is painted, not merely scheduled). Goal: p95 under
// 16 ms per frame (60 Hz), offscreen.
//   bench_frontier_view [--quick] [cells per side] [frames]   (default 1000 and 100; --quick: 20 frames)
#include "ui/charts/frontierplot.h"

#include <QApplication>
#include <QElapsedTimer>

#include <qcustomplot.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace luma::ui;

namespace {

// A monotone predicted grid as a campaign's report would give it: PASS above a diagonal
// staircase, the cells along it proven (measured), the rest inferred, one minimum PASS and a
// few adjacent FAILs marked.
FrontierGrid denseGrid(int n) {
    FrontierGrid g;
    g.xName = QStringLiteral("accelerators");
    g.yName = QStringLiteral("hbm_gb");
    for (int i = 0; i < n; ++i) {
        g.xLevels.push_back(i + 1);
        g.yLevels.push_back(8.0 * (i + 1));
    }
    g.cells.reserve(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
    for (int x = 0; x < n; ++x) {
        const int edge = std::max(0, n - 1 - x); // lowest passing y of this column
        g.threshold.push_back(edge);
        for (int y = 0; y < n; ++y) {
            FrontierCell c;
            c.x = x;
            c.y = y;
            c.pass = y >= edge;
            c.proven = y == edge || y == edge - 1;
            c.runs = c.proven ? 1 : 0;
            g.cells.push_back(c);
        }
    }
    g.minimumPass = {{n / 2, n - 1 - n / 2}};
    g.adjacentFail.push_back(
        {n / 2 - 1, n - 1 - n / 2, QStringLiteral("TTFT p99"), QStringLiteral("accelerators"), true});
    g.adjacentFail.push_back({n / 2, n - 2 - n / 2, QStringLiteral("OOM"), QStringLiteral("hbm_gb"), true});
    return g;
}

struct View {
    QCPRange x, y;
};

// Pans right and up, zooms in about the centre, pans back, zooms out: ten frames each, in turn.
std::vector<View> frames(int n, int count) {
    std::vector<View> v;
    View cur{{-0.5, n - 0.5}, {-0.5, n - 0.5}};
    for (int i = 0; i < count; ++i) {
        const int phase = (i / 10) % 4;
        if (phase == 0 || phase == 2) {
            const double sign = phase == 0 ? 1 : -1;
            const double dx = sign * 0.03 * cur.x.size(), dy = sign * 0.03 * cur.y.size();
            cur.x += dx;
            cur.y += dy;
        } else {
            const double f = phase == 1 ? 0.85 : 1 / 0.85;
            cur.x = QCPRange(cur.x.center() - f * cur.x.size() / 2, cur.x.center() + f * cur.x.size() / 2);
            cur.y = QCPRange(cur.y.center() - f * cur.y.size() / 2, cur.y.center() + f * cur.y.size() / 2);
        }
        v.push_back(cur);
    }
    return v;
}

double frameMs(FrontierPlot& plot, const View& view) {
    QElapsedTimer t;
    t.start();
    plot.plot()->xAxis->setRange(view.x);
    plot.plot()->yAxis->setRange(view.y);
    plot.plot()->replot(QCustomPlot::rpImmediateRefresh);
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

struct Stats {
    double median, p95, max;
};

Stats stats(std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) {
        return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * static_cast<double>(ms.size())))];
    };
    return {at(0.5), at(0.95), ms.back()};
}

void row(const char* name, const Stats& s, const Stats& base) {
    std::printf("%-22s %8.2f %8.2f %8.2f %9.1fx\n", name, s.median, s.p95, s.max, s.median / base.median);
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
    const int first = quick ? 2 : 1;
    const int n = std::max(2, argc > first ? std::atoi(argv[first]) : 1000);
    const int count = std::max(1, argc > first + 1 ? std::atoi(argv[first + 1]) : quick ? 20 : 100);
    QApplication app(argc, argv);

    FrontierPlot empty, dense;
    for (FrontierPlot* p : {&empty, &dense}) {
        p->resize(1200, 800);
        p->show();
    }
    QElapsedTimer build;
    build.start();
    dense.setGrid(denseGrid(n));
    const double setGridMs = static_cast<double>(build.nsecsElapsed()) / 1e6;
    QApplication::processEvents();

    const std::vector<View> views = frames(n, count);
    for (int i = 0; i < 3; ++i) { // warm caches (fonts, tick labels, the colour map's image)
        frameMs(empty, views[0]);
        frameMs(dense, views[0]);
    }
    std::vector<double> e, d, dPan, dZoom;
    for (int i = 0; i < count; ++i) {
        e.push_back(frameMs(empty, views[static_cast<std::size_t>(i)]));
        d.push_back(frameMs(dense, views[static_cast<std::size_t>(i)]));
        ((i / 10) % 2 == 0 ? dPan : dZoom).push_back(d.back());
    }

    std::printf("frontier view, %d x %d predicted grid (%d cells, %s), 1200 x 800 px, %s, %d frames\n", n, n, n * n,
                dense.drawnItems(QStringLiteral("cell")) ? "one item per cell" : "one colour map",
                qPrintable(QGuiApplication::platformName()), count);
    std::printf("%-22s %8s %8s %8s %10s\n", "ms per pan/zoom frame", "median", "p95", "max", "vs empty");
    const Stats base = stats(e);
    row("empty plot", base, base);
    row("dense grid", stats(d), base);
    if (!dPan.empty()) row("  pans", stats(dPan), base);
    if (!dZoom.empty()) row("  zooms", stats(dZoom), base);
    std::printf("setGrid (one-off rebuild and first replot): %.0f ms\n", setGridMs);
    std::printf("goal: p95 under 16 ms per frame\n");
    return 0;
}
