#pragma once
// The parts of a host URI that ssh:// and slurm:// share: the query (`?key=value&…`), read
// strictly (unknown, repeated and empty parameters are refused by name), and the character
// check for names (users, hosts, partitions).
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace luma::client {

// The parameters in the order given, or nullopt with `error` naming the first problem.
// `known` lists the accepted keys, as the message shows them ("partition, gres, …").
std::optional<std::vector<std::pair<std::string, std::string>>>
uriQuery(const std::string& query, const std::vector<std::string>& known, std::string* error);

// True when every character is a letter, a digit or one of `extra`.
bool uriNameChars(const std::string& text, const char* extra);

} // namespace luma::client
