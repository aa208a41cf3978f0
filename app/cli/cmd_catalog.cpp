#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/table.h"

#include "core/catalog/catalog.h"

#include <iostream>

namespace luma::cli {

int catalog(const ArgList& argv) {
    Args args(argv, {"--usd-to-eur"}, {"--json"});
    args.expectPositionals(0);
    const Catalog& c = Catalog::builtin();
    const double usdToEur = args.optionalPositive("--usd-to-eur").value_or(c.usdToEur());
    if (args.has("--json")) {
        nlohmann::json doc = c.document();
        if (args.optional("--usd-to-eur")) doc["usd_to_eur"] = {{"value", usdToEur}, {"source", "--usd-to-eur"}};
        std::cout << doc.dump(2) << '\n';
        return 0;
    }
    Table t({"type", "name", "BF16 TF/s", "FP8 TF/s", "FP4 TF/s", "HBM GiB", "HBM TB/s", "link GB/s", "TDP W", "USD/h",
             "EUR/h", "derating"});
    for (const auto& a : c.accelerators()) {
        auto rate = [&](const char* p) {
            auto it = a.tflopsDense.find(p);
            return it == a.tflopsDense.end() ? std::string("-") : num(it->second, 4);
        };
        t.add({a.type, a.name, rate("bf16"), rate("fp8"), rate("fp4"), num(a.hbmGib, 3), num(a.hbmTbps, 3),
               num(a.interconnectGbps, 3), num(a.tdpW, 3), fixed(a.priceUsdPerHour, 2),
               fixed(a.priceUsdPerHour * usdToEur, 2),
               (a.derating.calibrated ? "calibrated " : "uncalibrated ") + std::string("±") +
                   fixed(a.derating.band * 100.0, 0) + "%"});
    }
    t.print(std::cout);
    // Which parts run at a derating of the stack's own (derating.stacks); the rest at the part's.
    std::cout << "\nServing stacks (a machine's runtime.serving_stack):\n";
    Table stacks({"stack", "own derating on", "what it is"});
    for (const auto& s : c.servingStacks()) {
        std::string own;
        for (const auto& a : c.accelerators())
            if (&c.forStack(a, s.name) != &a) own += (own.empty() ? "" : ", ") + a.type;
        stacks.add({s.name, own.empty() ? "-" : own, s.description});
    }
    stacks.print(std::cout);
    std::cout << "\nDense peaks (no sparsity). Sources and derating rationale: luma catalog --json\n";
    std::cout
        << "Derating: a calibrated part is fitted on published rows (tests/data/published_*.csv), an uncalibrated one\n"
           "carries over a similar part's factors; read a prediction's throughput, TTFT and TPOT on it within the\n"
           "band stated, x (1 ± band).\n";
    // Every report prices in EUR: list prices are in USD, converted at one stated rate.
    std::cout << "Prices: list USD/h per accelerator; EUR/h at " << trimmed(usdToEur) << " EUR per USD ("
              << (args.optional("--usd-to-eur") ? std::string("--usd-to-eur")
                                                : "the catalog's usd_to_eur; --usd-to-eur sets another")
              << "). A machine's own eur_per_hour overrides the list price.\n";
    return 0;
}

} // namespace luma::cli
