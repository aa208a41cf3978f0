#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/table.h"

#include "core/catalog/catalog.h"

#include <iostream>

namespace luma::cli {

int catalog(const ArgList& argv) {
    Args args(argv, {}, {"--json"});
    args.expectPositionals(0);
    const Catalog& c = Catalog::builtin();
    if (args.has("--json")) {
        std::cout << c.document().dump(2) << '\n';
        return 0;
    }
    Table t({"type", "name", "BF16 TF/s", "FP8 TF/s", "FP4 TF/s", "HBM GiB", "HBM TB/s", "link GB/s", "TDP W", "$/h"});
    for (const auto& a : c.accelerators()) {
        auto rate = [&](const char* p) {
            auto it = a.tflopsDense.find(p);
            return it == a.tflopsDense.end() ? std::string("-") : num(it->second, 4);
        };
        t.add({a.type, a.name, rate("bf16"), rate("fp8"), rate("fp4"), num(a.hbmGib, 3), num(a.hbmTbps, 3),
               num(a.interconnectGbps, 3), num(a.tdpW, 3), fixed(a.priceUsdPerHour, 2)});
    }
    t.print(std::cout);
    std::cout << "\nDense peaks (no sparsity). Sources and derating rationale: luma catalog --json\n";
    return 0;
}

} // namespace luma::cli
