#include "ui/documents/campaigndocument.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/util/spec_error.h"
#include "ui/campaignrunner.h"
#include "ui/charts/telemetryplot.h"
#include "ui/format.h"
#include "ui/models/decidedstatesmodel.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <QFile>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QVBoxLayout>

namespace luma::ui {

namespace {

QString kindText(const Campaign& c) { return QString::fromStdString(c.workloadSpec.kindName()); }

QString outcomeText(RunOutcomeKind k) { return QString::fromLatin1(outcomeName(k)); }

} // namespace

CampaignDocument::CampaignDocument(QWidget* parent)
    : Document(parent), m_runner(new CampaignRunner(this)), m_decided(new DecidedStatesModel(this)),
      m_telemetry(nullptr) {
    auto* layout = new QVBoxLayout(this);
    m_header = new QLabel(this);
    m_header->setObjectName(QStringLiteral("campaign-header"));
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_header->setFont(big);
    m_header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_header);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("campaign-summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    auto* controls = new QHBoxLayout;
    m_start = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), tr("Start"), this);
    m_start->setObjectName(QStringLiteral("start"));
    m_start->setToolTip(tr("Qualify the campaign on its hosts (F5); resumes from the runs the project holds"));
    m_cancel = new QPushButton(style()->standardIcon(QStyle::SP_MediaStop), tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancel"));
    m_cancel->setToolTip(tr("Stop the running run on its agent and keep every finished run (Shift+F5)"));
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(fontMetrics().height());
    controls->addWidget(m_start);
    controls->addWidget(m_cancel);
    controls->addWidget(m_progress, 1);
    layout->addLayout(controls);
    connect(m_start, &QPushButton::clicked, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { cancel(); });

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("campaign-status"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    m_counts = new QLabel(this);
    m_counts->setObjectName(QStringLiteral("campaign-counts"));
    layout->addWidget(m_counts);

    layout->addWidget(createRunsPane(), 1);

    // Keep the decided-states view on the newest row as they land.
    connect(m_decided, &QAbstractItemModel::rowsInserted, m_decidedView, [this] { m_decidedView->scrollToBottom(); });

    connect(m_runner, &CampaignRunner::qualifyEvent, this, &CampaignDocument::onQualifyEvent);
    connect(m_runner, &CampaignRunner::unrealisable, this, [this](const QString& campaign, const QStringList& states) {
        setStatus(tr("No host of the pool can realise some states of %1 (a run of one stops the campaign): %2")
                      .arg(campaign, states.join(QStringLiteral("; "))),
                  true);
        Q_EMIT logLine(tr("%1: no host of the pool can realise these states:").arg(campaign));
        for (const QString& s : states) Q_EMIT logLine(QStringLiteral("  ") + s);
    });
    connect(m_runner, &CampaignRunner::ended, this,
            [this](CampaignRunner::End end, const QString& message) { onEnded(static_cast<int>(end), message); });
    updateButtons();
}

// The decided states beside the running run's telemetry.
QWidget* CampaignDocument::createRunsPane() {
    auto* split = new QSplitter(Qt::Horizontal, this);
    auto* decidedBox = new QGroupBox(tr("Decided states"), split);
    auto* dl = new QVBoxLayout(decidedBox);
    m_decidedView = new QTableView(decidedBox);
    m_decidedView->setObjectName(QStringLiteral("decided-states"));
    m_decidedView->setModel(m_decided);
    m_decidedView->verticalHeader()->setVisible(false);
    m_decidedView->horizontalHeader()->setStretchLastSection(true);
    m_decidedView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // States are long and arrive one by one: a width of their own, which the user can change.
    m_decidedView->horizontalHeader()->setSectionResizeMode(DecidedStatesModel::State, QHeaderView::Interactive);
    m_decidedView->setColumnWidth(
        DecidedStatesModel::State,
        fontMetrics().horizontalAdvance(QStringLiteral("compute_fraction=0.5, hbm_gib=0.064")) + 12);
    m_decidedView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_decidedView->setAlternatingRowColors(true);
    dl->addWidget(m_decidedView);
    split->addWidget(decidedBox);
    auto* telemetryBox = new QGroupBox(tr("Telemetry of the running run"), split);
    auto* tl = new QVBoxLayout(telemetryBox);
    m_telemetry = new TelemetryPlot(telemetryBox);
    m_telemetry->setObjectName(QStringLiteral("telemetry"));
    tl->addWidget(m_telemetry);
    split->addWidget(telemetryBox);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    return split;
}

// What the qualifier reports as it goes, shown as it lands.
void CampaignDocument::onQualifyEvent(const QualifyEvent& e) {
    if (const auto* iv = std::get_if<InterventionStarted>(&e)) {
        setStatus(tr("Searching with intervention %1 (%2): %3 PASS state(s) kept from the base search")
                      .arg(QString::fromStdString(iv->name), QString::fromStdString(iv->kind))
                      .arg(iv->warmStartStates));
        Q_EMIT logLine(m_status->text());
    } else if (const auto* s = std::get_if<RunStarted>(&e)) {
        m_currentRun = QString::fromStdString(s->runId);
        m_runClock.start();
        const QString what = QStringLiteral("%1 %2%3").arg(
            m_currentRun, levelsText(s->state),
            s->intervention.empty() ? QString() : QStringLiteral(" [%1]").arg(QString::fromStdString(s->intervention)));
        const QString attempt = s->tryNumber > 1 ? tr("attempt %1, try %2").arg(s->attempt).arg(s->tryNumber)
                                                 : tr("attempt %1").arg(s->attempt);
        setStatus(tr("Running %1, %2 on %3").arg(what, attempt, QString::fromStdString(s->host)));
        m_telemetry->startRun(what);
        Q_EMIT runsChanged();
    } else if (const auto* t = std::get_if<RunTelemetry>(&e)) {
        if (QString::fromStdString(t->runId) != m_currentRun || !t->data.is_object()) return;
        QList<QPair<QString, double>> values;
        double seconds = m_runClock.elapsed() / 1000.0;
        for (auto it = t->data.begin(); it != t->data.end(); ++it) {
            if (!it->is_number()) continue;
            if (it.key() == "elapsed_s")
                seconds = it->get<double>();
            else
                values.append({QString::fromStdString(it.key()), it->get<double>()});
        }
        if (!values.isEmpty())
            m_telemetry->addSample(seconds, values);
        else if (m_telemetry->sampleCount() == 0)
            m_telemetry->clear(tr("%1 is running; its workload streams no numeric telemetry.").arg(m_currentRun));
    } else if (const auto* f = std::get_if<RunFinished>(&e)) {
        const QString line =
            QStringLiteral("%1 %2%3 → %4%5%6")
                .arg(QString::fromStdString(f->runId), levelsText(f->state),
                     f->intervention.empty() ? QString()
                                             : QStringLiteral(" [%1]").arg(QString::fromStdString(f->intervention)),
                     outcomeText(f->outcome),
                     f->cause.empty() ? QString() : QStringLiteral(" (%1)").arg(QString::fromStdString(f->cause)),
                     f->replayed ? tr(", from the project") : QString());
        if (f->replayed) {
            ++m_runsReplayed;
        } else {
            ++m_runsSession;
            if (QString::fromStdString(f->runId) == m_currentRun && f->outcome != RunOutcomeKind::Cancelled)
                m_currentRun.clear();
            if (f->outcome == RunOutcomeKind::Inconclusive) ++m_inconclusive;
            m_telemetry->endRun(
                outcomeText(f->outcome) +
                (f->cause.empty() ? QString() : QStringLiteral(" — ") + QString::fromStdString(f->cause)));
            Q_EMIT runsChanged();
        }
        Q_EMIT logLine(line);
        updateCounts();
    } else if (const auto* d = std::get_if<StateDecided>(&e)) {
        m_decided->append(*d);
        updateCounts();
    }
}

CampaignDocument::~CampaignDocument() = default;

QString CampaignDocument::campaignName() const {
    return m_campaign ? QString::fromStdString(m_campaign->name) : QString();
}
QString CampaignDocument::title() const {
    return (isRunning() ? QStringLiteral("▶ ") : QString()) + tr("Campaign %1").arg(campaignName());
}
QString CampaignDocument::identity() const { return QStringLiteral("campaign:") + campaignName(); }
QString CampaignDocument::statusText() const { return m_status->text(); }
bool CampaignDocument::isRunning() const { return m_runner->isRunning(); }

bool CampaignDocument::canStart() const {
    return m_campaign && !m_file.isEmpty() && m_project && !isRunning() && m_loadError.isEmpty();
}

bool CampaignDocument::loadFile(const QString& path, QString* error) {
    try {
        m_campaign = std::make_unique<Campaign>(loadCampaign(path.toStdString()));
    } catch (const std::exception& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    m_file = QFileInfo(path).absoluteFilePath();
    m_loadError.clear();
    showCampaign();
    return true;
}

bool CampaignDocument::loadFromProject(Project* project, const QString& name, QString* error) {
    const auto record = project ? project->campaign(name) : std::nullopt;
    if (!record) {
        if (error) *error = tr("The project holds no campaign \"%1\".").arg(name);
        return false;
    }
    // core loads campaigns from files: the stored spec, with every referenced file inline, is
    // written to a private folder and loaded from there; its hash must be the stored one.
    m_specDir = std::make_unique<QTemporaryDir>();
    const QString file = m_specDir->filePath(QStringLiteral("campaign.json"));
    QFile out(file);
    const QByteArray json = QByteArray::fromStdString(record->spec.dump(2));
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size()) {
        if (error) *error = tr("Cannot write %1: %2").arg(file, out.errorString());
        return false;
    }
    out.close();
    if (!loadFile(file, error)) return false;
    setProject(project);
    if (m_campaign->hash != record->specHash)
        m_loadError =
            tr("The stored campaign does not load to the same spec (hash %1, stored %2): open its campaign file to run it.")
                .arg(QString::fromStdString(m_campaign->hash.substr(0, 12)),
                     QString::fromStdString(record->specHash.substr(0, 12)));
    try {
        m_decided->setFromRuns(project->runs(name));
        if (m_loadError.isEmpty() && project->report(name))
            setStatus(tr(
                "Qualified earlier: the report is in the project (F6 draws the frontier). Start again replays the finished runs, it does not repeat them."));
    } catch (const SpecError& e) {
        setStatus(QString::fromStdString(e.what()), true);
    }
    showCampaign();
    return true;
}

void CampaignDocument::setProject(Project* project) {
    m_project = project;
    updateButtons();
    updateCounts();
}

void CampaignDocument::showCampaign() {
    const Campaign& c = *m_campaign;
    m_header->setText(tr("Campaign %1").arg(QString::fromStdString(c.name)));
    QStringList dims;
    for (const auto& d : c.space.dims)
        dims << QStringLiteral("%1 (%2 levels, %3 … %4)")
                    .arg(QString::fromStdString(d.name))
                    .arg(d.levels.size())
                    .arg(trimmed(d.levels.front()), trimmed(d.levels.back()));
    QStringList ivs;
    for (const auto& iv : c.interventions) ivs << QString::fromStdString(iv.name);
    QStringList hosts;
    for (const auto& h : c.hosts) hosts << QString::fromStdString(h);
    QString description;
    if (c.spec.contains("description") && c.spec["description"].is_string())
        description =
            QString::fromStdString(c.spec["description"].get<std::string>()).toHtmlEscaped() + QStringLiteral("<br>");
    m_summary->setText(
        description +
        tr("<b>Contract</b> %1 · <b>machine</b> %2 · <b>workload</b> %3 · <b>hosts</b> %4<br>"
           "<b>Space</b> %5 — %6 states<br><b>Interventions</b> %7 · <b>search</b> %8, noise band %9")
            .arg(QString::fromStdString(c.contract.name).toHtmlEscaped(),
                 c.machine ? QString::fromStdString(c.machine->name).toHtmlEscaped() : tr("none"), kindText(c),
                 hosts.join(QStringLiteral(", ")).toHtmlEscaped(), dims.join(QStringLiteral(" × ")).toHtmlEscaped(),
                 QString::number(static_cast<qulonglong>(c.space.stateCount())),
                 ivs.isEmpty() ? tr("none") : ivs.join(QStringLiteral(", ")).toHtmlEscaped(),
                 c.search.useModel && c.machine && c.contract.model ? tr("model-guided") : tr("model-free"),
                 trimmed(c.search.noiseBand)));
    m_summary->setToolTip(tr("%1\nspec SHA-256 %2").arg(m_file, QString::fromStdString(c.hash)));
    if (!m_loadError.isEmpty())
        setStatus(m_loadError, true);
    else if (m_status->text().isEmpty())
        setStatus(tr("Ready. Start qualifies the campaign on %1.").arg(hosts.join(QStringLiteral(", "))));
    updateButtons();
    updateCounts();
    Q_EMIT titleChanged();
}

bool CampaignDocument::start() {
    if (!m_campaign) return false;
    if (!m_project) {
        setStatus(tr("Open or create a project first: it records every run (File ▸ New Project)."), true);
        return false;
    }
    if (!m_loadError.isEmpty()) {
        setStatus(m_loadError, true);
        return false;
    }
    if (!m_runner->start(m_file, m_project->path())) return false;
    m_decided->clear();
    m_runsSession = m_runsReplayed = m_inconclusive = 0;
    m_progress->setRange(0, 0); // busy: the search does not know its length in advance
    setStatus(tr("Starting the agent…"));
    Q_EMIT logLine(tr("Qualifying %1 into %2").arg(campaignName(), m_project->path()));
    updateButtons();
    updateCounts();
    Q_EMIT runningChanged(true);
    Q_EMIT titleChanged();
    return true;
}

void CampaignDocument::cancel() {
    if (!isRunning()) return;
    m_runner->cancel();
    setStatus(tr("Cancelling: the agent stops the running run…"));
    updateButtons();
}

void CampaignDocument::onEnded(int endValue, const QString& message) {
    const auto end = static_cast<CampaignRunner::End>(endValue);
    m_progress->setRange(0, 1);
    m_progress->setValue(end == CampaignRunner::End::Finished ? 1 : 0);
    const bool runInFlight = !m_currentRun.isEmpty();
    m_currentRun.clear();
    switch (end) {
    case CampaignRunner::End::Finished:
        setStatus(tr("Qualified: the report is stored in the project; the frontier is drawn."));
        break;
    case CampaignRunner::End::Cancelled: setStatus(message); break;
    case CampaignRunner::End::Stopped:
    case CampaignRunner::End::Failed: setStatus(message, true); break;
    }
    if (end != CampaignRunner::End::Finished && runInFlight)
        m_telemetry->endRun(end == CampaignRunner::End::Cancelled ? tr("cancelled") : tr("stopped"));
    Q_EMIT logLine(m_status->text());
    updateButtons();
    updateCounts();
    Q_EMIT runningChanged(false);
    Q_EMIT runsChanged();
    Q_EMIT titleChanged();
    // The campaign qualified last: this one, or over accelerator types its last type's (NAME@TYPE).
    if (end == CampaignRunner::End::Finished) Q_EMIT qualified(message.isEmpty() ? campaignName() : message);
}

void CampaignDocument::setStatus(const QString& text, bool error) {
    m_status->setText(text);
    m_status->setStyleSheet(error ? QStringLiteral("color: %1;").arg(colors::fail().name()) : QString());
    Q_EMIT statusMessage(text);
}

void CampaignDocument::updateButtons() {
    m_start->setEnabled(canStart());
    m_cancel->setEnabled(isRunning() && m_runner->state() == CampaignRunner::State::Running);
}

void CampaignDocument::updateCounts() {
    const int decided = static_cast<int>(m_decided->states().size()), pass = m_decided->passCount();
    QString text = tr("States decided: %1 (%2 PASS, %3 FAIL)").arg(decided).arg(pass).arg(decided - pass);
    text += tr(" · runs this session: %1").arg(m_runsSession);
    if (m_runsReplayed) text += tr(" · replayed from the project: %1").arg(m_runsReplayed);
    if (m_inconclusive) text += tr(" · inconclusive: %1").arg(m_inconclusive);
    m_counts->setText(text);
}

} // namespace luma::ui
