#include "core/util/base64.h"

#include <openssl/evp.h>

#include <limits>

namespace luma {

std::string base64Encode(std::string_view bytes) {
    constexpr std::size_t kMost = std::numeric_limits<int>::max() / 4 * 3; // EVP_EncodeBlock counts in int
    if (bytes.size() > kMost) return {};
    std::string out(4 * ((bytes.size() + 2) / 3) + 1, '\0');
    const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                  reinterpret_cast<const unsigned char*>(bytes.data()), static_cast<int>(bytes.size()));
    out.resize(static_cast<std::size_t>(n));
    return out;
}

std::optional<std::string> base64Decode(std::string_view text) {
    if (text.size() % 4 != 0 || text.size() > static_cast<std::size_t>(std::numeric_limits<int>::max()))
        return std::nullopt;
    std::string out(text.size() / 4 * 3 + 1, '\0');
    const int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                  reinterpret_cast<const unsigned char*>(text.data()), static_cast<int>(text.size()));
    if (n < 0) return std::nullopt;
    std::size_t padding = 0;
    while (padding < 2 && padding < text.size() && text[text.size() - 1 - padding] == '=') ++padding;
    out.resize(static_cast<std::size_t>(n) - padding);
    // EVP_DecodeBlock skips white space and ignores the bits a last symbol does not use: only the
    // canonical spelling reads.
    if (base64Encode(out) != text) return std::nullopt;
    return out;
}

} // namespace luma
