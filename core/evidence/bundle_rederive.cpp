#include "core/evidence/bundle_rederive.h"

#include "core/evidence/bundle.h"
#include "core/qualify/qualifier.h"
#include "core/util/spec_error.h"

#include <cstdlib>
#include <filesystem>
#include <set>
#include <sstream>
#include <unistd.h>

namespace luma {

namespace {

std::string levelsText(const Levels& l) {
    std::string out;
    for (const auto& [name, level] : l) {
        std::ostringstream v;
        v << level;
        out += (out.empty() ? "" : ", ") + name + "=" + v.str();
    }
    return out;
}

// Runs nothing: every state the search asks for is one the evidence lacks.
class ReplayOnly : public RunExecutor {
public:
    explicit ReplayOnly(int parallelism) : m_parallelism(parallelism) {}
    std::vector<RunOutcome> run(const std::vector<RunRequest>& batch, RunHooks&, const CancelToken*) override {
        std::vector<RunOutcome> out(batch.size());
        for (std::size_t i = 0; i < batch.size(); ++i) {
            const RunRequest& r = batch[i];
            out[i].status = RunOutcome::Status::Refused;
            out[i].refusedKey = "runs";
            out[i].reason = "no run";
            if (m_missing.empty())
                m_missing = "the search needs a run of " + levelsText(r.state) +
                            (r.intervention ? " with intervention " + r.intervention->name : std::string()) +
                            " (attempt " + std::to_string(r.attempt) + "), which the evidence does not hold";
        }
        return out;
    }
    int parallelism() const override { return m_parallelism; }
    const std::string& missing() const { return m_missing; }

private:
    int m_parallelism;
    std::string m_missing;
};

// How many hosts the campaign's finished runs name: the largest batch the search may have used.
int hostsOf(const EvidenceStore& store, const Campaign& c) {
    const auto record = store.findCampaign(c.name);
    if (!record) return 1;
    std::set<std::string> hosts;
    for (const auto& r : store.runs(record->id))
        if (r.status == "finished") hosts.insert(r.host);
    return std::max<int>(1, static_cast<int>(std::min<std::size_t>(hosts.size(), 16)));
}

// A scratch project in a fresh temporary folder, removed with everything in it. In memory
// (/dev/shm) where there is one: a project commits every run with synchronous=FULL, and an fsync
// to a disk costs more than the whole replay.
class ScratchProject {
public:
    ScratchProject() {
        std::error_code ec;
        const std::filesystem::path shm("/dev/shm");
        const std::filesystem::path base = std::filesystem::is_directory(shm, ec) && ::access(shm.c_str(), W_OK) == 0
                                               ? shm
                                               : std::filesystem::temp_directory_path();
        std::string pattern = (base / "luma-rederive-XXXXXX").string();
        if (!::mkdtemp(pattern.data())) throw SpecError(pattern, "", "cannot create a scratch folder");
        m_dir = pattern;
    }
    ~ScratchProject() {
        std::error_code ec;
        std::filesystem::remove_all(m_dir, ec);
    }
    ScratchProject(const ScratchProject&) = delete;
    ScratchProject& operator=(const ScratchProject&) = delete;
    std::string file() const { return (m_dir / "rederive.luma").string(); }

private:
    std::filesystem::path m_dir;
};

// The parts of a report that are verdicts about the machine, normalised by reading them back:
// counts of this or that invocation's runs are no verdict and differ between a search and its replay.
nlohmann::json verdictsOf(const nlohmann::json& report) {
    nlohmann::json j = report;
    for (const char* key : {"physical_runs", "runs_this_invocation", "runs_over_lower_bound", "agent_build_sha256",
                            "model_disagreements", "schema"})
        j.erase(key);
    for (auto& iv : j["interventions"]) iv.erase("physical_runs");
    return j;
}

std::string shortDump(const nlohmann::json& j) {
    const std::string s = j.dump();
    return s.size() > 240 ? s.substr(0, 240) + "…" : s;
}

// "interventions[0].minimum_pass.state.hbm_gib" for the JSON pointer /interventions/0/minimum_pass/state/hbm_gib.
std::string pathText(const nlohmann::json::json_pointer& at) {
    std::string where;
    for (std::string rest = at.to_string(); !rest.empty();) {
        const std::size_t next = rest.find('/', 1);
        const std::string token = rest.substr(1, next == std::string::npos ? std::string::npos : next - 1);
        const bool index = !token.empty() && token.find_first_not_of("0123456789") == std::string::npos;
        where += index ? "[" + token + "]" : (where.empty() ? "" : ".") + token;
        rest = next == std::string::npos ? std::string() : rest.substr(next);
    }
    return where.empty() ? std::string("content") : where;
}

} // namespace

Rederivation rederiveReport(EvidenceStore& store, const Campaign& campaign) {
    Rederivation out;
    const int hosts = hostsOf(store, campaign);
    for (int batch = 1; batch <= hosts; batch = batch == 1 ? std::max(2, hosts) : hosts + 1) {
        ReplayOnly replay(batch);
        try {
            out.report = qualify(campaign, store, replay, {});
            out.why.clear();
            return out;
        } catch (const SpecError& e) {
            out.why = replay.missing().empty() ? e.what() : replay.missing();
        } catch (const CampaignStopped& e) {
            out.why = e.what();
        }
    }
    return out;
}

std::string reportDifference(const nlohmann::json& claimed, const QualifyReport& derived) {
    QualifyReport read;
    try {
        read = reportFromJson(claimed, "the report");
    } catch (const SpecError& e) {
        return std::string("the report does not read: ") + e.what();
    }
    const nlohmann::json mine = verdictsOf(toJson(read)), theirs = verdictsOf(toJson(derived));
    const nlohmann::json patch = nlohmann::json::diff(theirs, mine); // JSON Patch from what the runs give
    if (patch.empty()) return {};
    nlohmann::json::json_pointer at(patch[0].value("path", std::string()));
    if (!at.empty() && at.back() == "-") at = at.parent_pointer(); // an append: the arrays differ
    const bool inMine = mine.contains(at), inTheirs = theirs.contains(at);
    if (inMine && !inTheirs)
        return "the report has " + pathText(at) + " = " + shortDump(mine[at]) + ", which its runs do not give";
    if (!inMine && inTheirs)
        return "the report lacks " + pathText(at) + ", which its runs give: " + shortDump(theirs[at]);
    return "the report's " + pathText(at) + " is " + shortDump(mine[at]) + ", but its runs give " +
           shortDump(theirs[at]);
}

std::string bundleReportProblem(const nlohmann::json& bundle) {
    const nlohmann::json& parts = bundle["parts"];
    const auto report = parts.find("report");
    if (report == parts.end() || report->is_null()) return {};
    const auto spec = parts.find("campaign");
    if (spec == parts.end() || !spec->is_object() || spec->value("schema", nlohmann::json()) != "luma.campaign/1")
        return "the bundle holds a report, but its campaign is no luma.campaign/1 campaign";
    try {
        const Campaign campaign = parseCampaign(*spec, "bundle parts.campaign");
        ScratchProject scratch;
        EvidenceStore store(scratch.file());
        addBundleRuns(store, bundle, "bundle");
        const Rederivation r = rederiveReport(store, campaign);
        if (!r.report) return "its runs give no report: " + r.why;
        return reportDifference(*report, *r.report);
    } catch (const SpecError& e) {
        return std::string("its runs cannot be replayed: ") + e.what();
    }
}

} // namespace luma
