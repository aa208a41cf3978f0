#pragma once
// The insights fixture (tst_insights, the workbench's insights view): two projects with five
// campaigns, qualified for real by the core qualifier on a scripted executor whose "measured"
// figures are the predictor's at each state (with the run's intervention), scaled by the
// campaign's host speed; a state the model does not fit ends as the agent's out-of-memory.
//   a.luma  chat-a          decode-heavy chat, llama-3.1-8b fp8 on one h100, int4-weights   node-1
//           chat-b          longer answers, the same shape                                 node-1
//   b.luma  chat-slow-host  chat-a's contract on a host kSlowHost as fast as the model     node-2
//           rag             prefill-heavy (6000 in, 200 out): compute binds                 node-2
//           no-model        a command contract without a model (x + y >= 7)                 node-2
#include "proven_oom.h"
#include "specs.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/prior.h"
#include "core/qualify/qualifier.h"
#include "core/qualify/result_judgement.h"

#include <fstream>
#include <string>

namespace luma::test {

// The slow host's speed against the model's: its runs measure this share of the predicted throughput.
inline constexpr double kSlowHost = 0.6;

// Runs a campaign's states on the predictor: measured throughput is the model's times `speed`,
// latencies the model's over `speed`; a state the model does not fit is the agent's OOM.
class ModelExecutor : public RunExecutor {
public:
    ModelExecutor(const Campaign& c, double speed, std::string host)
        : m_c(c), m_speed(speed), m_host(std::move(host)) {}
    std::vector<RunOutcome> run(const std::vector<RunRequest>& batch, RunHooks& hooks, const CancelToken*) override {
        std::vector<RunOutcome> out;
        for (std::size_t i = 0; i < batch.size(); ++i) {
            hooks.placed(i, m_host, "build-1");
            out.push_back(m_c.contract.model ? modelled(batch[i]) : truth(batch[i]));
        }
        return out;
    }

private:
    RunOutcome modelled(const RunRequest& r) const {
        std::vector<Intervention> applied;
        if (r.intervention) applied.push_back(*r.intervention);
        const Prediction p = PredictorPrior(m_c, applied).predictAt(latticeStateOf(m_c.space, r.state));
        if (!p.fits) return provenOom(r.state);
        RunOutcome o;
        const nlohmann::json metrics = {
            {"throughput_tok_s", p.throughputTokS * m_speed}, {"ttft_ms_p50", p.ttftMsP50 / m_speed},
            {"ttft_ms_p99", p.ttftMsP99 / m_speed},           {"tpot_ms_p50", p.tpotMsP50 / m_speed},
            {"tpot_ms_p99", p.tpotMsP99 / m_speed},           {"success_rate", 1.0}};
        o.status = RunOutcome::Status::Finished;
        o.event = {
            {"type", "result"}, {"metrics", metrics}, {"verdict", judgeMetrics(m_c.contract, metrics)["verdict"]}};
        return o;
    }
    // A campaign without a model: PASS when x + y >= 7.
    static RunOutcome truth(const RunRequest& r) {
        const bool pass = r.state.at("x") + r.state.at("y") >= 7;
        RunOutcome o;
        o.status = RunOutcome::Status::Finished;
        o.event = {
            {"type", "result"}, {"verdict", pass ? "PASS" : "FAIL"}, {"metrics", {{"throughput_tok_s", pass ? 1 : 0}}}};
        return o;
    }
    const Campaign& m_c;
    double m_speed;
    std::string m_host;
};

inline nlohmann::json chatSpace() {
    return {{"schema", "luma.space/1"},
            {"dims",
             {{{"resource", "hbm_gib"}, {"levels", {8, 12, 16, 24}}},
              {{"resource", "hbm_bandwidth_fraction"}, {"levels", {0.25, 0.5, 0.75, 1.0}}}}}};
}

inline nlohmann::json ragSpace() {
    return {{"schema", "luma.space/1"},
            {"dims",
             {{{"resource", "hbm_gib"}, {"levels", {12, 16, 24, 32}}},
              {{"resource", "compute_fraction"}, {"levels", {0.25, 0.5, 0.75, 1.0}}}}}};
}

inline nlohmann::json withSlo(nlohmann::json contract, const nlohmann::json& slo) {
    contract["slo"] = slo;
    return contract;
}

inline void qualifyInto(const std::string& dir, const std::string& project, const std::string& name,
                        const nlohmann::json& contract, const nlohmann::json& space, double speed,
                        const std::string& host, bool interventions) {
    nlohmann::json doc = {{"schema", "luma.campaign/1"},
                          {"name", name},
                          {"contract", contract},
                          {"space", space},
                          {"workload", {{"kind", "command"}, {"argv", {"true"}}}},
                          {"search", {{"noise_band", 0.02}, {"max_repeats", 2}}}};
    if (contract.contains("model")) doc["machine"] = machineJson("h100-sxm");
    if (interventions)
        doc["interventions"] = {{{"name", "int4-weights"}, {"kind", "weight_precision"}, {"value", "int4"}}};
    const std::string file = dir + "/" + name + ".json";
    std::ofstream(file) << doc.dump();
    const Campaign c = loadCampaign(file);
    EvidenceStore store(project);
    ModelExecutor ex(c, speed, host);
    qualify(c, store, ex, {});
}

// Writes the two projects into `dir` as a.luma and b.luma; `a` and `b` get their paths.
inline void writeInsightsFixture(const std::string& dir, std::string& a, std::string& b) {
    a = dir + "/a.luma";
    b = dir + "/b.luma";
    const nlohmann::json shortChat = contractJson("llama-3.1-8b.json", 512, 512);
    const nlohmann::json longAnswers = contractJson("llama-3.1-8b.json", 256, 1024);
    const nlohmann::json rag = contractJson("llama-3.1-8b.json", 6000, 200);
    const nlohmann::json tight = {{"tpot_ms_p99", 20}, {"throughput_tok_s_min", 4000}};
    qualifyInto(dir, a, "chat-a", withSlo(shortChat, tight), chatSpace(), 1.0, "node-1", true);
    qualifyInto(dir, a, "chat-b", withSlo(longAnswers, {{"tpot_ms_p99", 15}, {"throughput_tok_s_min", 2000}}),
                chatSpace(), 1.0, "node-1", false);
    qualifyInto(dir, b, "chat-slow-host", withSlo(shortChat, tight), chatSpace(), kSlowHost, "node-2", false);
    qualifyInto(dir, b, "rag", withSlo(rag, {{"ttft_ms_p99", 3000}, {"throughput_tok_s_min", 500}}), ragSpace(), 1.0,
                "node-2", false);
    qualifyInto(
        dir, b, "no-model",
        {{"schema", "luma.contract/1"},
         {"name", "c"},
         {"workload", {{"input_tokens", 1}, {"output_tokens", 1}, {"arrival", {{"kind", "offline"}}}}},
         {"slo", {{"throughput_tok_s_min", 1}}}},
        {{"schema", "luma.space/1"},
         {"dims",
          {{{"resource", "x"}, {"levels", {1, 2, 3, 4, 5, 6}}}, {{"resource", "y"}, {"levels", {1, 2, 3, 4, 5, 6}}}}}},
        1.0, "node-2", false);
}

} // namespace luma::test
