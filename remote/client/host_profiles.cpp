#include "remote/client/host_profiles.h"

#include "remote/client/slurm_target.h"
#include "remote/client/ssh_target.h"

#include "core/util/spec_error.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace luma::client {

namespace {

namespace fs = std::filesystem;
constexpr const char* kSchema = "luma.hosts/1";

// A host's optional price: "eur_per_hour" (a finite number, not negative) and "pricing".
void readPrice(const nlohmann::json& h, const std::string& file, const std::string& key, HostProfile& p) {
    for (const auto& [k, v] : h.items())
        if (k != "name" && k != "uri" && k != "eur_per_hour" && k != "pricing")
            throw SpecError(file, key + "." + k, "unknown key (name, uri, eur_per_hour, pricing)");
    if (const auto e = h.find("eur_per_hour"); e != h.end()) {
        if (!e->is_number() || !std::isfinite(e->get<double>()) || e->get<double>() < 0)
            throw SpecError(file, key + ".eur_per_hour", "expected a price in EUR per hour, 0 or more");
        p.eurPerHour = e->get<double>();
    }
    if (const auto k = h.find("pricing"); k != h.end()) {
        if (!k->is_string() || (*k != "on-demand" && *k != "spot"))
            throw SpecError(file, key + ".pricing", "expected \"on-demand\" or \"spot\"");
        if (!p.eurPerHour) throw SpecError(file, key + ".pricing", "a pricing without eur_per_hour");
        p.spot = *k == "spot";
    }
}

} // namespace

bool isProfileName(const std::string& name) {
    if (name.empty() || name.size() > 64 || name == "local" || !std::isalnum(static_cast<unsigned char>(name[0])))
        return false;
    return std::all_of(name.begin(), name.end(),
                       [](unsigned char c) { return std::isalnum(c) || c == '-' || c == '_' || c == '.'; });
}

std::string checkHostUri(const std::string& uri) {
    if (uri == "local") return {};
    if (isSshUri(uri)) {
        std::string error;
        return parseSshUri(uri, &error) ? std::string() : error;
    }
    if (isSlurmUri(uri)) {
        std::string error;
        return parseSlurmUri(uri, &error) ? std::string() : error;
    }
    if (uri.find("://") != std::string::npos)
        return "\"" + uri.substr(0, uri.find("://") + 3) +
               "\" hosts are not supported yet (local, ssh:// and slurm:// are)";
    return "expected local, ssh://[user@]host[:port] or slurm://[user@]login-host[:port]?partition=…";
}

std::string HostProfiles::defaultPath() {
    const char* xdg = std::getenv("XDG_CONFIG_HOME");
    if (xdg && *xdg == '/') return (fs::path(xdg) / "luma" / "hosts.json").string();
    const char* home = std::getenv("HOME");
    return (fs::path(home && *home ? home : ".") / ".config" / "luma" / "hosts.json").string();
}

HostProfiles::HostProfiles(std::string path) : m_path(std::move(path)) {
    std::ifstream in(m_path);
    if (!in) return;
    std::stringstream text;
    text << in.rdbuf();
    const auto j = nlohmann::json::parse(text.str(), nullptr, false);
    if (j.is_discarded() || !j.is_object()) throw SpecError(m_path, "", "not a JSON object (a damaged hosts file?)");
    if (j.value("schema", "") != kSchema)
        throw SpecError(m_path, "schema", std::string("expected \"") + kSchema + "\"");
    const auto hosts = j.find("hosts");
    if (hosts == j.end() || !hosts->is_array()) throw SpecError(m_path, "hosts", "expected a list");
    for (std::size_t i = 0; i < hosts->size(); ++i) {
        const auto& h = (*hosts)[i];
        const std::string key = "hosts[" + std::to_string(i) + "]";
        if (!h.is_object() || !h.contains("name") || !h["name"].is_string() || !h.contains("uri") ||
            !h["uri"].is_string())
            throw SpecError(m_path, key, "expected {\"name\": …, \"uri\": …}");
        HostProfile p{h["name"].get<std::string>(), h["uri"].get<std::string>(), std::nullopt, false};
        if (!isProfileName(p.name)) throw SpecError(m_path, key + ".name", "\"" + p.name + "\" is not a host name");
        if (auto e = checkHostUri(p.uri); !e.empty()) throw SpecError(m_path, key + ".uri", e);
        readPrice(h, m_path, key, p);
        m_hosts.push_back(std::move(p));
    }
}

std::optional<std::string> HostProfiles::find(const std::string& name) const {
    for (const auto& h : m_hosts)
        if (h.name == name) return h.uri;
    return std::nullopt;
}

const HostProfile* HostProfiles::byUri(const std::string& uri) const {
    for (const auto& h : m_hosts)
        if (h.uri == uri) return &h;
    return nullptr;
}

void HostProfiles::add(const std::string& name, const std::string& uri, std::optional<double> eurPerHour, bool spot) {
    if (!isProfileName(name))
        throw SpecError("", "NAME",
                        "\"" + name +
                            "\": a host name is letters, digits, '-', '_' and '.', starts with a letter or "
                            "digit, and is not \"local\"");
    if (uri != "local" && !isSshUri(uri) && !isSlurmUri(uri))
        throw SpecError("", "URI",
                        "\"" + uri +
                            "\": expected local, ssh://[user@]host[:port], ssh://alias or "
                            "slurm://[user@]login-host[:port]?…");
    if (eurPerHour && (!std::isfinite(*eurPerHour) || *eurPerHour < 0))
        throw SpecError("", "--eur-per-hour", "expected a price in EUR per hour, 0 or more");
    if (spot && !eurPerHour) throw SpecError("", "--spot", "a spot host needs its price (--eur-per-hour)");
    if (auto e = checkHostUri(uri); !e.empty()) throw SpecError("", "URI", "\"" + uri + "\": " + e);
    if (find(name)) throw SpecError(m_path, name, "a host of that name exists (luma hosts remove " + name + " first)");
    m_hosts.push_back({name, uri, eurPerHour, spot});
}

std::map<std::string, HostPrice> hostPrices(const HostProfiles& profiles) {
    std::map<std::string, HostPrice> out;
    for (const auto& h : profiles.list()) {
        if (!h.eurPerHour) continue;
        out[h.name] = {*h.eurPerHour, h.spot};
        out.emplace(h.uri, HostPrice{*h.eurPerHour, h.spot});
    }
    return out;
}

bool HostProfiles::remove(const std::string& name) {
    const auto before = m_hosts.size();
    m_hosts.erase(std::remove_if(m_hosts.begin(), m_hosts.end(), [&](const HostProfile& h) { return h.name == name; }),
                  m_hosts.end());
    return m_hosts.size() != before;
}

void HostProfiles::save() const {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& h : m_hosts) {
        list.push_back({{"name", h.name}, {"uri", h.uri}});
        if (h.eurPerHour) {
            list.back()["eur_per_hour"] = *h.eurPerHour;
            list.back()["pricing"] = h.spot ? "spot" : "on-demand";
        }
    }
    const nlohmann::json j = {{"schema", kSchema}, {"hosts", list}};
    std::error_code ec;
    fs::create_directories(fs::path(m_path).parent_path(), ec);
    const std::string tmp = m_path + ".tmp-" + std::to_string(getpid());
    {
        std::ofstream out(tmp, std::ios::trunc);
        if (!out || !(out << j.dump(2) << '\n') || !out.flush())
            throw SpecError(m_path, "", "cannot write the hosts file");
    }
    if (std::rename(tmp.c_str(), m_path.c_str()) != 0) {
        std::remove(tmp.c_str());
        throw SpecError(m_path, "", "cannot replace the hosts file");
    }
}

} // namespace luma::client
