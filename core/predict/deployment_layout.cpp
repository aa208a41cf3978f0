#include "core/predict/deployment_layout.h"

#include "core/model/feasibility.h"
#include "core/predict/prediction_json.h"
#include "core/predict/predictor.h"
#include "core/util/number_text.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>

namespace luma {

namespace {

// Output tokens per second of requests within every latency SLO and the request timeout; 0 where
// a latency SLO fails (the contract's p99 limits hold for the requests, not the mean).
double goodput(const Prediction& p) {
    for (int i = 0; i < p.slos.count; ++i) {
        const SloCheck& k = p.slos.checks[static_cast<std::size_t>(i)];
        const bool latency = k.kind == SloKind::TtftP50 || k.kind == SloKind::TtftP99 || k.kind == SloKind::TpotP50 ||
                             k.kind == SloKind::TpotP99;
        if (latency && !k.pass) return 0;
    }
    return p.throughputTokS * p.successRate;
}

bool moreThan(double a, double b) { return a > b * (1 + 1e-9) && a > b + 1e-12; }

// Whether `a` serves the contract better than `b` (which comes first in the fixed order).
bool better(const LayoutOption& a, const LayoutOption& b) {
    if (a.valid != b.valid) return a.valid;
    if (a.pass != b.pass) return a.pass;
    if (moreThan(a.goodputTokS, b.goodputTokS)) return true;
    if (moreThan(b.goodputTokS, a.goodputTokS)) return false;
    return moreThan(b.eurPerMtok, a.eurPerMtok);
}

LayoutOption optionOf(const Contract& c, const Deployment& d) {
    LayoutOption o;
    o.tp = d.tp;
    o.pp = d.pp;
    o.replicas = d.replicas;
    PredictOptions quick;
    quick.binding = false;
    const Prediction p = predict(c, d, quick);
    o.valid = p.deployable && p.fits;
    o.problem = !p.deployable ? d.invalidReason : !p.fits ? "the model does not fit" : "";
    o.pass = p.pass;
    o.cause = predictionCause(p);
    o.throughputTokS = p.throughputTokS;
    o.goodputTokS = o.valid ? goodput(p) : 0;
    o.eurPerMtok = p.eurPerMtok;
    return o;
}

std::vector<long long> divisorsOf(long long n) {
    std::vector<long long> out;
    for (long long k = 1; k * k <= n; ++k)
        if (n % k == 0) {
            out.push_back(k);
            if (k * k != n) out.push_back(n / k);
        }
    std::sort(out.begin(), out.end());
    return out;
}

std::string tokText(double v) { return numberText(std::round(v)) + " tok/s"; }

std::string whyOf(const LayoutChoice& c, long long accelerators) {
    const LayoutOption& best = c.options[c.chosen];
    const LayoutOption& widest = c.options.front();
    const std::string of =
        " of the " + std::to_string(c.options.size()) + " layouts of " + std::to_string(accelerators) + " accelerators";
    if (!best.valid) return "no layout" + of + " deploys: the widest TP is kept";
    if (c.chosen == 0)
        return best.pass ? "the widest TP (the lowest latency) among those that serve the most goodput" + of
                         : "none" + of + " passes; the widest TP serves the most goodput";
    std::string why = layoutText(best.tp, best.pp, best.replicas) + (best.pass ? " passes with " : " serves ") +
                      tokText(best.goodputTokS) + " goodput, the most" + of + "; the widest TP, " +
                      layoutText(widest.tp, widest.pp, widest.replicas) + ", ";
    if (!widest.valid) return why + "does not deploy (" + widest.problem + ")";
    if (best.pass && !widest.pass) return why + "fails (" + widest.cause + ")";
    return why + "serves " + tokText(widest.goodputTokS);
}

} // namespace

std::string layoutText(int tp, int pp, long long replicas) {
    return "TP " + std::to_string(tp) + " x PP " + std::to_string(pp) + " x " + std::to_string(replicas) +
           (replicas == 1 ? " replica" : " replicas");
}

LayoutChoice chooseLayout(const Machine& machine, const Contract& contract, const MachineState& state,
                          const std::vector<Intervention>& interventions, double usdToEur) {
    LayoutChoice out;
    out.deployment = resolveDeploymentByRule(machine, contract, state, interventions, usdToEur);
    const long long count = out.deployment.count;
    out.why = "set by the runtime";
    if (out.deployment.runtime.tensorParallel > 0) return out;
    out.why = "the widest TP";
    if (!contract.model || infeasibility(contract)) return out;
    // Every TP x PP whose product divides the accelerators; PP as the machine sets it, or any
    // where it is left at 1. The widest TP of PP 1 first: the rule before, and the tie-break.
    const std::vector<long long> divisors = divisorsOf(count);
    const int machinePp = std::max(1, machine.runtime.pipelineParallel);
    MachineState at = state;
    try {
        for (long long pp : divisors) {
            if (machinePp != 1 && pp != machinePp) continue;
            for (auto tp = divisors.rbegin(); tp != divisors.rend(); ++tp) {
                if ((count / pp) % *tp != 0) continue;
                at.tensorParallel = static_cast<int>(*tp);
                at.pipelineParallel = static_cast<int>(pp);
                Deployment d = resolveDeploymentByRule(machine, contract, at, interventions, usdToEur);
                // A TP that pads heads is taken only when set; one the model cannot split is none.
                if (d.headPadding ||
                    !tensorParallelProblem(*contract.model, d.tp, d.runtime.attentionDataParallel).empty())
                    continue;
                out.options.push_back(optionOf(contract, d));
                if (out.options.size() == 1 || better(out.options.back(), out.options[out.chosen])) {
                    out.chosen = out.options.size() - 1;
                    out.deployment = std::move(d);
                }
            }
        }
    } catch (const SpecError&) {
        out = {}; // the caller's own prediction says what is wrong
        out.deployment = resolveDeploymentByRule(machine, contract, state, interventions, usdToEur);
        out.why = "the widest TP";
        return out;
    }
    out.searched = out.options.size() > 1;
    out.why = out.searched ? whyOf(out, count) : "the only layout an engine runs unpadded";
    return out;
}

nlohmann::json toJson(const LayoutChoice& c) {
    nlohmann::json options = nlohmann::json::array();
    for (const auto& o : c.options) {
        options.push_back({{"tensor_parallel", o.tp},
                           {"pipeline_parallel", o.pp},
                           {"replicas", o.replicas},
                           {"verdict", o.cause},
                           {"throughput_tok_s", o.throughputTokS},
                           {"goodput_tok_s", o.goodputTokS},
                           {"eur_per_mtok", finiteOrNull(o.eurPerMtok)}});
        if (!o.problem.empty()) options.back()["reason"] = o.problem;
    }
    const Deployment& d = c.deployment;
    return {{"searched", c.searched},
            {"chosen", {{"tensor_parallel", d.tp}, {"pipeline_parallel", d.pp}, {"replicas", d.replicas}}},
            {"why", c.why},
            {"options", options}};
}

} // namespace luma
