// The customer report of a campaign over accelerator types, as `luma report` writes it, over one
// qualified on the real agent type by type whose answer is known (tests/gui/types_fixture.h): a
// section with the types side by side (minimum PASS, binding, EUR/h, EUR per 1M tokens, W, bytes
// moved; the cheapest starred) and the "move to TYPE" rows, in the report of the campaign NAME
// (which details its cheapest type) and of each NAME@TYPE; none in an ordinary campaign's.
#include "../gui/types_fixture.h"
#include "run_luma.h"

#include "core/report/html.h"
#include "core/report/report_data.h"
#include "core/util/spec_error.h"
#include "remote/client/agent_executor.h"

#include <QFile>
#include <QtTest>

using namespace luma;

namespace {

QString readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// The HTML from the start of the section titled `title` to the next <h2>.
QString section(const QString& html, const QString& title) {
    const qsizetype at = html.indexOf(QStringLiteral("<h2>") + title + QStringLiteral("</h2>"));
    if (at < 0) return {};
    const qsizetype end = html.indexOf(QLatin1String("<h2"), at + 4);
    return html.mid(at, end < 0 ? -1 : end - at);
}

} // namespace

class TestReportTypes : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project;
    std::map<std::string, QualifyReport> m_reports;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_project = m_dir.filePath(QStringLiteral("types.luma"));
        for (auto& q : test::qualifyTypes(test::writeTypedCampaign(m_dir, "fleet"), m_project))
            m_reports[q.type] = *q.report;
        QVERIFY(m_reports["h200"].minimumPass && m_reports["h100-sxm"].minimumPass && !m_reports["trn1"].minimumPass);
        test::qualifyDirectly(test::writeOracleCampaign(m_dir, "oracle"), m_project);
    }

    void theDataComparesTheTypes() {
        const EvidenceStore store(m_project.toStdString());
        const report::ReportData d = report::buildReport(store, "fleet");
        QCOMPARE(d.campaign, std::string("fleet@h200")); // the cheapest qualified type, detailed
        QVERIFY(d.types.has_value());
        const report::TypeSummary& s = *d.types;
        QCOMPARE(s.campaign, std::string("fleet"));
        QCOMPARE(s.cheapest, std::string("h200"));
        QCOMPARE(s.types.size(), std::size_t(3));
        QCOMPARE(s.types[0].type, std::string("h100-sxm"));
        QCOMPARE(s.types[0].binding, (std::vector<std::string>{"accelerator_count", "hbm_gib"}));
        QCOMPARE(s.types[1].binding, std::vector<std::string>{"hbm_gib"});
        QVERIFY(s.types[1].economics && s.types[1].economics->measuredEurPerMtok);
        QVERIFY(!s.types[2].qualified && !s.types[2].economics);
        QCOMPARE(s.moves.from, std::string("h100-sxm"));
        QCOMPARE(s.moves.to, (std::vector<std::string>{"h200", "trn1"}));
        QCOMPARE(s.moves.moves[0].freed, std::vector<std::string>{"accelerator_count"});
        // Each type's own report holds the same comparison; an ordinary campaign's none.
        QVERIFY(report::buildReport(store, "fleet@trn1").types.has_value());
        QVERIFY(!report::buildReport(store, "oracle").types.has_value());
    }

    void theHtmlReportHasTheSection() {
        const QString out = m_dir.filePath(QStringLiteral("fleet.html"));
        const auto r = test::runLuma({QStringLiteral("report"), m_project, QStringLiteral("--campaign"),
                                      QStringLiteral("fleet"), QStringLiteral("--out"), out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("campaign fleet@h200")), qPrintable(r.out));
        const QString html = readAll(out);
        QVERIFY(html.contains(QLatin1String("<h1>Qualification report: fleet@h200</h1>")));
        const QString types = section(html, QStringLiteral("Across accelerator types"));
        QVERIFY2(!types.isEmpty(), "no section comparing the types");
        QVERIFY(types.contains(QLatin1String("over 3 accelerator types")));
        // One row per type, in the space's order, the cheapest starred.
        const QString h100 =
            QStringLiteral("<tr><td><b>h100-sxm</b></td><td>accelerator_count=2, hbm_gib=48</td>"
                           "<td>accelerator_count, hbm_gib</td><td>%1</td>")
                .arg(QString::fromStdString(report::number(m_reports["h100-sxm"].minimumPass->eurPerHour, 4)));
        QVERIFY2(types.contains(h100), qPrintable(types));
        QVERIFY(types.contains(QLatin1String("<b>h200</b> &#9733; cheapest<br><span class=\"sub\">this report</span>"
                                             "</td><td>accelerator_count=1, hbm_gib=48</td><td>hbm_gib</td>")));
        QVERIFY(types.contains(QLatin1String(" (measured)</td>")));
        QVERIFY(types.contains(QLatin1String("<b>trn1</b></td><td><span class=\"fail\">not qualified</span>")));
        QVERIFY(types.contains(QLatin1String("The cheapest qualified system: <b>h200</b>")));
        // The moves from h100-sxm: what each frees and newly binds, the deltas, the adjacent FAILs.
        QVERIFY(types.contains(QLatin1String("<h3>Moving from h100-sxm to another type</h3>")));
        const double eur = m_reports["h200"].minimumPass->eurPerHour - m_reports["h100-sxm"].minimumPass->eurPerHour;
        QVERIFY2(
            types.contains(QStringLiteral("<tr><td><b>move to h200</b></td><td>accelerator_count=1, hbm_gib=48</td>"
                                          "<td>accelerator_count=-1, hbm_gib=0</td><td>&#9650; none<br>&#9660; "
                                          "accelerator_count</td><td>%1 EUR/h")
                               .arg(QString::fromStdString(report::number(eur, 4)))),
            qPrintable(types));
        QVERIFY(types.contains(QLatin1String("accelerator_count: <span class=\"pass\">passes</span><br>hbm_gib: "
                                             "<span class=\"pass\">passes</span>")));
        QVERIFY(types.contains(QLatin1String("<tr><td><b>move to trn1</b></td><td>no state passes</td><td>-</td>")));
    }

    void eachTypeAndOnlyTypedCampaignsHaveIt() {
        const QString typed = m_dir.filePath(QStringLiteral("h100.html")),
                      plain = m_dir.filePath(QStringLiteral("o.html"));
        QCOMPARE(test::runLuma({QStringLiteral("report"), m_project, QStringLiteral("--campaign"),
                                QStringLiteral("fleet@h100-sxm"), QStringLiteral("--out"), typed})
                     .code,
                 0);
        const QString types = section(readAll(typed), QStringLiteral("Across accelerator types"));
        QVERIFY(types.contains(QLatin1String("<b>h100-sxm</b><br><span class=\"sub\">this report</span>")));
        QVERIFY(types.contains(QLatin1String("move to h200")));
        QCOMPARE(test::runLuma({QStringLiteral("report"), m_project, QStringLiteral("--campaign"),
                                QStringLiteral("oracle"), QStringLiteral("--out"), plain})
                     .code,
                 0);
        QVERIFY(!readAll(plain).contains(QLatin1String("Across accelerator types")));
        // A name that is neither: the campaigns named, no crash.
        const auto bad = test::runLuma({QStringLiteral("report"), m_project, QStringLiteral("--campaign"),
                                        QStringLiteral("flet"), QStringLiteral("--out"), plain});
        QCOMPARE(bad.code == 0, false);
        QVERIFY2(bad.err.contains(QLatin1String("no campaign \"flet\" (campaigns: fleet@h100-sxm")),
                 qPrintable(bad.err));
    }
};

QTEST_MAIN(TestReportTypes)
#include "tst_report_types.moc"
