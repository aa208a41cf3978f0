// The core qualifier without agents: a scripted RunExecutor judges states by a monotone rule,
// so that what the qualifier makes of each kind of run end can be checked exactly — results
// without a verdict and infrastructure errors are never evidence, refusals stop the campaign,
// cancellation leaves a project that resumes, progress arrives as typed events in order, and
// batches reach an executor that carries several runs at once. The typed report round-trips
// and its reader names the key of what is wrong.
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/made_levels.h"
#include "core/qualify/qualifier.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"
#include "proven_oom.h"
#include "specs.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <unistd.h>

using namespace luma;

namespace {

// PASS when x + y >= 7 over levels 1..6: the minimal PASS states are x + y = 7.
bool truth(const Levels& s) { return s.at("x") + s.at("y") >= 7; }

class ScriptedExecutor : public RunExecutor {
public:
    // Decides how run number `n` (counting every run asked of it) ends; default: the truth.
    std::function<RunOutcome(int n, const RunRequest&)> script;
    int parallel = 1;
    int runs = 0;
    std::vector<std::size_t> batchSizes;
    CancelToken* cancelAt = nullptr;
    int cancelAtRun = -1;
    // Run number `killAtRun` is placed (recorded as running) and then the program "dies": the
    // run's end is never recorded, as when `luma qualify` is killed mid-run.
    struct Killed {};
    int killAtRun = -1;
    // How a run an earlier program left is reattached; unset: as RunExecutor does (it cannot be).
    std::function<RunOutcome(const LeftRun&)> reattachScript;
    std::vector<LeftRun> reattached;

    static RunOutcome result(const Levels& s) {
        RunOutcome o;
        o.status = RunOutcome::Status::Finished;
        const bool pass = truth(s);
        // Metrics that give the scripted verdict against the contract's 1 tok/s floor: the client
        // judges every result from its metrics.
        o.event = {
            {"type", "result"}, {"verdict", pass ? "PASS" : "FAIL"}, {"metrics", {{"throughput_tok_s", pass ? 1 : 0}}}};
        if (!pass) o.event["failed"] = {"throughput"};
        return o;
    }

    std::vector<RunOutcome> run(const std::vector<RunRequest>& batch, RunHooks& hooks,
                                const CancelToken* cancel) override {
        batchSizes.push_back(batch.size());
        std::vector<RunOutcome> out;
        for (std::size_t i = 0; i < batch.size(); ++i) {
            hooks.placed(i, "scripted", "build-1");
            hooks.telemetry(i, {{"elapsed_s", 0.5}});
            const int n = runs++;
            if (n == killAtRun) throw Killed{};
            if (n == cancelAtRun && cancelAt) cancelAt->cancel();
            if (isCancelled(cancel)) {
                RunOutcome o;
                o.status = RunOutcome::Status::Cancelled;
                o.reason = "cancelled";
                out.push_back(o);
                continue;
            }
            out.push_back(script ? script(n, batch[i]) : result(batch[i].state));
        }
        return out;
    }
    int parallelism() const override { return parallel; }
    std::vector<RunOutcome> reattach(const std::vector<LeftRun>& left, RunHooks& hooks,
                                     const CancelToken* cancel) override {
        if (!reattachScript) return RunExecutor::reattach(left, hooks, cancel);
        std::vector<RunOutcome> out;
        for (std::size_t i = 0; i < left.size(); ++i) {
            reattached.push_back(left[i]);
            hooks.telemetry(i, {{"elapsed_s", 0.5}});
            out.push_back(reattachScript(left[i]));
        }
        return out;
    }
};

RunOutcome failure(RunOutcome::Status status, const std::string& code, const std::string& message) {
    RunOutcome o;
    o.status = status;
    o.event = {{"type", "error"}, {"code", code}, {"message", message}};
    o.reason = code + ": " + message;
    return o;
}

std::set<std::string> frontierOf(const QualifyReport& r) {
    std::set<std::string> out;
    for (const auto& p : r.frontier)
        out.insert(std::to_string(int(p.state.at("x"))) + "," + std::to_string(int(p.state.at("y"))));
    return out;
}

const std::set<std::string> kTruth = {"1,6", "2,5", "3,4", "4,3", "5,2", "6,1"};

} // namespace

class TestQualify : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_n = 0;

    std::string path(const std::string& name) { return m_dir.filePath(QString::fromStdString(name)).toStdString(); }

    Campaign campaign(const std::string& name) {
        const std::string file = path(name + ".json");
        std::ofstream(file) << nlohmann::json{
            {"schema", "luma.campaign/1"},
            {"name", name},
            {"contract",
             {{"schema", "luma.contract/1"},
              {"name", "c"},
              {"workload", {{"input_tokens", 1}, {"output_tokens", 1}, {"arrival", {{"kind", "offline"}}}}},
              {"slo", {{"throughput_tok_s_min", 1}}}}},
            {"space",
             {{"schema", "luma.space/1"},
              {"dims",
               {{{"resource", "x"}, {"levels", {1, 2, 3, 4, 5, 6}}},
                {{"resource", "y"}, {"levels", {1, 2, 3, 4, 5, 6}}}}}}},
            {"workload", {{"kind", "command"}, {"argv", {"true"}}}},
            {"search",
             {{"noise_band", 0}}}}.dump();
        return loadCampaign(file);
    }
    std::string db() { return path("p" + std::to_string(++m_n) + ".luma"); }

private slots:
    void scriptedTruthGivesTheExactFrontier() {
        const Campaign c = campaign("exact");
        EvidenceStore store(db());
        ScriptedExecutor ex;
        const QualifyReport r = qualify(c, store, ex, {});
        QCOMPARE(frontierOf(r), kTruth);
        QCOMPARE(r.physicalRuns, static_cast<long long>(ex.runs));
        QCOMPARE(r.agentBuild, std::string("build-1"));
        for (const auto& run : store.runs(store.findCampaign("exact")->id)) QCOMPARE(run.host, std::string("scripted"));
    }
    void resultsWithoutAVerdictAreNeverAPass() {
        // A probe's result has metrics but no verdict: before, it was recorded as PASS.
        const Campaign c = campaign("no-verdict");
        EvidenceStore store(db());
        ScriptedExecutor ex;
        ex.script = [](int, const RunRequest&) {
            RunOutcome o;
            o.status = RunOutcome::Status::Finished;
            o.event = {{"type", "result"}, {"gbps", 12.5}};
            return o;
        };
        try {
            qualify(c, store, ex, {});
            QFAIL("a campaign went on without verdicts");
        } catch (const CampaignStopped& e) {
            QVERIFY2(QString(e.what()).contains("no verdict"), e.what());
        }
        const long long id = store.findCampaign("no-verdict")->id;
        QCOMPARE(store.finishedRunCount(id), 0LL);
        QCOMPARE(ex.runs, 3); // the run and two retries
        for (const auto& run : store.runs(id)) QCOMPARE(run.status, std::string("error"));
    }
    void olderProjectsWithVerdictlessPassesAreRunAgain() {
        // An older LUMA stored a probe's result as a finished PASS: resuming must not trust it.
        const Campaign c = campaign("legacy");
        EvidenceStore store(db());
        const CampaignRecord rec = store.campaign(c.name, c.hash, c.spec);
        const nlohmann::json top = {{"x", 6.0}, {"y", 6.0}};
        const long long id = store.beginRun(rec.id, "", canonicalJson(top), top, 0, "local", "old");
        store.finishRun(id, {{"type", "result"}, {"gbps", 10}}, "PASS", "", {});
        ScriptedExecutor ex;
        const QualifyReport r = qualify(c, store, ex, {});
        QCOMPARE(frontierOf(r), kTruth);
        QCOMPARE(r.physicalRuns, static_cast<long long>(ex.runs)); // the legacy row is no longer counted
        QCOMPARE(store.runs(rec.id).front().status, std::string("error"));
    }
    void infrastructureErrorsAreRetriedNotFailed() {
        // The agent reported `internal` for the first two runs (a workload it could not parse,
        // a lost GPU): before, each became FAIL evidence that failed every state below it.
        const Campaign c = campaign("flaky");
        EvidenceStore store(db());
        ScriptedExecutor ex;
        ex.script = [](int n, const RunRequest& r) {
            return n < 2 ? failure(RunOutcome::Status::Inconclusive, "internal", "type must be number, but is string")
                         : ScriptedExecutor::result(r.state);
        };
        std::vector<RunFinished> finished;
        QualifyOptions opt;
        opt.progress = [&](const QualifyEvent& e) {
            if (auto f = std::get_if<RunFinished>(&e)) finished.push_back(*f);
        };
        const QualifyReport r = qualify(c, store, ex, opt);
        QCOMPARE(frontierOf(r), kTruth);
        QCOMPARE(finished[0].outcome, RunOutcomeKind::Inconclusive);
        QVERIFY(finished[0].cause.find("internal") != std::string::npos);
        QCOMPARE(r.physicalRuns, static_cast<long long>(ex.runs - 2));
    }
    void outOfMemoryIsEvidence() {
        const Campaign c = campaign("oom");
        EvidenceStore store(db());
        ScriptedExecutor ex;
        ex.script = [](int, const RunRequest& r) {
            return truth(r.state) ? ScriptedExecutor::result(r.state) : test::provenOom(r.state);
        };
        const QualifyReport r = qualify(c, store, ex, {});
        QCOMPARE(frontierOf(r), kTruth);
        for (const auto& a : r.adjacentFail) QCOMPARE(a.failed, std::string("OOM"));
    }
    void refusalStopsTheCampaignNamingTheWorkload() {
        const Campaign c = campaign("refused");
        EvidenceStore store(db());
        ScriptedExecutor ex;
        ex.script = [](int, const RunRequest&) {
            return failure(RunOutcome::Status::Refused, "unenforceable",
                           "interconnect_gbps cannot be limited on a CPU");
        };
        try {
            qualify(c, store, ex, {});
            QFAIL("a refused run did not stop the campaign");
        } catch (const SpecError& e) {
            QVERIFY2(QString(e.what()).contains("refused.json: workload:") &&
                         QString(e.what()).contains("interconnect_gbps"),
                     e.what());
        }
        QCOMPARE(ex.runs, 1);
    }
    void aLevelThePartCannotHaveIsRefusedBeforeAnyRun() {
        // explore refuses hbm_gib 160 on an 80 GiB H100; qualify did not, and ran it as a 160 GiB
        // budget: the frontier would have named "1 H100 at 160 GiB", a part that does not exist.
        const std::string file = path("too-big.json");
        std::ofstream(file) << nlohmann::json{
            {"schema", "luma.campaign/1"},
            {"name", "too-big"},
            {"contract",
             {{"schema", "luma.contract/1"},
              {"name", "c"},
              {"workload", {{"input_tokens", 1}, {"output_tokens", 1}, {"arrival", {{"kind", "offline"}}}}},
              {"slo", {{"throughput_tok_s_min", 1}}}}},
            {"machine", test::sourcePath("resources/examples/chat-8b/machine.json")},
            {"space", {{"schema", "luma.space/1"}, {"dims", {{{"resource", "hbm_gib"}, {"levels", {40, 80, 160}}}}}}},
            {"workload",
             {{"kind", "command"},
              {"argv", {"true"}}}}}.dump();
        const Campaign c = loadCampaign(file);
        EvidenceStore store(db());
        ScriptedExecutor ex;
        try {
            qualify(c, store, ex, {});
            QFAIL("a level above the part's memory was qualified");
        } catch (const SpecError& e) {
            QVERIFY2(QString(e.what()).contains("dims[0].levels[2]") && QString(e.what()).contains("hbm_gib 160") &&
                         QString(e.what()).contains("80 GiB"),
                     e.what());
        }
        QCOMPARE(ex.runs, 0);
    }
    void cancelKeepsTheProjectConsistentAndResumes() {
        const Campaign c = campaign("cancel");
        const std::string file = db();
        CancelToken token;
        long long finishedBefore = 0;
        {
            EvidenceStore store(file);
            ScriptedExecutor ex;
            ex.cancelAt = &token;
            ex.cancelAtRun = 3;
            QualifyOptions opt;
            opt.cancel = &token;
            QVERIFY_THROWS_EXCEPTION(Cancelled, qualify(c, store, ex, opt));
            const long long id = store.findCampaign("cancel")->id;
            finishedBefore = store.finishedRunCount(id);
            QCOMPARE(finishedBefore, 3LL);
            QCOMPARE(store.runs(id).back().status, std::string("cancelled"));
            QVERIFY(!store.latestDecision(id, "report"));
        }
        EvidenceStore store(file);
        ScriptedExecutor again;
        const QualifyReport r = qualify(c, store, again, {});
        QCOMPARE(frontierOf(r), kTruth);
        QCOMPARE(r.runsThisInvocation, static_cast<long long>(again.runs)); // nothing finished was run again
        QCOMPARE(r.physicalRuns, finishedBefore + again.runs);
    }
    // Two programs qualifying one campaign of a project would both take the runs left running
    // as theirs: the second is refused while the first runs, naming who holds it, and runs once
    // the first has ended (also when it died: the lock goes with its file descriptors).
    void oneQualificationOfACampaignAtATime() {
        const Campaign c = campaign("locked");
        const std::string file = db();
        EvidenceStore store(file);
        ScriptedExecutor ex;
        std::string refusal;
        int secondRuns = -1;
        std::set<std::string> otherFrontier;
        ex.script = [&](int n, const RunRequest& r) {
            if (n == 2) {
                EvidenceStore other(file);
                ScriptedExecutor second;
                try {
                    qualify(c, other, second, {});
                } catch (const CampaignStopped& e) {
                    refusal = e.what();
                }
                secondRuns = second.runs;
                // Another campaign of the same project is not held.
                ScriptedExecutor third;
                otherFrontier = frontierOf(qualify(campaign("other"), other, third, {}));
            }
            return ScriptedExecutor::result(r.state);
        };
        QCOMPARE(frontierOf(qualify(c, store, ex, {})), kTruth);
        QVERIFY2(refusal.find("campaign locked is being qualified by another program (pid " +
                              std::to_string(::getpid())) != std::string::npos,
                 refusal.c_str());
        QVERIFY2(refusal.find("run again to resume") != std::string::npos, refusal.c_str());
        QCOMPARE(secondRuns, 0);
        QCOMPARE(otherFrontier, kTruth);
        ScriptedExecutor after;
        QCOMPARE(frontierOf(qualify(c, store, after, {})), kTruth);
        QCOMPARE(after.runs, 0); // everything replayed
    }
    void runsLeftRunningAreMarkedInterrupted() {
        // A program killed mid-run leaves its run "running"; the next qualification says what it was.
        const Campaign c = campaign("killed");
        EvidenceStore store(db());
        const long long id = store.campaign(c.name, c.hash, c.spec).id;
        const long long orphan = store.beginRun(id, "", "{\"x\":1,\"y\":1}", {{"x", 1}, {"y", 1}}, 0, "local", "b");
        ScriptedExecutor ex;
        const QualifyReport r = qualify(c, store, ex, {});
        QCOMPARE(frontierOf(r), kTruth);
        for (const auto& run : store.runs(id)) {
            QVERIFY2(run.status != "running", "a run is still shown running after the campaign completed");
            if (run.id == orphan) QCOMPARE(run.status, std::string("interrupted"));
        }
    }
    void aRunCutByAKillIsRetriedAsItsNextTry() {
        // `luma qualify` dies during its sixth run. The next qualification marks that run
        // interrupted (it stays so) and runs its state again with the same attempt, the search's
        // replay key, as try 2; the five finished runs are replayed from the project, none twice.
        const Campaign c = campaign("retried");
        const std::string file = db();
        {
            EvidenceStore store(file);
            ScriptedExecutor ex;
            ex.killAtRun = 5;
            QVERIFY_THROWS_EXCEPTION(ScriptedExecutor::Killed, qualify(c, store, ex, {}));
        }
        EvidenceStore store(file);
        const long long id = store.findCampaign("retried")->id;
        const StoredRun cut = store.runs(id).back();
        QCOMPARE(cut.status, std::string("running"));
        QCOMPARE(cut.tryNumber, 1);
        QCOMPARE(store.finishedRunCount(id), 5LL);

        ScriptedExecutor again;
        std::vector<RunStarted> started;
        QualifyOptions opt;
        opt.progress = [&](const QualifyEvent& e) {
            if (const auto* s = std::get_if<RunStarted>(&e)) started.push_back(*s);
        };
        const QualifyReport r = qualify(c, store, again, opt);
        QCOMPARE(frontierOf(r), kTruth);
        QCOMPARE(r.runsThisInvocation, static_cast<long long>(again.runs)); // nothing finished ran again
        QCOMPARE(r.physicalRuns, 5LL + again.runs);
        QVERIFY(!started.empty());
        QCOMPARE(canonicalJson(toJson(started.front().state)), cut.stateKey); // the cut state comes first again
        QCOMPARE(started.front().attempt, cut.attempt);
        QCOMPARE(started.front().tryNumber, 2);

        std::set<std::string> finished;
        int retries = 0;
        for (const auto& run : store.runs(id)) {
            const std::string key = run.stateKey + "|" + std::to_string(run.attempt);
            if (run.id == cut.id) {
                QCOMPARE(run.status, std::string("interrupted"));
                QCOMPARE(run.tryNumber, 1);
            } else if (run.stateKey == cut.stateKey && run.attempt == cut.attempt) {
                ++retries;
                QCOMPARE(run.status, std::string("finished"));
                QCOMPARE(run.tryNumber, 2);
            } else {
                QCOMPARE(run.tryNumber, 1);
            }
            if (run.status == "finished") QVERIFY2(finished.insert(key).second, ("finished twice: " + key).c_str());
        }
        QCOMPARE(retries, 1);
    }
    void runsLeftOnAHostAreReattachedOrRetried() {
        // An earlier program placed two runs and was killed. The host still carries the first:
        // it is attached to, its end recorded once as the run it was (try 1), and the search
        // replays it instead of running its state. The host lost the second (run_lost): it is
        // interrupted, and its state runs again as try 2.
        const Campaign c = campaign("left");
        EvidenceStore store(db());
        const long long id = store.campaign(c.name, c.hash, c.spec).id;
        const nlohmann::json a = {{"x", 3.0}, {"y", 4.0}}, b = {{"x", 3.0}, {"y", 3.0}}; // minimal PASS, maximal FAIL
        const long long kept = store.beginRun(id, "", canonicalJson(a), a, 0, "scripted (box)", "b");
        const long long lost = store.beginRun(id, "", canonicalJson(b), b, 0, "scripted (box)", "b");
        const std::string keptId = "c" + std::to_string(id) + "-r" + std::to_string(kept);
        ScriptedExecutor ex;
        ex.reattachScript = [&](const LeftRun& l) {
            if (l.runId == keptId) return ScriptedExecutor::result(l.request.state);
            RunOutcome o =
                failure(RunOutcome::Status::Inconclusive, "run_lost", "its process ended without a final event");
            o.interrupted = true;
            return o;
        };
        std::vector<RunFinished> finished;
        QualifyOptions opt;
        opt.progress = [&](const QualifyEvent& e) {
            if (const auto* f = std::get_if<RunFinished>(&e)) finished.push_back(*f);
        };
        const QualifyReport r = qualify(c, store, ex, opt);
        QCOMPARE(frontierOf(r), kTruth);
        QCOMPARE(ex.reattached.size(), std::size_t(2));
        QCOMPARE(ex.reattached[0].runId, keptId);
        QCOMPARE(ex.reattached[0].host, std::string("scripted (box)"));
        QCOMPARE(ex.reattached[0].request.state, (Levels{{"x", 3.0}, {"y", 4.0}}));
        QCOMPARE(ex.reattached[0].request.attempt, 0);
        QVERIFY(!finished.empty() && finished[0].runId == keptId && !finished[0].replayed);
        QCOMPARE(finished[0].outcome, RunOutcomeKind::Pass);
        QCOMPARE(r.runsThisInvocation, static_cast<long long>(ex.runs) + 1); // the reattached run ended here
        std::map<std::string, std::vector<StoredRun>> byState;
        for (const auto& run : store.runs(id)) byState[run.stateKey].push_back(run);
        const auto& ofA = byState[canonicalJson(a)];
        QCOMPARE(ofA.size(), std::size_t(1)); // never run again
        QCOMPARE(ofA[0].id, kept);
        QCOMPARE(ofA[0].status, std::string("finished"));
        QCOMPARE(ofA[0].tryNumber, 1);
        const auto& ofB = byState[canonicalJson(b)];
        QCOMPARE(ofB.size(), std::size_t(2));
        QCOMPARE(ofB[0].id, lost);
        QCOMPARE(ofB[0].status, std::string("interrupted"));
        QCOMPARE(ofB[0].result.value("code", ""), std::string("run_lost"));
        QCOMPARE(ofB[1].status, std::string("finished"));
        QCOMPARE(ofB[1].tryNumber, 2);
        for (const auto& [key, runs] : byState) QVERIFY2(runs.back().status == "finished", key.c_str());
    }
    void levelsTheHostCannotTellApartAreReported() {
        // On a 2-thread host compute shares become 1 or 2 worker threads: every level from 2 up
        // ran as the same machine state, and the report says so.
        const Campaign c = campaign("threads");
        EvidenceStore store(db());
        ScriptedExecutor ex;
        ex.script = [](int, const RunRequest& req) {
            RunOutcome o = ScriptedExecutor::result(req.state);
            o.event["mechanisms"] = {
                {"x", {{"mechanism", "worker threads"}, {"value", std::min(2, int(req.state.at("x")))}}}};
            return o;
        };
        const QualifyReport r = qualify(c, store, ex, {});
        QCOMPARE(frontierOf(r), kTruth);
        QCOMPARE(r.indistinct.size(), std::size_t(1));
        QCOMPARE(r.indistinct[0].resource, std::string("x"));
        QVERIFY(r.indistinct[0].levels.size() >= 2);
        QCOMPARE(r.indistinct[0].levels.front(), 2.0);
        QCOMPARE(r.indistinct[0].mechanism["value"].get<int>(), 2);
        QCOMPARE(toJson(reportFromJson(toJson(r), "p.luma")), toJson(r));
        // The same campaign read back from the project notes the same levels (replayed runs count).
        ScriptedExecutor again;
        QCOMPARE(toJson(qualify(c, store, again, {}))["indistinct_levels"], toJson(r)["indistinct_levels"]);
        QCOMPARE(again.runs, 0);
    }
    void aLevelTheHostMadeOtherwiseIsReportedAsMade() {
        // The host makes x = 1 as 1.5 (a level the space does not hold: 0.25 of a 2-thread host is
        // one thread, 0.5), every other level as asked: x = 1 is no indistinct pair, yet what was
        // proven there is 1.5, and every face names the state so.
        const Campaign c = campaign("made");
        EvidenceStore store(db());
        ScriptedExecutor ex;
        ex.script = [](int, const RunRequest& req) {
            RunOutcome o = ScriptedExecutor::result(req.state);
            const double x = req.state.at("x"), made = x == 1 ? 1.5 : x;
            o.event["mechanisms"] = {{"x", {{"mechanism", "share"}, {"value", made}, {"effective", made}}}};
            return o;
        };
        const QualifyReport r = qualify(c, store, ex, {});
        QCOMPARE(frontierOf(r), kTruth);
        QCOMPARE(r.indistinct.size(), std::size_t(1));
        QCOMPARE(r.indistinct[0].resource, std::string("x"));
        QCOMPARE(r.indistinct[0].levels, std::vector<double>{1.0});
        QCOMPARE(r.indistinct[0].effective.value_or(0), 1.5);
        const nlohmann::json j = toJson(r);
        QCOMPARE(j["indistinct_levels"][0]["effective"].get<double>(), 1.5);
        QCOMPARE(toJson(reportFromJson(j, "p.luma")), j);
        const MadeLevels made = madeLevels(r.indistinct);
        const auto text = [](double v) { return std::to_string(static_cast<int>(v * 10)); };
        QCOMPARE(madeLevelsText({{"x", 1}, {"y", 6}}, made, text), std::string("x=15 (asked 10), y=60"));
        QCOMPARE(madeLevelsText({{"x", 2}, {"y", 5}}, made, text), std::string("x=20, y=50"));
        QCOMPARE(madeLevel(made, "x", 1), 1.5);
        QCOMPARE(madeLevel(made, "y", 1), 1.0);
    }
    void progressEventsArriveInOrder() {
        const Campaign c = campaign("events");
        EvidenceStore store(db());
        ScriptedExecutor ex;
        std::vector<std::string> started;
        int telemetry = 0, decided = 0, finished = 0;
        QualifyOptions opt;
        opt.progress = [&](const QualifyEvent& e) {
            if (auto s = std::get_if<RunStarted>(&e)) started.push_back(s->runId);
            if (auto t = std::get_if<RunTelemetry>(&e)) {
                QCOMPARE(t->runId, started.back());
                ++telemetry;
            }
            if (auto f = std::get_if<RunFinished>(&e)) {
                QCOMPARE(f->runId, started.back()); // one run at a time here: it finishes before the next starts
                QCOMPARE(f->outcome, truth(f->state) ? RunOutcomeKind::Pass : RunOutcomeKind::Fail);
                ++finished;
            }
            if (std::holds_alternative<StateDecided>(e)) ++decided;
        };
        qualify(c, store, ex, opt);
        QCOMPARE(static_cast<int>(started.size()), ex.runs);
        QCOMPARE(telemetry, ex.runs);
        QCOMPARE(finished, ex.runs);
        QCOMPARE(decided, ex.runs); // deterministic verdicts: one run decides one state
    }
    void batchesReachAParallelExecutor() {
        const Campaign c = campaign("batched");
        EvidenceStore store(db());
        ScriptedExecutor ex;
        ex.parallel = 3;
        const QualifyReport r = qualify(c, store, ex, {});
        QCOMPARE(frontierOf(r), kTruth);
        QVERIFY(*std::max_element(ex.batchSizes.begin(), ex.batchSizes.end()) > 1);
        for (std::size_t b : ex.batchSizes) QVERIFY(b <= 3);
    }
    void reportRoundTripsAndNamesBadKeys() {
        const Campaign c = campaign("report");
        EvidenceStore store(db());
        ScriptedExecutor ex;
        QualifyReport r = qualify(c, store, ex, {});
        QVERIFY(r.violations.empty()); // a monotone truth has none
        r.violations.push_back({"", {{"x", 2}, {"y", 5}}, {{"x", 3}, {"y", 5}}, 3, 3, 0, 3});
        const nlohmann::json j = toJson(r);
        QCOMPARE(j["monotonicity_violations"][0]["failing"]["x"], 3);
        QCOMPARE(toJson(reportFromJson(j, "p.luma")), j);
        nlohmann::json future = j;
        future["new_section"] = {1, 2, 3};
        QCOMPARE(toJson(reportFromJson(future, "p.luma")), j);
        nlohmann::json bad = j;
        bad["adjacent_fail"][0]["cut_to"] = "low";
        try {
            reportFromJson(bad, "p.luma");
            QFAIL("a bad report was read");
        } catch (const SpecError& e) {
            QVERIFY2(QString(e.what()).startsWith("p.luma: report.adjacent_fail[0].cut_to:"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(SpecError, reportFromJson(nlohmann::json::array(), "p.luma"));
    }
};

QTEST_GUILESS_MAIN(TestQualify)
#include "tst_qualify.moc"
