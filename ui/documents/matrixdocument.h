#pragma once
// The matrix document: a campaign report's intervention matrix as a heatmap (interventions ×
// resources, a cell the change in the minimum PASS's requirement with its unit, newly binding
// ▲ and freed ▼ marked, € per hour and W deltas in the row header), and below it the base
// frontier and one intervention's frontier side by side: a click on a row's cell picks it. A
// campaign over accelerator types (NAME, kept as NAME@TYPE) is one tab per type beside the types
// compared (TypePages); the tab of the first type that qualified holds, beside its interventions,
// a "move to TYPE" row per other type (core/qualify/type_moves.h), compared with that type's own
// frontier.
#include "ui/documents/document.h"
#include "ui/models/interventionmatrix.h"

#include <QPointer>

#include <map>

class QLabel;

namespace luma::ui {

class FrontierPlot;
class Heatmap;
class Project;
class TypePages;

class MatrixDocument : public Document {
    Q_OBJECT
public:
    MatrixDocument(Project* project, const QString& campaign, QWidget* parent = nullptr);
    void reload(); // re-read the report (and the types compared) from the project
    // Shows `campaign`'s tab (a type's NAME@TYPE, or NAME for the comparison); false: not one here.
    bool showCampaign(const QString& campaign);
    // "matrix:NAME" of a campaign over types and of each of its types: one tab for them all.
    static QString identityOf(const Project* project, const QString& campaign);
    TypePages* typePages() const { return m_pages; }
    // Draws the base frontier beside row `row`'s intervention frontier; false for a bad row.
    bool showComparison(int row);

    Heatmap* heatmap() const { return m_heatmap; }
    FrontierPlot* basePlot() const { return m_base; }
    FrontierPlot* interventionPlot() const { return m_with; }
    const InterventionMatrix& matrix() const { return m_matrix; }
    QString comparedIntervention() const { return m_compared; } // "" before a comparison
    QString summaryText() const;
    QString campaign() const { return m_campaign; } // the campaign drawn (a type's NAME@TYPE)

    QString title() const override { return tr("Matrix %1").arg(m_typed.isEmpty() ? m_campaign : m_typed); }
    QString kind() const override { return QStringLiteral("matrix"); }
    QString identity() const override { return QStringLiteral("matrix:") + (m_typed.isEmpty() ? m_campaign : m_typed); }

protected:
    void changeEvent(QEvent* event) override;

private:
    void reloadMatrix();
    void draw();
    // The "move to TYPE" rows of the shown type, where it is the one the moves start from.
    void addMoves(QualifyReport& report);
    bool showMove(const QString& move, const QualifyReport& report);
    QPointer<Project> m_project;
    QString m_campaign;
    QString m_typed; // the campaign over types it belongs to; "" for an ordinary campaign
    TypePages* m_pages;
    std::map<QString, QString> m_moves; // a move row's name → the campaign of its type (NAME@TYPE)
    InterventionMatrix m_matrix;
    QString m_compared;
    Heatmap* m_heatmap;
    QLabel* m_summary;
    QLabel* m_baseTitle;
    QLabel* m_withTitle;
    FrontierPlot* m_base;
    FrontierPlot* m_with;
};

} // namespace luma::ui
