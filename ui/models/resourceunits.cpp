#include "ui/models/resourceunits.h"

#include "core/model/space.h"
#include "ui/format.h"

#include <cmath>

namespace luma::ui {

QString resourceUnit(const Space& space, std::size_t dim) {
    if (dim >= space.dims.size()) return {};
    switch (space.dims[dim].resource) {
    case Resource::AcceleratorCount: return QStringLiteral("accel.");
    case Resource::HbmGib:
    case Resource::HostMemoryGib: return QStringLiteral("GiB");
    case Resource::HbmBandwidthFraction:
    case Resource::ComputeFraction: return QStringLiteral("of peak");
    case Resource::InterconnectGbps: return QStringLiteral("GB/s");
    case Resource::PowerW: return QStringLiteral("W");
    case Resource::Custom: break;
    }
    // A custom dimension's own unit, when its space file names one.
    const auto& dims = space.spec.find("dims");
    if (dims != space.spec.end() && dims->is_array() && dim < dims->size()) {
        const auto& d = (*dims)[dim];
        if (d.is_object() && d.contains("unit") && d["unit"].is_string())
            return QString::fromStdString(d["unit"].get<std::string>());
    }
    return {};
}

QString levelText(double level, const QString& unit) {
    return unit.isEmpty() ? trimmed(level) : trimmed(level) + QChar(0x2009) + unit;
}

QString changeText(double change, const QString& unit) {
    if (std::isnan(change)) return QStringLiteral("—");
    const bool zero = std::fabs(change) < 1e-12;
    const QString sign = zero ? QStringLiteral("±") : change > 0 ? QStringLiteral("+") : QStringLiteral("−");
    return levelText(zero ? 0.0 : std::fabs(change), unit).prepend(sign);
}

} // namespace luma::ui
