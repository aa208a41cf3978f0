// Damage is caught, never blessed (README, Reliability): a flipped byte in an index page, which
// the quick_check at open does not see, is named by `luma check`, and `qualify` will not resume
// on it nor `export` bless it; a damaged stored document is named by its row.
#include "run_luma.h"
#include "synthetic_campaign.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/qualifier.h"
#include "remote/client/agent_executor.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sqlite3.h>

using namespace luma;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

std::string text(const std::string& db, const std::string& sql) {
    sqlite3* raw = nullptr;
    sqlite3_open_v2(db.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt* s = nullptr;
    sqlite3_prepare_v2(raw, sql.c_str(), -1, &s, nullptr);
    std::string v;
    if (sqlite3_step(s) == SQLITE_ROW && sqlite3_column_text(s, 0))
        v = reinterpret_cast<const char*>(sqlite3_column_text(s, 0));
    sqlite3_finalize(s);
    sqlite3_close(raw);
    return v;
}

long long scalar(const std::string& db, const std::string& sql) {
    sqlite3* raw = nullptr;
    sqlite3_open_v2(db.c_str(), &raw, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt* s = nullptr;
    sqlite3_prepare_v2(raw, sql.c_str(), -1, &s, nullptr);
    const long long v = sqlite3_step(s) == SQLITE_ROW ? sqlite3_column_int64(s, 0) : -1;
    sqlite3_finalize(s);
    sqlite3_close(raw);
    return v;
}

} // namespace

class TestProjectDamage : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // A finished synthetic campaign in its own project; returns the campaign file.
    std::string qualified(const std::string& name) {
        const std::string campaign = test::writeSyntheticCampaign(m_dir.path().toStdString(), name);
        EvidenceStore store(m_dir.path().toStdString() + "/" + name + ".luma");
        const Campaign c = loadCampaign(campaign);
        const auto executor = client::makeExecutor(c, {LUMA_AGENT_BIN});
        qualify(c, store, *executor, {});
        return campaign;
    }

private slots:
    void anIntactProjectChecksOk() {
        qualified("intact");
        const auto r = test::runLuma({"check", m_dir.filePath("intact.luma")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("intact.luma: intact"), qPrintable(r.out));
    }

    void aFlippedIndexByteIsCaught() {
        const std::string campaign = qualified("flip");
        const std::string db = m_dir.filePath("flip.luma").toStdString();
        const long long page = scalar(db, "PRAGMA page_size");
        const long long root = scalar(db, "SELECT rootpage FROM sqlite_master WHERE name = 'runs_lookup'");
        QVERIFY(page > 0 && root > 1);
        {
            // The page's last byte: the end of an index entry's record (its rowid).
            std::fstream f(db, std::ios::in | std::ios::out | std::ios::binary);
            const std::streamoff at = static_cast<std::streamoff>(root * page - 1);
            f.seekg(at);
            char byte = 0;
            f.read(&byte, 1);
            byte = static_cast<char>(byte ^ 0x01);
            f.seekp(at);
            f.write(&byte, 1);
        }
        auto r = test::runLuma({"check", q(db)});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("flip.luma: damaged: ") && r.err.contains("runs_lookup"), qPrintable(r.err));
        r = test::runLuma({"qualify", q(campaign), "--db", q(db), "--quiet"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("the project is damaged, so qualify does not resume on it"), qPrintable(r.err));
        r = test::runLuma({"export", q(db), "--campaign", "flip", "--out", m_dir.filePath("flip-bundle.json")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("the project is damaged, so it is not exported"), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_dir.filePath("flip-bundle.json")));
    }

    void aFlippedResultBitIsRefusedByItsRow() {
        // One bit of a stored metric flipped in the file: the JSON stays valid and SQLite's checks
        // (quick_check at open, integrity_check) see nothing, but the result's SHA-256 no longer
        // holds. show, report and export refuse it by its row; check names it.
        const std::string campaign = qualified("bitflip");
        const std::string db = m_dir.filePath("bitflip.luma").toStdString();
        const long long run = scalar(db, "SELECT max(run_id) FROM results WHERE verdict = 'PASS'");
        const std::string stored = text(db, "SELECT json FROM results WHERE run_id = " + std::to_string(run));
        const std::size_t key = stored.find("\"throughput_tok_s\":");
        QVERIFY2(key != std::string::npos, stored.c_str());
        const std::size_t digit = stored.find_first_of("0123456789", key);
        {
            std::ifstream in(db, std::ios::binary);
            const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            const std::size_t at = bytes.find(stored);
            QVERIFY2(at != std::string::npos && bytes.find(stored, at + 1) == std::string::npos, "one copy on disk");
            std::fstream f(db, std::ios::in | std::ios::out | std::ios::binary);
            f.seekp(static_cast<std::streamoff>(at + digit));
            const char flipped = static_cast<char>(stored[digit] ^ 0x01); // '2' -> '3', '9' -> '8'
            f.write(&flipped, 1);
        }
        QCOMPARE(text(db, "PRAGMA integrity_check"), std::string("ok")); // SQLite sees nothing
        const QString row = QString("results row %1").arg(run);
        auto r = test::runLuma({"check", q(db)});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("bitflip.luma: damaged: " + row + ": its SHA-256 does not match"), qPrintable(r.err));
        for (const QStringList& args :
             {QStringList{"show", q(db)}, QStringList{"show", q(db), "--json"},
              QStringList{"report", q(db), "--campaign", "bitflip", "--out", m_dir.filePath("bitflip.html")},
              QStringList{"export", q(db), "--campaign", "bitflip", "--out", m_dir.filePath("bitflip-bundle.json")}}) {
            r = test::runLuma(args);
            QVERIFY2(r.code == 1, qPrintable(args.join(' ') + ": " + r.out + r.err));
            QVERIFY2(r.err.contains(row), qPrintable(args.join(' ') + ": " + r.err));
            QVERIFY2(!r.out.contains("internal error") && !r.err.contains("internal error"), qPrintable(r.err));
        }
        QVERIFY(!QFile::exists(m_dir.filePath("bitflip-bundle.json")));
        r = test::runLuma({"qualify", q(campaign), "--db", q(db), "--quiet"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(row), qPrintable(r.err));
    }

    void aDamagedDocumentIsNamedByItsRow() {
        qualified("doc");
        const std::string db = m_dir.filePath("doc.luma").toStdString();
        const long long run = scalar(db, "SELECT min(run_id) FROM results");
        sqlite3* raw = nullptr;
        QCOMPARE(sqlite3_open(db.c_str(), &raw), SQLITE_OK);
        const std::string sql = "UPDATE results SET json = '{\"verdict\": \"PA' WHERE run_id = " + std::to_string(run);
        QCOMPARE(sqlite3_exec(raw, sql.c_str(), nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(raw);
        const auto r = test::runLuma({"check", q(db)});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QString("damaged: results row %1: the stored JSON is damaged").arg(run)),
                 qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestProjectDamage)
#include "tst_project_damage.moc"
