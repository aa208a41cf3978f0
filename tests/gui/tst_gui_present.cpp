// Presentation mode over the views fixture (views_fixture.h: a campaign the real agent qualifies,
// with two interventions of known effect): every slide of the story in order, what each shows
// (its title, its chart's series, the run that proves it), stepping by the keys a presenter
// clicker sends, E asking for the slide's evidence, Esc leaving; the window's View > Present (F11)
// opening it full screen; and a campaign whose interventions recover nothing saying so.
#include "view_shots.h"
#include "views_fixture.h"

#include "core/report/story.h"
#include "ui/documents/evidencedocument.h"
#include "ui/mainwindow.h"
#include "ui/present/presentation.h"
#include "ui/project.h"

#include <QAction>
#include <QChartView>
#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace luma;
using namespace luma::ui;
using Kind = report::Slide::Kind;

class TestGuiPresent : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;

    static void keep(QWidget& w, const QString& name) { QVERIFY(test::keepShot(w, name)); }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("present.luma"));
        const QualifyReport r = test::qualifyDirectly(test::writeViewsCampaign(m_dir, "views"), m_project);
        QVERIFY(r.minimumPass);
        QCOMPARE(r.interventions.size(), std::size_t{2});
        if (const QString dir = qEnvironmentVariable("LUMA_VIEW_SHOTS"); !dir.isEmpty()) { // for --screenshot
            QFile::remove(QDir(dir).filePath(QStringLiteral("present.luma")));
            QVERIFY(QFile::copy(m_project, QDir(dir).filePath(QStringLiteral("present.luma"))));
        }
    }

    void everySlideShowsItsPartOfTheStory() {
        auto project = Project::open(m_project);
        QVERIFY(project);
        Presentation p(project.get(), QStringLiteral("views"));
        p.setAnimated(false);
        p.resize(1600, 1000);
        p.show();
        QVERIFY2(p.problem().isEmpty(), qPrintable(p.problem()));
        const auto& slides = p.story().slides;
        // contract, minimum PASS, one slide per adjacent FAIL, binding, intervention, recovered, savings
        const QualifyReport q = *project->report(QStringLiteral("views"));
        QCOMPARE(slides.size(), 3 + q.adjacentFail.size() + 3);
        QCOMPARE(slides.front().kind, Kind::Contract);
        QCOMPARE(slides[1].kind, Kind::MinimumPass);
        QCOMPARE(slides.back().kind, Kind::Savings);
        // Both interventions recover a FAIL; batch-256-tokens is the cheaper one per hour
        // (it frees an accelerator and adds no compute), so the story presents it.
        QCOMPARE(p.story().intervention, std::string("batch-256-tokens"));
        for (int i = 0; i < p.slideCount(); ++i) {
            p.setSlide(i);
            QCOMPARE(p.slide(), i);
            const report::Slide& s = p.current();
            QCOMPARE(p.titleText(), QString::fromStdString(s.title));
            QVERIFY2(p.footerText().startsWith(QStringLiteral("%1 / %2").arg(i + 1).arg(p.slideCount())),
                     qPrintable(p.footerText()));
            switch (s.kind) {
            case Kind::Contract:
                QVERIFY2(p.bodyText().contains(QStringLiteral("throughput")), qPrintable(p.bodyText()));
                QCOMPARE(p.chartSeries(), 0);
                break;
            case Kind::MinimumPass:
                QVERIFY(p.titleText().startsWith(QStringLiteral("Minimum PASS: ")));
                QVERIFY(p.titleText().contains(QStringLiteral("accelerator_count")));
                QVERIFY(!s.runs.empty()); // a run passed there
                QVERIFY(p.footerText().contains(QStringLiteral("press E")));
                QVERIFY(p.chartSeries() >= 2); // PASS and FAIL cells, the minimum PASS ring
                break;
            case Kind::AdjacentFail:
                QVERIFY2(p.titleText().contains(QStringLiteral(": FAIL (throughput)")), qPrintable(p.titleText()));
                QVERIFY(!s.runs.empty());
                QVERIFY(s.highlight.has_value());
                break;
            case Kind::Binding:
                QVERIFY2(p.titleText().contains(QStringLiteral("accelerator_count")) &&
                             p.titleText().contains(QStringLiteral("hbm_gib")),
                         qPrintable(p.titleText()));
                break;
            case Kind::Intervention:
                // batch-256-tokens needs accelerators × GiB >= 64: one accelerator with 64 GiB.
                QVERIFY2(p.bodyText().contains(QStringLiteral("accelerator_count: 2 → 1")) &&
                             p.bodyText().contains(QStringLiteral("hbm_gib: 48 → 64")),
                         qPrintable(p.bodyText()));
                QCOMPARE(p.chartSeries(), 1); // base against the intervention, per resource
                break;
            case Kind::Recovered:
                QVERIFY2(p.bodyText().contains(QStringLiteral(": PASS")), qPrintable(p.bodyText()));
                QVERIFY(!s.runs.empty());
                QVERIFY(p.chartSeries() >= 2);
                break;
            case Kind::Savings:
                // Half the accelerators: half the € per hour.
                QVERIFY2(p.bodyText().contains(QStringLiteral("€ per hour: ")) &&
                             p.bodyText().contains(QStringLiteral("(-50 %)")),
                         qPrintable(p.bodyText()));
                QCOMPARE(p.chartSeries(), 1);
                break;
            default: QFAIL(qPrintable(QStringLiteral("unexpected slide %1: %2").arg(i).arg(p.titleText())));
            }
            keep(p, QStringLiteral("present-%1.png").arg(i + 1));
        }
    }

    void aClickerStepsAndEscLeaves() {
        auto project = Project::open(m_project);
        Presentation p(project.get(), QStringLiteral("views"));
        p.show();
        QSignalSpy evidence(&p, &Presentation::evidenceRequested);
        QSignalSpy left(&p, &Presentation::left);
        QTest::keyClick(&p, Qt::Key_PageDown);
        QCOMPARE(p.slide(), 1);
        QTest::keyClick(&p, Qt::Key_Right);
        QTest::keyClick(&p, Qt::Key_Space);
        QCOMPARE(p.slide(), 3);
        QTest::keyClick(&p, Qt::Key_PageUp);
        QTest::keyClick(&p, Qt::Key_Left);
        QCOMPARE(p.slide(), 1);
        QTest::keyClick(&p, Qt::Key_E); // the minimum PASS's run
        QCOMPARE(evidence.count(), 1);
        QCOMPARE(evidence.at(0).at(0).toString(), QStringLiteral("views"));
        QCOMPARE(evidence.at(0).at(1).toLongLong(), p.current().runs.front());
        QTest::keyClick(&p, Qt::Key_End);
        QCOMPARE(p.slide(), p.slideCount() - 1);
        QTest::keyClick(&p, Qt::Key_Right); // past the end: stays
        QCOMPARE(p.slide(), p.slideCount() - 1);
        QTest::keyClick(&p, Qt::Key_Home);
        QCOMPARE(p.slide(), 0);
        QTest::keyClick(&p, Qt::Key_E); // the contract slide has no run: nothing
        QCOMPARE(evidence.count(), 1);
        QTest::keyClick(&p, Qt::Key_Escape);
        QCOMPARE(left.count(), 1);
    }

    void theWindowPresentsFullScreen() {
        MainWindow::Options options;
        options.persistent = false;
        MainWindow w(options);
        QString error;
        QVERIFY2(w.openProject(m_project, false, &error), qPrintable(error));
        QVERIFY(!w.present(QStringLiteral("no such"), &error));
        QVERIFY2(error.contains(QStringLiteral("no campaign \"no such\"")), qPrintable(error));
        Presentation* p = w.present(QStringLiteral("views"), &error);
        QVERIFY2(p, qPrintable(error));
        QVERIFY(p->isWindow());
        QVERIFY(p->windowState() & Qt::WindowFullScreen);
        // E opens the evidence above the presentation; Esc leaves the presentation.
        p->setSlide(1);
        QVERIFY(p->findChildren<EvidenceDocument*>().isEmpty());
        QTest::keyClick(p, Qt::Key_E);
        QTRY_COMPARE(p->findChildren<EvidenceDocument*>().size(), 1);
        EvidenceDocument* shown = p->findChildren<EvidenceDocument*>().front();
        QVERIFY(shown->isWindow());
        QCOMPARE(shown->campaign(), QStringLiteral("views"));
        QVERIFY2(shown->problemText().isEmpty(), qPrintable(shown->problemText()));
        QPointer<Presentation> alive(p);
        QTest::keyClick(p, Qt::Key_Escape);
        QTRY_VERIFY(alive.isNull()); // closed and deleted
    }

    void aCampaignWhoseInterventionsRecoverNothingSaysSo() {
        // The story from the same campaign's data with every recovery marked as still failing.
        auto project = Project::open(m_project);
        report::ReportData d = project->reportData(QStringLiteral("views"));
        for (auto& iv : d.qualify.interventions)
            for (auto& r : iv.adjacentFailRecovery) r.recoversToPass = false;
        const report::Story story = report::buildStory(d);
        QCOMPARE(story.slides.back().kind, Kind::NoRecovery);
        QCOMPARE(story.slides.back().title, std::string("No intervention recovered an adjacent FAIL"));
        QCOMPARE(story.slides.back().lines.size(), std::size_t{2}); // one line per intervention tried
        QVERIFY(story.intervention.empty());
        d.qualify.interventions.clear();
        QCOMPARE(report::buildStory(d).slides.back().title, std::string("No intervention was tried"));
        d.hasReport = false;
        const report::Story none = report::buildStory(d);
        QCOMPARE(none.slides.size(), std::size_t{2});
        QCOMPARE(none.slides.back().kind, Kind::NoReport);
    }
};

QTEST_MAIN(TestGuiPresent)
#include "tst_gui_present.moc"
