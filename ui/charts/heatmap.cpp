#include "ui/charts/heatmap.h"

#include "ui/theme.h"

#include <QEvent>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <cmath>

namespace luma::ui {

namespace {

// Below this many cells each one is an item with its hatch, text, ring and badge; above, the
// grid is one image (a pixel per cell) that QCustomPlot scales, and hovering still tells it all.
constexpr int kItemCellLimit = 4096;

QColor groundOf(const HeatmapCell& cell) { return cell.hatchBase.isValid() ? cell.hatchBase : cell.fill.lighter(135); }

QBrush hatchedBrush(const HeatmapCell& cell) {
    QPixmap tile(10, 10);
    tile.fill(groundOf(cell));
    QPainter p(&tile);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(cell.fill, 1.6));
    p.drawLine(0, 10, 10, 0);
    p.drawLine(-5, 5, 5, -5);
    p.drawLine(5, 15, 15, 5);
    return QBrush(tile);
}

// Text that stays readable on the cell: dark on light fills, white on dark ones.
QColor textOn(const QColor& fill) {
    const double luminance = 0.2126 * fill.redF() + 0.7152 * fill.greenF() + 0.0722 * fill.blueF();
    return luminance > 0.55 ? QColor(20, 20, 20) : QColor(Qt::white);
}

// Every label while they fit; beyond `most`, every k-th (the first and the last always), so
// that a long axis stays legible.
QSharedPointer<QCPAxisTickerText> labelTicker(const QStringList& labels, bool reversed, int most) {
    auto t = QSharedPointer<QCPAxisTickerText>::create();
    const int n = static_cast<int>(labels.size());
    const int step = n <= most ? 1 : (n + most - 1) / most;
    for (int i = 0; i < n; ++i)
        if (i % step == 0 || i == n - 1) t->addTick(reversed ? n - 1 - i : i, labels[i]);
    return t;
}

} // namespace

Heatmap::Heatmap(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumSize(320, 200);
    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::mouseMove, this, &Heatmap::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, &Heatmap::onMousePress);
    applyColors();
    rebuild();
}

void Heatmap::setData(HeatmapData data) {
    m_data = std::move(data);
    rebuild();
}

int Heatmap::drawnItems(const QString& objectName) const {
    int n = 0;
    for (int i = 0; i < m_plot->itemCount(); ++i) n += m_plot->item(i)->objectName() == objectName ? 1 : 0;
    return n;
}

QString Heatmap::placeholderText() const {
    for (int i = 0; i < m_plot->itemCount(); ++i)
        if (m_plot->item(i)->objectName() == QLatin1String("placeholder"))
            return qobject_cast<QCPItemText*>(m_plot->item(i))->text();
    return {};
}

void Heatmap::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyColors();
        rebuild();
    }
}

void Heatmap::applyColors() {
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    m_plot->setBackground(pal.color(QPalette::Base));
    for (QCPAxis* a : {m_plot->xAxis, m_plot->yAxis}) {
        a->setBasePen(QPen(text));
        a->setTickPen(Qt::NoPen);
        a->setSubTickPen(Qt::NoPen);
        a->setTickLabelColor(text);
        a->setLabelColor(text);
        a->grid()->setVisible(false);
    }
}

double Heatmap::yOf(int row) const { return m_data.firstRowOnTop ? m_data.rows.size() - 1 - row : row; }

void Heatmap::rebuild() {
    m_plot->clearItems();
    m_plot->clearPlottables();
    m_drawnCells = 0;
    const int nx = static_cast<int>(m_data.columns.size()), ny = static_cast<int>(m_data.rows.size());
    if (!setUpAxes(nx, ny)) return;
    if (nx * ny > kItemCellLimit)
        drawCellsAsImage(nx, ny);
    else
        drawCellsAsItems(nx, ny);
    drawStaircase(nx, ny);
    m_plot->replot();
}

// Titles and level names on the axes; false (a placeholder drawn) when there is nothing to draw.
bool Heatmap::setUpAxes(int nx, int ny) {
    QFont labelFont = font();
    labelFont.setPointSizeF(labelFont.pointSizeF() * 1.1);
    labelFont.setBold(true);
    m_plot->xAxis->setLabelFont(labelFont);
    m_plot->yAxis->setLabelFont(labelFont);
    m_plot->xAxis->setTickLabelFont(font());
    m_plot->yAxis->setTickLabelFont(font());
    if (nx == 0 || ny == 0 || m_data.cells.size() != static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny)) {
        m_plot->xAxis->setLabel({});
        m_plot->yAxis->setLabel({});
        m_plot->xAxis->setTickLabels(false);
        m_plot->yAxis->setTickLabels(false);
        auto* empty = new QCPItemText(m_plot);
        empty->setObjectName(QStringLiteral("placeholder"));
        empty->position->setType(QCPItemPosition::ptAxisRectRatio);
        empty->position->setCoords(0.5, 0.5);
        empty->setText(m_data.placeholder.isEmpty() ? tr("Nothing to draw.") : m_data.placeholder);
        QFont big = font();
        big.setPointSizeF(big.pointSizeF() * 1.2);
        empty->setFont(big);
        empty->setColor(palette().color(QPalette::WindowText));
        m_plot->replot();
        return false;
    }
    m_plot->xAxis->setTickLabels(true);
    m_plot->yAxis->setTickLabels(true);
    m_plot->xAxis->setTicker(labelTicker(m_data.columns, false, 24));
    m_plot->yAxis->setTicker(labelTicker(m_data.rows, m_data.firstRowOnTop, 30));
    m_plot->xAxis->setLabel(m_data.xTitle);
    m_plot->yAxis->setLabel(m_data.yTitle);
    m_plot->xAxis->setRange(-0.5, nx - 0.5);
    m_plot->yAxis->setRange(-0.5, ny - 0.5);
    return true;
}

// A large grid: one pixel per cell, scaled (hatching shows as its ground colour).
void Heatmap::drawCellsAsImage(int nx, int ny) {
    QImage image(nx, ny, QImage::Format_RGB32);
    for (int r = 0; r < ny; ++r)
        for (int c = 0; c < nx; ++c) {
            const HeatmapCell& cell = m_data.cell(c, r);
            image.setPixelColor(c, ny - 1 - static_cast<int>(yOf(r)), cell.hatched ? groundOf(cell) : cell.fill);
        }
    auto* pixmap = new QCPItemPixmap(m_plot);
    pixmap->setObjectName(QStringLiteral("cells-image"));
    pixmap->setPixmap(QPixmap::fromImage(image));
    pixmap->setScaled(true, Qt::IgnoreAspectRatio, Qt::FastTransformation);
    pixmap->topLeft->setCoords(-0.5, ny - 0.5);
    pixmap->bottomRight->setCoords(nx - 0.5, -0.5);
    pixmap->setClipToAxisRect(true);
    m_drawnCells = nx * ny;
}

// A small grid: a rectangle per cell with its text, ring and badge.
void Heatmap::drawCellsAsItems(int nx, int ny) {
    QFont small = font();
    if (nx * ny > 100) small.setPointSizeF(small.pointSizeF() * 0.85);
    QFont bold = small;
    bold.setBold(true);
    for (int r = 0; r < ny; ++r)
        for (int c = 0; c < nx; ++c) drawCell(c, r, bold);
}

void Heatmap::drawCell(int c, int r, const QFont& bold) {
    const HeatmapCell& cell = m_data.cell(c, r);
    const double y = yOf(r);
    const double gap = 0.025;
    auto* rect = new QCPItemRect(m_plot);
    rect->setObjectName(QStringLiteral("cell"));
    rect->topLeft->setCoords(c - 0.5 + gap, y + 0.5 - gap);
    rect->bottomRight->setCoords(c + 0.5 - gap, y - 0.5 + gap);
    rect->setPen(Qt::NoPen);
    rect->setBrush(cell.hatched ? hatchedBrush(cell) : QBrush(cell.fill));
    rect->setClipToAxisRect(true);
    ++m_drawnCells;
    if (!cell.text.isEmpty()) {
        auto* t = new QCPItemText(m_plot);
        t->setObjectName(QStringLiteral("cell-label"));
        t->position->setCoords(c, y);
        t->setText(cell.text);
        t->setFont(bold);
        t->setColor(textOn(cell.fill));
        // Hatched cells keep their words on a plain plate: the stripes would cut them.
        if (cell.hatched) {
            t->setBrush(groundOf(cell));
            t->setColor(textOn(groundOf(cell)));
            t->setPadding(QMargins(4, 1, 4, 1));
        }
        t->setClipToAxisRect(true);
    }
    if (cell.ringed) {
        auto* ring = new QCPItemRect(m_plot);
        ring->setObjectName(QStringLiteral("ring"));
        ring->topLeft->setCoords(c - 0.47, y + 0.47);
        ring->bottomRight->setCoords(c + 0.47, y - 0.47);
        ring->setPen(QPen(colors::marker(), 4));
        ring->setBrush(Qt::NoBrush);
    }
    if (!cell.badge.isEmpty()) {
        auto* b = new QCPItemText(m_plot);
        b->setObjectName(QStringLiteral("badge"));
        b->position->setCoords(c + 0.45, y + 0.45);
        b->setPositionAlignment(Qt::AlignTop | Qt::AlignRight);
        b->setText(cell.badge);
        b->setFont(bold);
        b->setColor(palette().color(QPalette::WindowText));
        b->setBrush(palette().color(QPalette::Base));
        b->setPadding(QMargins(3, 1, 3, 1));
        b->setClipToAxisRect(true);
    }
}

// The lower edge of the PASS region per column, a step line across the grid (none where nothing
// passes: it would only trace the top border).
void Heatmap::drawStaircase(int nx, int ny) {
    if (m_data.staircase.empty() || static_cast<int>(m_data.staircase.size()) != nx) return;
    bool any = false;
    QVector<double> sx, sy;
    for (int c = 0; c < nx; ++c) {
        const int first = m_data.staircase[static_cast<std::size_t>(c)];
        any = any || first < ny;
        const double edge = m_data.firstRowOnTop ? ny - first - 0.5 : first - 0.5;
        sx << c - 0.5 << c + 0.5;
        sy << edge << edge;
    }
    auto* stairs = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
    stairs->setName(QStringLiteral("staircase"));
    stairs->setData(sx, sy);
    stairs->setPen(QPen(colors::marker(), 3));
    stairs->setVisible(any);
}

bool Heatmap::cellAt(const QPoint& pos, int& column, int& row) const {
    const int nx = static_cast<int>(m_data.columns.size()), ny = static_cast<int>(m_data.rows.size());
    if (nx == 0 || ny == 0 || m_data.cells.size() != static_cast<std::size_t>(nx) * static_cast<std::size_t>(ny))
        return false;
    if (!m_plot->axisRect()->rect().contains(pos)) return false;
    column = static_cast<int>(std::lround(m_plot->xAxis->pixelToCoord(pos.x())));
    const int y = static_cast<int>(std::lround(m_plot->yAxis->pixelToCoord(pos.y())));
    row = m_data.firstRowOnTop ? ny - 1 - y : y;
    return column >= 0 && row >= 0 && column < nx && row < ny;
}

QPoint Heatmap::cellCenter(int column, int row) const {
    return QPoint(static_cast<int>(m_plot->xAxis->coordToPixel(column)),
                  static_cast<int>(m_plot->yAxis->coordToPixel(yOf(row))));
}

void Heatmap::onMouseMove(QMouseEvent* event) {
    int c = 0, r = 0;
    if (cellAt(event->position().toPoint(), c, r)) {
        QString tip = m_data.cell(c, r).tooltip;
        if (tip.isEmpty() && m_tooltips) tip = m_tooltips(c, r);
        if (!tip.isEmpty()) QToolTip::showText(event->globalPosition().toPoint(), tip, m_plot);
        Q_EMIT cellHovered(c, r);
    } else {
        QToolTip::hideText();
    }
}

void Heatmap::onMousePress(QMouseEvent* event) {
    int c = 0, r = 0;
    if (event->button() == Qt::LeftButton && cellAt(event->position().toPoint(), c, r)) Q_EMIT cellClicked(c, r);
}

} // namespace luma::ui
