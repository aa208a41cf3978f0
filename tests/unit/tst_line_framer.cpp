// JSON-lines framing: lines split across reads, CRLF, bounded memory for oversized lines, and
// message classification.
#include "remote/protocol/message.h"

#include <QtTest>

using namespace luma::protocol;

class TestLineFramer : public QObject {
    Q_OBJECT
private slots:
    void splitsAcrossFeeds() {
        LineFramer f(100);
        QVERIFY(f.feed("{\"type\":").empty());
        auto frames = f.feed("\"ping\"}\r\n{\"a\":1}\n{\"b\"");
        QCOMPARE(frames.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(frames[0].line), QStringLiteral("{\"type\":\"ping\"}"));
        QCOMPARE(QString::fromStdString(frames[1].line), QStringLiteral("{\"a\":1}"));
        auto rest = f.finish();
        QCOMPARE(rest.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(rest[0].line), QStringLiteral("{\"b\""));
    }
    void oversizedLinesAreDroppedOnce() {
        LineFramer f(10);
        auto frames = f.feed("0123456789ABC");
        QVERIFY(frames.empty());
        frames = f.feed(std::string(1000, 'x'));
        QVERIFY(frames.empty());
        frames = f.feed("tail\nok\n");
        QCOMPARE(frames.size(), std::size_t(2));
        QVERIFY(frames[0].oversized);
        QVERIFY(frames[0].bytes >= 1000);
        QCOMPARE(QString::fromStdString(frames[1].line), QStringLiteral("ok"));
    }
    void classify() {
        QVERIFY(luma::protocol::classify({"   ", false, 0}).kind == Incoming::Kind::Blank);
        QVERIFY(luma::protocol::classify({"{\"type\":\"ping\"}", false, 0}).kind == Incoming::Kind::Message);
        auto bad = luma::protocol::classify({"{\"type\":1}", false, 0});
        QVERIFY(bad.kind == Incoming::Kind::Invalid);
        QCOMPARE(QString::fromStdString(bad.errorCode), QStringLiteral("malformed"));
        QCOMPARE(QString::fromStdString(luma::protocol::classify({{}, true, 99}).errorCode),
                 QStringLiteral("oversized"));
    }
};

QTEST_APPLESS_MAIN(TestLineFramer)
#include "tst_line_framer.moc"
