#include "core/evidence/store_records.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace luma::store_sql {

const char* const kSealColumns =
    "r.id, r.campaign_id, r.intervention, r.state_key, r.state_json, r.attempt, r.try_number, r.host, "
    "r.agent_build, r.status, res.json, res.verdict, res.cause";

SealedRow sealedRowAt(const Statement& s) {
    return {s.integer(0), s.integer(1), s.text(2), s.text(3),  s.text(4),  s.integer(5), s.integer(6),
            s.text(7),    s.text(8),    s.text(9), s.text(10), s.text(11), s.text(12)};
}

std::string sealProblem(const SealedRow& row, const std::optional<std::string>& stored) {
    if (!stored)
        return "it has no SHA-256 (the project was already damaged when it was upgraded to schema 3, so this "
               "result was never sealed)";
    if (*stored != resultSeal(row))
        return "its SHA-256 does not match what is stored (the result or its run changed after it was recorded)";
    return {};
}

std::string rowProblem(const SealedRow& row, bool hasResult) {
    static constexpr std::array<std::string_view, 6> kStatuses = {"running",   "finished",    "error",
                                                                  "cancelled", "interrupted", "invalid"};
    static constexpr std::array<std::string_view, 3> kVerdicts = {"PASS", "FAIL", "NONE"};
    const std::string id = std::to_string(row.run);
    if (std::find(kStatuses.begin(), kStatuses.end(), row.status) == kStatuses.end())
        return "runs row " + id + ": status \"" + row.status.substr(0, 64) +
               "\" is not a run status (running, finished, error, cancelled, interrupted or invalid)";
    if (hasResult && std::find(kVerdicts.begin(), kVerdicts.end(), row.verdict) == kVerdicts.end())
        return "results row " + id + ": verdict \"" + row.verdict.substr(0, 64) + "\" is not PASS, FAIL or NONE";
    if (row.status == "finished" && !hasResult) return "runs row " + id + ": finished, but it has no result";
    return {};
}

void sealResult(const Operation& op, long long run) {
    std::string seal;
    {
        Statement s(op, (std::string("SELECT ") + kSealColumns +
                         " FROM runs r JOIN results res ON res.run_id = r.id WHERE r.id = ?")
                            .c_str());
        s.bind(1, run);
        if (!s.step()) return;
        seal = resultSeal(sealedRowAt(s));
    }
    Statement u(op, "UPDATE results SET sha256 = ? WHERE run_id = ?");
    u.bind(1, seal).bind(2, run).step();
}

// Schema 3: every result an older LUMA stored is sealed once, as it is, when the file is intact
// (integrity_check) and the row's documents read back; a row that does not is left unsealed, so
// that it reads as damaged rather than being blessed.
void sealStoredResults(const Operation& op) {
    {
        Statement check(op, "PRAGMA integrity_check(1)");
        if (!check.step() || check.text(0) != "ok") return;
    }
    std::vector<SealedRow> rows;
    {
        Statement s(
            op, (std::string("SELECT ") + kSealColumns + " FROM runs r JOIN results res ON res.run_id = r.id").c_str());
        while (s.step()) rows.push_back(sealedRowAt(s));
    }
    for (const auto& row : rows) {
        if (parseJsonBounded(row.stateJson).is_discarded() || parseJsonBounded(row.resultJson).is_discarded()) continue;
        Statement u(op, "UPDATE results SET sha256 = ? WHERE run_id = ?");
        u.bind(1, resultSeal(row)).bind(2, row.run).step();
    }
}

// The columns of a run record, in the order recordAt reads them: the sealed ones, then when it
// started and ended, its result's seal (none before schema 3) and whether it has a result.
std::string recordColumns(bool sealed) {
    return std::string("SELECT ") + kSealColumns + ", r.started, r.finished, " + (sealed ? "res.sha256" : "NULL") +
           ", res.run_id IS NOT NULL FROM runs r LEFT JOIN results res ON res.run_id = r.id ";
}

// The run record at the statement's row; a result that does not hold against its seal, or a row
// this LUMA never writes (an unknown status or verdict), is refused by its row, never returned.
RunRecord recordAt(const Statement& s, const Operation& op, bool sealed) {
    const SealedRow row = sealedRowAt(s);
    const bool hasResult = s.integer(16) != 0;
    if (const std::string problem = rowProblem(row, hasResult); !problem.empty())
        op.fail(problem + "; it is not shown as evidence (luma check " + op.file + " names every damaged row)");
    if (hasResult && sealed) {
        const std::string problem = sealProblem(row, s.isNull(15) ? std::nullopt : std::optional(s.text(15)));
        if (!problem.empty())
            op.fail("results row " + std::to_string(row.run) + " is damaged: " + problem +
                    "; it is not shown as evidence (luma check " + op.file + " names every damaged row)");
    }
    RunRecord out;
    out.run = {row.run,
               row.intervention,
               row.stateKey,
               op.json(row.stateJson),
               static_cast<int>(row.attempt),
               row.status,
               row.host,
               row.agentBuild,
               hasResult ? op.json(row.resultJson) : nlohmann::json(),
               static_cast<int>(row.tryNumber)};
    out.campaign = row.campaign;
    if (hasResult) {
        out.verdict = row.verdict;
        out.cause = row.cause;
    }
    out.started = s.real(13);
    if (!s.isNull(14)) out.finished = s.real(14);
    return out;
}

} // namespace luma::store_sql
