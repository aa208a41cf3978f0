// The workbench's item models under QAbstractItemModelTester (the runs table and its proxy,
// the decided states, the project explorer), over a project qualified by core, and the job
// tracker that drops stale results.
#include "gui_fixture.h"

#include "core/qualify/progress.h"
#include "remote/client/host_profiles.h"
#include "ui/jobtracker.h"
#include "ui/models/decidedstatesmodel.h"
#include "ui/models/projectmodel.h"
#include "ui/models/runsmodel.h"
#include "ui/project.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <fstream>

using namespace luma;
using namespace luma::ui;

class TestGuiModels : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("fixture.luma"));
        test::qualifyDirectly(test::writeOracleCampaign(m_dir, "oracle"), m_project);
    }

    void runsModelShowsTheStoredRuns() {
        auto project = Project::open(m_project);
        const auto stored = project->runs(QStringLiteral("oracle"));
        QVERIFY(stored.size() > 4);
        RunsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns(runRows(stored));
        QCOMPARE(model.rowCount(), static_cast<int>(stored.size()));
        QCOMPARE(model.columnCount(), static_cast<int>(RunsModel::ColumnCount));
        for (int r = 0; r < model.rowCount(); ++r) {
            const QString verdict = model.index(r, RunsModel::Verdict).data().toString();
            QVERIFY2(verdict == QLatin1String("PASS") || verdict == QLatin1String("FAIL"), qPrintable(verdict));
            QCOMPARE(model.index(r, RunsModel::Status).data().toString(), QStringLiteral("finished"));
            QVERIFY(model.index(r, RunsModel::State).data().toString().contains(QLatin1String("x=")));
            // The verdict is the oracle's.
            const auto& state = stored[static_cast<std::size_t>(r)].state;
            QCOMPARE(verdict == QLatin1String("PASS"), test::oraclePass(state["x"].get<int>(), state["y"].get<int>()));
        }
        QCOMPARE(model.headerData(RunsModel::Verdict, Qt::Horizontal).toString(), QStringLiteral("Verdict"));
        // Each run's try: the qualified fixture ran every run once; a run cut off and retried
        // shows as interrupted, and its retry as try 2 of the same attempt.
        QCOMPARE(model.headerData(RunsModel::Try, Qt::Horizontal).toString(), QStringLiteral("Try"));
        QCOMPARE(model.index(0, RunsModel::Try).data().toInt(), 1);
        auto retried = stored;
        retried[0].status = "interrupted";
        retried[1].tryNumber = 2;
        model.setRuns(runRows(retried));
        QCOMPARE(model.index(0, RunsModel::Status).data().toString(), QStringLiteral("interrupted"));
        QCOMPARE(model.index(1, RunsModel::Try).data().toInt(), 2);
        QCOMPARE(model.index(1, RunsModel::Attempt).data().toInt(), stored[1].attempt);

        // Live updates append and change rows in place; a different campaign resets.
        auto rows = runRows(stored);
        RunsModel live;
        QAbstractItemModelTester liveTester(&live, QAbstractItemModelTester::FailureReportingMode::QtTest);
        live.setRuns({rows.begin(), rows.begin() + 2});
        QSignalSpy inserted(&live, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(&live, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&live, &QAbstractItemModel::dataChanged);
        auto edited = rows;
        edited[1].status = QStringLiteral("cancelled");
        live.setRuns(edited);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(live.rowCount(), static_cast<int>(rows.size()));
        live.setRuns({rows.begin() + 1, rows.end()});
        QCOMPARE(reset.count(), 1);
    }

    void runsProxySortsAndFilters() {
        auto project = Project::open(m_project);
        RunsModel model;
        model.setRuns(runRows(project->runs(QStringLiteral("oracle"))));
        QSortFilterProxyModel* proxy = makeRunsProxy(&model, this);
        QAbstractItemModelTester tester(proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        int passes = 0;
        for (const auto& r : model.rows()) passes += r.verdict == QLatin1String("PASS") ? 1 : 0;
        proxy->setFilterFixedString(QStringLiteral("pass"));
        QCOMPARE(proxy->rowCount(), passes);
        proxy->setFilterFixedString(QString());
        proxy->sort(RunsModel::Id, Qt::DescendingOrder);
        QCOMPARE(proxy->rowCount(), model.rowCount());
        QVERIFY(proxy->index(0, RunsModel::Id).data(RunsModel::SortRole).toLongLong() >
                proxy->index(proxy->rowCount() - 1, RunsModel::Id).data(RunsModel::SortRole).toLongLong());
        delete proxy;
    }

    void decidedStatesModel() {
        DecidedStatesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.append(StateDecided{"", {{"x", 3}, {"y", 4}}, true, 1, ""});
        model.append(StateDecided{"int4", {{"x", 1}, {"y", 1}}, false, 2, "throughput"});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, DecidedStatesModel::State).data().toString(), QStringLiteral("x=3, y=4"));
        QCOMPARE(model.index(0, DecidedStatesModel::Intervention).data().toString(), QStringLiteral("base"));
        QCOMPARE(model.index(1, DecidedStatesModel::Verdict).data().toString(), QStringLiteral("FAIL"));
        QCOMPARE(model.index(1, DecidedStatesModel::Cause).data().toString(), QStringLiteral("throughput"));
        QCOMPARE(model.passCount(), 1);
        auto project = Project::open(m_project);
        model.setFromRuns(project->runs(QStringLiteral("oracle")));
        QVERIFY(model.rowCount() > 4);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void projectExplorerModel() {
        auto project = Project::open(m_project);
        ProjectModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString profilesPath = m_dir.filePath(QStringLiteral("hosts.json"));
        client::HostProfiles profiles(profilesPath.toStdString());
        profiles.add("gpu1", "ssh://alice@gpu1.example:2222");
        profiles.save();
        model.setProfilesPath(profilesPath);
        model.setProject(project.get());
        QCOMPARE(model.rowCount(), 5); // campaigns, contracts, machines, spaces, hosts
        const QModelIndex campaigns = model.index(0, 0);
        QVERIFY(campaigns.data().toString().startsWith(QLatin1String("Campaigns (1)")));
        const QModelIndex campaign = model.index(0, 0, campaigns);
        QCOMPARE(campaign.data().toString(), QStringLiteral("oracle"));
        QCOMPARE(static_cast<ProjectModel::Kind>(campaign.data(ProjectModel::KindRole).toInt()),
                 ProjectModel::Kind::Campaign);
        // Its report and its runs.
        QModelIndex report, runs;
        for (int i = 0; i < model.rowCount(campaign); ++i) {
            const QModelIndex c = model.index(i, 0, campaign);
            const auto kind = static_cast<ProjectModel::Kind>(c.data(ProjectModel::KindRole).toInt());
            if (kind == ProjectModel::Kind::Report) report = c;
            if (kind == ProjectModel::Kind::RunsGroup) runs = c;
        }
        QVERIFY(report.isValid());
        QVERIFY(report.data().toString().contains(QLatin1String("minimum PASS")));
        QVERIFY(runs.isValid());
        QCOMPARE(model.rowCount(runs), static_cast<int>(project->runs(QStringLiteral("oracle")).size()));
        QCOMPARE(model.index(0, 0, runs).parent(), runs);
        // The specs the project holds.
        QCOMPARE(model.rowCount(model.index(1, 0)), 1);
        QCOMPARE(model.index(0, 0, model.index(1, 0)).data().toString(), QStringLiteral("oracle"));
        QVERIFY(model.index(0, 0, model.index(3, 0)).data().toString().contains(QLatin1String("64 states")));
        // The hosts: the saved profile, and local where every run of the campaign ran.
        const QModelIndex hosts = model.index(4, 0);
        QCOMPARE(hosts.data().toString(), QStringLiteral("Hosts (2)"));
        QStringList hostTexts;
        for (int i = 0; i < model.rowCount(hosts); ++i) {
            QCOMPARE(static_cast<ProjectModel::Kind>(model.index(i, 0, hosts).data(ProjectModel::KindRole).toInt()),
                     ProjectModel::Kind::Host);
            hostTexts << model.index(i, 0, hosts).data().toString();
        }
        const auto runCount = project->runs(QStringLiteral("oracle")).size();
        QCOMPARE(hostTexts, (QStringList{QStringLiteral("gpu1  ssh://alice@gpu1.example:2222"),
                                         QStringLiteral("local  · %1 runs").arg(runCount)}));
        const QString tip = model.index(1, 0, hosts).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("Used by campaign oracle")) && tip.contains(QLatin1String("Runs ran on ")),
                 qPrintable(tip));
        std::ofstream(profilesPath.toStdString()) << "{ damaged";
        model.refresh();
        QCOMPARE(model.rowCount(), 5);
        QVERIFY(model.index(0, 0, model.index(4, 0)).data().toString().contains(QLatin1String("unreadable")));
        model.setProject(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void jobTrackerDropsStaleResults() {
        QObject owner;
        JobTracker<int> jobs(&owner);
        QList<int> delivered;
        // The first job finishes last; the user has moved on, so only the second one shows.
        jobs.start(
            [] {
                QThread::msleep(300);
                return 1;
            },
            [&](int v) { delivered << v; });
        jobs.start([] { return 2; }, [&](int v) { delivered << v; });
        QTRY_VERIFY_WITH_TIMEOUT(!jobs.busy(), 10000);
        QCOMPARE(delivered, QList<int>{2});
        QCOMPARE(jobs.dropped(), 1LL);
        jobs.start([] { return 3; }, [&](int v) { delivered << v; });
        jobs.invalidate();
        QTRY_VERIFY_WITH_TIMEOUT(!jobs.busy(), 10000);
        QCOMPARE(delivered, QList<int>{2});
    }

    void jobTrackerCancelsSupersededJobs() {
        QObject owner;
        JobTracker<int> jobs(&owner);
        QList<int> delivered;
        std::atomic<bool> firstSawCancel{false};
        // The first job would run for a minute; starting the second tells it to stop.
        jobs.start(
            [&](const CancelToken& cancel) {
                for (int i = 0; i < 6000 && !cancel.cancelled(); ++i) QThread::msleep(10);
                firstSawCancel = cancel.cancelled();
                return 1;
            },
            [&](int v) { delivered << v; });
        jobs.start([](const CancelToken& cancel) { return cancel.cancelled() ? -2 : 2; },
                   [&](int v) { delivered << v; });
        QTRY_VERIFY_WITH_TIMEOUT(!jobs.busy(), 10000);
        QVERIFY(firstSawCancel);
        QCOMPARE(delivered, QList<int>{2}); // the new job's token is its own, not cancelled
        QCOMPARE(jobs.dropped(), 1LL);
        // invalidate() stops the running job too.
        firstSawCancel = false;
        jobs.start(
            [&](const CancelToken& cancel) {
                for (int i = 0; i < 6000 && !cancel.cancelled(); ++i) QThread::msleep(10);
                firstSawCancel = cancel.cancelled();
                return 3;
            },
            [&](int v) { delivered << v; });
        jobs.invalidate();
        QTRY_VERIFY_WITH_TIMEOUT(!jobs.busy(), 10000);
        QVERIFY(firstSawCancel);
        QCOMPARE(delivered, QList<int>{2});
    }
};

QTEST_MAIN(TestGuiModels)
#include "tst_gui_models.moc"
