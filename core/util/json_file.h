#pragma once
// Reading JSON files written by people: a parse error names the file, line and column. Bounded:
// only a regular file (not /dev/zero, a pipe or a terminal) of at most `maxBytes`, nested at most
// kMaxJsonDepth levels (json_bounded.h), is read.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <string>

namespace luma {

inline constexpr std::uintmax_t kMaxSpecFileBytes = 16ull << 20;  // contracts, machines, campaigns, ...
inline constexpr std::uintmax_t kMaxBundleFileBytes = 1ull << 30; // evidence bundles (runs and telemetry)

nlohmann::json readJsonFile(const std::filesystem::path& file, std::uintmax_t maxBytes = kMaxSpecFileBytes);
// The file's bytes, bounded as readJsonFile reads them (a regular file of at most `maxBytes`).
std::string readTextFile(const std::filesystem::path& file, std::uintmax_t maxBytes = kMaxSpecFileBytes);
nlohmann::json parseJsonText(const std::string& text, const std::string& origin);
// Writes `doc` indented, with a final newline; throws SpecError naming the file when it cannot.
void writeJsonFile(const std::filesystem::path& file, const nlohmann::json& doc);
// `relative` resolved against the folder of `file` (absolute paths stay as they are).
std::filesystem::path resolveBeside(const std::filesystem::path& file, const std::string& relative);

} // namespace luma
