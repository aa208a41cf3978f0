// Explore on the profiled, calibrated tiny campaign agrees with what PEX proved: every cell a run
// decided (a state of the base or an intervention search with a finished run, PASS at or above
// a minimal PASS of that search) is predicted with the same verdict on at least 90 % of them. The
// campaign is the bundled one on the dev VM's profile, qualified through core on
// HostModelExecutor (tests/common/tiny_on_host.h). Explore says which calibration it applies:
// the campaign's own (recalibrated as its runs arrived), the workbench's --calibration file
// (which wins), or none; the workbench refuses a bad file by key.
#include "tiny_on_host.h"

#include "core/calibrate/calibrate.h"
#include "core/evidence/store.h"
#include "core/qualify/prior.h"
#include "ui/documents/exploredocument.h"
#include "ui/project.h"

#include <QComboBox>
#include <QDir>
#include <QProcess>
#include <QtTest>

#include <fstream>
#include <set>

using namespace luma;
using namespace luma::ui;

namespace {

struct Agreement {
    int cells = 0, agreeing = 0;
    double share() const { return cells ? double(agreeing) / cells : 0; }
};

bool atOrAbove(const Levels& s, const Levels& floor) {
    for (const auto& [k, v] : floor)
        if (s.at(k) < v) return false;
    return true;
}

} // namespace

class TestGuiExploreCalibrated : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::string m_guided, m_free; // project folders
    QualifyReport m_guidedReport, m_freeReport;

    static void waitIdle(const ExploreDocument& doc) {
        QTRY_VERIFY_WITH_TIMEOUT(!doc.busy(), 20000);
        QCoreApplication::processEvents();
    }

    // Explore's verdict against the proven one on every proven cell of every search.
    static Agreement agreement(ExploreDocument& doc, const Project& project, const QualifyReport& report) {
        Agreement a;
        const std::string name = report.campaign;
        const std::vector<StoredRun> runs = project.runs(QString::fromStdString(name));
        for (int iv = -1; iv < static_cast<int>(report.interventions.size()); ++iv) {
            doc.setIntervention(iv);
            waitIdle(doc);
            const auto& frontier = iv < 0 ? report.frontier : report.interventions[std::size_t(iv)].frontier;
            const std::string ivName = iv < 0 ? "" : report.interventions[std::size_t(iv)].name;
            const ExploreSlice& slice = doc.slice();
            const Space& space = slice.request.specs->space;
            std::set<Levels> proven;
            for (const auto& r : runs)
                if (r.status == "finished" && r.intervention == ivName)
                    proven.insert(r.state.get<std::map<std::string, double>>());
            for (const Levels& s : proven) {
                bool pass = false;
                for (const auto& f : frontier) pass |= atOrAbove(s, f.state);
                const LatticeState at = latticeStateOf(space, s);
                const std::size_t nx = space.dims[slice.request.xDim].levels.size();
                const bool predicted =
                    slice.cells[std::size_t(at[slice.request.yDim]) * nx + std::size_t(at[slice.request.xDim])]
                        .prediction.pass;
                ++a.cells;
                a.agreeing += predicted == pass;
                if (predicted != pass)
                    qInfo("  %s %s: proven %s, predicted %s", ivName.empty() ? "base" : ivName.c_str(),
                          nlohmann::json(s).dump().c_str(), pass ? "PASS" : "FAIL", predicted ? "PASS" : "FAIL");
            }
        }
        return a;
    }

    std::pair<int, QString> runWorkbench(const QStringList& args) {
        QProcess p;
        p.start(QStringLiteral(LUMA_WORKBENCH), args);
        if (!p.waitForFinished(120000)) return {-1, QStringLiteral("timed out")};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardError()) + QString::fromUtf8(p.readAllStandardOutput())};
    }

    // The model-free project's runs calibrated (luma calibrate), written as CAL.json.
    std::string writeCalibration() const {
        const EvidenceStore store(m_free + "/project.luma", StoreAccess::Read);
        const Calibration c = calibrateProject(store, {}).calibration;
        const std::string file = m_free + "/CAL.json";
        std::ofstream(file) << c.spec.dump(1);
        return file;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_guided = m_dir.filePath(QStringLiteral("guided")).toStdString();
        m_free = m_dir.filePath(QStringLiteral("free")).toStdString();
        QVERIFY(QDir().mkpath(QString::fromStdString(m_guided)) && QDir().mkpath(QString::fromStdString(m_free)));
        m_guidedReport = test::qualifyTinyOnHost(m_guided, true);
        m_freeReport = test::qualifyTinyOnHost(m_free, false);
    }

    // The bundled campaign recalibrated itself as its runs arrived: Explore applies its latest
    // calibration, says so, and agrees with the proof.
    void agreesWithTheProofOnTheCampaignsOwnCalibration() {
        const auto project = Project::open(QString::fromStdString(m_guided + "/project.luma"));
        ExploreDocument doc(project.get(), QString::fromStdString(m_guidedReport.campaign));
        QVERIFY2(doc.calibrationText().startsWith(QStringLiteral("Calibration from the campaign's runs (after ")),
                 qPrintable(doc.calibrationText()));
        QVERIFY(doc.calibrationText().contains(QStringLiteral("calibrated on")));
        waitIdle(doc);
        QVERIFY(doc.summaryText().contains(QStringLiteral("Calibration from the campaign")));
        const Agreement a = agreement(doc, *project, m_guidedReport);
        qInfo("model-guided campaign, its own calibration: %d of %d proven cells agree (%.0f %%)", a.agreeing, a.cells,
              100 * a.share());
        QVERIFY(a.cells >= 6);
        QVERIFY2(a.share() >= 0.9, qPrintable(QString("%1 of %2").arg(a.agreeing).arg(a.cells)));
    }

    // A model-free campaign keeps no calibration: Explore says it is uncalibrated; the
    // workbench's --calibration of the same runs is applied, named, and agrees with the proof.
    void aWorkbenchCalibrationIsAppliedAndNamed() {
        const auto project = Project::open(QString::fromStdString(m_free + "/project.luma"));
        const QString campaign = QString::fromStdString(m_freeReport.campaign);
        ExploreDocument raw(project.get(), campaign);
        QVERIFY2(raw.calibrationText().startsWith(QStringLiteral("Uncalibrated: ")), qPrintable(raw.calibrationText()));
        QVERIFY(raw.calibrationText().contains(QStringLiteral("host profile")));
        waitIdle(raw);
        const Agreement before = agreement(raw, *project, m_freeReport);
        const Calibration cal = loadCalibration(writeCalibration());
        ExploreDocument doc(project.get(), campaign, nullptr, &cal);
        QVERIFY2(doc.calibrationText().startsWith(QStringLiteral("Calibration CAL.json (the workbench's")),
                 qPrintable(doc.calibrationText()));
        waitIdle(doc);
        const Agreement after = agreement(doc, *project, m_freeReport);
        qInfo(
            "model-free campaign: uncalibrated %d of %d proven cells agree (%.0f %%), with CAL.json %d of %d (%.0f %%)",
            before.agreeing, before.cells, 100 * before.share(), after.agreeing, after.cells, 100 * after.share());
        QVERIFY2(after.share() >= 0.9, qPrintable(QString("%1 of %2").arg(after.agreeing).arg(after.cells)));
    }

    // luma-workbench --calibration: applied to a screenshot of Explore; a bad file is refused by key.
    void theWorkbenchTakesACalibrationFile() {
        const QString cal = QString::fromStdString(writeCalibration());
        const QString project = QString::fromStdString(m_free + "/project.luma");
        const QString shot = m_dir.filePath(QStringLiteral("explore.png"));
        auto [code, out] = runWorkbench({"--screenshot", shot, "--project", project, "--view", "explore",
                                         "--calibration", cal, "--size", "1200x800"});
        QVERIFY2(code == 0 && QFileInfo::exists(shot), qPrintable(out));
        nlohmann::json bad;
        std::ifstream(cal.toStdString()) >> bad;
        bad["accelerators"][0]["band"] = "wide";
        const QString badFile = m_dir.filePath(QStringLiteral("bad-cal.json"));
        std::ofstream(badFile.toStdString()) << bad.dump();
        std::tie(code, out) =
            runWorkbench({"--screenshot", shot, "--project", project, "--view", "explore", "--calibration", badFile});
        QCOMPARE(code, 1);
        QVERIFY2(out.contains(QStringLiteral("bad-cal.json: accelerators[0].band")), qPrintable(out));
    }
};

QTEST_MAIN(TestGuiExploreCalibrated)
#include "tst_gui_explore_calibrated.moc"
