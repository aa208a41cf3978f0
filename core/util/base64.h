#pragma once
// Base64 (RFC 4648, the standard alphabet with padding), as DSSE envelopes carry their payload
// and signatures. Decoding is strict: a string that is not the canonical encoding of some bytes
// (another alphabet, missing padding, white space, stray bits in the last symbol) is refused, so
// that no two spellings of one envelope exist.
#include <optional>
#include <string>
#include <string_view>

namespace luma {

std::string base64Encode(std::string_view bytes);
// nullopt when `text` is not canonical base64.
std::optional<std::string> base64Decode(std::string_view text);

} // namespace luma
