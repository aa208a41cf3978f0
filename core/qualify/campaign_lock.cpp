#include "core/qualify/campaign_lock.h"

#include "core/qualify/qualifier.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <sys/file.h>
#include <thread>
#include <unistd.h>

namespace luma {

namespace {

// The holder's line as it wrote it (ending in a newline), or "" while it is not all there.
std::string readHolder(int fd) {
    std::string text;
    char buf[512];
    for (ssize_t n; (n = ::pread(fd, buf, sizeof buf, static_cast<off_t>(text.size()))) > 0 && text.size() < 4096;)
        text.append(buf, static_cast<std::size_t>(n));
    if (text.empty() || text.back() != '\n') return {};
    while (!text.empty() && (text.back() == '\n' || text.back() == '\0')) text.pop_back();
    return text;
}

// The holder takes the lock, then writes who it is: a program that finds the lock taken waits for
// that line (a moment) rather than calling the holder unknown.
std::string awaitHolder(int fd) {
    for (int i = 0; i < 200; ++i) { // up to 2 s
        if (std::string holder = readHolder(fd); !holder.empty()) return holder;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return "a program that took the lock and has not said who it is within 2 s";
}

std::string holderText() {
    char host[256] = "?";
    ::gethostname(host, sizeof host - 1);
    const std::time_t now = std::time(nullptr);
    char when[32] = "?";
    std::tm tm{};
    if (::gmtime_r(&now, &tm)) std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S UTC", &tm);
    return "pid " + std::to_string(::getpid()) + " on " + host + " since " + when + "\n";
}

} // namespace

std::string CampaignLock::lockPath(const std::string& projectPath, long long campaignId) {
    return projectPath + ".campaign-" + std::to_string(campaignId) + ".lock";
}

CampaignLock::CampaignLock(const std::string& projectPath, long long campaignId, const std::string& campaignName) {
    if (projectPath.empty() || projectPath == ":memory:" || projectPath.rfind("file:", 0) == 0) return;
    m_path = lockPath(projectPath, campaignId);
    m_fd = ::open(m_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (m_fd < 0)
        throw CampaignStopped("campaign " + campaignName + ": cannot open its lock " + m_path + ": " +
                              std::strerror(errno));
    if (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        const int err = errno;
        const std::string holder = err == EWOULDBLOCK ? awaitHolder(m_fd) : std::string();
        ::close(m_fd);
        m_fd = -1;
        if (err == EWOULDBLOCK)
            throw CampaignStopped("campaign " + campaignName + " is being qualified by another program (" + holder +
                                  ", lock " + m_path +
                                  "); wait for it to finish or cancel it, then run again to resume");
        throw CampaignStopped("campaign " + campaignName + ": cannot lock " + m_path + ": " + std::strerror(err));
    }
    const std::string me = holderText();
    if (::ftruncate(m_fd, 0) == 0) {
        [[maybe_unused]] const ssize_t n = ::pwrite(m_fd, me.data(), me.size(), 0);
    }
}

CampaignLock::~CampaignLock() {
    if (m_fd < 0) return;
    // The file stays (removing it could race with a program that opened it and waits on it);
    // closing releases the lock.
    ::close(m_fd);
}

} // namespace luma
