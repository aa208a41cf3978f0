// `luma tune`: service for the machine — the best configuration of a choices file on one
// machine, ranked by the model and proven on agents; thin over core/tune and remote/client.
#include "app/cli/args.h"
#include "app/cli/calibration_flag.h"
#include "app/cli/commands.h"
#include "app/cli/table.h"
#include "remote/client/backend_executors.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/tune/tune.h"
#include "core/util/spec_error.h"
#include "remote/client/agent_executor.h"
#include "remote/client/local_transport.h"

#include <csignal>
#include <iostream>
#include <memory>

namespace luma::cli {

namespace {

CancelToken* g_tuneCancel = nullptr;

extern "C" void onTuneInterrupt(int) {
    if (g_tuneCancel) g_tuneCancel->cancel();
    std::signal(SIGINT, SIG_DFL);
}

std::vector<std::string> rowCells(const Choices& ch, const TuneRow& r, const std::string& rank) {
    const bool proven = r.proof.has_value();
    return {rank,
            configurationKey(ch, r.config),
            num(r.predicted.goodputRps, 4),
            proven ? num(r.proof->measuredRps, 4) : "-",
            num(r.eurPerMtok, 4),
            num(r.watts, 4),
            proven ? "proven (" + std::to_string(r.proof->runs.size()) + " runs)" : "predicted",
            r.predicted.cause.empty() ? bindingName(r.predicted.binding) : r.predicted.cause};
}

Table rowTable() {
    return Table(
        {"#", "configuration", "goodput (req/s)", "measured", "EUR/1M tok", "W", "evidence", "binding / why not"});
}

void printTune(std::ostream& out, const Choices& ch, const TuneResult& r) {
    out << "Ranked " << r.configurationsRanked << " configurations with the model (" << r.predictions
        << " predictions); " << r.runsRecorded << " physical run" << (r.runsRecorded == 1 ? "" : "s")
        << (r.physicalRuns != r.runsRecorded ? " (" + std::to_string(r.physicalRuns) + " sent now)" : "") << "\n\n";
    Table top = rowTable();
    for (std::size_t i = 0; i < r.top.size(); ++i) top.add(rowCells(ch, r.top[i], std::to_string(i + 1)));
    top.print(out);
    if (!r.proven.empty()) {
        out << "\nProven (highest rate that passed, by peak-rate search from the prediction):\n";
        Table proven = rowTable();
        for (const auto& row : r.proven) proven.add(rowCells(ch, row, ""));
        proven.print(out);
    }
    out << "\nDefault: " << configurationKey(ch, r.byDefault.config) << ", " << num(r.byDefault.goodputRps(), 4)
        << " req/s" << (r.byDefault.proof ? " measured" : " predicted") << '\n';
    out << "Best:    " << configurationKey(ch, r.best.config) << ", " << num(r.best.goodputRps(), 4) << " req/s"
        << (r.best.proof ? " measured" : " predicted");
    if (r.byDefault.proof && r.best.proof)
        out << (r.beatsDefault ? " (beats the default beyond the noise band)"
                               : " (not beyond the noise band of the default)");
    out << "\n\nPareto set (goodput vs EUR per 1M tokens vs W, predicted):\n";
    Table pareto = rowTable();
    for (std::size_t i = 0; i < r.pareto.size(); ++i) pareto.add(rowCells(ch, r.pareto[i], std::to_string(i + 1)));
    pareto.print(out);
    if (!r.campaign.empty()) out << "\nEvidence kept as campaign \"" << r.campaign << "\"\n";
}

TuneObjective objectiveOf(const std::string& name) {
    if (name == "goodput") return TuneObjective::Goodput;
    if (name == "cheapest") return TuneObjective::Cheapest;
    if (name == "lowest-power") return TuneObjective::LowestPower;
    throw UsageError("--objective: unknown \"" + name + "\"; known: goodput cheapest lowest-power");
}

} // namespace

int tuneCommand(const ArgList& argv) {
    ArgList rest = argv;
    client::LaunchOptions launch{client::defaultAgentPath()};
    launch.hosts = takeRepeated(rest, "--host");
    Args args(rest,
              {"--contract", "--machine", "--choices", "--db", "--calibration", "--budget-runs", "--objective",
               "--rate", "--ssh-config"},
              {"--json", "--quiet", "--accept-new-host-key"});
    args.expectPositionals(0);
    const Contract contract = loadContract(args.required("--contract"));
    if (!contract.model) throw SpecError(contract.file, "model", "tune ranks with the model: the contract needs one");
    Machine machine = loadMachine(args.required("--machine"));
    const std::optional<Calibration> calibration = applyCalibrationFlag(args, machine);
    const Choices choices = loadChoices(args.required("--choices"), contract, machine);
    TuneOptions opt;
    opt.rank.objective = objectiveOf(args.optional("--objective").value_or("goodput"));
    if (opt.rank.objective != TuneObjective::Goodput) {
        const auto rate = args.optionalPositive("--rate");
        if (!rate) throw UsageError("--objective " + *args.optional("--objective") + " needs --rate R (req/s to hold)");
        opt.rank.rateRps = *rate;
    }
    if (const auto n = args.optionalPositive("--budget-runs")) opt.budgetRuns = static_cast<int>(*n);
    const bool physical = !launch.hosts.empty();
    if (physical && !args.optional("--db")) throw UsageError("--host needs --db P.luma to keep the runs' evidence");
    if (physical) // refused before any run: a knob the backends' workloads cannot apply
        if (const std::string why = physicalProblem(choices); !why.empty()) throw SpecError("", "", why);
    launch.ssh.configFile = args.optional("--ssh-config").value_or("");
    launch.ssh.acceptNewHostKey = args.has("--accept-new-host-key");
    CancelToken cancel;
    opt.proof.cancel = &cancel;
    if (!args.has("--quiet") && !args.has("--json"))
        opt.proof.progress = [](const std::string& line) { std::cerr << "  " << line << '\n'; };
    std::unique_ptr<EvidenceStore> store;
    if (const auto db = args.optional("--db")) store = std::make_unique<EvidenceStore>(*db);
    client::BackendExecutors pools(contract, machine, choices, launch);
    const ExecutorFor executors = [&](const KnobValue* backend) -> RunExecutor& { return pools(backend); };
    g_tuneCancel = &cancel;
    std::signal(SIGINT, onTuneInterrupt);
    TuneResult result;
    try {
        result =
            tune(contract, machine, choices, opt, physical ? store.get() : nullptr, physical ? &executors : nullptr);
    } catch (const Cancelled&) {
        std::cerr << "luma tune: cancelled; the runs that finished are kept (run the same command again to resume)\n";
        return 130;
    }
    std::signal(SIGINT, SIG_DFL);
    g_tuneCancel = nullptr;
    if (args.has("--json")) {
        nlohmann::json out = toJson(choices, result);
        if (calibration) out["calibration"] = calibrationJson(*calibration, machine);
        std::cout << out.dump(2) << '\n';
    } else {
        if (calibration) printCalibrationLine(std::cout, *calibration, machine);
        printTune(std::cout, choices, result);
    }
    return 0;
}

} // namespace luma::cli
