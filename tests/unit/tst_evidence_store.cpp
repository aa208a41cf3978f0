// The evidence store when SQLite fails: every failure is a SpecError naming the project file and
// what was being done (never an "internal error"), a failed migration leaves the file as it was
// and unlocked, and a constructor that throws after opening closes its connection. (The store's
// normal life and its refusals of foreign, junk and re-specified files are in tst_campaign.)
#include "expect_error.h"

#include "core/evidence/store.h"

#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <sqlite3.h>
#include <string>
#include <unistd.h>

using namespace luma;

namespace {

constexpr int kLuma = 0x4C554D41; // the store's application_id

// A second program's connection to a project file, as SQLite's own shell would make it.
struct Raw {
    sqlite3* db = nullptr;
    explicit Raw(const std::string& file) { sqlite3_open(file.c_str(), &db); }
    ~Raw() { sqlite3_close(db); }
    int exec(const std::string& sql) { return sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr); }
    long long integer(const std::string& sql) {
        sqlite3_stmt* s = nullptr;
        sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr);
        long long v = sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_int64(s, 0) : -1;
        sqlite3_finalize(s);
        return v;
    }
};

} // namespace

class TestEvidenceStore : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string path(const std::string& name) { return m_dir.filePath(QString::fromStdString(name)).toStdString(); }

    // A file that claims to be a LUMA project of schema `version`, holding `sql`.
    std::string craft(const std::string& name, int version, const std::string& sql) {
        const std::string file = path(name);
        Raw raw(file);
        raw.exec("PRAGMA application_id=" + std::to_string(kLuma) + "; PRAGMA user_version=" + std::to_string(version) +
                 ";" + sql);
        return file;
    }

private slots:
    void lockedDatabaseNamesTheFileAndTheOperation() {
        const std::string file = path("locked.luma");
        EvidenceStore store(file, std::chrono::milliseconds(200)); // a write gives up after 200 ms
        const long long campaign = store.campaign("c", "hash", {{"name", "c"}}).id;
        const long long run = store.beginRun(campaign, "", "x=1", {{"x", 1}}, 0, "host", "build");
        Raw other(file);
        QCOMPARE(other.exec("BEGIN EXCLUSIVE"), SQLITE_OK); // another program holds the write lock
        LUMA_EXPECT_SPEC_ERROR(store.putSpec("h2", "contract", {{"a", 1}}),
                               "locked.luma: ", "cannot store the specification", "database is locked");
        LUMA_EXPECT_SPEC_ERROR(store.finishRun(run, {{"type", "result"}}, "PASS", "", {}),
                               "locked.luma: ", "cannot record the run", "database is locked");
        QCOMPARE(other.exec("ROLLBACK"), SQLITE_OK);
        // Nothing half-written: the run is still unfinished and can be finished now.
        QCOMPARE(store.finishedRunCount(campaign), 0LL);
        store.finishRun(run, {{"type", "result"}}, "PASS", "", {});
        QCOMPARE(store.finishedRunCount(campaign), 1LL);
    }
    void constraintFailureNamesTheOperation() {
        EvidenceStore store(path("orphan.luma"));
        LUMA_EXPECT_SPEC_ERROR(store.beginRun(42, "", "x=1", {{"x", 1}}, 0, "host", "build"),
                               "orphan.luma: ", "cannot record the start of a run", "FOREIGN KEY constraint failed");
    }
    void damagedJsonIsASpecError() {
        const std::string file = path("damaged.luma");
        {
            EvidenceStore store(file);
            store.campaign("c", "hash", {{"name", "c"}});
        }
        Raw(file).exec("UPDATE specs SET json = '{not json'");
        EvidenceStore store(file);
        LUMA_EXPECT_SPEC_ERROR(store.findCampaign("c"), "damaged.luma: ", "cannot read the campaign");
    }
    void failedMigrationLeavesTheFileAsItWas() {
        // A table of the migration's last step already exists: the migration fails half-way.
        const std::string file =
            craft("half.luma", 0, "CREATE TABLE decisions(mine TEXT); INSERT INTO decisions VALUES('keep');");
        LUMA_EXPECT_SPEC_ERROR(EvidenceStore{file}, "half.luma: ", "decisions already exists");
        Raw raw(file);
        sqlite3_busy_timeout(raw.db, 0);
        // Rolled back and unlocked: another program can write at once and sees what it wrote.
        QCOMPARE(raw.exec("BEGIN IMMEDIATE"), SQLITE_OK);
        QCOMPARE(raw.exec("ROLLBACK"), SQLITE_OK);
        QCOMPARE(raw.integer("SELECT count(*) FROM sqlite_master"), 1LL);
        QCOMPARE(raw.integer("SELECT count(*) FROM decisions WHERE mine = 'keep'"), 1LL);
        QCOMPARE(raw.integer("PRAGMA user_version"), 0LL);
    }
    void runRecordAndTelemetryReadBack() {
        // What the evidence inspector reads of one run: verdict and cause as recorded, start and
        // end, and the telemetry in the agent's order whatever order it was handed over in.
        EvidenceStore store(path("inspect.luma"));
        const long long campaign = store.campaign("c", "hash", {{"name", "c"}}).id;
        const long long done = store.beginRun(campaign, "int4", "x=2", {{"x", 2}}, 1, "gpu-3", "build-9");
        store.finishRun(done, {{"type", "result"}, {"verdict", "FAIL"}}, "FAIL", "TTFT",
                        {{{"seq", 3}, {"data", {{"t", 3}}}}, {{"seq", 2}, {"data", {{"t", 2}}}}});
        const long long running = store.beginRun(campaign, "", "x=1", {{"x", 1}}, 0, "local", "build-9");
        const long long cut = store.beginRun(campaign, "", "x=3", {{"x", 3}}, 0, "local", "build-9");
        store.abandonRun(cut, "cancelled", {{"type", "error"}, {"code", "cancelled"}}, "cancelled by the user");

        const auto r = store.runRecord(done);
        QVERIFY(r.has_value());
        QCOMPARE(r->campaign, campaign);
        QCOMPARE(r->run.intervention, std::string("int4"));
        QCOMPARE(r->run.attempt, 1);
        QCOMPARE(r->run.host, std::string("gpu-3"));
        QCOMPARE(r->run.status, std::string("finished"));
        QCOMPARE(r->run.state["x"].get<int>(), 2);
        QCOMPARE(r->verdict.value_or(""), std::string("FAIL"));
        QCOMPARE(r->cause.value_or(""), std::string("TTFT"));
        QVERIFY(r->started > 1.6e9);
        QVERIFY(r->finished.has_value() && *r->finished >= r->started);
        const auto t = store.telemetry(done);
        QCOMPARE(t.size(), std::size_t(2));
        QCOMPARE(t[0]["seq"].get<int>(), 2);
        QCOMPARE(t[1]["data"]["t"].get<int>(), 3);

        const auto open = store.runRecord(running); // still running: no verdict, no end, no telemetry
        QVERIFY(open.has_value());
        QVERIFY(!open->verdict && !open->cause && !open->finished);
        QVERIFY(open->run.result.is_null());
        QVERIFY(store.telemetry(running).empty());
        const auto cancelled = store.runRecord(cut);
        QCOMPARE(cancelled->verdict.value_or(""), std::string("NONE"));
        QCOMPARE(cancelled->cause.value_or(""), std::string("cancelled by the user"));
        QCOMPARE(cancelled->run.status, std::string("cancelled"));
        QVERIFY(!store.runRecord(9999).has_value());
    }
    void schemaOneProjectsGetTheirTriesNumbered() {
        // A project written before runs had a try number (schema 1): its runs of one state and
        // attempt are numbered in the order they started, and the next run of it is the next try.
        const std::string file = craft("v1.luma", 1, R"(
            CREATE TABLE specs(hash TEXT PRIMARY KEY, kind TEXT NOT NULL, json TEXT NOT NULL);
            CREATE TABLE campaigns(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, spec_hash TEXT NOT NULL,
                                   created REAL NOT NULL);
            CREATE TABLE runs(id INTEGER PRIMARY KEY, campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
                              intervention TEXT NOT NULL, state_key TEXT NOT NULL, state_json TEXT NOT NULL,
                              attempt INTEGER NOT NULL, host TEXT NOT NULL, agent_build TEXT NOT NULL,
                              status TEXT NOT NULL, started REAL NOT NULL, finished REAL);
            CREATE INDEX runs_lookup ON runs(campaign_id, intervention, state_key, attempt);
            CREATE TABLE results(run_id INTEGER PRIMARY KEY REFERENCES runs(id), json TEXT NOT NULL,
                                 verdict TEXT NOT NULL, cause TEXT NOT NULL);
            CREATE TABLE telemetry(run_id INTEGER NOT NULL REFERENCES runs(id), seq INTEGER NOT NULL, json TEXT NOT NULL);
            CREATE TABLE decisions(id INTEGER PRIMARY KEY, campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
                                   kind TEXT NOT NULL, json TEXT NOT NULL, created REAL NOT NULL);
            INSERT INTO specs VALUES('hash', 'campaign', '{"name": "c"}');
            INSERT INTO campaigns VALUES(1, 'c', 'hash', 1);
            INSERT INTO runs VALUES(1, 1, '', 'x=1', '{"x": 1}', 0, 'local', 'b', 'interrupted', 1, 2);
            INSERT INTO runs VALUES(2, 1, '', 'x=1', '{"x": 1}', 0, 'local', 'b', 'error', 3, 4);
            INSERT INTO runs VALUES(3, 1, '', 'x=2', '{"x": 2}', 0, 'local', 'b', 'finished', 5, 6);
            INSERT INTO runs VALUES(4, 1, '', 'x=1', '{"x": 1}', 0, 'local', 'b', 'finished', 7, 8);
            INSERT INTO runs VALUES(5, 1, '', 'x=1', '{"x": 1}', 1, 'local', 'b', 'finished', 9, 10);
            INSERT INTO runs VALUES(6, 1, 'int4', 'x=1', '{"x": 1}', 0, 'local', 'b', 'finished', 11, 12);
            INSERT INTO results VALUES(3, '{"type": "result", "verdict": "PASS"}', 'PASS', '');
            INSERT INTO results VALUES(4, '{"type": "result", "verdict": "FAIL"}', 'FAIL', 'TTFT');
            INSERT INTO results VALUES(5, '{"type": "result", "verdict": "FAIL"}', 'FAIL', 'TTFT');
            INSERT INTO results VALUES(6, '{"type": "result", "verdict": "PASS"}', 'PASS', '');
        )");
        // Read-only, it cannot be upgraded: the message says so and how to fix it (root can
        // write any file, so only an unprivileged run sees the refusal).
        if (::geteuid() != 0) {
            const std::string readOnly = path("v1-readonly.luma");
            std::filesystem::copy_file(file, readOnly);
            std::filesystem::permissions(readOnly,
                                         std::filesystem::perms::owner_read | std::filesystem::perms::group_read);
            LUMA_EXPECT_SPEC_ERROR(EvidenceStore(readOnly), "v1-readonly.luma", "written by an older LUMA (schema 1)",
                                   "read-only here: make it writable once");
        }
        {
            EvidenceStore store(file);
            std::map<long long, int> tries;
            for (const auto& r : store.runs(1)) tries[r.id] = r.tryNumber;
            QCOMPARE(tries, (std::map<long long, int>{{1, 1}, {2, 2}, {3, 1}, {4, 3}, {5, 1}, {6, 1}}));
            QCOMPARE(store.runRecord(4)->run.tryNumber, 3);
            const auto replayed = store.finishedRun(1, "", "x=1", 0);
            QVERIFY(replayed && replayed->id == 4 && replayed->tryNumber == 3);
            int tryNumber = 0;
            const long long next = store.beginRun(1, "", "x=1", {{"x", 1}}, 0, "local", "b", &tryNumber);
            QCOMPARE(tryNumber, 4);
            QCOMPARE(store.runRecord(next)->run.tryNumber, 4);
            store.beginRun(1, "", "x=3", {{"x", 3}}, 0, "local", "b", &tryNumber);
            QCOMPARE(tryNumber, 1);
        }
        Raw raw(file);
        QCOMPARE(raw.integer("PRAGMA user_version"), static_cast<long long>(kStoreSchemaVersion));
        QCOMPARE(raw.integer("SELECT count(*) FROM runs"), 8LL);
        EvidenceStore again(file); // opened again as it is: nothing renumbered
        QCOMPARE(again.runRecord(2)->run.tryNumber, 2);
    }
    void resultsAreSealedAndCheckedOnRead() {
        // Schema 3: each result is stored with the SHA-256 of its row and its run's; a change that
        // SQLite cannot see (a valid JSON edited in place, a run's state rewritten) is refused by
        // its row on every read, and named by damage().
        const std::string file = path("sealed.luma");
        {
            EvidenceStore store(file);
            const long long c = store.campaign("c", "hash", {{"name", "c"}}).id;
            for (int x = 1; x <= 3; ++x) {
                const long long run = store.beginRun(c, "", "x=" + std::to_string(x), {{"x", x}}, 0, "local", "build");
                store.finishRun(run, {{"type", "result"}, {"verdict", "PASS"}, {"metrics", {{"tok_s", 450}}}}, "PASS",
                                "", {});
            }
            QCOMPARE(store.runs(c).size(), std::size_t(3));
            QVERIFY(store.damage().empty());
        }
        QCOMPARE(Raw(file).integer("SELECT count(*) FROM results WHERE length(sha256) = 64"), 3LL);
        QCOMPARE(Raw(file).exec("UPDATE results SET json = replace(json, '450', '410') WHERE run_id = 2"), SQLITE_OK);
        QCOMPARE(Raw(file).exec("UPDATE runs SET state_json = '{\"x\":9}' WHERE id = 3"), SQLITE_OK);
        EvidenceStore store(file);
        QVERIFY(store.runRecord(1));
        LUMA_EXPECT_SPEC_ERROR(store.runRecord(2), "sealed.luma: ", "results row 2 is damaged",
                               "its SHA-256 does not match", "not shown as evidence");
        LUMA_EXPECT_SPEC_ERROR(store.runs(1), "results row 2 is damaged");
        LUMA_EXPECT_SPEC_ERROR(store.runRecords(1), "results row 2 is damaged");
        LUMA_EXPECT_SPEC_ERROR(store.finishedRun(1, "", "x=3", 0), "results row 3 is damaged");
        const auto damage = store.damage();
        QCOMPARE(damage.size(), std::size_t(2));
        QVERIFY2(damage[0].find("results row 2: its SHA-256 does not match") == 0, damage[0].c_str());
        QVERIFY2(damage[1].find("results row 3: its SHA-256 does not match") == 0, damage[1].c_str());
    }
    void anInvalidStoredStatusIsRefused() {
        // A status or verdict this LUMA never writes is refused by its row, never displayed as is.
        const std::string file = path("status.luma");
        {
            EvidenceStore store(file);
            const long long c = store.campaign("c", "hash", {{"name", "c"}}).id;
            store.beginRun(c, "", "x=1", {{"x", 1}}, 0, "local", "build");
            const long long done = store.beginRun(c, "", "x=2", {{"x", 2}}, 0, "local", "build");
            store.finishRun(done, {{"type", "result"}, {"verdict", "PASS"}}, "PASS", "", {});
        }
        QCOMPARE(Raw(file).exec("UPDATE runs SET status = 'runnin' WHERE id = 1"), SQLITE_OK);
        EvidenceStore store(file);
        LUMA_EXPECT_SPEC_ERROR(store.runs(1), "status.luma: ", "runs row 1: status \"runnin\" is not a run status");
        LUMA_EXPECT_SPEC_ERROR(store.runningRuns(1), "runs row 1");
        QVERIFY(store.runRecord(2));
        const auto damage = store.damage();
        QVERIFY2(damage.size() == 1 && damage[0].find("runs row 1: status") == 0,
                 damage.empty() ? "none" : damage[0].c_str());
    }
    void schemaTwoResultsAreSealedOnce() {
        // A project an older LUMA wrote (schema 2, no seals) is sealed once, as it is, the first
        // time it is opened writable; a row that does not read back is left unsealed and reads
        // as damaged, never blessed.
        const std::string file = craft("v2.luma", 2, R"(
            CREATE TABLE specs(hash TEXT PRIMARY KEY, kind TEXT NOT NULL, json TEXT NOT NULL);
            CREATE TABLE campaigns(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, spec_hash TEXT NOT NULL,
                                   created REAL NOT NULL);
            CREATE TABLE runs(id INTEGER PRIMARY KEY, campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
                              intervention TEXT NOT NULL, state_key TEXT NOT NULL, state_json TEXT NOT NULL,
                              attempt INTEGER NOT NULL, host TEXT NOT NULL, agent_build TEXT NOT NULL,
                              status TEXT NOT NULL, started REAL NOT NULL, finished REAL,
                              try_number INTEGER NOT NULL DEFAULT 1);
            CREATE INDEX runs_lookup ON runs(campaign_id, intervention, state_key, attempt);
            CREATE TABLE results(run_id INTEGER PRIMARY KEY REFERENCES runs(id), json TEXT NOT NULL,
                                 verdict TEXT NOT NULL, cause TEXT NOT NULL);
            CREATE TABLE telemetry(run_id INTEGER NOT NULL REFERENCES runs(id), seq INTEGER NOT NULL, json TEXT NOT NULL);
            CREATE TABLE decisions(id INTEGER PRIMARY KEY, campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
                                   kind TEXT NOT NULL, json TEXT NOT NULL, created REAL NOT NULL);
            INSERT INTO specs VALUES('hash', 'campaign', '{"name": "c"}');
            INSERT INTO campaigns VALUES(1, 'c', 'hash', 1);
            INSERT INTO runs VALUES(1, 1, '', 'x=1', '{"x": 1}', 0, 'local', 'b', 'finished', 1, 2, 1);
            INSERT INTO runs VALUES(2, 1, '', 'x=2', '{"x": 2}', 0, 'local', 'b', 'finished', 3, 4, 1);
            INSERT INTO runs VALUES(3, 1, '', 'x=3', '{"x": 3}', 0, 'local', 'b', 'running', 5, NULL, 1);
            INSERT INTO results VALUES(1, '{"type": "result", "verdict": "PASS"}', 'PASS', '');
            INSERT INTO results VALUES(2, '{"type": "result", "verdict": "PASS"', 'PASS', '');
        )");
        {
            EvidenceStore store(file);
            QCOMPARE(store.runRecord(1)->verdict.value_or(""), std::string("PASS"));
            QVERIFY(store.runRecord(3)); // a run with no result has nothing to seal
            LUMA_EXPECT_SPEC_ERROR(store.runRecord(2), "results row 2 is damaged", "it has no SHA-256");
            const auto damage = store.damage();
            QVERIFY2(damage.size() == 2 && damage[1].find("results row 2: it has no SHA-256") == 0,
                     damage.empty() ? "" : damage.back().c_str());
        }
        Raw raw(file);
        QCOMPARE(raw.integer("PRAGMA user_version"), 3LL);
        QCOMPARE(raw.integer("SELECT count(*) FROM results WHERE sha256 IS NOT NULL"), 1LL);
        // A later write of the damaged row's run seals what it then holds.
        EvidenceStore store(file);
        store.finishRun(3, {{"type", "result"}, {"verdict", "FAIL"}}, "FAIL", "TTFT", {});
        QCOMPARE(store.runRecord(3)->verdict.value_or(""), std::string("FAIL"));
    }
    void aRunEndsOnceWhoeverRecordsIt() {
        // Two programs qualify one campaign: the second found the first's run "running", could not
        // attach to it and noted it interrupted; the first still records its evidence. Of two
        // programs that both saw the run end, the first record stands.
        EvidenceStore store(path("twice.luma"));
        const long long campaign = store.campaign("c", "hash", {{"name", "c"}}).id;
        const long long run = store.beginRun(campaign, "", "x=1", {{"x", 1}}, 0, "local", "b");
        store.abandonRun(run, "interrupted", {{"type", "error"}, {"code", "interrupted"}},
                         "left by an earlier program");
        store.finishRun(run, {{"type", "result"}, {"verdict", "PASS"}}, "PASS", "", {{{"seq", 1}}});
        auto r = store.runRecord(run);
        QCOMPARE(r->run.status, std::string("finished"));
        QCOMPARE(r->verdict.value_or(""), std::string("PASS"));
        store.finishRun(run, {{"type", "result"}, {"verdict", "FAIL"}}, "FAIL", "TTFT", {{{"seq", 1}}});
        r = store.runRecord(run);
        QCOMPARE(r->verdict.value_or(""), std::string("PASS"));
        QCOMPARE(store.telemetry(run).size(), std::size_t(1));
        QCOMPARE(store.finishedRunCount(campaign), 1LL);
    }
    void throwingConstructorClosesTheFile() {
        // Refused after the connection was opened and switched to WAL. An open connection keeps
        // the -wal file; closing the last one removes it. (Under the asan preset LeakSanitizer
        // also reports the connection if it leaks.)
        const std::string file = craft("newer.luma", kStoreSchemaVersion + 1, "CREATE TABLE future(x);");
        LUMA_EXPECT_SPEC_ERROR(EvidenceStore{file}, "newer.luma: ", "written by a newer LUMA");
        QVERIFY2(!std::filesystem::exists(file + "-wal"), "the refused project is still open");
        Raw raw(file);
        sqlite3_busy_timeout(raw.db, 0);
        QCOMPARE(raw.exec("BEGIN IMMEDIATE; COMMIT;"), SQLITE_OK);
    }
};

QTEST_GUILESS_MAIN(TestEvidenceStore)
#include "tst_evidence_store.moc"
