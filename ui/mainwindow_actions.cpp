// The main window's actions (menus, toolbar and shortcuts share them), by menu.
#include "ui/mainwindow.h"

#include "ui/documents/campaigndocument.h"
#include "ui/reportexport.h"
#include "ui/theme.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QStyle>
#include <QTabWidget>
#include <QUndoStack>

namespace luma::ui {

QAction* MainWindow::addAction(const QString& name, const QString& text, const QKeySequence& shortcut,
                               const QString& tip, const std::function<void()>& slot, const QIcon& icon) {
    auto* a = new QAction(icon, text, this);
    a->setObjectName(name);
    if (!shortcut.isEmpty()) a->setShortcut(shortcut);
    a->setToolTip(shortcut.isEmpty() ? tip
                                     : QStringLiteral("%1 (%2)").arg(tip, shortcut.toString(QKeySequence::NativeText)));
    a->setStatusTip(tip);
    connect(a, &QAction::triggered, this, slot);
    m_actions[name] = a;
    return a;
}

void MainWindow::createActions() {
    createFileActions();
    createEditActions();
    createRunActions();
    createViewAndHelpActions();
}

void MainWindow::createFileActions() {
    QStyle* s = style();
    addAction(QStringLiteral("new-project"), tr("&New Project…"), QKeySequence(QStringLiteral("Ctrl+Shift+N")),
              tr("Create a project file (*.luma) that records campaigns and their runs"), [this] { newProject(); });
    addAction(
        QStringLiteral("open-project"), tr("&Open Project…"), QKeySequence::Open, tr("Open a project file (*.luma)"),
        [this] { openProjectDialog(); }, s->standardIcon(QStyle::SP_DialogOpenButton));
    addAction(
        QStringLiteral("open-file"), tr("Open &Contract, Machine or Campaign…"),
        QKeySequence(QStringLiteral("Ctrl+Shift+O")),
        tr("Open a luma.contract/1, luma.machine/1 or luma.campaign/1 file"), [this] { openFileDialog(); },
        s->standardIcon(QStyle::SP_FileIcon));
    addAction(QStringLiteral("new-contract"), tr("New Con&tract"), QKeySequence::New,
              tr("Draw a new contract with a live prediction"), [this] { newContract(); });
    addAction(QStringLiteral("new-machine"), tr("New &Machine"), QKeySequence(QStringLiteral("Ctrl+Shift+M")),
              tr("Draw a machine-state graph from the hardware catalog"), [this] { newMachine(); });
    addAction(QStringLiteral("export"), tr("&Export Image…"), QKeySequence(QStringLiteral("Ctrl+E")),
              tr("Export the current drawing as PNG or SVG"), [this] { exportCurrent(); });
    addAction(QStringLiteral("export-report"), tr("Export &Report…"), {},
              tr("Write the campaign's customer report (PDF or self-contained HTML)"),
              [this] { exportReportDialog(this, m_project.get(), currentCampaignName()); });
    addAction(
        QStringLiteral("save"), tr("&Save"), QKeySequence::Save, tr("Save the current document"),
        [this] {
            if (Document* d = currentDocument(); d && d->canSave()) d->save(false);
        },
        s->standardIcon(QStyle::SP_DialogSaveButton));
    addAction(QStringLiteral("save-as"), tr("Save &As…"), QKeySequence::SaveAs,
              tr("Save the current document to another file"), [this] {
                  if (Document* d = currentDocument(); d && d->canSave()) d->save(true);
              });
    addAction(QStringLiteral("close-tab"), tr("&Close Tab"), QKeySequence::Close, tr("Close the current document"),
              [this] { closeDocument(m_tabs->currentIndex()); });
    addAction(QStringLiteral("quit"), tr("&Quit"), QKeySequence::Quit, tr("Quit the workbench"), [this] { close(); });
}

void MainWindow::createEditActions() {
    auto forward = [](const char* slot) {
        return [slot] {
            if (QWidget* w = QApplication::focusWidget()) QMetaObject::invokeMethod(w, slot);
        };
    };
    // A machine's edits are undone on its own stack; a text field keeps its own undo.
    addAction(QStringLiteral("undo"), tr("&Undo"), QKeySequence::Undo, tr("Undo the last edit"), [this, forward] {
        if (QUndoStack* stack = currentUndoStack())
            stack->undo();
        else
            forward("undo")();
    });
    addAction(QStringLiteral("redo"), tr("&Redo"), QKeySequence::Redo, tr("Redo the last undone edit"),
              [this, forward] {
                  if (QUndoStack* stack = currentUndoStack())
                      stack->redo();
                  else
                      forward("redo")();
              });
    addAction(QStringLiteral("cut"), tr("Cu&t"), QKeySequence::Cut, tr("Cut the selection"), forward("cut"));
    addAction(QStringLiteral("copy"), tr("&Copy"), QKeySequence::Copy, tr("Copy the selection"), forward("copy"));
    addAction(QStringLiteral("paste"), tr("&Paste"), QKeySequence::Paste, tr("Paste into the focused field"),
              forward("paste"));
    addAction(QStringLiteral("find-runs"), tr("&Find in Runs"), QKeySequence::Find, tr("Filter the runs table"),
              [this] {
                  m_runsDock->raise();
                  m_runsFilter->setFocus();
                  m_runsFilter->selectAll();
              });
}

void MainWindow::createRunActions() {
    QStyle* s = style();
    addAction(
        QStringLiteral("start"), tr("&Start Qualification"), QKeySequence(Qt::Key_F5),
        tr("Qualify the current campaign on its hosts; resumes from the runs the project holds"),
        [this] { startCampaign(); }, s->standardIcon(QStyle::SP_MediaPlay));
    addAction(
        QStringLiteral("cancel"), tr("&Cancel Qualification"), QKeySequence(QStringLiteral("Shift+F5")),
        tr("Stop the running run on its agent; finished runs are kept"),
        [this] {
            if (auto* c = currentCampaign()) c->cancel();
        },
        s->standardIcon(QStyle::SP_MediaStop));
    addAction(QStringLiteral("tune"), tr("&Tune on This Machine…"), {},
              tr("Service for the machine: rank a choices file's configurations on the current campaign's machine "
                 "with the model, and prove the decision-changing few"),
              [this] { chooseChoicesFor(false); });
    addAction(QStringLiteral("codesign"), tr("Co-&design…"), {},
              tr("Alternate PEX and tune on the current campaign with a choices file until neither moves"),
              [this] { chooseChoicesFor(true); });
    addAction(QStringLiteral("hosts"), tr("&Hosts…"), {}, tr("Add, remove and test the hosts a campaign can run on"),
              [this] { showHosts(); });
    addAction(QStringLiteral("frontier"), tr("Show &Frontier"), QKeySequence(Qt::Key_F6),
              tr("Draw the current campaign's frontier"), [this] {
                  if (auto* c = currentCampaign()) showFrontier(c->campaignName());
              });
    addAction(QStringLiteral("matrix"), tr("Intervention &Matrix"), QKeySequence(Qt::Key_F7),
              tr("The current campaign's interventions against its resources: how each moves the minimum requirement"),
              [this] {
                  if (!currentCampaignName().isEmpty()) showMatrix(currentCampaignName());
              });
    addAction(QStringLiteral("explore"), tr("E&xplore Predictions"), QKeySequence(Qt::Key_F8),
              tr("The predicted verdict over the current campaign's space, two resources at a time"), [this] {
                  if (!currentCampaignName().isEmpty()) showExplore(currentCampaignName());
              });
    addAction(QStringLiteral("insights"), tr("&Insights"), QKeySequence(Qt::Key_F9),
              tr("What the project's campaigns show together: recurring binding resources, recovering "
                 "interventions, the model against the evidence"),
              [this] {
                  if (m_project) showInsights();
              });
    addAction(QStringLiteral("present"), tr("&Present"), QKeySequence(Qt::Key_F11),
              tr("The current campaign's PEX story full screen, for a meeting: arrow keys step, E shows a slide's "
                 "evidence, Esc leaves"),
              [this] {
                  QString error;
                  if (!currentCampaignName().isEmpty() && !present(currentCampaignName(), &error)) showError(error);
              });
    addAction(QStringLiteral("calibration"), tr("&Calibration"), QKeySequence(Qt::SHIFT | Qt::Key_F9),
              tr("The current campaign's runs: predicted against measured, before and after calibration"), [this] {
                  if (!currentCampaignName().isEmpty()) showCalibration(currentCampaignName());
              });
}

void MainWindow::createViewAndHelpActions() {
    auto* dark =
        addAction(QStringLiteral("dark-theme"), tr("&Dark Theme"), QKeySequence(QStringLiteral("Ctrl+Shift+D")),
                  tr("Switch between the light and the dark palette"), [] {});
    dark->setCheckable(true);
    dark->setChecked(currentTheme() == Theme::Dark);
    connect(dark, &QAction::toggled, this, [this](bool on) {
        applyTheme(on ? Theme::Dark : Theme::Light);
        if (m_options.persistent) QSettings().setValue(QStringLiteral("theme"), themeName(currentTheme()));
    });
    addAction(QStringLiteral("about"), tr("&About LUMA Workbench"), {}, tr("Versions and licence"),
              [this] { QMessageBox::about(this, tr("About LUMA Workbench"), aboutText()); });
    addAction(QStringLiteral("about-qt"), tr("About &Qt"), {}, tr("The Qt version in use"),
              [] { QApplication::aboutQt(); });
}

} // namespace luma::ui
