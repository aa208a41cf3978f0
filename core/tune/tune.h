#pragma once
// Service for the machine (`luma tune`): given a machine, the configuration of the bounded
// choices that extracts the most accepted service from it. The model ranks every combination
// (ranking.h); only the decision-changing candidates run physically — the best predicted, the
// default, and those the model's band cannot tell from the best — each with a peak-rate search
// bracketed by its prediction (proof.h), kept in the project as a campaign. The answer: the
// default and the best (proven where runs were made), the Pareto set, and how many runs it took.
#include "core/evidence/store.h"
#include "core/model/contract.h"
#include "core/model/machine.h"
#include "core/tune/proof.h"
#include "core/tune/ranking.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace luma {

struct TuneOptions {
    RankOptions rank;
    int budgetRuns = 8;      // physical runs in all
    int maxCandidates = 3;   // configurations proven at most (the default among them)
    double noiseBand = 0.05; // a measured gain inside it does not beat the default
    ProofOptions proof;
    // `luma codesign`: the machine state tuned on (ranked and run there; part of the campaign's
    // spec), and the default proven even where the model predicts it fails (PEX just passed it).
    Levels state;
    bool proveDefault = false;
};

struct TuneRow {
    Configuration config;
    Capacity predicted;
    std::optional<Proof> proof;       // set when it ran physically
    double eurPerMtok = 0, watts = 0; // at the (measured, else predicted) goodput
    double goodputRps() const { return proof ? proof->measuredRps : predicted.goodputRps; }
};

struct TuneResult {
    long long configurationsRanked = 0;
    long long predictions = 0;
    long long physicalRuns = 0; // runs sent to agents by this call (JSON runs_sent)
    long long runsRecorded = 0; // runs behind the proven rows, read back ones included (JSON physical_runs)
    TuneRow byDefault, best;
    std::vector<TuneRow> proven; // the candidates that ran, best measured first
    std::vector<TuneRow> top;    // the ranking's head (predicted)
    std::vector<TuneRow> pareto; // goodput vs € per 1M tokens vs W
    bool beatsDefault = false;   // best measured above the default's by more than the noise band
    std::string campaign;        // the project's campaign name ("" without a project)
    double modelScale = 0;       // measured over predicted goodput of the proven rows (0: none measured)
};

// What the project keeps as the tune's campaign spec (the inputs and the objective), and its
// name: a new campaign whenever any of them changes, the same one (resumed) otherwise.
nlohmann::json tuneCampaignSpec(const Contract& contract, const Machine& machine, const Choices& choices,
                                const TuneOptions& options);
std::string tuneCampaignName(const Machine& machine, const Choices& choices, const nlohmann::json& spec);

// Ranks, then proves on `executors` into `store` (both null: predicted only).
TuneResult tune(const Contract& contract, const Machine& machine, const Choices& choices, const TuneOptions& options,
                EvidenceStore* store = nullptr, const ExecutorFor* executors = nullptr);

nlohmann::json toJson(const Choices& choices, const TuneRow& row);
nlohmann::json toJson(const Choices& choices, const TuneResult& result);

} // namespace luma
