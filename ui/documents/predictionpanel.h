#pragma once
// The live prediction beside the contract form: verdict badge, binding resource, latency,
// throughput, cost and power, the band the figures are read within (wide for an uncalibrated
// accelerator, and whether it could flip the verdict), SLO margins, and the memory and
// iteration-time breakdowns.
#include <QWidget>

class QGroupBox;
class QHBoxLayout;
class QLabel;

namespace luma {
struct Prediction;
}

namespace luma::ui {

struct ContractEvaluation;
class StackedBar;
class MarginBars;

class PredictionPanel : public QWidget {
    Q_OBJECT
public:
    explicit PredictionPanel(QWidget* parent = nullptr);
    void setEvaluation(const ContractEvaluation& evaluation);
    void setBusy(bool busy);
    QString verdict() const; // "PASS", "FAIL" or "" when there is no prediction
    QString binding() const;
    QString note() const;
    QString band() const; // how far to read the figures, beside the verdict ("" when none)

private:
    QHBoxLayout* buildHead();
    QGroupBox* buildMetrics(QWidget* parent);
    void showBand(const Prediction& p, const QString& type);
    void showFigures(const Prediction& p, const QString& headPadding);
    void showBreakdowns(const Prediction& p);

    QLabel* m_verdict;
    QLabel* m_binding;
    QLabel* m_machine;
    QLabel* m_band;
    QLabel* m_note;
    QLabel* m_busy;
    QWidget* m_details;
    QLabel* m_metrics[12];
    MarginBars* m_margins;
    StackedBar* m_memory;
    StackedBar* m_split;
};

} // namespace luma::ui
