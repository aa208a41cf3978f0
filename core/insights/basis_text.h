#pragma once
// What a statement rests on, in words, as the CLI and the workbench print it: run ids as ranges
// ("3-5, 9"), and campaigns by name, each prefixed or followed by its project when several
// projects were read (run ids are a project's own).
#include "core/insights/evidence_set.h"

#include <string>
#include <vector>

namespace luma::insights {

std::string runsText(const std::vector<RunRef>& runs, bool severalProjects); // "none" without runs
std::string campaignsText(const std::vector<CampaignRef>& campaigns, bool severalProjects);
// The runs `ids` of campaign `c`.
std::vector<RunRef> refs(const CampaignRef& c, const std::vector<long long>& ids);

} // namespace luma::insights
