// The main window's presentation mode: one campaign's story full screen, above the window, with
// a slide's evidence one key away (an evidence view above the presentation; Esc closes it).
#include "ui/mainwindow.h"

#include "ui/documents/evidencedocument.h"
#include "ui/present/presentation.h"
#include "ui/project.h"

#include <QKeySequence>
#include <QShortcut>

namespace luma::ui {

Presentation* MainWindow::present(const QString& campaign, QString* error) {
    if (!m_project || !m_project->campaignNames().contains(campaign)) {
        if (error)
            *error = m_project ? tr("The project holds no campaign \"%1\".").arg(campaign) : tr("No project is open.");
        return nullptr;
    }
    auto* p = new Presentation(m_project.get(), campaign, this);
    p->setWindowFlag(Qt::Window);
    p->setAttribute(Qt::WA_DeleteOnClose);
    connect(p, &Presentation::left, p, &QWidget::close);
    connect(p, &Presentation::evidenceRequested, p, [this, p](const QString& c, qint64 run) {
        auto* e = new EvidenceDocument(m_project.get(), c, run, p);
        e->setWindowFlag(Qt::Window);
        e->setAttribute(Qt::WA_DeleteOnClose);
        e->setWindowTitle(e->title());
        connect(new QShortcut(QKeySequence(Qt::Key_Escape), e), &QShortcut::activated, e, &QWidget::close);
        e->resize(p->size() * 0.8);
        e->show();
    });
    p->showFullScreen();
    p->setFocus();
    log(tr("Presenting %1 (%2 slides)").arg(campaign).arg(p->slideCount()));
    return p;
}

} // namespace luma::ui
