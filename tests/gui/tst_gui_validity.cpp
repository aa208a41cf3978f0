// The workbench's runs view on a campaign with a run below its validity gates: the run shows as
// invalid with why (never as its PASS), and the view's title lists the campaign's gates.
#include "emulated_campaign.h"
#include "gui_fixture.h"

#include "ui/mainwindow.h"
#include "ui/models/runsmodel.h"
#include "ui/project.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QTableView>
#include <QtTest>

#include <set>

using namespace luma;
using namespace luma::ui;

class TestGuiValidity : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("gates.luma"));
        test::EmulatedExecutor ex;
        std::set<int> seen;
        // The first run at compute 0.5, hbm 0.064 measures 0.05 s: below the emulator's 0.1 s gate.
        ex.edit = [&](const RunRequest& r, nlohmann::json& e) {
            if (!r.intervention && r.state.at("compute_fraction") == 0.5 && r.state.at("hbm_gib") == 0.064 &&
                seen.insert(r.attempt).second)
                e["metrics"]["duration_s"] = 0.05;
        };
        test::qualifyEmulated(test::writeEmulatedCampaign(m_dir.path().toStdString(), "tiny"), m_project.toStdString(),
                              &ex);
    }

    void theRunsModelShowsItInvalid() {
        auto project = Project::open(m_project);
        RunsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns(runRows(project->runs(QStringLiteral("tiny"))));
        int invalid = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            if (model.index(r, RunsModel::Status).data().toString() != QLatin1String("invalid")) continue;
            ++invalid;
            QCOMPARE(model.index(r, RunsModel::Verdict).data().toString(), QStringLiteral("invalid"));
            const QString cause = model.index(r, RunsModel::Cause).data().toString();
            QVERIFY2(cause.contains(QLatin1String("it measured 0.05 s, below the gates' 0.1 s")), qPrintable(cause));
        }
        QCOMPARE(invalid, 1);
    }

    void theRunsViewListsTheGates() {
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        QString error;
        QVERIFY2(w.openProject(m_project, false, &error), qPrintable(error));
        w.showRuns(QStringLiteral("tiny"));
        bool found = false;
        for (const auto* label : w.findChildren<QLabel*>())
            found |= label->text().contains(QLatin1String("validity gates: at least 0.1 s measured, 32 completed "
                                                          "requests, the seed recorded"));
        QVERIFY(found);
        const auto* table = w.findChild<QTableView*>(QStringLiteral("runs-table"));
        QVERIFY(table);
        QVERIFY(!table->model()
                     ->match(table->model()->index(0, RunsModel::Verdict), Qt::DisplayRole, QStringLiteral("invalid"))
                     .isEmpty());
    }
};

QTEST_MAIN(TestGuiValidity)
#include "tst_gui_validity.moc"
