#pragma once
// The bundled tiny campaign's shape without running the emulator: compute_fraction x hbm_gib,
// an llm-emulator workload on the tiny contract (650 tok/s floor), and an executor that answers
// each state as the emulator would, in process and deterministically: below the weights' memory
// an out-of-memory FAIL proved by its numbers (budget, needed, weights, one sequence's KV), else
// 900 tok/s per unit of compute over the contract's 48 requests. Minimum PASS compute 1, hbm
// 0.024; adjacent FAILs: compute 0.5 (throughput), hbm 0.022 (OOM). int4 weights need less
// memory: they recover hbm 0.022. `forged` re-hashes a bundle after an edit, as a forger would.
#include "core/evidence/bundle.h"
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/qualifier.h"
#include "core/util/sha256.h"
#include "specs.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <functional>
#include <string>

namespace luma::test {

class EmulatedExecutor : public RunExecutor {
public:
    // What each run's result looks like, after the emulator's; tests change it to make runs too
    // short, too small, or lie.
    std::function<void(const RunRequest&, nlohmann::json& event)> edit;
    int runs = 0;
    int parallel = 1; // >1: a pool of this many hosts, "emulated-1 (test)", … by place in the batch
    double tokSPerCompute = 900;

    std::vector<RunOutcome> run(const std::vector<RunRequest>& batch, RunHooks& hooks, const CancelToken*) override {
        std::vector<RunOutcome> out;
        for (std::size_t i = 0; i < batch.size(); ++i) {
            hooks.placed(i,
                         parallel > 1 ? "emulated-" + std::to_string(i % parallel + 1) + " (test)" : "emulated (test)",
                         "build-test");
            ++runs;
            RunOutcome o;
            o.status = RunOutcome::Status::Finished;
            o.event = result(batch[i], tokSPerCompute);
            if (edit) edit(batch[i], o.event);
            out.push_back(o);
        }
        return out;
    }
    int parallelism() const override { return parallel; }

    static nlohmann::json result(const RunRequest& r, double tokSPerCompute = 900) {
        const bool int4 = r.intervention && r.intervention->name == "int4-weights";
        const double needed = int4 ? 0.018 : 0.023, budget = r.state.at("hbm_gib");
        nlohmann::json memory = {
            {"budget_gib", budget}, {"weights_gib", needed - 0.002}, {"kv_per_sequence_gib", 0.001}};
        if (budget < needed) {
            memory["needed_gib"] = needed;
            return {{"type", "result"},
                    {"verdict", "FAIL"},
                    {"failed", {"OOM"}},
                    {"cause", "oom"},
                    {"metrics", {{"success_rate", 0.0}, {"throughput_tok_s", 0.0}}},
                    {"memory", memory}};
        }
        const double tput = tokSPerCompute * r.state.at("compute_fraction");
        const double duration = 48.0 * 32.0 / tput; // the output tokens of the completed requests over the time
        const nlohmann::json metrics = {{"throughput_tok_s", tput}, {"ttft_ms_p50", 80.0}, {"ttft_ms_p99", 150.0},
                                        {"tpot_ms_p50", 12.0},      {"tpot_ms_p99", 20.0}, {"success_rate", 1.0},
                                        {"completed", 48},          {"requests", 48},      {"duration_s", duration}};
        return {
            {"type", "result"}, {"verdict", tput >= 650 ? "PASS" : "FAIL"}, {"metrics", metrics}, {"memory", memory}};
    }
};

// The campaign file, in `dir`, with `edit` applied to its document.
inline std::string writeEmulatedCampaign(
    const std::string& dir, const std::string& name,
    const std::function<void(nlohmann::json&)>& edit = [](nlohmann::json&) {}) {
    nlohmann::json dims = {{{"resource", "compute_fraction"}, {"levels", {0.5, 1.0}}},
                           {{"resource", "hbm_gib"}, {"levels", {0.016, 0.022, 0.024, 0.032, 0.064}}}};
    nlohmann::json c = {
        {"schema", "luma.campaign/1"},
        {"name", name},
        {"contract", sourcePath("resources/examples/tiny/contract-campaign.json")},
        {"machine", sourcePath("resources/examples/tiny/machine.json")},
        {"space", {{"schema", "luma.space/1"}, {"dims", dims}}},
        {"workload", {{"kind", "llm-emulator"}, {"max_sequences", 16}, {"max_batched_tokens", 512}}},
        {"interventions", {{{"name", "int4-weights"}, {"kind", "weight_precision"}, {"value", "int4"}}}},
        {"search", {{"noise_band", 0.05}, {"max_repeats", 3}, {"use_model", false}}}};
    edit(c);
    const std::string file = dir + "/" + name + ".json";
    std::ofstream(file) << c.dump(2);
    return file;
}

// Qualifies the campaign into `db` with the emulated executor; returns the report.
inline QualifyReport qualifyEmulated(const std::string& campaignFile, const std::string& db,
                                     EmulatedExecutor* executor = nullptr) {
    EvidenceStore store(db);
    EmulatedExecutor own;
    return qualify(loadCampaign(campaignFile), store, executor ? *executor : own, {});
}

// `bundle` edited by `edit`, then its manifest re-hashed so that every part matches again.
inline nlohmann::json forged(nlohmann::json bundle, const std::function<void(nlohmann::json&)>& edit) {
    edit(bundle);
    for (auto it = bundle["parts"].begin(); it != bundle["parts"].end(); ++it)
        bundle["manifest"]["parts"][it.key()] = contentHash(*it);
    bundle["manifest"]["bundle"] = bundleBodyHash(bundle);
    return bundle;
}

} // namespace luma::test
