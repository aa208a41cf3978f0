#pragma once
// The binding resource by the model's own sensitivities: of the resources the machine has, the
// one whose increase would most move the SLO that decides the verdict (the first failed one;
// on a PASS the tightest). A share of iteration time says what an iteration spends, not what
// relieves a failing SLO: a TTFT that waits for KV slots is relieved by memory capacity however
// bandwidth-bound each iteration is, and a batch-1 decode by bandwidth, never by compute.
#include "core/model/contract.h"
#include "core/predict/deployment.h"
#include "core/predict/prediction.h"

#include <array>
#include <optional>

namespace luma {

// Each resource is raised by this share for its sensitivity (the runtime's limits by at least
// one whole unit, the power cap up to TDP).
inline constexpr double kSensitivityStep = 0.10;

// One resource raised by the step, and how far the deciding figure moved: relative, > 0 better.
struct Sensitivity {
    Binding resource = Binding::None;
    double gain = 0;
    bool present = false; // false: the machine lacks it (no host tier, one accelerator, no power cap)
};
inline constexpr std::size_t kSensitivityLevers = 9;
using Sensitivities = std::array<Sensitivity, kSensitivityLevers>;

// The SLO that decides a verdict: the first failed one, on a PASS the reported one of least
// margin; none when the contract states none (throughput then decides).
std::optional<SloKind> decidingSlo(const SloChecks& slos);

// The sensitivity of the `deciding` SLO's figure (decidingSlo of the verdict being explained: the
// prediction's own, or a simulation's) to each resource of `d`, read from the model: one
// prediction per resource present, each without a binding of its own. `p` is predict(c, d). A
// figure the state cannot serve at all (a saturated queue's infinite wait) is read as the
// capacity that would end it: the arrival rate it saturates at (Poisson) or its throughput.
Sensitivities sensitivities(const Contract& c, const Deployment& d, const Prediction& p,
                            std::optional<SloKind> deciding);

// The resource of greatest gain; `fallback` when none moves the figure (a throughput floor at
// the offered load, a runtime limit no hardware relieves).
Binding bindingBySensitivity(const Sensitivities& s, Binding fallback);

} // namespace luma
