#pragma once
// Named hosts (`luma hosts add NAME URI`): a small JSON file under the XDG config folder,
// $XDG_CONFIG_HOME/luma/hosts.json (~/.config/luma/hosts.json), so that campaigns and
// commands can say `gpu1` instead of a URI. A profile holds only the URI: keys and host keys
// stay where ssh keeps them; no secret is ever written here.
#include <optional>
#include <string>
#include <vector>

namespace luma::client {

struct HostProfile {
    std::string name;
    std::string uri;
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
    // Throws SpecError for a bad name or URI, or a name already taken.
    void add(const std::string& name, const std::string& uri);
    bool remove(const std::string& name);
    void save() const; // atomically (temporary file, then rename)

private:
    std::string m_path;
    std::vector<HostProfile> m_hosts;
};

// Checks a host as written in a campaign or on a command line: "local", an ssh:// or slurm://
// URI, or a profile name. Returns an empty string when it is fine, else what is wrong.
std::string checkHostUri(const std::string& uri);
bool isProfileName(const std::string& name);

} // namespace luma::client
