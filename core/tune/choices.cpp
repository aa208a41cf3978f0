#include "core/tune/choices.h"

#include "core/predict/deployment.h"
#include "core/util/json_file.h"
#include "core/util/json_reader.h"
#include "core/util/number_text.h"
#include "core/util/sha256.h"

#include <algorithm>

namespace luma {

namespace {

// Where one value sits, for errors: "tensor_parallel[2] (3)".
struct Where {
    const std::string& file;
    std::string key; // "tensor_parallel[2]"
    [[noreturn]] void fail(const nlohmann::json& value, const std::string& problem) const {
        throw SpecError(file, key, "value " + value.dump() + ": " + problem);
    }
};

long long wholeNumber(const Where& w, const nlohmann::json& v, long long min, long long max) {
    if (!v.is_number_integer() && !(v.is_number_float() && v.get<double>() == static_cast<long long>(v.get<double>())))
        w.fail(v, "expected a whole number");
    const auto n = static_cast<long long>(v.get<double>());
    if (n < min || n > max) w.fail(v, "must be between " + std::to_string(min) + " and " + std::to_string(max));
    return n;
}

Intervention knobIntervention(const Where& w, nlohmann::json spec) {
    spec["name"] = w.key;
    try {
        return parseIntervention(spec, w.file, w.key);
    } catch (const SpecError& e) {
        throw SpecError(w.file, w.key, e.what());
    }
}

// A precision value: "int4", or {"value": "int4", "quality_effect": {...}}.
void readPrecision(const Where& w, const nlohmann::json& v, const char* kind, KnobValue& out) {
    nlohmann::json spec = v.is_object() ? v : nlohmann::json{{"value", v}};
    if (!spec.contains("value") || !spec["value"].is_string())
        w.fail(v, "expected a precision name, or {\"value\": ...}");
    const std::string name = spec["value"].get<std::string>();
    if (!parsePrecision(name)) w.fail(v, "unknown precision \"" + name + "\"; known: " + knownPrecisions());
    for (auto it = spec.begin(); it != spec.end(); ++it)
        if (it.key() != "value" && it.key() != "quality_effect")
            w.fail(v, "unknown key \"" + it.key() + "\"; known here: value quality_effect");
    spec["kind"] = kind;
    out.intervention = knobIntervention(w, spec);
    out.text = name;
}

void readCount(const Where& w, const nlohmann::json& v, const char* kind, KnobValue& out) {
    const long long n = wholeNumber(w, v, 1, JsonReader::kMaxInt);
    out.intervention = knobIntervention(w, {{"kind", kind}, {"value", n}});
    out.text = std::to_string(n);
}

void readChunk(const Where& w, const nlohmann::json& v, KnobValue& out) {
    if (v.is_boolean()) {
        out.flag = v.get<bool>();
        out.text = out.flag ? "on" : "off";
        return;
    }
    const long long n = wholeNumber(w, v, 1, JsonReader::kMaxInt);
    out.flag = true;
    out.intervention = knobIntervention(w, {{"kind", "chunked_prefill"}, {"value", n}});
    out.text = std::to_string(n);
}

void readOffload(const Where& w, const nlohmann::json& v, const Machine& m, KnobValue& out) {
    if (!v.is_number() || v.get<double>() < 0 || v.get<double>() > 1)
        w.fail(v, "expected the share of the KV cache the host tier may hold, in [0, 1] (0: off)");
    const double share = v.get<double>();
    out.text = share == 0 ? "off" : numberText(share);
    if (share == 0) return;
    if (!m.hostMemoryGib)
        w.fail(v, "the machine " + m.name + " has no host memory tier linked to its accelerators to offload KV to");
    out.intervention = knobIntervention(w, {{"kind", "kv_offload"}, {"max_fraction", share}});
}

void readSpeculation(const Where& w, const nlohmann::json& v, KnobValue& out) {
    if (v.is_boolean() && !v.get<bool>()) {
        out.text = "off";
        return;
    }
    if (!v.is_object()) w.fail(v, "expected false (off) or {\"acceptance_rate\": ..., \"draft_tokens\": ...}");
    nlohmann::json spec = v;
    spec["kind"] = "speculative_decoding";
    out.intervention = knobIntervention(w, spec);
    out.text =
        std::to_string(out.intervention->draftTokens) + " drafts @" + numberText(out.intervention->acceptanceRate);
}

void readBackend(const Where& w, const nlohmann::json& v, KnobValue& out) {
    if (!v.is_object() || !v.contains("name") || !v["name"].is_string() || !v.contains("workload"))
        w.fail(
            v,
            "expected {\"name\": \"...\", \"workload\": {...}} (a command, openai-endpoint or llm-emulator workload)");
    for (auto it = v.begin(); it != v.end(); ++it)
        if (it.key() != "name" && it.key() != "workload" && it.key() != "description")
            w.fail(v, "unknown key \"" + it.key() + "\"; known here: name workload description");
    out.backendName = v["name"].get<std::string>();
    out.workloadJson = v["workload"];
    out.workload = parseWorkload(out.workloadJson, w.file, w.key + ".workload");
    if (!out.workload->givesVerdict()) w.fail(v, "a " + out.workload->kindName() + " probe gives no verdict");
    out.text = out.backendName;
}

// The machine and the model can run this value at all (alone; combinations are judged when ranked).
void checkParallel(const Where& w, const nlohmann::json& v, Knob knob, long long n, const Contract& c,
                   const Machine& m) {
    const long long count = m.acceleratorCount;
    if (n > count)
        w.fail(v, "the machine " + m.name + " has " + std::to_string(count) + " accelerator" + (count == 1 ? "" : "s"));
    if (knob == Knob::TensorParallel && c.model && m.accelerator) {
        const std::string why =
            tensorParallelProblem(*c.model, static_cast<int>(n), false, padsAttentionHeads(*m.accelerator));
        if (!why.empty()) w.fail(v, why);
    }
    if (knob == Knob::PipelineParallel && c.model && n > c.model->layers)
        w.fail(v, "the model has only " + std::to_string(c.model->layers) + " layers to split into stages");
}

KnobValue readValue(const Where& w, Knob knob, const nlohmann::json& v, const Contract& c, const Machine& m) {
    KnobValue out;
    out.value = v;
    switch (knob) {
    case Knob::WeightPrecision: readPrecision(w, v, "weight_precision", out); break;
    case Knob::KvPrecision: readPrecision(w, v, "kv_precision", out); break;
    case Knob::MaxSequences: readCount(w, v, "max_batch", out); break;
    case Knob::MaxBatchedTokens: readCount(w, v, "max_batched_tokens", out); break;
    case Knob::ChunkedPrefill: readChunk(w, v, out); break;
    case Knob::TensorParallel:
        readCount(w, v, "tensor_parallel", out);
        checkParallel(w, v, knob, static_cast<long long>(out.intervention->value), c, m);
        break;
    case Knob::PipelineParallel:
    case Knob::Replicas:
        out.number = wholeNumber(w, v, 1, JsonReader::kMaxInt);
        out.text = std::to_string(out.number);
        checkParallel(w, v, knob, out.number, c, m);
        break;
    case Knob::AttentionDataParallel:
        if (!v.is_boolean()) w.fail(v, "expected true or false");
        out.flag = v.get<bool>();
        out.text = out.flag ? "on" : "off";
        break;
    case Knob::KvAdmission:
        if (v != "reserve" && v != "incremental") w.fail(v, "known: reserve incremental");
        out.admission = v == "reserve" ? KvAdmission::Reserve : KvAdmission::Incremental;
        out.text = v.get<std::string>();
        break;
    case Knob::KvOffload: readOffload(w, v, m, out); break;
    case Knob::SpeculativeDecoding: readSpeculation(w, v, out); break;
    case Knob::Backend: readBackend(w, v, out); break;
    }
    return out;
}

KnobChoice readKnob(JsonReader& top, Knob knob, const Contract& c, const Machine& m) {
    const std::string& key = knobName(knob);
    const nlohmann::json& list = top.raw(key);
    if (!list.is_array() || list.empty()) top.fail(key, "expected a non-empty array of the values allowed");
    KnobChoice out;
    out.knob = knob;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Where w{top.file(), key + "[" + std::to_string(i) + "]"};
        out.values.push_back(readValue(w, knob, list[i], c, m));
        for (std::size_t j = 0; j < i; ++j) {
            if (list[j] == list[i]) w.fail(list[i], "listed twice (also " + key + "[" + std::to_string(j) + "])");
            // Runs and the default name a backend by its name: two with one name would mix.
            if (knob == Knob::Backend && out.values[j].backendName == out.values[i].backendName)
                w.fail(list[i], "names backend "
                                " + out.values[i].backendName + "
                                " again (also " +
                                    key + "[" + std::to_string(j) + "])");
        }
    }
    return out;
}

void readDefault(JsonReader& top, Choices& ch) {
    auto d = top.optObject("default");
    if (!d) return;
    for (auto it = d->json().begin(); it != d->json().end(); ++it) {
        auto k = std::find_if(ch.knobs.begin(), ch.knobs.end(),
                              [&](const KnobChoice& kc) { return knobName(kc.knob) == it.key(); });
        if (k == ch.knobs.end()) d->fail(it.key(), "is not one of this file's knobs");
        // A backend is named by its name (as the configurations show it), or written out whole.
        const auto v = std::find_if(k->values.begin(), k->values.end(), [&](const KnobValue& kv) {
            return kv.value == *it || (k->knob == Knob::Backend && it->is_string() && kv.backendName == *it);
        });
        if (v == k->values.end())
            d->fail(it.key(), "value " + it->dump() + " is not among the values " + it.key() + " allows");
        k->defaultIndex = static_cast<int>(v - k->values.begin());
        d->allow({it.key().c_str()});
    }
    d->finish();
}

} // namespace

const std::vector<std::string>& knobNames() {
    static const std::vector<std::string> names = {
        "weight_precision", "kv_precision",         "max_sequences", "max_batched_tokens",      "chunked_prefill",
        "tensor_parallel",  "pipeline_parallel",    "replicas",      "attention_data_parallel", "kv_admission",
        "kv_offload",       "speculative_decoding", "backend"};
    return names;
}

const std::string& knobName(Knob k) { return knobNames()[static_cast<std::size_t>(k)]; }

long long Choices::combinations() const {
    long long n = 1;
    for (const auto& k : knobs) n *= static_cast<long long>(k.values.size());
    return n;
}

Choices parseChoices(const nlohmann::json& doc, const std::filesystem::path& path, const Contract& contract,
                     const Machine& machine) {
    const std::string file = path.string();
    JsonReader top(doc, file);
    top.expectSchema("luma.choices/1");
    Choices ch;
    ch.file = file;
    ch.spec = doc;
    ch.name = top.optString("name").value_or(path.stem().string());
    for (auto it = doc.begin(); it != doc.end(); ++it) {
        const auto& names = knobNames();
        const auto k = std::find(names.begin(), names.end(), it.key());
        if (k == names.end()) continue; // finish() names it with the closest knob
        ch.knobs.push_back(readKnob(top, static_cast<Knob>(k - names.begin()), contract, machine));
    }
    if (top.has("workload")) {
        ch.workload = top.raw("workload");
        ch.workloadSpec = parseWorkload(ch.workload, file, "workload");
    }
    readDefault(top, ch);
    top.allow({"description", "workload"});
    for (const auto& knob : knobNames()) top.allow({knob.c_str()}); // so that a misspelt knob is named
    top.setContext("for luma.choices/1");
    top.finish();
    if (ch.knobs.empty())
        top.fail(
            "schema", "lists no knob; known: " + [] {
                std::string all;
                for (const auto& n : knobNames()) all += (all.empty() ? "" : " ") + n;
                return all;
            }());
    if (ch.combinations() > 10'000'000)
        top.fail("schema", "spans " + std::to_string(ch.combinations()) + " configurations; at most 10000000");
    ch.hash = contentHash(ch.spec);
    return ch;
}

Choices loadChoices(const std::filesystem::path& file, const Contract& contract, const Machine& machine) {
    return parseChoices(readJsonFile(file), file, contract, machine);
}

std::string physicalProblem(const Choices& ch, const WorkloadSpec& workload) {
    if (workload.kind() != WorkloadKind::LlmEmulator) return {};
    for (const auto& k : ch.knobs) {
        const bool applied = k.knob == Knob::WeightPrecision || k.knob == Knob::KvPrecision ||
                             k.knob == Knob::MaxSequences || k.knob == Knob::MaxBatchedTokens ||
                             k.knob == Knob::Backend;
        if (applied) continue;
        return ch.file + ": " + knobName(k.knob) +
               ": the llm-emulator cannot make this knob physical (it applies weight_precision, kv_precision, "
               "max_sequences and max_batched_tokens); rank it without --host, or run a command backend";
    }
    return {};
}

std::string physicalProblem(const Choices& ch) {
    std::vector<const WorkloadSpec*> workloads;
    if (ch.workloadSpec) workloads.push_back(&*ch.workloadSpec);
    for (const auto& k : ch.knobs)
        for (const auto& v : k.values)
            if (v.workload) workloads.push_back(&*v.workload);
    for (const WorkloadSpec* w : workloads)
        if (std::string why = physicalProblem(ch, *w); !why.empty()) return why;
    return {};
}

} // namespace luma
