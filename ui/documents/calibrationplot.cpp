#include "ui/documents/calibrationplot.h"

#include <QEvent>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace luma::ui {

namespace {

const QColor kBefore(0xe0, 0x8a, 0x1e), kAfter(0x2f, 0x7e, 0xd8);

QCPGraph* scatter(QCustomPlot* plot, const ScatterSeries& s, const QColor& color, QCPScatterStyle::ScatterShape shape,
                  double& lo, double& hi) {
    QCPGraph* g = plot->addGraph();
    g->setName(s.name);
    g->setLineStyle(QCPGraph::lsNone);
    g->setScatterStyle(QCPScatterStyle(shape, color, color, 9));
    g->setPen(QPen(color));
    QVector<double> x, y;
    for (std::size_t i = 0; i < s.measured.size() && i < s.predicted.size(); ++i) {
        const double m = s.measured[i], p = s.predicted[i];
        if (!(m > 0) || !(p > 0) || !std::isfinite(m) || !std::isfinite(p)) continue;
        x << m;
        y << p;
        lo = std::min({lo, m, p});
        hi = std::max({hi, m, p});
    }
    // Points in run order, not sorted by x: a scatter, not a curve.
    g->setData(x, y, true);
    return g;
}

} // namespace

CalibrationPlot::CalibrationPlot(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumSize(320, 240);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    for (QCPAxis* a : {m_plot->xAxis, m_plot->yAxis}) {
        a->setScaleType(QCPAxis::stLogarithmic);
        a->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    }
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    applyColors();
}

void CalibrationPlot::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyColors();
        m_plot->replot();
    }
}

void CalibrationPlot::applyColors() {
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::WindowText), base = pal.color(QPalette::Base);
    m_plot->setBackground(base);
    m_plot->legend->setBrush(base);
    m_plot->legend->setTextColor(text);
    m_plot->legend->setBorderPen(QPen(pal.color(QPalette::Mid)));
    for (QCPAxis* a : {m_plot->xAxis, m_plot->yAxis}) {
        a->setBasePen(QPen(text));
        a->setTickPen(QPen(text));
        a->setSubTickPen(QPen(text));
        a->setTickLabelColor(text);
        a->setLabelColor(text);
        a->grid()->setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DotLine));
    }
}

void CalibrationPlot::setSeries(const QString& label, const ScatterSeries& before, const ScatterSeries& after) {
    m_plot->clearGraphs();
    m_plot->clearItems();
    double lo = HUGE_VAL, hi = 0;
    scatter(m_plot, before, kBefore, QCPScatterStyle::ssCross, lo, hi);
    scatter(m_plot, after, kAfter, QCPScatterStyle::ssCircle, lo, hi);
    if (hi <= 0) {
        clear(tr("No run measured %1.").arg(label));
        return;
    }
    lo /= 1.3;
    hi *= 1.3;
    QCPGraph* identity = m_plot->addGraph();
    identity->setName(tr("predicted = measured"));
    identity->setPen(QPen(palette().color(QPalette::Mid), 1.5, Qt::DashLine));
    identity->setData(QVector<double>{lo, hi}, QVector<double>{lo, hi});
    m_plot->xAxis->setLabel(tr("measured %1 (the proof)").arg(label));
    m_plot->yAxis->setLabel(tr("predicted %1").arg(label));
    m_plot->xAxis->setRange(lo, hi);
    m_plot->yAxis->setRange(lo, hi);
    m_plot->replot();
}

void CalibrationPlot::clear(const QString& placeholder) {
    m_plot->clearGraphs();
    m_plot->clearItems();
    auto* t = new QCPItemText(m_plot);
    t->position->setType(QCPItemPosition::ptAxisRectRatio);
    t->position->setCoords(0.5, 0.5);
    t->setText(placeholder);
    t->setColor(palette().color(QPalette::WindowText));
    m_plot->replot();
}

int CalibrationPlot::pointCount(int series) const {
    if (series < 0 || series >= m_plot->graphCount() - 1) return -1;
    return m_plot->graph(series)->dataCount();
}

bool CalibrationPlot::hasIdentityLine() const {
    return m_plot->graphCount() == 3 && m_plot->graph(2)->dataCount() == 2;
}

} // namespace luma::ui
