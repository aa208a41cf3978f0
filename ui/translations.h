#pragma once
// The workbench's languages: English (the source) and the translations under translations/
// (German, French, Japanese, Simplified Chinese), compiled into the program (:/i18n/luma_*.qm).
// The language is the one chosen (View > Language, --lang), else the system's, else English;
// Qt's own strings (standard dialogs) follow it where Qt has a translation. The CLI stays English.
#include <QString>
#include <QStringList>

namespace luma::ui {

struct Language {
    QString code; // "de", "fr", "ja", "zh_CN"; "" for English
    QString name; // in the language itself: "Deutsch"
};

const QList<Language>& languages(); // English first
// Installs `code` ("" or "en": English; "system": the first of the system's UI languages that
// has a translation). Returns the code installed ("" for English); replaces an earlier one.
QString installLanguage(const QString& code);
QString installedLanguage();

} // namespace luma::ui
