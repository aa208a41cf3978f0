#include "core/model/intervention.h"

#include "core/util/json_file.h"
#include "core/util/json_reader.h"

#include <algorithm>

namespace luma {

const std::vector<std::string>& interventionKindNames() {
    static const std::vector<std::string> names = {"weight_precision", "kv_precision",         "kv_offload",
                                                   "max_batch",        "max_batched_tokens",   "chunked_prefill",
                                                   "tensor_parallel",  "speculative_decoding", "compression"};
    return names;
}

Intervention parseIntervention(const nlohmann::json& doc, const std::string& file, const std::string& path) {
    JsonReader r(doc, file, path);
    Intervention iv;
    iv.spec = doc;
    iv.name = r.string("name");
    std::string kind = r.string("kind");
    const auto& names = interventionKindNames();
    auto it = std::find(names.begin(), names.end(), kind);
    if (it == names.end()) r.fail("kind", unknownNameMessage("intervention kind", kind, names));
    iv.kind = static_cast<InterventionKind>(it - names.begin());
    switch (iv.kind) {
    case InterventionKind::WeightPrecision:
    case InterventionKind::KvPrecision: {
        std::string p = r.string("value");
        auto parsed = parsePrecision(p);
        if (!parsed) r.fail("value", "unknown precision \"" + p + "\"; known: " + knownPrecisions());
        iv.precision = *parsed;
        break;
    }
    case InterventionKind::KvOffload: iv.value = r.optFraction("max_fraction").value_or(1.0); break;
    case InterventionKind::MaxBatch:
    case InterventionKind::MaxBatchedTokens:
    case InterventionKind::ChunkedPrefill:
    case InterventionKind::TensorParallel:
        iv.value = static_cast<double>(r.integer("value", 1, JsonReader::kMaxInt));
        break;
    case InterventionKind::SpeculativeDecoding:
        // The gain depends on the draft model and the traffic: no default would be honest for
        // the acceptance rate or the draft length. A small draft model costs ~5 % of a step.
        if (!r.has("acceptance_rate"))
            r.fail("acceptance_rate", "missing required key: the probability that the target accepts one drafted "
                                      "token, measured for your draft model and traffic (e.g. 0.7)");
        iv.acceptanceRate = *r.optFraction("acceptance_rate");
        if (iv.acceptanceRate >= 1) r.fail("acceptance_rate", "must be below 1");
        if (!r.has("draft_tokens")) r.fail("draft_tokens", "missing required key: tokens drafted per step (e.g. 4)");
        iv.draftTokens = static_cast<int>(r.integer("draft_tokens", 1, 64));
        iv.draftCost = r.optNonNegative("draft_cost").value_or(0.05);
        break;
    case InterventionKind::Compression:
        iv.ratio = r.positive("ratio");
        if (iv.ratio < 1) r.fail("ratio", "a compression ratio is at least 1");
        iv.addedLatencyUs = r.optNonNegative("added_latency_us").value_or(0);
        iv.powerW = r.optNonNegative("power_w").value_or(0);
        iv.areaMm2 = r.optNonNegative("area_mm2").value_or(0);
        break;
    }
    if (r.has("quality_effect"))
        iv.qualityEffect = parseQualityEffect(r.raw("quality_effect"), kind, file, r.keyPath("quality_effect"));
    r.allow({"description", "target"});
    r.setContext("for a " + kind + " intervention");
    r.finish();
    return iv;
}

ServingChanges applyInterventions(const PrecisionSet& precision, const Runtime& runtime,
                                  const std::vector<Intervention>& interventions) {
    ServingChanges c;
    c.precision = precision;
    c.runtime = runtime;
    for (const auto& iv : interventions) {
        c.qualityShifts.insert(c.qualityShifts.end(), iv.qualityEffect.begin(), iv.qualityEffect.end());
        switch (iv.kind) {
        case InterventionKind::WeightPrecision: c.precision.weights = iv.precision; break;
        case InterventionKind::KvPrecision: c.precision.kvCache = iv.precision; break;
        case InterventionKind::KvOffload:
            c.kvOffload = true;
            c.kvOffloadMaxFraction = iv.value;
            break;
        case InterventionKind::MaxBatch: c.runtime.maxSequences = static_cast<long long>(iv.value); break;
        case InterventionKind::MaxBatchedTokens: c.runtime.maxBatchedTokens = static_cast<long long>(iv.value); break;
        case InterventionKind::ChunkedPrefill:
            c.runtime.chunkedPrefill = true;
            c.runtime.prefillChunkTokens = static_cast<long long>(iv.value);
            break;
        case InterventionKind::TensorParallel: c.runtime.tensorParallel = static_cast<int>(iv.value); break;
        case InterventionKind::SpeculativeDecoding:
            c.draftTokens = iv.draftTokens;
            c.acceptanceRate = iv.acceptanceRate;
            c.draftCost = iv.draftCost;
            break;
        case InterventionKind::Compression:
            // Blocks in series: their ratios multiply, their latencies and powers add.
            c.compressionRatio *= iv.ratio;
            c.compressionLatencyS += iv.addedLatencyUs * 1e-6;
            c.compressionPowerW += iv.powerW;
            break;
        }
    }
    return c;
}

std::vector<Intervention> parseInterventions(const nlohmann::json& array, const std::string& file,
                                             const std::string& path) {
    if (!array.is_array()) throw SpecError(file, path, "expected an array of interventions");
    std::vector<Intervention> out;
    for (std::size_t i = 0; i < array.size(); ++i) {
        const std::string where = path + "[" + std::to_string(i) + "]";
        out.push_back(parseIntervention(array[i], file, where));
        // Reports, evidence and re-qualification name an intervention by its name.
        for (std::size_t j = 0; j + 1 < out.size(); ++j)
            if (out[j].name == out.back().name)
                throw SpecError(file, where + ".name",
                                "duplicate intervention name \"" + out.back().name + "\" (also " + path + "[" +
                                    std::to_string(j) + "]); give each intervention its own name");
    }
    return out;
}

std::vector<Intervention> loadInterventionFile(const std::filesystem::path& path) {
    const std::string file = path.string();
    const nlohmann::json doc = readJsonFile(path);
    if (doc.is_array()) return parseInterventions(doc, file, "");
    JsonReader top(doc, file);
    std::vector<Intervention> out = parseInterventions(top.raw("interventions"), file, "interventions");
    top.allow({"schema", "name", "description"});
    top.finish();
    return out;
}

} // namespace luma
