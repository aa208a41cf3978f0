#include "ui/machine/nodetext.h"

#include "core/catalog/catalog.h"
#include "ui/format.h"

namespace luma::ui {

namespace {

std::optional<double> figure(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_number()) return std::nullopt;
    return it->get<double>();
}

QString text(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

QString tierName(const QString& tier) {
    if (tier == QLatin1String("host-dram")) return QStringLiteral("Host DRAM");
    if (tier == QLatin1String("cxl")) return QStringLiteral("CXL memory");
    if (tier == QLatin1String("nvme")) return QStringLiteral("NVMe tier");
    return tier;
}

// Capacity and bandwidth, as far as the node states them.
QString capacityAndBandwidth(const nlohmann::json& node) {
    QStringList parts;
    if (auto c = figure(node, "capacity_gib")) parts << figureText(*c, QStringLiteral("GiB"));
    if (auto b = figure(node, "bandwidth_gbps")) parts << figureText(*b, QStringLiteral("GB/s"));
    return parts.join(QStringLiteral(" · "));
}

} // namespace

QString acceleratorShortName(const Accelerator& a) {
    QString name = QString::fromStdString(a.name);
    for (const char* prefix : {"NVIDIA ", "AMD Instinct ", "AMD ", "AWS ", "Google Cloud "})
        if (name.startsWith(QLatin1String(prefix))) {
            name.remove(0, static_cast<int>(qstrlen(prefix)));
            break;
        }
    if (const int paren = name.indexOf(QLatin1String(" (")); paren > 0) name.truncate(paren);
    return name;
}

NodeText describeNode(const nlohmann::json& node) {
    NodeText t;
    const QString kind = text(node, "kind"), type = text(node, "type"), label = text(node, "label");
    t.subtitle = kind + QStringLiteral(" · ") + text(node, "id");
    if (kind == QLatin1String("accelerator")) {
        const long long count = node.value("count", 1LL);
        const Accelerator* a = Catalog::builtin().find(type.toStdString());
        t.title = QStringLiteral("%1 × %2").arg(count).arg(a ? acceleratorShortName(*a) : type);
        if (a) {
            const double hbm = figure(node, "capacity_gib").value_or(a->hbmGib);
            const double power = figure(node, "power_w").value_or(a->tdpW);
            t.figures << QStringLiteral("%1 HBM · %2")
                             .arg(figureText(hbm, QStringLiteral("GiB")),
                                  figureText(a->hbmTbps, QStringLiteral("TB/s")))
                      << QStringLiteral("%1 BF16 · %2")
                             .arg(figureText(a->tflopsFor(Precision::BF16), QStringLiteral("TFLOP/s")),
                                  figureText(power, QStringLiteral("W")));
            if (auto eur = figure(node, "eur_per_hour"))
                t.figures << QStringLiteral("%1 per accelerator").arg(figureText(*eur, QStringLiteral("€/h")));
        }
    } else if (kind == QLatin1String("memory")) {
        t.title = tierName(text(node, "tier"));
        t.figures << capacityAndBandwidth(node);
    } else if (kind == QLatin1String("power")) {
        t.title = type.isEmpty() ? QStringLiteral("Power budget") : type;
        if (auto w = figure(node, "power_w")) t.figures << figureText(*w, QStringLiteral("W"));
    } else {
        t.title = type.isEmpty() ? kind : type;
        t.figures << capacityAndBandwidth(node);
    }
    if (!label.isEmpty()) t.title = label + QStringLiteral(": ") + t.title;
    t.figures.removeAll(QString());
    return t;
}

QString describeLink(const nlohmann::json& link) {
    const auto b = figure(link, "bandwidth_gbps");
    return b ? figureText(*b, QStringLiteral("GB/s")) : QString();
}

QString figureText(double value, const QString& unit) { return trimmed(value) + QLatin1Char(' ') + unit; }

QColor kindColor(const QString& kind) {
    if (kind == QLatin1String("accelerator")) return QColor(0x2e, 0x7d, 0x32);
    if (kind == QLatin1String("interconnect")) return QColor(0x15, 0x65, 0xc0);
    if (kind == QLatin1String("memory")) return QColor(0x6a, 0x1b, 0x9a);
    if (kind == QLatin1String("storage")) return QColor(0x8d, 0x6e, 0x63);
    if (kind == QLatin1String("power")) return QColor(0xc6, 0x28, 0x28);
    return QColor(0x60, 0x60, 0x60);
}

} // namespace luma::ui
