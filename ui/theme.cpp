#include "ui/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace luma::ui {

namespace {
Theme g_theme = Theme::Light;

QPalette darkPalette() {
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6), mid(0x45, 0x48, 0x4d);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8d, 0x91));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Mid, mid);
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Light, QColor(0x50, 0x53, 0x58));
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xb7));
    p.setColor(QPalette::HighlightedText, Qt::white);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return p;
}
} // namespace

std::optional<Theme> parseTheme(const QString& name) {
    if (name == QLatin1String("light")) return Theme::Light;
    if (name == QLatin1String("dark")) return Theme::Dark;
    return std::nullopt;
}

QString themeName(Theme theme) { return theme == Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light"); }

void applyTheme(Theme theme) {
    g_theme = theme;
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(theme == Theme::Dark ? darkPalette() : QApplication::style()->standardPalette());
}

Theme currentTheme() { return g_theme; }

namespace colors {
// Chosen to stay apart for red-green colour-blind readers (blue-ish green, orange-ish red) and
// to read on both palettes.
QColor pass() { return QColor(0x1a, 0x9e, 0x5f); }
QColor passInferred() { return g_theme == Theme::Dark ? QColor(0x2c, 0x5e, 0x46) : QColor(0xb7, 0xe4, 0xcc); }
QColor fail() { return QColor(0xd9, 0x48, 0x2b); }
QColor failInferred() { return g_theme == Theme::Dark ? QColor(0x6e, 0x36, 0x2b) : QColor(0xf6, 0xc4, 0xb8); }
QColor marker() { return g_theme == Theme::Dark ? QColor(0xff, 0xd5, 0x4f) : QColor(0x1f, 0x2a, 0x44); }
QColor neutral() { return QColor(0x9e, 0x9e, 0x9e); }
} // namespace colors

} // namespace luma::ui
