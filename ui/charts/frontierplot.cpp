#include "ui/charts/frontierplot.h"

#include "ui/format.h"
#include "ui/theme.h"

#include <QEvent>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace luma::ui {

namespace {

// Above this many cells the grid is one QCPColorMap (it caches its image); below, each cell is
// an item with its own hatch and label.
constexpr int kItemCellLimit = 4096;

QBrush hatched(const QColor& fill, const QColor& line) {
    QPixmap tile(10, 10);
    tile.fill(fill);
    QPainter p(&tile);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(line, 1.2));
    p.drawLine(0, 10, 10, 0);
    p.drawLine(-5, 5, 5, -5);
    p.drawLine(5, 15, 15, 5);
    return QBrush(tile);
}

// Every level labelled while they fit; beyond 40, every k-th (the first and the last always):
// 1,000 text ticks per axis took most of a pan frame of a 1,000 x 1,000 grid (bench_frontier_view).
// A level as the host made it (FrontierGrid's ticks), or its number.
QString tickOf(const QStringList& ticks, const std::vector<double>& levels, std::size_t i) {
    return i < static_cast<std::size_t>(ticks.size()) ? ticks[static_cast<int>(i)] : trimmed(levels[i]);
}

QSharedPointer<QCPAxisTickerText> levelTicker(const std::vector<double>& levels, const QStringList& ticks) {
    auto t = QSharedPointer<QCPAxisTickerText>::create();
    const std::size_t n = levels.size(), most = 40, step = n <= most ? 1 : (n + most - 1) / most;
    for (std::size_t i = 0; i < n; ++i)
        if (i % step == 0 || i + 1 == n) t->addTick(static_cast<double>(i), tickOf(ticks, levels, i));
    return t;
}

} // namespace

FrontierPlot::FrontierPlot(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->setMinimumSize(320, 240);
    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::mouseMove, this, &FrontierPlot::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, &FrontierPlot::onMousePress);
    applyColors();
    rebuild();
}

void FrontierPlot::setGrid(FrontierGrid grid) {
    m_grid = std::move(grid);
    rebuild();
}

int FrontierPlot::drawnCells() const { return m_colorMapCells + drawnItems(QStringLiteral("cell")); }

int FrontierPlot::drawnItems(const QString& objectName) const {
    int n = 0;
    for (int i = 0; i < m_plot->itemCount(); ++i) n += m_plot->item(i)->objectName() == objectName ? 1 : 0;
    return n;
}

void FrontierPlot::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyColors();
        rebuild();
    }
}

void FrontierPlot::applyColors() {
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText), base = pal.color(QPalette::Base);
    m_plot->setBackground(base);
    for (QCPAxis* a : {m_plot->xAxis, m_plot->yAxis, m_plot->xAxis2, m_plot->yAxis2}) {
        a->setBasePen(QPen(text));
        a->setTickPen(QPen(text));
        a->setSubTickPen(Qt::NoPen);
        a->setTickLabelColor(text);
        a->setLabelColor(text);
        a->grid()->setVisible(false);
    }
}

void FrontierPlot::rebuild() {
    m_plot->clearItems();
    m_plot->clearPlottables();
    m_colorMapCells = 0;
    const int nx = static_cast<int>(m_grid.xLevels.size()), ny = static_cast<int>(m_grid.yLevels.size());
    if (!setUpAxes(nx, ny)) return;
    if (nx * ny > kItemCellLimit && nx > 1 && ny > 1)
        drawCellsAsColorMap(nx, ny);
    else
        drawCellsAsItems(nx * ny);
    drawStaircase(nx, ny);
    drawMarks();
    m_plot->replot();
}

// The axes name the two resources and their levels; false (a placeholder drawn) with no grid.
bool FrontierPlot::setUpAxes(int nx, int ny) {
    QFont labelFont = font();
    labelFont.setPointSizeF(labelFont.pointSizeF() * 1.1);
    m_plot->xAxis->setLabelFont(labelFont);
    m_plot->yAxis->setLabelFont(labelFont);
    if (nx == 0) {
        m_plot->xAxis->setLabel({});
        m_plot->yAxis->setLabel({});
        auto* empty = new QCPItemText(m_plot);
        empty->setObjectName(QStringLiteral("placeholder"));
        empty->position->setType(QCPItemPosition::ptAxisRectRatio);
        empty->position->setCoords(0.5, 0.5);
        empty->setText(tr("No finished report yet: run the campaign to draw its frontier."));
        empty->setColor(palette().color(QPalette::PlaceholderText));
        m_plot->replot();
        return false;
    }
    m_plot->xAxis->setTicker(levelTicker(m_grid.xLevels, m_grid.xTicks));
    m_plot->xAxis->setLabel(m_grid.xName);
    m_plot->xAxis->setRange(-0.5, nx - 0.5);
    if (m_grid.yName.isEmpty()) {
        m_plot->yAxis->setTicks(false);
        m_plot->yAxis->setLabel({});
    } else {
        m_plot->yAxis->setTicks(true);
        m_plot->yAxis->setTicker(levelTicker(m_grid.yLevels, m_grid.yTicks));
        m_plot->yAxis->setLabel(m_grid.yName);
    }
    m_plot->yAxis->setRange(-0.5, ny - 0.5);
    return true;
}

// A large grid: one colour-map image (QCustomPlot caches it), four colours for PASS/FAIL x proven/inferred.
void FrontierPlot::drawCellsAsColorMap(int nx, int ny) {
    auto* map = new QCPColorMap(m_plot->xAxis, m_plot->yAxis);
    map->setName(QStringLiteral("cells"));
    map->data()->setSize(nx, ny);
    map->data()->setRange(QCPRange(0, nx - 1), QCPRange(0, ny - 1));
    for (const auto& c : m_grid.cells) map->data()->setCell(c.x, c.y, (c.pass ? 2 : 0) + (c.proven ? 1 : 0));
    QCPColorGradient g;
    g.clearColorStops();
    g.setColorStopAt(0, colors::failInferred());
    g.setColorStopAt(1.0 / 3, colors::fail());
    g.setColorStopAt(2.0 / 3, colors::passInferred());
    g.setColorStopAt(1, colors::pass());
    g.setLevelCount(4);
    map->setGradient(g);
    map->setDataRange(QCPRange(0, 3));
    map->setInterpolate(false);
    m_colorMapCells = nx * ny;
}

// A small grid: a rectangle per cell, proven solid and inferred hatched, with the verdict written in.
void FrontierPlot::drawCellsAsItems(int total) {
    const double gap = 0.03;
    const bool labels = total <= 400;
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * (total <= 100 ? 1.0 : 0.8));
    for (const auto& c : m_grid.cells) {
        auto* r = new QCPItemRect(m_plot);
        r->setObjectName(QStringLiteral("cell"));
        r->topLeft->setCoords(c.x - 0.5 + gap, c.y + 0.5 - gap);
        r->bottomRight->setCoords(c.x + 0.5 - gap, c.y - 0.5 + gap);
        const QColor solid = c.pass ? colors::pass() : colors::fail();
        r->setPen(Qt::NoPen);
        r->setBrush(c.proven ? QBrush(solid)
                             : hatched(c.pass ? colors::passInferred() : colors::failInferred(), solid));
        r->setClipToAxisRect(true);
        if (labels) {
            // A marked cell (minimum PASS, adjacent FAIL) keeps its verdict at the top and
            // the mark below it, inside the cell.
            bool marked = m_grid.minimumPass && m_grid.minimumPass->first == c.x && m_grid.minimumPass->second == c.y;
            for (const auto& a : m_grid.adjacentFail) marked = marked || (a.x == c.x && a.y == c.y);
            auto* t = new QCPItemText(m_plot);
            t->setObjectName(QStringLiteral("cell-label"));
            t->position->setCoords(c.x, marked ? c.y + 0.2 : c.y);
            t->setText(c.proven ? (c.pass ? QStringLiteral("PASS") : QStringLiteral("FAIL")) : QString());
            t->setColor(Qt::white);
            t->setFont(small);
            t->setClipToAxisRect(true);
        }
    }
}

// The frontier staircase: the lower edge of the PASS region in each column (none when nothing
// passes: it would only trace the plot's top border).
void FrontierPlot::drawStaircase(int nx, int ny) {
    auto* stairs = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
    stairs->setVisible(m_grid.passCount() > 0);
    stairs->setName(QStringLiteral("frontier"));
    QVector<double> sx, sy;
    for (int x = 0; x < nx; ++x) {
        const double edge = m_grid.threshold.empty() ? ny - 0.5 : m_grid.threshold[static_cast<std::size_t>(x)] - 0.5;
        sx << x - 0.5 << x + 0.5;
        sy << edge << edge;
    }
    stairs->setData(sx, sy);
    stairs->setPen(QPen(colors::marker(), 3));
    stairs->setLineStyle(QCPCurve::lsLine);
}

// The minimum PASS ringed and named, each adjacent FAIL crossed with the SLO that broke.
void FrontierPlot::drawMarks() {
    QFont bold = font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 0.9); // marks sit inside a cell
    if (m_grid.minimumPass) {
        const auto [x, y] = *m_grid.minimumPass;
        // A thick ring around the cell, and its name inside it.
        auto* ring = new QCPItemRect(m_plot);
        ring->setObjectName(QStringLiteral("minimum-pass"));
        ring->topLeft->setCoords(x - 0.47, y + 0.47);
        ring->bottomRight->setCoords(x + 0.47, y - 0.47);
        ring->setPen(QPen(colors::marker(), 4));
        ring->setBrush(Qt::NoBrush);
        auto* label = new QCPItemText(m_plot);
        label->setObjectName(QStringLiteral("minimum-pass-label"));
        label->position->setCoords(x, y - 0.15);
        label->setText(tr("◎ minimum"));
        label->setFont(bold);
        label->setColor(colors::marker());
        label->setBrush(palette().color(QPalette::Base));
        label->setPadding(QMargins(3, 1, 3, 1));
        label->setClipToAxisRect(true);
    }
    for (const auto& a : m_grid.adjacentFail) {
        auto* cross = new QCPItemText(m_plot);
        cross->setObjectName(QStringLiteral("adjacent-fail"));
        cross->position->setCoords(a.x, a.y - 0.15);
        cross->setText(QStringLiteral("✕ %1").arg(a.label));
        cross->setFont(bold);
        cross->setColor(Qt::white);
        cross->setBrush(QColor(0, 0, 0, 120));
        cross->setPadding(QMargins(3, 1, 3, 1));
        cross->setClipToAxisRect(true);
    }
}

bool FrontierPlot::cellAt(const QPoint& pos, int& x, int& y) const {
    if (m_grid.xLevels.empty()) return false;
    x = static_cast<int>(std::lround(m_plot->xAxis->pixelToCoord(pos.x())));
    y = static_cast<int>(std::lround(m_plot->yAxis->pixelToCoord(pos.y())));
    return x >= 0 && y >= 0 && x < static_cast<int>(m_grid.xLevels.size()) &&
           y < static_cast<int>(m_grid.yLevels.size());
}

QString FrontierPlot::cellText(int x, int y) const {
    const FrontierCell& c = m_grid.cell(x, y);
    QString s =
        QStringLiteral("%1 = %2").arg(m_grid.xName, tickOf(m_grid.xTicks, m_grid.xLevels, static_cast<std::size_t>(x)));
    if (!m_grid.yName.isEmpty())
        s += QStringLiteral(", %1 = %2")
                 .arg(m_grid.yName, tickOf(m_grid.yTicks, m_grid.yLevels, static_cast<std::size_t>(y)));
    s += QStringLiteral("\n%1, %2")
             .arg(c.pass ? QStringLiteral("PASS") : QStringLiteral("FAIL"),
                  c.proven ? tr("proven by %n run(s)", nullptr, c.runs) : tr("inferred by monotonicity"));
    if (m_grid.minimumPass && m_grid.minimumPass->first == x && m_grid.minimumPass->second == y)
        s += tr("\nthe minimum PASS");
    for (const auto& a : m_grid.adjacentFail)
        if (a.x == x && a.y == y) s += tr("\nadjacent FAIL (%1 cut): %2 broke").arg(a.resource, a.label);
    if (!m_grid.fixedText.isEmpty()) s += '\n' + m_grid.fixedText;
    return s;
}

void FrontierPlot::onMouseMove(QMouseEvent* event) {
    int x = 0, y = 0;
    if (cellAt(event->position().toPoint(), x, y))
        QToolTip::showText(event->globalPosition().toPoint(), cellText(x, y), m_plot);
    else
        QToolTip::hideText();
}

void FrontierPlot::onMousePress(QMouseEvent* event) {
    int x = 0, y = 0;
    if (event->button() == Qt::LeftButton && cellAt(event->position().toPoint(), x, y)) Q_EMIT cellClicked(x, y);
}

} // namespace luma::ui

namespace luma::ui {
QString qcustomplotVersion() { return QStringLiteral(QCUSTOMPLOT_VERSION_STR); }
} // namespace luma::ui
