#include "core/insights/recurring_bindings.h"

#include "core/insights/contract_shape.h"
#include "core/report/trace.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

namespace luma::insights {

namespace {

using Key = std::tuple<std::string, std::string, std::string>; // by, group, resource

struct Found {
    std::set<std::string> failed;
    Basis basis;
};

// The runs that prove an adjacent FAIL of the base search: its own failing runs where it was
// tested, else the failing runs nearest above it.
std::vector<long long> failRuns(const CampaignEvidence& c, const AdjacentFailState& a) {
    std::vector<long long> own;
    for (const auto* r : report::proofRuns(c.runs, "", a.state, "FAIL")) own.push_back(r->run.id);
    if (a.tested && !own.empty()) return own;
    return report::failsAbove(c.runs, "", a.state, 3);
}

std::string hostOf(const CampaignEvidence& c, long long run) {
    for (const auto& r : c.runs)
        if (r.run.id == run) return r.run.host.empty() ? "unknown host" : r.run.host;
    return "unknown host";
}

void note(std::map<Key, Found>& found, const Key& key, const std::string& failed, const CampaignEvidence& c,
          const std::vector<long long>& runs) {
    Found& f = found[key];
    f.failed.insert(failed);
    f.basis.add(c, runs);
}

void addCampaign(std::map<Key, Found>& found, const CampaignEvidence& c) {
    const std::string shape = shapeOf(c.campaign.contract).text();
    const std::string accelerator = c.campaign.machine && c.campaign.machine->accelerator
                                        ? c.campaign.machine->accelerator->type
                                        : "no accelerator named";
    for (const auto& a : c.report->adjacentFail) {
        const std::vector<long long> runs = failRuns(c, a);
        note(found, {"shape", shape, a.resource}, a.failed, c, runs);
        note(found, {"accelerator", accelerator, a.resource}, a.failed, c, runs);
        std::map<std::string, std::vector<long long>> byHost;
        for (long long id : runs) byHost[hostOf(c, id)].push_back(id);
        for (const auto& [host, ids] : byHost) note(found, {"host", host, a.resource}, a.failed, c, ids);
    }
}

int byOrder(const std::string& by) { return by == "shape" ? 0 : by == "accelerator" ? 1 : 2; }

} // namespace

std::vector<BindingGroup> recurringBindings(const std::vector<CampaignEvidence>& evidence) {
    std::map<Key, Found> found;
    for (const auto& c : evidence)
        if (c.report) addCampaign(found, c);
    std::vector<BindingGroup> out;
    out.reserve(found.size());
    for (const auto& [key, f] : found)
        out.push_back(
            {std::get<0>(key), std::get<1>(key), std::get<2>(key), {f.failed.begin(), f.failed.end()}, f.basis});
    std::stable_sort(out.begin(), out.end(), [](const BindingGroup& a, const BindingGroup& b) {
        if (a.basis.campaigns.size() != b.basis.campaigns.size())
            return a.basis.campaigns.size() > b.basis.campaigns.size();
        return std::make_tuple(byOrder(a.by), a.group, a.resource) <
               std::make_tuple(byOrder(b.by), b.group, b.resource);
    });
    return out;
}

nlohmann::json toJson(const BindingGroup& g) {
    nlohmann::json j = {
        {"by", g.by}, {"group", g.group}, {"resource", g.resource}, {"failed", g.failed}, {"recurring", g.recurring()}};
    putBasis(j, g.basis);
    return j;
}

} // namespace luma::insights
