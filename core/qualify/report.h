#pragma once
// The qualification report of a PEX campaign, as data: the frontier (minimal PASS states with
// their € per hour and W), the cheapest minimum PASS, its adjacent FAIL states with the SLO
// that broke, the binding resources, and the intervention matrix. Every face prints it; the
// evidence store and bundles keep it as JSON. Reading one back validates it: a stored or
// imported report is untrusted input and a bad one is an error naming the key, never a crash.
#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace luma {

using Levels = std::map<std::string, double>; // resource name → level

struct FrontierPoint {
    Levels state;
    double eurPerHour = 0, watts = 0;
};

struct AdjacentFailState {
    std::string resource;
    double cutTo = 0;
    Levels state;
    std::string failed;  // the SLO or cause that broke: "TTFT", "TPOT", "throughput", "OOM", …
    bool tested = false; // false: inferred from a failing run above it
};

struct Recovery {
    std::string resource;
    Levels state;
    bool recoversToPass = false;
};

struct InterventionOutcome {
    std::string name, kind;
    std::vector<FrontierPoint> frontier;
    std::optional<FrontierPoint> minimumPass;
    long long physicalRuns = 0;
    long long warmStartStates = 0;
    // Present when both the base and the intervened search found a minimum PASS.
    std::optional<Levels> requirementChange;
    std::vector<std::string> newlyBinding, freed;
    double eurPerHourDelta = 0, wattsDelta = 0;
    std::vector<Recovery> adjacentFailRecovery;
};

// A state that passed below one that failed, each re-run (see core/search/pex_search.h); the
// FAIL wins, so no state at or below the failing one is qualified by the smaller PASS.
struct ViolationOutcome {
    std::string intervention; // empty: the base search
    Levels passing, failing;
    int passingPasses = 0, passingRuns = 0, failingPasses = 0, failingRuns = 0;
};

// Levels of one resource that the host made the same (identical mechanism and value, e.g.
// compute_fraction 0.1, 0.25 and 0.5 all one worker thread on a 2-thread host): the frontier
// cannot tell them apart, whatever it says. Also a single level the host made otherwise than
// asked (compute_fraction 0.25 run as 0.5 on 2 threads, where 0.5 is not in the space): what
// was proven there is the effective level, never the one asked.
struct IndistinctLevels {
    std::string resource;
    std::vector<double> levels;
    nlohmann::json mechanism;        // as the agent reported it
    std::optional<double> effective; // the level the host really made, where it said (its "effective")
};

struct QualifyReport {
    std::string campaign;
    bool modelGuided = false;
    std::vector<FrontierPoint> frontier;
    std::optional<FrontierPoint> minimumPass;
    std::vector<AdjacentFailState> adjacentFail;
    std::vector<std::string> binding;
    long long physicalRuns = 0; // finished runs of the campaign, all invocations
    long long runsThisInvocation = 0;
    long long certificateLowerBound = 0;
    double runsOverLowerBound = 0; // of the base search
    long long modelDisagreements = 0;
    std::vector<InterventionOutcome> interventions;
    std::vector<ViolationOutcome> violations;
    std::vector<IndistinctLevels> indistinct;
    std::string agentBuild = "unknown";
};

nlohmann::json toJson(const Levels& levels);  // {"resource": level, …}: a run's state on the wire and in the store
std::string levelsText(const Levels& levels); // "compute_fraction=0.5, hbm_gib=0.024": a state in messages and reports
nlohmann::json toJson(const InterventionOutcome& row); // one row of the intervention matrix
nlohmann::json toJson(const QualifyReport& report);
// Throws SpecError naming `origin` (the project or bundle) and the key path; keys it does not
// know are ignored, so a report from a newer LUMA still reads, except a misspelling of a known key
// that is absent ("eur_per_hr" without "eur_per_hour"), which is refused by name, never read as 0.
QualifyReport reportFromJson(const nlohmann::json& json, const std::string& origin);

} // namespace luma
