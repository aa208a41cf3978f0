#pragma once
// The co-design loop for people: its trajectory (each iteration's configuration, minimum PASS
// state, € per hour, goodput and binding resource) and the final pair against the starting one.
// Printed from the loop's JSON, so that `luma codesign` and `luma show` (which reads the stored
// decision back, untrusted) print the same; a value of the wrong type prints as "?", never a crash.
#include <nlohmann/json.hpp>

#include <ostream>

namespace luma::cli {

void printCodesign(std::ostream& out, const nlohmann::json& codesign);

} // namespace luma::cli
