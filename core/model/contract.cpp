#include "core/model/contract.h"

#include "core/model/hf_import.h"
#include "core/util/json_file.h"
#include "core/util/json_reader.h"
#include "core/util/sha256.h"

#include <limits>

namespace luma {

namespace {

Precision precisionKey(JsonReader& r, const char* key, Precision fallback) {
    auto name = r.optString(key);
    if (!name) return fallback;
    auto p = parsePrecision(*name);
    if (!p) r.fail(key, "unknown precision \"" + *name + "\"; known: " + knownPrecisions());
    return *p;
}

// The limits: SLOs (with generic <metric>_min / _max bounds), quality bounds, economics.
void readLimits(JsonReader& top, Contract& c) {
    if (auto s = top.optObject("slo")) {
        c.slo.ttftMsP50 = s->optPositive("ttft_ms_p50");
        c.slo.ttftMsP99 = s->optPositive("ttft_ms_p99");
        c.slo.tpotMsP50 = s->optPositive("tpot_ms_p50");
        c.slo.tpotMsP99 = s->optPositive("tpot_ms_p99");
        c.slo.throughputTokSMin = s->optNonNegative("throughput_tok_s_min");
        c.slo.successRateMin = s->optFraction("success_rate_min");
        c.bounds = readGenericBounds(*s, {"ttft_ms_p50", "ttft_ms_p99", "tpot_ms_p50", "tpot_ms_p99",
                                          "throughput_tok_s_min", "success_rate_min"});
        s->finish();
    }
    if (auto q = top.optObject("quality")) {
        c.quality = parseQualitySection(*q);
        for (auto& b : c.quality.bounds) c.bounds.push_back(std::move(b));
        c.quality.bounds.clear();
    }
    if (c.bounds.size() > static_cast<std::size_t>(kMaxMetricBounds))
        top.fail("quality", "the slo and quality sections bound " + std::to_string(c.bounds.size()) +
                                " metrics of their own; at most " + std::to_string(kMaxMetricBounds));
    if (auto e = top.optObject("economics")) {
        c.economics.eurPerMtokMax = e->optPositive("eur_per_mtok_max");
        c.economics.wattsMax = e->optPositive("watts_max");
        e->finish();
    }
}

} // namespace

const char* arrivalKindName(ArrivalKind k) {
    switch (k) {
    case ArrivalKind::Offline: return "offline";
    case ArrivalKind::Poisson: return "poisson";
    case ArrivalKind::Closed: return "closed";
    }
    return "?";
}

Contract parseContract(const nlohmann::json& doc, const std::filesystem::path& path) {
    const std::string file = path.string();
    JsonReader top(doc, file);
    Contract c;
    c.file = file;
    c.spec = doc;
    top.expectSchema("luma.contract/1");
    c.name = top.string("name");

    if (auto model = top.optObject("model")) {
        const auto& ref = model->raw("hf_config");
        if (ref.is_string()) {
            auto configPath = resolveBeside(path, ref.get<std::string>());
            nlohmann::json config;
            try {
                config = readJsonFile(configPath);
            } catch (const SpecError& e) {
                model->fail("hf_config", std::string("cannot read the model config: ") + e.what());
            }
            c.model = importHfConfig(config, configPath.string());
            c.spec["model"]["hf_config"] = config; // hash the content, not the path
        } else if (ref.is_object()) {
            c.model = importHfConfig(ref, file + " (model.hf_config)");
        } else {
            model->fail("hf_config", "expected a path to config.json or an inline config object");
        }
        model->finish();
    }

    if (auto p = top.optObject("precision")) {
        c.precision.weights = precisionKey(*p, "weights", Precision::BF16);
        c.precision.kvCache =
            precisionKey(*p, "kv_cache", c.precision.weights == Precision::FP8 ? Precision::FP8 : Precision::BF16);
        c.precision.activations = precisionKey(*p, "activations", Precision::BF16);
        p->finish();
    }

    JsonReader w = top.object("workload");
    c.inputTokens = w.integer("input_tokens", 1);
    c.outputTokens = w.integer("output_tokens", 1);
    JsonReader a = w.object("arrival");
    std::string kind = a.string("kind");
    if (kind == "offline") {
        c.arrival.kind = ArrivalKind::Offline;
    } else if (kind == "poisson") {
        c.arrival.kind = ArrivalKind::Poisson;
        c.arrival.rateRps = a.positive("rate_rps");
    } else if (kind == "closed") {
        c.arrival.kind = ArrivalKind::Closed;
        c.arrival.concurrency = a.integer("concurrency", 1);
    } else {
        a.fail("kind", "unknown arrival kind \"" + kind + "\"; known: offline poisson closed");
    }
    c.arrival.requests = a.optInteger("requests", 1).value_or(c.arrival.requests);
    a.finish();
    // Poisson and closed-loop clients give up after kDefaultRequestTimeoutS unless the contract
    // says otherwise; an offline batch has no client waiting on a request: none unless stated.
    c.requestTimeoutS = w.optPositive("request_timeout_s")
                            .value_or(c.arrival.kind == ArrivalKind::Offline ? std::numeric_limits<double>::infinity()
                                                                             : kDefaultRequestTimeoutS);
    w.finish();
    // An engine refuses a sequence longer than the model's context (vLLM's max_model_len).
    if (c.model && c.model->contextTokens > 0 && c.inputTokens + c.outputTokens > c.model->contextTokens)
        w.fail("input_tokens", "input " + std::to_string(c.inputTokens) + " + output " +
                                   std::to_string(c.outputTokens) + " = " +
                                   std::to_string(c.inputTokens + c.outputTokens) +
                                   " tokens exceed the model's context of " + std::to_string(c.model->contextTokens) +
                                   " (max_position_embeddings and rope_scaling in its config)");

    readLimits(top, c);
    top.allow({"description"});
    top.finish();
    c.hash = contentHash(c.spec);
    return c;
}

Contract loadContract(const std::filesystem::path& file) { return parseContract(readJsonFile(file), file); }

} // namespace luma
