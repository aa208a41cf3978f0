#include "core/evidence/store.h"

#include "core/util/spec_error.h"

#include <sqlite3.h>

#include <chrono>
#include <memory>

namespace luma {

namespace {

constexpr int kApplicationId = 0x4C554D41; // "LUMA"

// A prepared statement bound positionally; finalised on scope exit.
class Statement {
public:
    Statement(sqlite3* db, const char* sql) : m_db(db) {
        if (sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr) != SQLITE_OK)
            throw std::runtime_error(std::string("SQL prepare failed: ") + sqlite3_errmsg(db));
    }
    ~Statement() { sqlite3_finalize(m_stmt); }
    Statement& bind(int i, const std::string& v) {
        sqlite3_bind_text(m_stmt, i, v.c_str(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
        return *this;
    }
    Statement& bind(int i, long long v) {
        sqlite3_bind_int64(m_stmt, i, v);
        return *this;
    }
    Statement& bind(int i, double v) {
        sqlite3_bind_double(m_stmt, i, v);
        return *this;
    }
    bool step() {
        int rc = sqlite3_step(m_stmt);
        if (rc == SQLITE_ROW) return true;
        if (rc == SQLITE_DONE) return false;
        throw std::runtime_error(std::string("SQL step failed: ") + sqlite3_errmsg(m_db));
    }
    std::string text(int col) const {
        const unsigned char* t = sqlite3_column_text(m_stmt, col);
        return t ? reinterpret_cast<const char*>(t) : "";
    }
    long long integer(int col) const { return sqlite3_column_int64(m_stmt, col); }

private:
    sqlite3* m_db;
    sqlite3_stmt* m_stmt = nullptr;
};

double now() { return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count(); }

} // namespace

void EvidenceStore::fail(const std::string& what) const {
    throw SpecError(m_path, "", what);
}

void EvidenceStore::exec(const std::string& sql) const {
    char* err = nullptr;
    if (sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
        std::string message = err ? err : "unknown SQLite error";
        sqlite3_free(err);
        fail(message);
    }
}

EvidenceStore::EvidenceStore(const std::string& path) : m_path(path) {
    if (sqlite3_open_v2(path.c_str(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nullptr) != SQLITE_OK) {
        std::string message = m_db ? sqlite3_errmsg(m_db) : "cannot open";
        sqlite3_close(m_db);
        m_db = nullptr;
        fail("cannot open the project: " + message);
    }
    sqlite3_busy_timeout(m_db, 10000);
    try {
        Statement app(m_db, "PRAGMA application_id");
        app.step();
        const long long id = app.integer(0);
        Statement tables(m_db, "SELECT count(*) FROM sqlite_master");
        tables.step();
        if (id != kApplicationId && !(id == 0 && tables.integer(0) == 0))
            fail("not a LUMA project file (another application's SQLite database)");
        Statement check(m_db, "PRAGMA quick_check");
        check.step();
        if (check.text(0) != "ok") fail("the project file is damaged: " + check.text(0));
    } catch (const std::runtime_error& e) {
        if (dynamic_cast<const SpecError*>(&e)) {
            sqlite3_close(m_db);
            m_db = nullptr;
            throw;
        }
        std::string message = e.what();
        sqlite3_close(m_db);
        m_db = nullptr;
        fail("not a LUMA project file (" + message + ")");
    }
    exec("PRAGMA journal_mode=WAL");
    exec("PRAGMA synchronous=FULL");
    exec("PRAGMA foreign_keys=ON");
    migrate();
}

EvidenceStore::~EvidenceStore() {
    if (m_db) sqlite3_close(m_db);
}

void EvidenceStore::migrate() {
    Statement v(m_db, "PRAGMA user_version");
    v.step();
    const long long version = v.integer(0);
    if (version > kStoreSchemaVersion)
        fail("the project was written by a newer LUMA (schema " + std::to_string(version) + ", this one reads up to " +
             std::to_string(kStoreSchemaVersion) + ")");
    if (version < 1) {
        exec("BEGIN");
        exec(R"(
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
        exec("PRAGMA application_id=" + std::to_string(kApplicationId));
        exec("PRAGMA user_version=1");
        exec("COMMIT");
    }
}

void EvidenceStore::putSpec(const std::string& hash, const std::string& kind, const nlohmann::json& spec) {
    Statement s(m_db, "INSERT OR IGNORE INTO specs(hash, kind, json) VALUES(?, ?, ?)");
    s.bind(1, hash).bind(2, kind).bind(3, spec.dump()).step();
}

std::optional<CampaignRecord> EvidenceStore::findCampaign(const std::string& name) const {
    Statement s(m_db, "SELECT c.id, c.spec_hash, sp.json FROM campaigns c JOIN specs sp ON sp.hash = c.spec_hash WHERE c.name = ?");
    s.bind(1, name);
    if (!s.step()) return std::nullopt;
    return CampaignRecord{s.integer(0), name, s.text(1), nlohmann::json::parse(s.text(2))};
}

CampaignRecord EvidenceStore::campaign(const std::string& name, const std::string& specHash, const nlohmann::json& spec) {
    if (auto existing = findCampaign(name)) {
        if (existing->specHash != specHash)
            fail("campaign \"" + name + "\" already exists with a different specification (hash " +
                 existing->specHash.substr(0, 12) + "…); give the changed campaign a new name");
        return *existing;
    }
    putSpec(specHash, "campaign", spec);
    Statement s(m_db, "INSERT INTO campaigns(name, spec_hash, created) VALUES(?, ?, ?)");
    s.bind(1, name).bind(2, specHash).bind(3, now()).step();
    return *findCampaign(name);
}

std::vector<std::string> EvidenceStore::campaignNames() const {
    Statement s(m_db, "SELECT name FROM campaigns ORDER BY id");
    std::vector<std::string> out;
    while (s.step()) out.push_back(s.text(0));
    return out;
}

std::optional<StoredRun> EvidenceStore::finishedRun(long long campaign, const std::string& intervention,
                                                    const std::string& stateKey, int attempt) const {
    Statement s(m_db, "SELECT r.id, r.state_json, r.host, r.agent_build, res.json FROM runs r JOIN results res ON res.run_id = r.id "
                      "WHERE r.campaign_id = ? AND r.intervention = ? AND r.state_key = ? AND r.attempt = ? AND r.status = 'finished'");
    s.bind(1, campaign).bind(2, intervention).bind(3, stateKey).bind(4, static_cast<long long>(attempt));
    if (!s.step()) return std::nullopt;
    return StoredRun{s.integer(0), intervention, stateKey, nlohmann::json::parse(s.text(1)), attempt, "finished",
                     s.text(2), s.text(3), nlohmann::json::parse(s.text(4))};
}

long long EvidenceStore::beginRun(long long campaign, const std::string& intervention, const std::string& stateKey,
                                  const nlohmann::json& state, int attempt, const std::string& host,
                                  const std::string& agentBuild) {
    Statement s(m_db, "INSERT INTO runs(campaign_id, intervention, state_key, state_json, attempt, host, agent_build, status, started) "
                      "VALUES(?, ?, ?, ?, ?, ?, ?, 'running', ?)");
    s.bind(1, campaign).bind(2, intervention).bind(3, stateKey).bind(4, state.dump()).bind(5, static_cast<long long>(attempt))
        .bind(6, host).bind(7, agentBuild).bind(8, now()).step();
    return sqlite3_last_insert_rowid(m_db);
}

void EvidenceStore::finishRun(long long run, const nlohmann::json& result, const std::string& verdict, const std::string& cause,
                              const std::vector<nlohmann::json>& telemetry) {
    exec("BEGIN IMMEDIATE");
    try {
        for (const auto& e : telemetry) {
            Statement one(m_db, "INSERT INTO telemetry(run_id, seq, json) VALUES(?, ?, ?)");
            one.bind(1, run).bind(2, e.value("seq", 0LL)).bind(3, e.dump()).step();
        }
        Statement r(m_db, "INSERT INTO results(run_id, json, verdict, cause) VALUES(?, ?, ?, ?)");
        r.bind(1, run).bind(2, result.dump()).bind(3, verdict).bind(4, cause).step();
        Statement u(m_db, "UPDATE runs SET status = 'finished', finished = ? WHERE id = ?");
        u.bind(1, now()).bind(2, run).step();
        exec("COMMIT"); // synchronous=FULL: durable before the next run starts
    } catch (...) {
        exec("ROLLBACK");
        throw;
    }
}

void EvidenceStore::abandonRun(long long run, const std::string& status, const nlohmann::json& event, const std::string& reason) {
    exec("BEGIN IMMEDIATE");
    try {
        Statement r(m_db, "INSERT OR REPLACE INTO results(run_id, json, verdict, cause) VALUES(?, ?, 'NONE', ?)");
        r.bind(1, run).bind(2, event.dump()).bind(3, reason).step();
        Statement u(m_db, "UPDATE runs SET status = ?, finished = ? WHERE id = ?");
        u.bind(1, status).bind(2, now()).bind(3, run).step();
        exec("COMMIT");
    } catch (...) {
        exec("ROLLBACK");
        throw;
    }
}

void EvidenceStore::importRun(long long campaign, const StoredRun& run, const std::string& verdict, const std::string& cause) {
    if (finishedRun(campaign, run.intervention, run.stateKey, run.attempt)) return; // already here
    const long long id = beginRun(campaign, run.intervention, run.stateKey, run.state, run.attempt, run.host, run.agentBuild);
    finishRun(id, run.result, verdict, cause, {});
}

std::vector<StoredRun> EvidenceStore::runs(long long campaign) const {
    Statement s(m_db, "SELECT r.id, r.intervention, r.state_key, r.state_json, r.attempt, r.status, r.host, r.agent_build, "
                      "COALESCE(res.json, 'null') FROM runs r LEFT JOIN results res ON res.run_id = r.id "
                      "WHERE r.campaign_id = ? ORDER BY r.id");
    s.bind(1, campaign);
    std::vector<StoredRun> out;
    while (s.step())
        out.push_back({s.integer(0), s.text(1), s.text(2), nlohmann::json::parse(s.text(3)), static_cast<int>(s.integer(4)),
                       s.text(5), s.text(6), s.text(7), nlohmann::json::parse(s.text(8))});
    return out;
}

long long EvidenceStore::finishedRunCount(long long campaign) const {
    Statement s(m_db, "SELECT count(*) FROM runs WHERE campaign_id = ? AND status = 'finished'");
    s.bind(1, campaign).step();
    return s.integer(0);
}

void EvidenceStore::putDecision(long long campaign, const std::string& kind, const nlohmann::json& decision) {
    Statement s(m_db, "INSERT INTO decisions(campaign_id, kind, json, created) VALUES(?, ?, ?, ?)");
    s.bind(1, campaign).bind(2, kind).bind(3, decision.dump()).bind(4, now()).step();
}

std::optional<nlohmann::json> EvidenceStore::latestDecision(long long campaign, const std::string& kind) const {
    Statement s(m_db, "SELECT json FROM decisions WHERE campaign_id = ? AND kind = ? ORDER BY id DESC LIMIT 1");
    s.bind(1, campaign).bind(2, kind);
    if (!s.step()) return std::nullopt;
    return nlohmann::json::parse(s.text(0));
}

} // namespace luma
