// End to end through the window's own actions: create a project, open a campaign file, Start
// (F5) a qualification on the real local agent, watch runs and decided states land, Cancel
// (the running run is really stopped, the project stays consistent), Start again (it resumes:
// no finished run is repeated) and find the frontier drawn when it finishes.
#include "gui_fixture.h"
#include "host_profile_sample.h"

#include "ui/campaignrunner.h"
#include "ui/charts/frontierplot.h"
#include "ui/charts/telemetryplot.h"
#include "ui/documents/campaigndocument.h"
#include "ui/documents/frontierdocument.h"
#include "ui/documents/typepages.h"
#include "ui/mainwindow.h"
#include "ui/models/decidedstatesmodel.h"
#include "ui/models/runsmodel.h"
#include "ui/project.h"

#include <QAction>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QtTest>

#include <fstream>
#include <set>

using namespace luma;
using namespace luma::ui;

class TestGuiCampaign : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void startCancelResumeFinish() {
        // Each oracle run takes a second at first, so that Cancel lands while one is running.
        qputenv("LUMA_TEST_SLEEP", "1");
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        w.resize(1400, 900);
        w.show();
        QString error;
        const QString projectFile = m_dir.filePath(QStringLiteral("e2e.luma"));
        QVERIFY2(w.openProject(projectFile, true, &error), qPrintable(error));
        CampaignDocument* doc = w.openCampaignFile(test::writeOracleCampaign(m_dir, "e2e"), &error);
        QVERIFY2(doc, qPrintable(error));
        QVERIFY(w.action(QStringLiteral("start"))->isEnabled());
        QVERIFY(!w.action(QStringLiteral("cancel"))->isEnabled());

        w.action(QStringLiteral("start"))->trigger();
        QVERIFY(doc->isRunning());
        QVERIFY(w.action(QStringLiteral("cancel"))->isEnabled());
        QVERIFY(!w.action(QStringLiteral("start"))->isEnabled());
        // Runs land in the runs table and decided states in the document while it runs; Cancel
        // is pressed as the third run starts, so that it (almost always) lands inside a run.
        bool cancelPressed = false;
        connect(doc->runner(), &CampaignRunner::qualifyEvent, this, [&](const QualifyEvent& e) {
            if (std::holds_alternative<RunStarted>(e) && doc->runsThisSession() >= 2 && !cancelPressed) {
                cancelPressed = true;
                QVERIFY(doc->decidedStates()->rowCount() >= 1);
                QVERIFY(w.runsModel()->rowCount() >= 2);
                w.action(QStringLiteral("cancel"))->trigger();
            }
        });
        QTRY_VERIFY_WITH_TIMEOUT(cancelPressed, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isRunning(), 60000);
        QVERIFY2(doc->statusText().contains(QLatin1String("Cancelled")), qPrintable(doc->statusText()));
        QVERIFY(w.action(QStringLiteral("start"))->isEnabled());
        // Consistent: no run is left "running"; the one cut short is recorded as cancelled.
        std::set<std::tuple<std::string, std::string, int>> finishedBefore;
        {
            auto project = Project::open(projectFile);
            const auto runs = project->runs(QStringLiteral("e2e"));
            QVERIFY(!runs.empty());
            int cancelled = 0;
            for (const auto& r : runs) {
                QVERIFY2(r.status != "running", r.stateKey.c_str());
                cancelled += r.status == "cancelled" ? 1 : 0;
                if (r.status == "finished") finishedBefore.insert({r.intervention, r.stateKey, r.attempt});
            }
            // The run that Cancel cut short is recorded as cancelled; had Cancel landed between
            // two runs, every run would have finished.
            QVERIFY(cancelled <= 1);
            QCOMPARE(static_cast<int>(finishedBefore.size()) + cancelled, static_cast<int>(runs.size()));
            if (!cancelled) qInfo("Cancel landed between two runs this time");
            QVERIFY(!project->report(QStringLiteral("e2e")).has_value());
        }
        QVERIFY(!finishedBefore.empty());

        // Start again: it resumes (finished runs replayed, never repeated) and finishes.
        qputenv("LUMA_TEST_SLEEP", "0");
        w.action(QStringLiteral("start"))->trigger();
        QVERIFY(doc->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isRunning(), 120000);
        QVERIFY2(doc->statusText().startsWith(QLatin1String("Qualified")), qPrintable(doc->statusText()));
        auto project = Project::open(projectFile);
        std::set<std::tuple<std::string, std::string, int>> finished;
        for (const auto& r : project->runs(QStringLiteral("e2e"))) {
            if (r.status != "finished") continue;
            QVERIFY2(finished.insert({r.intervention, r.stateKey, r.attempt}).second, r.stateKey.c_str()); // run once
        }
        for (const auto& f : finishedBefore) QVERIFY(finished.count(f));

        // The frontier is drawn in its own tab, with the runs of the campaign below.
        auto* frontier = qobject_cast<FrontierDocument*>(w.documents()->currentWidget());
        QVERIFY(frontier);
        QVERIFY(frontier->hasReport());
        QCOMPARE(frontier->plot()->drawnCells(), 64);
        QCOMPARE(frontier->plot()->drawnItems(QStringLiteral("minimum-pass")), 1);
        for (const auto& c : frontier->plot()->grid().cells) QCOMPARE(c.pass, test::oraclePass(c.x + 1, c.y + 1));
        QCOMPARE(w.runsModel()->rowCount(), static_cast<int>(project->runs(QStringLiteral("e2e")).size()));
        QVERIFY(w.logText().contains(QLatin1String("PASS")));
        QVERIFY(!frontier->grab().isNull());
    }

    void startQualifiesEachAcceleratorType() {
        // The oracle's campaign over two catalog types: Start qualifies one campaign per type.
        const QString file = test::writeOracleCampaign(m_dir, "typed");
        nlohmann::json c = readJsonFile(file.toStdString());
        c["space"]["dims"].push_back({{"resource", "accelerator"}, {"levels", {"h100-sxm", "mi300x"}}});
        c["machine"] = test::machineJson("h100-sxm", 1);
        std::ofstream(file.toStdString()) << c.dump();
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        w.resize(1400, 900);
        w.show();
        QString error;
        const QString projectFile = m_dir.filePath(QStringLiteral("typed.luma"));
        QVERIFY2(w.openProject(projectFile, true, &error), qPrintable(error));
        CampaignDocument* doc = w.openCampaignFile(file, &error);
        QVERIFY2(doc, qPrintable(error));
        w.action(QStringLiteral("start"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isRunning(), 120000);
        QVERIFY2(doc->statusText().startsWith(QLatin1String("Qualified")), qPrintable(doc->statusText()));
        auto project = Project::open(projectFile);
        for (const char* type : {"typed@h100-sxm", "typed@mi300x"})
            QVERIFY2(project->report(QString::fromLatin1(type)).has_value(), type);
        // One frontier tab for the campaign over types, drawing the last type's, whose tab is chosen.
        auto* frontier = qobject_cast<FrontierDocument*>(w.documents()->currentWidget());
        QVERIFY(frontier);
        QVERIFY(frontier->hasReport());
        QCOMPARE(frontier->title(), QStringLiteral("Frontier typed"));
        QCOMPARE(frontier->campaign(), QStringLiteral("typed@mi300x"));
        const QTabBar* tabs = frontier->typePages()->tabs();
        QVERIFY(tabs->isVisible());
        QCOMPARE(tabs->tabData(tabs->currentIndex()).toString(), QStringLiteral("typed@mi300x"));
    }

    void startSaysWhichStatesNoHostCanRealise() {
        // The campaign's machine is a host measured with 64 CPU threads; the local agent's host is
        // not of that shape, so no state can be made here. Start says which, and why, before any run.
        const QString file = test::writeOracleCampaign(m_dir, "elsewhere");
        nlohmann::json c = readJsonFile(file.toStdString());
        HostProfile measured = test::sampleHostProfile();
        measured.hardware["cpu"]["threads"] = 64;
        measured = sealHostProfile(measured);
        c["machine"] = test::machineJson(measured.name, 1);
        c["machine"]["host_profile"] = hostProfileToJson(measured);
        std::ofstream(file.toStdString()) << c.dump();
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        w.resize(1400, 900);
        w.show();
        QString error;
        const QString projectFile = m_dir.filePath(QStringLiteral("elsewhere.luma"));
        QVERIFY2(w.openProject(projectFile, true, &error), qPrintable(error));
        CampaignDocument* doc = w.openCampaignFile(file, &error);
        QVERIFY2(doc, qPrintable(error));
        QSignalSpy unrealisable(doc->runner(), &CampaignRunner::unrealisable);
        w.action(QStringLiteral("start"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isRunning(), 60000);
        QCOMPARE(unrealisable.count(), 1);
        const QStringList states = unrealisable.first().at(1).toStringList();
        QVERIFY(!states.isEmpty());
        QVERIFY2(
            states.first().contains(QLatin1String("it is not of the shape of the host host-testbox was measured on")),
            qPrintable(states.first()));
        // Said in the log, state by state, before the campaign stopped on it.
        const QString log = w.logText();
        const qsizetype said = log.indexOf(QLatin1String("elsewhere: no host of the pool can realise these states:"));
        QVERIFY2(said >= 0, qPrintable(log));
        QVERIFY(log.indexOf(states.first()) > said);
        QVERIFY2(doc->statusText().contains(QLatin1String("no host of the pool can realise")),
                 qPrintable(doc->statusText()));
        QVERIFY(!Project::open(projectFile)->report(QStringLiteral("elsewhere")).has_value());
    }
};

QTEST_MAIN(TestGuiCampaign)
#include "tst_gui_campaign.moc"
