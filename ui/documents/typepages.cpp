#include "ui/documents/typepages.h"

#include "ui/format.h"
#include "ui/readonlytable.h"
#include "ui/theme.h"

#include <QHeaderView>
#include <QLabel>
#include <QStackedWidget>
#include <QTabBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace luma::ui {

namespace {

QString joined(const std::vector<std::string>& v) {
    QStringList out;
    for (const auto& s : v) out << QString::fromStdString(s);
    return out.isEmpty() ? TypePages::tr("none") : out.join(QStringLiteral(", "));
}

QString signedNum(double v, int digits) {
    if (std::fabs(v) < 1e-12) return QStringLiteral("±0");
    return (v > 0 ? QStringLiteral("+") : QStringLiteral("−")) + num(std::fabs(v), digits);
}

// € per 1M tokens as the proving run measured it where one did, else as the model predicts.
QString perMtok(const report::Economics& e) {
    if (!e.priced) return QStringLiteral("—");
    if (e.measuredEurPerMtok) return TypePages::tr("%1 (measured)").arg(num(*e.measuredEurPerMtok, 4));
    return e.modelFits ? TypePages::tr("%1 (model)").arg(num(e.eurPerMtok, 4)) : QStringLiteral("—");
}

} // namespace

TypePages::TypePages(QWidget* content, QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabBar(this);
    m_tabs->setObjectName(QStringLiteral("type-tabs"));
    m_tabs->setExpanding(false);
    m_tabs->setToolTip(tr("The accelerator types compared, or one type's own campaign"));
    layout->addWidget(m_tabs);
    m_stack = new QStackedWidget(this);
    layout->addWidget(m_stack, 1);
    auto* page = new QWidget(m_stack);
    auto* pl = new QVBoxLayout(page);
    m_caption = new QLabel(page);
    m_caption->setObjectName(QStringLiteral("types-caption"));
    m_caption->setWordWrap(true);
    pl->addWidget(m_caption);
    m_types = readOnlyTable(page, QStringLiteral("types-table"),
                            {tr("accelerator"), tr("minimum PASS"), tr("binding"), tr("€/h"), tr("€ per 1M tokens"),
                             tr("W"), tr("MB moved per token"), tr("runs")});
    pl->addWidget(m_types, 1);
    m_movesCaption = new QLabel(page);
    m_movesCaption->setObjectName(QStringLiteral("moves-caption"));
    m_movesCaption->setWordWrap(true);
    pl->addWidget(m_movesCaption);
    m_moves = readOnlyTable(page, QStringLiteral("moves-table"),
                            {tr("intervention"), tr("requirement change"), tr("newly binding"), tr("freed"),
                             tr("Δ €/h"), tr("Δ W"), tr("adjacent FAILs")});
    pl->addWidget(m_moves, 1);
    m_stack->addWidget(page);
    m_stack->addWidget(content);
    m_tabs->hide();
    m_stack->setCurrentIndex(1);
    connect(m_tabs, &QTabBar::currentChanged, this, [this](int index) {
        if (!m_summary || index < 0) return;
        m_stack->setCurrentIndex(index == 0 ? 0 : 1);
        if (index > 0) Q_EMIT campaignChosen(m_tabs->tabData(index).toString());
    });
}

bool TypePages::showsComparison() const { return m_summary && m_stack->currentIndex() == 0; }

void TypePages::setSummary(std::optional<report::TypeSummary> summary, const QString& campaign) {
    m_summary = std::move(summary);
    const QSignalBlocker block(m_tabs);
    while (m_tabs->count() > 0) m_tabs->removeTab(0);
    m_tabs->setVisible(m_summary.has_value());
    if (!m_summary) {
        m_stack->setCurrentIndex(1);
        return;
    }
    m_tabs->addTab(tr("Across types"));
    m_tabs->setTabData(0, QString::fromStdString(m_summary->campaign));
    int current = 0;
    for (const auto& t : m_summary->types) {
        const QString name = QString::fromStdString(t.campaign);
        const int at = m_tabs->addTab(t.type == m_summary->cheapest ? tr("%1 ★").arg(QString::fromStdString(t.type))
                                                                    : QString::fromStdString(t.type));
        m_tabs->setTabData(at, name);
        m_tabs->setTabToolTip(at, tr("Campaign %1").arg(name));
        if (name == campaign) current = at;
    }
    m_tabs->setCurrentIndex(current);
    m_stack->setCurrentIndex(current == 0 ? 0 : 1);
    fillTypes();
    fillMoves();
}

void TypePages::fillTypes() {
    const report::TypeSummary& s = *m_summary;
    m_caption->setText(
        tr("<h3>Campaign %1 · accelerator types: %2</h3>Each type is qualified as a campaign of its own "
           "(%1@TYPE) on the hosts of its type. ★ %3")
            .arg(QString::fromStdString(s.campaign).toHtmlEscaped(), QString::number(s.types.size()),
                 s.cheapest.empty()
                     ? tr("No accelerator type qualified.")
                     : tr("the cheapest qualified system: <b>%1</b> (by €/h at its minimum PASS, then W).")
                           .arg(QString::fromStdString(s.cheapest).toHtmlEscaped())));
    m_types->setRowCount(static_cast<int>(s.types.size()));
    for (int r = 0; r < static_cast<int>(s.types.size()); ++r) {
        const report::TypeFigures& t = s.types[static_cast<std::size_t>(r)];
        const bool cheapest = t.type == s.cheapest;
        const QString type = QString::fromStdString(t.type) + (cheapest ? tr(" ★ cheapest") : QString());
        const QString runs = QString::number(t.physicalRuns);
        if (!t.qualified) {
            setRow(m_types, r,
                   {type, tr("not qualified: %1").arg(QString::fromStdString(t.problem)), QStringLiteral("—"),
                    QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—"), runs});
            m_types->item(r, 1)->setForeground(colors::fail());
            continue;
        }
        const report::Economics* e = t.economics ? &*t.economics : nullptr;
        setRow(m_types, r,
               {type, levelsText(t.minimumPass->state), joined(t.binding), num(t.minimumPass->eurPerHour, 4),
                e ? perMtok(*e) : QStringLiteral("—"), num(t.minimumPass->watts, 4),
                e && e->modelFits ? num(e->bytesPerToken / 1e6, 4) : QStringLiteral("—"), runs});
        if (!cheapest) continue;
        for (int c = 0; c < m_types->columnCount(); ++c) {
            QFont f = m_types->item(r, c)->font();
            f.setBold(true);
            m_types->item(r, c)->setFont(f);
        }
        m_types->item(r, 0)->setForeground(colors::pass());
    }
    m_types->resizeColumnsToContents();
}

void TypePages::fillMoves() {
    const TypeMoves& m = m_summary->moves;
    m_moves->setVisible(!m.moves.empty());
    m_movesCaption->setText(
        m.moves.empty()
            ? tr("No type qualified, or only one type: no move between types to compare.")
            : tr("<h3>Moving from %1 to another type</h3>Each other type read as an intervention on %1's minimum "
                 "PASS: what it frees, what newly binds, the €/h and W deltas, and how many of %1's adjacent FAIL "
                 "states pass on it. The matrix view holds these rows beside the interventions.")
                  .arg(QString::fromStdString(m.from).toHtmlEscaped()));
    m_moves->setRowCount(static_cast<int>(m.moves.size()));
    for (int r = 0; r < static_cast<int>(m.moves.size()); ++r) {
        const InterventionOutcome& iv = m.moves[static_cast<std::size_t>(r)];
        int recovered = 0;
        for (const auto& x : iv.adjacentFailRecovery) recovered += x.recoversToPass ? 1 : 0;
        const QString fails = tr("%1 of %2 pass").arg(recovered).arg(iv.adjacentFailRecovery.size());
        if (!iv.requirementChange) {
            setRow(m_moves, r,
                   {QString::fromStdString(iv.name), tr("no state passes"), QStringLiteral("—"), QStringLiteral("—"),
                    QStringLiteral("—"), QStringLiteral("—"), fails});
            continue;
        }
        setRow(m_moves, r,
               {QString::fromStdString(iv.name), levelsText(*iv.requirementChange), joined(iv.newlyBinding),
                joined(iv.freed), signedNum(iv.eurPerHourDelta, 4), signedNum(iv.wattsDelta, 4), fails});
    }
    m_moves->resizeColumnsToContents();
}

} // namespace luma::ui
