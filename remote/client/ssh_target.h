#pragma once
// What an `ssh://` host names: `ssh://[user@]host[:port]` or `ssh://alias` (an ssh config
// Host), with an optional `?agent_root=DIR` where the agent is installed on that host
// (default ~/.cache/luma). Only the parts the user wrote are set: the ssh config fills in the
// rest (HostName, User, Port), and what the URI says wins over it, as on ssh's command line.
#include <optional>
#include <string>

namespace luma::client {

struct SshTarget {
    std::string user;        // "" = from ssh config, else the local user
    std::string host;        // a host name, an address, or an ssh config alias
    std::optional<int> port; // unset = from ssh config, else 22
    std::string agentRoot;   // "" = ~/.cache/luma
    std::string uri() const; // the canonical form
};

bool isSshUri(const std::string& text);
// The target, or nullopt with `error` saying what is wrong (a URI from a campaign, a profile or
// the command line is user input: a host name that could pass for an option is refused).
std::optional<SshTarget> parseSshUri(const std::string& text, std::string* error);

// `text` quoted for a POSIX shell (the host's login shell runs the commands we send).
std::string shellQuote(const std::string& text);

} // namespace luma::client
