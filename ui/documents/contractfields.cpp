#include "ui/documents/contractfields.h"

#include "core/numeric/precision.h"

#include <QString>
#include <QtGlobal>

#include <cstring>
#include <string>

namespace luma::ui {

namespace {

const char* const kGeneral = QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Contract");
const char* const kPrecision = QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Precision");
const char* const kWorkload = QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Workload");
const char* const kSlo = QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Service-level objectives (empty: none)");
const char* const kEconomics = QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Economics (empty: none)");

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
        {"name", kGeneral, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Name"), "",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "The contract's name (name)"), K::Text, nullptr, nullptr,
         true},
        {"description", kGeneral, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Description"), "",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Free text, kept in the file (description)"), K::Text},
        {"precision.weights", kPrecision, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Weights"), "",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Stored weight format (precision.weights)"), K::Precision,
         nullptr, "bf16"},
        // No fallback: core's default follows the weights (fp8 weights keep an fp8 KV cache).
        {"precision.kv_cache", kPrecision, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "KV cache"), "",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "KV-cache element format (precision.kv_cache)"), K::Precision},
        {"precision.activations", kPrecision, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Activations"), "",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Math format of the activations (precision.activations)"),
         K::Precision, nullptr, "bf16"},
        {"workload.input_tokens", kWorkload, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Input"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "tokens"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Prompt length per request (workload.input_tokens)"),
         K::Number},
        {"workload.output_tokens", kWorkload, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Output"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "tokens"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Generated tokens per request (workload.output_tokens)"),
         K::Number},
        {"workload.arrival.kind", kWorkload, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Arrival"), "",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument",
                           "offline: all requests queued at t=0; poisson: a request rate; closed: a fixed concurrency"),
         K::Arrival, nullptr, "offline"},
        {"workload.arrival.requests", kWorkload, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Requests"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "requests"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Requests in one experiment (workload.arrival.requests)"),
         K::Number, nullptr, "1000"},
        // An empty rate or concurrency is left out: core then names the missing key.
        {"workload.arrival.rate_rps", kWorkload, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Rate"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "req/s"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Poisson arrival rate (workload.arrival.rate_rps)"), K::Number,
         "poisson"},
        {"workload.arrival.concurrency", kWorkload, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Concurrency"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "requests"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument",
                           "Requests in flight in a closed loop (workload.arrival.concurrency)"),
         K::Number, "closed"},
        {"slo.ttft_ms_p50", kSlo, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "TTFT p50 ≤"), "ms",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Time to first token, median (slo.ttft_ms_p50)"), K::Number},
        {"slo.ttft_ms_p99", kSlo, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "TTFT p99 ≤"), "ms",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Time to first token, 99th percentile (slo.ttft_ms_p99)"),
         K::Number},
        {"slo.tpot_ms_p50", kSlo, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "TPOT p50 ≤"), "ms",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Time per output token, median (slo.tpot_ms_p50)"), K::Number},
        {"slo.tpot_ms_p99", kSlo, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "TPOT p99 ≤"), "ms",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Time per output token, 99th percentile (slo.tpot_ms_p99)"),
         K::Number},
        {"slo.throughput_tok_s_min", kSlo, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Throughput ≥"), "tok/s",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument",
                           "Output tokens per second, whole machine (slo.throughput_tok_s_min)"),
         K::Number},
        {"slo.success_rate_min", kSlo, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Success rate ≥"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "fraction"),
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Share of requests served, in (0, 1] (slo.success_rate_min)"),
         K::Number},
        {"economics.eur_per_mtok_max", kEconomics, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Cost ≤"),
         "€/1M tok",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument",
                           "Euros per million output tokens (economics.eur_per_mtok_max)"),
         K::Number},
        {"economics.watts_max", kEconomics, QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Power ≤"), "W",
         QT_TRANSLATE_NOOP("luma::ui::ContractDocument", "Power of the whole machine (economics.watts_max)"),
         K::Number},
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
