// A report is what its runs give: verify-bundle replays a bundle's runs through the qualifier and
// refuses a re-hashed bundle whose report claims another minimum PASS, binding or adjacent FAIL
// (its report says hbm_gib=0.016 while its own runs say 0.022 is out of memory), physically
// impossible metrics and out-of-memory ends without the numbers that prove them; import never
// takes a foreign report: the project's report is re-derived from the project's runs.
#include "emulated_campaign.h"
#include "run_luma.h"

#include "core/evidence/bundle_check.h"
#include "core/evidence/bundle_rederive.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <set>

using namespace luma;

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }
bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace

class TestBundleRederive : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::string m_campaign, m_db;
    nlohmann::json m_bundle;

    std::string path(const std::string& name) const { return m_dir.filePath(q(name)).toStdString(); }
    std::string write(const std::string& name, const nlohmann::json& bundle) const {
        std::string file = path(name);
        std::ofstream(file) << bundleText(bundle);
        return file;
    }
    // The check of `bundle` edited and re-hashed: an unsigned forgery whose manifest holds.
    BundleCheck forgedCheck(const std::function<void(nlohmann::json&)>& edit) const {
        return checkBundle(test::forged(m_bundle, edit));
    }
    nlohmann::json storedReport(const std::string& db) const {
        EvidenceStore store(db, StoreAccess::Read);
        return *store.latestDecision(store.findCampaign("tiny")->id, "report");
    }

private slots:
    void initTestCase() {
        m_campaign = test::writeEmulatedCampaign(m_dir.path().toStdString(), "tiny");
        m_db = path("genuine.luma");
        const QualifyReport r = test::qualifyEmulated(m_campaign, m_db);
        QCOMPARE(r.minimumPass->state.at("hbm_gib"), 0.024);
        EvidenceStore store(m_db);
        m_bundle = exportBundle(store, "tiny");
    }

    void aGenuineBundleIsWhatItsRunsGive() {
        QCOMPARE(checkBundle(m_bundle).status, BundleStatus::UnsignedIntact);
        QCOMPARE(bundleReportProblem(m_bundle), std::string());
        const auto r = test::runLuma({"verify-bundle", q(write("genuine.json", m_bundle))});
        QVERIFY2(r.code == 0 && r.out.contains("intact, unsigned"), qPrintable(r.out + r.err));
    }

    void aReportItsRunsDoNotGiveIsRefused() {
        // The forgery: the report moves the minimum PASS below the memory its runs needed.
        nlohmann::json forged = test::forged(m_bundle, [](nlohmann::json& b) {
            b["parts"]["report"]["minimum_pass"]["state"]["hbm_gib"] = 0.016;
            b["parts"]["report"]["frontier"][0]["state"]["hbm_gib"] = 0.016;
        });
        BundleCheck c = checkBundle(forged);
        QCOMPARE(c.status, BundleStatus::Edited);
        QCOMPARE(c.member, std::string("parts.report"));
        QVERIFY2(contains(checkText(c), "the report's frontier[0].state.hbm_gib is 0.016, but its runs give 0.024"),
                 checkText(c).c_str());
        const auto r = test::runLuma({"verify-bundle", q(write("forged.json", forged))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("edited (parts.report)") && r.err.contains("0.016"), qPrintable(r.err));
        // The other claims a report makes, each forged alone.
        c = forgedCheck([](nlohmann::json& b) { b["parts"]["report"]["binding"] = {"hbm_gib"}; });
        QVERIFY2(contains(checkText(c), "the report's binding"), checkText(c).c_str());
        c = forgedCheck([](nlohmann::json& b) { b["parts"]["report"]["adjacent_fail"][1]["failed"] = "TTFT"; });
        QVERIFY2(contains(checkText(c), "adjacent_fail[1].failed is \"TTFT\", but its runs give \"OOM\""),
                 checkText(c).c_str());
        c = forgedCheck([](nlohmann::json& b) {
            b["parts"]["report"]["interventions"][0]["adjacent_fail_recovery"][1]["recovers_to_pass"] = false;
        });
        QVERIFY2(contains(checkText(c), "recovers_to_pass is false, but its runs give true"), checkText(c).c_str());
        c = forgedCheck([](nlohmann::json& b) { b["parts"]["report"]["interventions"] = nlohmann::json::array(); });
        QVERIFY2(contains(checkText(c), "the report lacks interventions[0]"), checkText(c).c_str());
        // Counts of runs are no verdict: a report from a replay differs in them and still verifies.
        c = forgedCheck([](nlohmann::json& b) { b["parts"]["report"]["runs_this_invocation"] = 0; });
        QCOMPARE(c.status, BundleStatus::UnsignedIntact);
    }

    void runsThatLeaveTheSearchAStateAreRefused() {
        // The run that proved the minimum PASS is gone: the report rests on nothing.
        const BundleCheck c = forgedCheck([](nlohmann::json& b) {
            auto& runs = b["parts"]["runs"];
            for (std::size_t i = 0; i < runs.size(); ++i)
                if (runs[i]["intervention"] == "" && runs[i]["state"]["hbm_gib"] == 0.024 &&
                    runs[i]["state"]["compute_fraction"] == 1.0) {
                    runs.erase(i);
                    break;
                }
        });
        QCOMPARE(c.status, BundleStatus::Edited);
        QVERIFY2(contains(checkText(c), "its runs give no report: the search needs a run of compute_fraction=1, "
                                        "hbm_gib=0.024 (attempt 0), which the evidence does not hold"),
                 checkText(c).c_str());
    }

    void impossibleMetricsAndUnprovenOomAreRefused() {
        const auto firstPass = [](nlohmann::json& b) -> nlohmann::json& {
            for (auto& run : b["parts"]["runs"])
                if (run["result"].value("verdict", "") == "PASS") return run["result"];
            throw std::logic_error("no PASS run");
        };
        const auto firstOom = [](nlohmann::json& b) -> nlohmann::json& {
            for (auto& run : b["parts"]["runs"])
                if (run["result"].value("cause", "") == "oom") return run["result"];
            throw std::logic_error("no OOM run");
        };
        const std::vector<std::pair<std::function<void(nlohmann::json&)>, std::string>> lies = {
            {[&](nlohmann::json& b) { firstPass(b)["metrics"]["ttft_ms_p50"] = -5.0; },
             "impossible metrics: ttft_ms_p50 is negative (-5)"},
            {[&](nlohmann::json& b) { firstPass(b)["metrics"]["success_rate"] = 7.0; },
             "impossible metrics: success_rate 7 is outside [0, 1]"},
            {[&](nlohmann::json& b) { firstPass(b)["metrics"]["throughput_tok_s"] = 1e6; },
             "impossible metrics: throughput_tok_s 1e+06 is above what 48 completed requests"},
            {[&](nlohmann::json& b) { firstOom(b).erase("memory"); },
             "out-of-memory FAIL without the numbers that prove it"},
            {[&](nlohmann::json& b) { firstOom(b)["memory"]["needed_gib"] = 0.001; }, "is not above memory.budget_gib"},
            {[&](nlohmann::json& b) { firstPass(b)["verdict"] = "FAIL"; },
             "it records FAIL, but its metrics against the contract's SLOs give PASS"},
        };
        for (const auto& [lie, message] : lies) {
            const BundleCheck c = forgedCheck(lie);
            QCOMPARE(c.status, BundleStatus::Edited);
            QCOMPARE(c.member, std::string("parts.runs"));
            QVERIFY2(contains(checkText(c), message), (checkText(c) + " | expected: " + message).c_str());
        }
    }

    void importNeverTakesAForeignReport() {
        // Another project qualified the same campaign on a slower host: its bundle is genuine (its
        // report follows from its runs), and says no state passes (400 tok/s at full compute).
        const std::string slowDb = path("slow.luma");
        test::EmulatedExecutor slow;
        slow.tokSPerCompute = 400;
        const QualifyReport slowReport = test::qualifyEmulated(m_campaign, slowDb, &slow);
        QVERIFY(!slowReport.minimumPass);
        nlohmann::json foreign;
        {
            EvidenceStore store(slowDb);
            foreign = exportBundle(store, "tiny");
        }
        QCOMPARE(checkBundle(foreign).status, BundleStatus::UnsignedIntact);
        // Into the genuine project: its runs of the same states stand (the foreign runs of those
        // states are not added), and its report, re-derived from its runs, keeps its minimum PASS.
        const nlohmann::json before = storedReport(m_db);
        auto r = test::runLuma({"import", q(m_db), q(write("foreign.json", foreign)), "--allow-unsigned"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("The campaign's report was re-derived from the project's runs"), qPrintable(r.out));
        const nlohmann::json after = storedReport(m_db);
        QCOMPARE(after["minimum_pass"], before["minimum_pass"]);
        QCOMPARE(after["minimum_pass"]["state"]["hbm_gib"].get<double>(), 0.024);
        QCOMPARE(reportDifference(before, reportFromJson(after, "after")), std::string());
        // Into a new project: the report is the one its runs give, the bundle's own.
        r = test::runLuma({"import", q(path("fresh.luma")), q(write("genuine2.json", m_bundle)), "--allow-unsigned"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(reportDifference(m_bundle["parts"]["report"], reportFromJson(storedReport(path("fresh.luma")), "x")),
                 std::string());
    }

    void aPoolsBatchesAreReplayedAsTheyRan() {
        // Qualified by a pool of three hosts (the search proposed three states at once): the replay
        // in batches of one would ask for states the pool never ran; in batches of three it gives
        // the report.
        const std::string db = path("pool.luma");
        test::EmulatedExecutor pool;
        pool.parallel = 3;
        test::qualifyEmulated(m_campaign, db, &pool);
        EvidenceStore store(db);
        const nlohmann::json b = exportBundle(store, "tiny");
        const BundleCheck c = checkBundle(b);
        QVERIFY2(c.status == BundleStatus::UnsignedIntact, checkText(c).c_str());
        // The pool's search ran other states than one host's: batches of one would not replay it.
        const auto states = [](const nlohmann::json& bundle) {
            std::set<std::string> out;
            for (const auto& run : bundle["parts"]["runs"])
                out.insert(run["intervention"].dump() + run["state"].dump());
            return out;
        };
        QVERIFY(states(b) != states(m_bundle));
    }

    void aBundleWithoutAReportClaimsNone() {
        const nlohmann::json b = test::forged(m_bundle, [](nlohmann::json& x) { x["parts"]["report"] = nullptr; });
        QCOMPARE(checkBundle(b).status, BundleStatus::UnsignedIntact);
        const auto r =
            test::runLuma({"import", q(path("noreport.luma")), q(write("noreport.json", b)), "--allow-unsigned"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // The runs do give a report, so the project has one, its own.
        QCOMPARE(
            reportDifference(m_bundle["parts"]["report"], reportFromJson(storedReport(path("noreport.luma")), "x")),
            std::string());
    }
};

QTEST_GUILESS_MAIN(TestBundleRederive)
#include "tst_bundle_rederive.moc"
