#pragma once
// What insights read: every campaign of one or more projects, each with its parsed spec, its
// stored qualification report (when a qualification finished) and every run with its verdict.
// Projects are opened read-only, as `luma show` opens them; a missing, empty, damaged or foreign
// project is a SpecError naming it.
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/report.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace luma::insights {

struct CampaignEvidence {
    std::string project; // the project file as it was named
    std::string name;
    Campaign campaign;
    std::optional<QualifyReport> report;
    std::vector<RunRecord> runs;
};

// A campaign and a run as a statement names them: run ids are a project's own, so both carry it.
struct CampaignRef {
    std::string project, campaign;
    bool operator==(const CampaignRef& o) const {
        return std::tie(project, campaign) == std::tie(o.project, o.campaign);
    }
    bool operator<(const CampaignRef& o) const { return std::tie(project, campaign) < std::tie(o.project, o.campaign); }
};
struct RunRef {
    std::string project, campaign;
    long long id = 0;
    bool operator==(const RunRef& o) const {
        return std::tie(project, campaign, id) == std::tie(o.project, o.campaign, o.id);
    }
    bool operator<(const RunRef& o) const {
        return std::tie(project, campaign, id) < std::tie(o.project, o.campaign, o.id);
    }
};

// What a statement rests on: the campaigns and the runs, each sorted and without repeats.
struct Basis {
    std::vector<CampaignRef> campaigns;
    std::vector<RunRef> runs;
    void add(const CampaignEvidence& c);
    void add(const CampaignEvidence& c, const std::vector<long long>& runIds);
    void merge(const Basis& other);
};

// Every campaign of each project, in the order given and then by campaign name (a project named
// twice is read once). Throws
// SpecError naming the project (and the campaign) that cannot be read.
std::vector<CampaignEvidence> loadEvidence(const std::vector<std::string>& projects);
// The campaigns of a project already open (the workbench's own connection: a second one to the
// same file would drop its locks), named `project` in every statement.
std::vector<CampaignEvidence> readProject(const EvidenceStore& store, const std::string& project);

// {"campaigns": [{"project", "campaign"}…], "runs": [{"project", "campaign", "id"}…]}, merged into `out`.
void putBasis(nlohmann::json& out, const Basis& basis);

} // namespace luma::insights
