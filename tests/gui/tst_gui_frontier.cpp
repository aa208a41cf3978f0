// The window over a fixture project, as a user sees it: the project explorer, the runs table
// (the right rows, sortable and filterable), the frontier plot (one cell per state of the
// slice, PASS where the oracle passes, one minimum-PASS ring, the adjacent FAILs marked with
// the SLO that broke), the campaign and contract views of a stored campaign, and
// `luma-workbench --screenshot` with its refusals.
#include "gui_fixture.h"

#include "ui/charts/frontierplot.h"
#include "ui/documents/campaigndocument.h"
#include "ui/documents/contractdocument.h"
#include "ui/documents/evidencedocument.h"
#include "ui/documents/exploredocument.h"
#include "ui/documents/frontierdocument.h"
#include "ui/documents/matrixdocument.h"
#include "ui/documents/predictionpanel.h"
#include "ui/mainwindow.h"
#include "ui/models/decidedstatesmodel.h"
#include "ui/models/projectmodel.h"
#include "ui/models/runsmodel.h"
#include "ui/project.h"

#include <QImage>
#include <QProcess>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

#include <qcustomplot.h>

using namespace luma;
using namespace luma::ui;

class TestGuiFrontier : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;
    QualifyReport m_report;

    std::pair<int, QString> runWorkbench(const QStringList& args) {
        QProcess p;
        p.start(QStringLiteral(LUMA_WORKBENCH), args);
        if (!p.waitForFinished(120000)) return {-1, QStringLiteral("timed out")};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardError()) + QString::fromUtf8(p.readAllStandardOutput())};
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("fixture.luma"));
        m_report = test::qualifyDirectly(test::writeOracleCampaign(m_dir, "oracle"), m_project);
        QVERIFY(m_report.minimumPass.has_value());
    }

    void frontierPlotDrawsTheReport() {
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        w.resize(1400, 900);
        w.show();
        QString error;
        QVERIFY2(w.openProject(m_project, false, &error), qPrintable(error));
        FrontierDocument* doc = w.showFrontier(QStringLiteral("oracle"));
        QVERIFY(doc->hasReport());
        QCOMPARE(w.documents()->currentWidget(), doc);
        FrontierPlot* plot = doc->plot();
        QCOMPARE(plot->drawnCells(), 64);
        QCOMPARE(plot->drawnItems(QStringLiteral("minimum-pass")), 1);
        const FrontierGrid& g = plot->grid();
        QCOMPARE(g.xName, QStringLiteral("x"));
        QCOMPARE(g.yName, QStringLiteral("y"));
        QVERIFY(g.fixedText.contains(QLatin1String("z=8")));
        for (const auto& c : g.cells) QCOMPARE(c.pass, test::oraclePass(c.x + 1, c.y + 1));
        QVERIFY(g.provenCount() > 0);
        QVERIFY(g.provenCount() < 64); // monotonicity decided the rest
        // The minimum PASS ring sits on the report's minimum PASS.
        QVERIFY(g.minimumPass.has_value());
        QCOMPARE(g.minimumPass->first + 1, static_cast<int>(m_report.minimumPass->state.at("x")));
        QCOMPARE(g.minimumPass->second + 1, static_cast<int>(m_report.minimumPass->state.at("y")));
        // Each adjacent FAIL of the report (all on this slice except a cut of z, which has one
        // level) is marked with the SLO that broke.
        int onSlice = 0;
        for (const auto& a : m_report.adjacentFail) onSlice += a.resource == "z" ? 0 : 1;
        QCOMPARE(plot->drawnItems(QStringLiteral("adjacent-fail")), onSlice);
        QVERIFY(onSlice >= 1);
        for (int i = 0; i < plot->plot()->itemCount(); ++i)
            if (plot->plot()->item(i)->objectName() == QLatin1String("adjacent-fail"))
                QCOMPARE(qobject_cast<QCPItemText*>(plot->plot()->item(i))->text(), QStringLiteral("✕ throughput"));
        // The staircase is drawn, and the plot is not empty on screen.
        QVERIFY(plot->plot()->plottableCount() >= 1);
        const QImage image = plot->grab().toImage();
        QVERIFY(!image.isNull());
        QVERIFY(doc->summaryText().contains(QLatin1String("Minimum PASS")));
    }

    void frontierMatrixExploreAndEvidenceFromTheWindow() {
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        w.resize(1400, 900);
        w.show();
        QString error;
        QVERIFY2(w.openProject(m_project, false, &error), qPrintable(error));
        FrontierDocument* frontier = w.showFrontier(QStringLiteral("oracle"));
        // A click on a proven cell opens that run's evidence; the same tab shows the next one.
        const FrontierGrid g = frontier->plot()->grid(); // a copy: showFrontier below reloads the plot
        const auto proven =
            std::find_if(g.cells.begin(), g.cells.end(), [](const FrontierCell& c) { return c.proven; });
        QVERIFY(proven != g.cells.end());
        emit frontier->plot()->cellClicked(proven->x, proven->y);
        auto* evidence = qobject_cast<EvidenceDocument*>(w.currentDocument());
        QVERIFY(evidence);
        QCOMPARE(evidence->runId(), static_cast<qint64>(proven->lastRun));
        QCOMPARE(evidence->verdictText(), proven->pass ? QStringLiteral("PASS") : QStringLiteral("FAIL"));
        const int tabs = w.documents()->count();
        const auto other = std::find_if(g.cells.begin(), g.cells.end(), [&](const FrontierCell& c) {
            return c.proven && c.lastRun != proven->lastRun;
        });
        QVERIFY(other != g.cells.end());
        w.showFrontier(QStringLiteral("oracle"));
        emit frontier->plot()->cellClicked(other->x, other->y);
        QCOMPARE(w.documents()->count(), tabs);
        QCOMPARE(evidence->runId(), static_cast<qint64>(other->lastRun));
        // An inferred cell says so instead of opening anything.
        const auto inferred =
            std::find_if(g.cells.begin(), g.cells.end(), [](const FrontierCell& c) { return !c.proven; });
        QVERIFY(inferred != g.cells.end());
        w.showFrontier(QStringLiteral("oracle"));
        emit frontier->plot()->cellClicked(inferred->x, inferred->y);
        QCOMPARE(w.currentDocument(), frontier);
        // The View menu's matrix and explore open on the current campaign.
        w.action(QStringLiteral("matrix"))->trigger();
        QVERIFY(qobject_cast<MatrixDocument*>(w.currentDocument()));
        w.action(QStringLiteral("explore"))->trigger();
        auto* explore = qobject_cast<ExploreDocument*>(w.currentDocument());
        QVERIFY(explore);
        QVERIFY2(explore->problemText().contains(QLatin1String("no machine")), qPrintable(explore->problemText()));
    }

    void runsTableAndExplorer() {
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        w.show();
        QString error;
        QVERIFY(w.openProject(m_project, false, &error));
        auto project = Project::open(m_project);
        const auto runs = project->runs(QStringLiteral("oracle"));
        // Opening the project shows its newest campaign's runs.
        QCOMPARE(w.runsCampaign(), QStringLiteral("oracle"));
        QCOMPARE(w.runsView()->model()->rowCount(), static_cast<int>(runs.size()));
        QCOMPARE(w.runsModel()->rowCount(), static_cast<int>(runs.size()));
        w.runsProxy()->setFilterFixedString(QStringLiteral("FAIL"));
        int fails = 0;
        for (const auto& r : w.runsModel()->rows()) fails += r.verdict == QLatin1String("FAIL") ? 1 : 0;
        QCOMPARE(w.runsView()->model()->rowCount(), fails);
        w.runsProxy()->setFilterFixedString(QString());
        QCOMPARE(w.projectModel()->index(0, 0).data().toString(), QStringLiteral("Campaigns (1)"));
    }

    void storedCampaignAndContractViews() {
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        w.show();
        QString error;
        QVERIFY(w.openProject(m_project, false, &error));
        CampaignDocument* campaign = w.openCampaignFromProject(QStringLiteral("oracle"), &error);
        QVERIFY2(campaign, qPrintable(error));
        QVERIFY(campaign->canStart()); // the stored spec loads to the same hash: it can resume
        QVERIFY(campaign->decidedStates()->rowCount() > 0);
        QVERIFY(w.openCampaignFromProject(QStringLiteral("nope"), &error) == nullptr);
        QVERIFY(error.contains(QLatin1String("nope")));
        ContractDocument* contract = w.openCampaignContract(QStringLiteral("oracle"), &error);
        QVERIFY2(contract, qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(!contract->evaluationPending(), 20000);
        QVERIFY(contract->modelText().contains(QLatin1String("No model")));
        QVERIFY(!contract->hashText().isEmpty());
        QCOMPARE(w.documents()->count(), 2);
    }

    void badProjectIsAClearError() {
        MainWindow w({false, {}});
        QString error;
        QVERIFY(!w.openProject(m_dir.filePath(QStringLiteral("missing.luma")), false, &error));
        QVERIFY2(error.contains(QLatin1String("no such project file")), qPrintable(error));
        const QString junk = m_dir.filePath(QStringLiteral("junk.luma"));
        std::ofstream(junk.toStdString()) << std::string(5000, 'j');
        QVERIFY(!w.openProject(junk, false, &error));
        QVERIFY2(error.contains(QLatin1String("junk.luma")), qPrintable(error));
    }

    void screenshotCommand() {
        const QString out = m_dir.filePath(QStringLiteral("frontier.png"));
        auto [code, text] = runWorkbench({QStringLiteral("--screenshot"), out, QStringLiteral("--project"), m_project,
                                          QStringLiteral("--view"), QStringLiteral("frontier"),
                                          QStringLiteral("--size"), QStringLiteral("1200x800")});
        QVERIFY2(code == 0, qPrintable(text));
        QImage image(out);
        QCOMPARE(image.size(), QSize(1200, 800));
        for (const char* view : {"contract", "campaign", "matrix", "runs", "evidence"}) {
            const QString file = m_dir.filePath(QStringLiteral("%1.png").arg(QLatin1String(view)));
            std::tie(code, text) =
                runWorkbench({QStringLiteral("--screenshot"), file, QStringLiteral("--project"), m_project,
                              QStringLiteral("--campaign"), QStringLiteral("oracle"), QStringLiteral("--view"),
                              QString::fromLatin1(view), QStringLiteral("--theme"), QStringLiteral("dark")});
            QVERIFY2(code == 0, qPrintable(text));
            QVERIFY(!QImage(file).isNull());
        }
        // A machine file without a project: --view machine draws it (a mixed fleet here).
        const QString fleet = m_dir.filePath(QStringLiteral("fleet.png"));
        std::tie(code, text) =
            runWorkbench({QStringLiteral("--screenshot"), fleet, QStringLiteral("--view"), QStringLiteral("machine"),
                          QString::fromStdString(luma::test::sourcePath("resources/examples/mixed-fleet/fleet.json"))});
        QVERIFY2(code == 0 && text.contains(QLatin1String("mixed-fleet/fleet.json")), qPrintable(text));
        QVERIFY(!QImage(fleet).isNull());
        std::tie(code, text) = runWorkbench({QStringLiteral("--screenshot"), fleet, QStringLiteral("--view"),
                                             QStringLiteral("machine"), m_dir.filePath(QStringLiteral("none.json"))});
        QCOMPARE(code, 1);
        QVERIFY2(text.contains(QLatin1String("none.json")), qPrintable(text));
        // Refusals: a bad project, campaign, view, size.
        std::tie(code, text) = runWorkbench({QStringLiteral("--screenshot"), out, QStringLiteral("--project"),
                                             m_dir.filePath(QStringLiteral("missing.luma")), QStringLiteral("--view"),
                                             QStringLiteral("frontier")});
        QVERIFY(code != 0);
        QVERIFY2(text.contains(QLatin1String("no such project file")), qPrintable(text));
        std::tie(code, text) = runWorkbench({QStringLiteral("--screenshot"), out, QStringLiteral("--project"),
                                             m_project, QStringLiteral("--campaign"), QStringLiteral("nope"),
                                             QStringLiteral("--view"), QStringLiteral("frontier")});
        QVERIFY(code != 0);
        QVERIFY2(text.contains(QLatin1String("no campaign \"nope\"")), qPrintable(text));
        std::tie(code, text) = runWorkbench({QStringLiteral("--screenshot"), out, QStringLiteral("--project"),
                                             m_project, QStringLiteral("--view"), QStringLiteral("evidence"),
                                             QStringLiteral("--run"), QStringLiteral("99999")});
        QVERIFY(code != 0);
        QVERIFY2(text.contains(QLatin1String("99999")), qPrintable(text));
        // The oracle campaign has no machine: nothing to draw or predict, said in words.
        for (const char* view : {"machine", "explore"}) {
            std::tie(code, text) = runWorkbench({QStringLiteral("--screenshot"), out, QStringLiteral("--project"),
                                                 m_project, QStringLiteral("--view"), QString::fromLatin1(view)});
            QCOMPARE(code, 1);
            QVERIFY2(text.contains(QLatin1String("machine")), qPrintable(text));
        }
        std::tie(code, text) = runWorkbench({QStringLiteral("--screenshot"), out, QStringLiteral("--project"),
                                             m_project, QStringLiteral("--view"), QStringLiteral("bogus")});
        QVERIFY(code != 0);
        QVERIFY2(text.contains(QLatin1String("unknown view")), qPrintable(text));
        std::tie(code, text) = runWorkbench({QStringLiteral("--screenshot"), out, QStringLiteral("--project"),
                                             m_project, QStringLiteral("--view"), QStringLiteral("frontier"),
                                             QStringLiteral("--size"), QStringLiteral("big")});
        QVERIFY(code != 0);
        QVERIFY2(text.contains(QLatin1String("--size")), qPrintable(text));
    }
};

QTEST_MAIN(TestGuiFrontier)
#include "tst_gui_frontier.moc"
