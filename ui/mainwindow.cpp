#include "ui/mainwindow.h"

#include "core/evidence/store.h"
#include "core/model/validity_gates.h"
#include "core/util/spec_error.h"
#include "core/version.h"
#include "remote/client/local_transport.h"
#include "ui/campaignrunner.h"
#include "ui/charts/frontierplot.h"
#include "ui/documents/campaigndocument.h"
#include "ui/documents/codesigndocument.h"
#include "ui/documents/contractdocument.h"
#include "ui/documents/evidencedocument.h"
#include "ui/documents/exploredocument.h"
#include "ui/documents/frontierdocument.h"
#include "ui/documents/machinedocument.h"
#include "ui/documents/matrixdocument.h"
#include "ui/documents/tunedocument.h"
#include "ui/hosts/hostpicker.h"
#include "ui/hosts/hostsdialog.h"
#include "ui/models/projectmodel.h"
#include "ui/models/runsmodel.h"
#include "ui/project.h"
#include "ui/theme.h"
#include "ui/translations.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTextEdit>
#include <QTime>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>

namespace luma::ui {

QString qcustomplotVersion(); // charts/frontierplot.cpp

namespace {
constexpr int kMaxRecent = 8;
}

MainWindow::MainWindow(Options options, QWidget* parent) : QMainWindow(parent), m_options(std::move(options)) {
    setObjectName(QStringLiteral("luma-workbench"));
    setWindowTitle(tr("LUMA Workbench"));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("documents"));
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);
    m_runsRefresh = new QTimer(this);
    m_runsRefresh->setSingleShot(true);
    m_runsRefresh->setInterval(250);
    connect(m_runsRefresh, &QTimer::timeout, this, &MainWindow::flushRunsRefresh);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int i) { closeDocument(i); });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (auto* c = qobject_cast<CampaignDocument*>(currentDocument())) showRuns(c->campaignName());
        if (auto* f = qobject_cast<FrontierDocument*>(currentDocument())) showRuns(f->campaign());
        updateActions();
    });
    createDocks();
    createActions();
    createMenus();
    m_statusProject = new QLabel(this);
    m_statusRun = new QLabel(this);
    m_statusProject->setContentsMargins(10, 0, 6, 0);
    m_statusRun->setContentsMargins(10, 0, 10, 0);
    statusBar()->addPermanentWidget(m_statusRun);
    statusBar()->addPermanentWidget(m_statusProject);
    resize(1400, 900);
    if (m_options.persistent) restoreSettings();
    updateActions();
    updateStatus();
    statusBar()->showMessage(
        tr("Open a project (Ctrl+O) or create one (Ctrl+Shift+N); open a campaign or contract file (Ctrl+Shift+O)."));
}

MainWindow::~MainWindow() {
    // Documents (and their running campaigns) go before the project they read.
    while (m_tabs->count() > 0) {
        QWidget* w = m_tabs->widget(0);
        m_tabs->removeTab(0);
        delete w;
    }
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action(QStringLiteral("new-project")));
    file->addAction(action(QStringLiteral("open-project")));
    m_recentMenu = file->addMenu(tr("Recent &Projects"));
    file->addSeparator();
    file->addAction(action(QStringLiteral("new-contract")));
    file->addAction(action(QStringLiteral("new-machine")));
    file->addAction(action(QStringLiteral("open-file")));
    file->addAction(action(QStringLiteral("save")));
    file->addAction(action(QStringLiteral("save-as")));
    file->addAction(action(QStringLiteral("export")));
    file->addAction(action(QStringLiteral("export-report")));
    file->addAction(action(QStringLiteral("close-tab")));
    file->addSeparator();
    file->addAction(action(QStringLiteral("quit")));

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    for (const char* n : {"undo", "redo"}) edit->addAction(action(QString::fromLatin1(n)));
    edit->addSeparator();
    for (const char* n : {"cut", "copy", "paste"}) edit->addAction(action(QString::fromLatin1(n)));
    edit->addSeparator();
    edit->addAction(action(QStringLiteral("find-runs")));

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    for (QDockWidget* dock : findChildren<QDockWidget*>()) m_viewMenu->addAction(dock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(action(QStringLiteral("frontier")));
    m_viewMenu->addAction(action(QStringLiteral("matrix")));
    m_viewMenu->addAction(action(QStringLiteral("explore")));
    m_viewMenu->addAction(action(QStringLiteral("insights")));
    m_viewMenu->addAction(action(QStringLiteral("calibration")));
    m_viewMenu->addAction(action(QStringLiteral("present")));
    m_viewMenu->addAction(action(QStringLiteral("dark-theme")));
    createLanguageMenu(m_viewMenu->addMenu(tr("&Language")));

    QMenu* run = menuBar()->addMenu(tr("&Run"));
    run->addAction(action(QStringLiteral("start")));
    run->addAction(action(QStringLiteral("cancel")));
    run->addSeparator();
    run->addAction(action(QStringLiteral("tune")));
    run->addAction(action(QStringLiteral("codesign")));
    run->addSeparator();
    run->addAction(action(QStringLiteral("hosts")));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action(QStringLiteral("about")));
    help->addAction(action(QStringLiteral("about-qt")));

    QToolBar* tb = addToolBar(tr("Main"));
    tb->setObjectName(QStringLiteral("main-toolbar"));
    tb->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tb->addAction(action(QStringLiteral("open-project")));
    tb->addAction(action(QStringLiteral("open-file")));
    tb->addAction(action(QStringLiteral("save")));
    tb->addSeparator();
    tb->addAction(action(QStringLiteral("start")));
    tb->addAction(action(QStringLiteral("cancel")));
    // host: … ▾ — where Start runs; every open campaign's runner follows it (one choice per window).
    auto* hostLabel = new QLabel(tr("host:"), tb);
    hostLabel->setContentsMargins(8, 0, 4, 0);
    tb->addWidget(hostLabel);
    m_hostPicker = new HostPicker({}, tb);
    tb->addWidget(m_hostPicker);
    connect(m_hostPicker, &HostPicker::hostsChanged, this, [this](const QStringList& hosts) {
        for (int i = 0; i < m_tabs->count(); ++i)
            if (auto* c = qobject_cast<CampaignDocument*>(m_tabs->widget(i)))
                c->runner()->setHosts(hosts);
            else if (auto* t = qobject_cast<TuneDocument*>(m_tabs->widget(i)))
                t->setHosts(hosts);
            else if (auto* d = qobject_cast<CodesignDocument*>(m_tabs->widget(i)))
                d->setHosts(hosts);
        log(hosts.isEmpty() ? tr("Campaigns run on their own hosts")
                            : tr("Campaigns run on %1").arg(hosts.join(QStringLiteral(", "))));
        if (m_options.persistent) QSettings().setValue(QStringLiteral("host"), hosts.value(0));
    });
    m_viewMenu->insertAction(m_viewMenu->actions().value(0), tb->toggleViewAction());
    rebuildRecentMenu();
}

void MainWindow::restoreSettings() {
    QSettings s;
    if (const auto theme = parseTheme(s.value(QStringLiteral("theme")).toString())) {
        applyTheme(*theme);
        action(QStringLiteral("dark-theme"))->setChecked(*theme == Theme::Dark);
    }
    // The host picked last, while its profile exists (else the campaign's own hosts).
    if (const QString host = s.value(QStringLiteral("host")).toString(); !host.isEmpty()) m_hostPicker->pick(host);
    restoreGeometry(s.value(QStringLiteral("geometry")).toByteArray());
    restoreState(s.value(QStringLiteral("windowState")).toByteArray());
}

void MainWindow::saveSettings() {
    if (!m_options.persistent) return;
    QSettings s;
    s.setValue(QStringLiteral("geometry"), saveGeometry());
    s.setValue(QStringLiteral("windowState"), saveState());
}

void MainWindow::addRecentProject(const QString& path) {
    if (!m_options.persistent) return;
    QSettings s;
    QStringList recent = s.value(QStringLiteral("recentProjects")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent) recent.removeLast();
    s.setValue(QStringLiteral("recentProjects"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    if (!m_recentMenu) return;
    m_recentMenu->clear();
    const QStringList recent =
        m_options.persistent ? QSettings().value(QStringLiteral("recentProjects")).toStringList() : QStringList();
    for (int i = 0; i < recent.size(); ++i) {
        const QString& path = recent[i];
        QAction* a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        a->setStatusTip(path);
        connect(a, &QAction::triggered, this, [this, path] {
            QString error;
            if (!openProject(path, false, &error)) showError(error);
        });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

bool MainWindow::openProject(const QString& path, bool create, QString* error) {
    std::unique_ptr<Project> project;
    try {
        project = Project::open(path, create);
    } catch (const std::exception& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    // Documents that read the old project close with it (a running campaign is asked about).
    for (int i = m_tabs->count() - 1; i >= 0; --i)
        if (!closeDocument(i)) {
            if (error) *error = tr("Kept the current project: a document is still open.");
            return false;
        }
    m_runs->setRuns({});
    m_runsCampaign.clear();
    m_project = std::move(project);
    connect(m_project.get(), &Project::changed, this, &MainWindow::onProjectChanged);
    m_projectModel->setProject(m_project.get());
    m_explorer->expandToDepth(0);
    setWindowTitle(tr("LUMA Workbench — %1").arg(m_project->displayName()));
    addRecentProject(m_project->path());
    log(tr("Opened project %1").arg(m_project->path()));
    if (!m_project->readOnlyNote().isEmpty()) {
        log(tr("%1: %2").arg(m_project->displayName(), m_project->readOnlyNote()));
        setWindowTitle(tr("LUMA Workbench — %1 (read-only)").arg(m_project->displayName()));
    }
    const QStringList names = m_project->campaignNames();
    if (!names.isEmpty()) showRuns(names.back());
    updateActions();
    updateStatus();
    return true;
}

void MainWindow::onProjectChanged() {
    m_projectModel->refresh();
    m_explorer->expandToDepth(0);
    refreshRuns();
    updateStatus();
}

void MainWindow::showRuns(const QString& campaign) {
    if (m_runsCampaign != campaign) m_runs->setRuns({});
    m_runsCampaign = campaign;
    refreshRuns();
}

void MainWindow::refreshRuns() {
    if (!m_project || m_runsCampaign.isEmpty()) {
        m_runsTitle->setText(tr("No campaign selected"));
        return;
    }
    try {
        m_runs->setRuns(runRows(m_project->runs(m_runsCampaign)));
    } catch (const SpecError& e) {
        showError(QString::fromStdString(e.what()));
    }
    m_runsTitle->setText(tr("Runs of %1: %2").arg(m_runsCampaign).arg(m_runs->rowCount()));
    // What counts as evidence: a run below the campaign's validity gates is invalid, no verdict.
    try {
        const auto c = m_project->campaign(m_runsCampaign);
        if (c && c->spec.value("schema", nlohmann::json()) == "luma.campaign/1") {
            const QString gates = QString::fromStdString(gatesText(gatesOfCampaign(c->spec, c->name)));
            m_runsTitle->setText(m_runsTitle->text() + tr(" · validity gates: %1").arg(gates));
            m_runsTitle->setToolTip(tr("A run below the validity gates is invalid: no PASS or FAIL, its state is "
                                       "run again. Gates: %1")
                                        .arg(gates));
        }
    } catch (const SpecError&) { // a stored spec that does not read is the project's damage, shown elsewhere
    }
}

void MainWindow::inspectRun(qint64 id) {
    if (!m_project || m_runsCampaign.isEmpty()) return;
    std::vector<StoredRun> runs;
    try {
        runs = m_project->runs(m_runsCampaign);
    } catch (const SpecError& e) {
        m_inspector->setPlainText(QString::fromStdString(e.what())); // damaged: said, never shown as evidence
        return;
    }
    for (const auto& r : runs)
        if (r.id == id) {
            const nlohmann::json j = {{"run", r.id},        {"intervention", r.intervention},
                                      {"state", r.state},   {"attempt", r.attempt},
                                      {"try", r.tryNumber}, {"status", r.status},
                                      {"host", r.host},     {"agent_build", r.agentBuild},
                                      {"result", r.result}};
            m_inspector->setPlainText(QString::fromStdString(j.dump(2)));
            return;
        }
}

Document* MainWindow::currentDocument() const { return qobject_cast<Document*>(m_tabs->currentWidget()); }

CampaignDocument* MainWindow::currentCampaign() const {
    if (auto* c = qobject_cast<CampaignDocument*>(currentDocument())) return c;
    if (auto* f = qobject_cast<FrontierDocument*>(currentDocument()))
        if (auto* c = qobject_cast<CampaignDocument*>(findDocument(QStringLiteral("campaign:") + f->campaign())))
            return c;
    return nullptr;
}

Document* MainWindow::findDocument(const QString& identity) const {
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto* d = qobject_cast<Document*>(m_tabs->widget(i)); d && d->identity() == identity) return d;
    return nullptr;
}

void MainWindow::addDocument(Document* doc) {
    const int index = m_tabs->addTab(doc, doc->title());
    m_tabs->setTabToolTip(index, doc->identity());
    connect(doc, &Document::titleChanged, this, [this, doc] {
        const int i = m_tabs->indexOf(doc);
        if (i >= 0) m_tabs->setTabText(i, doc->title());
        updateActions();
    });
    connect(doc, &Document::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    m_tabs->setCurrentWidget(doc);
    updateActions();
}

bool MainWindow::maybeSave(Document* doc) {
    if (!doc->isModified()) return true;
    const auto answer =
        QMessageBox::question(this, tr("Unsaved changes"), tr("%1 has unsaved changes. Save them?").arg(doc->title()),
                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel) return false;
    if (answer == QMessageBox::Save) return doc->save(false);
    return true;
}

bool MainWindow::closeDocument(int index) {
    auto* doc = qobject_cast<Document*>(m_tabs->widget(index));
    if (!doc) return true;
    if (auto* c = qobject_cast<CampaignDocument*>(doc); c && c->isRunning()) {
        const auto answer =
            QMessageBox::question(this, tr("Campaign running"),
                                  tr("%1 is running. Cancel it and close? Finished runs are kept; Start resumes later.")
                                      .arg(c->campaignName()));
        if (answer != QMessageBox::Yes) return false;
    }
    if (!maybeSave(doc)) return false;
    m_tabs->removeTab(index);
    delete doc; // a running campaign is cancelled and its worker joined
    updateActions();
    return true;
}

// View > Language: each language by its own name; the choice is kept and takes effect at the next
// start (the open window keeps the language it was built in).
void MainWindow::createLanguageMenu(QMenu* menu) {
    auto* group = new QActionGroup(menu);
    const QString chosen = m_options.persistent
                               ? QSettings().value(QStringLiteral("language"), QStringLiteral("system")).toString()
                               : installedLanguage();
    QList<QPair<QString, QString>> items = {{QStringLiteral("system"), tr("System language")}};
    for (const Language& l : languages()) items.append({l.code.isEmpty() ? QStringLiteral("en") : l.code, l.name});
    for (const auto& item : items) {
        const QString code = item.first;
        QAction* a = menu->addAction(item.second);
        a->setCheckable(true);
        a->setData(code);
        a->setChecked(code == (chosen.isEmpty() ? QStringLiteral("en") : chosen));
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] {
            if (m_options.persistent) QSettings().setValue(QStringLiteral("language"), code);
            statusBar()->showMessage(tr("The language changes when the workbench starts again."));
        });
    }
}

void MainWindow::updateActions() {
    CampaignDocument* c = currentCampaign();
    Document* d = currentDocument();
    action(QStringLiteral("start"))->setEnabled(c && !c->isRunning());
    action(QStringLiteral("cancel"))->setEnabled(c && c->isRunning());
    action(QStringLiteral("frontier"))->setEnabled(c != nullptr && m_project);
    action(QStringLiteral("matrix"))->setEnabled(m_project && !currentCampaignName().isEmpty());
    action(QStringLiteral("explore"))->setEnabled(m_project && !currentCampaignName().isEmpty());
    action(QStringLiteral("insights"))->setEnabled(m_project != nullptr);
    action(QStringLiteral("calibration"))->setEnabled(m_project && !currentCampaignName().isEmpty());
    action(QStringLiteral("present"))->setEnabled(m_project && !currentCampaignName().isEmpty());
    action(QStringLiteral("tune"))->setEnabled(!currentCampaignName().isEmpty());
    action(QStringLiteral("codesign"))->setEnabled(!currentCampaignName().isEmpty());
    action(QStringLiteral("save"))->setEnabled(d && d->canSave());
    action(QStringLiteral("save-as"))->setEnabled(d && d->canSave());
    action(QStringLiteral("close-tab"))->setEnabled(d != nullptr);
    action(QStringLiteral("export"))->setEnabled(qobject_cast<MachineDocument*>(d) != nullptr);
}

void MainWindow::updateStatus() {
    if (!m_project) {
        m_statusProject->setText(tr("no project"));
    } else {
        const QStringList names = m_project->campaignNames();
        m_statusProject->setText(
            tr("%1 · %n campaign(s)", nullptr, static_cast<int>(names.size())).arg(m_project->displayName()));
    }
    int running = 0;
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto* c = qobject_cast<CampaignDocument*>(m_tabs->widget(i)); c && c->isRunning()) ++running;
    m_statusRun->setText(running ? tr("▶ %n campaign(s) running", nullptr, running) : tr("idle"));
}

void MainWindow::log(const QString& line) {
    m_log->appendPlainText(
        QStringLiteral("%1  %2").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")), line));
}

QString MainWindow::logText() const { return m_log->toPlainText(); }

void MainWindow::showError(const QString& message) {
    log(message);
    statusBar()->showMessage(message, 15000);
    if (isVisible() && m_options.persistent) QMessageBox::warning(this, tr("LUMA Workbench"), message);
}

void MainWindow::newProject() {
    const QString path = QFileDialog::getSaveFileName(this, tr("New project"), QStringLiteral("project.luma"),
                                                      tr("LUMA project (*.luma)"));
    if (path.isEmpty()) return;
    QString error;
    if (!openProject(path, true, &error)) showError(error);
}

void MainWindow::openProjectDialog() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open project"), {}, tr("LUMA project (*.luma)"));
    if (path.isEmpty()) return;
    QString error;
    if (!openProject(path, false, &error)) showError(error);
}

void MainWindow::openFileDialog() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open contract or campaign"), {}, tr("LUMA specs (*.json)"));
    if (path.isEmpty()) return;
    QFile f(path);
    QByteArray head;
    if (f.open(QIODevice::ReadOnly)) head = f.read(4096);
    QString error;
    const bool campaign = head.contains("luma.campaign/1");
    bool ok = false;
    if (campaign)
        ok = openCampaignFile(path, &error) != nullptr;
    else if (head.contains("luma.machine/1"))
        ok = openMachineFile(path, &error) != nullptr;
    else
        ok = openContractFile(path, &error) != nullptr;
    if (!ok) showError(error);
}

QUndoStack* MainWindow::currentUndoStack() const {
    auto* machine = qobject_cast<MachineDocument*>(currentDocument());
    if (!machine) return nullptr;
    QWidget* focus = QApplication::focusWidget();
    if (qobject_cast<QLineEdit*>(focus) || qobject_cast<QPlainTextEdit*>(focus) || qobject_cast<QTextEdit*>(focus) ||
        qobject_cast<QAbstractSpinBox*>(focus))
        return nullptr;
    return machine->undoStack();
}

void MainWindow::exportCurrent() {
    if (auto* machine = qobject_cast<MachineDocument*>(currentDocument())) machine->exportDialog();
}

void MainWindow::startCampaign() {
    CampaignDocument* c = currentCampaign();
    if (!c) return;
    if (!m_project && m_options.persistent) {
        QMessageBox::information(
            this, tr("A project records the runs"),
            tr("Create or open a project (*.luma) first: it keeps every run and resumes the campaign."));
        newProject();
        if (!m_project) return;
    }
    c->setProject(m_project.get());
    if (!c->start()) showError(c->statusText());
    updateActions();
    updateStatus();
}

HostsDialog* MainWindow::showHosts() {
    if (!m_hostsDialog) {
        const std::string agent =
            m_options.agentPath.isEmpty() ? client::defaultAgentPath() : m_options.agentPath.toStdString();
        m_hostsDialog = new HostsDialog(client::LaunchOptions{agent}, this);
        m_hostsDialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_hostsDialog, &HostsDialog::profilesChanged, m_hostPicker, &HostPicker::reload);
        connect(m_hostsDialog, &HostsDialog::profilesChanged, m_projectModel, &ProjectModel::refresh);
    }
    m_hostsDialog->show();
    m_hostsDialog->raise();
    return m_hostsDialog;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    for (int i = m_tabs->count() - 1; i >= 0; --i)
        if (!closeDocument(i)) {
            event->ignore();
            return;
        }
    saveSettings();
    event->accept();
}

QString MainWindow::aboutText() {
    return tr("<h3>LUMA Workbench %1</h3>"
              "<p>Proves how much machine an AI service really needs: the model predicts, the simulator explores, "
              "PEX proves, LUMA learns.</p>"
              "<p>Qt %2 (built with %3) · QCustomPlot %4 · project schema %5</p>"
              "<p>Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later). "
              "This program comes with ABSOLUTELY NO WARRANTY.</p>")
        .arg(QString::fromLatin1(kVersion), QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR),
             qcustomplotVersion())
        .arg(kStoreSchemaVersion);
}

} // namespace luma::ui
