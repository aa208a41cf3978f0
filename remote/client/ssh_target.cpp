#include "remote/client/ssh_target.h"

#include "remote/client/uri_query.h"

#include <cctype>
#include <cstring>

namespace luma::client {

namespace {

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::optional<std::string> percentDecoded(const std::string& s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '%') {
            out += s[i];
            continue;
        }
        if (i + 2 >= s.size()) return std::nullopt;
        const int hi = hexValue(s[i + 1]), lo = hexValue(s[i + 2]);
        if (hi < 0 || lo < 0) return std::nullopt;
        out += static_cast<char>(hi * 16 + lo);
        i += 2;
    }
    return out;
}

std::optional<SshTarget> fail(std::string* error, const std::string& what) {
    if (error) *error = what;
    return std::nullopt;
}

} // namespace

bool isSshUri(const std::string& text) { return text.rfind("ssh://", 0) == 0; }

std::string SshTarget::uri() const {
    std::string out = "ssh://";
    if (!user.empty()) out += user + "@";
    out += host.find(':') != std::string::npos ? "[" + host + "]" : host;
    if (port) out += ":" + std::to_string(*port);
    if (!agentRoot.empty()) out += "?agent_root=" + agentRoot;
    return out;
}

std::optional<SshTarget> parseSshUri(const std::string& text, std::string* error) {
    if (!isSshUri(text)) return fail(error, "not an ssh:// URI");
    std::string rest = text.substr(6);
    SshTarget t;
    if (auto q = rest.find('?'); q != std::string::npos) {
        const std::string query = rest.substr(q + 1);
        rest.erase(q);
        std::string why;
        const auto params = uriQuery(query, {"agent_root"}, &why);
        if (!params) return fail(error, why);
        for (const auto& param : *params) {
            const auto value = percentDecoded(param.second);
            if (!value || value->empty() || value->find('\n') != std::string::npos ||
                value->find('\0') != std::string::npos)
                return fail(error, "agent_root must be a folder path");
            t.agentRoot = *value;
        }
    }
    if (!rest.empty() && rest.back() == '/') rest.pop_back();
    if (rest.find('/') != std::string::npos)
        return fail(error, "an ssh:// host has no path (ssh://[user@]host[:port])");
    if (auto at = rest.rfind('@'); at != std::string::npos) {
        t.user = rest.substr(0, at);
        rest.erase(0, at + 1);
        if (t.user.empty() || !uriNameChars(t.user, "._-") || t.user[0] == '-')
            return fail(error, "user \"" + t.user + "\": letters, digits, '.', '_' and '-' only");
    }
    std::string portText;
    if (!rest.empty() && rest[0] == '[') {
        const auto close = rest.find(']');
        if (close == std::string::npos) return fail(error, "unclosed '[' in the host");
        t.host = rest.substr(1, close - 1);
        const std::string after = rest.substr(close + 1);
        if (!after.empty()) {
            if (after[0] != ':') return fail(error, "unexpected \"" + after + "\" after the host");
            portText = after.substr(1);
            if (portText.empty()) return fail(error, "empty port");
        }
        if (t.host.empty() || !uriNameChars(t.host, ":.%"))
            return fail(error, "\"" + t.host + "\" is not an IPv6 address");
    } else {
        const auto colon = rest.find(':');
        t.host = rest.substr(0, colon);
        if (colon != std::string::npos) {
            portText = rest.substr(colon + 1);
            if (portText.empty()) return fail(error, "empty port");
        }
        if (t.host.empty()) return fail(error, "no host (ssh://[user@]host[:port])");
        if (t.host[0] == '-' || !uriNameChars(t.host, "._-"))
            return fail(error, "host \"" + t.host + "\": letters, digits, '.', '_' and '-' only");
    }
    if (!portText.empty()) {
        if (portText.size() > 5 || portText.find_first_not_of("0123456789") != std::string::npos)
            return fail(error, "port \"" + portText + "\" is not a number");
        const int port = std::stoi(portText);
        if (port < 1 || port > 65535) return fail(error, "port " + portText + " is outside 1..65535");
        t.port = port;
    }
    return t;
}

std::string shellQuote(const std::string& text) {
    std::string out = "'";
    for (char c : text) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

} // namespace luma::client
