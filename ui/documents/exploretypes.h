#pragma once
// Explore of a campaign over accelerator types (kept as campaigns NAME@TYPE): the types compared
// by the model, each by its cheapest predicted PASS over its own space (binding, € per hour, € per
// 1M tokens, W, MB moved per token) or why none passes, the cheapest starred and the type the
// document shows marked; a row's double-click asks for that type's own Explore. The figures are
// core's (exploreTypedSpaces, as `luma explore` prints them over a typed space); this computes
// them off the UI thread from the stored campaigns and lays them out.
#include "core/util/cancel.h"
#include "ui/models/exploreslice.h"

#include <QString>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <utility>
#include <vector>

class QLabel;
class QTableWidget;

namespace luma::ui {

// What the model says of each type, computed by compareTypes.
struct TypeComparison {
    QString typed;          // NAME
    QStringList campaigns;  // NAME@TYPE, one per row
    QStringList types;      // TYPE, one per row
    nlohmann::json summary; // toJson(TypedExploreResult)'s "summary": a row per type
    int cheapest = -1;      // the row of the cheapest predicted system; -1: no type passes
    QString problem;        // when nothing could be compared: why
    QStringList left;       // "NAME@TYPE: why" of each type campaign that could not be read
};

// The campaigns NAME@TYPE of `typed` with their specs (calibrated as their Explore shows them);
// `left`: those that could not be read, with why. Never throws: what cannot be compared is said in
// `problem` (types whose campaigns hold different contracts are not compared). Cancelled work
// returns early.
TypeComparison compareTypes(const QString& typed,
                            const std::vector<std::pair<QString, std::shared_ptr<const ExploreSpecs>>>& campaigns,
                            const QStringList& left, const CancelToken& cancel);

class ExploreTypesPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExploreTypesPanel(QWidget* parent = nullptr);
    // Fills the table; the row of `current` (NAME@TYPE) is the one the document shows.
    void setComparison(const TypeComparison& comparison, const QString& current);
    QTableWidget* table() const { return m_table; }
    QString captionText() const;

Q_SIGNALS:
    void typeChosen(const QString& campaign); // a row was double-clicked: its NAME@TYPE

private:
    QLabel* m_caption;
    QTableWidget* m_table;
    QStringList m_campaigns;
};

} // namespace luma::ui
