#pragma once
// The unit a resource level is counted in, as the workbench writes it beside every number:
// the predictor's resources have theirs; a custom dimension may name its own ("unit" in the
// space file). Fractions of an accelerator's peak read as "of peak".
#include <QString>

#include <cstddef>

namespace luma {
struct Space;
}

namespace luma::ui {

QString resourceUnit(const Space& space, std::size_t dim);
// "48 GiB", "2 accel.", "0.5 of peak": a level with its unit (no unit: the number alone).
QString levelText(double level, const QString& unit);
// "+16 GiB", "−1 accel.", "±0": a signed change with its unit.
QString changeText(double change, const QString& unit);

} // namespace luma::ui
