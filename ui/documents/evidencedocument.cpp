#include "ui/documents/evidencedocument.h"

#include "core/evidence/store.h"
#include "core/qualify/report.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"
#include "ui/charts/telemetryplot.h"
#include "ui/format.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace luma::ui {

namespace {

// The SLO's contract key, its reader's name and the unit of its value and limit.
struct SloFace {
    QString name, unit;
    bool percent = false;
};

SloFace sloFace(const std::string& key) {
    if (key == "ttft_ms_p50") return {QStringLiteral("TTFT p50"), QStringLiteral("ms")};
    if (key == "ttft_ms_p99") return {QStringLiteral("TTFT p99"), QStringLiteral("ms")};
    if (key == "tpot_ms_p50") return {QStringLiteral("TPOT p50"), QStringLiteral("ms")};
    if (key == "tpot_ms_p99") return {QStringLiteral("TPOT p99"), QStringLiteral("ms")};
    if (key == "throughput_tok_s_min") return {QStringLiteral("throughput"), QStringLiteral("tok/s")};
    if (key == "success_rate_min") return {QStringLiteral("success rate"), QStringLiteral("%"), true};
    if (key == "eur_per_mtok_max") return {QStringLiteral("cost"), QStringLiteral("€/1M tok")};
    if (key == "watts_max") return {QStringLiteral("power"), QStringLiteral("W")};
    return {QString::fromStdString(key), QString()};
}

// A metric's unit from its key's suffix, the convention of every workload's metrics.
QString metricUnit(const QString& key) {
    if (key.endsWith(QLatin1String("_ms")) || key.contains(QLatin1String("_ms_"))) return QStringLiteral("ms");
    if (key.endsWith(QLatin1String("_tok_s"))) return QStringLiteral("tok/s");
    if (key.endsWith(QLatin1String("_rps")) || key.endsWith(QLatin1String("_req_s"))) return QStringLiteral("req/s");
    if (key.endsWith(QLatin1String("_s"))) return QStringLiteral("s");
    if (key.endsWith(QLatin1String("_gib"))) return QStringLiteral("GiB");
    if (key.endsWith(QLatin1String("_gbps")) || key == QLatin1String("gbps")) return QStringLiteral("GB/s");
    if (key == QLatin1String("gflops")) return QStringLiteral("GFLOP/s");
    if (key.endsWith(QLatin1String("_w")) || key == QLatin1String("watts")) return QStringLiteral("W");
    if (key.contains(QLatin1String("eur_per_mtok"))) return QStringLiteral("€/1M tok");
    return {};
}

QString jsonValueText(const nlohmann::json& v) {
    if (v.is_number()) return trimmed(v.get<double>());
    if (v.is_string()) return QString::fromStdString(v.get<std::string>());
    if (v.is_null()) return QStringLiteral("—");
    return QString::fromStdString(v.dump());
}

QString timeText(double epoch) {
    return QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(epoch * 1000))
        .toString(QStringLiteral("yyyy-MM-dd hh:mm:ss"));
}

QString hashBlock(const std::string& hash) {
    return QStringLiteral("<code>%1</code>").arg(QString::fromStdString(hash.substr(0, 16)));
}

QLabel* section(const QString& text, QWidget* parent) {
    auto* l = new QLabel(QStringLiteral("<b>%1</b>").arg(text), parent);
    l->setContentsMargins(0, 8, 0, 0);
    return l;
}

QTableWidget* table(const QStringList& headers, QWidget* parent) {
    auto* t = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->setVisible(false);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    // As wide as the pane (long mechanisms wrap into the last column), as tall as its rows.
    t->setSizeAdjustPolicy(QAbstractScrollArea::AdjustIgnored);
    t->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    t->setWordWrap(true);
    t->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return t;
}

void fitHeight(QTableWidget* t) {
    int h = t->horizontalHeader()->height() + 2 * t->frameWidth();
    for (int r = 0; r < t->rowCount(); ++r) h += t->rowHeight(r);
    t->setFixedHeight(h);
}

} // namespace

EvidenceDocument::EvidenceDocument(Project* project, const QString& campaign, qint64 run, QWidget* parent)
    : Document(parent), m_project(project), m_campaign(campaign), m_run(run) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto* head = new QHBoxLayout;
    m_heading = new QLabel(this);
    m_heading->setTextFormat(Qt::RichText);
    m_heading->setWordWrap(true);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("evidence-verdict"));
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_verdict->setFont(big);
    m_verdict->setAlignment(Qt::AlignCenter);
    m_verdict->setMinimumWidth(160);
    head->addWidget(m_verdict);
    head->addWidget(m_heading, 1);
    layout->addLayout(head);

    auto* split = new QSplitter(Qt::Horizontal, this);
    layout->addWidget(split, 1);
    auto* scroll = new QScrollArea(split);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // everything wraps to the pane's width
    auto* host = new QWidget(scroll);
    auto* v = new QVBoxLayout(host);
    m_facts = new QLabel(host);
    m_facts->setObjectName(QStringLiteral("evidence-facts"));
    m_facts->setTextFormat(Qt::RichText);
    m_facts->setWordWrap(true);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_facts);
    v->addWidget(section(tr("Metrics against the contract's SLOs"), host));
    m_slos = table({tr("SLO"), tr("measured"), tr("limit"), tr("margin"), tr("result")}, host);
    m_slos->setObjectName(QStringLiteral("evidence-slos"));
    v->addWidget(m_slos);
    m_metrics = new QLabel(host);
    m_metrics->setWordWrap(true);
    m_metrics->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_metrics);
    v->addWidget(section(tr("Enforcement mechanisms the agent reported"), host));
    m_mechanisms = table({tr("resource"), tr("mechanism"), tr("value")}, host);
    m_mechanisms->setObjectName(QStringLiteral("evidence-mechanisms"));
    v->addWidget(m_mechanisms);
    v->addWidget(section(tr("Hashes"), host));
    m_hashes = new QLabel(host);
    m_hashes->setObjectName(QStringLiteral("evidence-hashes"));
    m_hashes->setTextFormat(Qt::RichText);
    m_hashes->setWordWrap(true);
    m_hashes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_hashes);
    v->addStretch(1);
    scroll->setWidget(host);
    split->addWidget(scroll);
    m_telemetry = new TelemetryPlot(split);
    m_telemetry->setObjectName(QStringLiteral("evidence-telemetry"));
    split->addWidget(m_telemetry);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({660, 540});
    reload();
}

void EvidenceDocument::setRun(qint64 run) {
    m_run = run;
    reload();
    Q_EMIT titleChanged();
}

QString EvidenceDocument::verdictText() const { return m_problem.isEmpty() ? m_verdict->text() : QString(); }

QString EvidenceDocument::detailsText() const { return m_facts->text() + '\n' + m_hashes->text(); }

void EvidenceDocument::showProblem(const QString& problem) {
    m_problem = problem;
    m_heading->setText(QStringLiteral("<h3>%1</h3>").arg(problem.toHtmlEscaped()));
    m_verdict->clear();
    m_verdict->setStyleSheet({});
    m_facts->clear();
    m_hashes->clear();
    m_metrics->clear();
    m_slos->setRowCount(0);
    m_mechanisms->setRowCount(0);
    m_telemetry->clear(problem);
}

void EvidenceDocument::reload() {
    m_problem.clear();
    if (!m_project) return showProblem(tr("No project is open."));
    std::optional<RunRecord> record;
    std::optional<CampaignRecord> campaign;
    std::vector<nlohmann::json> telemetry;
    try {
        campaign = m_project->campaign(m_campaign);
        record = m_project->run(m_run);
        if (record) telemetry = m_project->telemetry(m_run);
    } catch (const SpecError& e) {
        return showProblem(QString::fromStdString(e.what()));
    }
    if (!campaign) return showProblem(tr("The project holds no campaign \"%1\".").arg(m_campaign));
    if (!record || record->campaign != campaign->id)
        return showProblem(tr("Campaign %1 holds no run %2.").arg(m_campaign).arg(m_run));
    const nlohmann::json& result = record->run.result.is_object() ? record->run.result : nlohmann::json::object();
    showVerdict(*record);
    showFacts(*record, result);
    showSlos(result);
    showMetrics(result);
    showMechanisms(result);
    showHashes(*campaign, record->run);
    showTelemetry(*record, telemetry);
}

// The verdict as recorded with the run's end; a run that ended without evidence has none.
void EvidenceDocument::showVerdict(const RunRecord& record) {
    const QString verdict = QString::fromStdString(record.verdict.value_or(""));
    QColor badge = colors::neutral();
    if (verdict == QLatin1String("PASS")) {
        m_verdict->setText(QStringLiteral("PASS"));
        badge = colors::pass();
    } else if (verdict == QLatin1String("FAIL")) {
        m_verdict->setText(QStringLiteral("FAIL"));
        badge = colors::fail();
    } else {
        m_verdict->setText(record.run.status == "running" ? tr("RUNNING") : tr("NO VERDICT"));
    }
    m_verdict->setStyleSheet(
        QStringLiteral("QLabel { background:%1; color:white; padding:10px 18px; border-radius:6px; }")
            .arg(badge.name()));
}

void EvidenceDocument::showFacts(const RunRecord& record, const nlohmann::json& result) {
    const StoredRun& run = record.run;
    const QString verdict = QString::fromStdString(record.verdict.value_or(""));
    const QString cause = QString::fromStdString(record.cause.value_or(""));
    const QString intervention =
        run.intervention.empty() ? tr("none (the base search)") : QString::fromStdString(run.intervention);
    Levels levels;
    if (run.state.is_object())
        for (auto it = run.state.begin(); it != run.state.end(); ++it)
            if (it->is_number()) levels[it.key()] = it->get<double>();
    m_heading->setText(tr("<h2>Run %1 · campaign %2</h2>%3")
                           .arg(m_run)
                           .arg(m_campaign.toHtmlEscaped(), levelsText(levels).toHtmlEscaped()));

    QString facts = QStringLiteral("<table cellspacing='0' cellpadding='3'>");
    auto row = [&facts](const QString& name, const QString& value) {
        facts += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(name, value);
    };
    row(tr("State"), levelsText(levels).toHtmlEscaped());
    row(tr("Intervention"), intervention.toHtmlEscaped());
    row(tr("Attempt"), QString::number(run.attempt));
    row(tr("Try"),
        run.tryNumber > 1 ? tr("%1 (retry of a run that gave no evidence)").arg(run.tryNumber) : QStringLiteral("1"));
    row(tr("Status"), QString::fromStdString(run.status).toHtmlEscaped());
    row(tr("Verdict"), verdict.isEmpty() || verdict == QLatin1String("NONE") ? tr("none") : verdict);
    row(tr("Cause"), cause.isEmpty() ? tr("—") : cause.toHtmlEscaped());
    row(tr("Host"), QString::fromStdString(run.host).toHtmlEscaped());
    row(tr("Agent build"), QString::fromStdString(run.agentBuild).toHtmlEscaped());
    row(tr("Started"), timeText(record.started));
    if (record.finished)
        row(tr("Ended"),
            tr("%1 (%2 later)")
                .arg(timeText(*record.finished), withUnit(*record.finished - record.started, QStringLiteral("s"))));
    if (result.contains("wall_s") && result["wall_s"].is_number())
        row(tr("Workload wall time"), withUnit(result["wall_s"].get<double>(), QStringLiteral("s")));
    if (result.contains("backend") && result["backend"].is_string())
        row(tr("Backend"), QString::fromStdString(result["backend"].get<std::string>()).toHtmlEscaped());
    // A stored result is the agent's word (or an imported bundle's): a field of another type is shown as text.
    const auto str = [&](const char* key) {
        const auto it = result.find(key);
        return it == result.end() ? QString()
                                  : QString::fromStdString(it->is_string() ? it->get<std::string>() : it->dump());
    };
    if (str("type") == QLatin1String("error"))
        row(tr("Agent error"),
            QStringLiteral("%1: %2").arg(str("code").toHtmlEscaped(), str("message").toHtmlEscaped()));
    facts += QStringLiteral("</table>");
    m_facts->setText(facts);
}

// SLO rows: the margins the agent judged against the contract it was sent.
void EvidenceDocument::showSlos(const nlohmann::json& result) {
    m_slos->setRowCount(0);
    const auto margins = result.find("margins");
    if (margins != result.end() && margins->is_object()) {
        for (auto it = margins->begin(); it != margins->end(); ++it) {
            if (!it->is_object()) continue;
            const SloFace face = sloFace(it.key());
            auto valueText = [&](const char* key) {
                const auto v = it->find(key);
                if (v == it->end() || !v->is_number()) return tr("not measured");
                const double x = v->get<double>() * (face.percent ? 100 : 1);
                return withUnit(x, face.unit, 4);
            };
            const auto m = it->find("margin");
            const bool pass = it->value("pass", false);
            const QString margin =
                m != it->end() && m->is_number()
                    ? QStringLiteral("%1%2 %").arg(m->get<double>() >= 0 ? QStringLiteral("+") : QString(),
                                                   num(m->get<double>() * 100, 3))
                    : tr("none (no value)");
            const int r = m_slos->rowCount();
            m_slos->insertRow(r);
            const QStringList cells = {face.name, valueText("value"), valueText("limit"), margin,
                                       pass ? QStringLiteral("PASS") : QStringLiteral("FAIL")};
            for (int c = 0; c < cells.size(); ++c) {
                auto* item = new QTableWidgetItem(cells[c]);
                item->setToolTip(tr("%1 in the contract").arg(QString::fromStdString(it.key())));
                if (c >= 1 && c <= 3) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                if (c == 4) {
                    item->setBackground(pass ? colors::pass() : colors::fail());
                    item->setForeground(QColor(Qt::white));
                    QFont f = item->font();
                    f.setBold(true);
                    item->setFont(f);
                    item->setTextAlignment(Qt::AlignCenter);
                }
                m_slos->setItem(r, c, item);
            }
        }
    }
    m_slos->setVisible(m_slos->rowCount() > 0);
    m_slos->resizeRowsToContents();
    fitHeight(m_slos);
}

void EvidenceDocument::showMetrics(const nlohmann::json& result) {
    QStringList other;
    const auto metrics = result.find("metrics");
    if (metrics != result.end() && metrics->is_object())
        for (auto it = metrics->begin(); it != metrics->end(); ++it)
            if (it->is_number())
                other << QStringLiteral("%1 = %2").arg(
                    QString::fromStdString(it.key()),
                    withUnit(it->get<double>(), metricUnit(QString::fromStdString(it.key())), 4));
    QString metricsText =
        m_slos->rowCount() == 0
            ? tr("No SLO was judged: the run ended without a result against the contract.") + QStringLiteral("\n")
            : QString();
    if (!other.isEmpty()) metricsText += tr("All measured metrics: %1").arg(other.join(QStringLiteral(" · ")));
    m_metrics->setText(metricsText);
}

void EvidenceDocument::showMechanisms(const nlohmann::json& result) {
    m_mechanisms->setRowCount(0);
    const auto mechanisms = result.find("mechanisms");
    if (mechanisms != result.end() && mechanisms->is_object())
        for (auto it = mechanisms->begin(); it != mechanisms->end(); ++it) {
            const int r = m_mechanisms->rowCount();
            m_mechanisms->insertRow(r);
            const bool described = it->is_object();
            m_mechanisms->setItem(r, 0, new QTableWidgetItem(QString::fromStdString(it.key())));
            m_mechanisms->setItem(r, 1,
                                  new QTableWidgetItem(described
                                                           ? jsonValueText(it->value("mechanism", nlohmann::json()))
                                                           : jsonValueText(*it)));
            m_mechanisms->setItem(r, 2,
                                  new QTableWidgetItem(described && it->contains("value")
                                                           ? jsonValueText((*it)["value"])
                                                           : QStringLiteral("—")));
        }
    if (m_mechanisms->rowCount() == 0) {
        m_mechanisms->insertRow(0);
        m_mechanisms->setItem(0, 0, new QTableWidgetItem(tr("none reported")));
    }
    m_mechanisms->resizeRowsToContents();
    fitHeight(m_mechanisms);
}

// What traces the run: the stored campaign's specs by content hash, as `luma show` and bundles
// name them.
void EvidenceDocument::showHashes(const CampaignRecord& campaign, const StoredRun& run) {
    QString hashes = QStringLiteral("<table cellspacing='0' cellpadding='3'>");
    auto hashRow = [&hashes](const QString& name, const QString& value) {
        hashes += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(name, value);
    };
    const nlohmann::json& spec = campaign.spec;
    hashRow(tr("campaign"), hashBlock(campaign.specHash));
    for (const char* key : {"contract", "machine", "workload"})
        if (spec.contains(key) && !spec[key].is_null())
            hashRow(QString::fromLatin1(key), hashBlock(contentHash(spec[key])));
    if (!run.intervention.empty() && spec.contains("interventions") && spec["interventions"].is_array())
        for (const auto& iv : spec["interventions"])
            if (iv.is_object() && iv.value("name", "") == run.intervention)
                hashRow(tr("intervention"), hashBlock(contentHash(iv)));
    hashRow(tr("state"), hashBlock(contentHash(run.state)));
    hashRow(tr("agent build"), QString::fromStdString(run.agentBuild).toHtmlEscaped());
    hashes += QStringLiteral("</table><p>First 16 hex digits of each SHA-256 of the canonical JSON.</p>");
    m_hashes->setText(hashes);
}

// The stored telemetry against the run's own clock (elapsed_s when the workload sends it, else
// seconds since its first event).
void EvidenceDocument::showTelemetry(const RunRecord& record, const std::vector<nlohmann::json>& telemetry) {
    const QString verdict = QString::fromStdString(record.verdict.value_or(""));
    const QString cause = QString::fromStdString(record.cause.value_or(""));
    m_telemetry->startRun(
        tr("Run %1").arg(m_run)); // short: the state is in the heading, the note sits beside the legend
    int samples = 0;
    double t0 = NAN;
    for (const auto& e : telemetry) {
        const auto sample = e.find("data");
        if (sample == e.end() || !sample->is_object()) continue;
        const double at = e.contains("time") && e["time"].is_number() ? e["time"].get<double>() : NAN;
        if (std::isnan(t0)) t0 = at;
        double seconds = std::isnan(at) ? samples : at - t0;
        QList<QPair<QString, double>> values;
        for (auto it = sample->begin(); it != sample->end(); ++it) {
            if (!it->is_number()) continue;
            if (it.key() == "elapsed_s")
                seconds = it->get<double>();
            else
                values.append({QString::fromStdString(it.key()), it->get<double>()});
        }
        if (values.isEmpty()) continue;
        m_telemetry->addSample(seconds, values);
        ++samples;
    }
    if (samples == 0)
        m_telemetry->clear(telemetry.empty() ? tr("Run %1 stored no telemetry.").arg(m_run)
                                             : tr("Run %1 streamed %n event(s), none with numbers to plot.", nullptr,
                                                  static_cast<int>(telemetry.size()))
                                                   .arg(m_run));
    else
        m_telemetry->endRun(verdict.isEmpty() || verdict == QLatin1String("NONE")
                                ? tr("no verdict")
                                : verdict + (cause.isEmpty() ? QString() : QStringLiteral(" — ") + cause));
}

} // namespace luma::ui
