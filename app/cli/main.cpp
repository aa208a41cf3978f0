// luma: the headless face of LUMA Workbench. Every subcommand is a thin layer over core.
#include "app/cli/args.h"
#include "app/cli/commands.h"

#include "core/util/spec_error.h"
#include "core/version.h"

#include <cstring>
#include <functional>
#include <iostream>

namespace {

struct Command {
    const char* name;
    const char* usage;
    std::function<int(const luma::cli::ArgList&)> run;
};

const std::vector<Command>& commands() {
    using namespace luma::cli;
    static const std::vector<Command> list = {
        {"import-hf", "import-hf CONFIG.json [--json]", importHf},
        {"predict", "predict --contract C.json --machine M.json [--interventions I.json] [--simulate] [--seed N] [--json]",
         predictCommand},
        {"explore", "explore --contract C.json --machine M.json --space S.json [--json]", exploreCommand},
        {"catalog", "catalog [--json]", catalog},
        {"probe", "probe bandwidth|compute [--backend cpu|cuda|hip] [--mib N] [--seconds S] [--json]", probeCommand},
        {"qualify",
         "qualify CAMPAIGN.json --db PROJECT.luma [--host H]... [--ssh-config FILE] [--accept-new-host-key] [--quiet] [--json]",
         qualifyCommand},
        {"show", "show PROJECT.luma [--campaign NAME] [--json]", showCommand},
        {"export", "export PROJECT.luma --campaign NAME --out BUNDLE.json", exportCommand},
        {"verify-bundle", "verify-bundle BUNDLE.json", verifyBundleCommand},
        {"import", "import PROJECT.luma BUNDLE.json", importCommand},
        {"hosts", "hosts add NAME URI | list [--json] | remove NAME | test NAME|URI [--ssh-config FILE] [--accept-new-host-key] [--json]",
         hostsCommand},
        {"agent-run", "agent-run --workload W.json [--state S.json] [--contract C.json] [--quiet] [--json]", agentRunCommand},
    };
    return list;
}

void usage(std::ostream& out) {
    out << "LUMA Workbench " << luma::kVersion << " — prove how much machine an AI service needs\n\nusage:\n";
    for (const auto& c : commands()) out << "  luma " << c.usage << '\n';
    out << "  luma --version\n";
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        usage(std::cerr);
        return 2;
    }
    const std::string name = argv[1];
    if (name == "--version" || name == "version") {
        std::cout << "luma " << luma::kVersion << '\n';
        return 0;
    }
    if (name == "--help" || name == "-h" || name == "help") {
        usage(std::cout);
        return 0;
    }
    luma::cli::ArgList args(argv + 2, argv + argc);
    for (const auto& c : commands()) {
        if (name != c.name) continue;
        try {
            return c.run(args);
        } catch (const luma::cli::UsageError& e) {
            std::cerr << "luma " << name << ": " << e.what() << "\nusage: luma " << c.usage << '\n';
            return 2;
        } catch (const luma::SpecError& e) {
            std::cerr << "luma " << name << ": error: " << e.what() << '\n';
            return 1;
        } catch (const std::exception& e) {
            std::cerr << "luma " << name << ": internal error: " << e.what() << '\n';
            return 3;
        }
    }
    std::cerr << "luma: unknown command \"" << name << "\"\n";
    usage(std::cerr);
    return 2;
}
