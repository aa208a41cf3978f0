#include "ui/charts/trajectoryplot.h"

#include "ui/charts/plotpalette.h"
#include "ui/theme.h"

#include <QEvent>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace luma::ui {

TrajectoryPlot::TrajectoryPlot(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumSize(320, 200);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    redraw();
}

void TrajectoryPlot::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) redraw();
}

void TrajectoryPlot::setSteps(std::vector<TrajectoryStep> steps) {
    m_steps = std::move(steps);
    redraw();
}

QStringList TrajectoryPlot::labels() const {
    QStringList out;
    for (int i = 0; i < m_plot->itemCount(); ++i)
        if (auto* t = qobject_cast<QCPItemText*>(m_plot->item(i))) out << t->text();
    return out;
}

void TrajectoryPlot::redraw() {
    m_plot->clearGraphs();
    m_plot->clearItems();
    m_plot->yAxis2->setVisible(true);
    applyPlotPalette(*m_plot, palette(), {m_plot->xAxis, m_plot->yAxis, m_plot->yAxis2});
    const QColor text = palette().color(QPalette::WindowText);
    m_plot->xAxis->setLabel(tr("iteration (PEX, then tune)"));
    m_plot->yAxis->setLabel(tr("machine: € per hour"));
    m_plot->yAxis2->setLabel(tr("goodput (req/s)"));
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1);
    m_plot->xAxis->setTicker(ticker);
    if (m_steps.empty()) {
        auto* t = new QCPItemText(m_plot);
        t->position->setType(QCPItemPosition::ptAxisRectRatio);
        t->position->setCoords(0.5, 0.5);
        t->setText(tr("No iteration yet: Start runs the loop."));
        t->setColor(text);
        m_plot->replot();
        return;
    }
    const double gap = std::numeric_limits<double>::quiet_NaN();
    QVector<double> x, cost, goodput, measured, predicted;
    double costHi = 0, goodputHi = 0;
    for (const auto& s : m_steps) {
        x << s.iteration;
        cost << s.eurPerHour;
        goodput << s.goodputRps;
        measured << (s.goodputProven ? s.goodputRps : gap);
        predicted << (s.goodputProven ? gap : s.goodputRps);
        costHi = std::max(costHi, s.eurPerHour);
        if (std::isfinite(s.goodputRps)) goodputHi = std::max(goodputHi, s.goodputRps);
    }
    QCPGraph* machine = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
    machine->setName(tr("machine (€/h)"));
    machine->setLineStyle(QCPGraph::lsStepCenter);
    machine->setPen(QPen(colors::marker(), 2.5));
    machine->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, colors::marker(), colors::marker(), 9));
    machine->setData(x, cost);
    QCPGraph* service = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    service->setPen(QPen(colors::pass(), 2));
    service->setData(x, goodput);
    service->removeFromLegend();
    // The points: filled where runs measured the goodput, hollow where it is the model's.
    const auto points = [&](const QVector<double>& y, const QString& name, const QBrush& fill) {
        if (std::none_of(y.begin(), y.end(), [](double v) { return std::isfinite(v); })) return;
        QCPGraph* g = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
        g->setName(name);
        g->setLineStyle(QCPGraph::lsNone);
        g->setPen(QPen(colors::pass(), 2));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(colors::pass(), 2), fill, 9));
        g->setData(x, y);
    };
    points(measured, tr("goodput (req/s), measured"), QBrush(colors::pass()));
    points(predicted, tr("goodput (req/s), predicted"), QBrush(Qt::NoBrush));
    for (const auto& s : m_steps) {
        auto* t = new QCPItemText(m_plot);
        t->position->setCoords(s.iteration, s.eurPerHour);
        t->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        t->setPadding(QMargins(0, 0, 0, 8));
        t->setText(s.qualified ? (s.binding.isEmpty() ? tr("no binding named") : tr("binding: %1").arg(s.binding))
                               : tr("not qualified"));
        t->setColor(s.qualified ? text : colors::fail());
    }
    m_plot->xAxis->setRange(m_steps.front().iteration - 0.5, m_steps.back().iteration + 0.5);
    // Different headroom on the two axes, so that equal shares of each do not draw on one another.
    m_plot->yAxis->setRange(0, costHi > 0 ? costHi * 1.6 : 1);
    m_plot->yAxis2->setRange(0, goodputHi > 0 ? goodputHi * 1.15 : 1);
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    m_plot->replot();
}

} // namespace luma::ui
