#include "ui/documents/contractfields.h"

#include "core/numeric/precision.h"

#include <QString>
#include <QtGlobal>

#include <cstring>
#include <string>

namespace luma::ui {

namespace {

#define FIELD_TR(text) QT_TRANSLATE_NOOP("luma::ui::ContractDocument", text)
const char* const kGeneral = FIELD_TR("Contract");
const char* const kPrecision = FIELD_TR("Precision");
const char* const kWorkload = FIELD_TR("Workload");
const char* const kSlo = FIELD_TR("Service-level objectives (empty: none)");
const char* const kEconomics = FIELD_TR("Economics (empty: none)");

std::vector<std::string> pathOf(const char* key) {
    std::vector<std::string> parts;
    std::string part;
    for (const char* c = key; *c; ++c) {
        if (*c == '.') {
            parts.push_back(part);
            part.clear();
        } else {
            part += *c;
        }
    }
    parts.push_back(part);
    return parts;
}

} // namespace

const std::vector<ContractField>& contractFields() {
    using K = ContractField::Kind;
    static const std::vector<ContractField> fields = {
        {"name", kGeneral, FIELD_TR("Name"), "", FIELD_TR("The contract's name (name)"), K::Text, nullptr, nullptr,
         true},
        {"description", kGeneral, FIELD_TR("Description"), "", FIELD_TR("Free text, kept in the file (description)"),
         K::Text},
        {"precision.weights", kPrecision, FIELD_TR("Weights"), "", FIELD_TR("Stored weight format (precision.weights)"),
         K::Precision, nullptr, "bf16"},
        // No fallback: core's default follows the weights (fp8 weights keep an fp8 KV cache).
        {"precision.kv_cache", kPrecision, FIELD_TR("KV cache"), "",
         FIELD_TR("KV-cache element format (precision.kv_cache)"), K::Precision},
        {"precision.activations", kPrecision, FIELD_TR("Activations"), "",
         FIELD_TR("Math format of the activations (precision.activations)"), K::Precision, nullptr, "bf16"},
        {"workload.input_tokens", kWorkload, FIELD_TR("Input"), FIELD_TR("tokens"),
         FIELD_TR("Prompt length per request (workload.input_tokens)"), K::Number},
        {"workload.output_tokens", kWorkload, FIELD_TR("Output"), FIELD_TR("tokens"),
         FIELD_TR("Generated tokens per request (workload.output_tokens)"), K::Number},
        {"workload.arrival.kind", kWorkload, FIELD_TR("Arrival"), "",
         FIELD_TR("offline: all requests queued at t=0; poisson: a request rate; closed: a fixed concurrency"),
         K::Arrival, nullptr, "offline"},
        {"workload.arrival.requests", kWorkload, FIELD_TR("Requests"), FIELD_TR("requests"),
         FIELD_TR("Requests in one experiment (workload.arrival.requests)"), K::Number, nullptr, "1000"},
        // An empty rate or concurrency is left out: core then names the missing key.
        {"workload.arrival.rate_rps", kWorkload, FIELD_TR("Rate"), FIELD_TR("req/s"),
         FIELD_TR("Poisson arrival rate (workload.arrival.rate_rps)"), K::Number, "poisson"},
        {"workload.arrival.concurrency", kWorkload, FIELD_TR("Concurrency"), FIELD_TR("requests"),
         FIELD_TR("Requests in flight in a closed loop (workload.arrival.concurrency)"), K::Number, "closed"},
        {"slo.ttft_ms_p50", kSlo, FIELD_TR("TTFT p50 ≤"), "ms",
         FIELD_TR("Time to first token, median (slo.ttft_ms_p50)"), K::Number},
        {"slo.ttft_ms_p99", kSlo, FIELD_TR("TTFT p99 ≤"), "ms",
         FIELD_TR("Time to first token, 99th percentile (slo.ttft_ms_p99)"), K::Number},
        {"slo.tpot_ms_p50", kSlo, FIELD_TR("TPOT p50 ≤"), "ms",
         FIELD_TR("Time per output token, median (slo.tpot_ms_p50)"), K::Number},
        {"slo.tpot_ms_p99", kSlo, FIELD_TR("TPOT p99 ≤"), "ms",
         FIELD_TR("Time per output token, 99th percentile (slo.tpot_ms_p99)"), K::Number},
        {"slo.throughput_tok_s_min", kSlo, FIELD_TR("Throughput ≥"), "tok/s",
         FIELD_TR("Output tokens per second, whole machine (slo.throughput_tok_s_min)"), K::Number},
        {"slo.success_rate_min", kSlo, FIELD_TR("Success rate ≥"), FIELD_TR("fraction"),
         FIELD_TR("Share of requests served, in (0, 1] (slo.success_rate_min)"), K::Number},
        {"economics.eur_per_mtok_max", kEconomics, FIELD_TR("Cost ≤"), "€/1M tok",
         FIELD_TR("Euros per million output tokens (economics.eur_per_mtok_max)"), K::Number},
        {"economics.watts_max", kEconomics, FIELD_TR("Power ≤"), "W",
         FIELD_TR("Power of the whole machine (economics.watts_max)"), K::Number},
    };
    return fields;
}
#undef FIELD_TR

std::vector<const char*> contractFieldGroups() {
    std::vector<const char*> groups;
    for (const ContractField& f : contractFields())
        if (groups.empty() || std::strcmp(groups.back(), f.group) != 0) groups.push_back(f.group);
    return groups;
}

QStringList contractFieldChoices(ContractField::Kind kind) {
    if (kind == ContractField::Kind::Arrival)
        return {QStringLiteral("offline"), QStringLiteral("poisson"), QStringLiteral("closed")};
    if (kind == ContractField::Kind::Precision) return QString::fromLatin1(knownPrecisions()).split(' ');
    return {};
}

const nlohmann::json* contractValueAt(const nlohmann::json& doc, const char* key) {
    const nlohmann::json* j = &doc;
    for (const std::string& part : pathOf(key)) {
        if (!j->is_object()) return nullptr;
        const auto it = j->find(part);
        if (it == j->end()) return nullptr;
        j = &*it;
    }
    return j;
}

void setContractValue(nlohmann::json& doc, const char* key, nlohmann::json value) {
    nlohmann::json* j = &doc;
    for (const std::string& part : pathOf(key)) {
        if (!j->is_object()) *j = nlohmann::json::object();
        j = &(*j)[part];
    }
    *j = std::move(value);
}

} // namespace luma::ui
