#pragma once
// The Co-design document: the loop that joins both directions (core/codesign) on one campaign and
// one choices document. Start runs it on the picked hosts (LoopRunner; every step a campaign of
// the project, so Cancel keeps the finished runs and Start again resumes without repeating one);
// the trajectory as a step chart (TrajectoryPlot: the machine's € per hour and the goodput proved
// per iteration, the binding resource at each step), the iterations as a table, and the final
// (machine, configuration) pair against the starting one. A stored loop opens with its inputs
// and its latest trajectory.
#include "ui/documents/document.h"

#include <QPointer>
#include <QStringList>

#include <nlohmann/json.hpp>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace luma::ui {

class LoopRunner;
class Project;
class TrajectoryPlot;

struct CodesignInputs {
    nlohmann::json campaign, choices;  // a campaign spec (files inline) and a luma.choices/1 document
    QString campaignFile, choicesFile; // where core's messages say they came from
    int budgetRuns = 30;
    int maxIterations = 6;
};

class CodesignDocument : public Document {
    Q_OBJECT
public:
    CodesignDocument(Project* project, CodesignInputs inputs, QWidget* parent = nullptr);
    // A stored loop (luma.codesign/1, step "loop"); null with `error` when it is not one.
    static CodesignDocument* fromProject(Project* project, const QString& campaign, QString* error,
                                         QWidget* parent = nullptr);

    void setHosts(const QStringList& hosts) { m_hosts = hosts; }
    void setAgentPath(const QString& path) { m_agentPath = path; }
    bool start(); // false: not startable (no project, running, inputs refused: problemText())
    void cancel();
    bool running() const;
    void showTrajectory(const nlohmann::json& loop); // a codesign decision (toJson of the result)

    TrajectoryPlot* trajectory() const { return m_plot; }
    QTableWidget* iterations() const { return m_table; }
    QTableWidget* pairs() const { return m_pairs; }
    QSpinBox* budgetBox() const { return m_budget; }
    QString problemText() const { return m_problem; }
    QString stopText() const;
    const nlohmann::json& result() const { return m_result; }

    QString title() const override;
    QString kind() const override { return QStringLiteral("codesign"); }
    QString identity() const override;

Q_SIGNALS:
    void logLine(const QString& line);
    void runningChanged();
    void projectChanged();

private:
    void build();
    void check(); // the inputs as core reads them: the problem shown, Start enabled or not
    void setProblem(const QString& problem);
    void updateButtons();

    QPointer<Project> m_project;
    CodesignInputs m_inputs;
    QString m_stored;
    QStringList m_hosts;
    QString m_agentPath;
    QString m_problem;
    bool m_ok = false;
    nlohmann::json m_result;
    QLabel* m_header = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_stop = nullptr;
    QSpinBox* m_budget = nullptr;
    QPushButton* m_start = nullptr;
    QPushButton* m_cancel = nullptr;
    TrajectoryPlot* m_plot = nullptr;
    QTableWidget* m_table = nullptr;
    QTableWidget* m_pairs = nullptr;
    LoopRunner* m_runner = nullptr;
};

} // namespace luma::ui
