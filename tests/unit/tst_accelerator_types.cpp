// The accelerator type as a dimension of a space: the dimension is read strictly; each type is a
// machine of its own (node limits and fabric of the base part not carried over, levels the type
// cannot have left out, each said); explore over types gives, per type, exactly what explore()
// gives on that type's machine and space, and names the cheapest qualified type; a host's hello
// says which states it can realise (its type, device count, memory, or the shape a profile was
// measured on).
#include "expect_error.h"
#include "host_profile_sample.h"
#include "specs.h"

#include "core/model/host_fit.h"
#include "core/qualify/type_moves.h"
#include "core/search/explore_types.h"

#include <QtTest>

#include <algorithm>

using namespace luma;

namespace {

const std::string kExample = test::sourcePath("resources/examples/fleet-70b/");

Space spaceOf(const nlohmann::json& dims) {
    return parseSpace({{"schema", "luma.space/1"}, {"dims", dims}}, "types-space.json");
}

bool hasNote(const std::vector<std::string>& notes, const std::string& part) {
    return std::any_of(notes.begin(), notes.end(), [&](const std::string& n) { return n.find(part) != n.npos; });
}

nlohmann::json gpuHost(const std::string& name, double gib, int count) {
    nlohmann::json devices = nlohmann::json::array();
    for (int i = 0; i < count; ++i)
        devices.push_back({{"backend", "cuda"}, {"index", i}, {"name", name}, {"memory_gib", gib}});
    return {{"hostname", "gpubox"}, {"memory_gib", 512.0}, {"accelerators", devices}};
}

} // namespace

class TestAcceleratorTypes : public QObject {
    Q_OBJECT
private slots:
    // "Move to type X" read off the types' reports as an intervention row on the first type that
    // qualified, on reports whose answer is known by construction.
    void aTypeMoveIsAnInterventionRow() {
        const auto report = [](std::vector<FrontierPoint> frontier, std::vector<std::string> binding,
                               std::vector<AdjacentFailState> adjacent) {
            QualifyReport r;
            r.frontier = std::move(frontier);
            if (!r.frontier.empty()) r.minimumPass = r.frontier.front();
            r.binding = std::move(binding);
            r.adjacentFail = std::move(adjacent);
            return r;
        };
        // h100: two chips at 80 GiB, bound by the count; one chip fails TTFT, 40 GiB runs out of HBM.
        const Levels h100Pass = {{"accelerator_count", 2}, {"hbm_gib", 80}};
        const QualifyReport h100 =
            report({{h100Pass, 6.0, 1400}}, {"accelerator_count", "hbm_gib"},
                   {{"accelerator_count", 1, {{"accelerator_count", 1}, {"hbm_gib", 80}}, "TTFT", true},
                    {"hbm_gib", 40, {{"accelerator_count", 2}, {"hbm_gib", 40}}, "OOM", true}});
        // h200: one chip at 80 GiB passes (the count is freed; HBM still binds), 40 GiB does not.
        const QualifyReport h200 = report({{{{"accelerator_count", 1}, {"hbm_gib", 80}}, 3.3, 700}}, {"hbm_gib"}, {});
        const std::vector<TypeQualification> types = {
            {"trn1", "c@trn1", report({}, {}, {}), std::nullopt, {}}, // never passes: not the base
            {"h100-sxm", "c@h100-sxm", h100, std::nullopt, {}},
            {"h200", "c@h200", h200, std::nullopt, {}},
        };
        const TypeMoves m = typeMoves(types);
        QCOMPARE(m.from, std::string("h100-sxm"));
        QCOMPARE(m.moves.size(), std::size_t(2));
        const InterventionOutcome& toTrn1 = m.moves[0];
        QCOMPARE(toTrn1.name, std::string("move to trn1"));
        QVERIFY(!toTrn1.requirementChange);
        QCOMPARE(toTrn1.adjacentFailRecovery.size(), std::size_t(2));
        QVERIFY(!toTrn1.adjacentFailRecovery[0].recoversToPass && !toTrn1.adjacentFailRecovery[1].recoversToPass);
        const InterventionOutcome& toH200 = m.moves[1];
        QCOMPARE(toH200.kind, std::string("accelerator_type"));
        QVERIFY(toH200.requirementChange);
        QCOMPARE(toH200.requirementChange->at("accelerator_count"), -1.0);
        QCOMPARE(toH200.requirementChange->at("hbm_gib"), 0.0);
        QCOMPARE(toH200.freed, std::vector<std::string>{"accelerator_count"});
        QVERIFY(toH200.newlyBinding.empty());
        QCOMPARE(toH200.eurPerHourDelta, 3.3 - 6.0);
        QCOMPARE(toH200.wattsDelta, -700.0);
        QVERIFY(toH200.adjacentFailRecovery[0].recoversToPass);  // one chip at 80 GiB passes on h200
        QVERIFY(!toH200.adjacentFailRecovery[1].recoversToPass); // 40 GiB lies below every h200 PASS
        const nlohmann::json j = toJson(m);
        QCOMPARE(j["rows"][1]["freed"], nlohmann::json::array({"accelerator_count"}));
        QCOMPARE(typeMoves({types[0]}).from, std::string()); // no type qualified: no move
    }
    void theDimensionIsReadStrictly() {
        const Space s = spaceOf({{{"resource", "accelerator_count"}, {"levels", {1, 2}}},
                                 {{"resource", "accelerator"}, {"levels", {"h100-sxm", "mi300x"}}},
                                 {{"resource", "hbm_gib"}, {"levels", {40, 80}}}});
        QCOMPARE(s.dims.size(), std::size_t(2));
        QCOMPARE(s.acceleratorTypes, (std::vector<std::string>{"h100-sxm", "mi300x"}));
        QCOMPARE(s.fileIndex(0), std::size_t(0));
        QCOMPARE(s.fileIndex(1), std::size_t(2)); // hbm_gib is dims[2] in the file
        LUMA_EXPECT_SPEC_ERROR(spaceOf({{{"resource", "accelerator"}, {"levels", {"h100-sxm", 2}}}}),
                               "types-space.json", "dims[0].levels[1]", "expected an accelerator type");
        LUMA_EXPECT_SPEC_ERROR(spaceOf({{{"resource", "accelerator"}, {"levels", {"h200", "h200"}}}}),
                               "dims[0].levels[1]", "\"h200\" appears twice");
        LUMA_EXPECT_SPEC_ERROR(spaceOf({{{"resource", "accelerator"}, {"levels", nlohmann::json::array()}}}),
                               "dims[0].levels", "must not be empty");
        LUMA_EXPECT_SPEC_ERROR(spaceOf({{{"resource", "acelerator"}, {"levels", {1}}}}),
                               "did you mean \"accelerator\"");
        // A type the catalog does not know is named where it is written.
        const Machine m = test::machine(test::machineJson("h100-sxm", 8));
        LUMA_EXPECT_SPEC_ERROR(
            splitByAcceleratorType(spaceOf({{{"resource", "hbm_gib"}, {"levels", {40}}},
                                            {{"resource", "accelerator"}, {"levels", {"h100-sxm", "mi300"}}}}),
                                   m),
            "types-space.json", "dims[1].levels[1]", "unknown accelerator type \"mi300\"", "mi300x");
        // Explore of one lattice never reads a space over types as one.
        LUMA_EXPECT_SPEC_ERROR(explore(test::contract(test::contractJson()), m, s), "dims[1]", "a lattice of its own");
    }

    void eachTypeIsAMachineOfItsOwn() {
        nlohmann::json base = test::machineJson("h100-sxm", 8);
        base["nodes"][0]["eur_per_hour"] = 1.5;
        base["nodes"][0]["capacity_gib"] = 70;
        base["nodes"].push_back({{"id", "nvl"}, {"kind", "interconnect"}, {"bandwidth_gbps", 450}});
        base["links"] = {{{"from", "gpu"}, {"to", "nvl"}}};
        const Machine m = test::machine(base);
        std::vector<std::string> notes;
        const Machine trn = machineOfType(m, "trn1", {}, &notes);
        QCOMPARE(trn.accelerator->type, std::string("trn1"));
        QCOMPARE(trn.acceleratorCount, 8LL);
        QVERIFY(!trn.eurPerHourPerAccelerator && !trn.acceleratorHbmGib && !trn.interconnectGbps);
        QVERIFY(trn.links.empty());
        QVERIFY(hasNote(notes, "eur_per_hour 1.5 of the h100-sxm node left out"));
        QVERIFY(hasNote(notes, "capacity_gib 70"));
        QVERIFY(hasNote(notes, "interconnect node \"nvl\" left out"));
        QVERIFY(trn.hash != m.hash);
        // The machine's own type is the machine unchanged.
        QCOMPARE(machineOfType(m, "h100-sxm", {}, &notes).hash, m.hash);
        QVERIFY(notes.empty());

        // Levels a type cannot have are left out for that type only, and said.
        const auto typed =
            splitByAcceleratorType(loadSpace(kExample + "space.json"), loadMachine(kExample + "machine.json"));
        QCOMPARE(typed.size(), std::size_t(4));
        QCOMPARE(typed[0].type, std::string("h100-sxm"));
        QCOMPARE(typed[0].space.dims[1].levels, (std::vector<double>{24, 32, 64}));
        QVERIFY(hasNote(typed[0].notes, "hbm_gib 96, 141, 192 left out: above the h100-sxm's 80 GiB"));
        QCOMPARE(typed[2].type, std::string("mi300x"));
        QCOMPARE(typed[2].space.dims[1].levels.size(), std::size_t(6));
        QVERIFY(typed[2].notes.empty());
        QCOMPARE(typed[3].space.dims[1].levels, (std::vector<double>{24, 32}));
        QVERIFY(!typed[3].empty);
        // Each type's space is a space of its own: its hash is not the shared one's.
        QVERIFY(typed[0].space.hash != typed[2].space.hash);
        QVERIFY(typed[0].space.acceleratorTypes.empty());
    }

    void exploreComparesTypesAndNamesTheCheapest() {
        const Contract c = loadContract(kExample + "contract.json");
        const Machine m = loadMachine(kExample + "machine.json");
        const Space s = loadSpace(kExample + "space.json");
        long long reported = 0, total = 0;
        ExploreOptions options;
        options.progress = [&](long long done, long long all) {
            QVERIFY(done >= reported);
            reported = done;
            total = all;
        };
        const TypedExploreResult r = exploreTypes(c, m, s, {}, options);
        QCOMPARE(r.types.size(), std::size_t(4));
        long long states = 0;
        int cheapest = -1;
        double cheapestEur = 0;
        for (std::size_t i = 0; i < r.types.size(); ++i) {
            const TypeExploration& t = r.types[i];
            // Exactly explore() on the type's own machine and space.
            const ExploreResult alone = explore(c, t.typed.machine, t.typed.space);
            QCOMPARE(t.result.passing, alone.passing);
            QCOMPARE(t.result.frontier.size(), alone.frontier.size());
            for (std::size_t f = 0; f < alone.frontier.size(); ++f)
                QCOMPARE(t.result.frontier[f].levels, alone.frontier[f].levels);
            states += t.result.evaluated;
            if (t.result.cheapest < 0) continue;
            const double eur = t.result.frontier[static_cast<std::size_t>(t.result.cheapest)].prediction.eurPerHour;
            if (cheapest < 0 || eur < cheapestEur) {
                cheapest = static_cast<int>(i);
                cheapestEur = eur;
            }
            qInfo("%s: %zu frontier states, cheapest %.2f EUR/h", t.typed.type.c_str(), t.result.frontier.size(), eur);
        }
        QCOMPARE(r.cheapestType, cheapest);
        QVERIFY2(cheapest >= 0, "no type qualifies the example");
        QCOMPARE(reported, states);
        QCOMPARE(total, states);
        const nlohmann::json j = toJson(r);
        QCOMPARE(j["summary"].size(), std::size_t(4));
        QCOMPARE(j["cheapest"]["accelerator"], r.types[static_cast<std::size_t>(cheapest)].typed.type);
        QVERIFY(j["cheapest"]["minimum_pass"].contains("accelerator_count"));
        QVERIFY(j["cheapest"].contains("eur_per_mtok") && j["cheapest"].contains("bytes_per_token"));
        QCOMPARE(j["types"][0]["notes"].size(), r.types[0].typed.notes.size());
    }

    void aHostSaysWhichStatesItCanRealise() {
        const HostNeeds h100 = hostNeeds(test::machine(test::machineJson("h100-sxm", 2)));
        const nlohmann::json two = gpuHost("NVIDIA H100 80GB HBM3", 79.2, 2);
        QCOMPARE(whyHostCannotRealise(two, h100, {}), std::string());
        QCOMPARE(whyHostCannotRealise(two, h100, {{"accelerator_count", 2}, {"hbm_gib", 64}}), std::string());
        QCOMPARE(whyHostCannotRealise(two, h100, {{"accelerator_count", 4}}),
                 std::string("4 accelerators asked, it has 2 NVIDIA H100 80GB HBM3"));
        QCOMPARE(whyHostCannotRealise(two, h100, {{"hbm_gib", 80}}), std::string()); // the catalog's 80 GiB part
        QVERIFY(whyHostCannotRealise(two, h100, {{"hbm_gib", 96}}).find("96 GiB per accelerator asked") == 0);
        QVERIFY(whyHostCannotRealise(two, h100, {{"host_memory_gib", 1024}}).find("of host memory asked") !=
                std::string::npos);
        // An L40S is no L4, an A100 40 GB no a100-80g, a CPU host no GPU.
        const HostNeeds l4 = hostNeeds(test::machine(test::machineJson("l4", 1)));
        QVERIFY(!whyHostCannotRealise(gpuHost("NVIDIA L40S", 44.5, 1), l4, {}).empty());
        QCOMPARE(whyHostCannotRealise(gpuHost("NVIDIA L4", 22.0, 1), l4, {}), std::string());
        const HostNeeds a100 = hostNeeds(test::machine(test::machineJson("a100-80g", 1)));
        QVERIFY(!whyHostCannotRealise(gpuHost("NVIDIA A100-SXM4-40GB", 39.4, 1), a100, {}).empty());
        QCOMPARE(whyHostCannotRealise(gpuHost("NVIDIA A100-SXM4-80GB", 79.2, 1), a100, {}), std::string());
        QCOMPARE(whyHostCannotRealise({{"hostname", "cpu-only"}}, h100, {}),
                 std::string("it has no h100-sxm (cuda devices of that type)"));
        // Garbage in the hello is no crash and no fit.
        QVERIFY(!whyHostCannotRealise({{"accelerators", "lots"}}, h100, {}).empty());
        QVERIFY(!whyHostCannotRealise({{"accelerators", {42, nullptr}}}, h100, {}).empty());
    }

    void aMeasuredHostFitsOnlyHostsOfItsShape() {
        const HostProfile p = test::sampleHostProfile();
        const Machine m = machineOfType(test::machine(test::machineJson("cpu", 1)), "host-testbox", {p});
        QCOMPARE(m.accelerator->type, std::string("host-testbox"));
        QVERIFY(hostMustBeTheMachine(m, "cpu"));
        QVERIFY(!hostMustBeTheMachine(test::machine(test::machineJson("h100-sxm", 1)), "cpu")); // an emulated part
        QVERIFY(hostMustBeTheMachine(test::machine(test::machineJson("h100-sxm", 1)), "cuda"));
        const HostNeeds needs = hostNeeds(m);
        nlohmann::json sibling = p.hardware;
        sibling["hostname"] = "box-2";         // a node of the same shape
        sibling["os"] = "another OS";          // not hardware
        sibling["cpu"]["model"] = "Other CPU"; // a cloud's VM type does not fix the CPU model
        sibling["memory_gib"] = 23.5;
        QCOMPARE(whyHostCannotRealise(sibling, needs, {}), std::string());
        nlohmann::json smaller = sibling;
        smaller["cpu"]["threads"] = 1;
        QCOMPARE(whyHostCannotRealise(smaller, needs, {}),
                 std::string("it is not of the shape of the host host-testbox was measured on: its CPU threads (1, "
                             "measured 2) differ"));
        smaller = sibling;
        smaller["memory_gib"] = 16; // of the shape, with enough memory for what a state asks
        QCOMPARE(whyHostCannotRealise(smaller, needs, {{"hbm_gib", 8}}), std::string());
        QCOMPARE(whyHostCannotRealise(smaller, needs, {{"hbm_gib", 20}}),
                 std::string("20 GiB per accelerator asked, its CPU has 16"));
        smaller = sibling;
        smaller["accelerators"] = {{{"backend", "cuda"}, {"name", "NVIDIA L4"}}};
        QVERIFY(whyHostCannotRealise(smaller, needs, {}).find("its accelerators") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestAcceleratorTypes)
#include "tst_accelerator_types.moc"
