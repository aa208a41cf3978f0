#include "ui/documents/frontierdocument.h"

#include "core/evidence/store.h"
#include "core/model/space.h"
#include "core/qualify/report.h"
#include "core/util/spec_error.h"
#include "ui/charts/frontierplot.h"
#include "ui/documents/typepages.h"
#include "ui/format.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <algorithm>

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTabBar>
#include <QVBoxLayout>

namespace luma::ui {

namespace {

QString swatch(const QColor& c, const QString& text, bool hatched = false) {
    return QStringLiteral("<span style='background:%1; color:%1;'>%2</span>&nbsp;%3")
        .arg(c.name(), hatched ? QStringLiteral("▨▨") : QStringLiteral("██"), text);
}

QString joined(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) out << QString::fromStdString(s);
    return out.join(QStringLiteral(", "));
}

QString baseSearchHtml(const QualifyReport& report) {
    QString s =
        FrontierDocument::tr("<p><b>Binding</b>: %1</p>")
            .arg(report.binding.empty() ? FrontierDocument::tr("none") : joined(report.binding).toHtmlEscaped());
    if (!report.adjacentFail.empty()) {
        s += FrontierDocument::tr("<p><b>Adjacent FAIL states</b><br>");
        for (const auto& a : report.adjacentFail)
            s += FrontierDocument::tr("%1 cut to %2 → <b>%3</b>%4<br>")
                     .arg(QString::fromStdString(a.resource), levelText(report, a.resource, a.cutTo),
                          QString::fromStdString(a.failed).toHtmlEscaped(),
                          a.tested ? QString() : FrontierDocument::tr(" (inferred from a failing run above it)"));
        s += QStringLiteral("</p>");
    }
    return s;
}

QString interventionHtml(const InterventionOutcome& outcome, const QualifyReport& report) {
    QString s;
    s += FrontierDocument::tr("<p><b>%1 runs</b>, %2 PASS state(s) kept from the base search</p>")
             .arg(outcome.physicalRuns)
             .arg(outcome.warmStartStates);
    if (outcome.requirementChange)
        s += FrontierDocument::tr("<p><b>Requirement change</b>: %1</p>")
                 .arg(levelsText(*outcome.requirementChange).toHtmlEscaped());
    if (!outcome.newlyBinding.empty())
        s += FrontierDocument::tr("<p><b>Newly binding</b>: %1</p>").arg(joined(outcome.newlyBinding).toHtmlEscaped());
    if (!outcome.freed.empty())
        s += FrontierDocument::tr("<p><b>Freed</b>: %1</p>").arg(joined(outcome.freed).toHtmlEscaped());
    s += FrontierDocument::tr("<p>Δ %1 €/h · Δ %2 W</p>")
             .arg(num(outcome.eurPerHourDelta, 3), num(outcome.wattsDelta, 3));
    for (const auto& r : outcome.adjacentFailRecovery)
        s +=
            FrontierDocument::tr("adjacent FAIL %1: %2<br>")
                .arg(levelsText(r.state, report).toHtmlEscaped(),
                     r.recoversToPass ? FrontierDocument::tr("recovers to PASS") : FrontierDocument::tr("still FAILS"));
    return s;
}

// The campaign's story beside the plot: runs, minimum PASS, frontier, and either the base
// search's binding and adjacent FAILs or what the chosen intervention changed.
QString summaryHtml(const QString& campaign, const QualifyReport& report, const std::string& intervention,
                    const FrontierGrid& grid) {
    QString s = FrontierDocument::tr("<h3>Campaign %1</h3>").arg(campaign.toHtmlEscaped());
    s += FrontierDocument::tr("%1 · %2 physical runs (lower bound %3, ×%4 for the base search)")
             .arg(report.modelGuided ? FrontierDocument::tr("model-guided") : FrontierDocument::tr("model-free"))
             .arg(report.physicalRuns)
             .arg(report.certificateLowerBound)
             .arg(num(report.runsOverLowerBound, 3));
    const std::optional<FrontierPoint>* minimum = &report.minimumPass;
    const std::vector<FrontierPoint>* frontier = &report.frontier;
    const InterventionOutcome* outcome = nullptr;
    for (const auto& iv : report.interventions)
        if (iv.name == intervention) {
            outcome = &iv;
            minimum = &iv.minimumPass;
            frontier = &iv.frontier;
        }
    if (*minimum) {
        s += FrontierDocument::tr("<p><b>Minimum PASS</b><br>%1<br>%2 €/h · %3 W</p>")
                 .arg(levelsText((*minimum)->state, report).toHtmlEscaped(), num((*minimum)->eurPerHour, 3),
                      num((*minimum)->watts, 4));
    } else {
        s += FrontierDocument::tr("<p><b>No state of the space passes the contract.</b></p>");
    }
    s += FrontierDocument::tr("<p><b>Frontier</b> (%1 minimal PASS state(s))<br>").arg(frontier->size());
    for (const auto& f : *frontier) s += levelsText(f.state, report).toHtmlEscaped() + QStringLiteral("<br>");
    s += QStringLiteral("</p>");
    s += outcome ? interventionHtml(*outcome, report) : baseSearchHtml(report);
    s += FrontierDocument::tr(
             "<p>Drawn: %1 cells, %2 proven by runs. Hover a cell for details; drag to pan, wheel to zoom.</p>")
             .arg(grid.cells.size())
             .arg(grid.provenCount());
    return s;
}

} // namespace

FrontierDocument::FrontierDocument(Project* project, const QString& campaign, QWidget* parent)
    : Document(parent), m_project(project), m_campaign(campaign) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Horizontal, this);
    m_pages = new TypePages(split, this);
    layout->addWidget(m_pages);
    if (m_project) m_typed = m_project->typedCampaignOf(campaign).value_or(QString());
    connect(m_pages, &TypePages::campaignChosen, this, [this](const QString& chosen) {
        m_campaign = chosen;
        reloadSearches();
    });
    auto* plotHost = new QWidget(split);
    auto* pl = new QVBoxLayout(plotHost);
    auto* top = new QHBoxLayout;
    auto* searchLabel = new QLabel(tr("Search:"), plotHost);
    m_search = new QComboBox(plotHost);
    m_search->setObjectName(QStringLiteral("search"));
    m_search->setToolTip(tr("The base search's frontier, or one intervention's"));
    searchLabel->setBuddy(m_search);
    top->addWidget(searchLabel);
    top->addWidget(m_search);
    m_fixed = new QLabel(plotHost);
    top->addWidget(m_fixed, 1);
    pl->addLayout(top);
    m_plot = new FrontierPlot(plotHost);
    connect(m_plot, &FrontierPlot::cellClicked, this, [this](int x, int y) {
        const FrontierGrid& g = m_plot->grid();
        if (x < 0 || y < 0 || x >= static_cast<int>(g.xLevels.size()) ||
            y >= static_cast<int>(std::max<std::size_t>(1, g.yLevels.size())))
            return;
        if (const long long run = g.cell(x, y).lastRun)
            emit evidenceRequested(m_campaign, run);
        else
            emit statusMessage(
                tr("This state was not run: its verdict is inferred by monotonicity from a run beside it"));
    });
    m_plot->setObjectName(QStringLiteral("frontier-plot"));
    pl->addWidget(m_plot, 1);
    split->addWidget(plotHost);

    auto* side = new QScrollArea(split);
    side->setWidgetResizable(true);
    side->setFrameShape(QFrame::NoFrame);
    auto* sideHost = new QWidget(side);
    auto* sl = new QVBoxLayout(sideHost);
    m_summary = new QLabel(sideHost);
    m_summary->setObjectName(QStringLiteral("frontier-summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    sl->addWidget(m_summary);
    m_legend = new QLabel(sideHost);
    m_legend->setWordWrap(true);
    sl->addWidget(m_legend);
    sl->addStretch(1);
    side->setWidget(sideHost);
    side->setMinimumWidth(300);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({900, 320});
    connect(m_search, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });
    reload();
}

QString FrontierDocument::identityOf(const Project* project, const QString& campaign) {
    const auto typed = project ? project->typedCampaignOf(campaign) : std::nullopt;
    return QStringLiteral("frontier:") + typed.value_or(campaign);
}

bool FrontierDocument::showCampaign(const QString& campaign) {
    if (campaign == m_campaign) return true;
    if (m_typed.isEmpty() || !m_pages->summary()) return false;
    for (int i = 0; i < m_pages->tabs()->count(); ++i)
        if (m_pages->tabs()->tabData(i).toString() == campaign) {
            m_pages->tabs()->setCurrentIndex(i); // campaignChosen redraws a type
            return true;
        }
    return false;
}

void FrontierDocument::reload() {
    if (!m_typed.isEmpty() && m_project) {
        std::optional<report::TypeSummary> types;
        try {
            types = m_project->typeSummary(m_typed);
        } catch (const SpecError& e) {
            emit statusMessage(QString::fromStdString(e.what())); // the type's own tab still says what it can
        }
        m_pages->setSummary(std::move(types), m_campaign);
    }
    reloadSearches();
}

void FrontierDocument::reloadSearches() {
    const QString previous = m_search->currentData().toString();
    m_search->blockSignals(true);
    m_search->clear();
    m_search->addItem(tr("base"), QString());
    if (m_project) {
        try {
            if (const auto report = m_project->report(m_campaign))
                for (const auto& iv : report->interventions)
                    m_search->addItem(
                        tr("with %1 (%2)").arg(QString::fromStdString(iv.name), QString::fromStdString(iv.kind)),
                        QString::fromStdString(iv.name));
        } catch (const SpecError&) {
            // rebuild() shows the message
        }
    }
    const int keep = m_search->findData(previous);
    m_search->setCurrentIndex(keep < 0 ? 0 : keep);
    m_search->blockSignals(false);
    rebuild();
}

void FrontierDocument::rebuild() {
    m_legend->setText(
        tr("<b>Legend</b><br>%1<br>%2<br>%3<br>%4<br>"
           "<span style='color:%5'>━━</span>&nbsp;frontier staircase<br>◎ the minimum PASS (cheapest by €/h, then W)<br>✕ adjacent FAIL: the SLO that broke")
            .arg(swatch(colors::pass(), tr("PASS, proven by a run")),
                 swatch(colors::passInferred(), tr("PASS, inferred by monotonicity"), true),
                 swatch(colors::fail(), tr("FAIL, proven by a run")),
                 swatch(colors::failInferred(), tr("FAIL, inferred by monotonicity"), true), colors::marker().name()));
    m_hasReport = false;
    if (!m_project) {
        m_summary->setText(tr("No project is open."));
        m_plot->setGrid({});
        return;
    }
    std::optional<QualifyReport> report;
    std::optional<Space> space;
    std::vector<StoredRun> runs;
    try {
        report = m_project->report(m_campaign);
        space = m_project->space(m_campaign);
        if (report && space) runs = m_project->runs(m_campaign);
    } catch (const SpecError& e) {
        m_summary->setText(QStringLiteral("<span style='color:%1'>%2</span>")
                               .arg(colors::fail().name(), QString::fromStdString(e.what()).toHtmlEscaped()));
        m_plot->setGrid({});
        return;
    }
    if (!report || !space) {
        m_summary->setText(
            tr("Campaign %1 has no finished report yet: Start (F5) qualifies it, resuming from the runs the project holds.")
                .arg(m_campaign));
        m_plot->setGrid({});
        return;
    }
    m_hasReport = true;
    const std::string intervention = m_search->currentData().toString().toStdString();
    FrontierGrid grid = buildFrontierGrid(*space, *report, runs, intervention);
    m_fixed->setText(grid.fixedText);
    m_summary->setText(summaryHtml(m_campaign, *report, intervention, grid));
    m_plot->setGrid(std::move(grid));
}

QString FrontierDocument::summaryText() const { return m_summary->text(); }

} // namespace luma::ui
