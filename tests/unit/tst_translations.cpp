// The workbench's translations (translations/luma_*.ts): each holds every string the workbench
// marks for translation (lupdate run on ui/ and app/workbench now, into a temporary file, as the
// update_translations target does), none is unfinished or empty, and each keeps its source's
// placeholders (%1, %n) and HTML tags. A string added to ui/ without its translations fails here,
// naming it.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Message {
    QString context, source;
    QStringList translations; // one, or the numerus forms
    bool unfinished = false;
};

QList<Message> readTs(const QString& file, QString* error) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = file + ": " + f.errorString();
        return {};
    }
    QXmlStreamReader x(&f);
    QList<Message> out;
    QString context;
    while (!x.atEnd()) {
        x.readNext();
        if (!x.isStartElement()) continue;
        if (x.name() == QLatin1String("name")) {
            context = x.readElementText();
        } else if (x.name() == QLatin1String("message")) {
            Message m;
            m.context = context;
            const bool numerus = x.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (!(x.isEndElement() && x.name() == QLatin1String("message")) && !x.atEnd()) {
                x.readNext();
                if (!x.isStartElement()) continue;
                if (x.name() == QLatin1String("source")) {
                    m.source = x.readElementText();
                } else if (x.name() == QLatin1String("translation")) {
                    m.unfinished = x.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                    if (!numerus) m.translations << x.readElementText();
                } else if (x.name() == QLatin1String("numerusform")) {
                    m.translations << x.readElementText();
                }
            }
            out << m;
        }
    }
    if (x.hasError()) *error = QStringLiteral("%1: line %2: %3").arg(file).arg(x.lineNumber()).arg(x.errorString());
    return out;
}

QStringList marks(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%(?:\\d+|n)|<[a-zA-Z/][^>]*>"));
    QSet<QString> found;
    for (auto it = re.globalMatch(text); it.hasNext();) found.insert(it.next().captured());
    QStringList out(found.begin(), found.end());
    out.sort();
    return out;
}

QString key(const Message& m) { return m.context + QLatin1Char('|') + m.source; }

} // namespace

class TstTranslations : public QObject {
    Q_OBJECT
    QStringList m_files;

private Q_SLOTS:
    void initTestCase() {
        const QDir dir(QStringLiteral(LUMA_SOURCE_DIR "/translations"));
        for (const QString& f : dir.entryList({QStringLiteral("luma_*.ts")}, QDir::Files, QDir::Name))
            m_files << dir.filePath(f);
        QCOMPARE(m_files.size(), 4); // de, fr, ja, zh_CN
    }

    void everyEntryIsFinishedAndKeepsItsPlaceholders() {
        for (const QString& file : m_files) {
            QString error;
            const QList<Message> messages = readTs(file, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY(messages.size() > 500);
            QStringList problems;
            for (const Message& m : messages) {
                bool empty = m.translations.isEmpty();
                for (const QString& t : m.translations) empty = empty || t.trimmed().isEmpty();
                if (m.unfinished || empty) {
                    problems << QStringLiteral("unfinished: %1 \"%2\"").arg(m.context, m.source.left(60));
                    continue;
                }
                for (const QString& t : m.translations)
                    if (marks(t) != marks(m.source))
                        problems << QStringLiteral("placeholders differ: \"%1\" → \"%2\"")
                                        .arg(m.source.left(60), t.left(60));
            }
            QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1: %2 problem(s), the first: %3")
                                                        .arg(QFileInfo(file).fileName())
                                                        .arg(problems.size())
                                                        .arg(problems.mid(0, 5).join(QStringLiteral("; ")))));
        }
    }

    // What a user reads, set with a bare literal instead of tr(): a text of two words or more given to
    // a widget's text, tooltip, title, placeholder or status message. A line that means it (a file's
    // metadata, not the window's) says so with "// untranslated:".
    void visibleTextIsMarkedForTranslation() {
        static const QRegularExpression bare(QStringLiteral(
            "(setText|setToolTip|setWindowTitle|setPlaceholderText|setTitle|setStatusTip|showMessage|setTitleText|"
            "setHeaderLabels|addItems?|setTabText|setLabel)\\(\\s*(QStringLiteral\\(|QLatin1String\\(|QString\\()?\"([^\"]*)\""));
        static const QRegularExpression tags(QStringLiteral("<[^>]*>")),
            words(QStringLiteral("[A-Za-z]{2,} [A-Za-z]{2,}"));
        QStringList found;
        QDirIterator it(QStringLiteral(LUMA_SOURCE_DIR "/ui"), {QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            int line = 0;
            while (!f.atEnd()) {
                const QString text = QString::fromUtf8(f.readLine());
                ++line;
                const auto m = bare.match(text);
                if (m.hasMatch() && words.match(m.captured(3).remove(tags)).hasMatch() &&
                    !text.contains(QStringLiteral("// untranslated:")))
                    found << QStringLiteral("%1:%2")
                                 .arg(QDir(QStringLiteral(LUMA_SOURCE_DIR)).relativeFilePath(f.fileName()))
                                 .arg(line);
            }
        }
        QVERIFY2(found.isEmpty(),
                 qPrintable(QStringLiteral("text a user reads without tr() at %1").arg(found.join(", "))));
    }

    void everyMarkedStringIsInEveryFile() {
        QTemporaryDir tmp;
        const QString fresh = tmp.filePath(QStringLiteral("now.ts"));
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(LUMA_SOURCE_DIR));
        lupdate.start(QStringLiteral(LUMA_LUPDATE),
                      {QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-I"),
                       QStringLiteral(LUMA_SOURCE_DIR), QStringLiteral("ui"), QStringLiteral("app/workbench"),
                       QStringLiteral("-ts"), fresh});
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish in two minutes");
        QCOMPARE(lupdate.exitCode(), 0);
        QString error;
        const QList<Message> now = readTs(fresh, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(now.size() > 500);
        for (const QString& file : m_files) {
            QSet<QString> have;
            for (const Message& m : readTs(file, &error)) have.insert(key(m));
            QStringList missing;
            for (const Message& m : now)
                if (!have.contains(key(m))) missing << QStringLiteral("%1 \"%2\"").arg(m.context, m.source.left(60));
            QVERIFY2(missing.isEmpty(),
                     qPrintable(QStringLiteral("%1 lacks %2 string(s) of the workbench (cmake --build --preset ci "
                                               "--target update_translations, then translate them): %3")
                                    .arg(QFileInfo(file).fileName())
                                    .arg(missing.size())
                                    .arg(missing.mid(0, 5).join(QStringLiteral("; ")))));
        }
    }
};

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
