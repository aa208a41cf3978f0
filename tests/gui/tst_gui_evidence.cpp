// The evidence inspector as a user sees it: a run of a campaign qualified on the real agent
// shows its verdict, the SLO it was judged on (value, limit, margin, PASS / FAIL), the
// mechanism the agent named, the hashes that trace it, its host and agent build; a run stored
// with numeric telemetry (as the emulator streams it) is plotted; a run of another campaign or
// an unknown id is said in words.
#include "view_shots.h"
#include "views_fixture.h"

#include "core/util/sha256.h"
#include "ui/charts/telemetryplot.h"
#include "ui/documents/evidencedocument.h"
#include "ui/format.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <QDir>
#include <QTableWidget>
#include <QtTest>

using namespace luma;
using namespace luma::ui;

class TestGuiEvidence : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;
    long long m_telemetryRun = 0;

    static void keep(QWidget& w, const QString& name) { QVERIFY(test::keepShot(w, name)); }
    std::optional<StoredRun> firstRun(const std::string& verdict) {
        auto project = Project::open(m_project);
        for (const auto& r : project->runs(QStringLiteral("views")))
            if (r.status == "finished" && r.intervention.empty() && r.result.value("verdict", "") == verdict) return r;
        return std::nullopt;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("views.luma"));
        test::qualifyDirectly(test::writeViewsCampaign(m_dir, "views"), m_project);
        test::qualifyDirectly(test::writeOracleCampaign(m_dir, "oracle"), m_project);
        // A run as the emulator leaves one: numeric telemetry, two SLOs judged, memory mechanism.
        EvidenceStore store(m_project.toStdString());
        const long long campaign = store.findCampaign("views")->id;
        const nlohmann::json state = {{"accelerator_count", 1}, {"compute_fraction", 1}, {"hbm_gib", 80}};
        m_telemetryRun = store.beginRun(campaign, "", "emulated", state, 9, "gpu-host-2", "0.1.0 (sha 1234abcd)");
        std::vector<nlohmann::json> telemetry;
        for (int i = 0; i < 3; ++i)
            telemetry.push_back({{"type", "telemetry"},
                                 {"seq", i + 2},
                                 {"time", 1.7e9 + i},
                                 {"data", {{"elapsed_s", 0.5 * i}, {"completed", 10 * i}, {"running", 4 - i}}}});
        const nlohmann::json result = {
            {"type", "result"},
            {"verdict", "FAIL"},
            {"failed", {"TTFT"}},
            {"metrics", {{"ttft_ms_p99", 250.0}, {"throughput_tok_s", 2500.0}}},
            {"margins",
             {{"ttft_ms_p99", {{"value", 250.0}, {"limit", 200.0}, {"margin", -0.25}, {"pass", false}}},
              {"throughput_tok_s_min", {{"value", 2500.0}, {"limit", 2000.0}, {"margin", 0.25}, {"pass", true}}}}},
            {"mechanisms",
             {{"hbm_gib",
               {{"mechanism", "device memory budget for weights, KV cache and activations"}, {"value", 80}}}}},
            {"wall_s", 1.5}};
        store.finishRun(m_telemetryRun, result, "FAIL", "TTFT", telemetry);
    }

    void failingRunShowsItsSlo() {
        const auto run = firstRun("FAIL");
        QVERIFY(run.has_value());
        auto project = Project::open(m_project);
        EvidenceDocument doc(project.get(), QStringLiteral("views"), run->id);
        doc.resize(1400, 900);
        doc.show();
        QCOMPARE(doc.problemText(), QString());
        QCOMPARE(doc.verdictText(), QStringLiteral("FAIL"));
        QTableWidget* slos = doc.sloTable();
        QCOMPARE(slos->rowCount(), 1); // the contract's one SLO
        QVERIFY(slos->item(0, 0)->text().contains(QLatin1String("throughput")));
        const double measured = run->result["margins"]["throughput_tok_s_min"]["value"].get<double>();
        QCOMPARE(slos->item(0, 1)->text(), withUnit(measured, QStringLiteral("tok/s"), 4));
        QCOMPARE(slos->item(0, 2)->text(), withUnit(test::kViewsFloor, QStringLiteral("tok/s"), 4));
        QVERIFY(slos->item(0, 3)->text().startsWith(QLatin1Char('-'))); // below the floor
        QCOMPARE(slos->item(0, 4)->text(), QStringLiteral("FAIL"));
        QCOMPARE(slos->item(0, 4)->background().color(), colors::fail());
        // The command workload names how it passed the state on.
        QCOMPARE(doc.mechanismTable()->item(0, 0)->text(), QStringLiteral("state"));
        QVERIFY(doc.mechanismTable()->item(0, 1)->text().contains(QLatin1String("LUMA_STATE_JSON")));
        // Facts and hashes: the host, the agent build, the campaign's hash, the cause.
        const QString details = doc.detailsText();
        QVERIFY2(details.contains(QLatin1String("local")), qPrintable(details));
        QVERIFY(details.contains(QString::fromStdString(run->agentBuild).toHtmlEscaped()));
        QVERIFY(details.contains(
            QString::fromStdString(project->campaign(QStringLiteral("views"))->specHash.substr(0, 16))));
        QVERIFY(details.contains(QString::fromStdString(contentHash(run->state).substr(0, 16))));
        QVERIFY(details.contains(QLatin1String("throughput"))); // the cause
        // The command workload streams no numbers: the plot says so.
        QCOMPARE(doc.telemetryPlot()->seriesCount(), 0);
        keep(doc, QStringLiteral("evidence-fail.png"));
    }

    void passingRunAndSwitching() {
        const auto pass = firstRun("PASS"), fail = firstRun("FAIL");
        QVERIFY(pass && fail);
        auto project = Project::open(m_project);
        EvidenceDocument doc(project.get(), QStringLiteral("views"), fail->id);
        QSignalSpy titles(&doc, &Document::titleChanged);
        doc.setRun(pass->id);
        QCOMPARE(titles.count(), 1);
        QCOMPARE(doc.title(), QStringLiteral("Run %1").arg(pass->id));
        QCOMPARE(doc.verdictText(), QStringLiteral("PASS"));
        QCOMPARE(doc.sloTable()->item(0, 4)->text(), QStringLiteral("PASS"));
        QCOMPARE(doc.sloTable()->item(0, 4)->background().color(), colors::pass());
    }

    void storedTelemetryIsPlotted() {
        auto project = Project::open(m_project);
        EvidenceDocument doc(project.get(), QStringLiteral("views"), m_telemetryRun);
        doc.resize(1400, 900);
        doc.show();
        QCOMPARE(doc.verdictText(), QStringLiteral("FAIL"));
        QCOMPARE(doc.telemetryPlot()->seriesCount(), 2); // completed, running (elapsed_s is the axis)
        QCOMPARE(doc.telemetryPlot()->sampleCount(), 3);
        QCOMPARE(doc.sloTable()->rowCount(), 2);
        int failing = 0;
        for (int r = 0; r < 2; ++r) failing += doc.sloTable()->item(r, 4)->text() == QLatin1String("FAIL") ? 1 : 0;
        QCOMPARE(failing, 1);
        QCOMPARE(doc.mechanismTable()->item(0, 0)->text(), QStringLiteral("hbm_gib"));
        QCOMPARE(doc.mechanismTable()->item(0, 2)->text(), QStringLiteral("80"));
        QVERIFY(doc.detailsText().contains(QLatin1String("gpu-host-2")));
        QVERIFY(doc.detailsText().contains(QLatin1String("TTFT")));
        keep(doc, QStringLiteral("evidence-telemetry.png"));
        applyTheme(Theme::Dark);
        EvidenceDocument dark(project.get(), QStringLiteral("views"), m_telemetryRun);
        dark.resize(1400, 900);
        dark.show();
        keep(dark, QStringLiteral("evidence-dark.png"));
        applyTheme(Theme::Light);
    }

    void wrongRunIsSaidInWords() {
        const auto run = firstRun("FAIL");
        auto project = Project::open(m_project);
        EvidenceDocument other(project.get(), QStringLiteral("oracle"), run->id);
        QVERIFY2(other.problemText().contains(QStringLiteral("Campaign oracle holds no run %1").arg(run->id)),
                 qPrintable(other.problemText()));
        QCOMPARE(other.verdictText(), QString());
        QCOMPARE(other.sloTable()->rowCount(), 0);
        EvidenceDocument unknown(project.get(), QStringLiteral("views"), 987654);
        QVERIFY(unknown.problemText().contains(QLatin1String("no run 987654")));
        EvidenceDocument noCampaign(project.get(), QStringLiteral("nope"), run->id);
        QVERIFY(noCampaign.problemText().contains(QLatin1String("no campaign \"nope\"")));
    }
};

QTEST_MAIN(TestGuiEvidence)
#include "tst_gui_evidence.moc"
