#include "ui/documents/matrixdocument.h"

#include "core/evidence/store.h"
#include "core/model/space.h"
#include "core/qualify/report.h"
#include "core/util/spec_error.h"
#include "ui/charts/frontierplot.h"
#include "ui/charts/heatmap.h"
#include "ui/documents/typepages.h"
#include "ui/format.h"
#include "ui/models/frontiergrid.h"
#include "ui/models/resourceunits.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSplitter>
#include <QTabBar>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace luma::ui {

namespace {

// "+1.2", "−0.5", "±0": deltas read with their sign.
QString signedNum(double v, int digits = 3) {
    if (std::fabs(v) < 1e-12) return QStringLiteral("±0");
    return (v > 0 ? QStringLiteral("+") : QStringLiteral("−")) + num(std::fabs(v), digits);
}

QColor mix(const QColor& a, const QColor& b, double t) {
    t = std::clamp(t, 0.0, 1.0);
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QLabel* caption(QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    return l;
}

// One cell of the heatmap: the change in the minimum PASS's requirement of `resource` with the
// row's intervention, coloured by its size against the column's `largest`, with its tooltip.
HeatmapCell matrixCell(const MatrixRow& row, const MatrixCell& mc, const QString& unit, const QString& resource,
                       double largest, const QColor& base, const QColor& flat) {
    HeatmapCell cell;
    QStringList lines;
    if (!mc.change) {
        cell.fill = flat;
        lines << QStringLiteral("—");
    } else if (std::fabs(*mc.change) < 1e-12) {
        cell.fill = flat;
        lines << changeText(0, unit);
    } else {
        const double t = largest > 0 ? 0.45 + 0.55 * std::fabs(*mc.change) / largest : 1.0;
        cell.fill = mix(base, *mc.change < 0 ? colors::pass() : colors::fail(), t);
        lines << changeText(*mc.change, unit);
    }
    if (mc.newlyBinding) {
        cell.badge = QStringLiteral("▲");
        lines << MatrixDocument::tr("newly binding");
    } else if (mc.freed) {
        cell.badge = QStringLiteral("▼");
        lines << MatrixDocument::tr("freed");
    }
    cell.text = lines.join('\n');
    QString tip = MatrixDocument::tr("%1 × %2").arg(row.name, resource);
    if (mc.change)
        tip += MatrixDocument::tr("\nminimum PASS: %1 → %2 (%3)")
                   .arg(levelText(mc.baseLevel, unit), levelText(mc.withLevel, unit), changeText(*mc.change, unit));
    else if (!row.passes)
        tip += MatrixDocument::tr("\nno state passes with the intervention: no requirement change");
    else
        tip += MatrixDocument::tr("\nno base minimum PASS to compare with");
    tip += MatrixDocument::tr("\nbinding: %1 before, %2 after%3")
               .arg(mc.bindingBefore ? MatrixDocument::tr("yes") : MatrixDocument::tr("no"),
                    mc.bindingAfter ? MatrixDocument::tr("yes") : MatrixDocument::tr("no"),
                    mc.newlyBinding ? MatrixDocument::tr(" (newly binding)")
                    : mc.freed      ? MatrixDocument::tr(" (freed)")
                                    : QString());
    tip += MatrixDocument::tr("\n%1: Δ %2 €/h, Δ %3 W; %4 physical run(s); recovers %5 of %6 adjacent FAIL state(s)")
               .arg(row.name, signedNum(row.eurPerHourDelta), signedNum(row.wattsDelta))
               .arg(row.physicalRuns)
               .arg(row.recovered)
               .arg(row.adjacentFails);
    tip += MatrixDocument::tr("\nClick to compare the base frontier with this one.");
    cell.tooltip = tip;
    return cell;
}

} // namespace

MatrixDocument::MatrixDocument(Project* project, const QString& campaign, QWidget* parent)
    : Document(parent), m_project(project), m_campaign(campaign) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto* split = new QSplitter(Qt::Vertical, this);
    m_pages = new TypePages(split, this);
    layout->addWidget(m_pages);
    if (m_project) m_typed = m_project->typedCampaignOf(campaign).value_or(QString());
    connect(m_pages, &TypePages::campaignChosen, this, [this](const QString& chosen) {
        m_campaign = chosen;
        reloadMatrix();
    });

    auto* top = new QWidget(split);
    auto* tl = new QVBoxLayout(top);
    tl->setContentsMargins(0, 0, 0, 0);
    m_summary = caption(top);
    m_summary->setObjectName(QStringLiteral("matrix-summary"));
    tl->addWidget(m_summary);
    m_heatmap = new Heatmap(top);
    m_heatmap->setObjectName(QStringLiteral("matrix-heatmap"));
    m_heatmap->setToolTip(tr("Click a cell to compare the base frontier with that intervention's"));
    tl->addWidget(m_heatmap, 1);
    split->addWidget(top);

    // Captions in one row and plots in the next, so that the two frontiers line up cell for
    // cell whatever the length of their captions.
    auto* bottom = new QWidget(split);
    auto* grid = new QGridLayout(bottom);
    grid->setContentsMargins(0, 0, 0, 0);
    auto column = [&](int at, QLabel*& title, FrontierPlot*& plot, const QString& name) {
        title = caption(bottom);
        title->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
        grid->addWidget(title, 0, at);
        plot = new FrontierPlot(bottom);
        plot->setObjectName(name);
        grid->addWidget(plot, 1, at);
        grid->setColumnStretch(at, 1);
    };
    column(0, m_baseTitle, m_base, QStringLiteral("matrix-base-frontier"));
    column(1, m_withTitle, m_with, QStringLiteral("matrix-intervention-frontier"));
    grid->setRowStretch(1, 1);
    split->addWidget(bottom);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);

    connect(m_heatmap, &Heatmap::cellClicked, this, [this](int, int row) { showComparison(row); });
    reload();
}

void MatrixDocument::changeEvent(QEvent* event) {
    Document::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) draw(); // the diverging colours follow the theme
}

QString MatrixDocument::identityOf(const Project* project, const QString& campaign) {
    const auto typed = project ? project->typedCampaignOf(campaign) : std::nullopt;
    return QStringLiteral("matrix:") + typed.value_or(campaign);
}

bool MatrixDocument::showCampaign(const QString& campaign) {
    if (campaign == m_campaign) return true;
    if (m_typed.isEmpty() || !m_pages->summary()) return false;
    for (int i = 0; i < m_pages->tabs()->count(); ++i)
        if (m_pages->tabs()->tabData(i).toString() == campaign) {
            m_pages->tabs()->setCurrentIndex(i); // campaignChosen redraws a type
            return true;
        }
    return false;
}

void MatrixDocument::reload() {
    if (!m_typed.isEmpty() && m_project) {
        std::optional<report::TypeSummary> types;
        try {
            types = m_project->typeSummary(m_typed);
        } catch (const SpecError& e) {
            emit statusMessage(QString::fromStdString(e.what())); // the type's own tab still says what it can
        }
        m_pages->setSummary(std::move(types), m_campaign);
    }
    reloadMatrix();
}

void MatrixDocument::addMoves(QualifyReport& report) {
    m_moves.clear();
    const auto& types = m_pages->summary();
    if (!types || types->moves.moves.empty()) return;
    if (QString::fromStdString(types->campaign + "@" + types->moves.from) != m_campaign) return;
    for (std::size_t i = 0; i < types->moves.moves.size(); ++i) {
        report.interventions.push_back(types->moves.moves[i]);
        m_moves[QString::fromStdString(types->moves.moves[i].name)] =
            QString::fromStdString(types->campaign + "@" + types->moves.to[i]);
    }
}

void MatrixDocument::reloadMatrix() {
    m_matrix = {};
    m_compared.clear();
    m_base->setGrid({});
    m_with->setGrid({});
    m_baseTitle->clear();
    m_withTitle->clear();
    std::optional<QualifyReport> report;
    std::optional<Space> space;
    QString problem;
    if (!m_project) {
        problem = tr("No project is open.");
    } else {
        bool known = true;
        try {
            known = m_project->campaign(m_campaign).has_value();
            report = m_project->report(m_campaign);
            space = m_project->space(m_campaign);
        } catch (const SpecError& e) {
            problem = QStringLiteral("<span style='color:%1'>%2</span>")
                          .arg(colors::fail().name(), QString::fromStdString(e.what()).toHtmlEscaped());
        }
        if (problem.isEmpty() && !known)
            problem = tr("The project holds no campaign \"%1\".").arg(m_campaign.toHtmlEscaped());
        else if (problem.isEmpty() && (!report || !space))
            problem =
                tr("Campaign %1 has no finished report yet: qualify it (Start, F5) to see what its interventions change.")
                    .arg(m_campaign.toHtmlEscaped());
    }
    if (!problem.isEmpty()) {
        m_summary->setText(problem);
        HeatmapData empty;
        empty.placeholder =
            tr("No intervention matrix: %1").arg(QTextDocumentFragment::fromHtml(problem).toPlainText());
        m_heatmap->setData(std::move(empty));
        return;
    }
    addMoves(*report);
    m_matrix = buildInterventionMatrix(*space, *report);
    draw();
    if (!m_matrix.rows.empty())
        showComparison(0);
    else {
        std::vector<StoredRun> runs;
        try {
            runs = m_project->runs(m_campaign);
        } catch (const SpecError& e) {
            m_withTitle->setText(QString::fromStdString(e.what()).toHtmlEscaped());
            return;
        }
        m_base->setGrid(buildFrontierGrid(*space, *report, runs));
        m_baseTitle->setText(tr("<b>Base frontier</b>"));
        m_withTitle->setText(tr("The campaign has no interventions: nothing to compare."));
    }
}

void MatrixDocument::draw() {
    const auto& m = m_matrix;
    QString s = tr("<h3>Intervention matrix · campaign %1</h3>").arg(m_campaign.toHtmlEscaped());
    if (m.rows.empty() && !m.resources.isEmpty()) {
        s += tr(
            "The campaign has no interventions, so there is no matrix: add interventions to its campaign file to see "
            "which change moves the frontier.");
        m_summary->setText(s);
        HeatmapData empty;
        empty.placeholder =
            tr("No interventions in campaign %1: nothing changes the minimum requirement.").arg(m_campaign);
        m_heatmap->setData(std::move(empty));
        return;
    }
    if (m.resources.isEmpty()) return; // reload() said why
    s += tr("A cell is the change in the minimum PASS's requirement of that resource with the intervention "
            "(<span style='color:%1'>■ less needed</span>, <span style='color:%2'>■ more needed</span>); "
            "▲ newly binding, ▼ freed. Click a cell to compare the frontiers below.")
             .arg(colors::pass().name(), colors::fail().name());
    if (!m_moves.empty())
        s += tr("<br>A row \"move to TYPE\" is another accelerator type read as an intervention on this one: its "
                "frontier is that type's own campaign.");
    if (!m.basePasses)
        s += tr("<br><b>No state of the base search passes</b>: requirement changes cannot be measured against it.");
    m_summary->setText(s);

    HeatmapData d;
    d.firstRowOnTop = true;
    d.xTitle = tr("resource (change in the minimum PASS's requirement)");
    d.yTitle = tr("intervention");
    d.columns = m.resources;
    for (const auto& row : m.rows)
        d.rows << (row.hasChange
                       ? tr("%1 (%2)\nΔ %3 €/h · Δ %4 W")
                             .arg(row.name, row.kind, signedNum(row.eurPerHourDelta), signedNum(row.wattsDelta))
                       : tr("%1 (%2)\nno state passes: no €/h or W to compare").arg(row.name, row.kind));
    // Intensity: the change relative to the largest change in that column, so that a one-level
    // step reads as clearly as a large one in a column of small numbers.
    std::vector<double> largest(static_cast<std::size_t>(m.resources.size()), 0.0);
    for (const auto& row : m.rows)
        for (std::size_t c = 0; c < row.cells.size(); ++c)
            if (row.cells[c].change) largest[c] = std::max(largest[c], std::fabs(*row.cells[c].change));
    const QColor base = palette().color(QPalette::Base), flat = mix(base, colors::neutral(), 0.35);
    for (const auto& row : m.rows) {
        for (std::size_t c = 0; c < row.cells.size(); ++c) {
            d.cells.push_back(matrixCell(row, row.cells[c], m.units[static_cast<int>(c)],
                                         m.resources[static_cast<int>(c)], largest[c], base, flat));
        }
    }
    m_heatmap->setData(std::move(d));
}

bool MatrixDocument::showComparison(int row) {
    if (!m_project || row < 0 || row >= static_cast<int>(m_matrix.rows.size())) return false;
    std::optional<QualifyReport> report;
    std::optional<Space> space;
    std::vector<StoredRun> runs;
    try {
        report = m_project->report(m_campaign);
        space = m_project->space(m_campaign);
        runs = m_project->runs(m_campaign);
    } catch (const SpecError& e) {
        m_withTitle->setText(QString::fromStdString(e.what()).toHtmlEscaped());
        return false;
    }
    if (!report || !space) return false;
    const MatrixRow& r = m_matrix.rows[static_cast<std::size_t>(row)];
    m_compared = r.name;
    auto minimum = [&](const std::optional<FrontierPoint>& p) {
        return p ? tr("minimum PASS %1 · %2 €/h · %3 W")
                       .arg(levelsText(p->state, *report).toHtmlEscaped(), num(p->eurPerHour, 3), num(p->watts, 4))
                 : tr("no state passes");
    };
    m_baseTitle->setText(tr("<b>Base frontier</b><br>%1").arg(minimum(report->minimumPass)));
    if (m_moves.count(r.name)) {
        m_base->setGrid(buildFrontierGrid(*space, *report, runs));
        return showMove(r.name, *report);
    }
    for (const auto& iv : report->interventions)
        if (QString::fromStdString(iv.name) == r.name)
            m_withTitle->setText(tr("<b>With %1</b> (%2)<br>%3 · Δ %4 €/h · Δ %5 W")
                                     .arg(r.name.toHtmlEscaped(), r.kind.toHtmlEscaped(), minimum(iv.minimumPass),
                                          signedNum(r.eurPerHourDelta), signedNum(r.wattsDelta)));
    m_base->setGrid(buildFrontierGrid(*space, *report, runs));
    m_with->setGrid(buildFrontierGrid(*space, *report, runs, r.name.toStdString()));
    return true;
}

// A move's other side is that type's own campaign: its frontier over its own space and runs.
bool MatrixDocument::showMove(const QString& move, const QualifyReport& base) {
    const QString target = m_moves.at(move);
    std::optional<QualifyReport> report;
    std::optional<Space> space;
    std::vector<StoredRun> runs;
    try {
        report = m_project->report(target);
        space = m_project->space(target);
        runs = m_project->runs(target);
    } catch (const SpecError& e) {
        m_withTitle->setText(QString::fromStdString(e.what()).toHtmlEscaped());
        return false;
    }
    const MatrixRow* row = nullptr;
    for (const auto& r : m_matrix.rows)
        if (r.name == move) row = &r;
    if (!report || !space || !row) {
        m_withTitle->setText(tr("<b>%1</b>: campaign %2 has no finished report.").arg(move.toHtmlEscaped(), target));
        m_with->setGrid({});
        return true;
    }
    const QString minimum = report->minimumPass
                                ? tr("minimum PASS %1 · %2 €/h · %3 W")
                                      .arg(levelsText(report->minimumPass->state, base).toHtmlEscaped(),
                                           num(report->minimumPass->eurPerHour, 3), num(report->minimumPass->watts, 4))
                                : tr("no state passes");
    m_withTitle->setText(tr("<b>%1</b> (campaign %2)<br>%3 · Δ %4 €/h · Δ %5 W")
                             .arg(move.toHtmlEscaped(), target.toHtmlEscaped(), minimum,
                                  signedNum(row->eurPerHourDelta), signedNum(row->wattsDelta)));
    m_with->setGrid(buildFrontierGrid(*space, *report, runs));
    return true;
}

QString MatrixDocument::summaryText() const { return m_summary->text(); }

} // namespace luma::ui
