#pragma once
// What a signed bundle states, as an in-toto Statement v1 (github.com/in-toto/attestation): its
// subject is the bundle's manifest (named "manifest", with the SHA-256 of the manifest's
// canonical JSON, which lists every part's hash and the whole bundle's), and its predicate, of
// type https://luma.dev/pex/v1, is the campaign's verdict summary: the campaign and contract with
// their hashes, the minimum PASS, the adjacent FAIL states with the SLO that broke, the binding
// resources, each intervention's minimum PASS, and the bundle's run count. A reader with only
// standard tools can check the signature (DSSE, signing_envelope.h) and read what it vouches for.
#include <nlohmann/json.hpp>

#include <string>

namespace luma {

inline constexpr const char* kInTotoStatementType = "https://in-toto.io/Statement/v1";
inline constexpr const char* kPexPredicateType = "https://luma.dev/pex/v1";

// SHA-256 of the canonical JSON of bundle["manifest"]: the statement's subject digest.
std::string manifestDigest(const nlohmann::json& bundle);
// The predicate: what the bundle's parts say (its report null: a campaign without a finished
// qualification claims no verdict).
nlohmann::json verdictSummary(const nlohmann::json& bundle);
nlohmann::json bundleStatement(const nlohmann::json& bundle);

} // namespace luma
