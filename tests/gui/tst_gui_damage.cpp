// The workbench on damaged and read-only projects (README, Reliability): a campaign whose stored
// JSON is damaged, or whose sealed result no longer holds, is shown as the message in the project
// tree and the log while the rest of the project stays readable (it aborted with an uncaught
// SpecError from ProjectModel::refresh); a finished project on read-only media opens read-only
// and says so.
#include "gui_fixture.h"

#include "ui/mainwindow.h"
#include "ui/models/projectmodel.h"
#include "ui/project.h"

#include <QAbstractItemModelTester>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSignalSpy>
#include <QtTest>

#include <sqlite3.h>

using namespace luma;
using namespace luma::ui;

namespace {

void exec(const QString& db, const std::string& sql) {
    sqlite3* raw = nullptr;
    QCOMPARE(sqlite3_open(db.toStdString().c_str(), &raw), SQLITE_OK);
    QCOMPARE(sqlite3_exec(raw, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(raw);
}

} // namespace

class TestGuiDamage : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("damaged.luma"));
        for (const char* name : {"good", "badspec", "badseal"})
            test::qualifyDirectly(test::writeOracleCampaign(m_dir, name), m_project);
        // One campaign's stored spec is no longer JSON; another's result was changed in place.
        exec(m_project, "UPDATE specs SET json = '{\"name\": ' WHERE hash = "
                        "(SELECT spec_hash FROM campaigns WHERE name = 'badspec')");
        exec(m_project, "UPDATE results SET json = replace(json, '\"PASS\"', '\"FAIL\"') WHERE run_id = "
                        "(SELECT max(r.id) FROM runs r JOIN campaigns c ON c.id = r.campaign_id "
                        "JOIN results res ON res.run_id = r.id WHERE c.name = 'badseal' AND res.verdict = 'PASS')");
    }

    void theExplorerShowsDamageAndKeepsTheRest() {
        auto project = Project::open(m_project);
        ProjectModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy said(&model, &ProjectModel::unreadablePart);
        model.setProfilesPath(m_dir.filePath(QStringLiteral("hosts.json")));
        model.setProject(project.get()); // threw SpecError out of refresh (SIGABRT in the workbench)
        const QModelIndex campaigns = model.index(0, 0);
        QCOMPARE(model.rowCount(campaigns), 3);
        QCOMPARE(model.index(0, 0, campaigns).data().toString(), QStringLiteral("good"));
        QVERIFY(model.rowCount(model.index(0, 0, campaigns)) >= 2); // its report and its runs
        const QModelIndex spec = model.index(1, 0, campaigns), seal = model.index(2, 0, campaigns);
        QCOMPARE(spec.data().toString(), QStringLiteral("badspec — unreadable"));
        QVERIFY2(spec.data(Qt::ToolTipRole).toString().contains(QLatin1String("the stored JSON is damaged")),
                 qPrintable(spec.data(Qt::ToolTipRole).toString()));
        QCOMPARE(seal.data().toString(), QStringLiteral("badseal — unreadable"));
        QVERIFY2(seal.data(Qt::ToolTipRole).toString().contains(QLatin1String("its SHA-256 does not match")),
                 qPrintable(seal.data(Qt::ToolTipRole).toString()));
        QCOMPARE(model.rowCount(seal), 0); // nothing of it is shown as evidence
        QCOMPARE(said.count(), 2);
        model.refresh(); // and again, as after every run that lands
        QCOMPARE(model.rowCount(campaigns), 3);
    }

    void theWindowOpensItAndSaysWhy() {
        MainWindow w({false, QStringLiteral(LUMA_AGENT_BIN)});
        QString error;
        QVERIFY2(w.openProject(m_project, false, &error), qPrintable(error));
        const auto* log = w.findChild<QPlainTextEdit*>(QStringLiteral("log"));
        QVERIFY(log);
        QVERIFY2(log->toPlainText().contains(QLatin1String("results row")), qPrintable(log->toPlainText()));
        QVERIFY2(log->toPlainText().contains(QLatin1String("the stored JSON is damaged")),
                 qPrintable(log->toPlainText()));
        QVERIFY(!w.windowTitle().contains(QLatin1String("read-only"))); // a writable project is not
    }

    void aReadOnlyProjectOpensReadOnly() {
        // A finished project on read-only media (a private mount namespace: even root cannot
        // write there): the workbench renders it and says it opened it read-only.
        if (QProcess::execute("unshare", {"-m", "true"}) != 0) QSKIP("no mount namespaces here (unshare -m)");
        const QString media = m_dir.filePath(QStringLiteral("media"));
        QVERIFY(QDir().mkpath(media));
        const QString project = media + QStringLiteral("/ro.luma");
        test::qualifyDirectly(test::writeOracleCampaign(m_dir, "ro"), project);
        const QString shot = m_dir.filePath(QStringLiteral("ro.png"));
        QProcess p;
        p.start("unshare", {"-m", "sh", "-c",
                            QStringLiteral("mount --bind -o ro '%1' '%1' && exec '%2' --screenshot '%3' --view runs "
                                           "--project '%4'")
                                .arg(media, QStringLiteral(LUMA_WORKBENCH), shot, project)});
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0, qPrintable(err));
        QVERIFY2(err.contains(QLatin1String("ro.luma: opened read-only (it is on read-only media)")), qPrintable(err));
        QVERIFY(QFileInfo(shot).size() > 0);
    }
};

QTEST_MAIN(TestGuiDamage)
#include "tst_gui_damage.moc"
