#include "core/evidence/bundle_signature.h"

#include "core/evidence/signing_envelope.h"
#include "core/evidence/signing_statement.h"
#include "core/util/json_bounded.h"
#include "core/util/sha256.h"

namespace luma {

void signBundle(nlohmann::json& bundle, const Ed25519Key& key) {
    bundle.erase("signature");
    const std::string publicKey = key.rawPublicKey();
    DsseEnvelope e{kInTotoPayloadType, canonicalJson(bundleStatement(bundle)), {}};
    e.signatures.push_back({ed25519Fingerprint(publicKey), key.sign(dssePae(e.payloadType, e.payload))});
    bundle["signature"] = {{"dsse", toJson(e)}, {"public_key", ed25519PublicPem(publicKey)}};
}

namespace {

BundleSignature invalid(BundleSignature s, std::string why) {
    s.status = BundleSignature::Status::Invalid;
    s.why = std::move(why);
    return s;
}

// The statement's subject digest, or "" when it names none.
std::string subjectDigest(const nlohmann::json& statement) {
    const auto subject = statement.find("subject");
    if (subject == statement.end() || !subject->is_array() || subject->size() != 1) return {};
    const nlohmann::json& s = (*subject)[0];
    if (!s.is_object() || !s.contains("digest") || !s["digest"].is_object()) return {};
    const auto d = s["digest"].find("sha256");
    return d != s["digest"].end() && d->is_string() ? d->get<std::string>() : std::string();
}

// What the signed statement says against what the bundle holds.
std::string statementProblem(const nlohmann::json& statement, const nlohmann::json& bundle) {
    if (!statement.is_object() || statement.value("_type", nlohmann::json()) != kInTotoStatementType)
        return "the signed payload is not an in-toto statement (_type " + std::string(kInTotoStatementType) + ")";
    if (statement.value("predicateType", nlohmann::json()) != kPexPredicateType)
        return "the signed statement's predicateType is not " + std::string(kPexPredicateType);
    const std::string signedDigest = subjectDigest(statement);
    if (signedDigest != manifestDigest(bundle))
        return "the signature is over manifest SHA-256 " + (signedDigest.empty() ? "(none)" : signedDigest) +
               ", but this bundle's manifest is " + manifestDigest(bundle) +
               ": the bundle was changed and re-hashed after it was signed";
    if (statement.value("predicate", nlohmann::json()) != verdictSummary(bundle))
        return "the signed verdict summary is not what the bundle's parts say";
    return {};
}

} // namespace

BundleSignature checkBundleSignature(const nlohmann::json& bundle) {
    BundleSignature s;
    const auto member = bundle.is_object() ? bundle.find("signature") : bundle.end();
    if (!bundle.is_object() || member == bundle.end()) return s;
    if (!member->is_object() || !member->contains("dsse") || !member->contains("public_key") ||
        !(*member)["public_key"].is_string())
        return invalid(s, "the signature member is not {\"dsse\": envelope, \"public_key\": PEM}");
    std::string why;
    const auto key = ed25519PublicKeyFromPem((*member)["public_key"].get<std::string>(), &why);
    if (!key) return invalid(s, "signature.public_key: " + why);
    // One spelling only: a PEM decoder ignores the unused bits of the last base64 symbol.
    if ((*member)["public_key"].get<std::string>() != ed25519PublicPem(*key))
        return invalid(s, "signature.public_key is not the canonical PEM of its key");
    s.publicKey = *key;
    s.fingerprint = ed25519Fingerprint(*key);
    const auto envelope = envelopeFromJson((*member)["dsse"], why);
    if (!envelope) return invalid(s, "signature.dsse is not a DSSE envelope (truncated or damaged?): " + why);
    if (envelope->payloadType != kInTotoPayloadType)
        return invalid(s, "signature.dsse.payloadType is \"" + envelope->payloadType.substr(0, 80) + "\", not " +
                              kInTotoPayloadType);
    const std::string pae = dssePae(envelope->payloadType, envelope->payload);
    bool verified = false, named = false;
    for (const auto& sig : envelope->signatures) {
        named |= sig.keyid == s.fingerprint;
        verified |= sig.keyid == s.fingerprint && ed25519Verify(*key, pae, sig.sig);
    }
    if (!named) return invalid(s, "no signature in signature.dsse names the key of signature.public_key (keyid)");
    if (!verified)
        return invalid(s, "the signature does not verify with the public key of fingerprint " + s.fingerprint);
    const nlohmann::json statement = parseJsonBounded(envelope->payload, &why);
    if (statement.is_discarded()) return invalid(s, "the signed payload is not JSON: " + why);
    if (const std::string problem = statementProblem(statement, bundle); !problem.empty()) return invalid(s, problem);
    s.status = BundleSignature::Status::Valid;
    return s;
}

} // namespace luma
