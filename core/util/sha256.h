#pragma once
// SHA-256 (OpenSSL) and the canonical JSON form that spec hashes are taken over:
// sorted keys, no whitespace, numbers in their shortest round-trip form.
#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace luma {

std::string sha256Hex(std::string_view bytes);
std::string canonicalJson(const nlohmann::json& value);
std::string contentHash(const nlohmann::json& spec); // sha256Hex(canonicalJson(spec))

} // namespace luma
