#pragma once
// An open project (*.luma, the evidence store) on the UI thread: campaigns, their specs, runs
// and stored reports, read through core's EvidenceStore (WAL: the qualification's own
// connection on its worker thread writes while this one reads).
#include <QObject>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace luma {
class EvidenceStore;
struct StoredRun;
struct QualifyReport;
struct CampaignRecord;
struct RunRecord;
struct Space;
struct CollectedRuns;
namespace report {
struct ReportData;
struct TypeSummary;
} // namespace report
namespace insights {
struct Insights;
}
} // namespace luma

namespace luma::ui {

class Project : public QObject {
    Q_OBJECT
public:
    // Opens an existing project (read-only and immutable when it cannot be written: readOnlyNote()
    // says so); with `create`, a missing file becomes a new project. Throws luma::SpecError naming
    // the file ("no such project file", a foreign or damaged file).
    static std::unique_ptr<Project> open(const QString& path, bool create = false);
    ~Project() override;

    QString path() const { return m_path; }
    QString displayName() const; // the file name
    // Non-empty when the project had to be opened read-only (read-only media or folder), and why.
    QString readOnlyNote() const;
    QStringList campaignNames() const;
    std::optional<CampaignRecord> campaign(const QString& name) const;
    std::vector<StoredRun> runs(const QString& campaign) const;
    // One run by its id, with its recorded verdict and times, and its stored telemetry events.
    std::optional<RunRecord> run(qint64 id) const;
    std::vector<nlohmann::json> telemetry(qint64 run) const;
    // The campaign's latest stored report, read through core's validating reader; nullopt when
    // it has none yet. Throws SpecError for a damaged report.
    std::optional<QualifyReport> report(const QString& campaign) const;
    // The campaign's resource space, from its stored spec (custom resources allowed).
    std::optional<Space> space(const QString& campaign) const;
    // The campaign's customer report as data (core/report), as `luma report` builds it. Throws
    // SpecError (no such campaign, a damaged stored part).
    report::ReportData reportData(const QString& campaign) const;

    // The campaign over accelerator types that `campaign` names or is one type of (NAME, kept as
    // NAME@TYPE campaigns: core/qualify/stored_types.h); nullopt for an ordinary campaign.
    std::optional<QString> typedCampaignOf(const QString& campaign) const;
    // Its stored campaigns NAME@TYPE, in the order the project stored them (luma qualify and the
    // workbench's Start store them in the space's order).
    QStringList typeCampaigns(const QString& typedCampaign) const;
    // Its types compared (core/report/type_summary.h), as the customer report shows them. Throws
    // SpecError for a damaged stored part or a name with no type campaign.
    report::TypeSummary typeSummary(const QString& typedCampaign) const;

    // The campaign's latest decision of `kind` ("report", "calibration", …); nullopt: none.
    std::optional<nlohmann::json> latestDecision(const QString& campaign, const std::string& kind) const;
    // The campaign's finished runs paired with the model's figures for them (core/calibrate's
    // collectObservations): what a calibration is fitted on and the calibration view plots.
    CollectedRuns comparedRuns(const QString& campaign) const;

    // What the project's campaigns show together (core/insights), read through this connection
    // (a second one to the same file would drop its locks). Throws SpecError for a damaged part.
    insights::Insights insights() const;

    // Tell views to re-read (after runs landed, a campaign was added).
    void notifyChanged() { Q_EMIT changed(); }

Q_SIGNALS:
    void changed();

private:
    Project(QString path, std::unique_ptr<EvidenceStore> store);
    QString m_path;
    std::unique_ptr<EvidenceStore> m_store;
};

} // namespace luma::ui
