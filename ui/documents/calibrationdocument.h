#pragma once
// The calibration view: how far the model was from what a campaign's runs proved, before and
// after calibration. A scatter of predicted against measured, one point per run, for the metric
// chosen (throughput, TTFT p50, TPOT p50, memory), over the identity line; beside it which
// calibration it is (chooseCalibration: the workbench's --calibration, the campaign's own, or one
// fitted here and not stored), its cross-validated errors before and after on held-out runs, the
// derating it moved, and the runs it rests on. Computed on the thread pool.
#include "ui/documents/calibrationdata.h"
#include "ui/documents/document.h"

#include <memory>

class QComboBox;
class QLabel;

namespace luma::ui {

class CalibrationPlot;
class Project;

class CalibrationDocument : public Document {
    Q_OBJECT
public:
    CalibrationDocument(Project* project, const QString& campaign, QWidget* parent = nullptr,
                        const Calibration* workbench = nullptr);
    ~CalibrationDocument() override;

    void setMetric(int index); // into calibrationMetrics()
    QComboBox* metricBox() const { return m_metric; }
    CalibrationPlot* plot() const { return m_plot; }
    bool busy() const;
    const CalibrationData& data() const { return m_data; }
    QString calibrationText() const { return m_choice; }
    QString summaryText() const;
    QString problemText() const { return m_problem; }
    QString campaign() const { return m_campaign; }

    QString title() const override { return tr("Calibration %1").arg(m_campaign); }
    QString kind() const override { return QStringLiteral("calibration"); }
    QString identity() const override { return QStringLiteral("calibration:") + m_campaign; }

private:
    void build();
    void load(Project* project, const Calibration* workbench); // the campaign, its runs, the job
    void setProblem(const QString& problem);
    void draw();
    void describe();
    QString errorTable() const;
    QString deratingTable() const;

    QString m_campaign, m_choice, m_problem;
    QComboBox* m_metric = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_summary = nullptr;
    CalibrationPlot* m_plot = nullptr;
    CalibrationData m_data;
    bool m_received = false;
    struct Jobs;
    std::unique_ptr<Jobs> m_jobs;
};

} // namespace luma::ui
