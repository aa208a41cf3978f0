#include "ui/documents/insightsdocument.h"

#include "core/insights/basis_text.h"
#include "core/insights/insights.h"
#include "core/util/spec_error.h"
#include "ui/format.h"
#include "ui/project.h"
#include "ui/readonlytable.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace luma::ui {

namespace {

using namespace luma::insights;

// A read-only table whose long cells wrap.
QTableWidget* table(const QStringList& header, const QString& name, QWidget* parent) {
    QTableWidget* t = readOnlyTable(parent, name, header);
    t->setWordWrap(true);
    return t;
}

void addRow(QTableWidget* t, const QStringList& cells) {
    const int r = t->rowCount();
    t->insertRow(r);
    for (int c = 0; c < cells.size(); ++c) t->setItem(r, c, new QTableWidgetItem(cells[c]));
}

QString q(const std::string& s) { return QString::fromStdString(s); }

QString ratio(double r) { return num(r, 3) + QStringLiteral("x"); }

void fillBindings(QTableWidget* t, const Insights& in) {
    for (const auto& g : in.bindings) {
        QStringList failed;
        for (const auto& f : g.failed) failed << q(f);
        addRow(t, {q(g.by), q(g.group), q(g.resource), failed.join(QStringLiteral(", ")),
                   QString::number(g.basis.campaigns.size()), q(campaignsText(g.basis.campaigns, false)),
                   q(runsText(g.basis.runs, false))});
    }
}

void fillInterventions(QTableWidget* t, const Insights& in) {
    for (const auto& g : in.interventions)
        for (const auto& k : g.cases)
            addRow(t, {q(g.intervention), q(g.resource), q(g.failed),
                       g.recovered ? InsightsDocument::tr("recovered") : InsightsDocument::tr("still FAILS"),
                       q(k.campaign.campaign), levelsText(k.state),
                       k.priced ? withUnit(k.eurPerHour, QStringLiteral("EUR/h")) : QStringLiteral("—"),
                       k.priced ? withUnit(k.watts, QStringLiteral("W")) : QStringLiteral("—"),
                       q(runsText(refs(k.campaign, k.failRuns), false)),
                       q(runsText(refs(k.campaign, k.recoveryRuns), false))});
}

void fillDisagreements(QTableWidget* t, const Insights& in) {
    for (const auto& a : in.agreement) {
        auto median = [&](const char* figure) {
            const auto it = a.medianRatio.find(figure);
            return it == a.medianRatio.end() ? QStringLiteral("—") : ratio(it->second);
        };
        addRow(t,
               {q(a.campaign.campaign), QString::number(a.runs), QString::number(a.verdictDisagreements),
                median("throughput"), median("tpot"), median("ttft"), q(runsText(refs(a.campaign, a.runIds), false))});
    }
}

void fillFrontiers(QTableWidget* t, const Insights& in) {
    for (const auto& f : in.frontiers) {
        const QString verdict =
            f.predictable() ? InsightsDocument::tr("predictable without a run")
            : f.why.empty() ? InsightsDocument::tr("%1 of %2 proven cells agree").arg(f.agreeing()).arg(f.cells.size())
                            : q(f.why);
        addRow(t, {q(f.campaign.campaign), verdict, q(runsText(f.basis().runs, false))});
    }
}

} // namespace

InsightsDocument::InsightsDocument(Project* project, QWidget* parent) : Document(parent), m_project(project) {
    auto* layout = new QVBoxLayout(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("insights-summary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    auto section = [&](const QString& heading, QTableWidget* t) {
        auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(heading.toHtmlEscaped()), this);
        layout->addWidget(label);
        layout->addWidget(t, 1);
        return t;
    };
    m_bindings = section(
        tr("Binding resources by contract shape, accelerator and host"),
        table({tr("by"), tr("group"), tr("resource"), tr("broke"), tr("campaigns"), tr("which campaigns"), tr("runs")},
              QStringLiteral("insights-bindings"), this));
    m_interventions = section(tr("Interventions against adjacent FAILs"),
                              table({tr("intervention"), tr("resource"), tr("broke"), tr("outcome"), tr("campaign"),
                                     tr("state"), tr("EUR/h"), tr("W"), tr("FAIL runs"), tr("runs with it")},
                                    QStringLiteral("insights-interventions"), this));
    m_disagreements = section(tr("The model against the evidence: median predicted over measured, per campaign"),
                              table({tr("campaign"), tr("runs compared"), tr("verdicts differ"), tr("throughput"),
                                     tr("TPOT"), tr("TTFT"), tr("runs")},
                                    QStringLiteral("insights-disagreements"), this));
    m_frontiers = section(tr("Frontiers the model would predict without a physical run"),
                          table({tr("campaign"), tr("model against every proven cell"), tr("runs")},
                                QStringLiteral("insights-frontiers"), this));
    if (project) connect(project, &Project::changed, this, &InsightsDocument::reload);
    reload();
}

QString InsightsDocument::summaryText() const { return m_summary->text(); }

void InsightsDocument::reload() {
    for (QTableWidget* t : {m_bindings, m_interventions, m_disagreements, m_frontiers}) t->setRowCount(0);
    m_problem.clear();
    if (!m_project) {
        m_problem = tr("No project is open.");
        m_summary->setText(m_problem);
        return;
    }
    try {
        const Insights in = m_project->insights();
        m_summary->setText(tr("%1 campaigns (%2 qualified) in %3, %4 runs with a verdict; %5 runs compared with the "
                              "model, %6 with another verdict.")
                               .arg(in.campaigns)
                               .arg(in.qualifiedCampaigns)
                               .arg(m_project->displayName())
                               .arg(in.verdictRuns)
                               .arg(in.disagreements.runs.size())
                               .arg(in.disagreements.verdictDisagreements));
        fillBindings(m_bindings, in);
        fillInterventions(m_interventions, in);
        fillDisagreements(m_disagreements, in);
        fillFrontiers(m_frontiers, in);
    } catch (const SpecError& e) {
        m_problem = QString::fromStdString(e.what());
        m_summary->setText(m_problem);
    }
    for (QTableWidget* t : {m_bindings, m_interventions, m_disagreements, m_frontiers}) t->resizeColumnsToContents();
}

} // namespace luma::ui
