#include "core/util/sha256.h"

#include <openssl/evp.h>

#include <array>
#include <stdexcept>

namespace luma {

std::string sha256Hex(std::string_view bytes) {
    std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
    unsigned int length = 0;
    if (EVP_Digest(bytes.data(), bytes.size(), digest.data(), &length, EVP_sha256(), nullptr) != 1)
        throw std::runtime_error("SHA-256 failed in OpenSSL");
    static const char* hex = "0123456789abcdef";
    std::string out;
    out.reserve(length * 2);
    for (unsigned int i = 0; i < length; ++i) {
        out += hex[digest[i] >> 4];
        out += hex[digest[i] & 0xf];
    }
    return out;
}

std::string canonicalJson(const nlohmann::json& value) {
    // nlohmann::json keeps object keys in a std::map, so dump() is already sorted; no indent
    // means no whitespace. Invalid UTF-8 is replaced rather than thrown on.
    return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string contentHash(const nlohmann::json& spec) { return sha256Hex(canonicalJson(spec)); }

} // namespace luma
