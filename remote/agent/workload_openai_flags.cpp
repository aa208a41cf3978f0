#include "remote/agent/workload_openai_flags.h"

#include "core/util/number_text.h"
#include "remote/agent/workload.h"

#include <algorithm>
#include <map>
#include <set>

namespace luma::agent {

namespace {

// Something the run asks the server to be, and the placeholders that can tell it so.
struct Source {
    std::string what; // for errors: "the state's hbm_gib", "intervention \"mseq\" (max_batch)"
    std::string key;  // in `mechanisms`
    std::vector<std::string> carriers;
    nlohmann::json spec;
};

std::set<std::string> usedPlaceholders(const OpenAiServerOptions& s) {
    std::set<std::string> used;
    for (const auto& a : s.argv)
        for (auto& p : placeholdersIn(a)) used.insert(std::move(p));
    for (const auto& [name, value] : s.env)
        for (auto& p : placeholdersIn(value)) used.insert(std::move(p));
    return used;
}

std::string kindName(InterventionKind k) { return interventionKindNames().at(static_cast<std::size_t>(k)); }

// The placeholder an intervention sets and its value; "" for a kind no server flag carries.
std::string placeholderOf(const Intervention& iv, std::string& value) {
    switch (iv.kind) {
    case InterventionKind::TensorParallel: value = numberText(iv.value); return "tensor_parallel";
    case InterventionKind::MaxBatch: value = numberText(iv.value); return "max_num_seqs";
    case InterventionKind::MaxBatchedTokens: value = numberText(iv.value); return "max_num_batched_tokens";
    case InterventionKind::ChunkedPrefill: value = numberText(iv.value); return "prefill_chunk";
    case InterventionKind::WeightPrecision: value = precisionName(iv.precision); return "weight_precision";
    case InterventionKind::KvPrecision: value = precisionName(iv.precision); return "kv_precision";
    case InterventionKind::SpeculativeDecoding: value = std::to_string(iv.draftTokens); return "num_speculative_tokens";
    case InterventionKind::KvOffload: value = numberText(iv.value); return "kv_offload_fraction";
    case InterventionKind::Compression: break;
    }
    return {};
}

void readInterventions(const std::vector<Intervention>& interventions, std::map<std::string, std::string>& values,
                       std::vector<Source>& sources) {
    for (const Intervention& iv : interventions) {
        std::string value;
        const std::string name = placeholderOf(iv, value);
        const std::string what = "intervention \"" + iv.name + "\" (" + kindName(iv.kind) + ")";
        if (name.empty())
            throw RunError(protocol::ErrorCode::Unenforceable,
                           "the openai-endpoint workload cannot apply " + what + ": no server flag carries it");
        values[name] = value;
        sources.push_back({what, "intervention:" + iv.name, {name}, iv.spec});
    }
}

void readState(const OpenAiEndpointOptions& o, const nlohmann::json& state, bool tpSet,
               std::map<std::string, std::string>& values, std::vector<Source>& sources) {
    if (!state.is_object()) return;
    for (auto it = state.begin(); it != state.end(); ++it) {
        const std::string& k = it.key();
        if (!it->is_number())
            throw RunError(protocol::ErrorCode::BadState, "state." + k + ": expected a number, found " + it->dump());
        const double v = it->get<double>();
        Source src{"the state's " + k, k, {k}, {}};
        values[k] = numberText(v);
        if (k == "accelerator_count" && !tpSet) {
            values["tensor_parallel"] = numberText(v);
            src.carriers.push_back("tensor_parallel");
        }
        if (k == "hbm_gib" && o.server->deviceMemoryGib) {
            const double share = v / *o.server->deviceMemoryGib;
            if (!(share > 0 && share <= 1))
                throw RunError(protocol::ErrorCode::BadState, "state.hbm_gib " + numberText(v) +
                                                                  " is not within server.device_memory_gib " +
                                                                  numberText(*o.server->deviceMemoryGib));
            values["gpu_memory_utilization"] = numberText(share);
            src.carriers.push_back("gpu_memory_utilization");
        }
        sources.push_back(std::move(src));
    }
}

// The engine's own words for the values the run sets and its command uses (server.values; the
// defaults are written in them already); a value the map lacks is one the engine cannot take.
void applyValueMaps(const OpenAiServerOptions& s, const std::set<std::string>& used, const std::vector<Source>& sources,
                    std::map<std::string, std::string>& values) {
    for (const auto& [name, map] : s.values) {
        const auto v = values.find(name);
        const bool fromRun = std::any_of(sources.begin(), sources.end(), [&name = name](const Source& src) {
            return std::find(src.carriers.begin(), src.carriers.end(), name) != src.carriers.end();
        });
        if (v == values.end() || !used.count(name) || !fromRun) continue;
        const auto mapped = map.find(v->second);
        if (mapped == map.end()) {
            std::string known;
            for (const auto& [from, to] : map) known += (known.empty() ? "" : " ") + from;
            throw RunError(protocol::ErrorCode::Unenforceable, "the server cannot take {" + name + "}=" + v->second +
                                                                   ": server.values." + name + " maps only " + known);
        }
        v->second = mapped->second;
    }
}

std::string carrierList(const std::vector<std::string>& carriers) {
    std::string out;
    for (const auto& c : carriers) out += (out.empty() ? "{" : " or {") + c + "}";
    return out;
}

} // namespace

ServerCommand serverCommand(const OpenAiEndpointOptions& o, const nlohmann::json& state,
                            const std::vector<Intervention>& interventions, const std::string& runId) {
    const OpenAiServerOptions& s = *o.server;
    std::map<std::string, std::string> values = s.defaults;
    values["model"] = o.model;
    values["host"] = o.endpoint.host;
    values["port"] = std::to_string(o.endpoint.port);
    values["url"] = o.endpoint.text();
    std::vector<Source> sources;
    readInterventions(interventions, values, sources);
    const bool tpSet = std::any_of(interventions.begin(), interventions.end(),
                                   [](const Intervention& iv) { return iv.kind == InterventionKind::TensorParallel; });
    readState(o, state, tpSet, values, sources);

    const std::set<std::string> used = usedPlaceholders(s);
    applyValueMaps(s, used, sources, values);
    ServerCommand out;
    for (const Source& src : sources) {
        std::string carried;
        for (const auto& c : src.carriers)
            if (used.count(c)) carried += (carried.empty() ? "{" : ", {") + c + "}=" + values.at(c);
        if (carried.empty())
            throw RunError(protocol::ErrorCode::Unenforceable,
                           src.what + " reaches the server only through " + carrierList(src.carriers) +
                               ", which its command (server.argv, server.env) does not use");
        out.mechanisms[src.key] = {{"mechanism", "the server's command: " + carried}};
        if (!src.spec.is_null()) out.mechanisms[src.key]["spec"] = src.spec;
    }
    for (const std::string& name : used)
        if (!values.count(name))
            throw RunError(protocol::ErrorCode::BadWorkload,
                           "the server's command uses {" + name + "}, which this run does not set" +
                               (name == "gpu_memory_utilization" ? " (it comes from the state's hbm_gib and "
                                                                   "server.device_memory_gib)"
                                                                 : "") +
                               ": give it a value in server.defaults");
    for (const auto& a : s.argv) out.argv.push_back(fillPlaceholders(a, values));
    for (const auto& [name, value] : s.env) out.env.push_back(name + "=" + fillPlaceholders(value, values));
    nlohmann::json stateJson = state.is_object() ? state : nlohmann::json::object();
    if (!interventions.empty()) {
        stateJson["interventions"] = nlohmann::json::array();
        for (const auto& iv : interventions) stateJson["interventions"].push_back(iv.spec);
    }
    out.env.push_back("LUMA_STATE_JSON=" + stateJson.dump());
    out.env.push_back("LUMA_RUN_ID=" + runId);
    return out;
}

void requireNothingToApply(const nlohmann::json& state, const std::vector<Intervention>& interventions) {
    const std::string hint = ": the workload drives a server it did not start; give it a server command "
                             "(server.argv) whose flags carry it";
    if (state.is_object() && !state.empty())
        throw RunError(protocol::ErrorCode::Unenforceable,
                       "the openai-endpoint workload cannot apply the state's " + state.begin().key() + hint);
    if (!interventions.empty())
        throw RunError(protocol::ErrorCode::Unenforceable, "the openai-endpoint workload cannot apply intervention \"" +
                                                               interventions.front().name + "\"" + hint);
}

} // namespace luma::agent
