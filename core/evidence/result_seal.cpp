#include "core/evidence/result_seal.h"

#include "core/util/sha256.h"

namespace luma {

namespace {

// "<length>:<bytes>;" so that no two rows' fields run into the same text.
void field(std::string& out, const std::string& text) {
    out += std::to_string(text.size());
    out += ':';
    out += text;
    out += ';';
}

} // namespace

std::string resultSeal(const SealedRow& row) {
    std::string text = "luma.result-seal/1;";
    for (const long long n : {row.run, row.campaign, row.attempt, row.tryNumber}) field(text, std::to_string(n));
    for (const std::string* s : {&row.intervention, &row.stateKey, &row.stateJson, &row.host, &row.agentBuild,
                                 &row.status, &row.resultJson, &row.verdict, &row.cause})
        field(text, *s);
    return sha256Hex(text);
}

} // namespace luma
