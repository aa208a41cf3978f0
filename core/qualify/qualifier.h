#pragma once
// PEX qualification of a campaign: the frontier search over physical runs (done by a
// RunExecutor), every run kept in the evidence store, then each intervention searched again,
// warm-started from the base PASS states the model says it cannot hurt, and the report with
// the intervention matrix. Re-running resumes: the search is deterministic given its
// observations, and every finished run is replayed from the store instead of being run again.
// Runs an earlier program left "running" are first handed to the executor to attach to (a
// detached run lives on on its host, or ended into its spool): one it carries to its end is
// recorded once and replayed; one it cannot is marked interrupted and runs again as the next try.
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/progress.h"
#include "core/qualify/report.h"
#include "core/qualify/run_executor.h"
#include "core/util/cancel.h"

#include <stdexcept>

namespace luma {

struct QualifyOptions {
    const CancelToken* cancel = nullptr; // cancelled: throws Cancelled, the project stays consistent
    QualifySink progress;                // optional
};

// A state whose runs stayed inconclusive: the campaign stops with the reason; finished runs
// are kept and the same campaign resumes once the cause is fixed.
class CampaignStopped : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Returns the report (also stored as the campaign's latest "report" decision). Throws
// SpecError when a run is refused as configured, CampaignStopped, or Cancelled.
QualifyReport qualify(const Campaign& campaign, EvidenceStore& store, RunExecutor& executor,
                      const QualifyOptions& options);

} // namespace luma
