// `luma qualify`, `luma show`, `luma check`: PEX campaigns and their evidence, thin over core
// (the qualifier, the store, the typed report) and remote/client (the executor that runs states
// on agents). Bundles (export, verify-bundle, import) are cmd_bundle.cpp.
#include "app/cli/args.h"
#include "app/cli/calibration_flag.h"
#include "app/cli/codesign_text.h"
#include "app/cli/commands.h"
#include "app/cli/table.h"
#include "app/cli/types_text.h"

#include "core/calibrate/apply.h"
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/model/validity_gates.h"
#include "core/qualify/campaigns_by_type.h"
#include "core/qualify/made_levels.h"
#include "core/qualify/qualification_cost.h"
#include "core/qualify/qualifier.h"
#include "core/qualify/stored_types.h"
#include "core/util/spec_error.h"
#include "remote/client/agent_executor.h"
#include "remote/client/host_profiles.h"
#include "remote/client/local_transport.h"
#include "remote/client/pool_executor.h"

#include <csignal>
#include <fstream>
#include <iostream>

namespace luma::cli {

namespace {

std::string stateText(const Levels& state) {
    std::string out;
    for (const auto& [name, level] : state) out += (out.empty() ? "" : ", ") + name + "=" + trimmed(level);
    return out;
}

std::string stateText(const nlohmann::json& state) {
    std::string out;
    if (!state.is_object()) return state.dump();
    for (auto it = state.begin(); it != state.end(); ++it)
        out += (out.empty() ? "" : ", ") + it.key() + "=" + (it->is_number() ? trimmed(it->get<double>()) : it->dump());
    return out;
}

// A state of the report: each level as the host made it ("compute_fraction=0.5 (asked 0.25)").
std::string stateText(const Levels& state, const MadeLevels& made) { return madeLevelsText(state, made, trimmed); }

void printReport(std::ostream& out, const QualifyReport& r) {
    const MadeLevels made = madeLevels(r.indistinct);
    out << "Campaign " << r.campaign << (r.modelGuided ? " (model-guided)" : " (model-free)") << '\n';
    out << "Physical runs: " << r.physicalRuns << " in all, " << r.runsThisInvocation
        << " this time; certificate lower bound " << r.certificateLowerBound << " (x" << fixed(r.runsOverLowerBound, 2)
        << " for the base search)\n\n";
    if (!r.minimumPass) {
        out << "No state of the space passes the contract.\n";
    } else {
        Table f({"frontier (minimal PASS states)", "EUR/h", "W"});
        for (const auto& s : r.frontier) f.add({stateText(s.state, made), fixed(s.eurPerHour, 2), num(s.watts, 4)});
        f.print(out);
        out << "\nMinimum PASS: " << stateText(r.minimumPass->state, made) << '\n';
        out << "Binding: ";
        for (const auto& b : r.binding) out << b << ' ';
        out << "\nAdjacent FAIL states:\n";
        for (const auto& a : r.adjacentFail)
            out << "  " << a.resource << " cut to " << madeLevelText(made, a.resource, a.cutTo, trimmed) << " -> "
                << a.failed << (a.tested ? "" : " (inferred from a failing run above it)") << '\n';
    }
    for (const auto& x : r.indistinct) {
        out << (x.levels.size() > 1 ? "\nNot distinct on the host: " : "\nMade otherwise on the host: ") << x.resource;
        for (std::size_t i = 0; i < x.levels.size(); ++i) out << (i ? ", " : " ") << trimmed(x.levels[i]);
        // The mechanism is the host's word, kept as it came: printed, never trusted to have a shape.
        const auto field = [&](const char* key) {
            const auto it = x.mechanism.is_object() ? x.mechanism.find(key) : x.mechanism.end();
            return !x.mechanism.is_object() || it == x.mechanism.end() ? std::string("?")
                   : it->is_string()                                   ? it->get<std::string>()
                                                                       : it->dump();
        };
        out << (x.levels.size() > 1 ? " all ran as " : " ran as ") << field("mechanism") << " = " << field("value");
        if (x.effective) out << ", which makes " << x.resource << " " << trimmed(*x.effective);
        out << (x.levels.size() > 1 ? "; the frontier cannot tell these levels apart\n"
                                    : "; what was proven there is that level, not the one asked\n");
    }
    if (!r.violations.empty()) {
        out << "\nMonotonicity violations (a state passed below one that failed; both re-run, the FAIL wins):\n";
        for (const auto& v : r.violations)
            out << "  " << (v.intervention.empty() ? "" : "[" + v.intervention + "] ") << stateText(v.passing, made)
                << " passed " << v.passingPasses << "/" << v.passingRuns << " runs, " << stateText(v.failing, made)
                << " above it passed " << v.failingPasses << "/" << v.failingRuns << '\n';
    }
    for (const auto& iv : r.interventions) {
        out << "\nIntervention " << iv.name << " (" << iv.kind << "), " << iv.physicalRuns << " runs, "
            << iv.warmStartStates << " PASS state(s) kept from the base search\n";
        if (!iv.minimumPass) {
            out << "  no state passes with it\n";
            continue;
        }
        out << "  minimum PASS: " << stateText(iv.minimumPass->state, made) << '\n';
        if (iv.requirementChange) out << "  requirement change: " << stateText(*iv.requirementChange) << '\n';
        for (const auto& a : iv.adjacentFailRecovery)
            out << "  adjacent FAIL " << stateText(a.state, made) << ": "
                << (a.recoversToPass ? "recovers to PASS" : "still FAILS") << '\n';
    }
}

// One line per run that ends this invocation, and one per intervention search.
void printProgress(const QualifyEvent& e) {
    if (const auto* iv = std::get_if<InterventionStarted>(&e))
        std::cerr << "Intervention " << iv->name << " (" << iv->kind << "): " << iv->warmStartStates
                  << " PASS state(s) kept from the base search\n";
    if (const auto* f = std::get_if<RunFinished>(&e); f && !f->replayed)
        std::cerr << "  " << (f->intervention.empty() ? "" : "[" + f->intervention + "] ") << stateText(f->state)
                  << " -> " << outcomeName(f->outcome) << (f->cause.empty() ? "" : " (" + f->cause + ")") << '\n';
}

// Ctrl-C cancels through the same token as the workbench's Cancel button; a second one kills.
CancelToken* g_cancel = nullptr;

extern "C" void onInterrupt(int) {
    if (g_cancel) g_cancel->cancel();
    std::signal(SIGINT, SIG_DFL);
}

std::string verdictText(const StoredRun& r) {
    if (r.status == "invalid") return "invalid"; // below the gates: no verdict, whatever its result says
    if (r.result.is_null()) return "";
    if (r.result.value("type", "") == "error") return r.result.value("code", "error");
    return r.result.value("verdict", "no verdict");
}

// A luma tune campaign's stored answer, in two lines (luma show --json gives it whole).
void printTuneDecision(std::ostream& out, const std::string& name, const nlohmann::json& tune) {
    auto row = [&](const char* key) {
        const auto it = tune.find(key);
        if (!tune.is_object() || it == tune.end() || !it->is_object()) return std::string("-");
        const auto g = it->find("goodput_rps");
        return it->value("key", std::string("?")) + ", " +
               (g != it->end() && g->is_number() ? trimmed(g->get<double>()) : "?") + " req/s" +
               (it->value("proven", false) ? " (proven)" : " (predicted)");
    };
    out << "Campaign " << name << " is a luma tune.\n  default: " << row("default") << "\n  best:    " << row("best")
        << '\n';
}

// The campaign's validity gates (core/model/validity_gates.h); none for a campaign that is no
// luma.campaign/1 (a luma tune's).
std::optional<ValidityGates> campaignGates(const CampaignRecord& c, const std::string& file) {
    if (!c.spec.is_object() || c.spec.value("schema", nlohmann::json()) != "luma.campaign/1") return std::nullopt;
    return gatesOfCampaign(c.spec, file + " (campaign " + c.name + ")");
}

// The runs below the gates, each with why (as recorded with its end).
void printInvalid(std::ostream& out, const std::vector<RunRecord>& records, const std::optional<ValidityGates>& gates) {
    bool any = false;
    for (const auto& r : records) {
        if (r.run.status != "invalid") continue;
        if (!any) out << "\nInvalid runs (below the validity gates, no verdict; the search ran their states again):\n";
        any = true;
        out << "  run " << r.run.id << " " << stateText(r.run.state) << ": " << invalidReason(r.cause.value_or(""))
            << '\n';
    }
    if (gates) out << "\nValidity gates: " << gatesText(*gates) << '\n';
}

} // namespace

namespace {

// The states no host of the pool can realise, said before any run (the pool greets every host
// first); true when there are some.
bool sayUnrealisable(const Campaign& c, client::PoolExecutor& pool, const CancelToken* cancel) {
    pool.survey(cancel);
    const auto states = pool.unrealisableStates(c.space);
    if (states.empty()) return false;
    std::cerr << "luma qualify: " << c.name << ": no host of the pool can realise these states of the space "
              << "(a run of one stops the campaign):\n";
    for (const auto& s : states) std::cerr << "  " << s << '\n';
    return true;
}

QualificationCost costOf(const EvidenceStore& store, const Campaign& c, const client::LaunchOptions& launch) {
    const auto record = store.findCampaign(c.name);
    const client::HostProfiles hosts(launch.hostsFile.empty() ? client::HostProfiles::defaultPath() : launch.hostsFile);
    return qualificationCost(record ? store.runRecords(record->id) : std::vector<RunRecord>{},
                             client::hostPrices(hosts), c.machine ? c.machine->acceleratorCount : 1);
}

// One (single-type) campaign qualified on its hosts.
QualifyReport qualifyOne(const Campaign& campaign, EvidenceStore& store, const client::LaunchOptions& launch,
                         const QualifyOptions& opt) {
    const auto executor = client::makeExecutor(campaign, launch);
    sayUnrealisable(campaign, *executor, opt.cancel);
    return qualify(campaign, store, *executor, opt);
}

// A campaign over accelerator types: a campaign per type, each on the hosts that can realise it,
// then the types compared.
void qualifyTypes(const Campaign& campaign, EvidenceStore& store, const client::LaunchOptions& launch,
                  const QualifyOptions& opt, bool json) {
    std::vector<TypeQualification> done;
    for (const auto& t : campaignsByType(campaign)) {
        TypeQualification q{t.type, t.campaign.name, std::nullopt, std::nullopt, {}};
        if (!json) {
            std::cout << "== accelerator " << t.type << " (campaign " << t.campaign.name << ") ==\n";
            for (const auto& note : t.notes) std::cout << "  note: " << note << '\n';
        }
        if (t.empty) {
            q.problem = "no level of the space fits this type";
        } else {
            try {
                q.report = qualifyOne(t.campaign, store, launch, opt);
            } catch (const CampaignStopped& e) {
                q.problem = e.what();
            } catch (const SpecError& e) {
                if (e.key() != "hosts") throw;
                q.problem = e.what(); // no host realises it: the other types still qualify
            }
        }
        if (!t.empty) q.cost = costOf(store, t.campaign, launch);
        if (!json) {
            if (q.report)
                printReport(std::cout, *q.report);
            else
                std::cout << "Not qualified: " << q.problem << '\n';
            if (q.cost) printQualificationCost(std::cout, *q.cost);
            std::cout << '\n';
        }
        done.push_back(std::move(q));
    }
    const nlohmann::json comparison = typeComparison(done);
    if (json) {
        nlohmann::json out = comparison;
        out["campaign"] = campaign.name;
        out["reports"] = nlohmann::json::array();
        for (const auto& q : done) out["reports"].push_back(q.report ? toJson(*q.report) : nlohmann::json());
        std::cout << out.dump(2) << '\n';
        return;
    }
    printTypeComparison(std::cout, comparison);
}

// `luma show P.luma --campaign NAME` of a campaign over accelerator types: its types' campaigns
// (NAME@TYPE) compared from their stored reports.
int showTypes(const EvidenceStore& store, const std::string& name, bool json) {
    const auto types = storedTypeQualifications(store, name, client::hostPrices(client::HostProfiles()));
    const nlohmann::json comparison = typeComparison(types);
    if (json)
        std::cout << comparison.dump(2) << '\n';
    else
        printTypeComparison(std::cout, comparison);
    return 0;
}

} // namespace

int qualifyCommand(const ArgList& argv) {
    // --host may be given several times (Args takes each flag once): taken out first.
    ArgList rest = argv;
    client::LaunchOptions launch{client::defaultAgentPath()};
    launch.hosts = takeRepeated(rest, "--host");
    Args args(rest, {"--db", "--ssh-config", "--calibration"}, {"--json", "--quiet", "--accept-new-host-key"});
    const std::string file = args.positional(0, "CAMPAIGN.json");
    args.expectPositionals(1);
    launch.ssh.configFile = args.optional("--ssh-config").value_or("");
    launch.ssh.acceptNewHostKey = args.has("--accept-new-host-key");
    Campaign campaign = loadCampaign(file);
    const std::string db = args.required("--db");
    const bool typed = !campaign.space.acceleratorTypes.empty();
    std::optional<Calibration> calibration;
    if (args.optional("--calibration")) {
        if (!campaign.machine)
            throw UsageError("--calibration: the campaign has no machine for its model to calibrate");
        if (typed)
            throw UsageError("--calibration fits one host's accelerator; the campaign's space has " +
                             std::to_string(campaign.space.acceleratorTypes.size()) + " accelerator types");
        calibration = applyCalibrationFlag(args, *campaign.machine); // the prior's derating; the evidence is unchanged
    }
    EvidenceStore store(db);
    if (calibration) {
        recordCalibration(store, campaign, *calibration);
        if (!campaign.search.useModel || !campaign.contract.model)
            std::cerr << "luma qualify: the campaign is model-free (search.use_model false, or no model): "
                      << calibration->file << " is recorded with it, but no prior uses it\n";
    }
    CancelToken cancel;
    QualifyOptions opt;
    opt.cancel = &cancel;
    if (!args.has("--quiet") && !args.has("--json")) opt.progress = printProgress;
    g_cancel = &cancel;
    std::signal(SIGINT, onInterrupt);
    QualifyReport report;
    try {
        if (typed) {
            qualifyTypes(campaign, store, launch, opt, args.has("--json"));
            std::signal(SIGINT, SIG_DFL);
            g_cancel = nullptr;
            return 0;
        }
        report = qualifyOne(campaign, store, launch, opt);
    } catch (const Cancelled&) {
        std::cerr << "luma qualify: cancelled; the runs that finished are kept in " << db
                  << " (run the same command again to resume)\n";
        return 130;
    } catch (const CampaignStopped& e) {
        std::cerr << "luma qualify: " << e.what() << '\n';
        return 1;
    }
    std::signal(SIGINT, SIG_DFL);
    g_cancel = nullptr;
    const QualificationCost cost = costOf(store, campaign, launch);
    if (args.has("--json")) {
        nlohmann::json out = toJson(report);
        out["qualification_cost"] = toJson(cost);
        std::cout << out.dump(2) << '\n';
    } else {
        printReport(std::cout, report);
        printQualificationCost(std::cout, cost);
    }
    return 0;
}

int showCommand(const ArgList& argv) {
    Args args(argv, {"--campaign"}, {"--json"});
    const std::string file = args.positional(0, "PROJECT.luma");
    args.expectPositionals(1);
    if (!std::ifstream(file)) throw SpecError(file, "", "no such project file");
    EvidenceStore store(file, StoreAccess::Read);
    if (!store.readOnlyNote().empty()) std::cerr << file << ": " << store.readOnlyNote() << '\n';
    const auto names = store.campaignNames();
    if (names.empty()) throw SpecError(file, "", "the project holds no campaign yet");
    const std::string name = args.optional("--campaign").value_or(names.back());
    const auto record = store.findCampaign(name);
    if (!record) return showTypes(store, name, args.has("--json"));
    const auto stored = store.latestDecision(record->id, "report");
    // The stored report is read back through the validating reader: a damaged or foreign one
    // is an error naming the key, never a crash.
    const std::optional<QualifyReport> report = stored ? std::optional(reportFromJson(*stored, file)) : std::nullopt;
    const auto runs = store.runs(record->id);
    const auto gates = campaignGates(*record, file);
    const auto tuned = store.latestDecision(record->id, "tune");          // a luma tune campaign's answer
    const auto codesigned = store.latestDecision(record->id, "codesign"); // a luma codesign loop's trajectory
    if (args.has("--json")) {
        nlohmann::json out = report ? toJson(*report) : nlohmann::json::object();
        if (tuned) out["tune"] = *tuned;
        if (codesigned) out["codesign"] = *codesigned;
        nlohmann::json list = nlohmann::json::array();
        for (const auto& r : runs)
            list.push_back({{"id", r.id},
                            {"intervention", r.intervention},
                            {"state", r.state},
                            {"attempt", r.attempt},
                            {"try", r.tryNumber},
                            {"status", r.status},
                            {"host", r.host},
                            {"verdict", verdictText(r)}});
        out["runs"] = list;
        if (gates) out["gates"] = toJson(*gates);
        out["campaigns"] = names;
        std::cout << out.dump(2) << '\n';
        return 0;
    }
    if (report)
        printReport(std::cout, *report);
    else if (codesigned) {
        std::cout << "Campaign " << name << " is a luma codesign loop; its steps are campaigns of their own "
                  << "(luma show " << file << " --campaign NAME prints one's runs).\n";
        printCodesign(std::cout, *codesigned);
        return 0;
    } else if (tuned)
        printTuneDecision(std::cout, name, *tuned);
    else
        std::cout << "Campaign " << name
                  << " has no finished report yet (qualify was interrupted); resume it with luma qualify.\n";
    Table t({"run", "intervention", "state", "attempt", "try", "status", "host", "verdict"});
    for (const auto& r : runs)
        t.add({std::to_string(r.id), r.intervention.empty() ? "-" : r.intervention, stateText(r.state),
               std::to_string(r.attempt), std::to_string(r.tryNumber), r.status, r.host, verdictText(r)});
    std::cout << "\nRuns:\n";
    t.print(std::cout);
    printInvalid(std::cout, store.runRecords(record->id), gates);
    return 0;
}

int checkCommand(const ArgList& argv) {
    Args args(argv, {}, {});
    const std::string file = args.positional(0, "PROJECT.luma");
    args.expectPositionals(1);
    if (!std::ifstream(file)) throw SpecError(file, "", "no such project file");
    std::vector<std::string> damage;
    try {
        EvidenceStore store(file, StoreAccess::Read);
        damage = store.damage();
    } catch (const SpecError& e) {
        damage.push_back(e.what()); // too damaged to open or to read through
    }
    if (damage.empty()) {
        std::cout << file
                  << ": intact (SQLite integrity_check ok, every stored document reads, every result "
                     "matches its SHA-256)\n";
        return 0;
    }
    for (const auto& d : damage) std::cerr << file << ": damaged: " << d << '\n';
    return 1;
}

} // namespace luma::cli
