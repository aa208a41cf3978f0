#pragma once
// The evidence inspector: one run of a campaign as the project holds it. Its state, attempt,
// status, verdict and cause; the metrics against the contract's SLOs (value, limit, margin,
// PASS / FAIL); the stored telemetry plotted; the hashes that trace it (campaign, contract,
// machine, workload, intervention, state) and the agent build; the enforcement mechanisms the
// agent reported for each constrained resource; the host and times.
#include "ui/documents/document.h"

#include <QPointer>

#include <nlohmann/json_fwd.hpp>

#include <vector>

class QLabel;
class QTableWidget;

namespace luma {
struct CampaignRecord;
struct RunRecord;
struct StoredRun;
} // namespace luma

namespace luma::ui {

class Project;
class TelemetryPlot;

class EvidenceDocument : public Document {
    Q_OBJECT
public:
    // `run` is a run id of `campaign` in the project (StoredRun::id, the runs table's "run").
    EvidenceDocument(Project* project, const QString& campaign, qint64 run, QWidget* parent = nullptr);
    void setRun(qint64 run); // show another run of the same campaign
    void reload();

    qint64 runId() const { return m_run; }
    QString campaign() const { return m_campaign; }
    QString verdictText() const; // "PASS", "FAIL", "NO VERDICT"; empty when the run cannot be shown
    QString problemText() const { return m_problem; } // why nothing is shown, or ""
    QTableWidget* sloTable() const { return m_slos; }
    QTableWidget* mechanismTable() const { return m_mechanisms; }
    TelemetryPlot* telemetryPlot() const { return m_telemetry; }
    QString detailsText() const; // the run's facts and hashes, as shown

    QString title() const override { return tr("Run %1").arg(m_run); }
    QString kind() const override { return QStringLiteral("evidence"); }
    QString identity() const override { return QStringLiteral("evidence:%1:%2").arg(m_campaign).arg(m_run); }

private:
    void showProblem(const QString& problem);
    // reload()'s parts, one per section of the view, top to bottom.
    void showVerdict(const RunRecord& record);
    void showFacts(const RunRecord& record, const nlohmann::json& result);
    void showSlos(const nlohmann::json& result);
    void showMetrics(const nlohmann::json& result);
    void showMechanisms(const nlohmann::json& result);
    void showHashes(const CampaignRecord& campaign, const StoredRun& run);
    void showTelemetry(const RunRecord& record, const std::vector<nlohmann::json>& telemetry);
    QPointer<Project> m_project;
    QString m_campaign;
    qint64 m_run;
    QString m_problem;
    QLabel* m_heading;
    QLabel* m_verdict;
    QLabel* m_facts;
    QLabel* m_hashes;
    QLabel* m_metrics;
    QTableWidget* m_slos;
    QTableWidget* m_mechanisms;
    TelemetryPlot* m_telemetry;
};

} // namespace luma::ui
