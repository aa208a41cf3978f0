#include "app/cli/args.h"
#include "app/cli/calibration_flag.h"
#include "app/cli/commands.h"
#include "app/cli/report_text.h"

#include "core/search/explore.h"

#include <iostream>

namespace luma::cli {

int exploreCommand(const ArgList& argv) {
    Args args(argv, {"--contract", "--machine", "--space", "--calibration", "--usd-to-eur"}, {"--json"});
    args.expectPositionals(0);
    ExploreOptions options;
    options.usdToEur = args.optionalPositive("--usd-to-eur").value_or(Catalog::builtin().usdToEur());
    const Contract contract = loadContract(args.required("--contract"));
    Machine machine = loadMachine(args.required("--machine"));
    const std::optional<Calibration> calibration = applyCalibrationFlag(args, machine);
    const Space space = loadSpace(args.required("--space"));
    const ExploreResult r = explore(contract, machine, space, {}, options);
    if (args.has("--json")) {
        nlohmann::json out = toJson(r, space);
        out["contract"] = {{"name", contract.name}, {"hash", contract.hash}};
        out["machine"] = {{"name", machine.name}, {"hash", machine.hash}};
        out["space"] = {{"hash", space.hash}};
        if (calibration) out["calibration"] = calibrationJson(*calibration, machine);
        out["currency"] = {{"unit", "EUR"}, {"eur_per_usd", options.usdToEur}};
        std::cout << out.dump(2) << '\n';
        return 0;
    }
    if (calibration) printCalibrationLine(std::cout, *calibration, machine);
    printExploration(std::cout, contract, machine, space, r, options.usdToEur);
    return 0;
}

} // namespace luma::cli
