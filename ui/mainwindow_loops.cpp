// The main window's Tune and Co-design documents: a stored tune campaign or codesign loop of the
// project (from the explorer or --view), and a new one on the current campaign with a choices
// file (Run > Tune on This Machine…, Run > Co-design…), wired to the host picker, the log, the
// project's refreshes and the evidence view.
#include "ui/mainwindow.h"

#include "ui/documents/campaigndocument.h"
#include "ui/documents/codesigndocument.h"
#include "ui/documents/tunedocument.h"
#include "ui/hosts/hostpicker.h"
#include "ui/project.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QTabWidget>

namespace luma::ui {

namespace {

// A JSON document of a file, or null with the reason in `error`.
std::optional<nlohmann::json> readJson(const QString& path, QString* error) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) *error = MainWindow::tr("Cannot read %1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    const nlohmann::json j = nlohmann::json::parse(f.readAll().toStdString(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) {
        if (error) *error = MainWindow::tr("%1: not a JSON object").arg(path);
        return std::nullopt;
    }
    return j;
}

} // namespace

// The current campaign's spec with every referenced file inline: the open campaign document's, else
// the project's record of the campaign the runs table shows.
std::optional<nlohmann::json> MainWindow::currentCampaignSpec(QString* origin) const {
    if (auto* c = currentCampaign(); c && c->campaign()) {
        if (origin) *origin = c->campaignName();
        return c->campaign()->spec;
    }
    const QString name = currentCampaignName();
    const auto record = m_project && !name.isEmpty() ? m_project->campaign(name) : std::nullopt;
    if (!record || record->spec.value("schema", "") != "luma.campaign/1") return std::nullopt;
    if (origin) *origin = tr("campaign %1 of %2").arg(name, m_project->displayName());
    return record->spec;
}

void MainWindow::wireLoopDocument(Document* doc) {
    const auto refresh = [this] {
        if (m_project) m_project->notifyChanged();
    };
    const auto running = [this] {
        updateActions();
        updateStatus();
    };
    if (auto* t = qobject_cast<TuneDocument*>(doc)) {
        t->setHosts(m_hostPicker->hosts());
        if (!m_options.agentPath.isEmpty()) t->setAgentPath(m_options.agentPath);
        connect(t, &TuneDocument::logLine, this, &MainWindow::log);
        connect(t, &TuneDocument::projectChanged, this, refresh);
        connect(t, &TuneDocument::runningChanged, this, running);
        connect(t, &TuneDocument::evidenceRequested, this, [this](const QString& campaign, qint64 run) {
            showRuns(campaign);
            showEvidence(campaign, run);
        });
    } else if (auto* c = qobject_cast<CodesignDocument*>(doc)) {
        c->setHosts(m_hostPicker->hosts());
        if (!m_options.agentPath.isEmpty()) c->setAgentPath(m_options.agentPath);
        connect(c, &CodesignDocument::logLine, this, &MainWindow::log);
        connect(c, &CodesignDocument::projectChanged, this, refresh);
        connect(c, &CodesignDocument::runningChanged, this, running);
    }
}

TuneDocument* MainWindow::showTune(const QString& campaign, QString* error) {
    if (auto* t = qobject_cast<TuneDocument*>(findDocument(QStringLiteral("tune:") + campaign))) {
        m_tabs->setCurrentWidget(t);
        return t;
    }
    auto* doc = TuneDocument::fromProject(m_project.get(), campaign, error, this);
    if (!doc) return nullptr;
    wireLoopDocument(doc);
    addDocument(doc);
    showRuns(campaign);
    return doc;
}

CodesignDocument* MainWindow::showCodesign(const QString& campaign, QString* error) {
    if (auto* c = qobject_cast<CodesignDocument*>(findDocument(QStringLiteral("codesign:") + campaign))) {
        m_tabs->setCurrentWidget(c);
        return c;
    }
    auto* doc = CodesignDocument::fromProject(m_project.get(), campaign, error, this);
    if (!doc) return nullptr;
    wireLoopDocument(doc);
    addDocument(doc);
    return doc;
}

Document* MainWindow::openStoredCampaign(const QString& campaign, QString* error) {
    const auto record = m_project ? m_project->campaign(campaign) : std::nullopt;
    const std::string schema = record ? record->spec.value("schema", "") : "";
    if (schema == "luma.tune/1") return showTune(campaign, error);
    if (schema == "luma.codesign/1" && record->spec.value("step", "") == "loop") return showCodesign(campaign, error);
    return openCampaignFromProject(campaign, error);
}

TuneDocument* MainWindow::tuneCurrentCampaign(const QString& choicesFile, QString* error) {
    QString origin;
    const auto spec = currentCampaignSpec(&origin);
    if (!spec || !spec->contains("machine") || !(*spec)["machine"].is_object()) {
        if (error) *error = tr("Tune needs a campaign with a machine: open one (or pick it in the runs table) first.");
        return nullptr;
    }
    const auto choices = readJson(choicesFile, error);
    if (!choices) return nullptr;
    TuneInputs in;
    in.contract = spec->value("contract", nlohmann::json());
    in.machine = (*spec)["machine"];
    in.choices = *choices;
    in.contractFile = tr("the contract of %1").arg(origin);
    in.machineFile = tr("the machine of %1").arg(origin);
    in.choicesFile = QFileInfo(choicesFile).absoluteFilePath();
    in.origin = origin;
    auto* doc = new TuneDocument(m_project.get(), std::move(in), this);
    if (auto* open = qobject_cast<TuneDocument*>(findDocument(doc->identity()))) {
        delete doc;
        m_tabs->setCurrentWidget(open);
        return open;
    }
    wireLoopDocument(doc);
    addDocument(doc);
    doc->rank();
    return doc;
}

CodesignDocument* MainWindow::codesignCurrentCampaign(const QString& choicesFile, QString* error) {
    QString origin;
    const auto spec = currentCampaignSpec(&origin);
    if (!spec) {
        if (error) *error = tr("Co-design needs a campaign: open one (or pick it in the runs table) first.");
        return nullptr;
    }
    const auto choices = readJson(choicesFile, error);
    if (!choices) return nullptr;
    CodesignInputs in;
    in.campaign = *spec;
    in.choices = *choices;
    in.campaignFile = origin;
    in.choicesFile = QFileInfo(choicesFile).absoluteFilePath();
    auto* doc = new CodesignDocument(m_project.get(), std::move(in), this);
    if (auto* open = qobject_cast<CodesignDocument*>(findDocument(doc->identity()))) {
        delete doc;
        m_tabs->setCurrentWidget(open);
        return open;
    }
    wireLoopDocument(doc);
    addDocument(doc);
    return doc;
}

// Run > Tune on This Machine… / Co-design…: a choices file for the current campaign.
void MainWindow::chooseChoicesFor(bool codesign) {
    const QString file =
        QFileDialog::getOpenFileName(this, codesign ? tr("Co-design with choices") : tr("Tune with choices"), {},
                                     tr("Choices (*.json);;All files (*)"));
    if (file.isEmpty()) return;
    QString error;
    const bool opened =
        codesign ? codesignCurrentCampaign(file, &error) != nullptr : tuneCurrentCampaign(file, &error) != nullptr;
    if (!opened) showError(error);
}

} // namespace luma::ui
