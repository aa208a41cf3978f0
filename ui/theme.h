#pragma once
// Light and dark palettes (Fusion style), and the colours that mean the same everywhere:
// PASS green, FAIL red, proven solid, inferred or predicted lighter and hatched.
#include <QColor>
#include <QString>

#include <optional>

namespace luma::ui {

enum class Theme { Light, Dark };

std::optional<Theme> parseTheme(const QString& name); // "light", "dark"
QString themeName(Theme theme);
void applyTheme(Theme theme); // on the running QApplication
Theme currentTheme();

namespace colors {
QColor pass();
QColor passInferred();
QColor fail();
QColor failInferred();
QColor marker();  // the minimum PASS ring, the frontier staircase
QColor neutral(); // no verdict (inconclusive, cancelled)
} // namespace colors

} // namespace luma::ui
