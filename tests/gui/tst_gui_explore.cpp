// The explore view as a user sees it, over the fixture campaign's stored contract, machine and
// space (views_fixture.h): one predicted cell per state of the slice, the cheapest predicted
// PASS ringed where the predicted frontier says, a slider that moves the slice and redraws the
// grid (off the UI thread, stale answers dropped), other axes on request, an intervention
// applied, hover text with the full prediction, and a campaign that cannot be predicted said
// in words.
#include "view_shots.h"
#include "views_fixture.h"

#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/search/explore.h"
#include "ui/charts/heatmap.h"
#include "ui/documents/exploredocument.h"
#include "ui/project.h"
#include "ui/theme.h"

#include <QComboBox>
#include <QDir>
#include <QSlider>
#include <QtTest>

using namespace luma;
using namespace luma::ui;

class TestGuiExplore : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;
    QString m_campaignFile;

    static void keep(QWidget& w, const QString& name) { QVERIFY(test::keepShot(w, name)); }
    static QStringList texts(const HeatmapData& d) {
        QStringList out;
        for (const auto& c : d.cells) out << c.text;
        return out;
    }
    // The predictor's verdict on one state, straight from core, to hold the view to.
    bool predictedPass(const Campaign& c, double count, double gib, double compute,
                       const std::vector<Intervention>& iv = {}) {
        MachineState s;
        s.set(Resource::AcceleratorCount, count);
        s.set(Resource::HbmGib, gib);
        s.set(Resource::ComputeFraction, compute);
        return predict(c.contract, resolveDeployment(*c.machine, c.contract, s, iv)).pass;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("views.luma"));
        m_campaignFile = test::writeViewsCampaign(m_dir, "views");
        // Only the stored specs matter here: the campaign is recorded, not run.
        EvidenceStore store(m_project.toStdString());
        const Campaign c = loadCampaign(m_campaignFile.toStdString());
        store.campaign(c.name, c.hash, c.spec);
        const Campaign oracle = loadCampaign(test::writeOracleCampaign(m_dir, "oracle").toStdString());
        store.campaign(oracle.name, oracle.hash, oracle.spec);
    }

    void sliceMatchesThePredictor() {
        auto project = Project::open(m_project);
        ExploreDocument doc(project.get(), QStringLiteral("views"));
        doc.resize(1400, 900);
        doc.show();
        QTRY_VERIFY_WITH_TIMEOUT(!doc.busy() && doc.frontier().result.has_value(), 30000);
        QCOMPARE(doc.problemText(), QString());
        const HeatmapData& d = doc.heatmap()->data();
        QCOMPARE(d.columns,
                 QStringList({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("8")}));
        QCOMPARE(d.rows.size(), 6);
        QCOMPARE(doc.heatmap()->drawnCells(), 24);
        QCOMPARE(d.xTitle, QStringLiteral("accelerator_count (accel.)"));
        QCOMPARE(d.yTitle, QStringLiteral("hbm_gib (GiB)"));
        // compute_fraction has the slider; the axes have none.
        QVERIFY(doc.slider(QStringLiteral("compute_fraction")) != nullptr);
        QVERIFY(doc.slider(QStringLiteral("hbm_gib")) == nullptr);
        // Until the user moves it, the slider stands at the cheapest predicted PASS, which is
        // ringed on the grid.
        const Campaign c = loadCampaign(m_campaignFile.toStdString());
        const ExploreResult full = explore(c.contract, *c.machine, c.space);
        QVERIFY(full.cheapest >= 0);
        const auto& cheapest = full.frontier[static_cast<std::size_t>(full.cheapest)];
        QCOMPARE(doc.slider(QStringLiteral("compute_fraction"))->value(), static_cast<int>(cheapest.index[2]));
        const HeatmapCell& ringed = d.cell(static_cast<int>(cheapest.index[0]), static_cast<int>(cheapest.index[1]));
        QVERIFY(ringed.ringed);
        QVERIFY(ringed.text.contains(QLatin1String("cheapest")));
        QVERIFY(doc.heatmap()->drawnItems(QStringLiteral("ring")) >= 1);
        // Every cell says what core predicts for its state.
        const double compute = c.space.dims[2].levels[cheapest.index[2]];
        for (int x = 0; x < 4; ++x)
            for (int y = 0; y < 6; ++y) {
                const bool pass = predictedPass(c, c.space.dims[0].levels[static_cast<std::size_t>(x)],
                                                c.space.dims[1].levels[static_cast<std::size_t>(y)], compute);
                QCOMPARE(d.cell(x, y).text.startsWith(QLatin1String("PASS")), pass);
                QVERIFY(d.cell(x, y).hatched); // predicted, never proven
                QCOMPARE(d.cell(x, y).fill, pass                                           ? colors::pass()
                                            : d.cell(x, y).text == QLatin1String("deploy") ? colors::neutral()
                                                                                           : colors::fail());
            }
        // Hover: the whole prediction of a cell, with units.
        const QString details = doc.cellDetails(1, 3);
        QVERIFY2(details.contains(QStringLiteral("accelerator_count = 2\u2009accel.")) &&
                     details.contains(QStringLiteral("hbm_gib = 48\u2009GiB")),
                 qPrintable(details));
        QVERIFY2(details.contains(QLatin1String("TTFT p50")) && details.contains(QStringLiteral("€/h")) &&
                     details.contains(QLatin1String("tok/s")),
                 qPrintable(details));
        QVERIFY(doc.summaryText().contains(QLatin1String("Cheapest predicted PASS")));
        keep(doc, QStringLiteral("explore-light.png"));
    }

    void sliderRedrawsTheGrid() {
        auto project = Project::open(m_project);
        ExploreDocument doc(project.get(), QStringLiteral("views"));
        doc.resize(1400, 900);
        doc.show();
        QTRY_VERIFY_WITH_TIMEOUT(!doc.busy() && doc.frontier().result.has_value(), 30000);
        // Across accelerators and compute, with the memory per accelerator on the slider: at
        // 16 GiB the 8B model's KV cache leaves fewer states passing than at 80 GiB.
        QVERIFY(doc.setAxes(0, 2));
        QSlider* hbm = doc.slider(QStringLiteral("hbm_gib"));
        QVERIFY(hbm);
        QVERIFY(doc.slider(QStringLiteral("compute_fraction")) == nullptr);
        hbm->setValue(hbm->maximum());
        QTRY_VERIFY_WITH_TIMEOUT(!doc.busy(), 30000);
        QCOMPARE(doc.heatmap()->drawnCells(), 16);
        QCOMPARE(doc.slice().request.levels[1], std::size_t(5));
        const QStringList at80 = texts(doc.heatmap()->data());
        const int passingAt80 = doc.slice().passing;
        // Moved quickly through every level: only the last answer is drawn.
        for (int v = hbm->maximum() - 1; v >= 0; --v) hbm->setValue(v);
        QTRY_VERIFY_WITH_TIMEOUT(!doc.busy(), 30000);
        QCOMPARE(doc.slice().request.levels[1], std::size_t(0));
        QVERIFY2(doc.cellDetails(0, 0).contains(QStringLiteral("hbm_gib = 16\u2009GiB")),
                 qPrintable(doc.cellDetails(0, 0)));
        const QStringList at16 = texts(doc.heatmap()->data());
        QVERIFY2(at16 != at80, qPrintable(at16.join(',') + " | " + at80.join(',')));
        QVERIFY(doc.slice().passing < passingAt80);
        keep(doc, QStringLiteral("explore-slider.png"));
    }

    void interventionChangesThePrediction() {
        auto project = Project::open(m_project);
        ExploreDocument doc(project.get(), QStringLiteral("views"));
        QTRY_VERIFY_WITH_TIMEOUT(!doc.busy() && doc.frontier().result.has_value(), 30000);
        QCOMPARE(doc.interventionBox()->count(), 3); // none, int4-weights, batch-256-tokens
        doc.interventionBox()->setCurrentIndex(1);
        QTRY_VERIFY_WITH_TIMEOUT(
            !doc.busy() && doc.frontier().intervention == 0 && doc.slice().request.intervention == 0, 30000);
        const Campaign c = loadCampaign(m_campaignFile.toStdString());
        const auto& d = doc.heatmap()->data();
        const double compute = c.space.dims[2].levels[doc.slice().request.levels[2]];
        for (int x = 0; x < 4; ++x)
            for (int y = 0; y < 6; ++y)
                QCOMPARE(d.cell(x, y).text.startsWith(QLatin1String("PASS")),
                         predictedPass(c, c.space.dims[0].levels[static_cast<std::size_t>(x)],
                                       c.space.dims[1].levels[static_cast<std::size_t>(y)], compute,
                                       {c.interventions[0]}));
        QVERIFY(doc.summaryText().contains(QLatin1String("with int4-weights")));
    }

    void darkTheme() {
        applyTheme(Theme::Dark);
        auto project = Project::open(m_project);
        ExploreDocument doc(project.get(), QStringLiteral("views"));
        doc.resize(1400, 900);
        doc.show();
        QTRY_VERIFY_WITH_TIMEOUT(!doc.busy() && doc.frontier().result.has_value(), 30000);
        QCOMPARE(doc.heatmap()->drawnCells(), 24);
        keep(doc, QStringLiteral("explore-dark.png"));
        applyTheme(Theme::Light);
    }

    void largeSliceIsOneImage() {
        // 100 × 100 states: drawn as one image rather than 10,000 items, hover still tells each.
        // The levels stay within the H100's 80 GiB: explore refuses a level above the part.
        const Campaign c = loadCampaign(m_campaignFile.toStdString());
        auto specs = std::make_shared<ExploreSpecs>();
        specs->contract = c.contract;
        specs->machine = *c.machine;
        nlohmann::json counts = nlohmann::json::array(), gib = nlohmann::json::array();
        for (int i = 1; i <= 100; ++i) {
            counts.push_back(i);
            gib.push_back(0.8 * i);
        }
        specs->space = parseSpace(
            {{"schema", "luma.space/1"},
             {"dims",
              {{{"resource", "accelerator_count"}, {"levels", counts}}, {{"resource", "hbm_gib"}, {"levels", gib}}}}},
            "big-space.json");
        ExploreDocument doc(specs, QStringLiteral("big"));
        doc.resize(1400, 900);
        doc.show();
        QTRY_VERIFY_WITH_TIMEOUT(!doc.busy() && doc.frontier().result.has_value(), 60000);
        QCOMPARE(doc.heatmap()->drawnCells(), 10000);
        QCOMPARE(doc.heatmap()->drawnItems(QStringLiteral("cell")), 0);
        QCOMPARE(doc.heatmap()->drawnItems(QStringLiteral("cells-image")), 1);
        QVERIFY(doc.slider(QStringLiteral("hbm_gib")) == nullptr); // two dimensions: both are axes
        QVERIFY(doc.cellDetails(99, 99).contains(QStringLiteral("accelerator_count = 100\u2009accel.")));
        QVERIFY(doc.slice().passing > 0 && doc.slice().passing < 10000);
        keep(doc, QStringLiteral("explore-large.png"));
    }

    void unpredictableCampaignIsSaidInWords() {
        auto project = Project::open(m_project);
        ExploreDocument oracle(project.get(), QStringLiteral("oracle"));
        QVERIFY2(oracle.problemText().contains(QLatin1String("no machine")), qPrintable(oracle.problemText()));
        QVERIFY(oracle.heatmap()->placeholderText().contains(QLatin1String("Cannot explore oracle")));
        QCOMPARE(oracle.heatmap()->drawnCells(), 0);
        QVERIFY(!oracle.busy());
        ExploreDocument missing(project.get(), QStringLiteral("nope"));
        QVERIFY(missing.problemText().contains(QLatin1String("no campaign \"nope\"")));
        QVERIFY(!missing.setAxes(0, 1));
    }
};

QTEST_MAIN(TestGuiExplore)
#include "tst_gui_explore.moc"
