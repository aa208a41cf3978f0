#include "app/cli/args.h"
#include "app/cli/calibration_flag.h"
#include "app/cli/commands.h"
#include "app/cli/report_text.h"

#include "core/search/explore_types.h"

#include <algorithm>
#include <iostream>

namespace luma::cli {

namespace {

nlohmann::json identity(const Contract& contract, const Machine& machine, const Space& space) {
    return {{"contract", {{"name", contract.name}, {"hash", contract.hash}}},
            {"machine", {{"name", machine.name}, {"hash", machine.hash}}},
            {"space", {{"hash", space.hash}}}};
}

} // namespace

int exploreCommand(const ArgList& argv) {
    // Over counts of each type of a mixed fleet: the cheapest mix, as `luma fleet` finds it.
    if (std::any_of(argv.begin(), argv.end(), [](const std::string& a) { return a.rfind("--count", 0) == 0; }))
        return fleetCommand(argv);
    ArgList rest = argv;
    std::vector<HostProfile> profiles;
    for (const auto& file : takeRepeated(rest, "--host-profile")) profiles.push_back(loadHostProfile(file));
    Args args(rest, {"--contract", "--machine", "--space", "--calibration", "--usd-to-eur"}, {"--json"});
    args.expectPositionals(0);
    ExploreOptions options;
    options.usdToEur = args.optionalPositive("--usd-to-eur").value_or(Catalog::builtin().usdToEur());
    const Contract contract = loadContract(args.required("--contract"));
    Machine machine = loadMachine(args.required("--machine"));
    const Space space = loadSpace(args.required("--space"));
    if (!space.acceleratorTypes.empty()) {
        if (args.optional("--calibration"))
            throw UsageError("--calibration fits one host's accelerator; a space over accelerator types explores " +
                             std::to_string(space.acceleratorTypes.size()) + " of them");
        const TypedExploreResult r = exploreTypes(contract, machine, space, {}, options, profiles);
        if (args.has("--json")) {
            nlohmann::json out = toJson(r);
            out.update(identity(contract, machine, space));
            out["currency"] = {{"unit", "EUR"}, {"eur_per_usd", options.usdToEur}};
            std::cout << out.dump(2) << '\n';
            return 0;
        }
        printTypedExploration(std::cout, contract, r, options.usdToEur);
        return 0;
    }
    if (!profiles.empty())
        throw UsageError("--host-profile names a type of the space's accelerator dimension; " + space.file +
                         " has none");
    const std::optional<Calibration> calibration = applyCalibrationFlag(args, machine);
    const ExploreResult r = explore(contract, machine, space, {}, options);
    if (args.has("--json")) {
        nlohmann::json out = toJson(r, space);
        out.update(identity(contract, machine, space));
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
