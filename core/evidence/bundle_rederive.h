#pragma once
// A report is what its runs give, never anyone's word: the campaign's finished runs replayed
// through the qualifier (core/qualify) with an executor that runs nothing. The search is
// deterministic given its observations, so the runs of a genuine qualification give its report
// again; a report that claims another minimum PASS, adjacent FAIL or binding resource than its
// runs, or runs that leave the search a state to run, do not.
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/report.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace luma {

struct Rederivation {
    std::optional<QualifyReport> report; // also stored as the campaign's latest report, as qualify stores it
    std::string why;                     // no report: why not ("the search needs compute_fraction=1, … (attempt 0)")
};

// Replays `campaign`'s runs in `store`. The search is tried in batches of one, then of as many
// states as the runs name hosts (a pool of hosts searched in batches of its size).
Rederivation rederiveReport(EvidenceStore& store, const Campaign& campaign);

// "" when `claimed` (a stored or bundled report) states what `derived` does: the frontier, the
// minimum PASS, the adjacent FAIL states, the binding resources, the interventions' outcomes,
// the monotonicity violations and indistinct levels; else the first difference, in words.
std::string reportDifference(const nlohmann::json& claimed, const QualifyReport& derived);

// For a bundle whose parts are intact: "" when its report is what its runs give (or it claims
// no report); else why not. The runs are replayed in a scratch project, removed afterwards.
std::string bundleReportProblem(const nlohmann::json& bundle);

} // namespace luma
