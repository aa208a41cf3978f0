#pragma once
// A read-only table of whole rows, as the workbench's comparison tables show them (the types of a
// campaign over types, Explore's types compared, the insights): rows selected whole, no row
// numbers, the last column stretched, no word wrap.
#include <QHeaderView>
#include <QStringList>
#include <QTableWidget>

namespace luma::ui {

inline QTableWidget* readOnlyTable(QWidget* parent, const QString& name, const QStringList& headers) {
    auto* t = new QTableWidget(0, static_cast<int>(headers.size()), parent);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    t->setWordWrap(false);
    return t;
}

// Row `row` (which must exist) set to `cells`, one item each.
inline void setRow(QTableWidget* t, int row, const QStringList& cells) {
    for (int c = 0; c < cells.size(); ++c) t->setItem(row, c, new QTableWidgetItem(cells[c]));
}

} // namespace luma::ui
