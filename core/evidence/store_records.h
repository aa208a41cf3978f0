#pragma once
// How the evidence store reads a run record back and seals a result (store.cpp only): the
// columns, the seal over them (result_seal.h), and the checks a row must pass before it is
// returned as evidence.
#include "core/evidence/result_seal.h"
#include "core/evidence/store.h"
#include "core/evidence/store_sql.h"

#include <optional>
#include <string>

namespace luma::store_sql {

// The run and result columns a result's seal is taken over, in sealedRowAt's order.
extern const char* const kSealColumns;
SealedRow sealedRowAt(const Statement& s);
// Why a stored result does not hold against its seal, or "".
std::string sealProblem(const SealedRow& row, const std::optional<std::string>& stored);
// Why a row is not a run this LUMA writes (its status, its result's verdict), or "".
std::string rowProblem(const SealedRow& row, bool hasResult);
// Seals the result of `run` as it is now stored; in the caller's write transaction.
void sealResult(const Operation& op, long long run);
// Schema 3's upgrade: every stored result sealed once, as it is, if the file is intact.
void sealStoredResults(const Operation& op);
// The SELECT of run records; recordAt reads one, refusing a damaged row by name.
std::string recordColumns(bool sealed);
RunRecord recordAt(const Statement& s, const Operation& op, bool sealed);

} // namespace luma::store_sql
