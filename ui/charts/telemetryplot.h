#pragma once
// The live telemetry of the running run (QCustomPlot, included only in the .cpp): one graph per
// numeric field the agent streams, against the run's elapsed seconds. Samples are appended in
// place; the plot redraws at most ~30 times a second however fast they arrive.
#include <QList>
#include <QPair>
#include <QString>
#include <QWidget>

class QCustomPlot;
class QTimer;

namespace luma::ui {

class TelemetryPlot : public QWidget {
    Q_OBJECT
public:
    explicit TelemetryPlot(QWidget* parent = nullptr);
    void startRun(const QString& title); // clears the graphs
    void endRun(const QString& note);    // keeps the graphs, notes how the run ended
    void clear(const QString& placeholder);
    // One sample at `seconds` since the run started; each named value is a series.
    void addSample(double seconds, const QList<QPair<QString, double>>& values);
    QCustomPlot* plot() const { return m_plot; }
    int seriesCount() const;
    int sampleCount() const { return m_samples; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void scheduleReplot();
    void applyColors();
    QCustomPlot* m_plot;
    QTimer* m_replot;
    QString m_title;
    int m_samples = 0;
};

} // namespace luma::ui
