#include "core/evidence/bundle.h"

#include "core/model/contract.h"
#include "core/qualify/report.h"
#include "core/qualify/result_judgement.h"
#include "core/util/json_reader.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"

#include <optional>

namespace luma {

namespace {

// Whether `j[key]` is the string `want` (a bundle is untrusted: any member may have any type).
bool isString(const nlohmann::json& j, const char* key, const char* want) {
    if (!j.is_object()) return false;
    const auto it = j.find(key);
    return it != j.end() && it->is_string() && *it == want;
}

// The verdict a stored result carries, if any: PASS / FAIL results, and out of memory.
std::optional<std::string> verdictOf(const nlohmann::json& result) {
    if (!result.is_object()) return std::nullopt;
    if (isString(result, "type", "error"))
        return isString(result, "code", "oom") ? std::optional<std::string>("FAIL") : std::nullopt;
    const auto v = result.find("verdict");
    if (v == result.end() || !v->is_string() || (*v != "PASS" && *v != "FAIL")) return std::nullopt;
    return v->get<std::string>();
}

std::string causeOf(const nlohmann::json& result) {
    if (isString(result, "type", "error")) return "OOM";
    const auto f = result.find("failed");
    return f != result.end() && f->is_array() && !f->empty() && (*f)[0].is_string() ? (*f)[0].get<std::string>() : "";
}

// The run's intervention as the campaign spec declares it (its expected quality is judged with
// it); none for the base search, or where the spec does not read.
std::vector<Intervention> runInterventions(const nlohmann::json& campaign, const nlohmann::json& run) {
    const std::string name = run.value("intervention", std::string());
    const auto list = campaign.find("interventions");
    if (name.empty() || list == campaign.end() || !list->is_array()) return {};
    for (const auto& spec : *list)
        if (spec.is_object() && spec.value("name", std::string()) == name) try {
                return {parseIntervention(spec, "bundle parts.campaign", "interventions")};
            } catch (const std::exception&) {
                return {};
            }
    return {};
}

// Intact is not enough: a bundle edited and re-hashed verifies. Each finished run's recorded
// verdict must follow from its metrics and the contract's SLOs, as the client judged it.
void recheckVerdicts(const nlohmann::json& parts, std::vector<std::string>& problems) {
    const auto campaign = parts.find("campaign");
    const auto runs = parts.find("runs");
    if (campaign == parts.end() || !campaign->is_object() || runs == parts.end() || !runs->is_array()) return;
    std::optional<Contract> contract;
    try {
        contract = parseContract(campaign->value("contract", nlohmann::json()), "bundle parts.campaign.contract");
    } catch (const std::exception& e) {
        problems.push_back(std::string("the campaign's contract does not read, so no verdict can be checked: ") +
                           e.what());
        return;
    }
    for (std::size_t i = 0; i < runs->size(); ++i) {
        const nlohmann::json& run = (*runs)[i];
        if (!run.is_object() || !isString(run, "status", "finished")) continue;
        const nlohmann::json result = run.contains("result") ? run["result"] : nlohmann::json();
        const auto recorded = verdictOf(result);
        if (!recorded || isString(result, "type", "error") || isProvenOom(result))
            continue; // no verdict, or an out-of-memory end
        const auto metrics = result.find("metrics");
        std::string expected = "no verdict", why;
        if (metrics == result.end() || !metrics->is_object()) {
            why = " (it has no metrics)";
        } else {
            const nlohmann::json judged =
                judgeMetrics(*contract, *metrics, runInterventions(*campaign, run)); // as the qualifier judged it
            expected = judged.value("verdict", "no verdict");
            if (!judged["failed"].empty()) why = " (" + judged["failed"].dump() + ")";
        }
        if (expected != *recorded)
            problems.push_back("run " + std::to_string(i) + " at " + run.value("state", nlohmann::json()).dump() +
                               " records " + *recorded + ", but its metrics against the contract's SLOs give " +
                               expected + why);
    }
}

} // namespace

nlohmann::json exportBundle(EvidenceStore& store, const std::string& name) {
    const auto c = store.findCampaign(name);
    if (!c) {
        std::string known;
        for (const auto& n : store.campaignNames()) known += (known.empty() ? "" : ", ") + n;
        throw SpecError(store.path(), "campaign",
                        "no campaign \"" + name + "\" (campaigns: " + (known.empty() ? "none" : known) + ")");
    }
    nlohmann::json runs = nlohmann::json::array();
    for (const auto& r : store.runs(c->id))
        runs.push_back({{"id", r.id},
                        {"intervention", r.intervention},
                        {"state", r.state},
                        {"attempt", r.attempt},
                        {"try", r.tryNumber},
                        {"status", r.status},
                        {"host", r.host},
                        {"agent_build", r.agentBuild},
                        {"result", r.result}});
    nlohmann::json parts = {{"campaign", c->spec},
                            {"runs", runs},
                            {"report", store.latestDecision(c->id, "report").value_or(nlohmann::json())}};
    nlohmann::json manifest = nlohmann::json::object();
    for (auto it = parts.begin(); it != parts.end(); ++it) manifest[it.key()] = contentHash(*it);
    nlohmann::json bundle = {{"schema", "luma.bundle/1"}, {"name", name}, {"parts", parts}};
    bundle["manifest"] = {
        {"algorithm", "sha256 of canonical JSON"}, {"parts", manifest}, {"bundle", contentHash(bundle)}};
    return bundle;
}

std::vector<std::string> verifyBundle(const nlohmann::json& bundle) {
    std::vector<std::string> problems;
    if (!isString(bundle, "schema", "luma.bundle/1") || !bundle.contains("manifest") || !bundle.contains("parts"))
        return {"not a luma.bundle/1 evidence bundle"};
    const auto& manifest = bundle["manifest"];
    if (!manifest.is_object() || !manifest.contains("parts") || !manifest["parts"].is_object() ||
        !bundle["parts"].is_object())
        return {"the manifest or the parts are not objects"};
    for (auto it = bundle["parts"].begin(); it != bundle["parts"].end(); ++it) {
        const auto expected = manifest["parts"].find(it.key());
        if (expected == manifest["parts"].end() || !expected->is_string() || *expected != contentHash(*it))
            problems.push_back("part \"" + it.key() + "\" was changed");
    }
    nlohmann::json body = bundle;
    body.erase("manifest");
    const auto whole = manifest.find("bundle");
    if (whole == manifest.end() || !whole->is_string() || *whole != contentHash(body))
        problems.push_back("the bundle's name, schema or parts list was changed");
    recheckVerdicts(bundle["parts"], problems);
    return problems;
}

BundleImport importBundle(EvidenceStore& store, const nlohmann::json& bundle, const std::string& origin) {
    const auto problems = verifyBundle(bundle);
    if (!problems.empty()) throw SpecError(origin, "manifest", "the bundle does not verify: " + problems.front());
    // Intact is not the same as well-formed: a bundle can be written by hand and re-hashed.
    JsonReader top(bundle, origin);
    const std::string name = top.string("name");
    if (name.empty()) top.fail("name", "expected a campaign name");
    JsonReader parts = top.object("parts");
    const nlohmann::json& spec = parts.object("campaign").json();
    const nlohmann::json& report = parts.raw("report");
    if (!report.is_null()) reportFromJson(report, origin + " (parts.report)");
    const nlohmann::json& runs = parts.raw("runs");
    if (!runs.is_array()) parts.fail("runs", "expected an array of runs");

    std::vector<std::pair<StoredRun, std::string>> finished;
    BundleImport out;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        JsonReader r = parts.element(runs, i, "runs");
        if (r.optString("status").value_or("") != "finished") continue;
        StoredRun run;
        run.intervention = r.optString("intervention").value_or("");
        JsonReader state = r.object("state");
        for (auto it = state.json().begin(); it != state.json().end(); ++it) state.number(it.key());
        run.state = state.json();
        run.stateKey = canonicalJson(run.state);
        run.attempt = static_cast<int>(r.optInteger("attempt", 0).value_or(0));
        run.host = r.optString("host").value_or("imported");
        run.agentBuild = r.optString("agent_build").value_or("unknown");
        run.result = r.raw("result");
        const auto verdict = verdictOf(run.result);
        if (!verdict) {
            ++out.skipped;
            continue;
        }
        finished.emplace_back(std::move(run), *verdict);
    }
    const CampaignRecord record = store.campaign(name, contentHash(spec), spec);
    const long long before = store.finishedRunCount(record.id);
    for (const auto& [run, verdict] : finished) store.importRun(record.id, run, verdict, causeOf(run.result));
    if (!report.is_null()) store.putDecision(record.id, "report", report);
    out.added = store.finishedRunCount(record.id) - before;
    return out;
}

} // namespace luma
