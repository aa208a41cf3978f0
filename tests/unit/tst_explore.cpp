// The predicted frontier: every reported state passes and is minimal, every passing state lies
// above a frontier state, and the cheapest is the cheapest.
#include "expect_error.h"
#include "specs.h"

#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/search/explore.h"

#include <QtTest>

using namespace luma;

class TestExplore : public QObject {
    Q_OBJECT
private slots:
    void frontierIsExactlyTheMinimalPassStates() {
        const std::string ex = test::sourcePath("resources/examples/chat-8b/");
        const Contract c = loadContract(ex + "contract.json");
        const Machine m = loadMachine(ex + "machine.json");
        const Space s = loadSpace(ex + "space.json");
        ExploreResult r = explore(c, m, s);
        QCOMPARE(r.evaluated, static_cast<long long>(s.stateCount()));
        QVERIFY(!r.frontier.empty());
        QVERIFY(r.passing > static_cast<long long>(r.frontier.size()));

        // Brute force: evaluate every state independently.
        const std::size_t d = s.dims.size();
        std::vector<std::vector<std::size_t>> passing;
        std::vector<std::size_t> idx(d, 0);
        for (std::size_t n = 0; n < s.stateCount(); ++n) {
            std::size_t rest = n;
            for (std::size_t i = d; i-- > 0;) {
                idx[i] = rest % s.dims[i].levels.size();
                rest /= s.dims[i].levels.size();
            }
            MachineState st;
            for (std::size_t i = 0; i < d; ++i) st.set(s.dims[i].resource, s.dims[i].levels[idx[i]]);
            if (predict(c, resolveDeployment(m, c.precision, st, {})).pass) passing.push_back(idx);
        }
        QCOMPARE(static_cast<long long>(passing.size()), r.passing);
        auto below = [](const std::vector<std::size_t>& a, const std::vector<std::size_t>& b) {
            for (std::size_t i = 0; i < a.size(); ++i)
                if (a[i] > b[i]) return false;
            return true;
        };
        for (const auto& f : r.frontier) {
            QVERIFY(f.prediction.pass);
            for (const auto& a : f.adjacentFails) QVERIFY(a.level < s.dims[a.dim].levels[f.index[a.dim]]);
        }
        for (const auto& p : passing) {
            bool covered = false;
            for (const auto& f : r.frontier) covered |= below(f.index, p);
            QVERIFY(covered);
        }
        const auto& best = r.frontier[static_cast<std::size_t>(r.cheapest)].prediction;
        for (const auto& f : r.frontier) QVERIFY(best.eurPerHour <= f.prediction.eurPerHour);
        nlohmann::json j = toJson(r, s);
        QCOMPARE(j["frontier"].size(), r.frontier.size());
        QVERIFY(j["frontier"][0]["state"].contains("hbm_gib"));
        QVERIFY(j["cheapest"].is_object());
    }
    void progressAndCancel() {
        // A space of 160 000 states: progress arrives in order up to the total, and a cancel
        // from the progress callback stops the sweep at its next check.
        nlohmann::json dims = nlohmann::json::array();
        std::vector<double> levels;
        for (int i = 1; i <= 20; ++i) levels.push_back(i);
        for (const char* r : {"hbm_gib", "power_w", "interconnect_gbps", "host_memory_gib"})
            dims.push_back({{"resource", r}, {"levels", levels}});
        const Space s = parseSpace({{"schema", "luma.space/1"}, {"dims", dims}}, "space.json");
        const Contract c = test::contract(test::contractJson());
        const Machine m = test::machine(test::machineJson());
        std::vector<long long> seen;
        ExploreOptions opt;
        opt.progress = [&](long long done, long long total) {
            QCOMPARE(total, 160000LL);
            seen.push_back(done);
        };
        explore(c, m, s, {}, opt);
        QVERIFY(seen.size() >= 3);
        QVERIFY(std::is_sorted(seen.begin(), seen.end()));
        QCOMPARE(seen.back(), 160000LL);

        CancelToken token;
        seen.clear();
        opt.cancel = &token;
        opt.progress = [&](long long done, long long) {
            seen.push_back(done);
            token.cancel();
        };
        QVERIFY_THROWS_EXCEPTION(Cancelled, explore(c, m, s, {}, opt));
        QCOMPARE(seen.size(), std::size_t(1)); // stopped at the check after the first report
    }
    void levelsAboveThePartAreRefusedNotClamped() {
        // hbm_gib 160 or 500 on an 80 GiB H100 was clamped to 80 and shown as a 192 GiB part
        // going OOM; the machine file refuses such a capacity, and so does the space now.
        const Contract c = test::contract(test::contractJson());
        const Machine h100 = test::machine(test::machineJson("h100-sxm", 1));
        const auto space = [](const char* resource, std::vector<double> levels) {
            return parseSpace({{"schema", "luma.space/1"},
                               {"dims",
                                {{{"resource", "accelerator_count"}, {"levels", {1, 2}}},
                                 {{"resource", resource}, {"levels", levels}}}}},
                              "space.json");
        };
        LUMA_EXPECT_SPEC_ERROR(explore(c, h100, space("hbm_gib", {40, 80, 160})), "space.json: dims[1].levels[2]",
                               "hbm_gib 160", "h100-sxm's 80 GiB per accelerator");
        LUMA_EXPECT_SPEC_ERROR(explore(c, h100, space("hbm_gib", {500})), "dims[1].levels[0]", "hbm_gib 500");
        LUMA_EXPECT_SPEC_ERROR(explore(c, h100, space("power_w", {350, 1000})), "dims[1].levels[1]", "power_w 1000",
                               "TDP of 700 W");
        // A machine that limits its parts (capacity_gib) is checked against its own limit.
        auto j = test::machineJson("h100-sxm", 1);
        j["nodes"][0]["capacity_gib"] = 40;
        LUMA_EXPECT_SPEC_ERROR(explore(c, test::machine(j), space("hbm_gib", {32, 48})), "dims[1].levels[1]",
                               "capacity_gib of 40 GiB");
        // Up to the part's own figure is explored.
        QCOMPARE(explore(c, h100, space("hbm_gib", {40, 80})).evaluated, 4LL);
    }
    void theLayoutIsADimensionOfItsOwn() {
        // Llama-2-70B FP8 offline asking 20,000 tok/s of up to eight H200 with tensor_parallel
        // unset: the widest TP (8 x 1 replica) serves far less, so with that one rule no state
        // passed; searched as a dimension of its own, eight replicas of TP 1 pass.
        auto j = test::contractJson("llama-2-70b.json", 294, 291);
        j["precision"] = {{"weights", "fp8"}, {"kv_cache", "fp8"}, {"activations", "fp8"}};
        j["workload"]["arrival"]["requests"] = 24576;
        j["slo"] = {{"throughput_tok_s_min", 20000}};
        const Contract c = test::contract(j);
        const Space s = parseSpace(
            {{"schema", "luma.space/1"}, {"dims", {{{"resource", "accelerator_count"}, {"levels", {1, 2, 4, 8}}}}}},
            "s.json");
        const ExploreResult r = explore(c, test::machine(test::machineJson("h200", 8)), s);
        QCOMPARE(r.frontier.size(), std::size_t(1));
        const FrontierState& f = r.frontier[0];
        QCOMPARE(f.levels, std::vector<double>{8});
        QCOMPARE(f.prediction.tp, 1);
        QCOMPARE(f.prediction.replicas, 8LL);
        QVERIFY(f.layoutSearched);
        QVERIFY(f.layouts >= 4);
        const nlohmann::json js = toJson(r, s);
        QVERIFY(js["frontier"][0]["layout"]["why"].get<std::string>().find("TP 1 x PP 1 x 8 replicas") !=
                std::string::npos);
        // The layout the machine sets is explored as set: TP 8 serves too little at every count.
        QVERIFY(explore(c, test::machine(test::machineJson("h200", 8, 8)), s).frontier.empty());
    }
    void tooLargeASpaceIsRefused() {
        nlohmann::json dims = nlohmann::json::array();
        std::vector<double> levels;
        for (int i = 1; i <= 100; ++i) levels.push_back(i);
        for (const char* r : {"hbm_gib", "power_w", "interconnect_gbps", "host_memory_gib"})
            dims.push_back({{"resource", r}, {"levels", levels}});
        Space s = parseSpace({{"schema", "luma.space/1"}, {"dims", dims}}, "big.json");
        const Contract c = test::contract(test::contractJson());
        const Machine m = test::machine(test::machineJson());
        LUMA_EXPECT_SPEC_ERROR(explore(c, m, s), "big.json", "100000000 states");
    }
};

QTEST_APPLESS_MAIN(TestExplore)
#include "tst_explore.moc"
