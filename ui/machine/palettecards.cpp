#include "ui/machine/palettecards.h"

#include "core/catalog/catalog.h"
#include "core/model/machine.h"
#include "ui/format.h"
#include "ui/machine/nodetext.h"

#include <algorithm>

namespace luma::ui {

std::vector<PaletteCard> paletteCards(const Catalog& catalog) {
    std::vector<PaletteCard> cards;
    const QString accelerators = QStringLiteral("Accelerators");
    for (const Accelerator& a : catalog.accelerators())
        cards.push_back(
            {accelerators,
             acceleratorShortName(a),
             QStringLiteral("%1 · %2").arg(figureText(a.hbmGib, QStringLiteral("GiB")),
                                           figureText(a.tflopsFor(Precision::BF16), QStringLiteral("TFLOP/s"))),
             {{"kind", "accelerator"}, {"type", a.type}, {"count", 1}}});

    // Starting figures a user then edits in the inspector: typical parts, not catalog facts
    // (the predictor reads only what the node states, and only when it hangs off the accelerator).
    struct Tier {
        const char* tier;
        const char* title;
        double gib, gbps;
    };
    for (const Tier& t : {Tier{"host-dram", "Host DRAM", 1024, 200}, Tier{"cxl", "CXL memory", 512, 64},
                          Tier{"nvme", "NVMe tier", 4096, 12}}) {
        const auto& known = machineMemoryTiers();
        if (std::find(known.begin(), known.end(), t.tier) == known.end()) continue;
        cards.push_back({QStringLiteral("Memory"),
                         QString::fromLatin1(t.title),
                         QStringLiteral("%1 · %2").arg(figureText(t.gib, QStringLiteral("GiB")),
                                                       figureText(t.gbps, QStringLiteral("GB/s"))),
                         {{"kind", "memory"}, {"tier", t.tier}, {"capacity_gib", t.gib}, {"bandwidth_gbps", t.gbps}}});
    }
    struct Link {
        const char* type;
        const char* title;
        double gbps;
    };
    for (const Link& l : {Link{"nvlink", "NVLink", 450}, Link{"infinity-fabric", "Infinity Fabric", 448},
                          Link{"pcie-gen5", "PCIe Gen5 x16", 64}, Link{"infiniband-ndr", "InfiniBand NDR", 50},
                          Link{"ethernet-400g", "Ethernet 400G", 50}})
        cards.push_back({QStringLiteral("Interconnect"),
                         QString::fromLatin1(l.title),
                         figureText(l.gbps, QStringLiteral("GB/s")) + QStringLiteral(" per direction"),
                         {{"kind", "interconnect"}, {"type", l.type}, {"bandwidth_gbps", l.gbps}}});
    cards.push_back({QStringLiteral("Storage"),
                     QStringLiteral("NVMe storage"),
                     QStringLiteral("8192 GiB · 14 GB/s"),
                     {{"kind", "storage"}, {"type", "nvme"}, {"capacity_gib", 8192}, {"bandwidth_gbps", 14}}});
    cards.push_back({QStringLiteral("Power"),
                     QStringLiteral("Power budget"),
                     QStringLiteral("10000 W for the whole machine"),
                     {{"kind", "power"}, {"power_w", 10000}}});
    return cards;
}

} // namespace luma::ui
