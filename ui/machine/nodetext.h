#pragma once
// What a machine node and a link say on the canvas: "2 × H100 SXM5 80GB" and the key figures
// (the accelerator's from the catalog unless the node overrides them), and a link's bandwidth.
// Read from the luma.machine/1 JSON the canvas edits; the same words in the palette and tests.
#include <nlohmann/json.hpp>

#include <QColor>
#include <QString>
#include <QStringList>

namespace luma {
struct Accelerator;
}

namespace luma::ui {

struct NodeText {
    QString title;       // "2 × H100 SXM5 80GB", "NVLink", "Host DRAM"
    QString subtitle;    // "accelerator · gpu": the kind and the node's id
    QStringList figures; // "80 GiB HBM · 3.35 TB/s", "989 TFLOP/s BF16 · 700 W"
};

NodeText describeNode(const nlohmann::json& node);
QString describeLink(const nlohmann::json& link);      // "900 GB/s", or "" without a bandwidth
QString acceleratorShortName(const Accelerator& a);    // the catalog's name without vendor and notes
QColor kindColor(const QString& kind);                 // the band of a node's card, per kind
QString figureText(double value, const QString& unit); // "80 GiB", "3.35 TB/s": as a datasheet writes it

} // namespace luma::ui
