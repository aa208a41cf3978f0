#pragma once
// A customer report of one PEX campaign, as data: what was asked (the contract with its hash,
// the machine, the space), what was proven (the campaign's stored QualifyReport: frontier,
// minimum PASS, adjacent FAILs with the SLO that broke, binding resources, intervention
// matrix), what it costs (€ per hour, € per 1M tokens, W, bytes moved per token), the frontier
// charts' cells, and the evidence: every run with its content hashes, host, agent build and try,
// and which runs prove each figure. Built from a project file alone and deterministic: the same
// project gives the same data (dates come from the runs, never from the clock). The renderers
// (core/report/html.h, the Qt PDF writer) only lay it out.
#include "core/qualify/qualification_cost.h"
#include "core/qualify/report.h"
#include "core/report/economics.h"
#include "core/report/type_summary.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace luma {
class EvidenceStore;
}

namespace luma::report {

using Rows = std::vector<std::pair<std::string, std::string>>; // label, value

// One frontier chart: PASS/FAIL over the space's first two resources, the others fixed at the
// minimum PASS (as the workbench's frontier view shows it).
struct ChartMark {
    int x = 0, y = 0;
    std::string label, resource;
    bool tested = false;
};

struct FrontierChart {
    std::string title, xName, yName; // yName empty for a one-dimensional space
    std::vector<double> xLevels, yLevels;
    // Each level's tick, as the host made it ("0.5 (asked 0.25)"); empty: the level's number.
    std::vector<std::string> xTicks, yTicks;
    std::vector<char> pass, proven; // x-major: [x * yLevels.size() + y]; proven: a run with a verdict measured it
    std::vector<int> runs;          // per cell: the runs with a verdict at that exact state
    std::vector<long long> lastRun; // per cell: the latest such run's id, 0 when none
    std::optional<std::pair<int, int>> minimumPass;
    std::vector<ChartMark> adjacentFail;
    Levels fixed;          // the resources beyond the first two, at the minimum PASS (or their top level)
    std::string fixedText; // "other resources fixed at …", empty for two resources or fewer
};

// One run as the evidence table lists it.
struct EvidenceRow {
    long long id = 0;
    std::string intervention; // "" for the base search
    std::string state;        // the levels in the space's order, "1, 2" (ReportData::stateColumns names them)
    std::string status, verdict, cause;
    std::string metrics; // the measured figures the contract names, "8000 tok/s; 12.5 ms TTFT p99"
    int attempt = 0, tryNumber = 1;
    std::string host, agentBuild;
    std::string stateHash, resultHash; // SHA-256 of the state's and the result's canonical JSON, first 12 hex digits
    std::string started, finished;     // "2026-12-01 14:03:07" UTC, from the store
};

// A figure of the report and the runs that prove it (or that it is inferred from).
struct Trace {
    std::string figure, value;
    std::vector<long long> runs;
    std::string how; // "measured at this state", "inferred from a FAIL above it", …
};

// Where imported evidence came from: the latest bundle imported into the campaign (luma import).
struct BundleSource {
    std::string bundleHash;            // the bundle's SHA-256 (its manifest.bundle)
    std::optional<std::string> signer; // the signer's fingerprint; none: the bundle was unsigned
    long long runsAdded = 0;
};

struct ReportData {
    std::string project; // the project file's name
    std::string campaign, campaignHash, description;
    std::string contractName, contractHash;
    Rows contract;
    std::optional<std::string> machineName, machineHash;
    Rows machine;
    Rows space, search;
    std::string workload; // the workload kind: llm-emulator, command
    QualifyReport qualify;
    bool hasReport = false; // false: the campaign never finished a qualification
    std::vector<Economics> economics;
    std::vector<FrontierChart> charts;
    std::vector<EvidenceRow> evidence;
    std::string stateColumns; // the space's resources, in the order EvidenceRow::state lists them
    std::vector<Trace> trace;
    std::vector<std::vector<long long>> frontierRuns; // per qualify.frontier point: the runs that passed there
    std::vector<std::string> hosts, agentBuilds;
    std::string firstRun, lastRun; // UTC dates of the evidence ("" without runs)
    long long finishedRuns = 0, verdictRuns = 0, otherRuns = 0;
    long long invalidRuns = 0;                // below the campaign's validity gates (among otherRuns)
    std::optional<BundleSource> importedFrom; // none: the runs were recorded in this project
    QualificationCost cost;                   // what the runs cost, per host (priced where a price was given)
    // The campaign is one type of a campaign over accelerator types (NAME@TYPE): the types compared.
    std::optional<TypeSummary> types;
};

// Throws SpecError naming the project when it has no such campaign (listing those it has) or a
// stored part does not read. A campaign over accelerator types (NAME, kept as NAME@TYPE campaigns)
// gives the report of its cheapest qualified type (its first type when none qualified), and the
// report of any NAME@TYPE holds the types compared (ReportData::types).
// `prices`: the hosts' prices (by the host as runs record it), for what the qualification cost.
ReportData buildReport(const EvidenceStore& store, const std::string& campaign,
                       const std::map<std::string, HostPrice>& prices = {});

// "2026-12-01 14:03:07 UTC" for seconds since the Unix epoch.
std::string utcText(double epochSeconds);
// A level or figure as the report prints it: shortest form, at most `digits` significant digits.
std::string number(double v, int digits = 6);
using luma::levelsText; // "a=1, b=2" (core/qualify/report.h)
// A state or one level of the campaign's report, as the host made it (core/qualify/made_levels.h):
// "compute_fraction=0.5 (asked 0.25)" where the host could not make the level asked.
std::string levelsText(const Levels& levels, const QualifyReport& q);
std::string levelText(const QualifyReport& q, const std::string& resource, double level);

} // namespace luma::report
