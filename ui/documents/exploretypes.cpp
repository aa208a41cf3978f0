#include "ui/documents/exploretypes.h"

#include "core/search/explore_types.h"
#include "ui/format.h"
#include "ui/readonlytable.h"
#include "ui/theme.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <exception>
#include <map>

namespace luma::ui {

TypeComparison compareTypes(const QString& typed,
                            const std::vector<std::pair<QString, std::shared_ptr<const ExploreSpecs>>>& campaigns,
                            const QStringList& left, const CancelToken& cancel) {
    TypeComparison out;
    out.typed = typed;
    out.left = left;
    if (campaigns.empty()) {
        out.problem = ExploreTypesPanel::tr("The project holds no campaign of %1's types.").arg(typed);
        return out;
    }
    std::vector<TypedSpace> spaces;
    for (const auto& [name, specs] : campaigns) {
        if (specs->contract.hash != campaigns.front().second->contract.hash) {
            out.problem = ExploreTypesPanel::tr("the campaigns hold different contracts (%1 and %2)")
                              .arg(campaigns.front().first, name);
            return out;
        }
        const std::string type = specs->machine.accelerator ? specs->machine.accelerator->type : name.toStdString();
        spaces.push_back({type, specs->machine, specs->space, {}, false});
        out.campaigns << name;
        out.types << QString::fromStdString(type);
    }
    ExploreOptions options;
    options.cancel = &cancel;
    try {
        const TypedExploreResult r =
            exploreTypedSpaces(campaigns.front().second->contract, std::move(spaces), {}, options);
        out.summary = toJson(r)["summary"];
        out.cheapest = r.cheapestType;
    } catch (const Cancelled&) {
        out.problem = ExploreTypesPanel::tr("cancelled");
    } catch (const std::exception& e) {
        out.problem = QString::fromStdString(e.what());
    }
    return out;
}

namespace {

QString number(const nlohmann::json& v, int digits) {
    return v.is_number() ? num(v.get<double>(), digits) : QStringLiteral("—");
}

QString stateText(const nlohmann::json& state) {
    std::map<std::string, double> levels;
    for (const auto& [k, v] : state.items()) levels[k] = v.get<double>();
    return levelsText(levels);
}

// A row as the table shows it: the cheapest predicted PASS and its figures, or why none passes.
QStringList cellsOf(const nlohmann::json& row, const QString& type) {
    if (!row.value("qualified", false))
        return {type,
                ExploreTypesPanel::tr("no predicted PASS: %1").arg(QString::fromStdString(row.value("why", ""))),
                QStringLiteral("—"),
                QStringLiteral("—"),
                QStringLiteral("—"),
                QStringLiteral("—"),
                QStringLiteral("—"),
                QStringLiteral("0")};
    const nlohmann::json bytes = row.value("bytes_per_token", nlohmann::json());
    return {type,
            stateText(row["minimum_pass"]),
            QString::fromStdString(row.value("binding", "")),
            number(row["eur_per_hour"], 4),
            number(row.value("eur_per_mtok", nlohmann::json()), 4),
            number(row["watts"], 4),
            bytes.is_number() ? num(bytes.get<double>() / 1e6, 4) : QStringLiteral("—"),
            QString::number(row.value("frontier_states", 0))};
}

} // namespace

ExploreTypesPanel::ExploreTypesPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("explore-types-caption"));
    m_caption->setWordWrap(true);
    layout->addWidget(m_caption);
    m_table = readOnlyTable(this, QStringLiteral("explore-types"),
                            {tr("accelerator"), tr("cheapest predicted PASS"), tr("binding"), tr("€/h"),
                             tr("€ per 1M tokens"), tr("W"), tr("MB moved per token"), tr("frontier states")});
    m_table->setToolTip(tr("Double-click a type to explore its own space"));
    layout->addWidget(m_table, 1);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (row >= 0 && row < m_campaigns.size()) Q_EMIT typeChosen(m_campaigns[row]);
    });
}

QString ExploreTypesPanel::captionText() const { return m_caption->text(); }

void ExploreTypesPanel::setComparison(const TypeComparison& c, const QString& current) {
    m_campaigns = c.campaigns;
    const QString cheapest = c.cheapest >= 0 ? c.types[c.cheapest] : QString();
    m_caption->setText(
        tr("<b>Campaign %1 · accelerator types compared by the model</b> (no run: each type's own space on its "
           "own machine, as its campaign %1@TYPE holds them). %2 Double-click a type to explore it.")
            .arg(c.typed.toHtmlEscaped(),
                 !c.problem.isEmpty() ? tr("Cannot compare them: %1.").arg(c.problem.toHtmlEscaped())
                 : cheapest.isEmpty()
                     ? tr("No type is predicted to pass.")
                     : tr("★ the cheapest predicted system: <b>%1</b> (by €/h at its cheapest predicted PASS, "
                          "then W).")
                           .arg(cheapest.toHtmlEscaped())));
    if (!c.left.isEmpty())
        m_caption->setText(m_caption->text() + QLatin1Char(' ') +
                           tr("Left out: %1.").arg(c.left.join(QStringLiteral("; ")).toHtmlEscaped()));
    const int rows = c.problem.isEmpty() && c.summary.is_array() ? static_cast<int>(c.summary.size()) : 0;
    m_table->setRowCount(rows);
    for (int r = 0; r < rows; ++r) {
        const bool star = r == c.cheapest, shown = c.campaigns[r] == current;
        QString type = c.types[r] + (star ? tr(" ★ cheapest") : QString());
        if (shown) type += tr(" (shown)");
        const QStringList cells = cellsOf(c.summary[static_cast<std::size_t>(r)], type);
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            QFont f = item->font();
            f.setBold(shown);
            item->setFont(f);
            m_table->setItem(r, col, item);
        }
        if (star) m_table->item(r, 0)->setForeground(colors::pass());
        if (!c.summary[static_cast<std::size_t>(r)].value("qualified", false))
            m_table->item(r, 1)->setForeground(colors::fail());
    }
    m_table->resizeColumnsToContents();
}

} // namespace luma::ui
