// `luma qualify`, `luma show`, `luma export`, `luma verify-bundle`: PEX campaigns and their
// evidence, thin over core (campaign, store) and remote/client (the campaign runner).
#include "app/cli/args.h"
#include "app/cli/commands.h"
#include "app/cli/table.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/util/json_file.h"
#include "core/util/spec_error.h"
#include "remote/client/campaign_runner.h"
#include "remote/client/local_agent.h"

#include <fstream>
#include <iostream>

namespace luma::cli {

namespace {

std::string stateText(const nlohmann::json& state) {
    std::string out;
    for (auto it = state.begin(); it != state.end(); ++it) out += (out.empty() ? "" : ", ") + it.key() + "=" + trimmed(it->get<double>());
    return out;
}

void printReport(std::ostream& out, const nlohmann::json& r) {
    out << "Campaign " << r.value("campaign", "") << (r.value("model_guided", false) ? " (model-guided)" : " (model-free)") << '\n';
    out << "Physical runs: " << r.value("physical_runs", 0LL) << " in all, " << r.value("runs_this_invocation", 0LL)
        << " this time; certificate lower bound " << r.value("certificate_lower_bound", 0LL) << " (x"
        << fixed(r.value("runs_over_lower_bound", 0.0), 2) << " for the base search)\n\n";
    if (r["minimum_pass"].is_null()) {
        out << "No state of the space passes the contract.\n";
        return;
    }
    Table f({"frontier (minimal PASS states)", "EUR/h", "W"});
    for (const auto& s : r["frontier"])
        f.add({stateText(s["state"]), fixed(s["eur_per_hour"].get<double>(), 2), num(s["watts"].get<double>(), 4)});
    f.print(out);
    out << "\nMinimum PASS: " << stateText(r["minimum_pass"]["state"]) << '\n';
    out << "Binding: ";
    for (const auto& b : r["binding"]) out << b.get<std::string>() << ' ';
    out << "\nAdjacent FAIL states:\n";
    for (const auto& a : r["adjacent_fail"])
        out << "  " << a["resource"].get<std::string>() << " cut to " << trimmed(a["cut_to"].get<double>()) << " -> "
            << a["failed"].get<std::string>() << (a["tested"].get<bool>() ? "" : " (inferred from a failing run above it)") << '\n';
    for (const auto& iv : r["interventions"]) {
        out << "\nIntervention " << iv["name"].get<std::string>() << " (" << iv["kind"].get<std::string>() << "), "
            << iv["physical_runs"] << " runs, " << iv["warm_start_states"] << " PASS state(s) kept from the base search\n";
        if (iv["minimum_pass"].is_null()) {
            out << "  no state passes with it\n";
            continue;
        }
        out << "  minimum PASS: " << stateText(iv["minimum_pass"]["state"]) << '\n';
        if (iv.contains("requirement_change")) out << "  requirement change: " << stateText(iv["requirement_change"]) << '\n';
        for (const auto& a : iv["adjacent_fail_recovery"])
            out << "  adjacent FAIL " << stateText(a["state"]) << ": " << (a["recovers_to_pass"].get<bool>() ? "recovers to PASS" : "still FAILS") << '\n';
    }
}

} // namespace

int qualifyCommand(const ArgList& argv) {
    Args args(argv, {"--db"}, {"--json", "--quiet"});
    const std::string file = args.positional(0, "CAMPAIGN.json");
    args.expectPositionals(1);
    const Campaign campaign = loadCampaign(file);
    EvidenceStore store(args.required("--db"));
    client::QualifyOptions opt;
    opt.agentPath = client::defaultAgentPath();
    if (!args.has("--quiet") && !args.has("--json")) opt.progress = [](const std::string& line) { std::cerr << "  " << line << '\n'; };
    nlohmann::json report;
    try {
        report = client::qualify(campaign, store, opt);
    } catch (const client::AgentError& e) {
        std::cerr << "luma qualify: " << e.what() << "\n(finished runs are kept; run the same command again to resume)\n";
        return 1;
    }
    if (args.has("--json")) std::cout << report.dump(2) << '\n';
    else printReport(std::cout, report);
    return 0;
}

int showCommand(const ArgList& argv) {
    Args args(argv, {"--campaign"}, {"--json"});
    const std::string file = args.positional(0, "PROJECT.luma");
    args.expectPositionals(1);
    if (!std::ifstream(file)) throw SpecError(file, "", "no such project file");
    EvidenceStore store(file);
    const auto names = store.campaignNames();
    if (names.empty()) throw SpecError(file, "", "the project holds no campaign yet");
    const std::string name = args.optional("--campaign").value_or(names.back());
    const auto record = store.findCampaign(name);
    if (!record) throw SpecError(file, "campaign", "no campaign \"" + name + "\"");
    const auto report = store.latestDecision(record->id, "report");
    const auto runs = store.runs(record->id);
    if (args.has("--json")) {
        nlohmann::json out = report.value_or(nlohmann::json::object());
        nlohmann::json list = nlohmann::json::array();
        for (const auto& r : runs)
            list.push_back({{"id", r.id}, {"intervention", r.intervention}, {"state", r.state}, {"attempt", r.attempt},
                            {"status", r.status}, {"verdict", r.result.value("verdict", r.result.value("code", ""))}});
        out["runs"] = list;
        out["campaigns"] = names;
        std::cout << out.dump(2) << '\n';
        return 0;
    }
    if (report) printReport(std::cout, *report);
    else std::cout << "Campaign " << name << " has no finished report yet (qualify was interrupted); resume it with luma qualify.\n";
    Table t({"run", "intervention", "state", "attempt", "status", "verdict"});
    for (const auto& r : runs)
        t.add({std::to_string(r.id), r.intervention.empty() ? "-" : r.intervention, stateText(r.state), std::to_string(r.attempt),
               r.status, r.result.is_null() ? "" : r.result.value("verdict", r.result.value("code", ""))});
    std::cout << "\nRuns:\n";
    t.print(std::cout);
    return 0;
}

int exportCommand(const ArgList& argv) {
    Args args(argv, {"--campaign", "--out"}, {});
    const std::string file = args.positional(0, "PROJECT.luma");
    args.expectPositionals(1);
    if (!std::ifstream(file)) throw SpecError(file, "", "no such project file");
    EvidenceStore store(file);
    const nlohmann::json bundle = client::exportBundle(store, args.required("--campaign"));
    const std::string out = args.required("--out");
    std::ofstream o(out);
    if (!o || !(o << bundle.dump(2) << '\n')) throw SpecError(out, "", "cannot write the bundle");
    std::cout << "Wrote " << out << " (" << bundle["parts"]["runs"].size() << " runs), bundle SHA-256 "
              << bundle["manifest"]["bundle"].get<std::string>() << '\n';
    return 0;
}

int verifyBundleCommand(const ArgList& argv) {
    Args args(argv, {}, {});
    const std::string file = args.positional(0, "BUNDLE.json");
    args.expectPositionals(1);
    const auto problems = client::verifyBundle(readJsonFile(file));
    if (problems.empty()) {
        std::cout << file << ": intact (every part matches its SHA-256)\n";
        return 0;
    }
    for (const auto& p : problems) std::cerr << file << ": " << p << '\n';
    return 1;
}

int importCommand(const ArgList& argv) {
    Args args(argv, {}, {});
    const std::string project = args.positional(0, "PROJECT.luma");
    const std::string file = args.positional(1, "BUNDLE.json");
    args.expectPositionals(2);
    EvidenceStore store(project);
    const long long added = client::importBundle(store, readJsonFile(file), file);
    std::cout << "Imported " << added << " finished runs into " << project << "; luma show " << project << " prints the evidence\n";
    return 0;
}

} // namespace luma::cli
