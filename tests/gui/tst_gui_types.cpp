// A campaign over accelerator types as a user sees it in the frontier, matrix and explore views,
// over one qualified on the real agent type by type whose answer is known by construction
// (types_fixture.h): a tab per type beside the types compared (minimum PASS, binding, €/h, € per
// 1M tokens, W, bytes moved; the cheapest starred), the "move to TYPE" rows of the matrix beside
// the interventions, and a move compared with that type's own frontier; in Explore, the types
// compared by the model as `luma explore` compares them over the typed space, a double-click on a
// type for its own Explore.
#include "types_fixture.h"
#include "view_shots.h"

#include "ui/charts/frontierplot.h"
#include "ui/charts/heatmap.h"
#include "ui/documents/exploredocument.h"
#include "ui/documents/exploretypes.h"
#include "ui/documents/frontierdocument.h"
#include "ui/documents/matrixdocument.h"
#include "ui/documents/typepages.h"
#include "ui/format.h"
#include "ui/mainwindow.h"
#include "ui/project.h"

#include "core/search/explore_types.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTabBar>
#include <QTableWidget>
#include <QtTest>

using namespace luma;
using namespace luma::ui;

class TestGuiTypes : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project, m_typedFile;
    std::map<std::string, QualifyReport> m_reports; // by type

    static QStringList tabTexts(const TypePages* p) {
        QStringList out;
        for (int i = 0; i < p->tabs()->count(); ++i) out << p->tabs()->tabText(i);
        return out;
    }
    static QString cell(const QTableWidget* t, int row, int column) {
        return t->item(row, column) ? t->item(row, column)->text() : QString();
    }
    static int rowOf(const HeatmapData& d, const QString& name) {
        for (int r = 0; r < d.rows.size(); ++r)
            if (d.rows[r].startsWith(name + QLatin1Char(' '))) return r;
        return -1;
    }
    static void keep(QWidget& w, const QString& name) { QVERIFY(test::keepShot(w, name)); }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("types.luma"));
        m_typedFile = test::writeTypedCampaign(m_dir, "fleet");
        for (auto& q : test::qualifyTypes(m_typedFile, m_project)) m_reports[q.type] = *q.report;
        QCOMPARE(m_reports.size(), std::size_t(3));
        QVERIFY(m_reports["h100-sxm"].minimumPass && m_reports["h200"].minimumPass);
        QVERIFY(!m_reports["trn1"].minimumPass);
        QCOMPARE(ui::levelsText(m_reports["h100-sxm"].minimumPass->state),
                 QStringLiteral("accelerator_count=2, hbm_gib=48"));
        QCOMPARE(ui::levelsText(m_reports["h200"].minimumPass->state),
                 QStringLiteral("accelerator_count=1, hbm_gib=48"));
        test::qualifyDirectly(test::writeOracleCampaign(m_dir, "oracle"), m_project); // an ordinary campaign
        // With LUMA_VIEW_SHOTS, the project too: luma-workbench --screenshot renders its views.
        if (const QString shots = qEnvironmentVariable("LUMA_VIEW_SHOTS"); !shots.isEmpty())
            QVERIFY(QFile::copy(m_project, QDir(shots).filePath(QStringLiteral("types.luma"))));
    }

    void theFrontierComparesTheTypes() {
        auto project = Project::open(m_project);
        FrontierDocument doc(project.get(), QStringLiteral("fleet"));
        doc.resize(1500, 800);
        doc.show();
        QCOMPARE(doc.title(), QStringLiteral("Frontier fleet"));
        const TypePages* pages = doc.typePages();
        QVERIFY(pages->tabs()->isVisible());
        QCOMPARE(tabTexts(pages), QStringList({QStringLiteral("Across types"), QStringLiteral("h100-sxm"),
                                               QStringLiteral("h200 ★"), QStringLiteral("trn1")}));
        QVERIFY(pages->showsComparison());
        const QTableWidget* t = pages->typesTable();
        QVERIFY(t->isVisible());
        QCOMPARE(t->rowCount(), 3);
        QCOMPARE(cell(t, 0, 0), QStringLiteral("h100-sxm"));
        QCOMPARE(cell(t, 0, 1), QStringLiteral("accelerator_count=2, hbm_gib=48"));
        QCOMPARE(cell(t, 0, 2), QStringLiteral("accelerator_count, hbm_gib"));
        QCOMPARE(cell(t, 1, 0), QStringLiteral("h200 ★ cheapest"));
        QVERIFY(t->item(1, 0)->font().bold() && !t->item(0, 0)->font().bold());
        QCOMPARE(cell(t, 1, 1), QStringLiteral("accelerator_count=1, hbm_gib=48"));
        QCOMPARE(cell(t, 1, 2), QStringLiteral("hbm_gib"));
        const FrontierPoint& h200 = *m_reports["h200"].minimumPass;
        QCOMPARE(cell(t, 1, 3), num(h200.eurPerHour, 4));
        QCOMPARE(cell(t, 1, 5), num(h200.watts, 4));
        // The runs measured a throughput at the minimum PASS: € per 1M tokens is the measured one.
        QVERIFY2(cell(t, 1, 4).endsWith(QLatin1String("(measured)")), qPrintable(cell(t, 1, 4)));
        QVERIFY2(cell(t, 1, 6) != QStringLiteral("—"), qPrintable(cell(t, 1, 6))); // bytes moved, from the model
        QVERIFY2(cell(t, 2, 1).startsWith(QLatin1String("not qualified: ")), qPrintable(cell(t, 2, 1)));
        // The moves from the first type that qualified, h100-sxm.
        const QTableWidget* m = pages->movesTable();
        QCOMPARE(m->rowCount(), 2);
        QCOMPARE(cell(m, 0, 0), QStringLiteral("move to h200"));
        QCOMPARE(cell(m, 0, 1), QStringLiteral("accelerator_count=-1, hbm_gib=0"));
        QCOMPARE(cell(m, 0, 2), QStringLiteral("none"));
        QCOMPARE(cell(m, 0, 3), QStringLiteral("accelerator_count"));
        QVERIFY2(cell(m, 0, 4).startsWith(QStringLiteral("−")), qPrintable(cell(m, 0, 4))); // h200 is cheaper
        QCOMPARE(cell(m, 0, 6), QStringLiteral("2 of 2 pass"));
        QCOMPARE(cell(m, 1, 0), QStringLiteral("move to trn1"));
        QCOMPARE(cell(m, 1, 1), QStringLiteral("no state passes"));
        QCOMPARE(cell(m, 1, 6), QStringLiteral("0 of 2 pass"));
        keep(doc, QStringLiteral("types-frontier-comparison.png"));

        // A type's tab draws that type's own campaign.
        QVERIFY(doc.showCampaign(QStringLiteral("fleet@h200")));
        QCOMPARE(doc.campaign(), QStringLiteral("fleet@h200"));
        QVERIFY(!pages->showsComparison() && doc.plot()->isVisible());
        QVERIFY(doc.summaryText().contains(QLatin1String("Campaign fleet@h200")));
        QCOMPARE(doc.plot()->grid().minimumPass, std::optional(std::pair(0, 3))); // 1 accelerator × 48 GiB
        keep(doc, QStringLiteral("types-frontier-h200.png"));
        QVERIFY(!doc.showCampaign(QStringLiteral("oracle")));
    }

    void oneTabForTheTypesAndNoneForAnOrdinaryCampaign() {
        auto project = Project::open(m_project);
        QCOMPARE(FrontierDocument::identityOf(project.get(), QStringLiteral("fleet@trn1")),
                 QStringLiteral("frontier:fleet"));
        QCOMPARE(MatrixDocument::identityOf(project.get(), QStringLiteral("fleet")), QStringLiteral("matrix:fleet"));
        QCOMPARE(FrontierDocument::identityOf(project.get(), QStringLiteral("oracle")),
                 QStringLiteral("frontier:oracle"));
        FrontierDocument typed(project.get(), QStringLiteral("fleet@h100-sxm"));
        QCOMPARE(typed.typePages()->tabs()->currentIndex(), 1); // the type it was opened for
        QCOMPARE(typed.campaign(), QStringLiteral("fleet@h100-sxm"));
        FrontierDocument plain(project.get(), QStringLiteral("oracle"));
        plain.show();
        QVERIFY(!plain.typePages()->summary());
        QVERIFY(!plain.typePages()->tabs()->isVisible());
        QVERIFY(plain.plot()->isVisible() && plain.hasReport());
        FrontierDocument missing(project.get(), QStringLiteral("nope@h200")); // no such campaign, no crash
        QVERIFY(!missing.typePages()->summary());
        QVERIFY(missing.summaryText().contains(QLatin1String("no finished report")));
    }

    void exploreComparesTheTypesByTheModel() {
        // What `luma explore` says over the typed space: each type's cheapest predicted PASS.
        const Campaign typed = loadCampaign(m_typedFile.toStdString());
        const nlohmann::json expected = toJson(exploreTypes(typed.contract, *typed.machine, typed.space))["summary"];
        QCOMPARE(expected.size(), std::size_t(3));
        auto project = Project::open(m_project);
        ExploreDocument doc(project.get(), QStringLiteral("fleet@h200"));
        doc.resize(1500, 1000);
        doc.show();
        QTRY_VERIFY_WITH_TIMEOUT(!doc.busy(), 60000);
        const ExploreTypesPanel* panel = doc.typesPanel();
        QVERIFY(panel->isVisible());
        const QTableWidget* t = panel->table();
        QCOMPARE(t->rowCount(), 3);
        int passing = 0;
        for (int r = 0; r < 3; ++r) {
            const nlohmann::json& row = expected[static_cast<std::size_t>(r)];
            QVERIFY2(cell(t, r, 0).startsWith(QString::fromStdString(row["accelerator"].get<std::string>())),
                     qPrintable(cell(t, r, 0)));
            if (!row["qualified"].get<bool>()) {
                QVERIFY2(cell(t, r, 1).startsWith(QLatin1String("no predicted PASS: ")), qPrintable(cell(t, r, 1)));
                continue;
            }
            ++passing;
            QCOMPARE(cell(t, r, 2), QString::fromStdString(row["binding"].get<std::string>()));
            QCOMPARE(cell(t, r, 3), num(row["eur_per_hour"].get<double>(), 4));
            QCOMPARE(cell(t, r, 5), num(row["watts"].get<double>(), 4));
        }
        QVERIFY(passing > 0);
        // The type shown is marked; the cheapest is starred, as the CLI names it.
        QVERIFY(cell(t, 1, 0).endsWith(QLatin1String("(shown)")) && t->item(1, 0)->font().bold());
        QVERIFY(!t->item(0, 0)->font().bold());
        const std::string cheapest =
            toJson(exploreTypes(typed.contract, *typed.machine, typed.space))["cheapest"].value("accelerator",
                                                                                                std::string());
        QVERIFY2(panel->captionText().contains(QStringLiteral("<b>%1</b>").arg(QString::fromStdString(cheapest))),
                 qPrintable(panel->captionText()));
        keep(doc, QStringLiteral("types-explore-h200.png"));
        // A double-click on another type asks for its own Explore.
        QSignalSpy asked(&doc, &ExploreDocument::exploreRequested);
        QVERIFY(QTest::qWaitForWindowExposed(&doc));
        const QRect rect = t->visualItemRect(t->item(0, 1));
        QVERIFY2(t->viewport()->rect().contains(rect.center()), "the first type's row is not in view");
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, rect.center()); // Qt 6.4's DClick sends no press
        QTest::mouseDClick(t->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(asked.count(), 1);
        QCOMPARE(asked.at(0).at(0).toString(), QStringLiteral("fleet@h100-sxm"));
        // An ordinary campaign has no types to compare.
        ExploreDocument plain(project.get(), QStringLiteral("oracle"));
        plain.show();
        QVERIFY(!plain.typesPanel()->isVisible());
    }

    void theWindowExploresACampaignOverTypesTypeByType() {
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        QString error;
        QVERIFY2(w.openProject(m_project, false, &error), qPrintable(error));
        ExploreDocument* first = w.showExplore(QStringLiteral("fleet")); // the name over types: its first type
        QVERIFY(first);
        QCOMPARE(first->identity(), QStringLiteral("explore:fleet@h100-sxm"));
        QTRY_VERIFY_WITH_TIMEOUT(!first->busy(), 60000);
        const int tabs = w.documents()->count();
        emit first->exploreRequested(QStringLiteral("fleet@h200")); // as a double-click on its row asks
        QCOMPARE(w.documents()->count(), tabs + 1);
        QCOMPARE(w.currentDocument()->identity(), QStringLiteral("explore:fleet@h200"));
        QCOMPARE(w.showExplore(QStringLiteral("fleet")), first); // one tab per type
        QCOMPARE(w.documents()->count(), tabs + 1);
    }

    void theMatrixHoldsTheMovesBesideTheInterventions() {
        auto project = Project::open(m_project);
        MatrixDocument doc(project.get(), QStringLiteral("fleet@h100-sxm"));
        doc.resize(1500, 1000);
        doc.show();
        QVERIFY(QTest::qWaitForWindowExposed(&doc));
        QVERIFY(doc.typePages()->tabs()->isVisible());
        QCOMPARE(doc.typePages()->tabs()->currentIndex(), 1);
        const HeatmapData& d = doc.heatmap()->data();
        QCOMPARE(d.columns, QStringList({QStringLiteral("accelerator_count"), QStringLiteral("hbm_gib")}));
        QCOMPARE(d.rows.size(), 3);
        const int int4 = rowOf(d, QStringLiteral("int4-weights")), toH200 = rowOf(d, QStringLiteral("move to h200")),
                  toTrn1 = rowOf(d, QStringLiteral("move to trn1"));
        QVERIFY(int4 >= 0 && toH200 >= 0 && toTrn1 >= 0);
        // Moving to h200 needs one accelerator less and frees the count; its €/h and W deltas head the row.
        QCOMPARE(d.cell(0, toH200).badge, QStringLiteral("▼"));
        QVERIFY(d.cell(0, toH200).text.startsWith(QStringLiteral("−1")));
        const double eur = m_reports["h200"].minimumPass->eurPerHour - m_reports["h100-sxm"].minimumPass->eurPerHour;
        QVERIFY2(d.rows[toH200].contains(QStringLiteral("Δ −%1 €/h").arg(num(-eur, 3))), qPrintable(d.rows[toH200]));
        QVERIFY(d.rows[toH200].contains(QLatin1String("(accelerator_type)")));
        QCOMPARE(d.cell(0, toTrn1).text, QStringLiteral("—")); // no state passes on trn1
        QVERIFY2(d.rows[toTrn1].endsWith(QStringLiteral("no state passes: no €/h or W to compare")),
                 qPrintable(d.rows[toTrn1]));
        QVERIFY(doc.summaryText().contains(QLatin1String("move to TYPE")));
        // The move compared: h100-sxm's base frontier beside h200's own.
        QVERIFY(doc.showComparison(toH200));
        QCOMPARE(doc.comparedIntervention(), QStringLiteral("move to h200"));
        QCOMPARE(doc.basePlot()->grid().minimumPass, std::optional(std::pair(1, 3)));         // 2 × 48 GiB
        QCOMPARE(doc.interventionPlot()->grid().minimumPass, std::optional(std::pair(0, 3))); // 1 × 48 GiB
        keep(doc, QStringLiteral("types-matrix-h100.png"));
        // Another type's tab: its own interventions only (the moves start from h100-sxm).
        QVERIFY(doc.showCampaign(QStringLiteral("fleet@h200")));
        QCOMPARE(doc.heatmap()->data().rows.size(), 1);
        QVERIFY(doc.heatmap()->data().rows[0].startsWith(QLatin1String("int4-weights")));
        // The comparison tab of the matrix shows the same tables.
        QVERIFY(doc.showCampaign(QStringLiteral("fleet")));
        QVERIFY(doc.typePages()->showsComparison() && doc.typePages()->typesTable()->isVisible());
        QCOMPARE(doc.typePages()->movesTable()->rowCount(), 2);
    }
};

QTEST_MAIN(TestGuiTypes)
#include "tst_gui_types.moc"
