#pragma once
// A bundle's signature: its "signature" member holds the DSSE envelope (signing_envelope.h) of
// the in-toto statement about its manifest (signing_statement.h), signed with the user's Ed25519
// key, and the signer's public key in PEM, {"dsse": {...}, "public_key": "-----BEGIN PUBLIC
// KEY-----…"}. The bundle's own hash (manifest.bundle) leaves the member out; the statement's
// subject, the manifest's digest, covers every part. The envelope's keyid is the signer's
// fingerprint (SHA-256 of the raw public key, hex).
#include "core/util/ed25519.h"

#include <nlohmann/json.hpp>

#include <string>

namespace luma {

// Adds (or replaces) bundle["signature"]. The bundle is signed as it is: sign after exportBundle.
void signBundle(nlohmann::json& bundle, const Ed25519Key& key);

struct BundleSignature {
    enum class Status { Unsigned, Valid, Invalid };
    Status status = Status::Unsigned;
    std::string fingerprint; // the public key's, when one reads
    std::string publicKey;   // raw, 32 bytes, when one reads
    std::string why;         // Invalid: what does not hold
};

// Whether the signature is the signer's over this very manifest and summary.
BundleSignature checkBundleSignature(const nlohmann::json& bundle);

} // namespace luma
