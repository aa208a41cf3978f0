// `luma insights` over a fixture of two projects with five campaigns (insights_fixture.h), qualified
// for real by the core qualifier on a scripted executor: its "measured" figures are the
// predictor's at each state (with the run's intervention), scaled by a campaign's host speed, and
// a state the model does not fit ends as the agent's out-of-memory. So the binding resources, the
// adjacent FAILs, the recoveries and the model's disagreements are known: the insights must name
// them and the runs behind each, and its --json must keep its keys.
#include "core/evidence/store.h"
#include "core/insights/insights.h"
#include "expect_error.h"
#include "insights_fixture.h"
#include "run_luma.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <fstream>

using namespace luma;
using namespace luma::insights;

namespace {

const char* kShortChat = "decode-heavy, context <= 2k, dense, fp8";
const char* kRag = "prefill-heavy, context 2k-8k, dense, fp8";

const BindingGroup* findBinding(const Insights& in, const std::string& by, const std::string& group,
                                const std::string& resource) {
    for (const auto& g : in.bindings)
        if (g.by == by && g.group == group && g.resource == resource) return &g;
    return nullptr;
}

std::vector<std::string> campaignNames(const Basis& b) {
    std::vector<std::string> out;
    for (const auto& c : b.campaigns) out.push_back(c.campaign);
    return out;
}

const FrontierCheck* findCheck(const Insights& in, const std::string& campaign) {
    for (const auto& f : in.frontiers)
        if (f.campaign.campaign == campaign) return &f;
    return nullptr;
}

} // namespace

class TestInsights : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::string m_a, m_b;
    Insights m_in;

    std::string path(const std::string& name) { return m_dir.filePath(QString::fromStdString(name)).toStdString(); }

    // The runs of `campaign`'s search with `intervention` that ran out of memory at 16 GiB.
    std::vector<long long> oomRunsAt16(const std::string& project, const std::string& campaign,
                                       const std::string& intervention) {
        EvidenceStore store(project, StoreAccess::Read);
        std::vector<long long> out;
        for (const auto& r : store.runRecords(store.findCampaign(campaign)->id))
            if (r.run.intervention == intervention && r.verdict == "FAIL" && r.cause == "OOM" &&
                r.run.state["hbm_gib"] == 16)
                out.push_back(r.run.id);
        return out;
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        test::writeInsightsFixture(m_dir.path().toStdString(), m_a, m_b);
        m_in = insightsOf({m_a, m_b});
    }

    void readsEveryCampaignOfEveryProject() {
        QCOMPARE(m_in.projects, (std::vector<std::string>{m_a, m_b}));
        QCOMPARE(m_in.campaigns, std::size_t(5));
        QCOMPARE(m_in.qualifiedCampaigns, std::size_t(5));
        QVERIFY(m_in.verdictRuns > 20);
    }

    void aProjectNamedTwiceIsReadOnce() {
        const Insights twice = insightsOf({m_a, m_b, m_a});
        QCOMPARE(twice.campaigns, m_in.campaigns);
        QCOMPARE(toJson(twice), toJson(m_in));
    }

    void recurringBindingsNameTheirCampaignsAndRuns() {
        // Memory binds every decode-heavy chat campaign: cut from 24 to 16 GiB, the model no longer fits.
        const BindingGroup* memory = findBinding(m_in, "shape", kShortChat, "hbm_gib");
        QVERIFY(memory);
        QVERIFY(memory->recurring());
        QCOMPARE(campaignNames(memory->basis), (std::vector<std::string>{"chat-a", "chat-b", "chat-slow-host"}));
        QCOMPARE(memory->failed, std::vector<std::string>{"OOM"});
        // The runs behind it are exactly the base searches' OOM runs at 16 GiB (the adjacent FAIL of
        // each minimum PASS at 24 GiB, or a state above it on the other resource).
        std::vector<RunRef> expected;
        for (const auto& [project, campaign] : {std::pair{m_a, "chat-a"}, {m_a, "chat-b"}, {m_b, "chat-slow-host"}}) {
            EvidenceStore store(project, StoreAccess::Read);
            const auto stored = store.latestDecision(store.findCampaign(campaign)->id, "report");
            QCOMPARE(reportFromJson(*stored, project).minimumPass->state.at("hbm_gib"), 24.0);
            const auto ids = oomRunsAt16(project, campaign, "");
            QVERIFY2(!ids.empty(), campaign);
            for (long long id : ids) expected.push_back({project, campaign, id});
        }
        std::sort(expected.begin(), expected.end());
        QCOMPARE(memory->basis.runs, expected);

        // Bandwidth binds the chats on TPOT where the model is right; compute binds the prefill-heavy
        // RAG contract (once: not recurring); every h100 campaign is memory-bound.
        const BindingGroup* bandwidth = findBinding(m_in, "shape", kShortChat, "hbm_bandwidth_fraction");
        QVERIFY(bandwidth);
        QVERIFY(bandwidth->recurring());
        QCOMPARE(bandwidth->failed, std::vector<std::string>{"TPOT"});
        const BindingGroup* compute = findBinding(m_in, "shape", kRag, "compute_fraction");
        QVERIFY(compute);
        QVERIFY(!compute->recurring());
        QCOMPARE(campaignNames(compute->basis), std::vector<std::string>{"rag"});
        QCOMPARE(compute->failed, std::vector<std::string>{"throughput"});
        const BindingGroup* accelerator = findBinding(m_in, "accelerator", "h100-sxm", "hbm_gib");
        QVERIFY(accelerator);
        QCOMPARE(campaignNames(accelerator->basis),
                 (std::vector<std::string>{"chat-a", "chat-b", "chat-slow-host", "rag"}));
        // By host: each host's runs only.
        const BindingGroup* host = findBinding(m_in, "host", "node-2", "hbm_gib");
        QVERIFY(host);
        QCOMPARE(campaignNames(host->basis), (std::vector<std::string>{"chat-slow-host", "rag"}));
        for (const auto& r : host->basis.runs) QCOMPARE(r.project, m_b);
        // The campaign without a model binds on its own resources, under no accelerator.
        QVERIFY(findBinding(m_in, "accelerator", "no accelerator named", "x") ||
                findBinding(m_in, "accelerator", "no accelerator named", "y"));
        // Most campaigns first.
        QCOMPARE(m_in.bindings.front().basis.campaigns.size(), std::size_t(4));
    }

    void interventionsSayWhatTheyRecoveredAtWhatCost() {
        const RecoveryGroup* memory = nullptr;
        for (const auto& g : m_in.interventions)
            if (g.intervention == "int4-weights" && g.resource == "hbm_gib") memory = &g;
        QVERIFY(memory);
        QVERIFY(memory->recovered); // int4 weights fit in 16 GiB
        QCOMPARE(memory->failed, std::string("OOM"));
        QCOMPARE(memory->kind, std::string("weight_precision"));
        QCOMPARE(memory->cases.size(), std::size_t(1));
        const RecoveryCase& k = memory->cases.front();
        QCOMPARE(k.campaign.campaign, std::string("chat-a"));
        QCOMPARE(k.state.at("hbm_gib"), 16.0);
        QCOMPARE(k.failRuns, oomRunsAt16(m_a, "chat-a", ""));
        QVERIFY(k.priced);
        QVERIFY(k.eurPerHour > 0 && k.watts > 0 && k.baseEurPerHour > 0 && k.baseWatts > 0);
        // The recovery rests on int4 runs that passed at or below the FAIL state.
        QVERIFY(!k.recoveryRuns.empty());
        EvidenceStore store(m_a, StoreAccess::Read);
        for (long long id : k.recoveryRuns) {
            const auto r = store.runRecord(id);
            QVERIFY(r);
            QCOMPARE(r->run.intervention, std::string("int4-weights"));
            QCOMPARE(r->verdict.value_or(""), std::string("PASS"));
            QVERIFY(r->run.state["hbm_gib"].get<double>() <= 16);
        }
        // It does not recover the bandwidth FAIL: the int4 run at (or above) that state failed on TPOT too.
        const RecoveryGroup* bandwidth = nullptr;
        for (const auto& g : m_in.interventions)
            if (g.intervention == "int4-weights" && g.resource == "hbm_bandwidth_fraction") bandwidth = &g;
        QVERIFY(bandwidth);
        QVERIFY(!bandwidth->recovered);
        QCOMPARE(bandwidth->failed, std::string("TPOT"));
        QCOMPARE(bandwidth->cases.size(), std::size_t(1));
        QVERIFY(!bandwidth->cases.front().recoveryRuns.empty());
        for (long long id : bandwidth->cases.front().recoveryRuns) {
            const auto r = store.runRecord(id);
            QCOMPARE(r->run.intervention, std::string("int4-weights"));
            QCOMPARE(r->verdict.value_or(""), std::string("FAIL"));
            QCOMPARE(r->cause.value_or(""), std::string("TPOT"));
        }
        // Recovered groups come first.
        QVERIFY(m_in.interventions.front().recovered);
        for (const auto& id : k.failRuns)
            QVERIFY(std::find(memory->basis.runs.begin(), memory->basis.runs.end(), RunRef{m_a, "chat-a", id}) !=
                    memory->basis.runs.end());
    }

    void disagreementsRankTheSlowHostFirst() {
        const auto& runs = m_in.disagreements.runs;
        QVERIFY(!runs.empty());
        // The slow host's runs are the only ones the model misjudges: 1 / test::kSlowHost times the throughput.
        const RunDisagreement& top = runs.front();
        QCOMPARE(top.run.campaign, std::string("chat-slow-host"));
        QVERIFY(top.verdictDisagrees);
        QVERIFY(m_in.disagreements.verdictDisagreements > 0);
        for (const auto& d : runs) {
            if (d.run.campaign == "chat-slow-host") {
                if (!d.errors.empty()) QVERIFY(std::fabs(d.worstFactor() - 1 / test::kSlowHost) < 1e-6);
                for (const auto& e : d.errors)
                    if (e.metric == "throughput_tok_s")
                        QVERIFY(std::fabs(e.relativeError() - (1 / test::kSlowHost - 1)) < 1e-6);
            } else {
                QVERIFY2(!d.verdictDisagrees, d.run.campaign.c_str());
                QVERIFY(std::fabs(d.worstFactor() - 1.0) < 1e-6);
            }
        }
        // Per campaign: the slow host's medians are 1 / test::kSlowHost (throughput) and test::kSlowHost (latencies).
        QVERIFY(!m_in.agreement.empty());
        const CampaignAgreement& worst = m_in.agreement.front();
        QCOMPARE(worst.campaign.campaign, std::string("chat-slow-host"));
        QVERIFY(std::fabs(worst.medianRatio.at("throughput") - 1 / test::kSlowHost) < 1e-6);
        QVERIFY(std::fabs(worst.medianRatio.at("tpot") - test::kSlowHost) < 1e-6);
        QVERIFY(std::fabs(worst.medianRatio.at("ttft") - test::kSlowHost) < 1e-6);
        QCOMPARE(worst.verdictDisagreements, std::size_t(1));
        for (std::size_t i = 1; i < m_in.agreement.size(); ++i) {
            QCOMPARE(m_in.agreement[i].verdictDisagreements, std::size_t(0));
            QVERIFY(std::fabs(m_in.agreement[i].worstMedianFactor() - 1) < 1e-6);
        }
        // The campaign without a model is not compared.
        for (const auto& d : runs) QVERIFY(d.run.campaign != "no-model");
    }

    void predictableFrontiersAreThoseTheModelGetsRight() {
        for (const char* name : {"chat-a", "chat-b", "rag"}) {
            const FrontierCheck* f = findCheck(m_in, name);
            QVERIFY(f);
            QVERIFY2(f->predictable(), name);
            QVERIFY(!f->cells.empty());
        }
        const FrontierCheck* slow = findCheck(m_in, "chat-slow-host");
        QVERIFY(slow && !slow->predictable());
        QVERIFY(slow->agreeing() < slow->cells.size());
        const FrontierCheck* noModel = findCheck(m_in, "no-model");
        QVERIFY(noModel && !noModel->predictable());
        QVERIFY(!noModel->why.empty());
    }

    void jsonKeepsItsKeysAndEveryEntryItsBasis() {
        const nlohmann::json j = toJson(m_in);
        for (const char* key :
             {"bindings", "interventions", "disagreements", "model_error_by_campaign", "predictable_campaigns"}) {
            QVERIFY2(j.contains(key) && j[key].is_array() && !j[key].empty(), key);
            for (const auto& e : j[key]) {
                QVERIFY2(e["campaigns"].is_array() && !e["campaigns"].empty(), key);
                QVERIFY2(e["runs"].is_array() && !e["runs"].empty(), key);
                for (const auto& r : e["runs"]) QVERIFY(r.contains("project") && r.contains("id"));
            }
        }
        QCOMPARE(j["predictable_campaigns"].size(), std::size_t(3));
        QCOMPARE(j["disagreements"].front()["campaigns"].front()["campaign"], nlohmann::json("chat-slow-host"));
    }

    void theCommandPrintsAReportAndJson() {
        const auto text = test::runLuma({"insights", QString::fromStdString(m_a), QString::fromStdString(m_b)});
        QVERIFY2(text.code == 0, qPrintable(text.err));
        for (const char* part : {"Binding resources", kShortChat, "hbm_gib", "int4-weights", "chat-slow-host",
                                 "would now predict", "a.luma: "})
            QVERIFY2(text.out.contains(part), part);
        const auto json =
            test::runLuma({"insights", QString::fromStdString(m_a), QString::fromStdString(m_b), "--json"});
        QCOMPARE(json.code, 0);
        const auto parsed = nlohmann::json::parse(json.out.toStdString());
        QCOMPARE(parsed, toJson(m_in));
    }

    void aMissingOrDamagedProjectIsNamed() {
        const std::string missing = path("missing.luma");
        LUMA_EXPECT_SPEC_ERROR(insightsOf({m_a, missing}), "missing.luma", "no such project file");
        const std::string garbage = path("garbage.luma");
        std::ofstream(garbage) << "this is not a database, only text that is long enough to be read as one";
        LUMA_EXPECT_SPEC_ERROR(insightsOf({garbage}), "garbage.luma");
        const auto r = test::runLuma({"insights", QString::fromStdString(missing)});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("missing.luma") && r.err.contains("no such project file"), qPrintable(r.err));
        const auto usage = test::runLuma({"insights"});
        QCOMPARE(usage.code, 2);
        QVERIFY2(usage.err.contains("PROJECT.luma"), qPrintable(usage.err));
        const auto help = test::runLuma({"insights", "--help"});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.startsWith("usage: luma insights PROJECT.luma... [--json]"));
        // Read-only: the project is not touched.
        QVERIFY(!QFile::exists(QString::fromStdString(missing)));
    }
};

QTEST_GUILESS_MAIN(TestInsights)
#include "tst_insights.moc"
