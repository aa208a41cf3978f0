// `luma codesign`: the co-design loop — PEX's minimum machine for the configuration, tune's best
// configuration on that machine, again until neither changes; thin over core/codesign and
// remote/client.
#include "app/cli/args.h"
#include "app/cli/codesign_text.h"
#include "app/cli/commands.h"
#include "remote/client/backend_executors.h"

#include "core/codesign/codesign.h"
#include "core/evidence/store.h"
#include "core/util/spec_error.h"
#include "remote/client/local_transport.h"

#include <csignal>
#include <iostream>

namespace luma::cli {

namespace {

CancelToken* g_codesignCancel = nullptr;

extern "C" void onCodesignInterrupt(int) {
    if (g_codesignCancel) g_codesignCancel->cancel();
    std::signal(SIGINT, SIG_DFL);
}

int integerFlag(const Args& args, const char* flag, int fallback) {
    const auto v = args.optionalPositive(flag);
    if (!v) return fallback;
    if (*v != static_cast<double>(static_cast<int>(*v)))
        throw UsageError(std::string(flag) + " needs a whole number, not " + *args.optional(flag));
    return static_cast<int>(*v);
}

} // namespace

int codesignCommand(const ArgList& argv) {
    ArgList rest = argv;
    client::LaunchOptions launch{client::defaultAgentPath()};
    launch.hosts = takeRepeated(rest, "--host");
    Args args(rest, {"--choices", "--db", "--budget-runs", "--max-iterations", "--ssh-config"},
              {"--json", "--quiet", "--accept-new-host-key"});
    const std::string file = args.positional(0, "CAMPAIGN.json");
    args.expectPositionals(1);
    const Campaign campaign = loadCampaign(file);
    if (!campaign.machine) throw SpecError(file, "machine", "codesign tunes on a machine: the campaign needs one");
    if (!campaign.contract.model)
        throw SpecError(campaign.contract.file, "model", "codesign ranks with the model: the contract needs one");
    const Choices choices = loadChoices(args.required("--choices"), campaign.contract, *campaign.machine);
    const std::string db = args.required("--db");
    if (launch.hosts.empty()) launch.hosts = campaign.hosts;
    launch.ssh.configFile = args.optional("--ssh-config").value_or("");
    launch.ssh.acceptNewHostKey = args.has("--accept-new-host-key");
    CodesignOptions opt;
    opt.budgetRuns = integerFlag(args, "--budget-runs", opt.budgetRuns);
    opt.maxIterations = integerFlag(args, "--max-iterations", opt.maxIterations);
    // Refused before any run: a knob the workloads of its runs cannot apply.
    if (const std::string why = physicalProblem(choices, campaign); !why.empty()) throw SpecError("", "", why);
    CancelToken cancel;
    opt.cancel = &cancel;
    if (!args.has("--quiet") && !args.has("--json"))
        opt.progress = [](const std::string& line) { std::cerr << line << '\n'; };
    EvidenceStore store(db);
    client::BackendExecutors pools(campaign.contract, *campaign.machine, choices, launch, &campaign);
    const ExecutorFor executors = [&](const KnobValue* backend) -> RunExecutor& { return pools(backend); };
    g_codesignCancel = &cancel;
    std::signal(SIGINT, onCodesignInterrupt);
    CodesignResult result;
    try {
        result = codesign(campaign, choices, store, executors, opt);
    } catch (const Cancelled&) {
        std::cerr << "luma codesign: cancelled; the runs that finished are kept in " << db
                  << " (run the same command again to resume)\n";
        return 130;
    } catch (const CampaignStopped& e) {
        std::cerr << "luma codesign: " << e.what() << '\n';
        return 1;
    }
    std::signal(SIGINT, SIG_DFL);
    g_codesignCancel = nullptr;
    const nlohmann::json j = toJson(choices, result);
    if (args.has("--json")) {
        std::cout << j.dump(2) << '\n';
    } else {
        printCodesign(std::cout, j);
        std::cout << "\nEvidence kept as campaign \"" << result.campaign << "\" (luma show " << db
                  << " prints it), each step a campaign of its own\n";
    }
    return 0;
}

} // namespace luma::cli
