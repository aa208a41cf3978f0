// What is read back is validated as strictly as what is read in (README, Reliability): the
// holder of a campaign's lock is named even while it is writing who it is (it was "unknown"), and
// a stored report with a misspelled key is refused by name (it was read as 0), while a key a newer
// LUMA added still reads. (An invalid stored run status: tst_evidence_store.)
#include "expect_error.h"

#include "core/qualify/campaign_lock.h"
#include "core/qualify/qualifier.h"
#include "core/qualify/report.h"

#include <QTemporaryDir>
#include <QtTest>

#include <chrono>
#include <fcntl.h>
#include <string>
#include <sys/file.h>
#include <thread>
#include <unistd.h>

using namespace luma;

class TestStrictReadback : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    static nlohmann::json storedReport() {
        QualifyReport r;
        r.campaign = "c";
        r.frontier.push_back({{{"x", 2}}, 1.5, 300});
        r.minimumPass = r.frontier.front();
        r.adjacentFail.push_back({"x", 1, {{"x", 1}}, "throughput", true});
        r.physicalRuns = 4;
        return toJson(r);
    }

private slots:
    void theLockHolderIsNamedWhileItWrites() {
        // Another program has taken the lock and not yet written who it is (the moment between its
        // flock and its write): the refusal waits for the line instead of saying "unknown".
        const std::string project = m_dir.filePath("p.luma").toStdString();
        const std::string path = CampaignLock::lockPath(project, 7);
        const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        QVERIFY(fd >= 0);
        QCOMPARE(::flock(fd, LOCK_EX | LOCK_NB), 0);
        std::thread writer([fd] {
            std::this_thread::sleep_for(std::chrono::milliseconds(150));
            const std::string line = "pid 4242 on elsewhere since 2026-12-02 10:00:00 UTC\n";
            [[maybe_unused]] const ssize_t n = ::pwrite(fd, line.data(), line.size(), 0);
        });
        std::string why;
        try {
            CampaignLock second(project, 7, "c");
        } catch (const CampaignStopped& e) {
            why = e.what();
        }
        writer.join();
        ::close(fd);
        QVERIFY2(why.find("being qualified by another program (pid 4242 on elsewhere") != std::string::npos,
                 why.c_str());
        QVERIFY2(why.find("unknown") == std::string::npos, why.c_str());
    }

    void aMisspelledReportKeyIsRefused() {
        QCOMPARE(reportFromJson(storedReport(), "p.luma").frontier.front().eurPerHour, 1.5);
        nlohmann::json bad = storedReport();
        bad["frontier"][0]["eur_per_hr"] = bad["frontier"][0]["eur_per_hour"];
        bad["frontier"][0].erase("eur_per_hour");
        LUMA_EXPECT_SPEC_ERROR(reportFromJson(bad, "p.luma"), "p.luma", "frontier[0].eur_per_hr",
                               "did you mean \"eur_per_hour\"");
        bad = storedReport();
        bad["physical_run"] = 4;
        bad.erase("physical_runs");
        LUMA_EXPECT_SPEC_ERROR(reportFromJson(bad, "p.luma"), "physical_run", "did you mean \"physical_runs\"");
        bad = storedReport();
        bad["adjacent_fail"][0]["cut"] = 1;
        bad["adjacent_fail"][0].erase("cut_to");
        LUMA_EXPECT_SPEC_ERROR(reportFromJson(bad, "p.luma"), "adjacent_fail[0]");
        // A key a newer LUMA added (close to no known one, or beside the one it resembles) reads.
        nlohmann::json newer = storedReport();
        newer["quality_margins"] = {{"q", 1}};
        newer["frontier"][0]["watts_idle"] = 50;
        QCOMPARE(reportFromJson(newer, "p.luma").physicalRuns, 4LL);
    }
};

QTEST_GUILESS_MAIN(TestStrictReadback)
#include "tst_strict_readback.moc"
