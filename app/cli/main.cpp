// luma: the headless face of LUMA Workbench. Every subcommand is a thin layer over core.
#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/escaping_stream.h"

#include "core/util/spec_error.h"
#include "core/version.h"

#include <cstring>
#include <functional>
#include <iostream>

namespace {

// The usage table: one row per subcommand with its synopsis, what it does and its options. `luma
// CMD --help`, `luma help CMD` and a usage error all print from it, so the three never disagree.
struct Command {
    const char* name;
    const char* usage;
    const char* summary;
    const char* options; // one "  --flag  meaning" line each
    std::function<int(const luma::cli::ArgList&)> run;
};

// The model's commands: a model's shape, prediction, exploration, the catalog, probes.
std::vector<Command> modelCommands() {
    using namespace luma::cli;
    return {
        {"import-hf", "import-hf CONFIG.json [--json]", "Read a Hugging Face config.json and print the model's shape.",
         "  CONFIG.json         a Hugging Face config.json (decoder-only, full attention)\n"
         "  --json              machine-readable output\n",
         importHf},
        {"predict",
         "predict --contract C.json --machine M.json [--host-profile P.json] [--calibration CAL.json] [--interventions I.json] [--simulate] [--seed N] [--usd-to-eur R] [--json]",
         "Predict whether the machine meets the contract: verdict, binding resource, latency, cost, memory.",
         "  --contract FILE     the service contract (luma.contract/1)\n"
         "  --machine FILE      the machine (luma.machine/1); a mixed fleet (accelerator nodes of several\n"
         "                      types) prints the split of a Poisson rate across its replica groups\n"
         "  --host-profile FILE a measured host (luma.hostprofile/1, luma hosts profile --out): the machine's\n"
         "                      accelerator becomes the measured host\n"
         "  --calibration FILE  a calibration (luma.calibration/1, luma calibrate --out): the accelerator's\n"
         "                      derating fitted on its runs, read within their cross-validated error\n"
         "  --interventions F   interventions to apply, in order (an array or {\"interventions\": [...]})\n"
         "  --simulate          also run the discrete-event simulation; it then decides the verdict\n"
         "  --seed N            the simulation's random seed\n"
         "  --usd-to-eur R      EUR per USD for catalog list prices (default: the catalog's rate)\n"
         "  --json              machine-readable output\n",
         predictCommand},
        {"explore",
         "explore --contract C.json --machine M.json --space S.json [--host-profile P.json]... [--calibration CAL.json] [--usd-to-eur R] [--json]",
         "Predict every state of a resource space: the minimal PASS states and the adjacent FAIL that proves each.",
         "  --contract FILE     the service contract\n"
         "  --machine FILE      the machine whose resources the space varies\n"
         "  --space FILE        the resource space (luma.space/1); an \"accelerator\" dimension (levels:\n"
         "                      catalog types or host-profile names) explores each type as a lattice of\n"
         "                      its own and compares them: the cheapest qualified system\n"
         "  --host-profile FILE a measured host (luma.hostprofile/1) that the accelerator dimension names;\n"
         "                      may be given several times\n"
         "  --count TYPE=MIN..MAX  with a mixed fleet as --machine: the cheapest mix over counts of each\n"
         "                      type, exactly as luma fleet (which lists its options)\n"
         "  --calibration FILE  a calibration (luma.calibration/1) for the machine's accelerator\n"
         "  --usd-to-eur R      EUR per USD for catalog list prices (default: the catalog's rate)\n"
         "  --json              machine-readable output\n",
         exploreCommand},
        {"fleet",
         "fleet --contract C.json --machine FLEET.json --count TYPE=MIN..MAX... [--rate R] [--headroom H] [--interventions I.json] [--simulate] [--seed N] [--usd-to-eur R] [--json]",
         "Find the cheapest mix of a mixed fleet's accelerator types that passes a Poisson contract, against one type.",
         "  --contract FILE     the service contract (Poisson arrivals: the rate the mix splits)\n"
         "  --machine FILE      a mixed fleet (luma.machine/1 with accelerator nodes of several types)\n"
         "  --count TYPE=RANGE  accelerators of that type to try: N or MIN..MAX (0 leaves the type out);\n"
         "                      repeat per type; a type without one keeps its node's count\n"
         "  --rate R            the Poisson rate (req/s) to serve instead of the contract's\n"
         "  --headroom H        the share of SLO capacity a mix keeps free (0 < H < 1; 0.15, the model's\n"
         "                      band, keeps a mix off its edge): a mix passes only with an SLO capacity of\n"
         "                      at least the rate / (1 - H)\n"
         "  --interventions F   interventions to apply to every group, in order\n"
         "  --simulate          also simulate the cheapest mix's split: the simulator's verdict on it\n"
         "  --seed N            the simulation's random seed\n"
         "  --usd-to-eur R      EUR per USD for catalog list prices (default: the catalog's rate)\n"
         "  --json              machine-readable output\n",
         fleetCommand},
        {"catalog", "catalog [--usd-to-eur R] [--json]",
         "List the hardware catalog: peak rates, memory, links, power and prices.",
         "  --usd-to-eur R      EUR per USD for the EUR/h column (default: the catalog's rate)\n"
         "  --json              the catalog document with its sources\n",
         catalog},
        {"probe", "probe bandwidth|compute [--backend cpu|cuda|hip] [--mib N] [--seconds S] [--json]",
         "Measure this host's memory bandwidth or compute through a local agent.",
         "  bandwidth|compute   what to measure\n"
         "  --backend B         cpu (default), cuda or hip\n"
         "  --mib N             bandwidth: buffer size in MiB\n"
         "  --seconds S         compute: how long to run\n"
         "  --json              machine-readable output\n",
         probeCommand},
    };
}

// PEX and LUMA's loop: qualify, tune, codesign, show, calibrate, insights.
std::vector<Command> campaignCommands() {
    using namespace luma::cli;
    return {
        {"qualify",
         "qualify CAMPAIGN.json --db PROJECT.luma [--host H]... [--calibration CAL.json] [--ssh-config FILE] [--accept-new-host-key] [--quiet] [--json]",
         "Run a campaign's physical search on agents and record the evidence in a project.",
         "  CAMPAIGN.json       the campaign (luma.campaign/1)\n"
         "  --db FILE           the project file that keeps the evidence (created if missing)\n"
         "  --host H            run on this host (a profile name or ssh:// URI); repeat for a pool\n"
         "  --calibration FILE  the model prior uses this calibration (luma.calibration/1), recorded\n"
         "                      with the campaign's decisions\n"
         "  --ssh-config FILE   an OpenSSH config file for the SSH hosts\n"
         "  --accept-new-host-key  trust a host key seen for the first time\n"
         "  --quiet             no progress lines\n"
         "  --json              the report as JSON\n",
         qualifyCommand},
        {"tune",
         "tune --contract C.json --machine M.json --choices CHOICES.json [--db P.luma] [--host H]... [--calibration CAL.json] [--budget-runs N] [--json]",
         "Find the configuration of the choices that serves the most on this machine: ranked by the model, the "
         "decision-changing few proven on agents.",
         "  --contract FILE     the service contract (luma.contract/1; its SLOs and quality floors)\n"
         "  --machine FILE      the machine (luma.machine/1)\n"
         "  --choices FILE      the bounded options (luma.choices/1), each knob with its allowed values\n"
         "  --db FILE           the project that keeps the physical runs (needed with --host)\n"
         "  --host H            prove on this host (a profile name or ssh:// URI); repeat for a pool; none: predicted only\n"
         "  --calibration FILE  a calibration (luma.calibration/1, luma calibrate --out): the model ranks and brackets\n"
         "                      its proofs through it (band and derating fitted on the host's runs)\n"
         "  --budget-runs N     physical runs in all (default 8)\n"
         "  --objective O       goodput (default), cheapest or lowest-power (the latter two hold --rate R req/s)\n"
         "  --rate R            the arrival rate the cheapest / lowest-power configuration must hold\n"
         "  --ssh-config FILE   an OpenSSH config file for ssh:// hosts\n"
         "  --accept-new-host-key  trust a host key seen for the first time\n"
         "  --quiet             no progress lines\n"
         "  --json              one object: configurations_ranked, physical_runs, default, best, pareto\n",
         tuneCommand},
        {"codesign",
         "codesign CAMPAIGN.json --choices CHOICES.json --db P.luma [--host H]... [--budget-runs N] [--json]",
         "The co-design loop: PEX's minimum machine for the configuration, then tune's best configuration on "
         "that machine, again until neither changes; every step kept as evidence.",
         "  CAMPAIGN.json       the campaign (luma.campaign/1): contract, machine, resource space, workload\n"
         "  --choices FILE      the bounded options (luma.choices/1) tune chooses among; its default starts\n"
         "  --db FILE           the project that keeps every step's runs and the trajectory (created if missing)\n"
         "  --host H            run on this host (a profile name or ssh:// URI); repeat for a pool\n"
         "                      (default: the campaign's hosts)\n"
         "  --budget-runs N     physical runs in all, every step and invocation (default 30)\n"
         "  --max-iterations N  PEX steps at most (default 6)\n"
         "  --ssh-config FILE   an OpenSSH config file for ssh:// hosts\n"
         "  --accept-new-host-key  trust a host key seen for the first time\n"
         "  --quiet             no progress lines\n"
         "  --json              one object: iterations, converged, physical_runs, start, final\n",
         codesignCommand},
        {"show", "show PROJECT.luma [--campaign NAME] [--json]", "Print a project's campaign report.",
         "  PROJECT.luma        the project file\n"
         "  --campaign NAME     which campaign (default: the latest)\n"
         "  --json              machine-readable output\n",
         showCommand},
        {"calibrate",
         "calibrate PROJECT.luma [--campaign NAME]... [--host H] [--folds K] [--simulate] --out CAL.json [--json]",
         "Fit the predictor's derating per accelerator from a project's runs, with the error before and after.",
         "  PROJECT.luma        the project file whose finished runs are the evidence\n"
         "  --campaign NAME     only this campaign's runs; repeat for several (default: every campaign)\n"
         "  --host H            only runs on this host (as named to qualify, or as luma show lists it)\n"
         "  --folds K           cross-validation folds (default 5; fewer when there are fewer runs)\n"
         "  --simulate          compare the runs with the simulation (the serving loop they ran) instead\n"
         "                      of the analytic model; contracts of up to 100,000 output tokens\n"
         "  --out FILE          the calibration to write (luma.calibration/1)\n"
         "  --json              machine-readable output\n",
         calibrateCommand},
        {"insights", "insights PROJECT.luma... [--json]",
         "Across campaigns: recurring binding resources, recovering interventions, model against evidence.",
         "  PROJECT.luma...     one or more project files (opened read-only); every campaign of each is read\n"
         "  --json              one object: bindings, interventions, disagreements, predictable_campaigns,\n"
         "                      each entry with the campaigns and runs it rests on\n",
         insightsCommand},
    };
}

// Evidence and reports: export, check, report, verify, import, keys.
std::vector<Command> evidenceCommands() {
    using namespace luma::cli;
    return {
        {"export", "export PROJECT.luma --campaign NAME --out BUNDLE.json [--sign [--passphrase-file F]]",
         "Write a campaign's evidence as a bundle with a SHA-256 manifest, signed with your key if asked.",
         "  PROJECT.luma        the project file\n"
         "  --campaign NAME     the campaign to export\n"
         "  --out FILE          the bundle to write\n"
         "  --sign              sign it with your key (luma keys generate): a DSSE envelope over an in-toto\n"
         "                      statement about the manifest, predicate type https://luma.dev/pex/v1\n"
         "  --passphrase-file F the key's passphrase, on the file's first line (or LUMA_SIGNING_PASSPHRASE)\n",
         exportCommand},
        {"check", "check PROJECT.luma",
         "Check a project for damage: SQLite's full integrity check and every stored document.",
         "  PROJECT.luma        the project file (exit 1 when damaged, each problem named)\n", checkCommand},
        {"report", "report PROJECT.luma --campaign NAME [--campaign NAME2] --out REPORT.html|REPORT.pdf [--lang en]",
         "Write a campaign's customer report: frontier, minimum PASS, adjacent FAILs, matrix, economics, evidence.",
         "  PROJECT.luma        the project file\n"
         "  --campaign NAME     the campaign to report; given twice, the two side by side\n"
         "  --out FILE          .html (self-contained, charts as inline SVG) or .pdf (A4, Qt's PDF writer)\n"
         "  --lang L            the report's language (en)\n",
         reportCommand},
        {"verify-bundle", "verify-bundle BUNDLE.json [--public-key KEY.pub]",
         "Check a bundle: intact and signed by whom, intact and unsigned, edited (which member), signature invalid, "
         "or signed by an unexpected key.",
         "  BUNDLE.json         the bundle to verify: its manifest, signature, every run's verdict against\n"
         "                      its metrics, and its report against what its runs give (exit 1 unless intact)\n"
         "  --public-key FILE   the PEM public key it must be signed by (luma keys export-public)\n",
         verifyBundleCommand},
        {"import", "import PROJECT.luma BUNDLE.json [--allow-unsigned] [--public-key KEY.pub]",
         "Add a verified bundle's evidence to a project; its report is re-derived from the project's runs.",
         "  PROJECT.luma        the project file (created if missing)\n"
         "  BUNDLE.json         the bundle to import (refused unless it verifies)\n"
         "  --allow-unsigned    import a bundle that carries no signature\n"
         "  --public-key FILE   refuse a bundle not signed by this PEM public key\n",
         importCommand},
        {"keys", "keys generate|show|export-public [--passphrase-file F] [--json]",
         "Manage your Ed25519 signing key ($XDG_CONFIG_HOME/luma/signing-key.pem, mode 0600).",
         "  generate            make a new key (never replaces one); encrypted with --passphrase-file\n"
         "  show                the key's file and fingerprint (SHA-256 of the raw public key, hex)\n"
         "  export-public       print the public key in PEM to standard output\n"
         "  --passphrase-file F the passphrase, on the file's first line (or LUMA_SIGNING_PASSPHRASE)\n"
         "  --json              show: machine-readable output\n",
         keysCommand},
    };
}

// Hosts and machines: hosts, machine, agent-run.
std::vector<Command> hostCommands() {
    using namespace luma::cli;
    return {
        {"hosts",
         "hosts add NAME URI [--eur-per-hour P [--spot]] | list [--json] | remove NAME | test NAME|URI [--ssh-config FILE] [--accept-new-host-key] [--json]"
         " | profile NAME|URI [--backend cpu|cuda|hip] [--db PROJECT.luma] [--out P.json] [--quick] [--remeasure] [--json]",
         "Manage remote host profiles, test that a host runs the agent, measure a host.",
         "  add NAME URI        remember a host (URI: local, ssh://[user@]host[:port], ssh://alias, or\n"
         "                      slurm://[user@]login[:port]?partition=…&gres=…&account=…&time=…)\n"
         "  --eur-per-hour P    add: the host's price, from which reports state what a qualification cost\n"
         "  --spot              add: the price is a spot price (the host may be reclaimed)\n"
         "  list                the hosts remembered\n"
         "  remove NAME         forget a host\n"
         "  test NAME|URI       connect, deploy the agent and print its hello\n"
         "  profile NAME|URI    measure the host (luma.hostprofile/1): memory, bandwidth, GEMM rates,\n"
         "                      the emulator's overheads; under a minute on a CPU host\n"
         "  --backend B         profile: the kernel backend to measure: cpu (default), cuda or hip\n"
         "  --db FILE           profile: keep it in this project, reuse it while the agent build and\n"
         "                      the hardware facts are the same\n"
         "  --out FILE          profile: write the profile to this file\n"
         "  --quick             profile: small probe sizes (seconds; noisier figures)\n"
         "  --remeasure         profile: measure even when the project holds a matching profile\n"
         "  --ssh-config FILE   test: an OpenSSH config file\n"
         "  --accept-new-host-key  test: trust a host key seen for the first time\n"
         "  --json              list, test, profile: machine-readable output\n",
         hostsCommand},
        {"machine",
         "machine from-host NAME|URI --out M.json [--backend B] [--db PROJECT.luma] [--quick] [--remeasure] [--name N] "
         "[--max-sequences N] [--max-batched-tokens N] | from-host --host-profile P.json --out M.json",
         "Write the luma.machine/1 of a measured host (its host profile embedded).",
         "  from-host NAME|URI  the host to measure (local, a hosts name, ssh:// or slurm://)\n"
         "  --out FILE          the machine to write\n"
         "  --host-profile F    take the profile from this file instead of measuring\n"
         "  --backend B         the kernel backend to measure: cpu (default), cuda or hip\n"
         "  --db FILE           reuse (or keep) the host's profile in this project\n"
         "  --quick             small probe sizes\n"
         "  --remeasure         measure even when the project holds a matching profile\n"
         "  --name N            the machine's name (default: the profile's, host-HOSTNAME)\n"
         "  --max-sequences N   the runtime's max_sequences (as the campaign's workload serves)\n"
         "  --max-batched-tokens N  the runtime's max_batched_tokens\n"
         "  --ssh-config FILE   an OpenSSH config file for ssh:// hosts\n"
         "  --accept-new-host-key  trust a host key seen for the first time\n",
         machineCommand},
        {"agent-run", "agent-run --workload W.json [--state S.json] [--contract C.json] [--quiet] [--json]",
         "Run one workload on a local agent, exactly as a campaign would.",
         "  --workload FILE     the workload (llm-emulator, command, bandwidth or compute)\n"
         "  --state FILE        resource levels to run at, e.g. {\"threads\": 2}\n"
         "  --contract FILE     the contract whose shapes an llm-emulator serves\n"
         "  --quiet             no telemetry lines\n"
         "  --json              the run's result as JSON\n",
         agentRunCommand},
    };
}

const std::vector<Command>& commands() {
    static const std::vector<Command> list = [] {
        std::vector<Command> all;
        for (const auto& group : {modelCommands(), campaignCommands(), evidenceCommands(), hostCommands()})
            all.insert(all.end(), group.begin(), group.end());
        return all;
    }();
    return list;
}

void usage(std::ostream& out) {
    out << "LUMA Workbench " << luma::kVersion << " — prove how much machine an AI service needs\n\nusage:\n";
    for (const auto& c : commands()) out << "  luma " << c.usage << '\n';
    out << "  luma --version\n  luma help [COMMAND] | luma COMMAND --help\n";
}

void commandHelp(std::ostream& out, const Command& c) {
    out << "usage: luma " << c.usage << "\n\n" << c.summary << "\n\n" << c.options;
}

const Command* find(const std::string& name) {
    for (const auto& c : commands())
        if (name == c.name) return &c;
    return nullptr;
}

bool asksForHelp(const luma::cli::ArgList& args) {
    for (const auto& a : args)
        if (a == "--help" || a == "-h") return true;
    return false;
}

int unknownCommand(const std::string& name) {
    std::cerr << "luma: unknown command \"" << name << "\"\n";
    usage(std::cerr);
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    // Every byte printed, to either stream, has its control characters escaped (escaping_stream.h).
    luma::cli::EscapingBuffer escapedOut(std::cout), escapedErr(std::cerr);
    if (argc < 2) {
        usage(std::cerr);
        return 2;
    }
    const std::string name = argv[1];
    if (name == "--version" || name == "version") {
        std::cout << "luma " << luma::kVersion << '\n';
        return 0;
    }
    luma::cli::ArgList args(argv + 2, argv + argc);
    if (name == "--help" || name == "-h" || name == "help") {
        if (args.empty()) {
            usage(std::cout);
            return 0;
        }
        const Command* c = find(args.front());
        if (!c) return unknownCommand(args.front());
        commandHelp(std::cout, *c);
        return 0;
    }
    const Command* c = find(name);
    if (!c) return unknownCommand(name);
    // Help wins over everything else on the line: `luma predict --contract c.json --help` helps.
    if (asksForHelp(args)) {
        commandHelp(std::cout, *c);
        return 0;
    }
    try {
        return c->run(args);
    } catch (const luma::cli::UsageError& e) {
        std::cerr << "luma " << name << ": " << e.what() << "\nusage: luma " << c->usage << "\n(luma " << name
                  << " --help explains the options)\n";
        return 2;
    } catch (const luma::SpecError& e) {
        std::cerr << "luma " << name << ": error: " << e.what() << '\n';
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "luma " << name << ": internal error: " << e.what() << '\n';
        return 3;
    }
}
