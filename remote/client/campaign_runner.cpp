#include "remote/client/campaign_runner.h"

#include "remote/client/local_agent.h"

#include "core/model/slo.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/search/pex_search.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace luma::client {

namespace {

nlohmann::json stateJson(const Space& space, const LatticeState& s) {
    nlohmann::json j = nlohmann::json::object();
    for (std::size_t i = 0; i < s.size(); ++i) j[space.dims[i].name] = space.dims[i].levels[static_cast<std::size_t>(s[i])];
    return j;
}

// The predictor as the search's prior: one margin per SLO of the contract, in checkSlos order.
class PredictorPrior : public Prior {
public:
    PredictorPrior(const Campaign& c, const std::vector<Intervention>& interventions)
        : m_c(c), m_interventions(interventions), m_constraints(static_cast<std::size_t>(checkSlos(c.contract, {}).count)) {}
    std::size_t constraints() const override { return m_constraints; }
    void margins(const LatticeState& s, double* out) const override {
        const Prediction p = predictAt(s);
        for (std::size_t k = 0; k < m_constraints; ++k) {
            double m = p.fits && p.deployable ? p.slos.checks[k].margin : -1.0;
            out[k] = std::isfinite(m) ? std::clamp(m, -10.0, 10.0) : (m > 0 ? 10.0 : -10.0);
        }
    }
    Prediction predictAt(const LatticeState& s) const {
        MachineState st;
        for (std::size_t i = 0; i < s.size(); ++i) st.set(m_c.space.dims[i].resource, m_c.space.dims[i].levels[static_cast<std::size_t>(s[i])]);
        return predict(m_c.contract, resolveDeployment(*m_c.machine, m_c.contract.precision, st, m_interventions));
    }

private:
    const Campaign& m_c;
    std::vector<Intervention> m_interventions;
    std::size_t m_constraints;
};

// Runs that a configuration error refused: the campaign cannot go on, whatever the state.
bool refusedByConfiguration(const std::string& code) {
    return code == "unenforceable" || code == "bad_workload" || code == "bad_contract" || code == "bad_run" ||
           code == "bad_state" || code == "backend_unavailable" || code == "duplicate_run";
}

class AgentOracle : public Oracle {
public:
    AgentOracle(const Campaign& c, EvidenceStore& store, long long campaignId, const Intervention* iv, LocalAgent*& agent,
                const std::function<LocalAgent*()>& startAgent, std::string& agentBuild, long long& executed,
                const QualifyOptions& opt)
        : m_c(c), m_store(store), m_campaign(campaignId), m_iv(iv), m_agent(agent), m_start(startAgent),
          m_build(agentBuild), m_executed(executed), m_opt(opt),
          m_constraints(static_cast<std::size_t>(checkSlos(c.contract, {}).count)) {}

    Observation run(const LatticeState& s, int attempt) override {
        const nlohmann::json state = stateJson(m_c.space, s);
        const std::string key = canonicalJson(state);
        const std::string ivName = m_iv ? m_iv->name : "";
        if (auto stored = m_store.finishedRun(m_campaign, ivName, key, attempt)) return observe(stored->result);
        if (!m_agent) m_agent = m_start();
        const long long id = m_store.beginRun(m_campaign, ivName, key, state, attempt, "local", m_build);
        nlohmann::json msg = {{"type", "run"}, {"run_id", "c" + std::to_string(m_campaign) + "-r" + std::to_string(id)},
                              {"workload", m_c.workload}, {"state", state}};
        msg["contract"] = m_c.contract.spec;
        if (m_iv) msg["interventions"] = nlohmann::json::array({m_iv->spec});
        std::vector<nlohmann::json> telemetry;
        nlohmann::json result = m_agent->runToCompletion(msg, [&](const nlohmann::json& e) {
            if (e.value("type", "") == "telemetry" && telemetry.size() < 1000) telemetry.push_back(e);
        }, m_c.workload.value("max_seconds", 3600.0) + 60.0);
        const std::string code = result.value("code", "");
        if (result.value("type", "") == "error" && refusedByConfiguration(code))
            throw SpecError(m_c.file, "workload", "the agent refused the run at " + state.dump() + " (" + code + "): " +
                                                      result.value("message", ""));
        Observation o = observe(result);
        m_store.finishRun(id, result, o.pass ? "PASS" : "FAIL", o.cause, telemetry);
        ++m_executed;
        if (m_opt.progress)
            m_opt.progress((ivName.empty() ? "" : "[" + ivName + "] ") + state.dump() + " -> " + (o.pass ? "PASS" : "FAIL") +
                           (o.cause.empty() ? "" : " (" + o.cause + ")"));
        return o;
    }

private:
    Observation observe(const nlohmann::json& result) const {
        Observation o;
        if (result.value("type", "") == "error") {
            o.cause = result.value("code", "") == "oom" ? "OOM" : "error";
            return o;
        }
        o.pass = result.value("verdict", "PASS") == "PASS";
        if (!o.pass) {
            const auto& failed = result.value("failed", nlohmann::json::array());
            o.cause = failed.empty() ? "error" : failed[0].get<std::string>();
        }
        if (result.contains("margins") && result["margins"].is_object()) {
            const SloChecks order = checkSlos(m_c.contract, {});
            for (int k = 0; k < order.count; ++k) {
                const auto& m = result["margins"].value(sloName(order.checks[static_cast<std::size_t>(k)].kind), nlohmann::json());
                const auto& v = m.is_object() ? m.value("margin", nlohmann::json()) : nlohmann::json();
                o.margins.push_back(v.is_number() ? v.get<double>() : -10.0);
            }
            if (o.margins.size() != m_constraints) o.margins.clear();
        }
        return o;
    }

    const Campaign& m_c;
    EvidenceStore& m_store;
    long long m_campaign;
    const Intervention* m_iv;
    LocalAgent*& m_agent;
    const std::function<LocalAgent*()>& m_start;
    std::string& m_build;
    long long& m_executed;
    const QualifyOptions& m_opt;
    std::size_t m_constraints;
};

struct Costs {
    double eurPerHour = 0, watts = 0;
};

Costs costsAt(const Campaign& c, const LatticeState& s, const std::vector<Intervention>& iv) {
    if (!c.machine || !c.contract.model) return {};
    PredictorPrior p(c, iv);
    Prediction pr = p.predictAt(s);
    return {pr.eurPerHour, pr.watts};
}

bool passes(const std::vector<LatticeState>& minimalPass, const LatticeState& s) {
    return std::any_of(minimalPass.begin(), minimalPass.end(), [&](const LatticeState& m) { return Lattice::below(m, s); });
}

// The frontier, the cheapest minimal PASS, its adjacent FAIL states with their causes, and the
// binding resources of one search.
nlohmann::json frontierReport(const Campaign& c, const SearchResult& r, const std::vector<Intervention>& iv, LatticeState& cheapest) {
    nlohmann::json frontier = nlohmann::json::array();
    int best = -1;
    Costs bestCost;
    for (std::size_t i = 0; i < r.minimalPass.size(); ++i) {
        const Costs k = costsAt(c, r.minimalPass[i], iv);
        frontier.push_back({{"state", stateJson(c.space, r.minimalPass[i])}, {"eur_per_hour", k.eurPerHour}, {"watts", k.watts}});
        if (best < 0 || k.eurPerHour < bestCost.eurPerHour || (k.eurPerHour == bestCost.eurPerHour && k.watts < bestCost.watts)) {
            best = static_cast<int>(i);
            bestCost = k;
        }
    }
    nlohmann::json out = {{"frontier", frontier}, {"physical_runs", r.runs},
                          {"certificate_lower_bound", r.certificateLowerBound()},
                          {"runs_over_lower_bound", r.certificateLowerBound() ? static_cast<double>(r.runs) / static_cast<double>(r.certificateLowerBound()) : 0.0},
                          {"model_disagreements", r.modelDisagreements}};
    if (best < 0) {
        out["minimum_pass"] = nullptr;
        out["adjacent_fail"] = nlohmann::json::array();
        out["binding"] = nlohmann::json::array();
        return out;
    }
    cheapest = r.minimalPass[static_cast<std::size_t>(best)];
    out["minimum_pass"] = frontier[static_cast<std::size_t>(best)];
    nlohmann::json adjacent = nlohmann::json::array(), binding = nlohmann::json::array();
    for (std::size_t d = 0; d < cheapest.size(); ++d) {
        if (cheapest[d] == 0) continue;
        LatticeState below = cheapest;
        --below[d];
        // The cause comes from the run of that state, or from a failing run above it.
        std::string cause = "inferred";
        bool tested = false;
        for (const auto& t : r.tested) {
            if (t.pass) continue;
            if (t.state == below) {
                cause = t.last.cause;
                tested = true;
                break;
            }
            if (cause == "inferred" && Lattice::below(below, t.state)) cause = t.last.cause;
        }
        adjacent.push_back({{"resource", c.space.dims[d].name}, {"cut_to", c.space.dims[d].levels[static_cast<std::size_t>(below[d])]},
                            {"state", stateJson(c.space, below)}, {"failed", cause.empty() ? "error" : cause}, {"tested", tested}});
        binding.push_back(c.space.dims[d].name);
    }
    out["adjacent_fail"] = adjacent;
    out["binding"] = binding;
    return out;
}

} // namespace

nlohmann::json qualify(const Campaign& c, EvidenceStore& store, const QualifyOptions& opt) {
    for (const auto& h : c.hosts)
        if (h != "local")
            throw SpecError(c.file, "hosts", "host \"" + h + "\": only \"local\" (a luma-agent child) is supported so far");
    store.putSpec(c.contract.hash, "contract", c.contract.spec);
    store.putSpec(c.space.hash, "space", c.space.spec);
    if (c.machine) store.putSpec(c.machine->hash, "machine", c.machine->spec);
    const CampaignRecord record = store.campaign(c.name, c.hash, c.spec);

    std::unique_ptr<LocalAgent> owned;
    LocalAgent* agent = nullptr;
    std::string build = "unknown";
    std::function<LocalAgent*()> start = [&]() {
        owned = std::make_unique<LocalAgent>(opt.agentPath);
        build = owned->handshake().value("build_sha256", "unknown");
        return owned.get();
    };
    long long executed = 0;
    std::vector<int> levels;
    for (const auto& d : c.space.dims) levels.push_back(static_cast<int>(d.levels.size()));
    const Lattice lattice(levels);
    SearchOptions so;
    so.noiseBand = c.search.noiseBand;
    so.maxRepeats = c.search.maxRepeats;
    so.flipRate = c.search.flipRate;
    so.errorTarget = c.search.errorTarget;
    so.useModel = c.search.useModel;
    const bool modelled = c.machine && c.contract.model && c.search.useModel;

    PredictorPrior basePrior(c, {});
    AgentOracle baseOracle(c, store, record.id, nullptr, agent, start, build, executed, opt);
    const SearchResult base = pexSearch(lattice, baseOracle, modelled ? &basePrior : nullptr, so);
    LatticeState baseMin;
    nlohmann::json report = frontierReport(c, base, {}, baseMin);
    report["campaign"] = c.name;
    report["model_guided"] = modelled;

    nlohmann::json matrix = nlohmann::json::array();
    for (const auto& iv : c.interventions) {
        PredictorPrior prior(c, {iv});
        // Warm start: keep the base PASS states the model says the intervention cannot hurt.
        std::vector<LatticeState> seeds;
        if (modelled) {
            std::vector<double> before(basePrior.constraints()), after(prior.constraints());
            for (const auto& s : base.minimalPass) {
                basePrior.margins(s, before.data());
                prior.margins(s, after.data());
                bool unharmed = true;
                for (std::size_t k = 0; k < before.size(); ++k) unharmed &= after[k] >= before[k];
                if (unharmed) seeds.push_back(s);
            }
        }
        AgentOracle oracle(c, store, record.id, &iv, agent, start, build, executed, opt);
        const SearchResult r = pexSearch(lattice, oracle, modelled ? &prior : nullptr, so, seeds);
        LatticeState ivMin;
        nlohmann::json part = frontierReport(c, r, {iv}, ivMin);
        nlohmann::json entry = {{"name", iv.name}, {"kind", iv.spec.value("kind", "")}, {"frontier", part["frontier"]},
                                {"minimum_pass", part["minimum_pass"]}, {"physical_runs", part["physical_runs"]},
                                {"warm_start_states", seeds.size()}};
        if (!baseMin.empty() && !ivMin.empty()) {
            nlohmann::json change = nlohmann::json::object();
            for (std::size_t d = 0; d < baseMin.size(); ++d)
                change[c.space.dims[d].name] = c.space.dims[d].levels[static_cast<std::size_t>(ivMin[d])] -
                                               c.space.dims[d].levels[static_cast<std::size_t>(baseMin[d])];
            entry["requirement_change"] = change;
            std::set<std::string> before, after;
            for (const auto& b : report["binding"]) before.insert(b.get<std::string>());
            for (const auto& b : part["binding"]) after.insert(b.get<std::string>());
            nlohmann::json newly = nlohmann::json::array(), freed = nlohmann::json::array();
            for (const auto& b : after)
                if (!before.count(b)) newly.push_back(b);
            for (const auto& b : before)
                if (!after.count(b)) freed.push_back(b);
            entry["newly_binding"] = newly;
            entry["freed"] = freed;
            entry["eur_per_hour_delta"] = part["minimum_pass"]["eur_per_hour"].get<double>() - report["minimum_pass"]["eur_per_hour"].get<double>();
            entry["watts_delta"] = part["minimum_pass"]["watts"].get<double>() - report["minimum_pass"]["watts"].get<double>();
        }
        nlohmann::json recovers = nlohmann::json::array();
        for (const auto& a : report["adjacent_fail"]) {
            LatticeState s(c.space.dims.size());
            for (std::size_t d = 0; d < s.size(); ++d) {
                const auto& lv = c.space.dims[d].levels;
                s[d] = static_cast<int>(std::find(lv.begin(), lv.end(), a["state"][c.space.dims[d].name].get<double>()) - lv.begin());
            }
            recovers.push_back({{"resource", a["resource"]}, {"state", a["state"]}, {"recovers_to_pass", passes(r.minimalPass, s)}});
        }
        entry["adjacent_fail_recovery"] = recovers;
        matrix.push_back(entry);
    }
    report["interventions"] = matrix;
    report["physical_runs"] = store.finishedRunCount(record.id);
    report["runs_this_invocation"] = executed;
    report["agent_build_sha256"] = build;
    store.putDecision(record.id, "report", report);
    return report;
}

nlohmann::json exportBundle(EvidenceStore& store, const std::string& name) {
    const auto c = store.findCampaign(name);
    if (!c) {
        std::string known;
        for (const auto& n : store.campaignNames()) known += (known.empty() ? "" : ", ") + n;
        throw SpecError(store.path(), "campaign", "no campaign \"" + name + "\" (campaigns: " + (known.empty() ? "none" : known) + ")");
    }
    nlohmann::json runs = nlohmann::json::array();
    for (const auto& r : store.runs(c->id))
        runs.push_back({{"id", r.id}, {"intervention", r.intervention}, {"state", r.state}, {"attempt", r.attempt},
                        {"status", r.status}, {"host", r.host}, {"agent_build", r.agentBuild}, {"result", r.result}});
    nlohmann::json parts = {{"campaign", c->spec}, {"runs", runs},
                            {"report", store.latestDecision(c->id, "report").value_or(nlohmann::json())}};
    nlohmann::json manifest = nlohmann::json::object();
    for (auto it = parts.begin(); it != parts.end(); ++it) manifest[it.key()] = contentHash(*it);
    nlohmann::json bundle = {{"schema", "luma.bundle/1"}, {"name", name}, {"parts", parts}};
    bundle["manifest"] = {{"algorithm", "sha256 of canonical JSON"}, {"parts", manifest}, {"bundle", contentHash(bundle)}};
    return bundle;
}

std::vector<std::string> verifyBundle(const nlohmann::json& bundle) {
    std::vector<std::string> problems;
    if (!bundle.is_object() || bundle.value("schema", "") != "luma.bundle/1" || !bundle.contains("manifest") || !bundle.contains("parts"))
        return {"not a luma.bundle/1 evidence bundle"};
    const auto& manifest = bundle["manifest"];
    if (!manifest.is_object() || !manifest.contains("parts") || !manifest["parts"].is_object() || !bundle["parts"].is_object())
        return {"the manifest or the parts are not objects"};
    for (auto it = bundle["parts"].begin(); it != bundle["parts"].end(); ++it)
        if (manifest["parts"].value(it.key(), "") != contentHash(*it)) problems.push_back("part \"" + it.key() + "\" was changed");
    nlohmann::json body = bundle;
    body.erase("manifest");
    if (manifest.value("bundle", "") != contentHash(body)) problems.push_back("the bundle's name, schema or parts list was changed");
    return problems;
}

long long importBundle(EvidenceStore& store, const nlohmann::json& bundle, const std::string& origin) {
    const auto problems = verifyBundle(bundle);
    if (!problems.empty()) throw SpecError(origin, "manifest", "the bundle does not verify: " + problems.front());
    const auto& parts = bundle["parts"];
    const nlohmann::json& spec = parts["campaign"];
    const std::string name = bundle.value("name", "");
    const CampaignRecord record = store.campaign(name, contentHash(spec), spec);
    const long long before = store.finishedRunCount(record.id);
    for (const auto& r : parts["runs"]) {
        if (r.value("status", "") != "finished") continue;
        StoredRun run;
        run.intervention = r.value("intervention", "");
        run.state = r.value("state", nlohmann::json::object());
        run.stateKey = canonicalJson(run.state);
        run.attempt = r.value("attempt", 0);
        run.host = r.value("host", "imported");
        run.agentBuild = r.value("agent_build", "unknown");
        run.result = r.value("result", nlohmann::json());
        const bool pass = run.result.value("type", "") == "result" && run.result.value("verdict", "PASS") == "PASS";
        store.importRun(record.id, run, pass ? "PASS" : "FAIL", "");
    }
    if (!parts["report"].is_null()) store.putDecision(record.id, "report", parts["report"]);
    return store.finishedRunCount(record.id) - before;
}

} // namespace luma::client
