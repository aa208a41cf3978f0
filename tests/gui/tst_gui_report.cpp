// File > Export Report… in the window: the action is in the File menu, and what it writes once
// its file dialog is answered is the campaign's report through the same core code as `luma
// report` (the HTML byte for byte), and a PDF through the same writer.
#include "views_fixture.h"

#include "core/report/html.h"
#include "core/report/report_data.h"
#include "ui/mainwindow.h"
#include "ui/project.h"
#include "ui/reportexport.h"

#include <QMenuBar>
#include <QtTest>

using namespace luma;
using namespace luma::ui;

namespace {

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestGuiReport : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("views.luma"));
        QVERIFY(test::qualifyDirectly(test::writeViewsCampaign(m_dir, "views"), m_project).minimumPass);
    }

    void exportReportWritesWhatTheCliWrites() {
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        w.show();
        QString error;
        QVERIFY2(w.openProject(m_project, false, &error), qPrintable(error));
        QAction* exportReport = w.action(QStringLiteral("export-report"));
        QVERIFY(exportReport);
        QMenu* file = nullptr;
        for (QAction* a : w.menuBar()->actions())
            if (a->text() == QStringLiteral("&File")) file = a->menu();
        QVERIFY(file && file->actions().contains(exportReport));
        QVERIFY(w.showFrontier(QStringLiteral("views"))); // the current campaign

        // What the action writes once its file dialog is answered (the dialog itself is Qt's).
        const QString html = m_dir.filePath(QStringLiteral("gui.html"));
        QCOMPARE(writeReport(*w.project(), QStringLiteral("views"), html), QString());
        const EvidenceStore store(m_project.toStdString());
        const std::string expected = report::renderHtml(report::buildReport(store, "views"));
        QCOMPARE(readAll(html), QByteArray::fromStdString(expected));
        QVERIFY(expected.find("accelerator_count=2, compute_fraction=0.25, hbm_gib=48") != std::string::npos);

        const QString pdf = m_dir.filePath(QStringLiteral("gui.pdf"));
        QCOMPARE(writeReport(*w.project(), QStringLiteral("views"), pdf), QString());
        QVERIFY2(readAll(pdf).startsWith("%PDF-"), qPrintable(QDir(m_dir.path()).entryList().join(' ')));
        QVERIFY(readAll(pdf).size() > 10000);
    }

    void aFailureIsNamed() {
        auto project = Project::open(m_project);
        QVERIFY(writeReport(*project, QStringLiteral("views"), m_dir.filePath(QStringLiteral("x.html"))).isEmpty());
        QVERIFY(writeReport(*project, QStringLiteral("nope"), m_dir.filePath(QStringLiteral("x.html")))
                    .contains(QStringLiteral("no campaign \"nope\"")));
        QVERIFY(writeReport(*project, QStringLiteral("views"), m_dir.filePath(QStringLiteral("no/dir/x.pdf")))
                    .contains(QStringLiteral("cannot write the PDF")));
    }
};

QTEST_MAIN(TestGuiReport)
#include "tst_gui_report.moc"
