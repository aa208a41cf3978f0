#include "core/evidence/bundle.h"

#include "core/evidence/bundle_check.h"
#include "core/evidence/bundle_rederive.h"
#include "core/model/campaign.h"
#include "core/util/json_reader.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"

namespace luma {

namespace {

// Whether `j[key]` is the string `want` (a bundle is untrusted: any member may have any type).
bool isString(const nlohmann::json& j, const char* key, const char* want) {
    if (!j.is_object()) return false;
    const auto it = j.find(key);
    return it != j.end() && it->is_string() && *it == want;
}

std::string causeOf(const nlohmann::json& result) {
    if (isString(result, "type", "error")) return "OOM";
    const auto f = result.find("failed");
    return f != result.end() && f->is_array() && !f->empty() && (*f)[0].is_string() ? (*f)[0].get<std::string>() : "";
}

// Why the check refuses the import, as the SpecError's key and problem.
std::pair<std::string, std::string> refusal(const BundleCheck& c, const ImportOptions& options) {
    switch (c.status) {
    case BundleStatus::SignedIntact: return {};
    case BundleStatus::UnsignedIntact:
        if (options.allowUnsigned && !options.expectedKey) return {};
        return {"signature", options.expectedKey
                                 ? "the bundle is unsigned, and a signature by the expected key was asked for"
                                 : "the bundle is unsigned: nothing says who produced it (import it with "
                                   "--allow-unsigned if you trust where it came from)"};
    default: return {c.member, "the bundle does not verify: " + checkText(c)};
    }
}

} // namespace

std::optional<std::string> recordedVerdict(const nlohmann::json& result) {
    if (!result.is_object()) return std::nullopt;
    if (isString(result, "type", "error")) return std::nullopt; // an agent's error, out of memory included
    const auto v = result.find("verdict");
    if (v == result.end() || !v->is_string() || (*v != "PASS" && *v != "FAIL")) return std::nullopt;
    return v->get<std::string>();
}

std::string bundleBodyHash(const nlohmann::json& bundle) {
    nlohmann::json body = bundle;
    body.erase("manifest");
    body.erase("signature");
    return contentHash(body);
}

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
        {"algorithm", "sha256 of canonical JSON"}, {"parts", manifest}, {"bundle", bundleBodyHash(bundle)}};
    return bundle;
}

BundleRuns addBundleRuns(EvidenceStore& store, const nlohmann::json& bundle, const std::string& origin) {
    JsonReader top(bundle, origin);
    const std::string name = top.string("name");
    if (name.empty()) top.fail("name", "expected a campaign name");
    JsonReader parts = top.object("parts");
    const nlohmann::json& spec = parts.object("campaign").json();
    const nlohmann::json& runs = parts.raw("runs");
    if (!runs.is_array()) parts.fail("runs", "expected an array of runs");

    std::vector<std::pair<StoredRun, std::string>> finished;
    BundleRuns out;
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
        const auto verdict = recordedVerdict(run.result);
        if (!verdict) {
            ++out.skipped;
            continue;
        }
        finished.emplace_back(std::move(run), *verdict);
    }
    const CampaignRecord record = store.campaign(name, contentHash(spec), spec);
    out.campaign = record.id;
    const long long before = store.finishedRunCount(record.id);
    for (const auto& [run, verdict] : finished) store.importRun(record.id, run, verdict, causeOf(run.result));
    out.added = store.finishedRunCount(record.id) - before;
    return out;
}

BundleImport importBundle(EvidenceStore& store, const nlohmann::json& bundle, const std::string& origin,
                          const ImportOptions& options) {
    const BundleCheck check = checkBundle(bundle, options.expectedKey, options.text);
    if (const auto [key, problem] = refusal(check, options); !problem.empty()) throw SpecError(origin, key, problem);
    const BundleRuns runs = addBundleRuns(store, bundle, origin);
    BundleImport out;
    out.added = runs.added;
    out.skipped = runs.skipped;
    out.bundleHash = check.bundleHash;
    if (check.status == BundleStatus::SignedIntact) out.signer = check.fingerprint;
    store.putDecision(runs.campaign, "import",
                      {{"bundle_sha256", out.bundleHash},
                       {"signed_by", out.signer ? nlohmann::json(*out.signer) : nlohmann::json()},
                       {"runs_added", out.added}});
    // The project's report follows from the project's runs, never from the bundle's word.
    const nlohmann::json& spec = bundle["parts"]["campaign"];
    if (!isString(spec, "schema", "luma.campaign/1")) return out; // a luma tune campaign: no PEX report
    const Rederivation r = rederiveReport(store, parseCampaign(spec, origin + " (parts.campaign)"));
    out.reportRederived = r.report.has_value();
    out.reportNote = r.why;
    return out;
}

} // namespace luma
