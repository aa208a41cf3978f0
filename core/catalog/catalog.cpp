#include "core/catalog/catalog.h"

#include "core/util/json_file.h"
#include "core/util/json_reader.h"

#include <algorithm>
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

namespace {

// The derating keys over `base`: an accelerator's own (stack = false; an unset moe_gemm is half
// of gemm, the band follows calibrated) or a serving stack's override of them (stack = true;
// what it leaves unset is the accelerator's). Each states its rationale.
Derating readDerating(JsonReader& d, const Derating& base, bool stack) {
    Derating out = base;
    out.gemm = d.optFraction("gemm").value_or(base.gemm);
    out.moeGemm = d.optFraction("moe_gemm").value_or(stack ? base.moeGemm : out.gemm / 2.0);
    out.memoryBandwidth = d.optFraction("memory_bw").value_or(base.memoryBandwidth);
    out.attentionBandwidth = d.optFraction("attention_bw").value_or(base.attentionBandwidth);
    out.stepOverheadUs = d.optNonNegative("step_overhead_us").value_or(base.stepOverheadUs);
    out.layerOverheadUs = d.optNonNegative("layer_overhead_us").value_or(base.layerOverheadUs);
    out.sequenceOverheadUs = d.optNonNegative("sequence_overhead_us").value_or(base.sequenceOverheadUs);
    out.collectiveHopUs = d.optNonNegative("collective_hop_us").value_or(base.collectiveHopUs);
    out.moeHalfTokens = d.optNonNegative("moe_half_tokens").value_or(base.moeHalfTokens);
    out.overlap = d.optNumber("overlap").value_or(base.overlap);
    if (!(out.overlap >= 0 && out.overlap <= 1))
        d.fail("overlap", "must be a share in [0, 1], found " + nlohmann::json(out.overlap).dump());
    out.gqaKvRereads = d.optNumber("gqa_kv_rereads").value_or(base.gqaKvRereads);
    if (!(out.gqaKvRereads >= 0 && out.gqaKvRereads <= 1))
        d.fail("gqa_kv_rereads", "must be a share in [0, 1], found " + nlohmann::json(out.gqaKvRereads).dump());
    out.runtimeReserveGib = d.optNonNegative("runtime_reserve_gib").value_or(base.runtimeReserveGib);
    out.calibrated = d.optBool("calibrated").value_or(stack && base.calibrated);
    out.band = d.optPositive("band").value_or(stack ? base.band : out.calibrated ? 0.15 : 0.35);
    out.rationale = d.string("rationale");
    if (stack) d.finish();
    return out;
}

} // namespace

Catalog Catalog::fromJson(const nlohmann::json& doc, const std::string& origin) {
    Catalog c;
    c.m_document = doc;
    JsonReader top(doc, origin);
    top.expectSchema("luma.catalog/1");
    top.allow({"notes"});
    c.m_usdToEur = top.object("usd_to_eur").positive("value");
    JsonReader stackList = top.object("serving_stacks");
    for (auto it = stackList.json().begin(); it != stackList.json().end(); ++it)
        c.m_stacks.push_back({it.key(), stackList.string(it.key())});
    if (c.m_stacks.empty()) top.fail("serving_stacks", "names no serving stack");
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
        a.derating = readDerating(d, a.derating, false);
        if (auto overrides = d.optObject("stacks"))
            for (auto it = overrides->json().begin(); it != overrides->json().end(); ++it) {
                if (!c.hasStack(it.key()))
                    overrides->fail(it.key(), unknownNameMessage("serving stack", it.key(), c.servingStackNames()) +
                                                  " (the catalog's serving_stacks name them)");
                JsonReader o = overrides->object(it.key());
                Accelerator variant = a;
                variant.derating = readDerating(o, a.derating, true);
                variant.derating.rationale =
                    a.derating.rationale + " Served by " + it.key() + ": " + variant.derating.rationale;
                c.m_stackVariants.emplace(std::make_pair(a.type, it.key()), std::move(variant));
            }
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

bool Catalog::hasStack(const std::string& name) const {
    return std::any_of(m_stacks.begin(), m_stacks.end(), [&](const ServingStack& s) { return s.name == name; });
}

std::vector<std::string> Catalog::servingStackNames() const {
    std::vector<std::string> out;
    for (const auto& s : m_stacks) out.push_back(s.name);
    return out;
}

const Accelerator& Catalog::forStack(const Accelerator& a, const std::string& stack) const {
    if (find(a.type) != &a) return a;
    auto it = m_stackVariants.find({a.type, stack});
    return it == m_stackVariants.end() ? a : it->second;
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
