#pragma once
// The frontier document: a campaign's finished report drawn over its first two resources
// (FrontierPlot), with the minimum PASS, binding resources and adjacent FAILs beside it, and a
// choice between the base search and each intervention's frontier.
#include "ui/documents/document.h"

#include <QPointer>

class QComboBox;
class QLabel;

namespace luma::ui {

class FrontierPlot;
class Project;

class FrontierDocument : public Document {
    Q_OBJECT
public:
    FrontierDocument(Project* project, const QString& campaign, QWidget* parent = nullptr);
    void reload(); // re-read the report and runs from the project
    FrontierPlot* plot() const { return m_plot; }
    QString campaign() const { return m_campaign; }
    QString summaryText() const;
    bool hasReport() const { return m_hasReport; }

    QString title() const override { return tr("Frontier %1").arg(m_campaign); }
    QString kind() const override { return QStringLiteral("frontier"); }
    QString identity() const override { return QStringLiteral("frontier:") + m_campaign; }

Q_SIGNALS:
    // A proven cell was clicked: the run whose evidence to open.
    void evidenceRequested(const QString& campaign, qint64 run);

private:
    void rebuild();
    QPointer<Project> m_project;
    QString m_campaign;
    FrontierPlot* m_plot;
    QComboBox* m_search;
    QLabel* m_summary;
    QLabel* m_legend;
    QLabel* m_fixed;
    bool m_hasReport = false;
};

} // namespace luma::ui
