#pragma once
// Reading JSON files written by people: a parse error names the file, line and column.
#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>

namespace luma {

nlohmann::json readJsonFile(const std::filesystem::path& file);
nlohmann::json parseJsonText(const std::string& text, const std::string& origin);
// `relative` resolved against the folder of `file` (absolute paths stay as they are).
std::filesystem::path resolveBeside(const std::filesystem::path& file, const std::string& relative);

} // namespace luma
