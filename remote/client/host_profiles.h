#pragma once
// Named hosts (`luma hosts add NAME URI`): a small JSON file under the XDG config folder,
// $XDG_CONFIG_HOME/luma/hosts.json (~/.config/luma/hosts.json), so that campaigns and
// commands can say `gpu1` instead of a URI. A profile holds only the URI: keys and host keys
// stay where ssh keeps them; no secret is ever written here. A host may carry its price (€ per
// hour, on-demand or spot), from which a campaign's report states what its qualification cost.
#include "core/qualify/qualification_cost.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace luma::client {

struct HostProfile {
    std::string name;
    std::string uri;
    std::optional<double> eurPerHour; // the whole host's price
    bool spot = false;                // the price is a spot price (the host may be reclaimed)
};

class HostProfiles {
public:
    static std::string defaultPath();
    // Reads `path` (a missing file is an empty list); throws SpecError naming the file and key
    // when it is damaged.
    explicit HostProfiles(std::string path = defaultPath());
    const std::string& path() const { return m_path; }
    const std::vector<HostProfile>& list() const { return m_hosts; }
    std::optional<std::string> find(const std::string& name) const;
    const HostProfile* byUri(const std::string& uri) const; // the first host of that URI
    // Throws SpecError for a bad name, URI or price, or a name already taken.
    void add(const std::string& name, const std::string& uri, std::optional<double> eurPerHour = std::nullopt,
             bool spot = false);
    bool remove(const std::string& name);
    void save() const; // atomically (temporary file, then rename)

private:
    std::string m_path;
    std::vector<HostProfile> m_hosts;
};

// The prices of the hosts that have one, by name and by URI (runs record the URI).
std::map<std::string, HostPrice> hostPrices(const HostProfiles& profiles);

// Checks a host as written in a campaign or on a command line: "local", an ssh:// or slurm://
// URI, or a profile name. Returns an empty string when it is fine, else what is wrong.
std::string checkHostUri(const std::string& uri);
bool isProfileName(const std::string& name);

} // namespace luma::client
