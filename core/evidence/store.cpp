#include "core/evidence/store.h"

#include "core/evidence/project_file.h"
#include "core/evidence/store_records.h"
#include "core/util/json_bounded.h"
#include "core/util/spec_error.h"
#include "core/util/wall_clock.h"

#include <sqlite3.h>

#include <chrono>
#include <filesystem>
#include <memory>

namespace luma {

using namespace store_sql;

namespace {

constexpr int kApplicationId = 0x4C554D41; // "LUMA"

double now() { return wallClockSeconds(); }

} // namespace

void EvidenceStore::Close::operator()(sqlite3* db) const { sqlite3_close_v2(db); }

void EvidenceStore::fail(const std::string& what) const { throw SpecError(m_path, "", what); }

EvidenceStore::EvidenceStore(const std::string& path, std::chrono::milliseconds busyTimeout)
    : EvidenceStore(path, StoreAccess::Create, busyTimeout) {}

EvidenceStore::EvidenceStore(const std::string& path, StoreAccess access, std::chrono::milliseconds busyTimeout)
    : m_path(path) {
    if (access == StoreAccess::Create)
        createProjectFile(path, [&](const std::string& file) { EvidenceStore fresh(file, NewFile{}, busyTimeout); });
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) fail("no such project file");
    refuseEmptyProjectFile(path);
    const std::string why = access == StoreAccess::Read ? whyUnwritable(path) : std::string();
    if (why.empty()) {
        open(path, SQLITE_OPEN_READWRITE, busyTimeout, true);
        return;
    }
    // Read-only media or folder: SQLite cannot make the -shm file a WAL reader needs (nor write
    // the WAL setting), so the project is opened immutable: nothing can write it from here. An
    // immutable open reads no -wal file, so one that holds pages (a writer is running, or was
    // killed before its checkpoint) is refused: its runs would silently be missing.
    if (const auto wal = std::filesystem::file_size(path + "-wal", ec); !ec && wal > 0)
        fail("cannot open it read-only (" + why + "): " + path + "-wal holds " + std::to_string(wal) +
             " bytes not yet in the project (a campaign is running on it, or one was stopped before it "
             "checkpointed); open it where it is writable, or copy it together with its -wal and -shm files");
    m_readOnlyNote = "opened read-only (" + why + ")";
    open(immutableUri(path), SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, busyTimeout, false);
}

EvidenceStore::EvidenceStore(const std::string& path, NewFile, std::chrono::milliseconds busyTimeout) : m_path(path) {
    open(path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, busyTimeout, true);
}

void EvidenceStore::open(const std::string& name, int flags, std::chrono::milliseconds busyTimeout, bool write) {
    sqlite3* db = nullptr;
    const int rc = sqlite3_open_v2(name.c_str(), &db, flags | SQLITE_OPEN_FULLMUTEX, nullptr);
    m_db.reset(db); // from here on every throw closes the connection
    if (rc != SQLITE_OK) fail("cannot open the project: " + std::string(db ? sqlite3_errmsg(db) : sqlite3_errstr(rc)));
    sqlite3_busy_timeout(db, static_cast<int>(busyTimeout.count()));
    {
        const Operation op{db, m_path, "cannot read the project"};
        Statement app(op, "PRAGMA application_id");
        app.step();
        const long long id = app.integer(0);
        Statement tables(op, "SELECT count(*) FROM sqlite_master");
        tables.step();
        if (id != kApplicationId && !(id == 0 && tables.integer(0) == 0))
            fail("not a LUMA project file (another application's SQLite database)");
        Statement check(op, "PRAGMA quick_check");
        check.step();
        if (check.text(0) != "ok") fail("the project file is damaged: " + check.text(0));
        Statement version(op, "PRAGMA user_version");
        version.step();
        const long long found = version.integer(0);
        if (found == 1 && sqlite3_db_readonly(db, "main") == 1)
            fail("the project was written by an older LUMA (schema " + std::to_string(found) +
                 ") and is read-only here: make it writable once, so that this LUMA can upgrade it to schema " +
                 std::to_string(kStoreSchemaVersion) + " (its runs are kept)");
    }
    const Operation op{db, m_path, "cannot open the project"};
    if (write) {
        op.exec("PRAGMA journal_mode=WAL");
        op.exec("PRAGMA synchronous=FULL");
    }
    op.exec("PRAGMA foreign_keys=ON");
    migrate();
}

EvidenceStore::~EvidenceStore() = default;

void EvidenceStore::migrate() {
    const Operation op{m_db.get(), m_path, "cannot create the project's tables"};
    auto version = [&] {
        Statement v(op, "PRAGMA user_version");
        v.step();
        const long long found = v.integer(0);
        if (found > kStoreSchemaVersion)
            fail("the project was written by a newer LUMA (schema " + std::to_string(found) +
                 ", this one reads up to " + std::to_string(kStoreSchemaVersion) + ")");
        return found;
    };
    const long long found = version();
    m_sealed = found >= 3;
    if (found >= kStoreSchemaVersion) return;
    if (sqlite3_db_readonly(m_db.get(), "main") == 1) {
        // Schema 2 on read-only media (schema 1 was refused at open): read as it is; its results
        // predate seals and cannot be checked against one.
        m_readOnlyNote += "; its results were stored before LUMA sealed each with a SHA-256 (schema " +
                          std::to_string(found) + "), so they are not checked against one";
        return;
    }
    // Under the write lock, asked again: another program may have created the tables meanwhile.
    Transaction txn(op);
    if (version() < 1) {
        op.exec(R"(
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
        )");
        op.exec(("PRAGMA application_id=" + std::to_string(kApplicationId)).c_str());
        op.exec("PRAGMA user_version=1");
    }
    if (version() < 2) {
        // Each run's try of its (intervention, state, attempt): the runs a schema-1 file holds are
        // numbered in the order they started, so an interrupted run and its retry read 1 and 2.
        const Operation upgrade{m_db.get(), m_path, "cannot upgrade the project to schema 2 (runs.try_number)"};
        upgrade.exec(R"(
            ALTER TABLE runs ADD COLUMN try_number INTEGER NOT NULL DEFAULT 1;
            UPDATE runs SET try_number = (SELECT count(*) FROM runs o WHERE o.campaign_id = runs.campaign_id
                                          AND o.intervention = runs.intervention AND o.state_key = runs.state_key
                                          AND o.attempt = runs.attempt AND o.id <= runs.id);
            PRAGMA user_version=2;
        )");
    }
    if (version() < 3) {
        const Operation upgrade{m_db.get(), m_path, "cannot upgrade the project to schema 3 (results.sha256)"};
        upgrade.exec("ALTER TABLE results ADD COLUMN sha256 TEXT");
        sealStoredResults(upgrade);
        upgrade.exec("PRAGMA user_version=3");
    }
    txn.commit();
    m_sealed = true;
}

void EvidenceStore::putSpec(const std::string& hash, const std::string& kind, const nlohmann::json& spec) {
    const Operation op{m_db.get(), m_path, "cannot store the specification"};
    Statement s(op, "INSERT OR IGNORE INTO specs(hash, kind, json) VALUES(?, ?, ?)");
    s.bind(1, hash).bind(2, kind).bind(3, spec.dump()).step();
}

std::vector<nlohmann::json> EvidenceStore::specs(const std::string& kind) const {
    const Operation op{m_db.get(), m_path, "cannot read the specifications"};
    Statement s(op, "SELECT json FROM specs WHERE kind = ? ORDER BY rowid");
    s.bind(1, kind);
    std::vector<nlohmann::json> out;
    while (s.step()) out.push_back(s.json(0));
    return out;
}

std::optional<CampaignRecord> EvidenceStore::findCampaign(const std::string& name) const {
    const Operation op{m_db.get(), m_path, "cannot read the campaign"};
    Statement s(
        op,
        "SELECT c.id, c.spec_hash, sp.json FROM campaigns c JOIN specs sp ON sp.hash = c.spec_hash WHERE c.name = ?");
    s.bind(1, name);
    if (!s.step()) return std::nullopt;
    return CampaignRecord{s.integer(0), name, s.text(1), s.json(2)};
}

CampaignRecord EvidenceStore::campaign(const std::string& name, const std::string& specHash,
                                       const nlohmann::json& spec) {
    if (auto existing = findCampaign(name)) {
        if (existing->specHash != specHash)
            fail("campaign \"" + name + "\" already exists with a different specification (hash " +
                 existing->specHash.substr(0, 12) + "…); give the changed campaign a new name");
        return *existing;
    }
    putSpec(specHash, "campaign", spec);
    const Operation op{m_db.get(), m_path, "cannot create the campaign"};
    Statement s(op, "INSERT INTO campaigns(name, spec_hash, created) VALUES(?, ?, ?)");
    s.bind(1, name).bind(2, specHash).bind(3, now()).step();
    return *findCampaign(name);
}

std::vector<std::string> EvidenceStore::campaignNames() const {
    const Operation op{m_db.get(), m_path, "cannot list the campaigns"};
    Statement s(op, "SELECT name FROM campaigns ORDER BY id");
    std::vector<std::string> out;
    while (s.step()) out.push_back(s.text(0));
    return out;
}

std::optional<StoredRun> EvidenceStore::finishedRun(long long campaign, const std::string& intervention,
                                                    const std::string& stateKey, int attempt) const {
    const Operation op{m_db.get(), m_path, "cannot look up a finished run"};
    Statement s(op, (recordColumns(m_sealed) +
                     "WHERE r.campaign_id = ? AND r.intervention = ? AND r.state_key = ? AND r.attempt = ? "
                     "AND r.status = 'finished' AND res.run_id IS NOT NULL ORDER BY r.id LIMIT 1")
                        .c_str());
    s.bind(1, campaign).bind(2, intervention).bind(3, stateKey).bind(4, static_cast<long long>(attempt));
    if (!s.step()) return std::nullopt;
    return recordAt(s, op, m_sealed).run;
}

long long EvidenceStore::beginRun(long long campaign, const std::string& intervention, const std::string& stateKey,
                                  const nlohmann::json& state, int attempt, const std::string& host,
                                  const std::string& agentBuild, int* tryNumber) {
    const Operation op{m_db.get(), m_path, "cannot record the start of a run"};
    Transaction txn(op); // the try is numbered and taken under one write lock
    long long next = 1, id = 0;
    {
        Statement n(op, "SELECT COALESCE(MAX(try_number), 0) + 1 FROM runs "
                        "WHERE campaign_id = ? AND intervention = ? AND state_key = ? AND attempt = ?");
        n.bind(1, campaign).bind(2, intervention).bind(3, stateKey).bind(4, static_cast<long long>(attempt)).step();
        next = n.integer(0);
        Statement s(op, "INSERT INTO runs(campaign_id, intervention, state_key, state_json, attempt, try_number, host, "
                        "agent_build, status, started) VALUES(?, ?, ?, ?, ?, ?, ?, ?, 'running', ?)");
        s.bind(1, campaign)
            .bind(2, intervention)
            .bind(3, stateKey)
            .bind(4, state.dump())
            .bind(5, static_cast<long long>(attempt))
            .bind(6, next)
            .bind(7, host)
            .bind(8, agentBuild)
            .bind(9, now())
            .step();
        id = sqlite3_last_insert_rowid(m_db.get());
    }
    txn.commit();
    if (tryNumber) *tryNumber = static_cast<int>(next);
    return id;
}

void EvidenceStore::finishRun(long long run, const nlohmann::json& result, const std::string& verdict,
                              const std::string& cause, const std::vector<nlohmann::json>& telemetry) {
    const Operation op{m_db.get(), m_path, "cannot record the run"};
    Transaction txn(op);
    {
        Statement s(op, "SELECT status FROM runs WHERE id = ?");
        s.bind(1, run);
        if (s.step() && s.text(0) == "finished") return; // another program recorded its end first: kept
    }
    for (const auto& e : telemetry) {
        Statement one(op, "INSERT INTO telemetry(run_id, seq, json) VALUES(?, ?, ?)");
        one.bind(1, run).bind(2, e.value("seq", 0LL)).bind(3, e.dump()).step();
    }
    // Replaces the note of a run another program marked interrupted while this one carried it.
    Statement r(op, "INSERT OR REPLACE INTO results(run_id, json, verdict, cause) VALUES(?, ?, ?, ?)");
    r.bind(1, run).bind(2, result.dump()).bind(3, verdict).bind(4, cause).step();
    Statement u(op, "UPDATE runs SET status = 'finished', finished = ? WHERE id = ?");
    u.bind(1, now()).bind(2, run).step();
    sealResult(op, run);
    txn.commit(); // synchronous=FULL: durable before the next run starts
}

void EvidenceStore::abandonRun(long long run, const std::string& status, const nlohmann::json& event,
                               const std::string& reason) {
    const Operation op{m_db.get(), m_path, "cannot record the end of the run"};
    Transaction txn(op);
    Statement r(op, "INSERT OR REPLACE INTO results(run_id, json, verdict, cause) VALUES(?, ?, 'NONE', ?)");
    r.bind(1, run).bind(2, event.dump()).bind(3, reason).step();
    Statement u(op, "UPDATE runs SET status = ?, finished = ? WHERE id = ?");
    u.bind(1, status).bind(2, now()).bind(3, run).step();
    sealResult(op, run);
    txn.commit();
}

long long EvidenceStore::markInterrupted(long long campaign) {
    const Operation op{m_db.get(), m_path, "cannot mark interrupted runs"};
    Statement u(op,
                "UPDATE runs SET status = 'interrupted', finished = ? WHERE campaign_id = ? AND status = 'running'");
    u.bind(1, now()).bind(2, campaign).step();
    return sqlite3_changes(m_db.get());
}

std::vector<StoredRun> EvidenceStore::runningRuns(long long campaign) const {
    std::vector<StoredRun> out;
    for (auto& r : runs(campaign))
        if (r.status == "running") out.push_back(std::move(r));
    return out;
}

void EvidenceStore::importRun(long long campaign, const StoredRun& run, const std::string& verdict,
                              const std::string& cause) {
    if (finishedRun(campaign, run.intervention, run.stateKey, run.attempt)) return; // already here
    const long long id =
        beginRun(campaign, run.intervention, run.stateKey, run.state, run.attempt, run.host, run.agentBuild);
    finishRun(id, run.result, verdict, cause, {});
}

std::vector<StoredRun> EvidenceStore::runs(long long campaign) const {
    std::vector<StoredRun> out;
    for (auto& r : runRecords(campaign)) out.push_back(std::move(r.run));
    return out;
}

long long EvidenceStore::finishedRunCount(long long campaign) const {
    const Operation op{m_db.get(), m_path, "cannot count the finished runs"};
    Statement s(op, "SELECT count(*) FROM runs WHERE campaign_id = ? AND status = 'finished'");
    s.bind(1, campaign).step();
    return s.integer(0);
}

std::optional<RunRecord> EvidenceStore::runRecord(long long run) const {
    const Operation op{m_db.get(), m_path, "cannot read the run"};
    Statement s(op, (recordColumns(m_sealed) + "WHERE r.id = ?").c_str());
    s.bind(1, run);
    if (!s.step()) return std::nullopt;
    return recordAt(s, op, m_sealed);
}

std::vector<RunRecord> EvidenceStore::runRecords(long long campaign) const {
    const Operation op{m_db.get(), m_path, "cannot read the runs"};
    Statement s(op, (recordColumns(m_sealed) + "WHERE r.campaign_id = ? ORDER BY r.id").c_str());
    s.bind(1, campaign);
    std::vector<RunRecord> out;
    while (s.step()) out.push_back(recordAt(s, op, m_sealed));
    return out;
}

std::vector<nlohmann::json> EvidenceStore::telemetry(long long run) const {
    const Operation op{m_db.get(), m_path, "cannot read the run's telemetry"};
    Statement s(op, "SELECT json FROM telemetry WHERE run_id = ? ORDER BY seq, rowid");
    s.bind(1, run);
    std::vector<nlohmann::json> out;
    while (s.step()) out.push_back(s.json(0));
    return out;
}

void EvidenceStore::putDecision(long long campaign, const std::string& kind, const nlohmann::json& decision) {
    const Operation op{m_db.get(), m_path, "cannot record the decision"};
    Statement s(op, "INSERT INTO decisions(campaign_id, kind, json, created) VALUES(?, ?, ?, ?)");
    s.bind(1, campaign).bind(2, kind).bind(3, decision.dump()).bind(4, now()).step();
}

std::optional<nlohmann::json> EvidenceStore::latestDecision(long long campaign, const std::string& kind) const {
    const Operation op{m_db.get(), m_path, "cannot read the decisions"};
    Statement s(op, "SELECT json FROM decisions WHERE campaign_id = ? AND kind = ? ORDER BY id DESC LIMIT 1");
    s.bind(1, campaign).bind(2, kind);
    if (!s.step()) return std::nullopt;
    return s.json(0);
}

std::vector<nlohmann::json> EvidenceStore::decisions(long long campaign, const std::string& kind) const {
    const Operation op{m_db.get(), m_path, "cannot read the decisions"};
    Statement s(op, "SELECT json FROM decisions WHERE campaign_id = ? AND kind = ? ORDER BY id");
    s.bind(1, campaign).bind(2, kind);
    std::vector<nlohmann::json> out;
    while (s.step()) out.push_back(s.json(0));
    return out;
}

std::vector<std::string> EvidenceStore::damage() const {
    const Operation op{m_db.get(), m_path, "cannot check the project"};
    std::vector<std::string> out;
    {
        // The full check: every page, every index entry against its table (quick_check is not).
        Statement s(op, "PRAGMA integrity_check(100)");
        while (s.step())
            if (s.text(0) != "ok") out.push_back(s.text(0));
    }
    // Every stored JSON document must read back, named by its row.
    static constexpr const char* kDocuments[][2] = {{"specs", "SELECT hash, json FROM specs"},
                                                    {"runs", "SELECT id, state_json FROM runs"},
                                                    {"results", "SELECT run_id, json FROM results"},
                                                    {"telemetry", "SELECT run_id, json FROM telemetry"},
                                                    {"decisions", "SELECT id, json FROM decisions"}};
    for (const auto& [table, sql] : kDocuments) {
        Statement s(op, sql);
        while (s.step() && out.size() < 200) {
            std::string problem;
            if (parseJsonBounded(s.text(1), &problem).is_discarded())
                out.push_back(std::string(table) + " row " + s.text(0) + ": the stored JSON is damaged (" + problem +
                              ")");
        }
    }
    // Every run as this LUMA writes it, and every result against its seal.
    Statement s(op, (std::string("SELECT ") + kSealColumns +
                     ", res.sha256, res.run_id IS NOT NULL FROM runs r LEFT JOIN results res ON res.run_id = r.id "
                     "ORDER BY r.id")
                        .c_str());
    while (s.step() && out.size() < 200) {
        const SealedRow row = sealedRowAt(s);
        const bool hasResult = s.integer(14) != 0;
        if (const std::string problem = rowProblem(row, hasResult); !problem.empty()) out.push_back(problem);
        if (!hasResult || !m_sealed) continue;
        if (const std::string problem = sealProblem(row, s.isNull(13) ? std::nullopt : std::optional(s.text(13)));
            !problem.empty())
            out.push_back("results row " + s.text(0) + ": " + problem);
    }
    return out;
}

} // namespace luma
