#pragma once
// The workbench window: File / Edit / View / Run / Help, documents as tabs (contract, machine,
// campaign, frontier), docks for the project explorer, the inspector, the log and the runs table, a
// status bar, and QSettings for recent projects and the window and dock layout.
#include <QHash>
#include <QMainWindow>
#include <QPointer>

#include <nlohmann/json.hpp>

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QLineEdit;
class QMenu;
class QModelIndex;
class QPlainTextEdit;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTimer;
class QTreeView;
class QUndoStack;

namespace luma {
struct Calibration;
}

namespace luma::ui {

class CalibrationDocument;
class CampaignDocument;
class CodesignDocument;
class ContractDocument;
class Document;
class EvidenceDocument;
class ExploreDocument;
class FrontierDocument;
class HostPicker;
class HostsDialog;
class InsightsDocument;
class MatrixDocument;
class MachineDocument;
class Project;
class ProjectModel;
class Presentation;
class RunsModel;
class TuneDocument;

struct MainWindowOptions {
    bool persistent = true; // read and write QSettings (off for screenshots and tests)
    QString agentPath;      // empty: next to the executable, or $LUMA_AGENT
};

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    using Options = MainWindowOptions;
    explicit MainWindow(Options options = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Each returns null (or false) with core's message in `error` when it cannot.
    bool openProject(const QString& path, bool create, QString* error);
    ContractDocument* openContractFile(const QString& path, QString* error);
    ContractDocument* openCampaignContract(const QString& campaign, QString* error);
    CampaignDocument* openCampaignFile(const QString& path, QString* error);
    CampaignDocument* openCampaignFromProject(const QString& campaign, QString* error);
    FrontierDocument* showFrontier(const QString& campaign);
    MatrixDocument* showMatrix(const QString& campaign);
    ExploreDocument* showExplore(const QString& campaign);
    EvidenceDocument* showEvidence(const QString& campaign, qint64 run);
    InsightsDocument* showInsights();                              // the project's campaigns together
    CalibrationDocument* showCalibration(const QString& campaign); // predicted against proven, per run
    MachineDocument* openMachineFile(const QString& path, QString* error);
    MachineDocument* openCampaignMachine(const QString& campaign, QString* error); // the machine a campaign holds
    MachineDocument* newMachine();
    // mainwindow_loops.cpp: a stored tune campaign or codesign loop, and a new one on the current
    // campaign (its contract and machine) with a luma.choices/1 file.
    TuneDocument* showTune(const QString& campaign, QString* error);
    CodesignDocument* showCodesign(const QString& campaign, QString* error);
    TuneDocument* tuneCurrentCampaign(const QString& choicesFile, QString* error);
    CodesignDocument* codesignCurrentCampaign(const QString& choicesFile, QString* error);
    // A campaign of the project as what it is: a tune campaign or codesign loop as their
    // documents, any other as a campaign document (Start qualifies it).
    Document* openStoredCampaign(const QString& campaign, QString* error);
    // mainwindow_present.cpp: the campaign's PEX story full screen (View > Present, F11); E opens a
    // slide's evidence above it, Esc leaves. Null with `error` when the project has no such campaign.
    Presentation* present(const QString& campaign, QString* error);
    void showRuns(const QString& campaign);

    // luma-workbench --calibration CAL.json: applied to every campaign machine it calibrates in the
    // views opened after it (Explore, the calibration view), as the CLI's --calibration applies it.
    void setCalibration(std::shared_ptr<const Calibration> calibration) { m_calibration = std::move(calibration); }
    Project* project() const { return m_project.get(); }
    Document* currentDocument() const;
    QTabWidget* documents() const { return m_tabs; }
    QAction* action(const QString& name) const { return m_actions.value(name); }
    RunsModel* runsModel() const { return m_runs; }
    QSortFilterProxyModel* runsProxy() const { return m_runsProxy; }
    QTableView* runsView() const { return m_runsView; }
    ProjectModel* projectModel() const { return m_projectModel; }
    HostPicker* hostPicker() const { return m_hostPicker; } // where Start runs a campaign
    HostsDialog* showHosts();                               // Run > Hosts… (one, not modal)
    QString runsCampaign() const { return m_runsCampaign; }
    QString logText() const;
    static QString aboutText();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    QAction* addAction(const QString& name, const QString& text, const QKeySequence& shortcut, const QString& tip,
                       const std::function<void()>& slot, const QIcon& icon = {});
    void createActions(); // mainwindow_actions.cpp, by menu:
    void createFileActions();
    void createEditActions();
    void createRunActions();
    void createViewAndHelpActions();
    void createMenus();
    void createLanguageMenu(QMenu* menu);
    void createDocks(); // mainwindow_docks.cpp, with its parts
    QDockWidget* createExplorerDock();
    QDockWidget* createInspectorDocks();
    void createRunsDock();
    void openExplorerItem(const QModelIndex& index);
    void restoreSettings();
    void saveSettings();
    void addRecentProject(const QString& path);
    void rebuildRecentMenu();
    void updateActions();
    void updateStatus();
    void refreshRuns();
    void log(const QString& line);
    void showError(const QString& message);
    void addDocument(Document* doc);
    Document* findDocument(const QString& identity) const;
    bool closeDocument(int index);
    bool maybeSave(Document* doc);
    void onProjectChanged();
    void inspectRun(qint64 id);
    CampaignDocument* currentCampaign() const;
    QString currentCampaignName() const;      // of the current document, else the runs table's
    void wireCampaign(CampaignDocument* doc); // a campaign document's runner, log and refreshes
    void wireLoopDocument(Document* doc);     // a Tune or Co-design document's hosts, log and refreshes
    std::optional<nlohmann::json> currentCampaignSpec(QString* origin) const;
    void chooseChoicesFor(bool codesign);
    void flushRunsRefresh();
    void newProject();
    void openProjectDialog();
    void openFileDialog();
    void newContract();
    void exportCurrent();
    QUndoStack* currentUndoStack() const; // the current machine's, unless a text field has the focus
    void startCampaign();

    Options m_options;
    std::shared_ptr<const Calibration> m_calibration;
    std::unique_ptr<Project> m_project;
    QTabWidget* m_tabs;
    QTreeView* m_explorer;
    ProjectModel* m_projectModel;
    QPlainTextEdit* m_inspector;
    QPlainTextEdit* m_log;
    RunsModel* m_runs;
    QSortFilterProxyModel* m_runsProxy;
    QTableView* m_runsView;
    QLineEdit* m_runsFilter;
    QLabel* m_runsTitle;
    QDockWidget* m_runsDock = nullptr;
    QLabel* m_statusProject;
    QLabel* m_statusRun;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QHash<QString, QAction*> m_actions;
    HostPicker* m_hostPicker = nullptr;
    QTimer* m_runsRefresh = nullptr; // coalesces the refreshes of a fast campaign's runs
    QString m_pendingRunsCampaign;
    QPointer<HostsDialog> m_hostsDialog;
    QString m_runsCampaign;
};

} // namespace luma::ui
