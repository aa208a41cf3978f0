// `luma report` on a campaign qualified for real (the GUI views' fixture: a GPU-server machine,
// a command workload whose truth is known, two interventions): the HTML holds the key figures
// and the evidence behind them, is self-contained and identical byte for byte across runs; the
// PDF (Qt's writer, offscreen) holds the same figures by pdftotext, its pages render non-blank
// by pdftoppm, and a campaign of hundreds of runs paginates its evidence table.
#include "../gui/views_fixture.h"
#include "run_luma.h"

#include "core/report/report_data.h"
#include "core/util/sha256.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <fstream>

namespace {

using luma::test::runLuma;

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A poppler tool's standard output, or a failure naming what is missing.
QString poppler(const QString& tool, const QStringList& args) {
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0) return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// A page as pdftoppm writes it: binary PGM (P5, gray) or PPM (P6, RGB), 8 bits a sample.
struct Page {
    long long width = 0, height = 0;
    int channels = 0;
    QByteArray data;
    const unsigned char* at(long long i) const {
        return reinterpret_cast<const unsigned char*>(data.constData()) + i * channels;
    }
};

Page readPage(const QByteArray& file) {
    QList<QByteArray> fields;
    int pos = 0;
    while (fields.size() < 4 && pos < file.size()) {
        while (pos < file.size() && QChar(file[pos]).isSpace()) ++pos;
        const int start = pos;
        while (pos < file.size() && !QChar(file[pos]).isSpace()) ++pos;
        fields << file.mid(start, pos - start);
    }
    Page p;
    if (fields.size() < 4 || (fields[0] != "P5" && fields[0] != "P6")) return p;
    p.channels = fields[0] == "P5" ? 1 : 3;
    p.width = fields[1].toLongLong();
    p.height = fields[2].toLongLong();
    p.data = file.mid(pos + 1);
    if (p.data.size() < p.width * p.height * p.channels) p.width = p.height = 0;
    return p;
}

// The share of a page's pixels that `pick` accepts.
template <class Pick>
double share(const Page& page, Pick pick) {
    const long long pixels = page.width * page.height;
    if (pixels <= 0) return -1;
    long long n = 0;
    for (long long i = 0; i < pixels; ++i) n += pick(page.at(i)) ? 1 : 0;
    return static_cast<double>(n) / static_cast<double>(pixels);
}

} // namespace

class TestReport : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_project, m_campaign;
    luma::QualifyReport m_report;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    void requirePoppler() {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty())
            QFAIL("pdftotext and pdftoppm are needed (poppler-utils; packaging/install-deps.sh installs it)");
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_campaign = luma::test::writeViewsCampaign(m_dir, "views");
        m_project = path("views.luma");
        m_report = luma::test::qualifyDirectly(m_campaign, m_project);
        QVERIFY(m_report.minimumPass.has_value());
    }

    void dataTracesEveryFigureToItsRuns() {
        const luma::EvidenceStore store(m_project.toStdString());
        const luma::report::ReportData d = luma::report::buildReport(store, "views");
        QVERIFY(d.hasReport);
        QCOMPARE(d.contractHash, luma::loadCampaign(m_campaign.toStdString()).contract.hash);
        QCOMPARE(luma::levelsText(d.qualify.minimumPass->state),
                 std::string("accelerator_count=2, compute_fraction=0.25, hbm_gib=48"));
        QCOMPARE(d.qualify.binding, (std::vector<std::string>{"accelerator_count", "hbm_gib"}));
        // The minimum PASS was run, and each adjacent FAIL is traced to failing runs.
        QVERIFY(!d.trace.empty());
        QCOMPARE(d.trace[0].figure, std::string("Minimum PASS"));
        QVERIFY(!d.trace[0].runs.empty());
        for (const auto& t : d.trace)
            if (t.figure.rfind("Adjacent FAIL", 0) == 0) {
                QCOMPARE(t.value, std::string("throughput"));
                QVERIFY2(!t.runs.empty(), t.figure.c_str());
            }
        // Economics: priced by the machine, and the measured throughput gives its own EUR per 1M tokens.
        QCOMPARE(d.economics.size(), std::size_t(3));
        QVERIFY(d.economics[0].priced && d.economics[0].modelFits && d.economics[0].eurPerHour > 0 &&
                d.economics[0].bytesPerToken > 0);
        QVERIFY(d.economics[0].measuredTokS.has_value());
        QVERIFY(*d.economics[0].measuredTokS >= luma::test::kViewsFloor);
        QCOMPARE(d.charts.size(), std::size_t(3)); // the base search and each intervention
        QVERIFY(d.charts[0].minimumPass.has_value());
        QCOMPARE(d.evidence.size(), store.runs(store.findCampaign("views")->id).size());
        QVERIFY(!d.firstRun.empty() && !d.lastRun.empty());
        // What the qualification cost: every run, priced where the host has a price.
        QCOMPARE(d.cost.runs, static_cast<long long>(d.evidence.size()));
        QVERIFY(!d.cost.priced);
        const std::string host = luma::campaignHostOf(store.runs(store.findCampaign("views")->id).front().host);
        const auto priced = luma::report::buildReport(store, "views", {{host, {3.0, true}}});
        QVERIFY(priced.cost.priced);
        QCOMPARE(priced.cost.eur, priced.cost.hours * 3.0);
        QVERIFY(priced.cost.deviceHours >= priced.cost.hours); // a state's accelerator_count is at least 1
    }

    void htmlHoldsTheKeyFiguresAndIsDeterministic() {
        const auto a = runLuma({"report", m_project, "--campaign", "views", "--out", path("a.html")});
        QVERIFY2(a.code == 0, qPrintable(a.err));
        const auto b = runLuma({"report", m_project, "--campaign", "views", "--out", path("b.html"), "--lang", "en"});
        QCOMPARE(b.code, 0);
        const QByteArray html = readAll(path("a.html"));
        QVERIFY(!html.isEmpty());
        QCOMPARE(html, readAll(path("b.html"))); // byte for byte
        const luma::Campaign c = luma::loadCampaign(m_campaign.toStdString());
        for (const std::string& key :
             {std::string("Qualification report: views"), c.contract.hash, c.machine->hash,
              std::string("accelerator_count=2, compute_fraction=0.25, hbm_gib=48"),
              std::string("Cut accelerator_count to 1"), std::string("Cut hbm_gib to 32"), std::string("throughput"),
              std::string("int4-weights"), std::string("batch-256-tokens"), std::string("Intervention matrix"),
              std::string("EUR per 1M tokens"), std::string("MB moved per token"), std::string("Method"),
              std::string("What the qualification cost"),
              luma::report::number(m_report.minimumPass->eurPerHour, 4) + " EUR/h"})
            QVERIFY2(html.contains(QByteArray::fromStdString(key)), key.c_str());
        // Every run of the project is in the evidence table with its result's hash, host and try.
        const luma::EvidenceStore store(m_project.toStdString());
        for (const auto& r : store.runs(store.findCampaign("views")->id)) {
            QVERIFY(html.contains(QByteArray("<td>#") + QByteArray::number(r.id) + "</td>"));
            QVERIFY(html.contains(QByteArray::fromStdString(luma::contentHash(r.result).substr(0, 12))));
        }
        // Self-contained: charts inline, nothing fetched.
        QVERIFY(html.contains("<svg xmlns="));
        for (const char* outside : {"<script", "<link", "src=\"http", "url(", "@import"})
            QVERIFY2(!html.contains(outside), outside);
    }

    void pdfHoldsTheFiguresOnPagesThatAreNotBlank() {
        requirePoppler();
        const auto r = runLuma({"report", m_project, "--campaign", "views", "--out", path("r.pdf")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(readAll(path("r.pdf")).startsWith("%PDF-"));
        // NFKC: the PDF's ligatures (the "fi" of "Qualification") read as their letters.
        const QString text = poppler(QStringLiteral("pdftotext"), {path("r.pdf"), QStringLiteral("-")})
                                 .normalized(QString::NormalizationForm_KC);
        const luma::Campaign c = luma::loadCampaign(m_campaign.toStdString());
        for (const QString& key :
             {QStringLiteral("Qualification report: views"), QString::fromStdString(c.contract.hash),
              QStringLiteral("hbm_gib=48"), QStringLiteral("Cut accelerator_count to 1"),
              QStringLiteral("int4-weights"), QStringLiteral("Intervention matrix")})
            QVERIFY2(text.contains(key), qPrintable(key));
        QDir().mkpath(path("pages"));
        QVERIFY(QProcess::execute(QStringLiteral("pdftoppm"),
                                  {QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-gray"), path("r.pdf"),
                                   path("pages/p")}) == 0);
        const QStringList pages = QDir(path("pages")).entryList({QStringLiteral("*.pgm")}, QDir::Files, QDir::Name);
        QVERIFY2(pages.size() >= 3, qPrintable(QString::number(pages.size())));
        for (const QString& p : pages) {
            const double ink =
                share(readPage(readAll(path("pages/") + p)), [](const unsigned char* v) { return v[0] < 200; });
            QVERIFY2(ink > 0.005, qPrintable(p + ": " + QString::number(ink)));
        }
        // The frontier chart is drawn, not left out: the PASS cells' green (#2e7d32, #a5d6a7) on the first pages.
        QVERIFY(
            QProcess::execute(QStringLiteral("pdftoppm"),
                              {QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-f"), QStringLiteral("1"),
                               QStringLiteral("-l"), QStringLiteral("2"), path("r.pdf"), path("colour")}) == 0);
        double green = 0;
        for (const QString& p : QDir(m_dir.path()).entryList({QStringLiteral("colour*.ppm")}, QDir::Files))
            green += share(readPage(readAll(path(p))),
                           [](const unsigned char* v) { return v[1] > v[0] + 40 && v[1] > v[2] + 40; });
        QVERIFY2(green > 0.005, qPrintable(QString::number(green)));
    }

    // Hundreds of runs: the evidence table spans pages, its header repeated on each.
    void hundredsOfRunsPaginate() {
        requirePoppler();
        const QString many = path("many.luma");
        QVERIFY(QFile::copy(m_project, many));
        {
            luma::EvidenceStore store(many.toStdString());
            const auto c = *store.findCampaign("views");
            for (int i = 0; i < 400; ++i) {
                const nlohmann::json state = {{"accelerator_count", 8}, {"hbm_gib", 80}, {"compute_fraction", 1.0}};
                const long long id = store.beginRun(c.id, "", luma::canonicalJson(state) + std::to_string(i), state, 0,
                                                    "local", "synthetic-build");
                store.finishRun(
                    id, {{"type", "result"}, {"verdict", "PASS"}, {"metrics", {{"throughput_tok_s", 9000 + i}}}},
                    "PASS", "", {});
            }
        }
        const auto r = runLuma({"report", many, "--campaign", "views", "--out", path("many.pdf")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QString text = poppler(QStringLiteral("pdftotext"), {path("many.pdf"), QStringLiteral("-")});
        QVERIFY(text.contains(QStringLiteral("9399 tok/s")));
        // The header row on every page of the table: pages that list runs start with it.
        int pages = 0, headed = 0;
        for (int p = 2;; ++p) {
            const QString page =
                poppler(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QString::number(p), QStringLiteral("-l"),
                                                      QString::number(p), path("many.pdf"), QStringLiteral("-")});
            if (page.isEmpty()) break;
            if (page.count(QStringLiteral(" tok/s")) < 10) continue; // not a page of the run table
            ++pages;
            headed += page.contains(QStringLiteral("measured")) && page.contains(QStringLiteral("agent")) ? 1 : 0;
        }
        QVERIFY2(pages >= 5 && headed == pages, qPrintable(QStringLiteral("%1 of %2").arg(headed).arg(pages)));
        const auto html = runLuma({"report", many, "--campaign", "views", "--out", path("many.html")});
        QCOMPARE(html.code, 0);
        QVERIFY(readAll(path("many.html")).contains("9399 tok/s"));
    }

    // Two campaigns of one contract on two machines, side by side: what moved between them.
    void comparisonSetsTwoCampaignsSideBySide() {
        const QString file = luma::test::writeViewsCampaign(m_dir, "views-h200");
        nlohmann::json spec = nlohmann::json::parse(readAll(file).toStdString());
        spec["machine"]["nodes"][0]["type"] = "h200";
        spec["machine"]["name"] = "h200-server";
        QFile::remove(file);
        std::ofstream(file.toStdString()) << spec.dump(2);
        const luma::QualifyReport other = luma::test::qualifyDirectly(file, m_project);
        QVERIFY(other.minimumPass.has_value());
        const auto r =
            runLuma({"report", m_project, "--campaign", "views", "--campaign", "views-h200", "--out", path("c.html")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QByteArray html = readAll(path("c.html"));
        for (const std::string& key :
             {std::string("Comparison: views and views-h200"), std::string("the same contract"),
              std::string("another machine"), std::string("h200-server"),
              luma::report::number(m_report.minimumPass->eurPerHour, 4),
              luma::report::number(other.minimumPass->eurPerHour, 4),
              (other.minimumPass->eurPerHour > m_report.minimumPass->eurPerHour ? "+" : "") +
                  luma::report::number(other.minimumPass->eurPerHour - m_report.minimumPass->eurPerHour, 4),
              std::string("Campaign 2 of 2: views-h200")})
            QVERIFY2(html.contains(QByteArray::fromStdString(key)), key.c_str());
        QCOMPARE(html.count("<svg xmlns="), 2 + 6); // the two base frontiers, then each report's three charts
        requirePoppler();
        const auto pdf =
            runLuma({"report", m_project, "--campaign", "views", "--campaign", "views-h200", "--out", path("c.pdf")});
        QVERIFY2(pdf.code == 0, qPrintable(pdf.err));
        const QString text = poppler(QStringLiteral("pdftotext"), {path("c.pdf"), QStringLiteral("-")});
        QVERIFY(text.contains(QStringLiteral("views-h200")) && text.contains(QStringLiteral("another machine")));
        const auto three = runLuma(
            {"report", m_project, "--campaign", "a", "--campaign", "b", "--campaign", "c", "--out", path("x.html")});
        QCOMPARE(three.code, 2);
        QVERIFY2(three.err.contains("at most two"), qPrintable(three.err));
    }

    void badInputIsNamed() {
        auto r = runLuma({"report", m_project, "--campaign", "nope", "--out", path("x.html")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("no campaign \"nope\" (campaigns: views"), qPrintable(r.err));
        r = runLuma({"report", m_project, "--campaign", "views", "--out", path("x.txt")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("must end in .html or .pdf"), qPrintable(r.err));
        r = runLuma({"report", m_project, "--campaign", "views", "--out", path("x.html"), "--lang", "fr"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--lang: \"fr\" is not available (available: en)"), qPrintable(r.err));
        r = runLuma({"report", path("missing.luma"), "--campaign", "views", "--out", path("x.html")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("no such project file"), qPrintable(r.err));
        r = runLuma({"report", m_project, "--campaign", "views", "--out", path("no/such/dir/x.pdf")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("x.pdf"), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
