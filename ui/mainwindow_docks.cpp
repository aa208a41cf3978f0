// The main window's docks: the project explorer, the inspector and log, and the runs table.
#include "ui/mainwindow.h"

#include "ui/models/projectmodel.h"
#include "ui/models/runsmodel.h"

#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

namespace luma::ui {

void MainWindow::createDocks() {
    setDockNestingEnabled(true);
    QDockWidget* explorerDock = createExplorerDock();
    QDockWidget* inspectorDock = createInspectorDocks();
    createRunsDock();
    resizeDocks({explorerDock, inspectorDock}, {250, 270}, Qt::Horizontal);
    resizeDocks({m_runsDock}, {220}, Qt::Vertical);
}

QDockWidget* MainWindow::createExplorerDock() {
    auto* explorerDock = new QDockWidget(tr("Project"), this);
    explorerDock->setObjectName(QStringLiteral("dock-project"));
    m_projectModel = new ProjectModel(this);
    // A damaged part of the project is said in the log; the tree shows it, the window keeps running.
    connect(m_projectModel, &ProjectModel::unreadablePart, this, [this](const QString& why) { log(why); });
    m_explorer = new QTreeView(explorerDock);
    m_explorer->setObjectName(QStringLiteral("project-explorer"));
    m_explorer->setModel(m_projectModel);
    m_explorer->setHeaderHidden(true);
    m_explorer->setToolTip(
        tr("Double-click a campaign to open it, its frontier to draw it, a contract to see its live prediction"));
    explorerDock->setWidget(m_explorer);
    addDockWidget(Qt::LeftDockWidgetArea, explorerDock);
    connect(m_explorer, &QTreeView::activated, this, &MainWindow::openExplorerItem);
    connect(m_explorer->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& index) {
        const QString details = index.data(ProjectModel::DetailsRole).toString();
        if (!details.isEmpty())
            m_inspector->setPlainText(details);
        else if (index.data(ProjectModel::RunIdRole).toLongLong() > 0)
            inspectRun(index.data(ProjectModel::RunIdRole).toLongLong());
    });
    return explorerDock;
}

// What a double-click (or Enter) on an explorer item opens.
void MainWindow::openExplorerItem(const QModelIndex& index) {
    const auto kind = static_cast<ProjectModel::Kind>(index.data(ProjectModel::KindRole).toInt());
    const QString campaign = index.data(ProjectModel::CampaignRole).toString();
    QString error;
    switch (kind) {
    case ProjectModel::Kind::Campaign:
        if (!openStoredCampaign(campaign, &error)) showError(error);
        break;
    case ProjectModel::Kind::Report: showFrontier(campaign); break;
    case ProjectModel::Kind::RunsGroup: showRuns(campaign); break;
    case ProjectModel::Kind::Run:
        showRuns(campaign);
        showEvidence(campaign, index.data(ProjectModel::RunIdRole).toLongLong());
        break;
    case ProjectModel::Kind::Contract:
        if (!openCampaignContract(campaign, &error)) showError(error);
        break;
    case ProjectModel::Kind::Machine:
        if (!openCampaignMachine(campaign, &error)) showError(error);
        break;
    case ProjectModel::Kind::Host: showHosts(); break;
    default: break;
    }
}

// The inspector above the log, on the right; returns the inspector's dock.
QDockWidget* MainWindow::createInspectorDocks() {
    auto* inspectorDock = new QDockWidget(tr("Inspector"), this);
    inspectorDock->setObjectName(QStringLiteral("dock-inspector"));
    m_inspector = new QPlainTextEdit(inspectorDock);
    m_inspector->setObjectName(QStringLiteral("inspector"));
    m_inspector->setReadOnly(true);
    m_inspector->setPlaceholderText(tr("Select a spec or a run to see it here."));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    m_inspector->setFont(mono);
    inspectorDock->setWidget(m_inspector);
    addDockWidget(Qt::RightDockWidgetArea, inspectorDock);

    auto* logDock = new QDockWidget(tr("Log"), this);
    logDock->setObjectName(QStringLiteral("dock-log"));
    m_log = new QPlainTextEdit(logDock);
    m_log->setObjectName(QStringLiteral("log"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    logDock->setWidget(m_log);
    addDockWidget(Qt::RightDockWidgetArea, logDock);
    splitDockWidget(inspectorDock, logDock, Qt::Vertical);

    return inspectorDock;
}

void MainWindow::createRunsDock() {
    m_runsDock = new QDockWidget(tr("Runs"), this);
    m_runsDock->setObjectName(QStringLiteral("dock-runs"));
    auto* runsHost = new QWidget(m_runsDock);
    auto* rl = new QVBoxLayout(runsHost);
    rl->setContentsMargins(4, 4, 4, 4);
    auto* top = new QHBoxLayout;
    m_runsTitle = new QLabel(tr("No campaign selected"), runsHost);
    m_runsFilter = new QLineEdit(runsHost);
    m_runsFilter->setObjectName(QStringLiteral("runs-filter"));
    m_runsFilter->setPlaceholderText(tr("Filter runs (state, verdict, cause, host…)"));
    m_runsFilter->setClearButtonEnabled(true);
    m_runsFilter->setToolTip(tr("Shows the runs whose any column contains this text (Ctrl+F)"));
    top->addWidget(m_runsTitle, 1);
    top->addWidget(m_runsFilter, 1);
    rl->addLayout(top);
    m_runs = new RunsModel(this);
    m_runsProxy = makeRunsProxy(m_runs, this);
    m_runsView = new QTableView(runsHost);
    m_runsView->setObjectName(QStringLiteral("runs-table"));
    m_runsView->setModel(m_runsProxy);
    m_runsView->setSortingEnabled(true);
    m_runsView->sortByColumn(RunsModel::Id, Qt::AscendingOrder);
    m_runsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runsView->setAlternatingRowColors(true);
    m_runsView->verticalHeader()->setVisible(false);
    m_runsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_runsView->horizontalHeader()->setStretchLastSection(true);
    m_runsView->setColumnWidth(RunsModel::Id, 60);
    m_runsView->setColumnWidth(RunsModel::Intervention, 130);
    m_runsView->setColumnWidth(RunsModel::State, 260);
    m_runsView->setColumnWidth(RunsModel::Attempt, 70);
    m_runsView->setColumnWidth(RunsModel::Try, 40);
    m_runsView->setColumnWidth(RunsModel::Status, 80);
    m_runsView->setColumnWidth(RunsModel::Verdict, 70);
    m_runsView->setColumnWidth(RunsModel::Cause, 160);
    m_runsView->setColumnWidth(RunsModel::Host, 170);
    rl->addWidget(m_runsView);
    m_runsDock->setWidget(runsHost);
    addDockWidget(Qt::BottomDockWidgetArea, m_runsDock);
    connect(m_runsFilter, &QLineEdit::textChanged, m_runsProxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_runsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& index) {
                if (index.isValid())
                    inspectRun(m_runsProxy->index(index.row(), RunsModel::Id).data(RunsModel::SortRole).toLongLong());
            });
    connect(m_runsView, &QTableView::activated, this, [this](const QModelIndex& index) {
        if (index.isValid())
            showEvidence(m_runsCampaign,
                         m_runsProxy->index(index.row(), RunsModel::Id).data(RunsModel::SortRole).toLongLong());
    });
}

} // namespace luma::ui
