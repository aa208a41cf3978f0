#pragma once
// The Tune document: service for the machine (core/tune) on one contract and machine. The
// choices as a form (ChoicesForm); Rank ranks every checked combination with the model on the
// thread pool as the form changes; Prove runs the decision-changing few on the picked hosts
// (LoopRunner, the runs kept in the project as a tune campaign, Cancel keeps the finished ones
// and Prove again resumes). The answer as a table (predicted and proven rows, the best in bold)
// and a Pareto chart of goodput against € per 1M tokens with W as colour; a proven row or point
// opens its evidence. A stored tune campaign opens with its inputs and its latest decision.
#include "ui/documents/document.h"
#include "ui/jobtracker.h"

#include <QPointer>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace luma::ui {

class ChoicesForm;
class LoopRunner;
class ParetoPlot;
class Project;

// What a tune runs on, as JSON (a stored campaign's spec, or files read by the window).
struct TuneInputs {
    nlohmann::json contract, machine, choices;
    QString contractFile, machineFile, choicesFile; // where core's messages say they came from
    QString origin;                                 // "campaign X of P.luma", for the header
    nlohmann::json state;                           // a codesign step's machine state (null: as the machine is)
    int objective = 0;                              // TuneObjective
    bool proveDefault = false;                      // a codesign tune step proves the default as well
    double rateRps = 0;
};

class TuneDocument : public Document {
    Q_OBJECT
public:
    TuneDocument(Project* project, TuneInputs inputs, QWidget* parent = nullptr);
    ~TuneDocument() override;
    // A stored tune campaign (luma.tune/1): its inputs, and its latest decision shown. Null with
    // `error` naming the problem when the project holds no such campaign.
    static TuneDocument* fromProject(Project* project, const QString& campaign, QString* error,
                                     QWidget* parent = nullptr);

    void setHosts(const QStringList& hosts) { m_hosts = hosts; }
    void setAgentPath(const QString& path) { m_agentPath = path; }

    void rank();  // predicted, on the thread pool (the form's changes call it)
    bool prove(); // false: not startable now (no project, a run in progress, the form refused)
    void cancel();
    bool busy() const;
    bool running() const;

    ChoicesForm* form() const { return m_form; }
    ParetoPlot* pareto() const { return m_pareto; }
    QTableWidget* table() const { return m_table; }
    QComboBox* objectiveBox() const { return m_objective; }
    QSpinBox* budgetBox() const { return m_budget; }
    QString problemText() const { return m_problem; }
    QString summaryText() const;
    const nlohmann::json& result() const { return m_result; }
    // The proven row's first run (for the evidence view), -1 when row `row` is not proven.
    qint64 evidenceRunOf(int row) const;

    QString title() const override;
    QString kind() const override { return QStringLiteral("tune"); }
    QString identity() const override;

Q_SIGNALS:
    void evidenceRequested(const QString& campaign, qint64 run);
    void logLine(const QString& line);
    void runningChanged();
    void projectChanged(); // a proof stored runs: the explorer and runs table re-read

private:
    void build();
    QWidget* buildChoices();
    QWidget* buildResults();
    void formChanged();
    void setProblem(const QString& problem);
    void showResult(const nlohmann::json& result);
    void updateButtons();

    QPointer<Project> m_project;
    TuneInputs m_inputs;
    QString m_stored; // the stored campaign it was opened from ("" for a new tune)
    QStringList m_hosts;
    QString m_agentPath;
    nlohmann::json m_choices; // the form's filtered choices, as last checked
    bool m_choicesOk = false;
    QString m_problem, m_physicalProblem;
    nlohmann::json m_result;
    std::vector<nlohmann::json> m_rows; // the table's rows, in order

    ChoicesForm* m_form = nullptr;
    QComboBox* m_objective = nullptr;
    QDoubleSpinBox* m_rate = nullptr;
    QSpinBox* m_budget = nullptr;
    QPushButton* m_prove = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_header = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    ParetoPlot* m_pareto = nullptr;
    LoopRunner* m_runner = nullptr;
    struct Ranked {
        nlohmann::json result;
        QString error;
    };
    std::unique_ptr<JobTracker<Ranked>> m_ranking;
};

} // namespace luma::ui
