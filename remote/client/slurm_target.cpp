#include "remote/client/slurm_target.h"

#include "remote/client/uri_query.h"

#include <cctype>
#include <cstring>

namespace luma::client {

namespace {

constexpr const char* kPrefix = "slurm://";
const std::vector<std::string> kKnown = {"partition", "gres",        "account",   "time",
                                         "exclusive", "max_pending", "agent_root"};

std::optional<SlurmTarget> fail(std::string* error, const std::string& what) {
    if (error) *error = what;
    return std::nullopt;
}

// Slurm's time formats: MINUTES, MINUTES:SECONDS, HOURS:MINUTES:SECONDS, DAYS-HOURS[:MINUTES[:SECONDS]].
bool slurmTime(const std::string& t) {
    if (t.empty() || t.size() > 16 || !uriNameChars(t, ":-") || !std::isdigit(static_cast<unsigned char>(t.front())) ||
        !std::isdigit(static_cast<unsigned char>(t.back())))
        return false;
    for (char c : t)
        if (std::isalpha(static_cast<unsigned char>(c))) return false;
    const auto dash = t.find('-');
    if (dash != std::string::npos && t.find('-', dash + 1) != std::string::npos) return false;
    if (dash != std::string::npos && t.substr(0, dash).find(':') != std::string::npos) return false;
    std::size_t colons = 0;
    for (char c : t) colons += c == ':';
    return colons <= 2 && t.find("::") == std::string::npos && t.find("-:") == std::string::npos;
}

} // namespace

bool isSlurmUri(const std::string& text) { return text.rfind(kPrefix, 0) == 0; }

std::string SlurmTarget::uri() const {
    std::string login_ = login.uri().substr(6); // without "ssh://" and the agent_root it may carry
    if (auto q = login_.find('?'); q != std::string::npos) login_.erase(q);
    std::string out = kPrefix + login_, sep = "?";
    auto add = [&](const char* key, const std::string& value) {
        if (value.empty()) return;
        out += sep + key + "=" + value;
        sep = "&";
    };
    add("partition", partition);
    add("gres", gres);
    add("account", account);
    add("time", time);
    if (!exclusive) add("exclusive", "no");
    if (maxPendingS != 600) add("max_pending", std::to_string(static_cast<long long>(maxPendingS)));
    add("agent_root", login.agentRoot);
    return out;
}

std::optional<SlurmTarget> parseSlurmUri(const std::string& text, std::string* error) {
    if (!isSlurmUri(text)) return fail(error, "not a slurm:// URI");
    std::string authority = text.substr(std::strlen(kPrefix)), query;
    if (auto q = authority.find('?'); q != std::string::npos) {
        query = authority.substr(q + 1);
        authority.erase(q);
    }
    SlurmTarget t;
    std::string agentRoot; // passed on to the ssh:// parser, which decodes and checks it
    std::string why;
    const auto params = uriQuery(query, kKnown, &why);
    if (!params) return fail(error, why);
    for (const auto& [key, value] : *params) {
        if (key == "partition" || key == "account") {
            if (!uriNameChars(value, "._-") || value.size() > 128)
                return fail(error, key + " \"" + value + "\": letters, digits, '.', '_' and '-' only");
            (key == "partition" ? t.partition : t.account) = value;
        } else if (key == "gres") {
            // name[:type]:count, comma-separated, as sbatch --gres takes it.
            if (!uriNameChars(value, "._-:,") || value.size() > 256 || value[0] == '-')
                return fail(error,
                            "gres \"" + value + "\": expected NAME[:TYPE][:COUNT][,…], e.g. gpu:1 or gpu:a100:2");
            t.gres = value;
        } else if (key == "time") {
            if (!slurmTime(value))
                return fail(error,
                            "time \"" + value +
                                "\": expected Slurm's MINUTES, MM:SS, HH:MM:SS or D-HH[:MM[:SS]], e.g. 30 or 2:00:00");
            t.time = value;
        } else if (key == "exclusive") {
            if (value == "yes" || value == "1" || value == "true")
                t.exclusive = true;
            else if (value == "no" || value == "0" || value == "false")
                t.exclusive = false;
            else
                return fail(error, "exclusive \"" + value + "\": expected yes or no");
        } else if (key == "max_pending") {
            if (value.size() > 7 || value.find_first_not_of("0123456789") != std::string::npos || std::stol(value) < 1)
                return fail(error, "max_pending \"" + value + "\": expected whole seconds, at least 1");
            t.maxPendingS = static_cast<double>(std::stol(value));
        } else {
            agentRoot = value;
        }
    }
    std::string sshError;
    auto login = parseSshUri("ssh://" + authority + (agentRoot.empty() ? "" : "?agent_root=" + agentRoot), &sshError);
    if (!login) return fail(error, "login node: " + sshError);
    if (login->host.empty()) return fail(error, "no login node (slurm://[user@]login-host[:port])");
    t.login = *login;
    return t;
}

} // namespace luma::client
