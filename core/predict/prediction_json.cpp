#include "core/predict/prediction_json.h"

#include <cmath>

namespace luma {

nlohmann::json finiteOrNull(double v) { return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(); }

namespace {
// x (1 ± band): where the figure should be read; null when the figure is unbounded.
nlohmann::json range(double x, double band) {
    if (!std::isfinite(x)) return nullptr;
    return nlohmann::json::array({x * (1.0 - band), x * (1.0 + band)});
}
nlohmann::json bandSlo(const SloChecks& slos, const BandReading& r) {
    return r.within ? nlohmann::json(checkKey(slos.checks[static_cast<std::size_t>(r.check)])) : nlohmann::json();
}
} // namespace

void setBandReading(nlohmann::json& out, const Prediction& p, const SloChecks& slos) {
    const BandReading r = readAgainstBand(p, slos);
    out["within_band"] = r.within;
    out["within_band_slo"] = bandSlo(slos, r);
}

nlohmann::json toJson(const Prediction& p) {
    const nlohmann::json verdict = toJson(p.slos);
    const BandReading reading = readAgainstBand(p);
    return {
        {"verdict", p.pass ? "PASS" : "FAIL"},
        {"fits", p.fits},
        {"deployable", p.deployable},
        {"saturated", p.saturated},
        {"capacity_rps", finiteOrNull(p.capacityRps)},
        {"slo_capacity_rps", finiteOrNull(p.sloCapacityRps)},
        {"utilisation", p.utilisation},
        {"binding", bindingName(p.binding)},
        {"binding_resource", bindingResource(p.binding)},
        {"failed", verdict["failed"]},
        {"throughput_tok_s", p.throughputTokS},
        {"ttft_ms_p50", finiteOrNull(p.ttftMsP50)},
        {"ttft_ms_p99", finiteOrNull(p.ttftMsP99)},
        {"tpot_ms_p50", finiteOrNull(p.tpotMsP50)},
        {"tpot_ms_p99", finiteOrNull(p.tpotMsP99)},
        {"success_rate", p.successRate},
        {"eur_per_mtok", finiteOrNull(p.eurPerMtok)},
        {"eur_per_hour", p.eurPerHour},
        {"watts", p.watts},
        {"bytes_per_token", p.bytesPerToken},
        {"memory_gib",
         {{"capacity", p.hbmGib},
          {"weights", p.weightsGib},
          {"kv_capacity", p.kvCapacityGib},
          {"kv_used", p.kvUsedGib},
          {"activations", p.activationsGib},
          {"reserve", p.reserveGib},
          {"needed", p.neededGib},
          {"budget", p.budgetGib}}},
        {"kv_token_capacity", p.kvTokenCapacity},
        {"concurrency", p.concurrency},
        {"decode_batch", p.decodeBatch},
        {"parallelism",
         {{"tensor", p.tp}, {"pipeline", p.pp}, {"replicas", p.replicas}, {"accelerators", p.accelerators}}},
        {"time_share",
         {{"compute", p.shareCompute},
          {"hbm_bandwidth", p.shareMemory},
          {"host_memory", p.shareHost},
          {"interconnect", p.shareComm},
          {"overhead", p.shareOverhead}}},
        {"margins", verdict["margins"]},
        {"calibrated", p.calibrated},
        {"band", p.band},
        {"band_basis", bandBasisName(p.bandBasis)},
        {"band_widened_for_moe", p.moeBand},
        {"ranges", p.bandBasis == BandBasis::Unverified // no band earned: no range claimed
                       ? nlohmann::json(nullptr)
                       : nlohmann::json{{"throughput_tok_s", range(p.throughputTokS, p.band)},
                                        {"ttft_ms_p99", range(p.ttftMsP99, p.band)},
                                        {"tpot_ms_p99", range(p.tpotMsP99, p.band)}}},
        {"within_band", reading.within},
        {"within_band_slo", bandSlo(p.slos, reading)},
    };
}

nlohmann::json toJson(const ModelShape& m) {
    nlohmann::json j = {
        {"architecture", m.architecture},
        {"model_type", m.modelType},
        {"params_total", m.paramsTotal},
        {"params_active", m.paramsActive},
        {"layers", m.layers},
        {"hidden", m.hidden},
        {"heads", m.heads},
        {"kv_heads", m.kvHeads},
        {"head_dim", m.headDim},
        {"intermediate", m.intermediate},
        {"vocab", m.vocab},
        {"tied_embeddings", m.tiedEmbeddings},
        {"kv_bytes_per_token", m.kvElementsPerToken() * 2.0},
        {"kv_bytes_per_token_by_precision", {{"bf16", m.kvElementsPerToken() * 2.0}, {"fp8", m.kvElementsPerToken()}}},
        {"flops_per_token", m.linearFlopsPerToken()},
        {"attention_flops_per_context_token", m.attentionFlopsDecode * m.layers},
        {"moe", m.isMoe()},
        {"mla", m.mla},
    };
    if (m.isMoe())
        j["experts"] = {{"routed", m.experts},
                        {"per_token", m.expertsPerToken},
                        {"width", m.expertIntermediate},
                        {"shared_width", m.sharedIntermediate},
                        {"moe_layers", m.moeLayers}};
    if (m.mla)
        j["mla_dims"] = {{"kv_lora_rank", m.kvLoraRank},
                         {"q_lora_rank", m.qLoraRank},
                         {"qk_nope_head_dim", m.qkNopeDim},
                         {"qk_rope_head_dim", m.qkRopeDim},
                         {"v_head_dim", m.vHeadDim}};
    return j;
}

} // namespace luma
