#include "ui/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace luma::ui {

namespace {

std::unique_ptr<QTranslator> g_luma, g_qt;
QString g_installed;

} // namespace

const QList<Language>& languages() {
    static const QList<Language> list = {{QString(), QStringLiteral("English")},
                                         {QStringLiteral("de"), QStringLiteral("Deutsch")},
                                         {QStringLiteral("fr"), QStringLiteral("Français")},
                                         {QStringLiteral("ja"), QStringLiteral("日本語")},
                                         {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
    return list;
}

QString installLanguage(const QString& requested) {
    QString code = requested == QLatin1String("en") ? QString() : requested;
    if (code == QLatin1String("system")) {
        code.clear();
        for (QString ui : QLocale::system().uiLanguages()) { // "de-DE", "zh-Hans-CN", "en-US"
            ui.replace('-', '_');
            for (const Language& l : languages())
                if (!l.code.isEmpty() &&
                    (ui == l.code || ui.startsWith(l.code + '_') ||
                     (l.code == QLatin1String("zh_CN") && ui.startsWith(QLatin1String("zh_Hans"))))) {
                    code = l.code;
                    break;
                }
            if (!code.isEmpty() || ui.startsWith(QLatin1String("en"))) break;
        }
    }
    for (auto* t : {g_luma.get(), g_qt.get()})
        if (t) QCoreApplication::removeTranslator(t);
    g_luma.reset();
    g_qt.reset();
    g_installed.clear();
    // Numbers (and dates) in the window follow the language; files stay in the C locale.
    QLocale::setDefault(code.isEmpty() ? QLocale(QLocale::English, QLocale::UnitedStates) : QLocale(code));
    if (code.isEmpty()) return {};
    auto luma = std::make_unique<QTranslator>();
    if (!luma->load(QStringLiteral(":/i18n/luma_%1.qm").arg(code))) {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        return {};
    }
    QCoreApplication::installTranslator(luma.get());
    g_luma = std::move(luma);
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        g_qt = std::move(qt);
    }
    g_installed = code;
    return code;
}

QString installedLanguage() { return g_installed; }

} // namespace luma::ui
