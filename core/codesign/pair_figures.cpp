#include "core/codesign/pair_figures.h"

#include "core/predict/predictor.h"

#include <algorithm>
#include <limits>

namespace luma {

PairFigures predictedFigures(const Contract& contract, const Machine& machine, const Choices& choices,
                             const Configuration& config, const Levels& levels) {
    AppliedConfiguration applied;
    applyConfiguration(choices, config, machine, applied);
    PairFigures out;
    if (!applied.problem.empty()) {
        out.capacity.cause = "deploy: " + applied.problem;
        return out;
    }
    Machine m = machine;
    m.runtime = applied.runtime;
    MachineState state;
    for (const auto& [name, level] : levels)
        if (const auto r = parseResource(name)) state.set(*r, level);
    if (applied.state.acceleratorCount) state.acceleratorCount = applied.state.acceleratorCount;
    Contract work = contract;
    const Deployment d = resolveDeployment(m, work, state, applied.interventions);
    const Prediction p = predict(work, d);
    out.eurPerHour = p.eurPerHour;
    out.watts = p.watts;
    out.bytesPerToken = p.bytesPerToken;
    out.throughputTokS = p.throughputTokS;
    out.tpotMsP50 = p.tpotMsP50;
    out.capacity = acceptedCapacity(work, d);
    return out;
}

double eurPerMtok(const Contract& contract, double eurPerHour, double rateRps) {
    const double tokensPerHour = rateRps * static_cast<double>(std::max<long long>(contract.outputTokens, 1)) * 3600.0;
    return tokensPerHour > 0 ? eurPerHour / tokensPerHour * 1e6 : std::numeric_limits<double>::quiet_NaN();
}

} // namespace luma
