// Names with control characters never reach the terminal raw (README, Reliability): ESC, BEL,
// NUL and the right-to-left override in a campaign name or a file name are printed escaped by
// every text output of `luma`, through one function (core/util/printable.h).
#include "run_luma.h"
#include "specs.h"
#include "synthetic_campaign.h"

#include "core/util/printable.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace luma;

namespace {

const std::string kRlo = "\xE2\x80\xAE"; // U+202E RIGHT-TO-LEFT OVERRIDE

// Raw terminal controls in `text`: C0 but newline and tab, DEL, and U+202E.
bool hasRawControls(const QByteArray& text) {
    for (char c : text) {
        const auto b = static_cast<unsigned char>(c);
        if ((b < 0x20 && b != '\n' && b != '\t') || b == 0x7F) return true;
    }
    return text.contains(QByteArray::fromStdString(kRlo));
}

} // namespace

class TestTerminalEscaping : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void printableEscapesWhatDrivesATerminal_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("printed");
        const QByteArray rlo = QByteArray::fromStdString(kRlo);
        QTest::newRow("tab and newline stay")
            << QByteArray("plain name, tab\tand newline\n") << QByteArray("plain name, tab\tand newline\n");
        QTest::newRow("ESC, BEL and NUL") << QByteArray("a\x1b[31mb\x07"
                                                        "c\0d",
                                                        11)
                                          << QByteArray("a\\u001b[31mb\\u0007c\\u0000d");
        QTest::newRow("right-to-left override, CR and DEL")
            << "x" + rlo + "y\r\x7f" << QByteArray("x\\u202ey\\u000d\\u007f");
        QTest::newRow("accents and the euro sign stay")
            << QByteArray("caf\xC3\xA9 \xE2\x82\xAC") << QByteArray("caf\xC3\xA9 \xE2\x82\xAC");
        QTest::newRow("C1 CSI") << QByteArray("\xC2\x9B") << QByteArray("\\u009b");
        QTest::newRow("bytes that are not UTF-8") << QByteArray("bad \xff\xC3") << QByteArray("bad \\xff\\xc3");
    }
    void printableEscapesWhatDrivesATerminal() {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, printed);
        QCOMPARE(QByteArray::fromStdString(printable(text.toStdString())), printed); // QByteArray prints its bytes
    }

    void incompleteUtf8TailIsHeldBack_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<std::size_t>("tail");
        QTest::newRow("two bytes of a three-byte character") << QByteArray("ab\xE2\x80") << std::size_t(2);
        QTest::newRow("a whole three-byte character") << QByteArray("ab\xE2\x80\xAE") << std::size_t(0);
        QTest::newRow("ASCII") << QByteArray("ab") << std::size_t(0);
    }
    void incompleteUtf8TailIsHeldBack() {
        QFETCH(QByteArray, text);
        QFETCH(std::size_t, tail);
        QCOMPARE(incompleteUtf8Tail(text.toStdString()), tail);
    }

    void errorsNameHostileFilesEscaped() {
        const std::string file = m_dir.path().toStdString() + "/evil\x1b]0;pwned\x07" + kRlo + "nosj.json";
        const auto r = test::runLuma({"predict", "--contract", QString::fromStdString(file), "--machine", "m.json"});
        QCOMPARE(r.code, 1);
        QVERIFY2(!hasRawControls(r.err.toUtf8()), qPrintable(r.err));
        QVERIFY2(r.err.contains("evil\\u001b]0;pwned\\u0007\\u202enosj.json"), qPrintable(r.err));
    }

    void campaignNamesAreEscapedInEveryOutput() {
        const std::string dir = m_dir.path().toStdString();
        const std::string name = std::string("evil\x1b[2J\x07") + kRlo + "name";
        const std::string campaign =
            test::writeSyntheticCampaign(dir, "escaping", [&](nlohmann::json& c) { c["name"] = name; });
        const QString db = QString::fromStdString(dir + "/escaping.luma");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LUMA_AGENT", LUMA_AGENT_BIN);
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(LUMA_CLI), {"qualify", QString::fromStdString(campaign), "--db", db});
        QVERIFY(p.waitForFinished(120000));
        const QByteArray out = p.readAllStandardOutput(), err = p.readAllStandardError();
        QVERIFY2(p.exitCode() == 0, err.constData());
        QVERIFY2(!hasRawControls(out) && !hasRawControls(err), (out + err).constData());
        QVERIFY2(out.contains("evil\\u001b[2J\\u0007\\u202ename"), out.constData());
        for (const QStringList& args : {QStringList{"show", db}, QStringList{"show", db, "--json"}}) {
            const auto r = test::runLuma(args);
            QCOMPARE(r.code, 0);
            QVERIFY2(!hasRawControls(r.out.toUtf8()) && !hasRawControls(r.err.toUtf8()), qPrintable(r.out));
            QVERIFY2(r.out.contains("evil\\u001b[2J\\u0007\\u202ename"), qPrintable(r.out));
        }
        // The JSON output is still JSON, and holds the name as it is.
        const auto json = test::runLuma({"show", db, "--json"});
        const auto doc = nlohmann::json::parse(json.out.toStdString());
        QVERIFY2(doc.dump().find(nlohmann::json(name).dump()) != std::string::npos, doc.dump().substr(0, 300).c_str());
    }
};

QTEST_GUILESS_MAIN(TestTerminalEscaping)
#include "tst_terminal_escaping.moc"
