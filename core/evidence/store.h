#pragma once
// The evidence store: a project file (*.luma) is one SQLite database in WAL mode. Specs by
// content hash, campaigns, runs (state, attempt, try, host, agent build, status), telemetry, results
// with verdicts and margins, decisions. A finished run is committed with synchronous=FULL, so a
// crash or power loss never loses it and resuming never repeats it. Schema version and
// migrations; an integrity check on open; a damaged or foreign file is a clear error. Every
// SQLite failure is a SpecError naming the file and what was being done
// ("project.luma: cannot record the run: database is locked").
#include <nlohmann/json.hpp>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

struct sqlite3;

namespace luma {

// 1: the first schema. 2: runs.try_number (a run's try of its state and attempt; older runs are
// numbered in the order they started when a schema-1 file is opened). 3: results.sha256, each
// result sealed with its run (result_seal.h) and checked on every read: a result that does not
// hold is refused by its row. An older project's results are sealed once, as they are, the first
// time it is opened where it can be written, if it is intact then (integrity_check); a row that
// does not read back stays unsealed and reads as damaged. A schema-2 project on read-only media is
// read unchecked, and readOnlyNote() says so.
inline constexpr int kStoreSchemaVersion = 3;

struct StoredRun {
    long long id = 0;
    std::string intervention;
    std::string stateKey;
    nlohmann::json state;
    int attempt = 0;    // the search's count of conclusive runs of the state before this one: its replay key
    std::string status; // running, finished, error, cancelled, interrupted, invalid
    std::string host, agentBuild;
    nlohmann::json result; // the agent's result or error event
    // Which try of (intervention, state, attempt) this is, from 1: a run that ended without
    // evidence (interrupted, inconclusive, cancelled, lost with its host) is tried again with the
    // same attempt and the next try.
    int tryNumber = 1;
};

// One run as the evidence inspector shows it: the stored run, the verdict and cause recorded with
// its end ("NONE" and the reason for a run that ended without evidence; absent while it runs),
// and when it started and ended (seconds since the Unix epoch; no end while it runs).
struct RunRecord {
    StoredRun run;
    long long campaign = 0;
    std::optional<std::string> verdict, cause;
    double started = 0;
    std::optional<double> finished;
};

struct CampaignRecord {
    long long id = 0;
    std::string name;
    std::string specHash;
    nlohmann::json spec;
};

// How a project is opened. Create: read and write, a missing file is made (atomically, so two
// programs creating it at once both get the one project). Write: an existing project. Read (show,
// export): an existing project, which on read-only media or in a folder this user cannot write
// is opened read-only and immutable, and readOnlyNote() says so. Every access refuses an
// existing 0-byte file.
enum class StoreAccess { Create, Write, Read };

class EvidenceStore {
public:
    // Creates or opens; throws SpecError. A write waits up to `busyTimeout` for another program's
    // lock on the file before it fails.
    explicit EvidenceStore(const std::string& path, std::chrono::milliseconds busyTimeout = std::chrono::seconds(10));
    EvidenceStore(const std::string& path, StoreAccess access,
                  std::chrono::milliseconds busyTimeout = std::chrono::seconds(10));
    ~EvidenceStore();
    EvidenceStore(const EvidenceStore&) = delete;
    EvidenceStore& operator=(const EvidenceStore&) = delete;

    const std::string& path() const { return m_path; }
    // Non-empty when the project had to be opened immutable, and why ("opened read-only (it is on read-only media)").
    const std::string& readOnlyNote() const { return m_readOnlyNote; }
    void putSpec(const std::string& hash, const std::string& kind, const nlohmann::json& spec);
    // The specs of one kind ("hostprofile", …), oldest first.
    std::vector<nlohmann::json> specs(const std::string& kind) const;

    // The campaign of this name; created when new. Throws when the name holds another spec.
    CampaignRecord campaign(const std::string& name, const std::string& specHash, const nlohmann::json& spec);
    std::optional<CampaignRecord> findCampaign(const std::string& name) const;
    std::vector<std::string> campaignNames() const;

    std::optional<StoredRun> finishedRun(long long campaign, const std::string& intervention,
                                         const std::string& stateKey, int attempt) const;
    // Records a run's start as the next try of (intervention, stateKey, attempt), written to
    // `tryNumber` when given.
    long long beginRun(long long campaign, const std::string& intervention, const std::string& stateKey,
                       const nlohmann::json& state, int attempt, const std::string& host, const std::string& agentBuild,
                       int* tryNumber = nullptr);
    // Records a run's evidence. A run marked interrupted meanwhile (by another program that
    // found it "running" and could not attach to it) becomes finished all the same; a run another
    // program already finished is kept as that one recorded it.
    void finishRun(long long run, const nlohmann::json& result, const std::string& verdict, const std::string& cause,
                   const std::vector<nlohmann::json>& telemetry);
    // A run that ended without evidence (inconclusive, refused or cancelled): kept with its final
    // event and reason for the record, never replayed as a verdict; `status` is "error",
    // "cancelled", "interrupted" or "invalid" (below the campaign's validity gates).
    void abandonRun(long long run, const std::string& status, const nlohmann::json& event, const std::string& reason);
    // Runs of the campaign still "running" when a new qualification starts: the program that
    // ran them ended without recording their end. Marked "interrupted" (never evidence); returns
    // how many. A run another program is still carrying is finished by it as usual.
    long long markInterrupted(long long campaign);
    // The runs of the campaign still "running" (left by a program that ended, or carried by
    // another one), in the order they started.
    std::vector<StoredRun> runningRuns(long long campaign) const;
    // A finished run from elsewhere (an imported bundle): kept as it was, never run again; it is
    // numbered as the next try of its state and attempt in this project.
    void importRun(long long campaign, const StoredRun& run, const std::string& verdict, const std::string& cause);
    // Reads of runs (finishedRun, runs, runRecord, runRecords) check each result against its seal:
    // a damaged one is a SpecError naming its row ("results row 7 is damaged: …"), never evidence.
    std::vector<StoredRun> runs(long long campaign) const;
    long long finishedRunCount(long long campaign) const;
    std::optional<RunRecord> runRecord(long long run) const;     // nullopt: no run of that id
    std::vector<RunRecord> runRecords(long long campaign) const; // every run of the campaign, in id order
    // The telemetry events stored with a finished run, in the agent's order (seq).
    std::vector<nlohmann::json> telemetry(long long run) const;

    // What is damaged in the project, empty when intact: SQLite's full integrity_check (pages and
    // every index against its table), every stored JSON document and every result against its
    // seal, each named by its row.
    std::vector<std::string> damage() const;

    void putDecision(long long campaign, const std::string& kind, const nlohmann::json& decision);
    std::optional<nlohmann::json> latestDecision(long long campaign, const std::string& kind) const;
    std::vector<nlohmann::json> decisions(long long campaign, const std::string& kind) const; // oldest first

private:
    struct Close {
        void operator()(sqlite3* db) const;
    };
    struct NewFile {};
    EvidenceStore(const std::string& path, NewFile, std::chrono::milliseconds busyTimeout);
    void open(const std::string& name, int flags, std::chrono::milliseconds busyTimeout, bool write);
    void migrate();
    [[noreturn]] void fail(const std::string& what) const;

    std::string m_path;
    std::string m_readOnlyNote;
    bool m_sealed = false;                // schema 3: results carry their seal
    std::unique_ptr<sqlite3, Close> m_db; // closed on every path, also when the constructor throws
};

} // namespace luma
