// The main window's documents: opening contracts, machines and campaigns (from files or the
// project), and showing a campaign's frontier, matrix, explore and evidence views as tabs, each
// once (a second request raises the open tab). The window's frame is in mainwindow.cpp.
#include "ui/mainwindow.h"

#include "core/evidence/store.h"
#include "core/util/spec_error.h"
#include "remote/client/local_transport.h"
#include "ui/campaignrunner.h"
#include "ui/documents/calibrationdocument.h"
#include "ui/documents/campaigndocument.h"
#include "ui/documents/contractdocument.h"
#include "ui/documents/evidencedocument.h"
#include "ui/documents/exploredocument.h"
#include "ui/documents/frontierdocument.h"
#include "ui/documents/insightsdocument.h"
#include "ui/documents/machinedocument.h"
#include "ui/documents/matrixdocument.h"
#include "ui/hosts/hostpicker.h"
#include "ui/hosts/hostsdialog.h"
#include "ui/models/runsmodel.h"
#include "ui/project.h"

#include <QFile>
#include <QFileInfo>
#include <QTabWidget>
#include <QTimer>

namespace luma::ui {

ContractDocument* MainWindow::openContractFile(const QString& path, QString* error) {
    if (auto* d = qobject_cast<ContractDocument*>(findDocument(QFileInfo(path).absoluteFilePath()))) {
        m_tabs->setCurrentWidget(d);
        return d;
    }
    auto* doc = new ContractDocument(this);
    if (!doc->loadFile(path, error)) {
        delete doc;
        return nullptr;
    }
    addDocument(doc);
    log(tr("Opened contract %1").arg(path));
    return doc;
}

ContractDocument* MainWindow::openCampaignContract(const QString& campaign, QString* error) {
    const auto record = m_project ? m_project->campaign(campaign) : std::nullopt;
    if (!record || !record->spec.contains("contract")) {
        if (error) *error = tr("The project holds no campaign \"%1\".").arg(campaign);
        return nullptr;
    }
    auto* doc = new ContractDocument(this);
    const QString origin = tr("campaign %1 in %2").arg(campaign, m_project->displayName());
    doc->loadSpec(QByteArray::fromStdString(record->spec["contract"].dump()), origin);
    if (record->spec.contains("machine") && record->spec["machine"].is_object())
        doc->setMachineSpec(QByteArray::fromStdString(record->spec["machine"].dump()), tr("machine of %1").arg(origin));
    addDocument(doc);
    return doc;
}

void MainWindow::wireCampaign(CampaignDocument* doc) {
    if (!m_options.agentPath.isEmpty()) doc->runner()->setAgentPath(m_options.agentPath);
    doc->runner()->setHosts(m_hostPicker->hosts());
    connect(doc, &CampaignDocument::logLine, this, &MainWindow::log);
    // Runs land as fast as the agent makes them: the runs table and the project explorer follow
    // at most four times a second (reloading both on every run stalled the UI thread for up to
    // 0.9 s in bench_ui_stall), and at once when the campaign stops.
    connect(doc, &CampaignDocument::runsChanged, this, [this, doc] {
        m_pendingRunsCampaign = doc->campaignName();
        if (!m_runsRefresh->isActive()) m_runsRefresh->start();
    });
    connect(doc, &CampaignDocument::runningChanged, this, [this] {
        if (m_runsRefresh->isActive()) {
            m_runsRefresh->stop();
            flushRunsRefresh();
        }
        updateActions();
        updateStatus();
    });
    connect(doc, &CampaignDocument::qualified, this, [this](const QString& name) {
        if (auto* f =
                qobject_cast<FrontierDocument*>(findDocument(FrontierDocument::identityOf(m_project.get(), name))))
            f->reload();
        showFrontier(name);
    });
}

void MainWindow::flushRunsRefresh() {
    if (m_pendingRunsCampaign.isEmpty()) return;
    if (m_runsCampaign != m_pendingRunsCampaign) m_runs->setRuns({});
    m_runsCampaign = m_pendingRunsCampaign;
    if (m_project)
        m_project->notifyChanged(); // refreshes the explorer and the runs table
    else
        refreshRuns();
}

CampaignDocument* MainWindow::openCampaignFile(const QString& path, QString* error) {
    auto* doc = new CampaignDocument(this);
    if (!doc->loadFile(path, error)) {
        delete doc;
        return nullptr;
    }
    if (auto* open = qobject_cast<CampaignDocument*>(findDocument(doc->identity()))) {
        delete doc;
        m_tabs->setCurrentWidget(open);
        return open;
    }
    doc->setProject(m_project.get());
    wireCampaign(doc);
    addDocument(doc);
    showRuns(doc->campaignName());
    log(tr("Opened campaign %1 (%2)").arg(doc->campaignName(), path));
    return doc;
}

CampaignDocument* MainWindow::openCampaignFromProject(const QString& campaign, QString* error) {
    if (auto* open = qobject_cast<CampaignDocument*>(findDocument(QStringLiteral("campaign:") + campaign))) {
        m_tabs->setCurrentWidget(open);
        return open;
    }
    if (!m_project) {
        if (error) *error = tr("No project is open.");
        return nullptr;
    }
    auto* doc = new CampaignDocument(this);
    if (!doc->loadFromProject(m_project.get(), campaign, error)) {
        delete doc;
        return nullptr;
    }
    wireCampaign(doc);
    addDocument(doc);
    showRuns(campaign);
    return doc;
}

FrontierDocument* MainWindow::showFrontier(const QString& campaign) {
    if (auto* f =
            qobject_cast<FrontierDocument*>(findDocument(FrontierDocument::identityOf(m_project.get(), campaign)))) {
        f->reload();
        f->showCampaign(campaign); // a campaign over types: that type's tab
        m_tabs->setCurrentWidget(f);
        return f;
    }
    auto* doc = new FrontierDocument(m_project.get(), campaign, this);
    connect(doc, &FrontierDocument::evidenceRequested, this, &MainWindow::showEvidence);
    addDocument(doc);
    showRuns(campaign);
    return doc;
}

MatrixDocument* MainWindow::showMatrix(const QString& campaign) {
    if (auto* m = qobject_cast<MatrixDocument*>(findDocument(MatrixDocument::identityOf(m_project.get(), campaign)))) {
        m->reload();
        m->showCampaign(campaign); // a campaign over types: that type's tab
        m_tabs->setCurrentWidget(m);
        return m;
    }
    auto* doc = new MatrixDocument(m_project.get(), campaign, this);
    addDocument(doc);
    showRuns(campaign);
    return doc;
}

ExploreDocument* MainWindow::showExplore(const QString& asked) {
    // A campaign over types (NAME, kept as NAME@TYPE) is explored type by type: its first type.
    QString campaign = asked;
    if (m_project && !m_project->campaign(asked))
        if (const auto typed = m_project->typedCampaignOf(asked); typed && *typed == asked)
            if (const QStringList types = m_project->typeCampaigns(*typed); !types.isEmpty()) campaign = types.front();
    if (auto* e = qobject_cast<ExploreDocument*>(findDocument(QStringLiteral("explore:") + campaign))) {
        m_tabs->setCurrentWidget(e);
        return e;
    }
    auto* doc = new ExploreDocument(m_project.get(), campaign, this, m_calibration.get());
    connect(doc, &ExploreDocument::exploreRequested, this, [this](const QString& other) { showExplore(other); });
    addDocument(doc);
    return doc;
}

// One evidence tab per campaign, showing the run last asked for.
EvidenceDocument* MainWindow::showEvidence(const QString& campaign, qint64 run) {
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto* e = qobject_cast<EvidenceDocument*>(m_tabs->widget(i)); e && e->campaign() == campaign) {
            e->setRun(run);
            m_tabs->setTabText(i, e->title());
            m_tabs->setCurrentWidget(e);
            return e;
        }
    auto* doc = new EvidenceDocument(m_project.get(), campaign, run, this);
    addDocument(doc);
    return doc;
}

InsightsDocument* MainWindow::showInsights() {
    if (auto* i = qobject_cast<InsightsDocument*>(findDocument(QStringLiteral("insights")))) {
        i->reload();
        m_tabs->setCurrentWidget(i);
        return i;
    }
    auto* doc = new InsightsDocument(m_project.get(), this);
    addDocument(doc);
    return doc;
}

CalibrationDocument* MainWindow::showCalibration(const QString& campaign) {
    if (auto* c = qobject_cast<CalibrationDocument*>(findDocument(QStringLiteral("calibration:") + campaign))) {
        m_tabs->setCurrentWidget(c);
        return c;
    }
    auto* doc = new CalibrationDocument(m_project.get(), campaign, this, m_calibration.get());
    addDocument(doc);
    return doc;
}

QString MainWindow::currentCampaignName() const {
    Document* d = currentDocument();
    if (auto* c = qobject_cast<CampaignDocument*>(d)) return c->campaignName();
    if (auto* f = qobject_cast<FrontierDocument*>(d)) return f->campaign();
    if (auto* m = qobject_cast<MatrixDocument*>(d)) return m->campaign();
    if (auto* e = qobject_cast<EvidenceDocument*>(d)) return e->campaign();
    if (auto* k = qobject_cast<CalibrationDocument*>(d)) return k->campaign();
    return m_project ? m_runsCampaign : QString();
}

void MainWindow::newContract() { addDocument(new ContractDocument(this)); }

MachineDocument* MainWindow::newMachine() {
    auto* doc = new MachineDocument(this);
    addDocument(doc);
    return doc;
}

MachineDocument* MainWindow::openMachineFile(const QString& path, QString* error) {
    if (auto* d = qobject_cast<MachineDocument*>(findDocument(QFileInfo(path).absoluteFilePath()))) {
        m_tabs->setCurrentWidget(d);
        return d;
    }
    auto* doc = new MachineDocument(this);
    if (!doc->loadFile(path, error)) {
        delete doc;
        return nullptr;
    }
    addDocument(doc);
    log(tr("Opened machine %1").arg(path));
    return doc;
}

MachineDocument* MainWindow::openCampaignMachine(const QString& campaign, QString* error) {
    const QString identity = QStringLiteral("machine:campaign:") + campaign;
    if (auto* d = qobject_cast<MachineDocument*>(findDocument(identity))) {
        m_tabs->setCurrentWidget(d);
        return d;
    }
    const auto record = m_project ? m_project->campaign(campaign) : std::nullopt;
    if (!record) {
        if (error) *error = tr("The project holds no campaign \"%1\".").arg(campaign);
        return nullptr;
    }
    if (!record->spec.contains("machine") || !record->spec["machine"].is_object()) {
        if (error) *error = tr("Campaign \"%1\" has no machine (its workload needs none).").arg(campaign);
        return nullptr;
    }
    auto* doc = new MachineDocument(this);
    const QString origin = tr("machine of campaign %1 in %2").arg(campaign, m_project->displayName());
    if (!doc->loadSpec(QByteArray::fromStdString(record->spec["machine"].dump()), origin, identity, error)) {
        delete doc;
        return nullptr;
    }
    addDocument(doc);
    return doc;
}

} // namespace luma::ui
