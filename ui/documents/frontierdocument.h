#pragma once
// The frontier document: a campaign's finished report drawn over its first two resources
// (FrontierPlot), with the minimum PASS, binding resources and adjacent FAILs beside it, and a
// choice between the base search and each intervention's frontier. A campaign over accelerator
// types (NAME, kept as NAME@TYPE) is one tab per type beside the types compared (TypePages).
#include "ui/documents/document.h"

#include <QPointer>

class QComboBox;
class QLabel;

namespace luma::ui {

class FrontierPlot;
class Project;
class TypePages;

class FrontierDocument : public Document {
    Q_OBJECT
public:
    FrontierDocument(Project* project, const QString& campaign, QWidget* parent = nullptr);
    void reload(); // re-read the report and runs (and the types compared) from the project
    // Shows `campaign`'s tab (a type's NAME@TYPE, or NAME for the comparison); false: not one here.
    bool showCampaign(const QString& campaign);
    FrontierPlot* plot() const { return m_plot; }
    TypePages* typePages() const { return m_pages; }
    QString campaign() const { return m_campaign; } // the campaign drawn (a type's NAME@TYPE)
    // "frontier:NAME" of a campaign over types and of each of its types: one tab for them all.
    static QString identityOf(const Project* project, const QString& campaign);
    QString summaryText() const;
    bool hasReport() const { return m_hasReport; }

    QString title() const override { return tr("Frontier %1").arg(m_typed.isEmpty() ? m_campaign : m_typed); }
    QString kind() const override { return QStringLiteral("frontier"); }
    QString identity() const override {
        return QStringLiteral("frontier:") + (m_typed.isEmpty() ? m_campaign : m_typed);
    }

Q_SIGNALS:
    // A proven cell was clicked: the run whose evidence to open.
    void evidenceRequested(const QString& campaign, qint64 run);

private:
    void reloadSearches();
    void rebuild();
    QPointer<Project> m_project;
    QString m_campaign;
    QString m_typed; // the campaign over types it belongs to; "" for an ordinary campaign
    TypePages* m_pages;
    FrontierPlot* m_plot;
    QComboBox* m_search;
    QLabel* m_summary;
    QLabel* m_legend;
    QLabel* m_fixed;
    bool m_hasReport = false;
};

} // namespace luma::ui
