#include "core/evidence/bundle_check.h"

#include "core/evidence/bundle.h"
#include "core/evidence/bundle_rederive.h"
#include "core/evidence/bundle_signature.h"
#include "core/model/contract.h"
#include "core/model/validity_gates.h"
#include "core/qualify/result_judgement.h"
#include "core/util/ed25519.h"
#include "core/util/sha256.h"

namespace luma {

namespace {

bool isString(const nlohmann::json& j, const char* key, const char* want) {
    if (!j.is_object()) return false;
    const auto it = j.find(key);
    return it != j.end() && it->is_string() && *it == want;
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

// What is wrong with one finished run's recorded verdict, or "": it must be the client's
// judgement of its metrics (result_judgement.h), from metrics that could have been measured, or
// an out-of-memory FAIL its own numbers prove.
// What the runs are judged against: the contract, and the campaign's validity gates with the
// workload its seeds come from.
struct RunRules {
    Contract contract;
    ValidityGates gates;
    WorkloadSpec workload;
};

std::string runProblem(const RunRules& rules, const nlohmann::json& campaign, const nlohmann::json& run) {
    const Contract& contract = rules.contract;
    const nlohmann::json result = run.contains("result") ? run["result"] : nlohmann::json();
    const auto recorded = recordedVerdict(result);
    if (!recorded) return {}; // no verdict: an agent's error, or a run that did not finish
    if (const std::string why = unprovenOom(result); !why.empty()) return "it " + why;
    if (isProvenOom(result)) return {};
    if (const std::string why = belowGates(rules.gates, result, runSeed(rules.workload, result)); !why.empty())
        return "it records " + *recorded + ", but it is below the campaign's validity gates: " + why;
    const auto metrics = result.find("metrics");
    if (metrics == result.end() || !metrics->is_object()) return "it records " + *recorded + ", but it has no metrics";
    if (const std::string bad = impossibleMetrics(contract, *metrics); !bad.empty())
        return "it records impossible metrics: " + bad;
    const nlohmann::json judged = judgeMetrics(contract, *metrics, runInterventions(campaign, run));
    const std::string expected = judged.value("verdict", "no verdict");
    if (expected == *recorded) return {};
    return "it records " + *recorded + ", but its metrics against the contract's SLOs give " + expected +
           (judged["failed"].empty() ? std::string() : " (" + judged["failed"].dump() + ")");
}

// Each finished run's recorded verdict must follow from what it measured.
void recheckRuns(const nlohmann::json& parts, std::vector<std::string>& problems) {
    const auto campaign = parts.find("campaign");
    const auto runs = parts.find("runs");
    if (campaign == parts.end() || !campaign->is_object() || runs == parts.end() || !runs->is_array()) return;
    std::optional<RunRules> rules;
    try {
        rules = RunRules{parseContract(campaign->value("contract", nlohmann::json()), "bundle parts.campaign.contract"),
                         gatesOfCampaign(*campaign, "bundle parts.campaign"),
                         parseWorkload(campaign->value("workload", nlohmann::json()), "bundle parts.campaign")};
    } catch (const std::exception& e) {
        problems.push_back(std::string("the campaign's contract, workload or gates do not read, so no verdict can be "
                                       "checked: ") +
                           e.what());
        return;
    }
    for (std::size_t i = 0; i < runs->size(); ++i) {
        const nlohmann::json& run = (*runs)[i];
        if (!run.is_object() || !isString(run, "status", "finished")) continue;
        if (const std::string why = runProblem(*rules, *campaign, run); !why.empty())
            problems.push_back("run " + std::to_string(i) + " at " + run.value("state", nlohmann::json()).dump() +
                               ": " + why);
    }
}

// The manifest against the parts: which were changed.
void recheckManifest(const nlohmann::json& bundle, BundleCheck& c) {
    const auto& manifest = bundle["manifest"];
    for (auto it = bundle["parts"].begin(); it != bundle["parts"].end(); ++it) {
        const auto expected = manifest["parts"].find(it.key());
        if (expected == manifest["parts"].end() || !expected->is_string() || *expected != contentHash(*it)) {
            c.problems.push_back("part \"" + it.key() + "\" was changed");
            if (c.member.empty()) c.member = "parts." + it.key();
        }
    }
    for (auto it = manifest["parts"].begin(); it != manifest["parts"].end(); ++it)
        if (!bundle["parts"].contains(it.key())) {
            c.problems.push_back("part \"" + it.key() + "\" was removed");
            if (c.member.empty()) c.member = "parts." + it.key();
        }
    if (manifest.value("algorithm", nlohmann::json()) != "sha256 of canonical JSON") {
        c.problems.push_back("the manifest's algorithm was changed");
        if (c.member.empty()) c.member = "manifest.algorithm";
    }
    const auto whole = manifest.find("bundle");
    if (whole == manifest.end() || !whole->is_string() || *whole != bundleBodyHash(bundle)) {
        c.problems.push_back("the bundle's name, schema or parts list was changed");
        if (c.member.empty()) c.member = "manifest.bundle";
    }
}

BundleCheck edited(BundleCheck c, std::string member, std::string problem) {
    c.status = BundleStatus::Edited;
    c.member = std::move(member);
    c.problems.push_back(std::move(problem));
    return c;
}

// Where `text` first differs from what export writes, or "".
std::string layoutProblem(const std::string& text, const nlohmann::json& bundle) {
    const std::string written = bundleText(bundle);
    if (text == written) return {};
    std::size_t at = 0;
    while (at < text.size() && at < written.size() && text[at] == written[at]) ++at;
    return "byte " + std::to_string(at) +
           " of the file is not what luma export writes for its content (the file was "
           "re-formatted, or a value re-spelled)";
}

} // namespace

std::string bundleText(const nlohmann::json& bundle) { return bundle.dump(2) + "\n"; }

BundleCheck checkBundle(const nlohmann::json& bundle, const std::optional<std::string>& expectedKey,
                        const std::string* text) {
    BundleCheck c;
    if (!isString(bundle, "schema", "luma.bundle/1") || !bundle.contains("manifest") || !bundle.contains("parts"))
        return edited(c, "schema", "not a luma.bundle/1 evidence bundle");
    const auto& manifest = bundle["manifest"];
    if (!manifest.is_object() || !manifest.contains("parts") || !manifest["parts"].is_object() ||
        !bundle["parts"].is_object())
        return edited(c, "manifest", "the manifest or the parts are not objects");
    if (manifest.contains("bundle") && manifest["bundle"].is_string()) c.bundleHash = manifest["bundle"];
    recheckManifest(bundle, c);
    if (!c.problems.empty()) {
        recheckRuns(bundle["parts"], c.problems); // which runs, where the edit shows in them
        return c;
    }
    const BundleSignature sig = checkBundleSignature(bundle);
    c.fingerprint = sig.fingerprint;
    if (sig.status == BundleSignature::Status::Invalid) {
        c.status = BundleStatus::SignatureInvalid;
        c.problems.push_back(sig.why);
        return c;
    }
    if (sig.status == BundleSignature::Status::Valid && expectedKey && sig.publicKey != *expectedKey) {
        c.status = BundleStatus::UnexpectedKey;
        c.expectedFingerprint = ed25519Fingerprint(*expectedKey);
        return c;
    }
    recheckRuns(bundle["parts"], c.problems);
    if (!c.problems.empty()) {
        c.member = "parts.runs";
        return c;
    }
    if (const std::string why = bundleReportProblem(bundle); !why.empty()) return edited(c, "parts.report", why);
    if (text)
        if (const std::string why = layoutProblem(*text, bundle); !why.empty()) return edited(c, "file", why);
    c.status = sig.status == BundleSignature::Status::Valid ? BundleStatus::SignedIntact : BundleStatus::UnsignedIntact;
    return c;
}

std::string checkText(const BundleCheck& c) {
    std::string first = c.problems.empty() ? std::string() : c.problems.front();
    switch (c.status) {
    case BundleStatus::SignedIntact: return "intact and signed by fingerprint " + c.fingerprint;
    case BundleStatus::UnsignedIntact: return "intact, unsigned";
    case BundleStatus::Edited: return "edited (" + c.member + "): " + first;
    case BundleStatus::SignatureInvalid: return "signature invalid: " + first;
    case BundleStatus::UnexpectedKey:
        return "signed by an unexpected key: fingerprint " + c.fingerprint + ", not the expected " +
               c.expectedFingerprint;
    }
    return first;
}

std::vector<std::string> verifyBundle(const nlohmann::json& bundle) {
    const BundleCheck c = checkBundle(bundle);
    if (c.status == BundleStatus::SignedIntact || c.status == BundleStatus::UnsignedIntact) return {};
    return c.problems;
}

} // namespace luma
