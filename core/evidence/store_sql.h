#pragma once
// The evidence store's SQLite helpers (store.cpp and store_records.cpp only): an operation that
// turns every SQLite failure into a SpecError naming the project and what was being done, a
// prepared statement, and a write transaction that rolls back unless committed.
#include "core/util/json_bounded.h"
#include "core/util/spec_error.h"

#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <string>

namespace luma::store_sql {

// What is being done to which project: every SQLite failure (and stored JSON that does not
// parse) becomes a SpecError such as "project.luma: cannot record the run: database is locked",
// which the faces print as a user-level error, not as an internal one.
struct Operation {
    sqlite3* db;
    const std::string& file;
    const char* what;

    [[noreturn]] void fail(const std::string& why) const { throw SpecError(file, "", std::string(what) + ": " + why); }
    [[noreturn]] void failSqlite() const { fail(sqlite3_errmsg(db)); }
    void exec(const char* sql) const {
        char* err = nullptr;
        if (sqlite3_exec(db, sql, nullptr, nullptr, &err) != SQLITE_OK) {
            std::string message = err ? err : sqlite3_errmsg(db);
            sqlite3_free(err);
            fail(message);
        }
    }
    nlohmann::json json(const std::string& text) const {
        try {
            if (const std::string deep = jsonDepthProblem(text); !deep.empty())
                fail("the stored JSON is damaged (" + deep + ")");
            return nlohmann::json::parse(text);
        } catch (const nlohmann::json::exception& e) {
            fail(std::string("the stored JSON is damaged (") + e.what() + ")");
        }
    }
};

// A prepared statement bound positionally; finalised on scope exit.
class Statement {
public:
    Statement(const Operation& op, const char* sql) : m_op(op) {
        if (sqlite3_prepare_v2(op.db, sql, -1, &m_stmt, nullptr) != SQLITE_OK) {
            sqlite3_finalize(m_stmt);
            op.failSqlite();
        }
    }
    ~Statement() { sqlite3_finalize(m_stmt); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    Statement& bind(int i, const std::string& v) {
        return check(sqlite3_bind_text(m_stmt, i, v.c_str(), static_cast<int>(v.size()), SQLITE_TRANSIENT));
    }
    Statement& bind(int i, long long v) { return check(sqlite3_bind_int64(m_stmt, i, v)); }
    Statement& bind(int i, double v) { return check(sqlite3_bind_double(m_stmt, i, v)); }
    bool step() {
        int rc = sqlite3_step(m_stmt);
        if (rc == SQLITE_ROW) return true;
        if (rc == SQLITE_DONE) return false;
        m_op.failSqlite();
    }
    std::string text(int col) const {
        const unsigned char* t = sqlite3_column_text(m_stmt, col);
        return t ? reinterpret_cast<const char*>(t) : "";
    }
    long long integer(int col) const { return sqlite3_column_int64(m_stmt, col); }
    double real(int col) const { return sqlite3_column_double(m_stmt, col); }
    bool isNull(int col) const { return sqlite3_column_type(m_stmt, col) == SQLITE_NULL; }
    nlohmann::json json(int col) const { return m_op.json(text(col)); }

private:
    Statement& check(int rc) {
        if (rc != SQLITE_OK) m_op.failSqlite();
        return *this;
    }
    const Operation& m_op;
    sqlite3_stmt* m_stmt = nullptr;
};

// A write transaction that rolls back unless committed, so a throw half-way leaves the file as
// it was. IMMEDIATE takes the write lock up front: a busy file fails here, before any change.
class Transaction {
public:
    explicit Transaction(const Operation& op) : m_op(op) { op.exec("BEGIN IMMEDIATE"); }
    ~Transaction() {
        if (!m_committed && !sqlite3_get_autocommit(m_op.db))
            sqlite3_exec(m_op.db, "ROLLBACK", nullptr, nullptr, nullptr);
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit() {
        m_op.exec("COMMIT");
        m_committed = true;
    }

private:
    const Operation& m_op;
    bool m_committed = false;
};

} // namespace luma::store_sql
