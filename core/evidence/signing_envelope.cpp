#include "core/evidence/signing_envelope.h"

#include "core/util/base64.h"

namespace luma {

std::string dssePae(std::string_view type, std::string_view body) {
    std::string out = "DSSEv1 ";
    out += std::to_string(type.size());
    out += ' ';
    out += type;
    out += ' ';
    out += std::to_string(body.size());
    out += ' ';
    out += body;
    return out;
}

nlohmann::json toJson(const DsseEnvelope& e) {
    nlohmann::json sigs = nlohmann::json::array();
    for (const auto& s : e.signatures) sigs.push_back({{"keyid", s.keyid}, {"sig", base64Encode(s.sig)}});
    return {{"payloadType", e.payloadType}, {"payload", base64Encode(e.payload)}, {"signatures", sigs}};
}

namespace {

// The string member `key` of `j`, or nullopt and `why`.
std::optional<std::string> stringMember(const nlohmann::json& j, const char* key, const std::string& where,
                                        std::string& why) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_string()) {
        why = where + key + (it == j.end() ? " is missing" : " is not a string");
        return std::nullopt;
    }
    return it->get<std::string>();
}

std::optional<std::string> base64Member(const nlohmann::json& j, const char* key, const std::string& where,
                                        std::string& why) {
    const auto text = stringMember(j, key, where, why);
    if (!text) return std::nullopt;
    auto bytes = base64Decode(*text);
    if (!bytes) why = where + key + " is not canonical base64 (" + std::to_string(text->size()) + " characters)";
    return bytes;
}

} // namespace

std::optional<DsseEnvelope> envelopeFromJson(const nlohmann::json& j, std::string& why) {
    if (!j.is_object()) {
        why = "the envelope is not a JSON object";
        return std::nullopt;
    }
    DsseEnvelope e;
    const auto type = stringMember(j, "payloadType", "", why);
    if (!type) return std::nullopt;
    e.payloadType = *type;
    auto payload = base64Member(j, "payload", "", why);
    if (!payload) return std::nullopt;
    e.payload = std::move(*payload);
    const auto sigs = j.find("signatures");
    if (sigs == j.end() || !sigs->is_array() || sigs->empty()) {
        why = "signatures is not a non-empty array";
        return std::nullopt;
    }
    for (std::size_t i = 0; i < sigs->size(); ++i) {
        const std::string where = "signatures[" + std::to_string(i) + "].";
        const nlohmann::json& s = (*sigs)[i];
        if (!s.is_object()) {
            why = where.substr(0, where.size() - 1) + " is not an object";
            return std::nullopt;
        }
        const auto keyid = s.contains("keyid") ? stringMember(s, "keyid", where, why) : std::optional<std::string>("");
        if (!keyid) return std::nullopt;
        auto sig = base64Member(s, "sig", where, why);
        if (!sig) return std::nullopt;
        e.signatures.push_back({*keyid, std::move(*sig)});
    }
    return e;
}

} // namespace luma
