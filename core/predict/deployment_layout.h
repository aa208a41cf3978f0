#pragma once
// The layout a state's accelerators take where nothing sets it. With no tensor_parallel in the
// machine's runtime, an intervention or the state, every layout TP x PP of the accelerators
// (replicas the rest) that an engine would run without padding heads is predicted, and the one
// that serves the contract best is taken: the one that passes, then the most goodput (output
// tokens per second of requests within the latency SLOs and the request timeout), then the
// fewest EUR per 1M tokens; a tie keeps the widest TP (the lowest latency), the rule before.
// Llama-2-70B offline on eight H200 is so laid out as eight replicas of TP 1, not one of TP 8.
#include "core/predict/deployment.h"
#include "core/predict/prediction.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace luma {

struct LayoutOption {
    int tp = 1, pp = 1;
    long long replicas = 1;
    bool valid = false;  // an engine deploys it and the model fits
    std::string problem; // why not, when !valid
    bool pass = false;
    std::string cause; // predictionCause: "PASS", "TPOT", "OOM", "deploy", …
    double throughputTokS = 0, goodputTokS = 0, eurPerMtok = 0;
};

struct LayoutChoice {
    Deployment deployment;             // the state's deployment at the chosen layout
    bool searched = false;             // false: one layout (set, or the only one an engine runs)
    std::vector<LayoutOption> options; // searched: every layout, the widest TP of PP 1 first
    std::size_t chosen = 0;            // into options
    std::string why;                   // in words, for the faces
};

// The layouts of the state's accelerators and the one taken (resolveDeployment returns its
// deployment). Not searched, the deployment as resolveDeploymentByRule gives it, where the layout
// is set (the machine's runtime, a tensor_parallel intervention, the state), the contract has
// no model or no machine can pass it (feasibility.h), or one layout is all an engine runs.
LayoutChoice chooseLayout(const Machine& machine, const Contract& contract, const MachineState& state,
                          const std::vector<Intervention>& interventions,
                          double usdToEur = Catalog::builtin().usdToEur());
// "TP 1 x PP 1 x 8 replicas"
std::string layoutText(int tp, int pp, long long replicas);
// {"searched", "chosen": {tp, pp, replicas}, "why", "options": [...]}
nlohmann::json toJson(const LayoutChoice& choice);

} // namespace luma
