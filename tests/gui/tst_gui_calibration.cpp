// The calibration view (View > Calibration, --view calibration): predicted against measured,
// one point per run of the campaign, before and after calibration, over the identity line, with
// the calibration it shows named and its held-out errors, derating and runs beside it. On the
// bundled tiny campaign over the dev VM's profile (HostModelExecutor): the model-guided campaign
// shows its own calibration, and the points after it lie nearer the line than before; a
// model-free campaign that stored none gets one fitted here, said so. The workbench renders it
// (and the insights view) with --screenshot.
#include "tiny_on_host.h"
#include "view_shots.h"

#include "ui/documents/calibrationdocument.h"
#include "ui/documents/calibrationplot.h"
#include "ui/project.h"

#include <QComboBox>
#include <QDir>
#include <QProcess>
#include <QtTest>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

using namespace luma;
using namespace luma::ui;

namespace {

// The median factor |log(predicted / measured)| of a series, over the runs that measured it.
double medianLogError(const CalibrationData& d, std::size_t metric, bool after) {
    std::vector<double> e;
    for (const auto& p : d.points) {
        const double predicted = after ? p.after[metric] : p.before[metric];
        if (p.measured[metric] > 0 && predicted > 0) e.push_back(std::fabs(std::log(predicted / p.measured[metric])));
    }
    std::sort(e.begin(), e.end());
    return e.empty() ? 0 : e[e.size() / 2];
}

} // namespace

class TestGuiCalibration : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::string m_guided, m_free;

    static void keep(QWidget& w, const QString& name) { QVERIFY(test::keepShot(w, name)); }

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
        m_guided = m_dir.filePath(QStringLiteral("guided")).toStdString();
        m_free = m_dir.filePath(QStringLiteral("free")).toStdString();
        QVERIFY(QDir().mkpath(QString::fromStdString(m_guided)) && QDir().mkpath(QString::fromStdString(m_free)));
        test::qualifyTinyOnHost(m_guided, true);
        test::qualifyTinyOnHost(m_free, false);
    }

    void showsTheCampaignsOwnCalibrationPerRun() {
        const auto project = Project::open(QString::fromStdString(m_guided + "/project.luma"));
        CalibrationDocument doc(project.get(), QStringLiteral("tiny-chat-on-local-cpu"));
        doc.resize(1300, 800);
        doc.show();
        QTRY_VERIFY_WITH_TIMEOUT(!doc.busy(), 20000);
        QVERIFY2(doc.problemText().isEmpty(), qPrintable(doc.problemText()));
        QVERIFY2(doc.calibrationText().startsWith(QStringLiteral("Calibration from the campaign's runs")),
                 qPrintable(doc.calibrationText()));
        const CalibrationData& d = doc.data();
        QVERIFY(!d.fittedHere && calibrationEntry(d));
        // One point per comparable run (the out-of-memory FAILs measure no speed), before and after.
        const std::size_t compared = calibrationEntry(d)->runs.size();
        QCOMPARE(d.points.size(), compared);
        QCOMPARE(doc.plot()->pointCount(0), int(compared));
        QCOMPARE(doc.plot()->pointCount(1), int(compared));
        QVERIFY(doc.plot()->hasIdentityLine());
        QVERIFY(doc.plot()->plot()->xAxis->label().contains(QStringLiteral("throughput")));
        const double before = medianLogError(d, 0, false), after = medianLogError(d, 0, true);
        qInfo("throughput, median |log(predicted/measured)| over %zu runs: %.3f before, %.3f after", compared, before,
              after);
        QVERIFY2(after < before / 2, qPrintable(QString("%1 -> %2").arg(before).arg(after)));
        const QString summary = doc.summaryText();
        for (const char* part : {"Held-out error", "TPOT p50", "gemm", "Rests on</b> runs"})
            QVERIFY2(summary.contains(QLatin1String(part)), part);
        doc.setMetric(2); // TPOT p50
        QVERIFY(doc.plot()->plot()->xAxis->label().contains(QStringLiteral("TPOT")));
        keep(doc, QStringLiteral("calibration.png"));
    }

    void fitsOneHereWhenNoneIsStored() {
        const auto project = Project::open(QString::fromStdString(m_free + "/project.luma"));
        CalibrationDocument doc(project.get(), QStringLiteral("tiny-chat-on-local-cpu"));
        QTRY_VERIFY_WITH_TIMEOUT(!doc.busy(), 20000);
        QVERIFY(doc.data().fittedHere);
        QVERIFY(doc.calibrationText().startsWith(QStringLiteral("Uncalibrated: ")));
        QVERIFY(doc.summaryText().contains(QStringLiteral("fitted here")));
        QVERIFY(doc.plot()->pointCount(1) > 0);
    }

    void noSuchCampaignIsSaid() {
        const auto project = Project::open(QString::fromStdString(m_free + "/project.luma"));
        CalibrationDocument doc(project.get(), QStringLiteral("nope"));
        QVERIFY(doc.problemText().contains(QStringLiteral("no campaign \"nope\"")));
    }

    void theWorkbenchRendersItAndTheInsights() {
        const QString project = QString::fromStdString(m_guided + "/project.luma");
        for (const char* view : {"calibration", "insights"}) {
            const QString shot = m_dir.filePath(QStringLiteral("%1.png").arg(QLatin1String(view)));
            auto [code, out] = runWorkbench({"--screenshot", shot, "--project", project, "--view", view});
            QVERIFY2(code == 0 && QFileInfo::exists(shot), qPrintable(out));
            QVERIFY2(out.contains(QStringLiteral("(%1 of tiny-chat-on-local-cpu").arg(QLatin1String(view))),
                     qPrintable(out));
        }
    }
};

QTEST_MAIN(TestGuiCalibration)
#include "tst_gui_calibration.moc"
