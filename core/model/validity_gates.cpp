#include "core/model/validity_gates.h"

#include "core/util/json_reader.h"

#include <sstream>

namespace luma {

namespace {

constexpr const char* kInvalid = "invalid: ";

std::string shown(double v) {
    std::ostringstream o;
    o << v;
    return o.str();
}

// `metrics[key]` as a number, if it is one.
std::optional<double> number(const nlohmann::json& metrics, const char* key) {
    const auto it = metrics.find(key);
    return it != metrics.end() && it->is_number() ? std::optional(it->get<double>()) : std::nullopt;
}

// Verdicts no run length makes: an out-of-memory end (the agent's budget check, or its error),
// and a command's own "failure".
bool notGated(const nlohmann::json& result) {
    if (!result.is_object() || result.value("type", nlohmann::json()) == "error") return true;
    const auto v = result.find("verdict");
    if (v == result.end() || !v->is_string() || (*v != "PASS" && *v != "FAIL")) return true;
    if (result.value("cause", nlohmann::json()) == "oom") return true;
    const auto m = result.find("metrics");
    return m != result.end() && m->is_object() && m->contains("failure");
}

std::string countText(long long n, const char* what) { return std::to_string(n) + " " + what; }

} // namespace

ValidityGates defaultGates(WorkloadKind kind) {
    ValidityGates g;
    if (kind != WorkloadKind::LlmEmulator) {
        g.source = "none: a command workload states its own in the campaign's gates";
        return g;
    }
    g.minDurationS = kEmulatorMinDurationS;
    g.minCompletedRequests = kEmulatorMinCompletedRequests;
    g.requireSeed = true;
    g.source = "the llm-emulator's defaults";
    return g;
}

ValidityGates readGates(JsonReader& top, WorkloadKind kind) {
    ValidityGates g = defaultGates(kind);
    auto r = top.optObject("gates");
    if (!r) {
        top.allow({"gates"});
        return g;
    }
    g.minDurationS = r->optNonNegative("min_duration_s").value_or(g.minDurationS);
    g.minCompletedRequests = r->optInteger("min_completed_requests", 0).value_or(g.minCompletedRequests);
    g.minWarmupRequests = r->optInteger("min_warmup_requests", 0).value_or(g.minWarmupRequests);
    g.requireSeed = r->optBool("require_seed").value_or(g.requireSeed);
    r->finish();
    g.source = "the campaign's gates";
    return g;
}

ValidityGates gatesOfCampaign(const nlohmann::json& spec, const std::string& origin) {
    JsonReader top(spec, origin);
    const WorkloadKind kind = parseWorkload(top.raw("workload"), origin).kind();
    return readGates(top, kind);
}

std::optional<std::string> runSeed(const WorkloadSpec& workload, const nlohmann::json& result) {
    if (workload.kind() == WorkloadKind::LlmEmulator) return std::to_string(workload.emulator().seed);
    const auto m = result.is_object() ? result.find("metrics") : result.end();
    if (m == result.end() || !m->is_object()) return std::nullopt;
    const auto s = m->find("seed");
    if (s == m->end() || s->is_null()) return std::nullopt;
    return s->is_string() ? s->get<std::string>() : s->dump();
}

std::string belowGates(const ValidityGates& g, const nlohmann::json& result, const std::optional<std::string>& seed) {
    if (!g.any() || notGated(result)) return {};
    const nlohmann::json metrics = result.value("metrics", nlohmann::json::object());
    const auto missing = [](const char* key, const char* gate) {
        return std::string("it reports no ") + key + ", which the gates' " + gate + " needs";
    };
    if (g.minDurationS > 0) {
        const auto d = number(metrics, "duration_s");
        if (!d) return missing("duration_s", "min_duration_s");
        if (*d < g.minDurationS)
            return "it measured " + shown(*d) + " s, below the gates' " + shown(g.minDurationS) +
                   " s (min_duration_s): too short to be a measurement (raise the contract's requests)";
    }
    if (g.minCompletedRequests > 0) {
        const auto c = number(metrics, "completed");
        if (!c) return missing("completed", "min_completed_requests");
        if (*c < static_cast<double>(g.minCompletedRequests))
            return "it completed " + shown(*c) + " requests, below the gates' " +
                   countText(g.minCompletedRequests, "(min_completed_requests)") +
                   ": too few for its percentiles (raise the contract's requests)";
    }
    if (g.minWarmupRequests > 0) {
        const auto w = number(metrics, "warmup_requests");
        if (!w || *w < static_cast<double>(g.minWarmupRequests))
            return "it reports " + (w ? shown(*w) : std::string("no")) +
                   " warm-up requests excluded from its figures (warmup_requests), below the gates' " +
                   countText(g.minWarmupRequests, "(min_warmup_requests)");
    }
    if (g.requireSeed && !seed) return "it records no seed (its metrics carry no \"seed\"; the gates' require_seed)";
    return {};
}

nlohmann::json validityRecord(const ValidityGates& g, const WorkloadSpec& workload, const nlohmann::json& result,
                              const std::string& invalid) {
    const auto seed = runSeed(workload, result);
    nlohmann::json out = {{"gates", toJson(g)}, {"seed", seed ? nlohmann::json(*seed) : nlohmann::json()}};
    out["warmup"] =
        workload.kind() == WorkloadKind::LlmEmulator
            ? "excluded: the model's weights and KV pool are allocated and filled before the measured window"
            : "as the command reports it (metrics.warmup_requests)";
    if (!invalid.empty()) out["invalid"] = invalid;
    return out;
}

std::string gatesText(const ValidityGates& g) {
    if (!g.any()) return "none (" + g.source + ")";
    std::string out;
    const auto add = [&](const std::string& part) { out += (out.empty() ? "" : ", ") + part; };
    if (g.minDurationS > 0) add("at least " + shown(g.minDurationS) + " s measured");
    if (g.minCompletedRequests > 0) add(countText(g.minCompletedRequests, "completed requests"));
    if (g.minWarmupRequests > 0) add(countText(g.minWarmupRequests, "warm-up requests excluded"));
    if (g.requireSeed) add("the seed recorded");
    return out + " (" + g.source + ")";
}

nlohmann::json toJson(const ValidityGates& g) {
    return {{"min_duration_s", g.minDurationS},
            {"min_completed_requests", g.minCompletedRequests},
            {"min_warmup_requests", g.minWarmupRequests},
            {"require_seed", g.requireSeed},
            {"source", g.source}};
}

std::string invalidCause(const std::string& why) { return kInvalid + why; }
bool isInvalidCause(const std::string& cause) { return cause.rfind(kInvalid, 0) == 0; }
std::string invalidReason(const std::string& cause) {
    return isInvalidCause(cause) ? cause.substr(std::string_view(kInvalid).size()) : cause;
}

} // namespace luma
