#include "remote/client/agent_launcher.h"

#include "remote/client/host_profiles.h"
#include "remote/client/local_agent.h"
#include "remote/client/slurm_launcher.h"
#include "remote/client/ssh_launcher.h"

#include "core/util/spec_error.h"

namespace luma::client {

std::unique_ptr<AgentSession> LocalLauncher::launch() {
    auto session = std::make_unique<LocalAgent>(m_agentPath);
    session->handshake();
    return session;
}

std::unique_ptr<AgentLauncher> makeLauncher(const std::string& host, const LaunchOptions& options,
                                            const std::string& file, const std::string& key) {
    if (host == "local") return std::make_unique<LocalLauncher>(options.agentPath);
    std::string uri = host;
    if (!isSshUri(host) && !isSlurmUri(host) && isProfileName(host)) {
        const HostProfiles profiles(options.hostsFile.empty() ? HostProfiles::defaultPath() : options.hostsFile);
        const auto found = profiles.find(host);
        if (!found)
            throw SpecError(file, key,
                            "host \"" + host + "\": no host profile of that name in " + profiles.path() +
                                " (luma hosts add " + host +
                                " ssh://[user@]host[:port]), and not local or an ssh:// or slurm:// URI");
        uri = *found;
    }
    if (auto problem = checkHostUri(uri); !problem.empty())
        throw SpecError(file, key, "host \"" + host + "\": " + problem);
    if (uri == "local") return std::make_unique<LocalLauncher>(options.agentPath);
    std::string error;
    if (isSlurmUri(uri)) {
        auto slurm = parseSlurmUri(uri, &error);
        if (!slurm) throw SpecError(file, key, "host \"" + host + "\": " + error);
        return std::make_unique<SlurmLauncher>(uri, *slurm, options.ssh, options.agentPath);
    }
    auto target = parseSshUri(uri, &error);
    if (!target) throw SpecError(file, key, "host \"" + host + "\": " + error);
    // Runs record the URI, which says where they ran even after the profile changes.
    return std::make_unique<SshLauncher>(uri, *target, options.ssh, options.agentPath);
}

} // namespace luma::client
