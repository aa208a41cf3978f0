#pragma once
// DSSE, the Dead Simple Signing Envelope (github.com/secure-systems-lab/dsse, v1.0): a signature
// over the pre-authentication encoding of a typed payload, never over the JSON that carries it,
//     PAE(type, body) = "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body
// (LEN in ASCII decimal, SP one space), so that what is signed cannot be re-parsed as something
// else. The envelope's JSON: {"payloadType", "payload" (base64), "signatures": [{"keyid", "sig"
// (base64)}]}, as in-toto, cosign and sigstore read it.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace luma {

inline constexpr const char* kInTotoPayloadType = "application/vnd.in-toto+json";

std::string dssePae(std::string_view payloadType, std::string_view payload);

struct DsseSignature {
    std::string keyid; // a hint, not signed: here the signer's fingerprint
    std::string sig;   // raw bytes
};

struct DsseEnvelope {
    std::string payloadType;
    std::string payload; // raw bytes
    std::vector<DsseSignature> signatures;
};

nlohmann::json toJson(const DsseEnvelope& envelope);
// nullopt and `why` ("signatures[0].sig is not base64") when `j` is not a well-formed envelope.
std::optional<DsseEnvelope> envelopeFromJson(const nlohmann::json& j, std::string& why);

} // namespace luma
