// A campaign that uses what it learned: the bundled tiny campaign, model-guided on a machine
// generated from a host profile, needs at most 0.8x the physical runs of the same campaign
// model-free, for the same, exact frontier (base and every intervention). The runs are the
// profiled host's as HostModelExecutor computes them (tests/common/host_model_executor.h says
// why not the real agent): the emulator's memory check, the simulator over the host's true
// derating, 2 % noise. The example is cut so that compute and memory both bind, with every
// state's deciding margin outside the campaign's noise band.
#include "host_model_executor.h"
#include "tiny_on_host.h"

#include "core/calibrate/apply.h"
#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/prior.h"
#include "core/qualify/qualifier.h"
#include "core/search/lattice.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <set>

namespace {

using namespace luma;

using Frontiers = std::vector<std::set<Levels>>; // the base search's, then each intervention's

std::set<Levels> states(const std::vector<FrontierPoint>& f) {
    std::set<Levels> out;
    for (const auto& p : f) out.insert(p.state);
    return out;
}

// The worst SLO margin of a result, -1 for an out-of-memory FAIL.
double worstMargin(const nlohmann::json& event) {
    if (event.value("cause", "") == "oom") return -1;
    double worst = 10;
    for (const auto& [key, m] : event.at("margins").items()) worst = std::min(worst, m.at("margin").get<double>());
    return worst;
}

class TestLearningCampaign : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    std::string folder(const std::string& name) const {
        const std::string d = m_dir.filePath(QString::fromStdString(name)).toStdString();
        std::filesystem::create_directories(d);
        return d;
    }

    static std::vector<const Intervention*> searches(const Campaign& c) {
        std::vector<const Intervention*> out = {nullptr};
        for (const auto& iv : c.interventions) out.push_back(&iv);
        return out;
    }

    // The host's frontier without noise: every state run once, its minimal PASS states.
    static Frontiers truthFrontiers(const Campaign& c, const test::HostModelExecutor& host) {
        std::vector<int> levels;
        for (const auto& d : c.space.dims) levels.push_back(static_cast<int>(d.levels.size()));
        const Lattice lattice(levels);
        Frontiers out;
        for (const Intervention* iv : searches(c)) {
            std::vector<bool> pass(lattice.size());
            for (std::size_t i = 0; i < lattice.size(); ++i) {
                RunRequest r;
                r.intervention = iv;
                r.state = levelsOf(c.space, lattice.state(i));
                pass[i] = host.truthAt(r).event.value("verdict", "") == "PASS";
            }
            std::set<Levels> minimal;
            for (std::size_t i = 0; i < lattice.size(); ++i) {
                if (!pass[i]) continue;
                bool lowest = true;
                LatticeState s = lattice.state(i);
                for (std::size_t d = 0; d < s.size(); ++d) {
                    if (s[d] == 0) continue;
                    --s[d];
                    lowest &= !pass[lattice.index(s)];
                    ++s[d];
                }
                if (lowest) minimal.insert(levelsOf(c.space, s));
            }
            out.push_back(minimal);
        }
        return out;
    }

    struct Outcome {
        QualifyReport report;
        Frontiers frontiers;
        Frontiers truth;
        long long executed = 0;
    };

    Outcome qualified(const std::string& name, bool useModel) const {
        const std::string dir = folder(name);
        return qualifiedIn(dir, useModel);
    }

    static Outcome qualifiedIn(const std::string& dir, bool useModel) {
        const std::string file = test::writeTinyOnHost(dir, test::devVmProfile(),
                                                       [&](nlohmann::json& c) { c["search"]["use_model"] = useModel; });
        const Campaign c = loadCampaign(file);
        EvidenceStore store(dir + "/project.luma");
        test::HostModelExecutor host(c, test::devVmTruth());
        Outcome o;
        o.report = qualify(c, store, host, {});
        o.executed = host.runs;
        o.frontiers.push_back(states(o.report.frontier));
        for (const auto& iv : o.report.interventions) o.frontiers.push_back(states(iv.frontier));
        o.truth = truthFrontiers(c, host);
        qInfo(
            "%s: %lld physical runs (base %lld, then %s)", useModel ? "model-guided" : "model-free",
            o.report.physicalRuns,
            o.report.physicalRuns -
                [&] {
                    long long n = 0;
                    for (const auto& iv : o.report.interventions) n += iv.physicalRuns;
                    return n;
                }(),
            [&] {
                std::string s;
                for (const auto& iv : o.report.interventions)
                    s += (s.empty() ? "" : ", ") + iv.name + " " + std::to_string(iv.physicalRuns);
                return s;
            }()
                .c_str());
        return o;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // The bundled campaign is model-guided: the profiled host's model is its prior.
    void theBundledCampaignIsModelGuided() {
        const Campaign c = loadCampaign(test::sourcePath("resources/examples/tiny/campaign.json"));
        QVERIFY(c.search.useModel);
    }

    // Compute and memory both bind on the profiled host, and no state's verdict hangs on noise.
    void computeAndMemoryBindOutsideTheNoiseBand() {
        const std::string file = test::writeTinyOnHost(folder("truth"), test::devVmProfile());
        const Campaign c = loadCampaign(file);
        const test::HostModelExecutor host(c, test::devVmTruth());
        for (const Intervention* iv : searches(c))
            for (double compute : c.space.dims[0].levels)
                for (double memory : c.space.dims[1].levels) {
                    RunRequest r;
                    r.intervention = iv;
                    r.state = {{"compute_fraction", compute}, {"hbm_gib", memory}};
                    const double m = worstMargin(host.truthAt(r).event);
                    QVERIFY2(std::fabs(m) > 2 * c.search.noiseBand,
                             qPrintable(QString("%1 at compute %2, memory %3: deciding margin %4")
                                            .arg(iv ? iv->name.c_str() : "base")
                                            .arg(compute)
                                            .arg(memory)
                                            .arg(m)));
                }
        const Outcome o = qualified("binding", true);
        QCOMPARE(o.report.binding, (std::vector<std::string>{"compute_fraction", "hbm_gib"}));
        std::set<std::string> broke;
        for (const auto& a : o.report.adjacentFail) broke.insert(a.resource + ":" + a.failed);
        QCOMPARE(broke, (std::set<std::string>{"compute_fraction:throughput", "hbm_gib:OOM"}));
    }

    // After each search with enough runs the campaign fits its derating again, on the runs seen so
    // far, and keeps each fit as a decision with the runs it rests on; a resume adds none.
    void recalibratesAsItsRunsArrive() {
        const std::string dir = folder("recalibrated");
        qualifiedIn(dir, true);
        const auto decisions = [&] {
            const EvidenceStore store(dir + "/project.luma", StoreAccess::Read);
            return store.decisions(store.findCampaign("tiny-chat-on-local-cpu")->id, "calibration");
        };
        const std::vector<nlohmann::json> first = decisions();
        QVERIFY(!first.empty());
        std::vector<long long> finished;
        {
            const EvidenceStore store(dir + "/project.luma", StoreAccess::Read);
            for (const auto& r : store.runs(store.findCampaign("tiny-chat-on-local-cpu")->id))
                if (r.status == "finished" && r.result.value("cause", "") != "oom") finished.push_back(r.id);
        }
        std::size_t previous = 0;
        for (const auto& d : first) {
            qInfo("calibration after %s: runs %s, band %.3f, improves %d", d["after"].get<std::string>().c_str(),
                  d["runs"].dump().c_str(), d["band"].get<double>(), int(d["improves"].get<bool>()));
            QCOMPARE(d["source"].get<std::string>(), std::string("campaign"));
            const auto runs = d["runs"].get<std::vector<long long>>();
            QVERIFY(runs.size() >= 4 && runs.size() > previous);
            for (long long id : runs) QVERIFY(std::count(finished.begin(), finished.end(), id) == 1);
            const auto c = calibrationFromDecision(d, "decision");
            QVERIFY(c && c->accelerators.front().runs == runs && c->hash == d["hash"].get<std::string>());
            previous = runs.size();
        }
        QCOMPARE(first.back()["runs"].get<std::vector<long long>>(), finished); // the last rests on all
        const Outcome resumed = qualifiedIn(dir, true);
        QCOMPARE(resumed.executed, 0LL);
        QCOMPARE(decisions().size(), first.size());
    }

    void modelGuidedNeedsAtMostFourFifthsOfTheRunsForTheSameFrontier() {
        const Outcome free = qualified("model-free", false), guided = qualified("model-guided", true);
        QVERIFY(guided.report.modelGuided && !free.report.modelGuided);
        QCOMPARE(free.frontiers, free.truth); // exact: the host's own frontier, every search
        QCOMPARE(guided.frontiers, free.frontiers);
        qInfo("model-guided / model-free: %.2f", double(guided.report.physicalRuns) / free.report.physicalRuns);
        QVERIFY2(guided.report.physicalRuns <= 0.8 * double(free.report.physicalRuns),
                 qPrintable(QString("%1 runs model-guided, %2 model-free")
                                .arg(guided.report.physicalRuns)
                                .arg(free.report.physicalRuns)));
    }
};

} // namespace

QTEST_GUILESS_MAIN(TestLearningCampaign)
#include "tst_learning_campaign.moc"
