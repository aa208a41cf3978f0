// The workbench in each of its languages, as a user of that language sees it: the window with a
// new contract open, rendered offscreen; its menus are translated (not the English source), and
// no text it shows — menu and action texts, dock titles, labels, group boxes — falls back to a
// missing glyph (the "tofu" box) with the fonts install-deps installs. English stays English, and
// the system language picks a translation where there is one.
#include "view_shots.h"

#include "ui/format.h"
#include "ui/mainwindow.h"
#include "ui/translations.h"

#include <QAction>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTextLayout>
#include <QtTest>

using namespace luma;
using namespace luma::ui;

namespace {

// Whether `font` (with Qt's fallbacks) draws any character of `text` as the missing glyph.
bool hasTofu(const QString& text, const QFont& font) {
    QTextLayout layout(text, font);
    layout.beginLayout();
    while (layout.createLine().isValid()) {}
    layout.endLayout();
    for (const QGlyphRun& run : layout.glyphRuns())
        for (const quint32 glyph : run.glyphIndexes())
            if (glyph == 0) return true;
    return false;
}

QStringList shownTexts(const QMainWindow& w) {
    QStringList out;
    const auto addActions = [&out](const QList<QAction*>& actions, const auto& self) -> void {
        for (QAction* a : actions) {
            if (!a->text().isEmpty()) out << QString(a->text()).remove(QLatin1Char('&'));
            if (a->menu()) self(a->menu()->actions(), self);
        }
    };
    addActions(w.menuBar()->actions(), addActions);
    for (const auto* d : w.findChildren<QDockWidget*>()) out << d->windowTitle();
    for (const auto* l : w.findChildren<QLabel*>())
        if (!l->text().isEmpty() && l->textFormat() != Qt::RichText && !l->text().startsWith('<')) out << l->text();
    for (const auto* g : w.findChildren<QGroupBox*>()) out << g->title();
    return out;
}

} // namespace

class TestGuiTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { installLanguage(QStringLiteral("en")); }

    void eachLanguageIsTranslatedAndDrawnWithoutTofu_data() {
        QTest::addColumn<QString>("code");
        QTest::newRow("German") << QStringLiteral("de");
        QTest::newRow("French") << QStringLiteral("fr");
        QTest::newRow("Japanese") << QStringLiteral("ja");
        QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN");
    }

    void eachLanguageIsTranslatedAndDrawnWithoutTofu() {
        QFETCH(QString, code);
        QCOMPARE(installLanguage(code), code);
        QCOMPARE(installedLanguage(), code);
        MainWindow::Options options;
        options.persistent = false;
        MainWindow w(options);
        w.resize(1400, 900);
        w.action(QStringLiteral("new-contract"))->trigger();
        w.show();
        const QStringList menus = [&w] {
            QStringList m;
            for (QAction* a : w.menuBar()->actions()) m << a->text();
            return m;
        }();
        // The translated menu bar: none of the English titles is left.
        for (const QString& english :
             {QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&View"), QStringLiteral("&Help")})
            QVERIFY2(!menus.contains(english), qPrintable(menus.join(QStringLiteral(", "))));
        const QStringList texts = shownTexts(w);
        QVERIFY(texts.size() > 40);
        QStringList bad;
        for (const QString& t : texts)
            if (hasTofu(t, w.font())) bad << t;
        QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 text(s) with a missing glyph: %2")
                                               .arg(bad.size())
                                               .arg(bad.mid(0, 5).join(QStringLiteral(" | ")))));
        QVERIFY(test::keepShot(w, QStringLiteral("window-%1.png").arg(code)));
        // Numbers follow the language in the window; levels and field values stay as files write them.
        QCOMPARE(num(0.5, 3), code == QLatin1String("de") || code == QLatin1String("fr") ? QStringLiteral("0,500")
                                                                                         : QStringLiteral("0.500"));
        QCOMPARE(trimmed(0.5), QStringLiteral("0.5"));
    }

    void englishStaysTheSource() {
        QCOMPARE(installLanguage(QStringLiteral("en")), QString());
        MainWindow::Options options;
        options.persistent = false;
        MainWindow w(options);
        QCOMPARE(w.menuBar()->actions().value(0)->text(), QStringLiteral("&File"));
        // The detector sees a missing glyph (a private-use code point no font draws), and the fonts
        // install-deps installs draw the four languages' scripts.
        QVERIFY(hasTofu(QString::fromUcs4(U"\U0010FFFD", 1), w.font()));
        QVERIFY(!hasTofu(QStringLiteral("Datei Fichier ファイル 文件 实行 編集"), w.font()));
        QCOMPARE(num(0.5, 3), QStringLiteral("0.500"));
        // A language without a translation is English, not an error.
        QCOMPARE(installLanguage(QStringLiteral("xx")), QString());
    }
};

QTEST_MAIN(TestGuiTranslations)
#include "tst_gui_translations.moc"
