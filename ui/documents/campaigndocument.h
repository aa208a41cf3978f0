#pragma once
// The campaign document: what the campaign qualifies (contract, machine, space, workload,
// interventions), Start / Cancel, live progress from the qualifier's typed events (runs, each
// decided state as it lands), and the live telemetry of the running run. Runs off the UI thread
// through CampaignRunner; the project stays consistent on cancel and Start resumes.
#include "core/qualify/progress.h"
#include "ui/documents/document.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QString>

#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QTemporaryDir;

namespace luma {
struct Campaign;
} // namespace luma

namespace luma::ui {

class CampaignRunner;
class DecidedStatesModel;
class Project;
class TelemetryPlot;

class CampaignDocument : public Document {
    Q_OBJECT
public:
    explicit CampaignDocument(QWidget* parent = nullptr);
    ~CampaignDocument() override;

    // A luma.campaign/1 file. False with core's message in `error` when it does not load.
    bool loadFile(const QString& path, QString* error);
    // A campaign held by a project: its stored spec (every referenced file inline) is what
    // runs, so it resumes without the original files.
    bool loadFromProject(Project* project, const QString& name, QString* error);
    void setProject(Project* project); // where Start records the runs
    QString campaignName() const;
    QString campaignFile() const { return m_file; }
    const Campaign* campaign() const { return m_campaign.get(); } // null until one loaded

    bool canStart() const;
    bool isRunning() const;
    bool start(); // false (with the reason on the status line) when it cannot
    void cancel();
    CampaignRunner* runner() const { return m_runner; }
    DecidedStatesModel* decidedStates() const { return m_decided; }
    TelemetryPlot* telemetry() const { return m_telemetry; }
    QString statusText() const;
    int runsThisSession() const { return m_runsSession; }

    QString title() const override;
    QString kind() const override { return QStringLiteral("campaign"); }
    QString identity() const override;

Q_SIGNALS:
    void runningChanged(bool running);
    void runsChanged();                      // a run started or finished: re-read the project
    void qualified(const QString& campaign); // the report is stored: show the frontier
    void logLine(const QString& line);

private:
    QWidget* createRunsPane();
    void onQualifyEvent(const QualifyEvent& e);
    void showCampaign();
    void onEnded(int end, const QString& message);
    void setStatus(const QString& text, bool error = false);
    void updateButtons();
    void updateCounts();

    std::unique_ptr<Campaign> m_campaign;
    std::unique_ptr<QTemporaryDir> m_specDir;
    QString m_file, m_loadError;
    QPointer<Project> m_project;
    CampaignRunner* m_runner;
    DecidedStatesModel* m_decided;
    TelemetryPlot* m_telemetry;
    QLabel* m_header;
    QLabel* m_summary;
    QLabel* m_status;
    QLabel* m_counts;
    QProgressBar* m_progress;
    QPushButton* m_start;
    QPushButton* m_cancel;
    QTableView* m_decidedView;
    QString m_currentRun;
    QElapsedTimer m_runClock;
    int m_runsSession = 0, m_runsReplayed = 0, m_inconclusive = 0;
};

} // namespace luma::ui
