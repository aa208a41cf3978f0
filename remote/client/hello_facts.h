#pragma once
// What an agent's hello says about its host, as label / value rows (agent, host, OS, CPU,
// memory, accelerators, runtimes, kernel backends): `luma hosts test` prints them and the
// workbench's hosts dialog shows them, so both faces say the same. The hello is the host's
// word: no member is trusted to exist or to have its type, and every value is bounded.
#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

namespace luma::client {

using Facts = std::vector<std::pair<std::string, std::string>>; // a value may hold several lines

Facts helloFacts(const nlohmann::json& hello);

} // namespace luma::client
