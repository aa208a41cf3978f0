#pragma once
// Targeted interventions: software or hardware changes aimed at a binding resource. Each is a
// transformation of the deployment that the predictor understands.
#include "core/numeric/precision.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace luma {

enum class InterventionKind {
    WeightPrecision,
    KvPrecision,
    KvOffload,           // spill KV to the host memory tier, read back over its link
    MaxBatch,            // max sequences in flight
    MaxBatchedTokens,
    ChunkedPrefill,      // prefill chunk size in tokens
    TensorParallel,
    SpeculativeDecoding,
    Compression,         // a partner's block compressing memory traffic
};

struct Intervention {
    std::string name;
    InterventionKind kind = InterventionKind::WeightPrecision;
    Precision precision = Precision::BF16; // weight / KV precision
    double value = 0;                      // batch, tokens, chunk, TP degree
    // Speculative decoding.
    double acceptanceRate = 0; // per drafted token
    int draftTokens = 0;
    double draftCost = 0;      // one draft token's time relative to one target step
    // Compression block.
    double ratio = 1;          // bytes moved shrink by this factor
    double addedLatencyUs = 0; // per serving iteration
    double powerW = 0;         // per accelerator
    double areaMm2 = 0;        // informational
    nlohmann::json spec;
};

const std::vector<std::string>& interventionKindNames();
Intervention parseIntervention(const nlohmann::json& doc, const std::string& file, const std::string& path);
std::vector<Intervention> parseInterventions(const nlohmann::json& array, const std::string& file,
                                             const std::string& path);

} // namespace luma
