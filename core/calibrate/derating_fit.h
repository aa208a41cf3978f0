#pragma once
// The fit: the derating fields (derating_parameters.h) that make the predictor's throughput, TTFT
// p50 and TPOT p50 agree best with the runs' measurements. Robust least squares on the log
// errors (a soft-L1 loss: one noisy run cannot drag the fit), with a faint pull toward the
// starting derating so that a field the runs do not tell apart stays where it was. Searched by
// Hooke-Jeeves pattern search in log space (shares) and asinh space (overheads, which may be 0):
// deterministic, derivative-free, a few thousand predictions.
#include "core/calibrate/observations.h"

#include <vector>

namespace luma {

struct DeratingFit {
    Derating derating;
    double loss = 0;
    long long predictions = 0; // how many predictions the search made
};

// `start` is the accelerator's own derating; only the fitted fields move. No runs: `start`.
DeratingFit fitDerating(const std::vector<const ComparedRun*>& runs, const Derating& start);
// The loss of `derating` on the runs, without the pull toward a start (for tests and reports).
double calibrationLoss(const std::vector<const ComparedRun*>& runs, const Derating& derating);

} // namespace luma
