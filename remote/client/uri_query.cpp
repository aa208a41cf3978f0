#include "remote/client/uri_query.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <set>

namespace luma::client {

std::optional<std::vector<std::pair<std::string, std::string>>>
uriQuery(const std::string& query, const std::vector<std::string>& known, std::string* error) {
    const auto fail = [&](const std::string& what) {
        if (error) *error = what;
        return std::nullopt;
    };
    std::vector<std::pair<std::string, std::string>> out;
    std::set<std::string> seen;
    for (std::size_t start = 0; start < query.size();) {
        const std::size_t amp = std::min(query.find('&', start), query.size());
        const std::string item = query.substr(start, amp - start);
        start = amp + 1;
        if (item.empty()) continue;
        const auto eq = item.find('=');
        const std::string key = item.substr(0, eq);
        const std::string value = eq == std::string::npos ? "" : item.substr(eq + 1);
        if (std::find(known.begin(), known.end(), key) == known.end()) {
            std::string list;
            for (const auto& k : known) list += (list.empty() ? "" : ", ") + k;
            return fail("unknown URI parameter \"" + key + "\" (known: " + list + ")");
        }
        if (!seen.insert(key).second) return fail("URI parameter \"" + key + "\" given twice");
        if (value.empty()) return fail("URI parameter \"" + key + "\" has no value (" + key + "=…)");
        out.emplace_back(key, value);
    }
    return out;
}

bool uriNameChars(const std::string& text, const char* extra) {
    for (unsigned char c : text)
        if (!std::isalnum(c) && !std::strchr(extra, c)) return false;
    return true;
}

} // namespace luma::client
