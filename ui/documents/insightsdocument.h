#pragma once
// The insights view: what the open project's campaigns show together (core/insights, as `luma
// insights` prints it): the binding resources by contract shape, accelerator and host; which
// interventions recovered which adjacent FAILs at what € and W; where the model and the evidence
// disagree most, and by how much per campaign; which frontiers the model would now predict
// without a physical run. Every row names the campaigns and runs it rests on. Re-read when the
// project changes.
#include "ui/documents/document.h"

#include <QPointer>

class QLabel;
class QTableWidget;

namespace luma::ui {

class Project;

class InsightsDocument : public Document {
    Q_OBJECT
public:
    explicit InsightsDocument(Project* project, QWidget* parent = nullptr);
    void reload();

    QString problemText() const { return m_problem; } // why nothing is shown, or ""
    QString summaryText() const;
    QTableWidget* bindingsTable() const { return m_bindings; }
    QTableWidget* interventionsTable() const { return m_interventions; }
    QTableWidget* disagreementsTable() const { return m_disagreements; }
    QTableWidget* frontiersTable() const { return m_frontiers; }

    QString title() const override { return tr("Insights"); }
    QString kind() const override { return QStringLiteral("insights"); }
    QString identity() const override { return QStringLiteral("insights"); }

private:
    QPointer<Project> m_project;
    QString m_problem;
    QLabel* m_summary;
    QTableWidget* m_bindings;
    QTableWidget* m_interventions;
    QTableWidget* m_disagreements;
    QTableWidget* m_frontiers;
};

} // namespace luma::ui
