#include "core/insights/evidence_set.h"

#include "core/util/spec_error.h"

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <set>

namespace luma::insights {

namespace {

template <class T>
void sortUnique(std::vector<T>& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

CampaignEvidence readCampaign(const EvidenceStore& store, const std::string& project, const std::string& name) {
    const auto record = store.findCampaign(name);
    if (!record) throw SpecError(project, "campaign", "no campaign \"" + name + "\"");
    const std::string origin = project + " (campaign " + name + ")";
    CampaignEvidence c{project, name, parseCampaign(record->spec, origin), std::nullopt, store.runRecords(record->id)};
    // A damaged or foreign stored report is an error naming the key, never a crash.
    if (const auto stored = store.latestDecision(record->id, "report")) c.report = reportFromJson(*stored, origin);
    return c;
}

} // namespace

void Basis::add(const CampaignEvidence& c) {
    campaigns.push_back({c.project, c.name});
    sortUnique(campaigns);
}

void Basis::add(const CampaignEvidence& c, const std::vector<long long>& runIds) {
    add(c);
    for (long long id : runIds) runs.push_back({c.project, c.name, id});
    sortUnique(runs);
}

void Basis::merge(const Basis& other) {
    campaigns.insert(campaigns.end(), other.campaigns.begin(), other.campaigns.end());
    runs.insert(runs.end(), other.runs.begin(), other.runs.end());
    sortUnique(campaigns);
    sortUnique(runs);
}

std::vector<CampaignEvidence> loadEvidence(const std::vector<std::string>& projects) {
    std::vector<CampaignEvidence> out;
    std::set<std::filesystem::path> read;
    for (const auto& project : projects) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(project, ec)) throw SpecError(project, "", "no such project file");
        const auto canonical = std::filesystem::canonical(project, ec);
        if (!read.insert(ec ? std::filesystem::path(project) : canonical).second) continue; // named twice: read once
        const EvidenceStore store(project, StoreAccess::Read);
        if (const auto damage = store.damage(); !damage.empty())
            throw SpecError(project, "",
                            "the project is damaged, so it gives no insights: " + damage.front() + " (luma check " +
                                project + " lists every problem)");
        auto campaigns = readProject(store, project);
        std::move(campaigns.begin(), campaigns.end(), std::back_inserter(out));
    }
    return out;
}

std::vector<CampaignEvidence> readProject(const EvidenceStore& store, const std::string& project) {
    auto names = store.campaignNames();
    std::sort(names.begin(), names.end());
    std::vector<CampaignEvidence> out;
    out.reserve(names.size());
    for (const auto& name : names) {
        // A luma tune campaign (luma.tune/1: one machine, many configurations) is no PEX campaign,
        // nor is a luma codesign step or loop (luma.codesign/1: its runs carry a configuration).
        if (const auto r = store.findCampaign(name);
            r && r->spec.is_object() &&
            (r->spec.value("schema", "") == "luma.tune/1" || r->spec.value("schema", "") == "luma.codesign/1"))
            continue;
        out.push_back(readCampaign(store, project, name));
    }
    return out;
}

void putBasis(nlohmann::json& out, const Basis& basis) {
    nlohmann::json campaigns = nlohmann::json::array(), runs = nlohmann::json::array();
    for (const auto& c : basis.campaigns) campaigns.push_back({{"project", c.project}, {"campaign", c.campaign}});
    for (const auto& r : basis.runs) runs.push_back({{"project", r.project}, {"campaign", r.campaign}, {"id", r.id}});
    out["campaigns"] = campaigns;
    out["runs"] = runs;
}

} // namespace luma::insights
