#include "ui/format.h"

#include "core/qualify/made_levels.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

#include <cmath>

namespace luma::ui {

namespace {

QString fixed(const QLocale& locale, double value, int digits) {
    if (std::isnan(value)) return QStringLiteral("n/a");
    if (std::isinf(value)) return QStringLiteral("unbounded");
    if (value == 0) return QStringLiteral("0");
    const double mag = std::fabs(value);
    if (mag >= 1e15 || (mag > 0 && mag < 1e-4)) return QString::number(value, 'e', digits - 1);
    // Enough decimals for `digits` significant figures, none for large whole numbers.
    const int intDigits = mag >= 1 ? static_cast<int>(std::floor(std::log10(mag))) + 1 : 0;
    int decimals = std::max(0, digits - intDigits);
    if (mag > 0 && mag < 1) decimals = digits - 1 - static_cast<int>(std::floor(std::log10(mag)));
    return locale.toString(value, 'f', decimals);
}

} // namespace

// In the window's locale (installLanguage sets it): "0,500" in German; no group separators.
QString num(double value, int digits) {
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return fixed(locale, value, digits);
}

// Levels and the values of editable fields: the C locale, as the files write them.
QString trimmed(double v) {
    if (v == std::floor(v) && std::fabs(v) < 1e12) return QString::number(static_cast<long long>(v));
    QString s = fixed(QLocale::c(), v, 4);
    if (s.contains('.') && !s.contains('e')) {
        while (s.endsWith('0')) s.chop(1);
        if (s.endsWith('.')) s.chop(1);
    }
    return s;
}

QString levelsText(const std::map<std::string, double>& levels) {
    QString out;
    for (const auto& [name, level] : levels) {
        if (!out.isEmpty()) out += QStringLiteral(", ");
        out += QString::fromStdString(name) + '=' + trimmed(level);
    }
    return out;
}

QString levelsText(const std::map<std::string, double>& levels, const QualifyReport& report) {
    return QString::fromStdString(
        madeLevelsText(levels, madeLevels(report.indistinct), [](double v) { return trimmed(v).toStdString(); }));
}

QString levelText(const QualifyReport& report, const std::string& resource, double level) {
    return QString::fromStdString(madeLevelText(madeLevels(report.indistinct), resource, level,
                                                [](double v) { return trimmed(v).toStdString(); }));
}

QString withUnit(double value, const QString& unit, int digits) {
    if (std::isnan(value)) return QStringLiteral("—");
    return unit.isEmpty() ? num(value, digits) : num(value, digits) + QChar(0x2009) + unit;
}

QString humanCount(double n) {
    if (n >= 1e9) return num(n / 1e9, 3) + QStringLiteral(" B");
    if (n >= 1e6) return num(n / 1e6, 3) + QStringLiteral(" M");
    if (n >= 1e3) return num(n / 1e3, 3) + QStringLiteral(" K");
    return num(n, 3);
}

QString humanBytes(double bytes) {
    if (bytes >= 1024.0 * 1024) return withUnit(bytes / (1024.0 * 1024), QStringLiteral("MiB"));
    if (bytes >= 1024.0) return withUnit(bytes / 1024.0, QStringLiteral("KiB"));
    return withUnit(bytes, QStringLiteral("B"));
}

QString changesFrom(const QString& key, const QString& base, const QString& same) {
    const QStringList from = base.split(' ', Qt::SkipEmptyParts);
    QStringList out;
    for (const QString& part : key.split(' ', Qt::SkipEmptyParts))
        if (!from.contains(part)) out << part;
    return out.isEmpty() ? same : out.join(' ');
}

} // namespace luma::ui
