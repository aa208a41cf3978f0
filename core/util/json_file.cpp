#include "core/util/json_file.h"

#include "core/util/spec_error.h"

#include <fstream>
#include <sstream>

namespace luma {

nlohmann::json parseJsonText(const std::string& text, const std::string& origin) {
    try {
        return nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        std::size_t line = 1, column = 1;
        for (std::size_t i = 0; i + 1 < e.byte && i < text.size(); ++i) {
            if (text[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        std::string what = e.what();
        auto cut = what.find("parse error");
        if (cut != std::string::npos) what = what.substr(cut);
        throw SpecError(origin, "", "malformed JSON at line " + std::to_string(line) +
                                        ", column " + std::to_string(column) + ": " + what);
    }
}

nlohmann::json readJsonFile(const std::filesystem::path& file) {
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec))
        throw SpecError(file.string(), "", "is a directory, expected a JSON file");
    std::ifstream in(file, std::ios::binary);
    if (!in) throw SpecError(file.string(), "", "cannot open file (does it exist?)");
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return parseJsonText(buffer.str(), file.string());
}

std::filesystem::path resolveBeside(const std::filesystem::path& file, const std::string& relative) {
    std::filesystem::path p(relative);
    if (p.is_absolute()) return p;
    return file.parent_path() / p;
}

} // namespace luma
