#include "core/catalog/catalog.h"

#include "core/util/json_file.h"
#include "core/util/json_reader.h"

#include <string_view>

namespace luma {

std::string_view embedded_catalog_json(); // generated from resources/catalog/accelerators.json

double Accelerator::tflopsFor(Precision p) const {
    auto rate = [&](const char* key) {
        auto it = tflopsDense.find(key);
        return it == tflopsDense.end() ? 0.0 : it->second;
    };
    std::vector<const char*> order;
    switch (p) {
    case Precision::FP4: order = {"fp4", "fp8", "bf16"}; break;
    case Precision::INT4: order = {"int4", "int8", "bf16"}; break;
    case Precision::FP8: order = {"fp8", "bf16"}; break;
    case Precision::INT8: order = {"int8", "bf16"}; break;
    case Precision::FP16: order = {"fp16", "bf16"}; break;
    case Precision::BF16: order = {"bf16", "fp16"}; break;
    }
    for (const char* key : order)
        if (double r = rate(key); r > 0) return r;
    return 0.0;
}

Catalog Catalog::fromJson(const nlohmann::json& doc, const std::string& origin) {
    Catalog c;
    c.m_document = doc;
    JsonReader top(doc, origin);
    top.expectSchema("luma.catalog/1");
    top.allow({"notes"});
    c.m_usdToEur = top.object("usd_to_eur").positive("value");
    const auto& list = top.array("accelerators");
    for (std::size_t i = 0; i < list.size(); ++i) {
        JsonReader r = top.element(list, i, "accelerators");
        Accelerator a;
        a.type = r.string("type");
        a.name = r.string("name");
        a.vendor = r.string("vendor");
        a.backend = r.string("backend");
        JsonReader rates = r.object("tflops_dense");
        for (auto it = rates.json().begin(); it != rates.json().end(); ++it) {
            if (!parsePrecision(it.key()))
                rates.fail(it.key(), std::string("unknown precision; known: ") + knownPrecisions());
            a.tflopsDense[it.key()] = rates.positive(it.key());
        }
        if (a.tflopsFor(Precision::BF16) <= 0) rates.fail("bf16", "every accelerator needs a BF16 rate");
        a.hbmGib = r.positive("hbm_gib");
        a.hbmTbps = r.positive("hbm_tbps");
        a.interconnectGbps = r.positive("interconnect_gbps");
        a.tdpW = r.positive("tdp_w");
        a.idleW = r.optNonNegative("idle_w").value_or(0.15 * a.tdpW);
        a.priceUsdPerHour = r.positive("price_usd_per_hour");
        if (r.has("tp_ranks") && a.backend != "neuron")
            r.fail("tp_ranks", "only an accelerator whose backend is neuron counts several tensor-parallel ranks "
                               "(NeuronCores) per accelerator; this one's backend is \"" +
                                   a.backend + "\"");
        a.tensorParallelRanks = static_cast<int>(r.optInteger("tp_ranks", 1, 64).value_or(1));
        JsonReader sources = r.object("sources");
        for (auto it = sources.json().begin(); it != sources.json().end(); ++it)
            a.sources[it.key()] = sources.string(it.key());
        JsonReader d = r.object("derating");
        a.derating.gemm = d.optFraction("gemm").value_or(a.derating.gemm);
        a.derating.moeGemm = d.optFraction("moe_gemm").value_or(a.derating.gemm / 2.0);
        a.derating.memoryBandwidth = d.optFraction("memory_bw").value_or(a.derating.memoryBandwidth);
        a.derating.attentionBandwidth = d.optFraction("attention_bw").value_or(a.derating.attentionBandwidth);
        a.derating.stepOverheadUs = d.optNonNegative("step_overhead_us").value_or(a.derating.stepOverheadUs);
        a.derating.layerOverheadUs = d.optNonNegative("layer_overhead_us").value_or(a.derating.layerOverheadUs);
        a.derating.sequenceOverheadUs =
            d.optNonNegative("sequence_overhead_us").value_or(a.derating.sequenceOverheadUs);
        a.derating.collectiveHopUs = d.optNonNegative("collective_hop_us").value_or(a.derating.collectiveHopUs);
        a.derating.moeHalfTokens = d.optNonNegative("moe_half_tokens").value_or(a.derating.moeHalfTokens);
        a.derating.overlap = d.optNumber("overlap").value_or(a.derating.overlap);
        if (!(a.derating.overlap >= 0 && a.derating.overlap <= 1))
            d.fail("overlap", "must be a share in [0, 1], found " + nlohmann::json(a.derating.overlap).dump());
        a.derating.gqaKvRereads = d.optNumber("gqa_kv_rereads").value_or(a.derating.gqaKvRereads);
        if (!(a.derating.gqaKvRereads >= 0 && a.derating.gqaKvRereads <= 1))
            d.fail("gqa_kv_rereads",
                   "must be a share in [0, 1], found " + nlohmann::json(a.derating.gqaKvRereads).dump());
        a.derating.runtimeReserveGib = d.optNonNegative("runtime_reserve_gib").value_or(a.derating.runtimeReserveGib);
        a.derating.calibrated = d.optBool("calibrated").value_or(false);
        a.derating.band = d.optPositive("band").value_or(a.derating.calibrated ? 0.15 : 0.35);
        a.derating.rationale = d.string("rationale");
        d.finish();
        r.finish();
        c.m_accelerators.push_back(std::move(a));
    }
    top.allow({"quality_effects"}); // read by core/model/quality.cpp
    top.finish();
    return c;
}

const Catalog& Catalog::builtin() {
    static const Catalog catalog = [] {
        std::string text(embedded_catalog_json());
        return fromJson(parseJsonText(text, "catalog/accelerators.json"), "catalog/accelerators.json");
    }();
    return catalog;
}

const Accelerator* Catalog::find(const std::string& type) const {
    for (const auto& a : m_accelerators)
        if (a.type == type) return &a;
    return nullptr;
}

std::vector<std::string> Catalog::types() const {
    std::vector<std::string> out;
    for (const auto& a : m_accelerators) out.push_back(a.type);
    return out;
}

const Accelerator& Catalog::get(const std::string& type, const std::string& file, const std::string& key) const {
    if (const auto* a = find(type)) return *a;
    throw SpecError(file, key, unknownNameMessage("accelerator", type, types()));
}

} // namespace luma
