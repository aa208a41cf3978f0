#include "core/qualify/qualifier.h"

#include "core/calibrate/recalibration.h"
#include "core/model/slo.h"
#include "core/model/space_check.h"
#include "core/model/validity_gates.h"
#include "core/qualify/campaign_lock.h"
#include "core/qualify/frontier_summary.h"
#include "core/qualify/indistinct_levels.h"
#include "core/qualify/prior.h"
#include "core/qualify/result_judgement.h"
#include "core/search/pex_search.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"

#include <algorithm>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>

namespace luma {

namespace {

// What a stored or fresh final event says about the state. No verdict, no evidence: a result
// without one is inconclusive, never a PASS.
Observation observe(const nlohmann::json& event, const Contract& contract, std::size_t constraints) {
    Observation o;
    if (event.value("type", "") == "error") {
        o.inconclusive = true; // an agent's error is no verdict, an allocation that failed included
        o.cause = event.value("code", "error") + ": " + event.value("message", "");
        return o;
    }
    const auto verdict = event.find("verdict");
    if (verdict == event.end() || !verdict->is_string() || (*verdict != "PASS" && *verdict != "FAIL")) {
        o.inconclusive = true;
        o.cause = "the run's result has no verdict (a workload that does not judge the contract's SLOs)";
        if (const auto missing = event.find("not_reported");
            missing != event.end() && missing->is_array() && !missing->empty())
            o.cause =
                "the run did not report " + missing->dump() +
                ", which the contract limits (a command that fails states why with \"failure\" in its metrics, e.g. "
                "\"oom\")";
        return o;
    }
    o.pass = *verdict == "PASS";
    if (!o.pass) {
        const auto failed = event.find("failed");
        o.cause = failed != event.end() && failed->is_array() && !failed->empty() && (*failed)[0].is_string()
                      ? (*failed)[0].get<std::string>()
                      : "error";
    }
    const auto margins = event.find("margins");
    if (margins != event.end() && margins->is_object()) {
        const SloChecks order = checkSlos(contract, {});
        for (int k = 0; k < order.count; ++k) {
            const auto m = margins->find(checkKey(order.checks[static_cast<std::size_t>(k)]));
            const bool ok =
                m != margins->end() && m->is_object() && m->contains("margin") && (*m)["margin"].is_number();
            o.margins.push_back(ok ? (*m)["margin"].get<double>() : -10.0);
        }
        if (o.margins.size() != constraints) o.margins.clear();
    }
    return o;
}

RunOutcomeKind kindOf(const Observation& o) {
    return o.inconclusive ? RunOutcomeKind::Inconclusive : o.pass ? RunOutcomeKind::Pass : RunOutcomeKind::Fail;
}

// The id a run is sent to its agent with: the project's run, so that a later program can find
// (and attach to) what an earlier one placed.
std::string agentRunId(long long campaign, long long storeId) {
    return "c" + std::to_string(campaign) + "-r" + std::to_string(storeId);
}

std::string agentOn(const std::string& host) { return "the agent on " + (host.empty() ? "an unnamed host" : host); }

// A result as the client judges it (result_judgement.h): its observation, and the event to record.
Observation observeJudged(const nlohmann::json& result, const Contract& contract, std::size_t constraints,
                          const std::string& host, nlohmann::json& recorded, const Intervention* iv,
                          const Levels& levels) {
    JudgedResult j =
        judgeResult(contract, result, agentOn(host), iv ? std::vector<Intervention>{*iv} : std::vector<Intervention>{},
                    memoryBudgetGib(levels));
    recorded = std::move(j.event);
    if (j.protocolError.empty()) return observe(recorded, contract, constraints);
    Observation o;
    o.inconclusive = true;
    o.cause = "protocol error: " + j.protocolError;
    return o;
}

// A verdict stands only when its run meets the campaign's validity gates (validity_gates.h); a run
// below them is invalid: no verdict, kept with the reason, and its state is tried again.
Observation gated(Observation o, const Campaign& c, const nlohmann::json& recorded) {
    if (o.inconclusive) return o;
    const std::string why = belowGates(c.gates, recorded, runSeed(c.workloadSpec, recorded));
    if (why.empty()) return o;
    Observation invalid;
    invalid.inconclusive = true;
    invalid.cause = invalidCause(why);
    return invalid;
}

// What a placed run's end says about its state, recorded in the project: evidence is finished
// with its verdict (the client's judgement of a result's metrics); anything else is kept with its
// reason as cancelled, interrupted (cut off: its program, host or connection was lost) or error,
// and its state is tried again.
Observation recordEnd(EvidenceStore& store, long long storeId, const RunOutcome& end, const Campaign& c,
                      std::size_t constraints, const std::string& host, const Intervention* iv, const Levels& levels) {
    Observation o;
    nlohmann::json recorded = end.event;
    switch (end.status) {
    case RunOutcome::Status::Finished:
        o = gated(observeJudged(end.event, c.contract, constraints, host, recorded, iv, levels), c, recorded);
        if (c.gates.any()) // the gates it met (or not) and its seed, with its result
            recorded["validity"] = validityRecord(c.gates, c.workloadSpec, recorded,
                                                  isInvalidCause(o.cause) ? invalidReason(o.cause) : std::string());
        break;
    case RunOutcome::Status::Inconclusive:
    case RunOutcome::Status::Refused:
        o.inconclusive = true;
        o.cause = end.reason;
        break;
    case RunOutcome::Status::Cancelled:
        o.inconclusive = true;
        o.cause = "cancelled";
        break;
    }
    if (!o.inconclusive)
        store.finishRun(storeId, recorded, o.pass ? "PASS" : "FAIL", o.cause, end.telemetry);
    else if (isInvalidCause(o.cause))
        store.abandonRun(storeId, "invalid", recorded, o.cause);
    else
        store.abandonRun(storeId,
                         end.status == RunOutcome::Status::Cancelled ? "cancelled"
                         : end.interrupted                           ? "interrupted"
                                                                     : "error",
                         end.event, o.cause);
    return o;
}

// The search's oracle: replays finished runs from the project, sends the rest to the executor,
// records every end, and emits the run events.
class CampaignOracle : public Oracle, private RunHooks {
public:
    CampaignOracle(const Campaign& c, EvidenceStore& store, long long campaignId, const Intervention* iv,
                   RunExecutor& executor, const QualifyOptions& opt, long long& executed, std::string& agentBuild,
                   MechanismLedger& mechanisms, std::vector<long long>& seen)
        : m_c(c), m_store(store), m_campaign(campaignId), m_iv(iv), m_exec(executor), m_opt(opt), m_executed(executed),
          m_build(agentBuild), m_mechanisms(mechanisms), m_seen(seen),
          m_constraints(static_cast<std::size_t>(checkSlos(c.contract, {}).count)) {}

    Observation run(const LatticeState& s, int attempt) override { return runBatch({{s, attempt}}).front(); }

    std::vector<Observation> runBatch(const std::vector<Probe>& probes) override {
        std::vector<Observation> out(probes.size());
        m_batch.clear();
        m_slots.clear();
        for (std::size_t i = 0; i < probes.size(); ++i) {
            const Levels levels = levelsOf(m_c.space, probes[i].state);
            const std::string key = canonicalJson(toJson(levels));
            if (auto stored = m_store.finishedRun(m_campaign, ivName(), key, probes[i].attempt)) {
                nlohmann::json judged;
                Observation o =
                    observeJudged(stored->result, m_c.contract, m_constraints, stored->host, judged, m_iv, levels);
                if (!o.inconclusive && judged != stored->result) {
                    o.inconclusive = true; // recorded by a LUMA that believed its agent
                    o.cause = judged.value("disagreement", "its verdict does not follow from its metrics");
                }
                o = gated(o, m_c, judged); // recorded before the campaign's gates held it
                if (!o.inconclusive) {
                    out[i] = o;
                    m_seen.push_back(stored->id);
                    m_mechanisms.note(levels, stored->result);
                    emit(RunFinished{"r" + std::to_string(stored->id), ivName(), levels, probes[i].attempt, kindOf(o),
                                     o.cause, true});
                    continue;
                }
                // Kept as "finished" by an older LUMA although it is no evidence (or not the verdict
                // its metrics give): say so in the project, and run the state again.
                m_store.abandonRun(stored->id, isInvalidCause(o.cause) ? "invalid" : "error", stored->result, o.cause);
            }
            m_batch.push_back({m_iv, levels, probes[i].attempt, {}, nullptr});
            m_slots.push_back({i, key, 0, "", ""});
        }
        if (m_batch.empty()) return out;
        const std::vector<RunOutcome> ends = m_exec.run(m_batch, *this, m_opt.cancel);
        if (ends.size() != m_batch.size())
            throw std::logic_error("the run executor answered a batch with the wrong count");
        bool cancelled = false;
        const RunOutcome* refused = nullptr;
        for (std::size_t k = 0; k < ends.size(); ++k) {
            const Slot& slot = m_slots[k];
            const RunRequest& req = m_batch[k];
            const RunOutcome& end = ends[k];
            Observation& o = out[slot.index];
            cancelled |= end.status == RunOutcome::Status::Cancelled;
            if (end.status == RunOutcome::Status::Refused && !refused) refused = &end;
            if (slot.storeId == 0) { // never placed: refused or cancelled before it started
                o.inconclusive = true;
                o.cause = end.reason;
                continue;
            }
            o = recordEnd(m_store, slot.storeId, end, m_c, m_constraints, slot.host, m_iv, req.state);
            if (!o.inconclusive) {
                m_mechanisms.note(req.state, end.event);
                m_seen.push_back(slot.storeId);
                ++m_executed;
            }
            emit(RunFinished{slot.runId, ivName(), req.state, req.attempt,
                             end.status == RunOutcome::Status::Cancelled ? RunOutcomeKind::Cancelled : kindOf(o),
                             o.cause, false});
        }
        if (refused) throw SpecError(m_c.file, refused->refusedKey, "the campaign cannot go on: " + refused->reason);
        if (cancelled) throw Cancelled();
        return out;
    }

private:
    struct Slot {
        std::size_t index;
        std::string key;
        long long storeId;
        std::string runId;
        std::string host;
    };

    std::string ivName() const { return m_iv ? m_iv->name : ""; }

    std::string placed(std::size_t i, const std::string& host, const std::string& agentBuild) override {
        Slot& slot = m_slots.at(i);
        const RunRequest& req = m_batch.at(i);
        int tryNumber = 1;
        slot.storeId = m_store.beginRun(m_campaign, ivName(), slot.key, toJson(req.state), req.attempt, host,
                                        agentBuild, &tryNumber);
        slot.runId = agentRunId(m_campaign, slot.storeId);
        slot.host = host;
        m_build = agentBuild;
        emit(RunStarted{slot.runId, ivName(), req.state, req.attempt, host, tryNumber});
        return slot.runId;
    }
    void telemetry(std::size_t i, const nlohmann::json& data) override {
        emit(RunTelemetry{m_slots.at(i).runId, data});
    }

    void emit(const QualifyEvent& e) const {
        if (m_opt.progress) m_opt.progress(e);
    }

    const Campaign& m_c;
    EvidenceStore& m_store;
    long long m_campaign;
    const Intervention* m_iv;
    RunExecutor& m_exec;
    const QualifyOptions& m_opt;
    long long& m_executed;
    std::string& m_build;
    MechanismLedger& m_mechanisms;
    std::vector<long long>& m_seen; // runs with a verdict the searches have seen: what a recalibration rests on
    std::size_t m_constraints;
    std::vector<RunRequest> m_batch;
    std::vector<Slot> m_slots;
};

// Passes a reattached run's telemetry on as progress.
class LeftRunHooks : public RunHooks {
public:
    LeftRunHooks(const std::vector<LeftRun>& runs, const std::vector<StoredRun>& stored, const QualifyOptions& opt)
        : m_runs(runs), m_stored(stored), m_opt(opt) {}
    // Attached again: the progress shows the run from here, as its own try (its id is kept).
    std::string placed(std::size_t i, const std::string& host, const std::string&) override {
        const LeftRun& r = m_runs.at(i);
        if (m_opt.progress)
            m_opt.progress(RunStarted{r.runId, m_stored.at(i).intervention, r.request.state, r.request.attempt, host,
                                      m_stored.at(i).tryNumber});
        return r.runId;
    }
    void telemetry(std::size_t i, const nlohmann::json& data) override {
        if (m_opt.progress) m_opt.progress(RunTelemetry{m_runs.at(i).runId, data});
    }

private:
    const std::vector<LeftRun>& m_runs;
    const std::vector<StoredRun>& m_stored;
    const QualifyOptions& m_opt;
};

// Runs an earlier program left "running" (it was killed, or its machine went down): attached to
// again where their host carries them on (detached runs), and their end recorded once, so that
// the search replays them like any finished run; a run that cannot be attached to is marked
// interrupted, and the search runs its state again as the next try. Returns how many ended here
// with evidence.
long long reattachLeftRuns(const Campaign& c, EvidenceStore& store, long long campaignId, RunExecutor& executor,
                           const QualifyOptions& opt) {
    std::vector<LeftRun> left;
    std::vector<StoredRun> stored;
    for (auto& r : store.runningRuns(campaignId)) {
        LeftRun l;
        l.runId = agentRunId(campaignId, r.id);
        l.host = r.host;
        l.request.attempt = r.attempt;
        std::string bad;
        if (!r.state.is_object()) bad = "its stored state is not an object";
        for (auto it = r.state.begin(); bad.empty() && it != r.state.end(); ++it) {
            if (it->is_number())
                l.request.state[it.key()] = it->get<double>();
            else
                bad = "its stored state's \"" + it.key() + "\" is not a number";
        }
        if (!r.intervention.empty()) {
            const auto iv = std::find_if(c.interventions.begin(), c.interventions.end(),
                                         [&](const Intervention& i) { return i.name == r.intervention; });
            if (iv == c.interventions.end())
                bad = "the campaign has no intervention \"" + r.intervention + "\"";
            else
                l.request.intervention = &*iv;
        }
        if (!bad.empty()) {
            const std::string why = "its program ended before the run did, and it cannot be attached to: " + bad;
            store.abandonRun(r.id, "interrupted", {{"type", "error"}, {"code", "interrupted"}, {"message", why}}, why);
            continue;
        }
        left.push_back(std::move(l));
        stored.push_back(std::move(r));
    }
    if (left.empty()) return 0;
    LeftRunHooks hooks(left, stored, opt);
    const std::vector<RunOutcome> ends = executor.reattach(left, hooks, opt.cancel);
    if (ends.size() != left.size()) throw std::logic_error("the run executor answered a reattach with the wrong count");
    const std::size_t constraints = static_cast<std::size_t>(checkSlos(c.contract, {}).count);
    long long evidence = 0;
    bool cancelled = false;
    const RunOutcome* refused = nullptr;
    for (std::size_t k = 0; k < ends.size(); ++k) {
        const RunOutcome& end = ends[k];
        cancelled |= end.status == RunOutcome::Status::Cancelled;
        if (end.status == RunOutcome::Status::Refused && !refused) refused = &end;
        // Another program still carrying the run (the same campaign qualified twice at once) may
        // have recorded its end meanwhile: that record stands.
        if (const auto now = store.runRecord(stored[k].id); !now || now->run.status != "running") continue;
        const Observation o = recordEnd(store, stored[k].id, end, c, constraints, stored[k].host,
                                        left[k].request.intervention, left[k].request.state);
        evidence += !o.inconclusive;
        if (opt.progress)
            opt.progress(RunFinished{
                left[k].runId, stored[k].intervention, left[k].request.state, left[k].request.attempt,
                end.status == RunOutcome::Status::Cancelled ? RunOutcomeKind::Cancelled : kindOf(o), o.cause, false});
    }
    if (refused) throw SpecError(c.file, refused->refusedKey, "the campaign cannot go on: " + refused->reason);
    if (cancelled) throw Cancelled();
    return evidence;
}

SearchResult search(const Campaign& c, const Lattice& lattice, CampaignOracle& oracle, const Prior* prior,
                    const QualifyOptions& opt, int parallelism, const Intervention* iv,
                    const std::vector<LatticeState>& seeds) {
    SearchOptions so;
    so.noiseBand = c.search.noiseBand;
    so.maxRepeats = c.search.maxRepeats;
    so.flipRate = c.search.flipRate;
    so.errorTarget = c.search.errorTarget;
    so.useModel = c.search.useModel;
    so.batch = std::max(1, parallelism);
    so.cancel = opt.cancel;
    if (opt.progress)
        so.onDecided = [&](const TestedState& t) {
            opt.progress(StateDecided{iv ? iv->name : "", levelsOf(c.space, t.state), t.pass, t.runs,
                                      t.pass ? "" : t.last.cause});
        };
    try {
        return pexSearch(lattice, oracle, prior, so, seeds);
    } catch (const SearchStopped& e) {
        throw CampaignStopped("campaign \"" + c.name + "\" stopped: the run at " +
                              levelsText(levelsOf(c.space, e.state())) +
                              (iv ? " with intervention \"" + iv->name + "\"" : "") + " gave no verdict " +
                              std::to_string(so.inconclusiveRetries + 1) + " times (" + e.what() +
                              "); finished runs are kept: fix the cause and run the same campaign again to resume");
    }
}

// Warm start: the base PASS states the model says the intervention cannot hurt.
std::vector<LatticeState> warmStartSeeds(const PredictorPrior& unchanged, const PredictorPrior& intervened,
                                         const std::vector<LatticeState>& basePass) {
    std::vector<LatticeState> seeds;
    std::vector<double> before(unchanged.constraints()), after(intervened.constraints());
    for (const auto& s : basePass) {
        unchanged.margins(s, before.data());
        intervened.margins(s, after.data());
        bool unharmed = true;
        for (std::size_t k = 0; k < before.size(); ++k) unharmed &= after[k] >= before[k];
        if (unharmed) seeds.push_back(s);
    }
    return seeds;
}

// The campaign's record, its specs stored. A resumed search replays what is stored: never on
// damaged evidence (quick_check at open does not compare an index with its table).
CampaignRecord openCampaign(const Campaign& c, EvidenceStore& store) {
    if (!store.campaignNames().empty())
        if (const auto damage = store.damage(); !damage.empty())
            throw SpecError(store.path(), "",
                            "the project is damaged, so qualify does not resume on it: " + damage.front() +
                                " (luma check " + store.path() + " lists every problem)");
    store.putSpec(c.contract.hash, "contract", c.contract.spec);
    store.putSpec(c.space.hash, "space", c.space.spec);
    if (c.machine) store.putSpec(c.machine->hash, "machine", c.machine->spec);
    return store.campaign(c.name, c.hash, c.spec);
}

// The report's base part: the frontier without interventions and what its search cost.
QualifyReport baseReport(const Campaign& c, const SearchResult& base, const FrontierSummary& summary, bool modelled) {
    QualifyReport report;
    report.campaign = c.name;
    report.modelGuided = modelled;
    report.frontier = summary.frontier;
    report.minimumPass = summary.minimumPass;
    report.adjacentFail = summary.adjacentFail;
    report.binding = summary.binding;
    report.certificateLowerBound = base.certificateLowerBound();
    report.runsOverLowerBound = base.certificateLowerBound()
                                    ? static_cast<double>(base.runs) / static_cast<double>(base.certificateLowerBound())
                                    : 0.0;
    report.modelDisagreements = base.modelDisagreements;
    return report;
}

} // namespace

const char* outcomeName(RunOutcomeKind kind) {
    switch (kind) {
    case RunOutcomeKind::Pass: return "PASS";
    case RunOutcomeKind::Fail: return "FAIL";
    case RunOutcomeKind::Inconclusive: return "INCONCLUSIVE";
    case RunOutcomeKind::Cancelled: return "CANCELLED";
    }
    return "?";
}

QualifyReport qualify(const Campaign& c, EvidenceStore& store, RunExecutor& executor, const QualifyOptions& opt) {
    requireOneAcceleratorType(c.space, "qualify"); // campaignsByType makes a campaign per type
    // As explore does: a level the part cannot have (hbm_gib 160 of an 80 GiB H100) is refused by
    // name before any run, never run as a memory budget and shown as "1 H100 at 160 GiB".
    if (c.machine) checkSpaceAgainstMachine(c.space, *c.machine);
    const CampaignRecord record = openCampaign(c, store);
    const CampaignLock lock(store.path(), record.id, c.name); // before taking the runs left running
    long long executed = reattachLeftRuns(c, store, record.id, executor, opt);
    store.markInterrupted(record.id); // none left but those the executor did not answer for

    std::string build = "unknown";
    std::vector<int> levels;
    for (const auto& d : c.space.dims) levels.push_back(static_cast<int>(d.levels.size()));
    const Lattice lattice(levels);
    const bool modelled = c.machine && c.contract.model && c.search.useModel;
    const int parallelism = executor.parallelism();

    const PredictorPrior basePrior(c, {});
    MechanismLedger mechanisms;
    std::vector<long long> seen;
    CampaignOracle baseOracle(c, store, record.id, nullptr, executor, opt, executed, build, mechanisms, seen);
    const SearchResult base =
        search(c, lattice, baseOracle, modelled ? &basePrior : nullptr, opt, parallelism, nullptr, {});
    const FrontierSummary baseSummary = summarize(c, base, {});

    QualifyReport report = baseReport(c, base, baseSummary, modelled);
    const auto noteViolations = [&](const SearchResult& r, const std::string& intervention) {
        for (const auto& v : r.violations)
            report.violations.push_back({intervention, levelsOf(c.space, v.passing), levelsOf(c.space, v.failing),
                                         v.passingPasses, v.passingRuns, v.failingPasses, v.failingRuns});
    };
    noteViolations(base, "");

    // What the runs so far taught the model: the next searches' prior (recalibration.h).
    std::shared_ptr<const Campaign> learned;
    const auto relearn = [&](const std::string& after) {
        if (auto l = modelled ? relearnCampaign(store, record.id, c, seen, after) : nullptr) learned = std::move(l);
    };
    relearn("");

    for (const auto& iv : c.interventions) {
        {
            const Campaign& model = learned ? *learned : c; // its priors end with this block
            const PredictorPrior prior(model, {iv});
            const std::vector<LatticeState> seeds =
                modelled ? warmStartSeeds(PredictorPrior(model, {}), prior, base.minimalPass)
                         : std::vector<LatticeState>{};
            if (opt.progress)
                opt.progress(
                    InterventionStarted{iv.name, iv.spec.value("kind", ""), static_cast<long long>(seeds.size())});
            CampaignOracle oracle(c, store, record.id, &iv, executor, opt, executed, build, mechanisms, seen);
            const SearchResult r =
                search(c, lattice, oracle, modelled ? &prior : nullptr, opt, parallelism, &iv, seeds);
            report.interventions.push_back(
                compareWithBase(c, iv, baseSummary, summarize(c, r, {iv}), r, static_cast<long long>(seeds.size())));
            noteViolations(r, iv.name);
        }
        relearn(iv.name);
    }
    report.physicalRuns = store.finishedRunCount(record.id);
    report.runsThisInvocation = executed;
    report.agentBuild = build;
    report.indistinct = mechanisms.indistinct();
    store.putDecision(record.id, "report", toJson(report));
    return report;
}

} // namespace luma
