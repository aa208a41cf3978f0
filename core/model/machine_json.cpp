#include "core/model/machine_json.h"

#include <cmath>

namespace luma {

namespace {

// 450 rather than 450.0: the file reads as one written by hand, and whole figures stay integers.
nlohmann::json number(double v) {
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9.0e15) return static_cast<long long>(v);
    return v;
}

void put(nlohmann::json& out, const char* key, const std::optional<double>& v) {
    if (v) out[key] = number(*v);
}

nlohmann::json runtimeToJson(const Runtime& rt) {
    const Runtime d;
    nlohmann::json out = nlohmann::json::object();
    if (rt.tensorParallel > 0) out["tensor_parallel"] = rt.tensorParallel;
    if (rt.pipelineParallel != d.pipelineParallel) out["pipeline_parallel"] = rt.pipelineParallel;
    if (rt.maxSequences != d.maxSequences) out["max_sequences"] = rt.maxSequences;
    if (rt.maxBatchedTokens != d.maxBatchedTokens) out["max_batched_tokens"] = rt.maxBatchedTokens;
    if (rt.prefillChunkTokens > 0) out["prefill_chunk_tokens"] = rt.prefillChunkTokens;
    if (rt.chunkedPrefill != d.chunkedPrefill) out["chunked_prefill"] = rt.chunkedPrefill;
    if (rt.gpuMemoryUtilization != d.gpuMemoryUtilization)
        out["gpu_memory_utilization"] = number(rt.gpuMemoryUtilization);
    if (rt.kvAdmission != d.kvAdmission)
        out["kv_admission"] = rt.kvAdmission == KvAdmission::Reserve ? "reserve" : "incremental";
    if (rt.kvBlockTokens != d.kvBlockTokens) out["kv_block_tokens"] = rt.kvBlockTokens;
    if (rt.attentionDataParallel != d.attentionDataParallel) out["attention_data_parallel"] = rt.attentionDataParallel;
    if (!rt.servingStack.empty()) out["serving_stack"] = rt.servingStack;
    return out;
}

} // namespace

nlohmann::json machineToJson(const Machine& m) {
    nlohmann::json out = {{"schema", "luma.machine/1"}, {"name", m.name}};
    if (!m.description.empty()) out["description"] = m.description;
    nlohmann::json nodes = nlohmann::json::array();
    for (const auto& n : m.nodes) {
        nlohmann::json j = {{"id", n.id}, {"kind", n.kind}};
        if (!n.type.empty()) j["type"] = n.type;
        if (n.kind == "memory") j["tier"] = n.tier;
        if (n.kind == "accelerator") j["count"] = n.count;
        put(j, "capacity_gib", n.capacityGib);
        put(j, "bandwidth_gbps", n.bandwidthGbps);
        put(j, "power_w", n.powerW);
        put(j, "eur_per_hour", n.eurPerHour);
        if (!n.label.empty()) j["label"] = n.label;
        if (!n.notes.empty()) j["notes"] = n.notes;
        nodes.push_back(std::move(j));
    }
    out["nodes"] = std::move(nodes);
    if (!m.links.empty()) {
        nlohmann::json links = nlohmann::json::array();
        for (const auto& l : m.links) {
            nlohmann::json j = {{"from", l.from}, {"to", l.to}};
            put(j, "bandwidth_gbps", l.bandwidthGbps);
            links.push_back(std::move(j));
        }
        out["links"] = std::move(links);
    }
    if (nlohmann::json rt = runtimeToJson(m.runtime); !rt.empty()) out["runtime"] = std::move(rt);
    if (!m.hostProfile.is_null()) out["host_profile"] = m.hostProfile;
    if (!m.layout.empty()) {
        nlohmann::json layout = nlohmann::json::object();
        for (const auto& [id, p] : m.layout) layout[id] = {{"x", number(p.x)}, {"y", number(p.y)}};
        out["layout"] = std::move(layout);
    }
    return out;
}

bool sameMachine(const Machine& a, const Machine& b) {
    return a.name == b.name && a.description == b.description && a.nodes == b.nodes && a.links == b.links &&
           a.runtime == b.runtime && a.layout == b.layout && a.hostProfileHash == b.hostProfileHash &&
           (a.accelerator == b.accelerator || (a.profileAccelerator && a.accelerator == a.profileAccelerator.get() &&
                                               b.profileAccelerator && b.accelerator == b.profileAccelerator.get())) &&
           a.acceleratorCount == b.acceleratorCount && a.interconnectGbps == b.interconnectGbps &&
           a.hostMemoryGib == b.hostMemoryGib && a.hostMemoryGbps == b.hostMemoryGbps && a.powerCapW == b.powerCapW &&
           a.acceleratorHbmGib == b.acceleratorHbmGib && a.acceleratorPowerW == b.acceleratorPowerW &&
           a.eurPerHourPerAccelerator == b.eurPerHourPerAccelerator;
}

} // namespace luma
