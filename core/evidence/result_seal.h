#pragma once
// The SHA-256 stored with each result (results.sha256, schema 3): taken over the exact stored
// text of the result and of the run it belongs to (campaign, intervention, state, attempt, try,
// host, agent build, status), so that a flipped byte SQLite cannot see (a page whose structure
// still holds: a digit of a metric, a verdict, a state) is caught when the row is read, and the
// row is refused by name instead of shown as evidence.
#include <string>

namespace luma {

struct SealedRow {
    long long run = 0, campaign = 0;
    std::string intervention, stateKey, stateJson;
    long long attempt = 0, tryNumber = 0;
    std::string host, agentBuild, status;
    std::string resultJson, verdict, cause;
};

// The row's seal: SHA-256 (hex) of its fields, each length-prefixed, after a format tag.
std::string resultSeal(const SealedRow& row);

} // namespace luma
