#include "core/qualify/report.h"

#include "core/util/json_reader.h"

#include <algorithm>
#include <initializer_list>
#include <sstream>
#include <utility>

namespace luma {

nlohmann::json toJson(const Levels& l) {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [name, level] : l) j[name] = level;
    return j;
}

std::string levelsText(const Levels& levels) {
    std::string out;
    for (const auto& [name, level] : levels) {
        std::ostringstream v;
        v << level;
        out += (out.empty() ? "" : ", ") + name + "=" + v.str();
    }
    return out;
}

namespace {

nlohmann::json pointJson(const FrontierPoint& p) {
    return {{"state", toJson(p.state)}, {"eur_per_hour", p.eurPerHour}, {"watts", p.watts}};
}

nlohmann::json pointsJson(const std::vector<FrontierPoint>& points) {
    nlohmann::json j = nlohmann::json::array();
    for (const auto& p : points) j.push_back(pointJson(p));
    return j;
}

nlohmann::json optionalPoint(const std::optional<FrontierPoint>& p) { return p ? pointJson(*p) : nlohmann::json(); }

// Reading: JsonReader names the file and the key path of every problem. A key this LUMA does not
// know is left alone (a newer LUMA's addition) unless it is a misspelling of a known key that is
// absent: that one is refused by name, never read as the known key's default (0, false, none).
void refuseMisspelled(const JsonReader& r, std::initializer_list<const char*> keys) {
    const std::vector<std::string> known(keys.begin(), keys.end());
    for (auto it = r.json().begin(); it != r.json().end(); ++it) {
        if (std::find(known.begin(), known.end(), it.key()) != known.end()) continue;
        const std::string hint = closestName(it.key(), known);
        if (!hint.empty() && !r.json().contains(hint))
            r.fail(it.key(), "unknown key (did you mean \"" + hint + "\"?): a misspelled key is not read as " + hint +
                                 "'s default");
    }
}

Levels readLevels(JsonReader r, const std::string& key) {
    JsonReader o = r.object(key);
    Levels out;
    for (auto it = o.json().begin(); it != o.json().end(); ++it) out[it.key()] = o.number(it.key());
    return out;
}

FrontierPoint readPoint(JsonReader r) {
    refuseMisspelled(r, {"state", "eur_per_hour", "watts"});
    return {readLevels(r, "state"), r.optNumber("eur_per_hour").value_or(0), r.optNumber("watts").value_or(0)};
}

std::optional<FrontierPoint> readOptionalPoint(JsonReader& r, const std::string& key) {
    if (!r.has(key) || r.raw(key).is_null()) return std::nullopt;
    return readPoint(r.object(key));
}

// An optional array (absent is empty), each element read by `fn`.
template <typename Fn>
void forEach(JsonReader& r, const std::string& key, Fn fn) {
    if (!r.has(key)) return;
    const auto& a = r.raw(key);
    if (!a.is_array()) r.fail(key, "expected an array");
    for (std::size_t i = 0; i < a.size(); ++i) fn(r.element(a, i, key));
}

std::vector<std::string> readNames(JsonReader& r, const std::string& key) {
    std::vector<std::string> out;
    if (!r.has(key)) return out;
    const auto& a = r.raw(key);
    if (!a.is_array()) r.fail(key, "expected an array of resource names");
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!a[i].is_string()) r.fail(key + "[" + std::to_string(i) + "]", "expected a resource name");
        out.push_back(a[i].get<std::string>());
    }
    return out;
}

long long readCount(JsonReader& r, const std::string& key) { return r.optInteger(key, 0).value_or(0); }

} // namespace

nlohmann::json toJson(const InterventionOutcome& iv) {
    nlohmann::json e = {{"name", iv.name},
                        {"kind", iv.kind},
                        {"frontier", pointsJson(iv.frontier)},
                        {"minimum_pass", optionalPoint(iv.minimumPass)},
                        {"physical_runs", iv.physicalRuns},
                        {"warm_start_states", iv.warmStartStates}};
    if (iv.requirementChange) {
        e["requirement_change"] = toJson(*iv.requirementChange);
        e["newly_binding"] = iv.newlyBinding;
        e["freed"] = iv.freed;
        e["eur_per_hour_delta"] = iv.eurPerHourDelta;
        e["watts_delta"] = iv.wattsDelta;
    }
    nlohmann::json recovery = nlohmann::json::array();
    for (const auto& x : iv.adjacentFailRecovery)
        recovery.push_back(
            {{"resource", x.resource}, {"state", toJson(x.state)}, {"recovers_to_pass", x.recoversToPass}});
    e["adjacent_fail_recovery"] = recovery;
    return e;
}

nlohmann::json toJson(const QualifyReport& r) {
    nlohmann::json adjacent = nlohmann::json::array();
    for (const auto& a : r.adjacentFail)
        adjacent.push_back({{"resource", a.resource},
                            {"cut_to", a.cutTo},
                            {"state", toJson(a.state)},
                            {"failed", a.failed},
                            {"tested", a.tested}});
    nlohmann::json matrix = nlohmann::json::array();
    for (const auto& iv : r.interventions) matrix.push_back(toJson(iv));
    nlohmann::json violations = nlohmann::json::array();
    for (const auto& v : r.violations)
        violations.push_back({{"intervention", v.intervention},
                              {"passing", toJson(v.passing)},
                              {"failing", toJson(v.failing)},
                              {"passing_passes", v.passingPasses},
                              {"passing_runs", v.passingRuns},
                              {"failing_passes", v.failingPasses},
                              {"failing_runs", v.failingRuns}});
    nlohmann::json indistinct = nlohmann::json::array();
    for (const auto& x : r.indistinct) {
        indistinct.push_back({{"resource", x.resource}, {"levels", x.levels}, {"mechanism", x.mechanism}});
        if (x.effective) indistinct.back()["effective"] = *x.effective;
    }
    return {{"schema", "luma.report/1"},
            {"campaign", r.campaign},
            {"model_guided", r.modelGuided},
            {"frontier", pointsJson(r.frontier)},
            {"minimum_pass", optionalPoint(r.minimumPass)},
            {"adjacent_fail", adjacent},
            {"binding", r.binding},
            {"physical_runs", r.physicalRuns},
            {"runs_this_invocation", r.runsThisInvocation},
            {"certificate_lower_bound", r.certificateLowerBound},
            {"runs_over_lower_bound", r.runsOverLowerBound},
            {"model_disagreements", r.modelDisagreements},
            {"interventions", matrix},
            {"monotonicity_violations", violations},
            {"indistinct_levels", indistinct},
            {"agent_build_sha256", r.agentBuild}};
}

QualifyReport reportFromJson(const nlohmann::json& json, const std::string& origin) {
    JsonReader r(json, origin, "report");
    refuseMisspelled(r, {"schema", "campaign", "model_guided", "frontier", "minimum_pass", "adjacent_fail", "binding",
                         "physical_runs", "runs_this_invocation", "certificate_lower_bound", "runs_over_lower_bound",
                         "model_disagreements", "interventions", "monotonicity_violations", "indistinct_levels",
                         "agent_build_sha256"});
    if (r.has("schema") && r.string("schema") != "luma.report/1")
        r.fail("schema", "this LUMA reads luma.report/1 reports");
    QualifyReport out;
    out.campaign = r.string("campaign");
    out.modelGuided = r.optBool("model_guided").value_or(false);
    forEach(r, "frontier", [&](JsonReader e) { out.frontier.push_back(readPoint(std::move(e))); });
    out.minimumPass = readOptionalPoint(r, "minimum_pass");
    forEach(r, "adjacent_fail", [&](JsonReader e) {
        refuseMisspelled(e, {"resource", "cut_to", "state", "failed", "tested"});
        out.adjacentFail.push_back({e.string("resource"), e.number("cut_to"), readLevels(e, "state"),
                                    e.string("failed"), e.optBool("tested").value_or(false)});
    });
    out.binding = readNames(r, "binding");
    out.physicalRuns = readCount(r, "physical_runs");
    out.runsThisInvocation = readCount(r, "runs_this_invocation");
    out.certificateLowerBound = readCount(r, "certificate_lower_bound");
    out.runsOverLowerBound = r.optNumber("runs_over_lower_bound").value_or(0);
    out.modelDisagreements = readCount(r, "model_disagreements");
    forEach(r, "interventions", [&](JsonReader e) {
        refuseMisspelled(e, {"name", "kind", "frontier", "minimum_pass", "physical_runs", "warm_start_states",
                             "requirement_change", "newly_binding", "freed", "eur_per_hour_delta", "watts_delta",
                             "adjacent_fail_recovery"});
        InterventionOutcome iv;
        iv.name = e.string("name");
        iv.kind = e.optString("kind").value_or("");
        forEach(e, "frontier", [&](JsonReader p) { iv.frontier.push_back(readPoint(std::move(p))); });
        iv.minimumPass = readOptionalPoint(e, "minimum_pass");
        iv.physicalRuns = readCount(e, "physical_runs");
        iv.warmStartStates = readCount(e, "warm_start_states");
        if (e.has("requirement_change")) {
            iv.requirementChange = readLevels(e, "requirement_change");
            iv.newlyBinding = readNames(e, "newly_binding");
            iv.freed = readNames(e, "freed");
            iv.eurPerHourDelta = e.optNumber("eur_per_hour_delta").value_or(0);
            iv.wattsDelta = e.optNumber("watts_delta").value_or(0);
        }
        forEach(e, "adjacent_fail_recovery", [&](JsonReader x) {
            refuseMisspelled(x, {"resource", "state", "recovers_to_pass"});
            iv.adjacentFailRecovery.push_back(
                {x.string("resource"), readLevels(x, "state"), x.optBool("recovers_to_pass").value_or(false)});
        });
        out.interventions.push_back(std::move(iv));
    });
    forEach(r, "monotonicity_violations", [&](JsonReader e) {
        refuseMisspelled(e, {"intervention", "passing", "failing", "passing_passes", "passing_runs", "failing_passes",
                             "failing_runs"});
        out.violations.push_back(
            {e.optString("intervention").value_or(""), readLevels(e, "passing"), readLevels(e, "failing"),
             static_cast<int>(readCount(e, "passing_passes")), static_cast<int>(readCount(e, "passing_runs")),
             static_cast<int>(readCount(e, "failing_passes")), static_cast<int>(readCount(e, "failing_runs"))});
    });
    forEach(r, "indistinct_levels", [&](JsonReader e) {
        refuseMisspelled(e, {"resource", "levels", "mechanism", "effective"});
        IndistinctLevels x;
        x.resource = e.string("resource");
        const auto& levels = e.raw("levels");
        if (!levels.is_array()) e.fail("levels", "expected an array of levels");
        for (std::size_t i = 0; i < levels.size(); ++i) {
            if (!levels[i].is_number()) e.fail("levels[" + std::to_string(i) + "]", "expected a number");
            x.levels.push_back(levels[i].get<double>());
        }
        x.mechanism = e.has("mechanism") ? e.raw("mechanism") : nlohmann::json();
        x.effective = e.optNumber("effective");
        out.indistinct.push_back(std::move(x));
    });
    out.agentBuild = r.optString("agent_build_sha256").value_or("unknown");
    return out;
}

} // namespace luma
