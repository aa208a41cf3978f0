#include "core/util/json_bounded.h"

#include <algorithm>

namespace luma {

namespace {

struct Nesting {
    std::size_t deepest = 0;
    std::size_t passedAt = std::string_view::npos; // the byte where the limit was passed
};

// Follows JSON's lexing of strings (a backslash escapes the next byte) so that brackets inside a
// string do not count; stops where the nesting passes the limit.
Nesting scan(std::string_view text) {
    Nesting n;
    std::size_t depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            n.deepest = std::max(n.deepest, ++depth);
            if (depth > kMaxJsonDepth) {
                n.passedAt = i;
                break;
            }
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return n;
}

} // namespace

std::size_t jsonNestingDepth(std::string_view text) { return scan(text).deepest; }

std::string jsonDepthProblem(std::string_view text) {
    const Nesting n = scan(text);
    if (n.passedAt == std::string_view::npos) return {};
    return "JSON nested deeper than the limit of " + std::to_string(kMaxJsonDepth) + " levels (passed at byte " +
           std::to_string(n.passedAt + 1) + ")";
}

nlohmann::json parseJsonBounded(std::string_view text, std::string* problem) {
    std::string deep = jsonDepthProblem(text);
    if (!deep.empty()) {
        if (problem) *problem = std::move(deep);
        return nlohmann::json(nlohmann::json::value_t::discarded);
    }
    nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded() && problem) *problem = "not JSON";
    return j;
}

} // namespace luma
