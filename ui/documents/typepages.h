#pragma once
// A campaign over accelerator types in the frontier and matrix views: a tab "Across types" with
// the types side by side (per type its minimum PASS, binding resources, € per hour, € per 1M
// tokens, W, bytes moved per token; the cheapest qualified one starred) and the "move to TYPE"
// rows, then one tab per type whose page is the view's own content showing that type's campaign
// (NAME@TYPE). For an ordinary campaign the tab bar is hidden and the content is all there is.
// The figures are core's (core/report/type_summary.h); this only lays them out.
#include "core/report/type_summary.h"

#include <QWidget>

#include <optional>

class QLabel;
class QStackedWidget;
class QTabBar;
class QTableWidget;

namespace luma::ui {

class TypePages : public QWidget {
    Q_OBJECT
public:
    TypePages(QWidget* content, QWidget* parent = nullptr);
    // Shows `summary` (nullopt: an ordinary campaign) with the tab of `campaign` (a type's
    // NAME@TYPE, or NAME for the comparison) current. Emits nothing.
    void setSummary(std::optional<report::TypeSummary> summary, const QString& campaign);
    const std::optional<report::TypeSummary>& summary() const { return m_summary; }
    bool showsComparison() const; // the "Across types" tab is current

    QTabBar* tabs() const { return m_tabs; }
    QTableWidget* typesTable() const { return m_types; }
    QTableWidget* movesTable() const { return m_moves; }

Q_SIGNALS:
    void campaignChosen(const QString& campaign); // a type's tab was picked: its NAME@TYPE

private:
    void fillTypes();
    void fillMoves();
    std::optional<report::TypeSummary> m_summary;
    QTabBar* m_tabs;
    QStackedWidget* m_stack;
    QLabel* m_caption;
    QTableWidget* m_types;
    QLabel* m_movesCaption;
    QTableWidget* m_moves;
};

} // namespace luma::ui
