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
    void printableEscapesWhatDrivesATerminal() {
        QCOMPARE(printable("plain name, tab\tand newline\n"), std::string("plain name, tab\tand newline\n"));
        QCOMPARE(printable(std::string("a\x1b[31mb\x07"
                                       "c\0d",
                                       11)),
                 std::string("a\\u001b[31mb\\u0007c\\u0000d"));
        QCOMPARE(printable("x" + kRlo + "y\r\x7f"), std::string("x\\u202ey\\u000d\\u007f"));
        QCOMPARE(printable("caf\xC3\xA9 \xE2\x82\xAC"), std::string("caf\xC3\xA9 \xE2\x82\xAC")); // é € stay
        QCOMPARE(printable("\xC2\x9B"), std::string("\\u009b"));                                  // C1 CSI
        QCOMPARE(printable("bad \xff\xC3"), std::string("bad \\xff\\xc3"));
        QCOMPARE(incompleteUtf8Tail("ab\xE2\x80"), std::size_t(2));
        QCOMPARE(incompleteUtf8Tail("ab\xE2\x80\xAE"), std::size_t(0));
        QCOMPARE(incompleteUtf8Tail("ab"), std::size_t(0));
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
