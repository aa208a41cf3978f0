#pragma once
// The matrix document: a campaign report's intervention matrix as a heatmap (interventions ×
// resources, a cell the change in the minimum PASS's requirement with its unit, newly binding
// ▲ and freed ▼ marked, € per hour and W deltas in the row header), and below it the base
// frontier and one intervention's frontier side by side: a click on a row's cell picks it.
#include "ui/documents/document.h"
#include "ui/models/interventionmatrix.h"

#include <QPointer>

class QLabel;

namespace luma::ui {

class FrontierPlot;
class Heatmap;
class Project;

class MatrixDocument : public Document {
    Q_OBJECT
public:
    MatrixDocument(Project* project, const QString& campaign, QWidget* parent = nullptr);
    void reload(); // re-read the report from the project
    // Draws the base frontier beside row `row`'s intervention frontier; false for a bad row.
    bool showComparison(int row);

    Heatmap* heatmap() const { return m_heatmap; }
    FrontierPlot* basePlot() const { return m_base; }
    FrontierPlot* interventionPlot() const { return m_with; }
    const InterventionMatrix& matrix() const { return m_matrix; }
    QString comparedIntervention() const { return m_compared; } // "" before a comparison
    QString summaryText() const;
    QString campaign() const { return m_campaign; }

    QString title() const override { return tr("Matrix %1").arg(m_campaign); }
    QString kind() const override { return QStringLiteral("matrix"); }
    QString identity() const override { return QStringLiteral("matrix:") + m_campaign; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void draw();
    QPointer<Project> m_project;
    QString m_campaign;
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
