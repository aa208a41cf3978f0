#include "core/insights/basis_text.h"

#include <algorithm>
#include <map>

namespace luma::insights {

std::string runsText(const std::vector<RunRef>& runs, bool severalProjects) {
    std::map<std::string, std::vector<long long>> byProject;
    for (const auto& r : runs) byProject[r.project].push_back(r.id);
    std::string out;
    for (auto& [project, ids] : byProject) {
        std::sort(ids.begin(), ids.end());
        ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
        std::string list;
        for (std::size_t i = 0; i < ids.size();) {
            std::size_t j = i;
            while (j + 1 < ids.size() && ids[j + 1] == ids[j] + 1) ++j;
            list += (list.empty() ? "" : ", ") + std::to_string(ids[i]) + (j > i ? "-" + std::to_string(ids[j]) : "");
            i = j + 1;
        }
        out += (out.empty() ? "" : "; ") + (severalProjects ? project + ": " : std::string()) + list;
    }
    return out.empty() ? "none" : out;
}

std::string campaignsText(const std::vector<CampaignRef>& campaigns, bool severalProjects) {
    std::string out;
    for (const auto& c : campaigns)
        out += (out.empty() ? "" : ", ") + c.campaign + (severalProjects ? " (" + c.project + ")" : "");
    return out;
}

std::vector<RunRef> refs(const CampaignRef& c, const std::vector<long long>& ids) {
    std::vector<RunRef> out;
    out.reserve(ids.size());
    for (long long id : ids) out.push_back({c.project, c.campaign, id});
    return out;
}

} // namespace luma::insights
