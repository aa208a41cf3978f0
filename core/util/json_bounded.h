#pragma once
// JSON from outside (spec files, bundles, protocol lines, rows stored in a project) is parsed only
// once its nesting is known to be bounded. nlohmann's parser is iterative, but copying, comparing
// and dumping a value recurse, so 100,000 nested arrays overflow the stack (SIGSEGV) wherever the
// value goes next. 128 levels is far above any real file (a bundle nests 8, a contract 4).
#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace luma {

inline constexpr std::size_t kMaxJsonDepth = 128;

// The deepest nesting of arrays and objects in `text` (counted outside strings, without
// parsing); the scan stops once it passes kMaxJsonDepth, so it never returns more than that + 1.
std::size_t jsonNestingDepth(std::string_view text);
// Empty when `text` nests at most kMaxJsonDepth levels; otherwise the problem, naming the limit
// and the byte where it was passed.
std::string jsonDepthProblem(std::string_view text);
// Parses untrusted text without throwing: a discarded value when it is malformed or nested too
// deep; `problem`, when given, then says which.
nlohmann::json parseJsonBounded(std::string_view text, std::string* problem = nullptr);

} // namespace luma
