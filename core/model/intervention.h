#pragma once
// Targeted interventions: software or hardware changes aimed at a binding resource. Each is a
// transformation of the deployment that the predictor understands.
#include "core/model/machine.h"
#include "core/model/quality.h"
#include "core/numeric/precision.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace luma {

enum class InterventionKind {
    WeightPrecision,
    KvPrecision,
    KvOffload, // spill KV to the host memory tier, read back over its link
    MaxBatch,  // max sequences in flight
    MaxBatchedTokens,
    ChunkedPrefill, // prefill chunk size in tokens
    TensorParallel,
    SpeculativeDecoding,
    Compression, // a partner's block compressing memory traffic
};

struct Intervention {
    std::string name;
    InterventionKind kind = InterventionKind::WeightPrecision;
    Precision precision = Precision::BF16; // weight / KV precision
    double value = 0;                      // batch, tokens, chunk, TP degree
    // Speculative decoding.
    double acceptanceRate = 0; // per drafted token
    int draftTokens = 0;
    double draftCost = 0; // one draft token's time relative to one target step
    // Compression block.
    double ratio = 1;          // bytes moved shrink by this factor
    double addedLatencyUs = 0; // per serving iteration
    double powerW = 0;         // per accelerator
    double areaMm2 = 0;        // informational
    // Its expected effect on quality metrics ("quality_effect": {"<metric>": relative change,
    // "source": "..."}); for a precision change it replaces the catalog's quality_effects.
    std::vector<QualityShift> qualityEffect;
    nlohmann::json spec;
};

// What a list of interventions changes in how the model is served, applied in list order on
// top of the contract's precisions and a runtime's limits. The one reading of interventions:
// the predictor resolves its deployment from it and the agent's emulator sizes its run with it
// (refusing first the kinds it cannot make physical).
struct ServingChanges {
    PrecisionSet precision;
    Runtime runtime; // batching limits, prefill chunking, tensor parallelism
    bool kvOffload = false;
    double kvOffloadMaxFraction = 0;
    int draftTokens = 0;
    double acceptanceRate = 0;
    double draftCost = 0;
    double compressionRatio = 1;
    double compressionLatencyS = 0;
    double compressionPowerW = 0;
    std::vector<QualityShift> qualityShifts; // the interventions' own quality_effect, in order
};

ServingChanges applyInterventions(const PrecisionSet& precision, const Runtime& runtime,
                                  const std::vector<Intervention>& interventions);

const std::vector<std::string>& interventionKindNames();
Intervention parseIntervention(const nlohmann::json& doc, const std::string& file, const std::string& path);
// Refuses two interventions with one name.
std::vector<Intervention> parseInterventions(const nlohmann::json& array, const std::string& file,
                                             const std::string& path);
// An interventions file: an array, or an object {"interventions": [...]} with no other keys than
// schema, name and description.
std::vector<Intervention> loadInterventionFile(const std::filesystem::path& file);

} // namespace luma
