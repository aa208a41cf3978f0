// The insights view over the insights fixture (insights_fixture.h: five campaigns qualified on a
// predictor-driven scripted executor): the binding resources with the campaigns and runs behind
// each, the int4 recovery of the 16 GiB OOM with its € per hour and W, the slow host's median
// error and differing verdict, and which frontiers the model would predict; every table under
// QAbstractItemModelTester; and the window's Insights action (F9) opening it for the project.
#include "insights_fixture.h"
#include "view_shots.h"

#include "ui/documents/insightsdocument.h"
#include "ui/mainwindow.h"
#include "ui/project.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace luma;
using namespace luma::ui;

namespace {

// The rows of `t` whose column `column` reads `text`.
QList<int> rowsWith(const QTableWidget* t, int column, const QString& text) {
    QList<int> out;
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, column) && t->item(r, column)->text() == text) out << r;
    return out;
}

QString cell(const QTableWidget* t, int row, int column) { return t->item(row, column)->text(); }

} // namespace

class TestGuiInsights : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::string m_a, m_b;

    static void keep(QWidget& w, const QString& name) { QVERIFY(test::keepShot(w, name)); }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        test::writeInsightsFixture(m_dir.path().toStdString(), m_a, m_b);
    }

    void tablesNameTheCampaignsAndRunsBehindEachRow() {
        auto project = Project::open(QString::fromStdString(m_a));
        InsightsDocument doc(project.get());
        doc.resize(1400, 1000);
        doc.show();
        QVERIFY2(doc.problemText().isEmpty(), qPrintable(doc.problemText()));
        QVERIFY2(doc.summaryText().contains(QStringLiteral("2 campaigns (2 qualified) in a.luma")),
                 qPrintable(doc.summaryText()));
        for (QTableWidget* t :
             {doc.bindingsTable(), doc.interventionsTable(), doc.disagreementsTable(), doc.frontiersTable()}) {
            QAbstractItemModelTester tester(t->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
            QVERIFY(t->rowCount() > 0);
        }
        // Memory binds both chats of a.luma on OOM, by shape, accelerator and host alike.
        const QTableWidget* b = doc.bindingsTable();
        int memoryRows = 0;
        for (int r : rowsWith(b, 2, QStringLiteral("hbm_gib"))) {
            QCOMPARE(cell(b, r, 3), QStringLiteral("OOM"));
            QCOMPARE(cell(b, r, 4), QStringLiteral("2"));
            QCOMPARE(cell(b, r, 5), QStringLiteral("chat-a, chat-b"));
            QVERIFY(!cell(b, r, 6).isEmpty() && cell(b, r, 6) != QStringLiteral("none"));
            ++memoryRows;
        }
        QCOMPARE(memoryRows, 3);
        // int4 weights recover the 16 GiB OOM of chat-a, priced.
        const QTableWidget* iv = doc.interventionsTable();
        bool recovered = false;
        for (int r : rowsWith(iv, 0, QStringLiteral("int4-weights")))
            if (cell(iv, r, 1) == QStringLiteral("hbm_gib")) {
                recovered = true;
                QCOMPARE(cell(iv, r, 3), QStringLiteral("recovered"));
                QCOMPARE(cell(iv, r, 4), QStringLiteral("chat-a"));
                QVERIFY(cell(iv, r, 6).contains(QStringLiteral("EUR/h")));
                QVERIFY(cell(iv, r, 7).endsWith(QStringLiteral("W")));
            }
        QVERIFY(recovered);
        // The model is exact on these hosts: every frontier is predictable.
        const QTableWidget* f = doc.frontiersTable();
        QCOMPARE(f->rowCount(), 2);
        for (int r = 0; r < f->rowCount(); ++r) QCOMPARE(cell(f, r, 1), QStringLiteral("predictable without a run"));
        keep(doc, QStringLiteral("insights.png"));
    }

    void theSlowHostIsWhereTheModelIsOff() {
        auto project = Project::open(QString::fromStdString(m_b));
        InsightsDocument doc(project.get());
        doc.show();
        const QTableWidget* d = doc.disagreementsTable();
        const QList<int> slow = rowsWith(d, 0, QStringLiteral("chat-slow-host"));
        QCOMPARE(slow.size(), 1);
        QCOMPARE(slow.front(), 0); // first: the only campaign with a verdict the model gets wrong
        QCOMPARE(cell(d, 0, 2), QStringLiteral("1"));
        QCOMPARE(cell(d, 0, 3), QStringLiteral("1.67x"));
        QCOMPARE(cell(d, 0, 4), QStringLiteral("0.600x"));
        const QTableWidget* f = doc.frontiersTable();
        const QList<int> row = rowsWith(f, 0, QStringLiteral("chat-slow-host"));
        QCOMPARE(row.size(), 1);
        QVERIFY2(cell(f, row.front(), 1).contains(QStringLiteral("proven cells agree")),
                 qPrintable(cell(f, row.front(), 1)));
    }

    void theWindowOpensItForTheProject() {
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        QVERIFY(!w.action(QStringLiteral("insights"))->isEnabled());
        QString error;
        QVERIFY2(w.openProject(QString::fromStdString(m_a), false, &error), qPrintable(error));
        QAction* insights = w.action(QStringLiteral("insights"));
        QVERIFY(insights->isEnabled());
        QCOMPARE(insights->shortcut(), QKeySequence(Qt::Key_F9));
        insights->trigger();
        auto* doc = qobject_cast<InsightsDocument*>(w.currentDocument());
        QVERIFY(doc);
        QVERIFY(doc->bindingsTable()->rowCount() > 0);
        insights->trigger(); // once: the open tab is raised
        QCOMPARE(w.findChildren<InsightsDocument*>().size(), 1);
    }
};

QTEST_MAIN(TestGuiInsights)
#include "tst_gui_insights.moc"
