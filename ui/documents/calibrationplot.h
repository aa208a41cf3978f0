#pragma once
// Predicted against measured (QCustomPlot, included only in the .cpp): one point per run for one
// metric, before calibration and after it, over the identity line where a prediction equals its
// run. Log axes on both sides, so that a factor off is the same distance everywhere.
#include <QString>
#include <QWidget>

#include <vector>

class QCustomPlot;

namespace luma::ui {

struct ScatterSeries {
    QString name;
    std::vector<double> measured, predicted; // pairs; NaN or non-positive pairs are left out
};

class CalibrationPlot : public QWidget {
    Q_OBJECT
public:
    explicit CalibrationPlot(QWidget* parent = nullptr);
    // `label`: the metric with its unit, e.g. "throughput (tok/s)".
    void setSeries(const QString& label, const ScatterSeries& before, const ScatterSeries& after);
    void clear(const QString& placeholder);
    QCustomPlot* plot() const { return m_plot; }
    int pointCount(int series) const; // 0 before, 1 after; -1 when not drawn
    bool hasIdentityLine() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyColors();
    QCustomPlot* m_plot;
};

} // namespace luma::ui
