#include "core/tune/proof.h"

#include "core/qualify/result_judgement.h"
#include "core/util/number_text.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <stdexcept>

namespace luma {

namespace {

// Records the placement of the one run of a batch (the project keeps it before it starts).
class ProofHooks : public RunHooks {
public:
    ProofHooks(EvidenceStore& store, long long campaign, std::string config, std::string key, nlohmann::json state)
        : m_store(store), m_campaign(campaign), m_config(std::move(config)), m_key(std::move(key)),
          m_state(std::move(state)) {}
    std::string placed(std::size_t, const std::string& where, const std::string& agentBuild) override {
        storeId = m_store.beginRun(m_campaign, m_config, m_key, m_state, 0, where, agentBuild);
        host = where;
        return "t" + std::to_string(m_campaign) + "-r" + std::to_string(storeId);
    }
    void telemetry(std::size_t, const nlohmann::json&) override {}
    long long storeId = 0;
    std::string host;

private:
    EvidenceStore& m_store;
    long long m_campaign;
    std::string m_config, m_key;
    nlohmann::json m_state;
};

// What a judged final event says: a verdict, or why it is no evidence.
void observe(const nlohmann::json& event, ProofRun& r) {
    if (event.value("type", "") == "error") {
        r.evidence = event.value("code", "") == "oom";
        r.cause = r.evidence ? "OOM" : event.value("code", "error") + ": " + event.value("message", "");
        return;
    }
    const std::string verdict = event.value("verdict", "");
    if (verdict != "PASS" && verdict != "FAIL") {
        r.evidence = false;
        r.cause = "no verdict (not reported: " + event.value("not_reported", nlohmann::json::array()).dump() + ")";
        return;
    }
    r.pass = verdict == "PASS";
    const auto failed = event.find("failed");
    if (!r.pass)
        r.cause = failed != event.end() && failed->is_array() && !failed->empty() && (*failed)[0].is_string()
                      ? (*failed)[0].get<std::string>()
                      : "FAIL";
}

// The rate a run served (its measured throughput over the contract's output tokens per request).
double servedRate(const nlohmann::json& event, long long outputTokens) {
    const auto m = event.find("metrics");
    if (m == event.end() || !m->is_object()) return 0;
    const auto t = m->find("throughput_tok_s");
    if (t == m->end() || !t->is_number()) return 0;
    const double v = t->get<double>() / static_cast<double>(std::max<long long>(outputTokens, 1));
    return std::isfinite(v) && v > 0 ? v : 0;
}

} // namespace

double roundedRate(double rate) {
    if (!(rate > 0) || !std::isfinite(rate)) return 0;
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", rate); // the shortest decimal a key and a table show alike
    return std::strtod(text, nullptr);
}

Prover::Prover(const Contract& contract, const Choices& choices, EvidenceStore& store, long long campaign,
               ExecutorFor executors, ProofOptions options)
    : m_contract(contract), m_choices(choices), m_store(store), m_campaign(campaign), m_executors(std::move(executors)),
      m_options(std::move(options)) {}

ProofRun Prover::runAt(const Configuration& config, double rate) {
    nlohmann::json spec = m_contract.spec;
    const bool moved = rate > 0 && m_contract.arrival.kind == ArrivalKind::Poisson;
    if (moved) spec["workload"]["arrival"]["rate_rps"] = rate;
    const Contract asked =
        moved ? parseContract(spec, m_contract.file + " (at " + numberText(rate) + " req/s)") : m_contract;
    const std::string configKey = configurationKey(m_choices, config);
    nlohmann::json state = toJson(m_options.state);
    if (rate > 0) state["rate_rps"] = rate;
    const std::string key = canonicalJson(state);
    const std::vector<Intervention> interventions = runInterventions(m_choices, config);
    ProofRun r;
    r.rateRps = rate;
    if (const auto stored = m_store.finishedRun(m_campaign, configKey, key, 0)) {
        const JudgedResult j = judgeResult(asked, stored->result, "the agent on " + stored->host, interventions);
        observe(j.event, r);
        r.servedRps = servedRate(j.event, asked.outputTokens);
        r.evidence = r.evidence && j.protocolError.empty();
        r.runId = stored->id;
        r.replayed = true;
        if (r.evidence) return r;
    }
    RunRequest req;
    req.state = m_options.state;
    for (const auto& iv : interventions) req.interventions.push_back(iv.spec);
    req.contract = asked.spec;
    RunExecutor& exec = m_executors(backendOf(m_choices, config));
    for (int attempt = 0; attempt < m_options.maxTries; ++attempt) {
        r = ProofRun{};
        r.rateRps = rate;
        ProofHooks hooks(m_store, m_campaign, configKey, key, state);
        const std::vector<RunOutcome> ends = exec.run({req}, hooks, m_options.cancel);
        if (ends.size() != 1) throw std::logic_error("the run executor answered one run with another count");
        const RunOutcome& end = ends.front();
        ++m_executed;
        r.runId = hooks.storeId;
        if (end.status == RunOutcome::Status::Cancelled) {
            if (hooks.storeId) m_store.abandonRun(hooks.storeId, "cancelled", end.event, "cancelled");
            throw Cancelled();
        }
        if (end.status == RunOutcome::Status::Refused)
            throw SpecError(m_choices.file, end.refusedKey, "tune cannot go on: " + end.reason);
        nlohmann::json recorded = end.event;
        if (end.status == RunOutcome::Status::Finished) {
            JudgedResult j = judgeResult(asked, end.event, "the agent on " + hooks.host, interventions);
            recorded = std::move(j.event);
            observe(recorded, r);
            r.servedRps = servedRate(recorded, asked.outputTokens);
            if (!j.protocolError.empty()) {
                r.evidence = false;
                r.cause = "protocol error: " + j.protocolError;
            }
        } else {
            r.evidence = false;
            r.cause = end.reason;
        }
        if (hooks.storeId == 0) continue;
        if (r.evidence)
            m_store.finishRun(hooks.storeId, recorded, r.pass ? "PASS" : "FAIL", r.cause, end.telemetry);
        else
            m_store.abandonRun(hooks.storeId, end.interrupted ? "interrupted" : "error", end.event, r.cause);
        if (r.evidence) break;
    }
    return r;
}

void Prover::report(const Configuration& config, double rate, const ProofRun& r) const {
    if (!m_options.progress) return;
    m_options.progress(
        configurationKey(m_choices, config) +
        (rate > 0 ? " at " + numberText(rate) + " req/s" : std::string(" at the contract's load")) + ": " +
        (r.evidence ? (r.pass ? std::string("PASS") : "FAIL (" + r.cause + ")") : "no evidence (" + r.cause + ")") +
        (r.replayed ? " [from the project]" : ""));
}

Proof Prover::prove(const Configuration& config, double predicted, int runs) {
    Proof out;
    if (m_contract.arrival.kind != ArrivalKind::Poisson) {
        // No rate to search: the contract's own load, once; what it served where it passed.
        if (runs <= 0) return out;
        ProofRun r = runAt(config, 0);
        report(config, 0, r);
        if (r.evidence && r.pass) out.measuredRps = r.servedRps;
        if (r.evidence && !r.pass) out.binding = r.cause;
        out.runs.push_back(std::move(r));
        return out;
    }
    const double b = m_options.band > 0 ? m_options.band : 0.2;
    // One the model predicts to fail everywhere (the configuration in place, proven beside the
    // best) starts at the contract's own rate.
    if (!(predicted > 0)) predicted = m_contract.arrival.rateRps;
    double pass = 0, fail = std::numeric_limits<double>::infinity();
    for (int i = 0; i < runs && predicted > 0; ++i) {
        // The prediction first; then a band's step down (nothing passed yet) or up (nothing
        // failed yet); once both are known, bisection between the two.
        double rate = predicted;
        if (i > 0) rate = pass == 0 ? fail * (1 - b) : !std::isfinite(fail) ? pass * (1 + b) : 0.5 * (pass + fail);
        rate = roundedRate(rate);
        if (rate <= pass || rate >= fail) break; // the bracket closed at the rates' resolution
        ProofRun r = runAt(config, rate);
        report(config, rate, r);
        if (r.evidence) {
            if (r.pass)
                pass = std::max(pass, rate);
            else if (rate < fail) {
                fail = rate;
                out.binding = r.cause;
            }
        }
        out.runs.push_back(std::move(r));
    }
    out.measuredRps = pass;
    out.lowestFailRps = std::isfinite(fail) ? fail : 0;
    return out;
}

} // namespace luma
