// PEX campaigns end to end: a command-workload oracle through the real agent (exact frontier),
// resume without repeating runs, crash safety under SIGKILL, Ctrl-C that cancels cleanly and
// resumes, runs that break without a verdict, the evidence store's refusals, the evidence
// bundle, a damaged stored report, and a real llm-emulator campaign on the local CPU.
#include "specs.h"

#include "core/evidence/bundle.h"
#include "core/evidence/bundle_check.h"
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/qualifier.h"
#include "core/util/sha256.h"
#include "core/util/spec_error.h"
#include "remote/client/agent_executor.h"

#include "signal_process.h"
#include "synthetic_campaign.h"
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <QtTest>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sqlite3.h>
#include <sstream>
#include <sys/stat.h>
#include <thread>

using namespace luma;

using test::frontierOf;

namespace {
// Processes whose environment holds `entry` ("NAME=value"): /proc/<pid>/environ is NUL-separated.
std::vector<int> processesWithEnvironment(const std::string& entry) {
    std::vector<int> found;
    for (const auto& dir : std::filesystem::directory_iterator("/proc")) {
        const std::string name = dir.path().filename().string();
        if (name.find_first_not_of("0123456789") != std::string::npos) continue;
        std::ifstream in(dir.path() / "environ", std::ios::binary);
        std::string item;
        while (std::getline(in, item, '\0'))
            if (item == entry) {
                found.push_back(std::stoi(name));
                break;
            }
    }
    return found;
}
} // namespace

class TestCampaign : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string path(const std::string& name) { return m_dir.filePath(QString::fromStdString(name)).toStdString(); }

    std::string writeCampaign(const std::string& name, const nlohmann::json& extra = nlohmann::json::object(),
                              const nlohmann::json& argv = nullptr) {
        return luma::test::writeSyntheticCampaign(m_dir.path().toStdString(), name, [&](nlohmann::json& c) {
            c["search"].update(extra);
            if (!argv.is_null()) c["workload"]["argv"] = argv;
        });
    }

    nlohmann::json qualify(const std::string& campaign, const std::string& db) {
        EvidenceStore store(db);
        const Campaign c = loadCampaign(campaign);
        const auto executor = client::makeExecutor(c, {LUMA_AGENT_BIN});
        return toJson(luma::qualify(c, store, *executor, {}));
    }

    // `luma qualify` as a user runs it; returns the exit code and what it printed on stderr.
    std::pair<int, QString> runCli(const QStringList& args,
                                   const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(LUMA_CLI, args);
        if (!p.waitForFinished(120000)) return {-1, "timed out"};
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
    }

private slots:
    void commandOracleGivesTheExactFrontier() {
        const std::string db = path("exact.luma");
        nlohmann::json r = qualify(writeCampaign("exact"), db);
        QCOMPARE(frontierOf(r), test::syntheticFrontier());
        QVERIFY(r["physical_runs"].get<long long>() >= r["certificate_lower_bound"].get<long long>());
        QVERIFY(r["physical_runs"].get<long long>() < 512 / 2); // far fewer than the grid
        qInfo("model-free command campaign: %lld runs for a lower bound of %lld", r["physical_runs"].get<long long>(),
              r["certificate_lower_bound"].get<long long>());
        QCOMPARE(r["adjacent_fail"].size(), r["binding"].size());
        for (const auto& a : r["adjacent_fail"]) QCOMPARE(a["failed"].get<std::string>(), std::string("throughput"));

        // Resume: the same command again runs nothing and reports the same frontier.
        nlohmann::json again = qualify(writeCampaign("exact"), db);
        QCOMPARE(again["runs_this_invocation"].get<long long>(), 0LL);
        QCOMPARE(frontierOf(again), test::syntheticFrontier());
        QCOMPARE(again["physical_runs"], r["physical_runs"]);
    }
    void storeRefusesWhatItShould() {
        const std::string db = path("refuse.luma");
        qualify(writeCampaign("same-name"), db);
        // The same name with another specification is refused, not mixed.
        const std::string changed = writeCampaign("same-name", {{"max_repeats", 2}});
        QVERIFY_THROWS_EXCEPTION(SpecError, qualify(changed, db));
        // A foreign SQLite file and a file that is not a database get clear errors.
        const std::string foreign = path("foreign.db");
        sqlite3* f = nullptr;
        sqlite3_open(foreign.c_str(), &f);
        sqlite3_exec(f, "CREATE TABLE t(x); PRAGMA application_id=42;", nullptr, nullptr, nullptr);
        sqlite3_close(f);
        try {
            EvidenceStore s(foreign);
            QFAIL("a foreign database was opened");
        } catch (const SpecError& e) {
            QVERIFY2(std::string(e.what()).find("not a LUMA project") != std::string::npos, e.what());
        }
        std::ofstream(path("junk.luma")) << std::string(5000, 'j');
        try {
            EvidenceStore s(path("junk.luma"));
            QFAIL("junk was opened");
        } catch (const SpecError& e) {
            QVERIFY2(std::string(e.what()).find("junk.luma") != std::string::npos, e.what());
        }
    }
    void bundleVerifiesAndDetectsEdits() {
        const std::string db = path("bundle.luma");
        qualify(writeCampaign("bundled"), db);
        EvidenceStore store(db);
        nlohmann::json bundle = exportBundle(store, "bundled");
        QVERIFY(verifyBundle(bundle).empty());
        QVERIFY(!bundle["parts"]["runs"].empty());
        nlohmann::json edited = bundle;
        edited["parts"]["runs"][0]["result"]["metrics"]["throughput_tok_s"] = 1e6;
        const auto problems = verifyBundle(edited);
        QVERIFY(!problems.empty());
        QCOMPARE(QString::fromStdString(problems.front()), QStringLiteral("part \"runs\" was changed"));
        // Re-hashed after the edit, it is intact, but the run's verdict no longer follows from its metrics.
        nlohmann::json forged = bundle;
        auto& run = forged["parts"]["runs"][0]["result"];
        run["verdict"] = run["verdict"] == "PASS" ? "FAIL" : "PASS";
        forged["manifest"]["parts"]["runs"] = contentHash(forged["parts"]["runs"]);
        nlohmann::json body = forged;
        body.erase("manifest");
        forged["manifest"]["bundle"] = contentHash(body);
        const auto forgedProblems = verifyBundle(forged);
        QCOMPARE(forgedProblems.size(), std::size_t(1));
        QVERIFY2(forgedProblems.front().starts_with("run 0 at ") &&
                     forgedProblems.front().find("but its metrics against the contract's SLOs give") !=
                         std::string::npos,
                 forgedProblems.front().c_str());
        // Members of the wrong type are problems named in words, never a JSON library exception.
        nlohmann::json hostile = bundle;
        hostile["parts"]["runs"][0]["status"] = 1;
        hostile["parts"]["runs"][1]["result"]["type"] = nlohmann::json::array();
        QVERIFY(!verifyBundle(hostile).empty());
        hostile["schema"] = 5;
        QCOMPARE(verifyBundle(hostile), std::vector<std::string>{"not a luma.bundle/1 evidence bundle"});
        QVERIFY_THROWS_EXCEPTION(SpecError, exportBundle(store, "no-such-campaign"));
        QVERIFY_THROWS_EXCEPTION(SpecError, importBundle(store, edited, "edited.json"));
        // A verified bundle imports into another project, and qualify there runs nothing new.
        const std::string other = path("imported.luma");
        {
            EvidenceStore target(other);
            ImportOptions unsignedOk;
            unsignedOk.allowUnsigned = true;
            QCOMPARE(importBundle(target, bundle, "bundle.json", unsignedOk).added,
                     static_cast<long long>(bundle["parts"]["runs"].size()));
        }
        const nlohmann::json resumed = qualify(writeCampaign("bundled"), other);
        QCOMPARE(resumed["runs_this_invocation"].get<long long>(), 0LL);
        QCOMPARE(frontierOf(resumed), test::syntheticFrontier());
    }
    void aFailedImportLeavesNoProject() {
        const std::string bundle = path("broken-bundle.json");
        std::ofstream(bundle) << R"({"schema": "luma.bundle/1", "name": "x", "parts": {}, "manifest": {"parts": {}}})";
        const std::string project = path("never-made.luma");
        const auto [code, err] = runCli({"import", QString::fromStdString(project), QString::fromStdString(bundle)});
        QCOMPARE(code, 1);
        QVERIFY2(err.contains("broken-bundle.json"), qPrintable(err));
        QVERIFY2(!std::filesystem::exists(project), "the failed import left an empty project file");
    }
    // Waits (up to 10 s, or until `p` ends) until the project holds a run whose status is
    // "running", read as a second program would, without a write.
    static void waitForARunningRun(const std::string& db, QProcess& p) {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 10000 && p.state() != QProcess::NotRunning) {
            sqlite3* h = nullptr;
            int running = 0;
            if (sqlite3_open_v2(db.c_str(), &h, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
                sqlite3_busy_timeout(h, 200);
                sqlite3_exec(
                    h, "SELECT count(*) FROM runs WHERE status = 'running'",
                    [](void* n, int, char** v, char**) {
                        *static_cast<int*>(n) = v[0] ? std::atoi(v[0]) : 0;
                        return 0;
                    },
                    &running, nullptr);
            }
            sqlite3_close(h);
            if (running > 0) return;
            p.waitForFinished(20);
        }
    }
    void crashSafety() {
        // The uninterrupted reference.
        const std::string campaign = writeCampaign("crash");
        const nlohmann::json reference = qualify(campaign, path("reference.luma"));
        // The same campaign, killed with SIGKILL at random moments and resumed each time.
        const std::string db = path("crash.luma");
        std::mt19937 rng(12345);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LUMA_TEST_SLEEP", "0.05"); // long enough that 20 kills land before the end
        env.insert("LUMA_AGENT", LUMA_AGENT_BIN);
        int kills = 0;
        std::map<std::string, int> finishedBefore;
        for (int round = 0; round < 200; ++round) {
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(LUMA_CLI,
                    {"qualify", QString::fromStdString(campaign), "--db", QString::fromStdString(db), "--quiet"});
            QVERIFY(p.waitForStarted());
            // Every other kill lands while a run is placed (on a loaded host the program may take
            // longer than the random wait just to start), the others at any moment.
            if (kills % 2 == 0 && kills < 20) waitForARunningRun(db, p);
            const int waitMs = std::uniform_int_distribution<int>(30, 400)(rng);
            if (kills < 20 && !p.waitForFinished(waitMs)) {
                test::signalProcess(p, SIGKILL);
                p.waitForFinished(5000);
                ++kills;
            } else {
                QVERIFY(p.waitForFinished(120000));
                if (p.exitCode() == 0) break;
            }
            // Zero committed runs lost: every run finished before stays, with the same id.
            EvidenceStore store(db);
            if (auto c = store.findCampaign("crash")) {
                std::map<std::string, int> now;
                for (const auto& r : store.runs(c->id))
                    if (r.status == "finished")
                        ++now[r.intervention + "|" + r.stateKey + "|" + std::to_string(r.attempt)];
                for (const auto& [key, count] : finishedBefore) QVERIFY2(now.count(key), key.c_str());
                for (const auto& [key, count] : now) QVERIFY2(count == 1, ("repeated: " + key).c_str());
                finishedBefore = now;
            }
        }
        QVERIFY2(kills >= 20, qPrintable(QString("only %1 kills landed").arg(kills)));
        EvidenceStore store(db);
        const auto c = store.findCampaign("crash");
        QVERIFY(c.has_value());
        const auto report = store.latestDecision(c->id, "report");
        QVERIFY2(report.has_value(), "the campaign never completed");
        QCOMPARE(frontierOf(*report), frontierOf(reference));
        QCOMPARE(frontierOf(*report), test::syntheticFrontier());
        // Zero finished runs repeated: exactly the reference's number of finished runs.
        QCOMPARE(store.finishedRunCount(c->id), reference["physical_runs"].get<long long>());
        // The runs the kills cut short are marked interrupted by the next start; none stays "running".
        long long interrupted = 0;
        for (const auto& run : store.runs(c->id)) {
            QVERIFY(run.status != "running");
            interrupted += run.status == "interrupted";
        }
        QVERIFY(interrupted > 0);
        qInfo("%d SIGKILLs, %lld finished runs, frontier identical to the uninterrupted run", kills,
              store.finishedRunCount(c->id));
    }
    void ctrlCCancelsCleanlyAndResumes() {
        const std::string campaign = writeCampaign("interrupted");
        const std::string db = path("interrupted.luma");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LUMA_TEST_SLEEP", "30"); // each run would take 30 s: the cancel must stop it
        env.insert("LUMA_AGENT", LUMA_AGENT_BIN);
        // Every process of this campaign inherits the marker; other suites running the same oracle
        // script at the same time (tst_host_pool, tst_ssh under ctest -j) do not.
        const QString marker = QStringLiteral("LUMA_TEST_MARKER=ctrl-c-%1").arg(QCoreApplication::applicationPid());
        env.insert("LUMA_TEST_MARKER", marker.section('=', 1));
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(LUMA_CLI, {"qualify", QString::fromStdString(campaign), "--db", QString::fromStdString(db)});
        QVERIFY(p.waitForStarted());
        // Wait until the first run is recorded as running, then press Ctrl-C.
        for (int i = 0; i < 200; ++i) {
            QThread::msleep(50);
            EvidenceStore store(db);
            const auto c = store.findCampaign("interrupted");
            if (c && !store.runs(c->id).empty()) break;
        }
        // The marker finds the run's processes while it runs (CLI, agent, oracle script, its sleep) ...
        QTRY_VERIFY_WITH_TIMEOUT(processesWithEnvironment(marker.toStdString()).size() >= 3, 10000);
        QElapsedTimer clock;
        clock.start();
        QVERIFY2(test::signalProcess(p, SIGINT), "luma qualify ended before the Ctrl-C");
        QVERIFY(p.waitForFinished(20000));
        QVERIFY2(clock.elapsed() < 15000, "the cancel did not stop the 30 s run");
        QCOMPARE(p.exitCode(), 130);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains("cancelled"));
        {
            // The interrupted run is recorded as cancelled, not as evidence, and nothing is left running.
            EvidenceStore store(db);
            const auto runs = store.runs(store.findCampaign("interrupted")->id);
            QCOMPARE(runs.size(), std::size_t(1));
            QCOMPARE(QString::fromStdString(runs[0].status), QStringLiteral("cancelled"));
            QCOMPARE(store.finishedRunCount(store.findCampaign("interrupted")->id), 0LL);
        }
        // ... and none of them survives: the sleeping command was in the agent's group.
        QCOMPARE(processesWithEnvironment(marker.toStdString()), std::vector<int>{});
        // The same command resumes and completes.
        env.insert("LUMA_TEST_SLEEP", "0");
        const auto [code, err] =
            runCli({"qualify", QString::fromStdString(campaign), "--db", QString::fromStdString(db), "--quiet"}, env);
        QVERIFY2(code == 0, qPrintable(err));
        EvidenceStore store(db);
        QCOMPARE(frontierOf(*store.latestDecision(store.findCampaign("interrupted")->id, "report")),
                 test::syntheticFrontier());
    }
    void runsWithoutAVerdictStopTheCampaign() {
        // A benchmark that crashes is no evidence about the state: before, its error was stored
        // as a FAIL and monotonicity then failed every state below it ("no state passes").
        const std::string campaign =
            writeCampaign("crashing", nlohmann::json::object(), {"sh", "-c", "echo boom >&2; exit 3"});
        const std::string db = path("crashing.luma");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LUMA_AGENT", LUMA_AGENT_BIN);
        const auto [code, err] =
            runCli({"qualify", QString::fromStdString(campaign), "--db", QString::fromStdString(db), "--quiet"}, env);
        QCOMPARE(code, 1);
        QVERIFY2(err.contains("gave no verdict 3 times") && err.contains("boom") && err.contains("x=8"),
                 qPrintable(err));
        EvidenceStore store(db);
        const auto c = store.findCampaign("crashing");
        QCOMPARE(store.finishedRunCount(c->id), 0LL); // nothing recorded as evidence
        QCOMPARE(store.runs(c->id).size(), std::size_t(3));
        QVERIFY(!store.latestDecision(c->id, "report"));
    }
    void showReadsADamagedReportSafely() {
        const std::string db = path("shown.luma");
        qualify(writeCampaign("shown"), db);
        auto setReport = [&](const nlohmann::json& report) {
            EvidenceStore store(db);
            store.putDecision(store.findCampaign("shown")->id, "report", report);
        };
        EvidenceStore reader(db);
        nlohmann::json report = *reader.latestDecision(reader.findCampaign("shown")->id, "report");
        // Keys it does not know (a newer LUMA) are fine; before, `luma show` died with an internal error.
        report["from_the_future"] = {{"x", 1}};
        report["minimum_pass"]["extra"] = "kept";
        setReport(report);
        auto [code, err] = runCli({"show", QString::fromStdString(db)});
        QVERIFY2(code == 0, qPrintable(err));
        // A wrongly typed value is an error naming the key, exit code 1, not a crash.
        report["minimum_pass"]["state"]["x"] = "four";
        setReport(report);
        std::tie(code, err) = runCli({"show", QString::fromStdString(db)});
        QCOMPARE(code, 1);
        QVERIFY2(err.contains("report.minimum_pass.state.x"), qPrintable(err));
        report.erase("campaign");
        setReport(report);
        std::tie(code, err) = runCli({"show", QString::fromStdString(db), "--json"});
        QCOMPARE(code, 1);
        QVERIFY2(err.contains("report") && err.contains("campaign"), qPrintable(err));
    }
    void emulatorCampaignOnTheLocalCpu() {
        // Memory-only SLOs keep this deterministic on a loaded CI machine: OOM does not depend on time.
        // 32 requests: the llm-emulator's default validity gate (core/model/validity_gates.h).
        const std::string ex = luma::test::sourcePath("resources/examples/tiny/");
        std::ofstream(path("tiny-contract.json")) << nlohmann::json{
            {"schema", "luma.contract/1"},
            {"name", "tiny"},
            {"model", {{"hf_config", ex + "tiny-llama.json"}}},
            {"workload",
             {{"input_tokens", 64}, {"output_tokens", 16}, {"arrival", {{"kind", "offline"}, {"requests", 32}}}}},
            {"slo", {{"success_rate_min", 0.99}}}}.dump();
        const std::string file = path("tiny-campaign.json");
        nlohmann::json dims = {{{"resource", "compute_fraction"}, {"levels", {0.5, 1.0}}},
                               {{"resource", "hbm_gib"}, {"levels", {0.016, 0.022, 0.024, 0.064}}}};
        std::ofstream(file) << nlohmann::json{
            {"schema", "luma.campaign/1"},
            {"name", "tiny"},
            {"contract", "tiny-contract.json"},
            {"machine", ex + "machine.json"},
            {"space", {{"schema", "luma.space/1"}, {"dims", dims}}},
            {"workload", {{"kind", "llm-emulator"}, {"max_sequences", 16}, {"max_batched_tokens", 512}}},
            {"interventions", {{{"name", "int4-weights"}, {"kind", "weight_precision"}, {"value", "int4"}}}},
            {"search",
             {{"use_model",
               false}}}}.dump();
        nlohmann::json r = qualify(file, path("tiny.luma"));
        QCOMPARE(r["minimum_pass"]["state"]["hbm_gib"].get<double>(), 0.024);
        QCOMPARE(r["minimum_pass"]["state"]["compute_fraction"].get<double>(), 0.5);
        QCOMPARE(r["binding"], nlohmann::json::array({"hbm_gib"}));
        QCOMPARE(r["adjacent_fail"][0]["failed"].get<std::string>(), std::string("OOM"));
        const auto& iv = r["interventions"][0];
        QCOMPARE(iv["adjacent_fail_recovery"][0]["recovers_to_pass"].get<bool>(),
                 true); // int4 weights fit in 0.022 GiB
        QVERIFY(iv["requirement_change"]["hbm_gib"].get<double>() < 0);
    }
    void aLevelTheHostCannotMakeIsShownAsMade() {
        // The CPU agent makes a share to a hundredth of a thread (a CPU-time quota): 0.326 of a
        // thread runs as 0.33 (its "effective" share is 0.33 / threads), and the report, `luma
        // show` and the customer report name the minimum PASS by that share, never by the one asked.
        const double threads = std::max(1u, std::thread::hardware_concurrency());
        const double asked = 0.326 / threads;
        const std::string ex = luma::test::sourcePath("resources/examples/tiny/");
        std::ofstream(path("made-contract.json")) << nlohmann::json{
            {"schema", "luma.contract/1"},
            {"name", "tiny"},
            {"model", {{"hf_config", ex + "tiny-llama.json"}}},
            // 256 requests: 32 took 0.08 s on an idle core, under the emulator's 0.1 s validity gate.
            {"workload",
             {{"input_tokens", 16}, {"output_tokens", 4}, {"arrival", {{"kind", "offline"}, {"requests", 256}}}}},
            {"slo", {{"success_rate_min", 0.99}}}}.dump();
        const std::string file = path("made-campaign.json");
        std::ofstream(file) << nlohmann::json{
            {"schema", "luma.campaign/1"},
            {"name", "made"},
            {"contract", "made-contract.json"},
            {"machine", ex + "machine.json"},
            {"space",
             {{"schema", "luma.space/1"},
              {"dims",
               {{{"resource", "compute_fraction"}, {"levels", {asked, 1.0}}},
                {{"resource", "hbm_gib"}, {"levels", {0.064}}}}}}},
            {"workload", {{"kind", "llm-emulator"}, {"max_sequences", 4}, {"max_batched_tokens", 64}}},
            {"search",
             {{"use_model",
               false}}}}.dump();
        const std::string db = path("made.luma");
        const nlohmann::json r = qualify(file, db);
        QCOMPARE(r["minimum_pass"]["state"]["compute_fraction"].get<double>(), asked);
        const nlohmann::json* made = nullptr;
        for (const auto& x : r["indistinct_levels"])
            if (x["levels"].size() >= 1 && x["levels"][0].get<double>() == asked) made = &x;
        QVERIFY2(made, r["indistinct_levels"].dump().c_str());
        const double effective = (*made)["effective"].get<double>();
        QVERIFY(effective > asked);
        const auto shown = [](double v) {
            std::ostringstream o;
            o.precision(6);
            o << v;
            return o.str();
        };
        QProcess show;
        show.start(LUMA_CLI, {"show", QString::fromStdString(db)});
        QVERIFY(show.waitForFinished(60000));
        const std::string text = show.readAllStandardOutput().toStdString();
        const std::string expected =
            "Minimum PASS: compute_fraction=" + shown(effective) + " (asked " + shown(asked) + ")";
        QVERIFY2(text.find(expected) != std::string::npos, text.c_str());
        const std::string html = path("made.html");
        QProcess report;
        report.start(LUMA_CLI, {"report", QString::fromStdString(db), "--campaign", "made", "--out",
                                QString::fromStdString(html)});
        QVERIFY(report.waitForFinished(60000));
        QCOMPARE(report.exitCode(), 0);
        std::ifstream in(html);
        const std::string page((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QVERIFY(page.find("compute_fraction=" + shown(effective) + " (asked " + shown(asked) + ")") !=
                std::string::npos);
        QVERIFY(page.find("Made otherwise on the host") != std::string::npos ||
                page.find("Not distinct on the host") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestCampaign)
#include "tst_campaign.moc"
