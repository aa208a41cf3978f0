#include "ui/charts/paretoplot.h"

#include "ui/charts/plotpalette.h"
#include "ui/theme.h"

#include <QEvent>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace luma::ui {

namespace {

// Marker sizes (px): a proven point's ring is the larger, and a click within it opens it.
constexpr double kProvenSize = 14, kPredictedSize = 10;
constexpr double kProvenRadius = kProvenSize / 2 + 1;

bool drawable(const ParetoPoint& p) {
    return std::isfinite(p.eurPerMtok) && p.eurPerMtok > 0 && std::isfinite(p.goodputRps) && p.goodputRps > 0;
}

} // namespace

ParetoPlot::ParetoPlot(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumSize(320, 240);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    // A click (press and release in place, not a drag) on or near a point. A click on a proven
    // point's ring opens that point, even where a configuration only predicted sits within it
    // (proven points are drawn on top; the click is for their evidence); elsewhere the nearest
    // point within 12 px, and of points drawn on the same pixel the higher-ranked row. Hit-tested
    // here rather than by QCustomPlot, whose labels would catch clicks on the points.
    connect(m_plot, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) { m_pressedAt = e->position(); });
    connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* e) {
        if ((e->position() - m_pressedAt).manhattanLength() > 4 || e->button() != Qt::LeftButton) return;
        int nearest = -1, nearestProven = -1;
        double best = 12.0 * 12.0 + 1e-9, bestProven = kProvenRadius * kProvenRadius + 1e-9;
        for (int i = 0; i < static_cast<int>(m_drawn.size()); ++i) {
            if (!m_drawn[i]) continue;
            const QPointF d = pixelOf(i) - e->position();
            const double d2 = d.x() * d.x() + d.y() * d.y();
            if (d2 < best) {
                best = d2;
                nearest = i;
            }
            if (m_points[i].proven && d2 < bestProven) {
                bestProven = d2;
                nearestProven = i;
            }
        }
        if (nearestProven >= 0) nearest = nearestProven;
        if (nearest >= 0) Q_EMIT pointClicked(nearest);
    });
    redraw();
}

void ParetoPlot::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) redraw();
}

void ParetoPlot::setPoints(std::vector<ParetoPoint> points) {
    m_points = std::move(points);
    redraw();
}

int ParetoPlot::drawnPoints() const {
    return static_cast<int>(std::count_if(m_drawn.begin(), m_drawn.end(), [](auto* p) { return p != nullptr; }));
}

QPointF ParetoPlot::pixelOf(int index) const {
    if (index < 0 || index >= static_cast<int>(m_drawn.size()) || !m_drawn[index]) return {-1, -1};
    const ParetoPoint& p = m_points[index];
    return {m_plot->xAxis->coordToPixel(p.eurPerMtok), m_plot->yAxis->coordToPixel(p.goodputRps)};
}

void ParetoPlot::redraw() {
    m_plot->clearGraphs();
    m_plot->clearItems();
    m_drawn.assign(m_points.size(), nullptr);
    // The power scale: one per plot, kept across redraws.
    QCPColorScale* scale = nullptr;
    for (int i = 0; i < m_plot->plotLayout()->elementCount(); ++i)
        if (auto* s = qobject_cast<QCPColorScale*>(m_plot->plotLayout()->elementAt(i))) scale = s;
    if (!scale) {
        scale = new QCPColorScale(m_plot);
        m_plot->plotLayout()->addElement(0, 1, scale);
        scale->setGradient(QCPColorGradient(QCPColorGradient::gpThermal));
    }
    applyPlotPalette(*m_plot, palette(), {m_plot->xAxis, m_plot->yAxis, scale->axis()});
    const QColor text = palette().color(QPalette::WindowText);
    scale->axis()->setLabel(tr("power (W)"));
    m_plot->xAxis->setLabel(tr("€ per 1M tokens (lower is cheaper)"));
    m_plot->yAxis->setLabel(tr("goodput (req/s, every SLO held)"));
    double wLo = HUGE_VAL, wHi = 0, xLo = HUGE_VAL, xHi = 0, yHi = 0;
    for (const auto& p : m_points)
        if (drawable(p)) {
            if (std::isfinite(p.watts)) {
                wLo = std::min(wLo, p.watts);
                wHi = std::max(wHi, p.watts);
            }
            xLo = std::min(xLo, p.eurPerMtok);
            xHi = std::max(xHi, p.eurPerMtok);
            yHi = std::max(yHi, p.goodputRps);
        }
    if (yHi <= 0) {
        auto* t = new QCPItemText(m_plot);
        t->position->setType(QCPItemPosition::ptAxisRectRatio);
        t->position->setCoords(0.5, 0.5);
        t->setText(tr("No configuration holds the contract: nothing to draw."));
        t->setColor(text);
        m_plot->replot();
        return;
    }
    // A spread of power under 5 % is not drawn as the gradient's whole span: the colours would
    // exaggerate differences no meter could tell.
    if (wLo > wHi) { // no point with a power figure
        wLo = 0;
        wHi = 1;
    }
    if (const double minSpan = std::max(wHi * 0.05, 1e-9); wHi - wLo < minSpan) {
        const double mid = (wHi + wLo) / 2;
        wLo = std::max(0.0, mid - minSpan / 2);
        wHi = wLo + minSpan;
    }
    scale->setDataRange(QCPRange(wLo, wHi));
    QCPColorGradient gradient = scale->gradient(); // color() is not const in QCustomPlot 2.1
    // The predicted points first, the proven ones on top of them (what a click on a ring opens).
    std::vector<std::size_t> order(m_points.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_partition(order.begin(), order.end(), [&](std::size_t i) { return !m_points[i].proven; });
    for (const std::size_t i : order) {
        const ParetoPoint& p = m_points[i];
        if (!drawable(p)) continue;
        const QColor fill = QColor::fromRgb(gradient.color(p.watts, QCPRange(wLo, wHi)));
        QCPGraph* g = m_plot->addGraph();
        g->setName(p.label);
        g->setLineStyle(QCPGraph::lsNone);
        const QPen ring = p.proven ? QPen(colors::marker(), 2.5) : QPen(fill.darker(140), 1);
        g->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, ring, QBrush(fill), p.proven ? kProvenSize : kPredictedSize));
        g->setData(QVector<double>{p.eurPerMtok}, QVector<double>{p.goodputRps});
        m_drawn[i] = g;
        if (p.best) {
            auto* t = new QCPItemText(m_plot);
            t->position->setCoords(p.eurPerMtok, p.goodputRps);
            // Written away from the plot's nearer edge, so that it stays inside.
            const bool right = p.eurPerMtok > (xLo + xHi) / 2;
            t->setPositionAlignment((right ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignBottom);
            t->setPadding(right ? QMargins(0, 0, 8, 6) : QMargins(8, 0, 0, 6));
            t->setText(tr("best: %1").arg(p.label));
            t->setColor(text);
        }
    }
    const double xPad = std::max((xHi - xLo) * 0.15, xHi * 0.05);
    m_plot->xAxis->setRange(std::max(0.0, xLo - xPad), xHi + xPad);
    m_plot->yAxis->setRange(0, yHi * 1.2);
    m_plot->replot();
}

} // namespace luma::ui
