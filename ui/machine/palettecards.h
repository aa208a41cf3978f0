#pragma once
// The palette's cards: one per accelerator in the hardware catalog, then the host memory tiers
// that luma.machine/1 knows, interconnects, storage and power, each with the node it drops
// (luma.machine/1 JSON without an id: the canvas names it). Sections keep catalog order.
#include <nlohmann/json.hpp>

#include <QString>

#include <vector>

namespace luma {
class Catalog;
}

namespace luma::ui {

struct PaletteCard {
    QString section; // "Accelerators", "Memory", "Interconnect", "Storage", "Power"
    QString title;   // "H100 SXM5 80GB"
    QString details; // "80 GiB · 989 TFLOP/s": memory and BF16 compute
    nlohmann::json node;
};

std::vector<PaletteCard> paletteCards(const Catalog& catalog);

} // namespace luma::ui
