#include "core/evidence/signing_statement.h"

#include "core/util/sha256.h"

namespace luma {

namespace {

// `j[key]` when `j` is an object that has it, else null: a bundle is untrusted input.
nlohmann::json member(const nlohmann::json& j, const char* key) {
    if (!j.is_object()) return nullptr;
    const auto it = j.find(key);
    return it == j.end() ? nlohmann::json() : *it;
}

nlohmann::json interventionsSummary(const nlohmann::json& report) {
    nlohmann::json out = nlohmann::json::array();
    const nlohmann::json list = member(report, "interventions");
    if (!list.is_array()) return out;
    for (const auto& iv : list)
        out.push_back({{"name", member(iv, "name")}, {"minimum_pass", member(iv, "minimum_pass")}});
    return out;
}

} // namespace

std::string manifestDigest(const nlohmann::json& bundle) { return contentHash(member(bundle, "manifest")); }

nlohmann::json verdictSummary(const nlohmann::json& bundle) {
    const nlohmann::json parts = member(bundle, "parts");
    const nlohmann::json campaign = member(parts, "campaign");
    const nlohmann::json report = member(parts, "report");
    const nlohmann::json contract = member(campaign, "contract");
    const nlohmann::json runs = member(parts, "runs");
    nlohmann::json out = {{"campaign", {{"name", member(bundle, "name")}, {"sha256", contentHash(campaign)}}},
                          {"contract", {{"name", member(contract, "name")}, {"sha256", contentHash(contract)}}},
                          {"bundle_sha256", member(member(bundle, "manifest"), "bundle")},
                          {"runs", runs.is_array() ? runs.size() : 0},
                          {"qualified", !report.is_null()}};
    if (report.is_null()) return out;
    out["minimum_pass"] = member(report, "minimum_pass");
    out["adjacent_fail"] = member(report, "adjacent_fail");
    out["binding"] = member(report, "binding");
    out["interventions"] = interventionsSummary(report);
    out["physical_runs"] = member(report, "physical_runs");
    return out;
}

nlohmann::json bundleStatement(const nlohmann::json& bundle) {
    return {{"_type", kInTotoStatementType},
            {"subject", {{{"name", "manifest"}, {"digest", {{"sha256", manifestDigest(bundle)}}}}}},
            {"predicateType", kPexPredicateType},
            {"predicate", verdictSummary(bundle)}};
}

} // namespace luma
