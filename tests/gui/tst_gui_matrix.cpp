// The intervention matrix as a user sees it, over a campaign qualified on the real agent whose
// interventions move the frontier in known ways (views_fixture.h): one cell per intervention ×
// resource, the change in the minimum requirement with its unit, newly binding and freed
// marked, € per hour and W deltas in the row header, a click that draws the base frontier and
// the intervention's side by side, and the empty states said in words.
#include "view_shots.h"
#include "views_fixture.h"

#include "ui/charts/frontierplot.h"
#include "ui/charts/heatmap.h"
#include "ui/documents/matrixdocument.h"
#include "ui/format.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <QDir>
#include <QtTest>

#include <qcustomplot.h>

using namespace luma;
using namespace luma::ui;

class TestGuiMatrix : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;
    QualifyReport m_report;

    static int rowOf(const HeatmapData& d, const QString& intervention) {
        for (int r = 0; r < d.rows.size(); ++r)
            if (d.rows[r].startsWith(intervention + QLatin1Char(' '))) return r;
        return -1;
    }
    static void keep(QWidget& w, const QString& name) { QVERIFY(test::keepShot(w, name)); }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("views.luma"));
        m_report = test::qualifyDirectly(test::writeViewsCampaign(m_dir, "views"), m_project);
        QCOMPARE(m_report.interventions.size(), std::size_t(2));
        QVERIFY(m_report.minimumPass.has_value());
        test::qualifyDirectly(test::writeOracleCampaign(m_dir, "oracle"), m_project); // no interventions
    }

    void cellsShowTheRequirementChanges() {
        auto project = Project::open(m_project);
        MatrixDocument doc(project.get(), QStringLiteral("views"));
        doc.resize(1400, 900);
        doc.show();
        const HeatmapData& d = doc.heatmap()->data();
        QCOMPARE(d.columns, QStringList({QStringLiteral("accelerator_count"), QStringLiteral("hbm_gib"),
                                         QStringLiteral("compute_fraction")}));
        QCOMPARE(d.rows.size(), 2);
        QCOMPARE(doc.heatmap()->drawnCells(), 6);
        const int int4 = rowOf(d, QStringLiteral("int4-weights")), batch = rowOf(d, QStringLiteral("batch-256-tokens"));
        QVERIFY(int4 >= 0 && batch >= 0);
        // The base needs 2 accelerators × 48 GiB at 0.25 of peak; int4 weights need 1 × 48 GiB
        // at 0.5, and compute becomes binding while the accelerators are freed.
        QCOMPARE(m_report.minimumPass->state.at("accelerator_count"), 2.0);
        QCOMPARE(d.cell(0, int4).text, QStringLiteral("−1\u2009accel.\nfreed"));
        QCOMPARE(d.cell(0, int4).badge, QStringLiteral("▼"));
        QCOMPARE(d.cell(1, int4).text, QStringLiteral("±0\u2009GiB"));
        QCOMPARE(d.cell(2, int4).text, QStringLiteral("+0.25\u2009of peak\nnewly binding"));
        QCOMPARE(d.cell(2, int4).badge, QStringLiteral("▲"));
        QCOMPARE(d.cell(1, batch).text, QStringLiteral("+16\u2009GiB"));
        QVERIFY(d.cell(1, batch).badge.isEmpty());
        QCOMPARE(doc.heatmap()->drawnItems(QStringLiteral("badge")), 3); // int4: 2, batch: accelerators freed
        // Less needed reads green, more needed red; unchanged stays neutral.
        QVERIFY(d.cell(0, int4).fill.green() > d.cell(0, int4).fill.red());
        QVERIFY(d.cell(1, batch).fill.red() > d.cell(1, batch).fill.green());
        // The row header carries the € per hour and W deltas of the minimum PASS: one
        // accelerator fewer costs less and draws less.
        const auto& iv =
            m_report.interventions[0].name == "int4-weights" ? m_report.interventions[0] : m_report.interventions[1];
        QVERIFY(iv.eurPerHourDelta < 0 && iv.wattsDelta < 0);
        QVERIFY2(d.rows[int4].contains(QStringLiteral("Δ −%1 €/h").arg(num(-iv.eurPerHourDelta, 3))),
                 qPrintable(d.rows[int4]));
        QVERIFY2(d.rows[int4].contains(QStringLiteral("Δ −%1 W").arg(num(-iv.wattsDelta, 3))),
                 qPrintable(d.rows[int4]));
        QVERIFY(d.rows[int4].contains(QLatin1String("(weight_precision)")));
        // Hover tells the levels before and after.
        QVERIFY2(d.cell(0, int4).tooltip.contains(QStringLiteral("2\u2009accel. → 1\u2009accel.")),
                 qPrintable(d.cell(0, int4).tooltip));
        // On screen: the cell labels are drawn.
        QCOMPARE(doc.heatmap()->drawnItems(QStringLiteral("cell-label")), 6);
        keep(doc, QStringLiteral("matrix-light.png"));
    }

    void clickOpensTheTwoFrontiers() {
        auto project = Project::open(m_project);
        MatrixDocument doc(project.get(), QStringLiteral("views"));
        doc.resize(1400, 900);
        doc.show();
        QVERIFY(QTest::qWaitForWindowExposed(&doc));
        Heatmap* h = doc.heatmap();
        h->plot()->replot(); // lay the axes out at the shown size
        const int batch = rowOf(h->data(), QStringLiteral("batch-256-tokens"));
        QSignalSpy clicks(h, &Heatmap::cellClicked);
        QTest::mouseClick(h->plot(), Qt::LeftButton, {}, h->cellCenter(1, batch));
        QCOMPARE(clicks.count(), 1);
        QCOMPARE(clicks.at(0).at(1).toInt(), batch);
        QCOMPARE(doc.comparedIntervention(), QStringLiteral("batch-256-tokens"));
        QVERIFY(doc.basePlot()->isVisible() && doc.interventionPlot()->isVisible());
        QCOMPARE(doc.basePlot()->grid().intervention, QString());
        QCOMPARE(doc.interventionPlot()->grid().intervention, QStringLiteral("batch-256-tokens"));
        // Both frontiers over accelerator_count × hbm_gib: 4 × 6 cells each, and they differ
        // where the intervention moved the frontier (1 accelerator × 64 GiB passes only with it).
        QCOMPARE(doc.basePlot()->drawnCells(), 24);
        QCOMPARE(doc.interventionPlot()->drawnCells(), 24);
        const FrontierGrid& base = doc.basePlot()->grid();
        const FrontierGrid& with = doc.interventionPlot()->grid();
        QVERIFY(!base.cell(0, 4).pass);
        QVERIFY(with.cell(0, 4).pass);
        QCOMPARE(doc.basePlot()->drawnItems(QStringLiteral("minimum-pass")), 1);
        QCOMPARE(doc.interventionPlot()->drawnItems(QStringLiteral("minimum-pass")), 1);
        keep(doc, QStringLiteral("matrix-compare.png"));
        // Outside the grid nothing is clicked.
        QTest::mouseClick(h->plot(), Qt::LeftButton, {}, QPoint(2, 2));
        QCOMPARE(clicks.count(), 1);
        QVERIFY(!doc.showComparison(7));
    }

    void emptyStatesSayWhy() {
        auto project = Project::open(m_project);
        MatrixDocument none(project.get(), QStringLiteral("oracle"));
        QCOMPARE(none.heatmap()->drawnCells(), 0);
        QVERIFY2(none.heatmap()->placeholderText().contains(QLatin1String("No interventions")),
                 qPrintable(none.heatmap()->placeholderText()));
        QVERIFY(none.summaryText().contains(QLatin1String("no interventions")));
        QCOMPARE(none.basePlot()->drawnCells(), 64); // the base frontier is still there to see
        MatrixDocument missing(project.get(), QStringLiteral("nope"));
        QVERIFY2(missing.heatmap()->placeholderText().contains(QLatin1String("no campaign \"nope\"")),
                 qPrintable(missing.heatmap()->placeholderText()));
        MatrixDocument closed(nullptr, QStringLiteral("views"));
        QVERIFY(closed.heatmap()->placeholderText().contains(QLatin1String("No project")));
    }

    void darkThemeKeepsTheWords() {
        applyTheme(Theme::Dark);
        auto project = Project::open(m_project);
        MatrixDocument doc(project.get(), QStringLiteral("views"));
        doc.resize(1400, 900);
        doc.show();
        QCOMPARE(doc.heatmap()->drawnItems(QStringLiteral("cell-label")), 6);
        const QImage image = doc.grab().toImage();
        QVERIFY(!image.isNull());
        keep(doc, QStringLiteral("matrix-dark.png"));
        applyTheme(Theme::Light);
    }
};

QTEST_MAIN(TestGuiMatrix)
#include "tst_gui_matrix.moc"
