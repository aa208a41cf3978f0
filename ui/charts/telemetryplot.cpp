#include "ui/charts/telemetryplot.h"

#include "ui/charts/plotpalette.h"

#include "ui/theme.h"

#include <QEvent>
#include <QTimer>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace luma::ui {

namespace {
const QColor kSeries[] = {QColor(0x2f, 0x7e, 0xd8), QColor(0xe0, 0x8a, 0x1e), QColor(0x8e, 0x5c, 0xc7),
                          QColor(0x3a, 0xa6, 0x9b), QColor(0xc2, 0x4f, 0x86)};

// Fields that describe the run rather than measure it.
bool plotted(const QString& name) { return name != QLatin1String("elapsed_s") && name != QLatin1String("iterations"); }
} // namespace

TelemetryPlot::TelemetryPlot(QWidget* parent)
    : QWidget(parent), m_plot(new QCustomPlot(this)), m_replot(new QTimer(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setMinimumSize(280, 180);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->xAxis->setLabel(tr("elapsed (s)"));
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    m_replot->setSingleShot(true);
    m_replot->setInterval(33); // about the screen's rate; samples in between are batched
    connect(m_replot, &QTimer::timeout, this, [this] {
        m_plot->rescaleAxes();
        m_plot->xAxis->setRangeLower(0);
        m_plot->yAxis->setRangeLower(0);
        if (m_plot->yAxis->range().upper <= 0) m_plot->yAxis->setRangeUpper(1);
        if (m_plot->yAxis2->range().upper <= 0) m_plot->yAxis2->setRangeUpper(1);
        if (m_plot->yAxis2->visible()) m_plot->yAxis2->setRangeLower(0);
        m_plot->replot(QCustomPlot::rpQueuedRefresh);
    });
    applyColors();
    clear(tr("No run in progress: the running run's telemetry appears here."));
}

void TelemetryPlot::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyColors();
        m_plot->replot();
    }
}

void TelemetryPlot::applyColors() {
    applyPlotPalette(*m_plot, palette(), {m_plot->xAxis, m_plot->yAxis, m_plot->yAxis2});
}

int TelemetryPlot::seriesCount() const { return m_plot->graphCount(); }

void TelemetryPlot::clear(const QString& placeholder) {
    m_plot->clearGraphs();
    m_plot->clearItems();
    m_plot->yAxis2->setVisible(false);
    m_plot->yAxis->setLabel({});
    m_samples = 0;
    m_plot->plotLayout()->setRowSpacing(0);
    m_plot->xAxis->setRange(0, 1);
    m_plot->yAxis->setRange(0, 1);
    m_plot->legend->setVisible(false);
    auto* text = new QCPItemText(m_plot);
    text->setObjectName(QStringLiteral("placeholder"));
    text->position->setType(QCPItemPosition::ptAxisRectRatio);
    text->position->setCoords(0.5, 0.5);
    text->setText(placeholder);
    text->setColor(palette().color(QPalette::PlaceholderText));
    m_plot->replot();
}

void TelemetryPlot::startRun(const QString& title) {
    clear(tr("%1: waiting for the agent's first telemetry…").arg(title));
    m_title = title;
}

void TelemetryPlot::endRun(const QString& note) {
    for (int i = m_plot->itemCount() - 1; i >= 0; --i) { // one note: how the latest run ended
        const QString name = m_plot->item(i)->objectName();
        if (name == QLatin1String("end-note") || name == QLatin1String("placeholder")) m_plot->removeItem(i);
    }
    auto* text = new QCPItemText(m_plot);
    text->setObjectName(QStringLiteral("end-note"));
    text->position->setType(QCPItemPosition::ptAxisRectRatio);
    text->position->setCoords(0.98, 0.04);
    text->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    text->setText(m_title.isEmpty() ? note : QStringLiteral("%1: %2").arg(m_title, note));
    text->setColor(palette().color(QPalette::WindowText));
    if (m_samples > 0) m_plot->rescaleAxes(); // the last samples may still wait for the throttled replot
    m_plot->replot();
}

void TelemetryPlot::addSample(double seconds, const QList<QPair<QString, double>>& values) {
    if (m_samples == 0) {
        m_plot->clearItems(); // the placeholder
        m_plot->legend->setVisible(true);
    }
    for (const auto& [name, value] : values) {
        if (!plotted(name)) continue;
        QCPGraph* graph = nullptr;
        for (int i = 0; i < m_plot->graphCount(); ++i)
            if (m_plot->graph(i)->name() == name) graph = m_plot->graph(i);
        if (!graph) {
            // The first series on the left axis, the second on the right (their scales differ:
            // requests completed vs sequences running), any more on the left.
            const int n = m_plot->graphCount();
            QCPAxis* y = n == 1 ? m_plot->yAxis2 : m_plot->yAxis;
            if (n == 1) {
                m_plot->yAxis2->setVisible(true);
                m_plot->yAxis2->setLabel(name);
            } else if (n == 0) {
                m_plot->yAxis->setLabel(name);
            }
            graph = m_plot->addGraph(m_plot->xAxis, y);
            graph->setName(name);
            graph->setPen(QPen(kSeries[n % 5], 2));
            graph->setAdaptiveSampling(true);
        }
        graph->addData(seconds, value);
    }
    ++m_samples;
    if (!m_replot->isActive()) m_replot->start();
}

} // namespace luma::ui
