#include "ui/project.h"

#include "core/calibrate/observations.h"
#include "core/evidence/store.h"
#include "core/insights/insights.h"
#include "core/model/space.h"
#include "core/qualify/report.h"
#include "core/qualify/stored_types.h"
#include "core/report/report_data.h"
#include "core/report/type_summary.h"
#include "core/util/spec_error.h"
#include "remote/client/host_profiles.h"

#include <QFileInfo>

namespace luma::ui {

Project::Project(QString path, std::unique_ptr<EvidenceStore> store)
    : m_path(std::move(path)), m_store(std::move(store)) {}
Project::~Project() = default;

std::unique_ptr<Project> Project::open(const QString& path, bool create) {
    const std::string file = path.toStdString();
    if (!create && !QFileInfo::exists(path)) throw SpecError(file, "", "no such project file");
    if (QFileInfo(path).isDir()) throw SpecError(file, "", "is a folder, not a project file");
    // An existing project is opened as `show` opens it: read-write where it can be written, else
    // read-only and immutable (a finished project on read-only media stays readable).
    const bool exists = QFileInfo::exists(path);
    auto store = std::make_unique<EvidenceStore>(file, exists ? StoreAccess::Read : StoreAccess::Create);
    return std::unique_ptr<Project>(new Project(QFileInfo(path).absoluteFilePath(), std::move(store)));
}

QString Project::displayName() const { return QFileInfo(m_path).fileName(); }

QString Project::readOnlyNote() const { return QString::fromStdString(m_store->readOnlyNote()); }

QStringList Project::campaignNames() const {
    QStringList out;
    for (const auto& n : m_store->campaignNames()) out << QString::fromStdString(n);
    return out;
}

std::optional<CampaignRecord> Project::campaign(const QString& name) const {
    return m_store->findCampaign(name.toStdString());
}

std::vector<StoredRun> Project::runs(const QString& campaign) const {
    const auto record = m_store->findCampaign(campaign.toStdString());
    return record ? m_store->runs(record->id) : std::vector<StoredRun>{};
}

std::optional<RunRecord> Project::run(qint64 id) const { return m_store->runRecord(id); }

std::vector<nlohmann::json> Project::telemetry(qint64 run) const { return m_store->telemetry(run); }

std::optional<QualifyReport> Project::report(const QString& campaign) const {
    const auto record = m_store->findCampaign(campaign.toStdString());
    if (!record) return std::nullopt;
    const auto stored = m_store->latestDecision(record->id, "report");
    if (!stored) return std::nullopt;
    return reportFromJson(*stored, m_path.toStdString());
}

std::optional<QString> Project::typedCampaignOf(const QString& campaign) const {
    const auto name = luma::typedCampaignOf(m_store->campaignNames(), campaign.toStdString());
    return name ? std::optional(QString::fromStdString(*name)) : std::nullopt;
}

QStringList Project::typeCampaigns(const QString& typedCampaign) const {
    QStringList out;
    for (const auto& n : typeCampaignNames(m_store->campaignNames(), typedCampaign.toStdString()))
        out << QString::fromStdString(n);
    return out;
}

report::TypeSummary Project::typeSummary(const QString& typedCampaign) const {
    return report::typeSummary(*m_store, typedCampaign.toStdString(), client::hostPrices(client::HostProfiles()));
}

std::optional<nlohmann::json> Project::latestDecision(const QString& campaign, const std::string& kind) const {
    const auto record = m_store->findCampaign(campaign.toStdString());
    return record ? m_store->latestDecision(record->id, kind) : std::nullopt;
}

CollectedRuns Project::comparedRuns(const QString& campaign) const {
    ObservationFilter filter;
    filter.campaigns = {campaign.toStdString()};
    return collectObservations(*m_store, filter);
}

insights::Insights Project::insights() const {
    return insights::buildInsights(insights::readProject(*m_store, displayName().toStdString()));
}

std::optional<Space> Project::space(const QString& campaign) const {
    const auto record = m_store->findCampaign(campaign.toStdString());
    if (!record || !record->spec.contains("space") || !record->spec["space"].is_object()) return std::nullopt;
    return parseSpace(record->spec["space"], m_path.toStdString() + " (campaign " + record->name + ")", true);
}

report::ReportData Project::reportData(const QString& campaign) const {
    // The hosts' prices (luma hosts add … --eur-per-hour) say what the qualification cost.
    return report::buildReport(*m_store, campaign.toStdString(), client::hostPrices(client::HostProfiles()));
}

} // namespace luma::ui
