#pragma once
// The Co-design document's trajectory (QCustomPlot, included only in the .cpp): per iteration of
// the loop, the machine's size as € per hour (a step line, left axis) and the goodput of the
// iteration's configuration on it (right axis: a filled point where runs measured it, a hollow one
// where it is the model's), with the resource that bound at that step written at its point, or
// "not qualified" where PEX could not qualify the step.
#include <QString>
#include <QWidget>

#include <vector>

class QCustomPlot;

namespace luma::ui {

struct TrajectoryStep {
    int iteration = 0;
    double eurPerHour = 0;
    double goodputRps = 0;      // NaN where unknown: no point
    bool goodputProven = false; // measured by runs, else the model's
    QString binding;            // "hbm_gib", "" when none was named
    bool qualified = true;
};

class TrajectoryPlot : public QWidget {
    Q_OBJECT
public:
    explicit TrajectoryPlot(QWidget* parent = nullptr);
    void setSteps(std::vector<TrajectoryStep> steps);
    const std::vector<TrajectoryStep>& steps() const { return m_steps; }
    QCustomPlot* plot() const { return m_plot; }
    QStringList labels() const; // the binding labels drawn, in order

protected:
    void changeEvent(QEvent* event) override;

private:
    void redraw();
    std::vector<TrajectoryStep> m_steps;
    QCustomPlot* m_plot;
};

} // namespace luma::ui
