#pragma once
// One qualification of a campaign at a time: two programs qualifying the same campaign of one
// project (a workbench and a `luma qualify`, two shells) would both take the runs left running
// as theirs to reattach and run the search twice. The lock is an advisory flock on a file beside
// the project, so a program that dies (SIGKILL, a lost machine) releases it with its file
// descriptors: no stale lock to clean up. The file holds who took it, for the refusal.
#include <string>

namespace luma {

class CampaignLock {
public:
    // Throws CampaignStopped naming the campaign and the program holding it (pid, host, since
    // when); a project that is not a file (":memory:", "") is not locked.
    CampaignLock(const std::string& projectPath, long long campaignId, const std::string& campaignName);
    ~CampaignLock();
    CampaignLock(const CampaignLock&) = delete;
    CampaignLock& operator=(const CampaignLock&) = delete;

    static std::string lockPath(const std::string& projectPath, long long campaignId);

private:
    int m_fd = -1;
    std::string m_path;
};

} // namespace luma
