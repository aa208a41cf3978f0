// Pools of hosts that are not alike, on local agents: two CPU shapes (an agent held to one CPU by
// taskset beside one with both), each stated in its hello and measured as a host profile; a
// campaign over both profiles as accelerator types places every state only on the host of its
// type, says before any run which states a pool cannot realise, and ends per type with the
// frontier of a campaign on that host alone. And a host lost for good mid-campaign (as a reclaimed
// spot instance is): its runs go to the others, and the frontier and the finished runs are the
// undisturbed pool's.
#include "run_luma.h"
#include "specs.h"
#include "synthetic_campaign.h"

#include "core/evidence/store.h"
#include "core/model/campaign.h"
#include "core/qualify/campaigns_by_type.h"
#include "core/qualify/qualification_cost.h"
#include "core/qualify/qualifier.h"
#include "core/util/spec_error.h"
#include "remote/client/agent_executor.h"
#include "remote/client/host_profiles.h"
#include "remote/client/pool_executor.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include <sched.h>

using namespace luma;

namespace {

// PASS when (3x + 2y + z) x CPUs >= 24 over levels 1..4: two CPUs need half what one needs.
bool shapeTruth(int cpus, int x, int y, int z) { return (3 * x + 2 * y + z) * cpus >= 24; }

std::set<std::string> shapeFrontier(int cpus) {
    std::set<std::string> out;
    for (int x = 1; x <= 4; ++x)
        for (int y = 1; y <= 4; ++y)
            for (int z = 1; z <= 4; ++z) {
                if (!shapeTruth(cpus, x, y, z)) continue;
                if ((x > 1 && shapeTruth(cpus, x - 1, y, z)) || (y > 1 && shapeTruth(cpus, x, y - 1, z)) ||
                    (z > 1 && shapeTruth(cpus, x, y, z - 1)))
                    continue;
                out.insert(std::to_string(x) + "," + std::to_string(y) + "," + std::to_string(z));
            }
    return out;
}

// The hello's hardware facts of an agent, as a measured profile of that host (its rates are
// stand-ins: what this suite checks is where runs go, not what the model says).
HostProfile profileOf(const std::string& name, const std::string& agent) {
    auto session = client::LocalLauncher(agent).launch();
    HostProfile p;
    p.name = name;
    p.host = "local";
    p.measuredAt = "2026-12-03T10:00:00Z";
    p.agentVersion = session->helloReply().agentVersion;
    p.agentSha256 = std::string(64, 'a');
    p.hardware = hostHardwareFacts(session->helloReply().host);
    p.backend = "cpu";
    p.device = "CPU";
    p.computeUnits = p.hardware["cpu"].value("threads", 1);
    p.memoryGib = p.hardware.value("memory_gib", 1.0);
    p.streamGbps = 10;
    p.fmaGflops = 50;
    p.gemmGflops = {{"bf16", 20}, {"int8", 30}, {"int4", 40}};
    return sealHostProfile(p);
}

} // namespace

class TestHeterogeneousPool : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::string m_oneCpuAgent; // luma-agent held to CPU 0

    std::string path(const std::string& name) { return m_dir.filePath(QString::fromStdString(name)).toStdString(); }

    std::vector<std::unique_ptr<client::AgentLauncher>> launchers(const std::vector<std::string>& agents) {
        std::vector<std::unique_ptr<client::AgentLauncher>> out;
        for (const auto& a : agents) out.push_back(std::make_unique<client::LocalLauncher>(a));
        return out;
    }

    // The oracle, its throughput scaled by the CPUs the run's process may use (nproc honours taskset).
    nlohmann::json shapeWorkload() {
        const std::string script = test::sourcePath("tests/data/campaign/synthetic_oracle.sh");
        return {{"kind", "command"},
                {"argv",
                 {"/bin/sh", "-c",
                  "n=$(nproc); \"$0\" | awk -v n=\"$n\" -F'[:}]' '{ printf \"{\\\"throughput_tok_s\\\": %.3f}\\n\", "
                  "$2 * n }'",
                  script}}};
    }

    static std::set<std::string> frontierOf(const QualifyReport& r) { return test::frontierOf(toJson(r)); }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        if (QStandardPaths::findExecutable("taskset").isEmpty()) QSKIP("taskset (util-linux) is not installed");
        // Held to the first CPU this process may use (a container's cpuset need not hold CPU 0).
        cpu_set_t allowed;
        QVERIFY(sched_getaffinity(0, sizeof allowed, &allowed) == 0);
        if (CPU_COUNT(&allowed) < 2) QSKIP("one CPU: there is no second shape to compare");
        int first = 0;
        while (!CPU_ISSET(first, &allowed)) ++first;
        m_oneCpuAgent = path("one-cpu-agent");
        std::ofstream(m_oneCpuAgent) << "#!/bin/sh\nexec taskset -c " << first << " '" << LUMA_AGENT_BIN
                                     << "' \"$@\"\n";
        std::filesystem::permissions(m_oneCpuAgent, std::filesystem::perms::owner_all);
    }

    void eachTypeRunsOnlyOnItsHosts() {
        const HostProfile one = profileOf("host-1cpu", m_oneCpuAgent), two = profileOf("host-2cpu", LUMA_AGENT_BIN);
        QCOMPARE(one.computeUnits, 1LL);
        QVERIFY(two.computeUnits >= 2);
        QVERIFY(one.factsSha256 != two.factsSha256);
        const std::string file = test::writeSyntheticCampaign(
            m_dir.path().toStdString(), "shapes",
            [&](nlohmann::json& c) {
                c["space"]["dims"].push_back({{"resource", "accelerator"}, {"levels", {"host-1cpu", "host-2cpu"}}});
                c["machine"] = test::machineJson("cpu", 1);
                c["host_profiles"] = {hostProfileToJson(one), hostProfileToJson(two)};
                c["hosts"] = {"local", "local"};
                c["workload"] = shapeWorkload();
            },
            {1, 2, 3, 4});
        const Campaign campaign = loadCampaign(file);
        const auto types = campaignsByType(campaign);
        QCOMPARE(types.size(), std::size_t(2));
        EvidenceStore store(path("shapes.luma"));
        std::vector<TypeQualification> done;
        for (const auto& t : types) {
            QCOMPARE(t.campaign.name, "shapes@" + t.type);
            const int cpus = t.type == "host-1cpu" ? 1 : static_cast<int>(two.computeUnits);
            client::PoolExecutor pool(t.campaign, launchers({m_oneCpuAgent, LUMA_AGENT_BIN}));
            pool.survey();
            QCOMPARE(pool.unrealisableStates(t.campaign.space), std::vector<std::string>{});
            const QualifyReport r = qualify(t.campaign, store, pool, {});
            QCOMPARE(frontierOf(r), shapeFrontier(cpus));
            // Every run on the host of its type, none on the other.
            const auto hosts = pool.hosts();
            QCOMPARE(hosts[cpus == 1 ? 1 : 0].runs, 0LL);
            QVERIFY(hosts[cpus == 1 ? 0 : 1].runs > 0);
            for (const auto& run : store.runs(store.findCampaign(t.campaign.name)->id))
                QCOMPARE(run.host.substr(0, run.host.find(' ')), std::string(cpus == 1 ? "local#1" : "local#2"));
            // The same campaign on a pool of its own host only: the same frontier.
            EvidenceStore alone(path("alone-" + t.type + ".luma"));
            client::PoolExecutor own(t.campaign, launchers({cpus == 1 ? m_oneCpuAgent : std::string(LUMA_AGENT_BIN)}));
            QCOMPARE(frontierOf(qualify(t.campaign, alone, own, {})), frontierOf(r));
            done.push_back({t.type, t.campaign.name, r, std::nullopt, {}});
            qInfo("%s: %lld runs, frontier of %zu states", t.type.c_str(), r.physicalRuns, r.frontier.size());
        }
        const nlohmann::json comparison = typeComparison(done);
        QCOMPARE(comparison["types"].size(), std::size_t(2));
        QVERIFY(comparison["cheapest"].is_object());
    }

    void aPoolSaysWhichStatesNoHostCanRealise() {
        const HostProfile one = profileOf("host-1cpu", m_oneCpuAgent);
        const std::string file = test::writeSyntheticCampaign(m_dir.path().toStdString(), "nowhere",
                                                              [&](nlohmann::json& c) {
                                                                  nlohmann::json machine =
                                                                      test::machineJson("host-1cpu", 1);
                                                                  machine["host_profile"] = hostProfileToJson(one);
                                                                  c["machine"] = machine;
                                                                  c["workload"] = shapeWorkload();
                                                              },
                                                              {1, 2});
        const Campaign campaign = loadCampaign(file);
        client::PoolExecutor pool(campaign, launchers({LUMA_AGENT_BIN})); // all CPUs: not the profiled shape
        pool.survey();
        const auto states = pool.unrealisableStates(campaign.space, 3);
        QCOMPARE(states.size(), std::size_t(4)); // three listed, then how many more
        QVERIFY2(states[0].find("x=1, y=1, z=1: local: it is not of the shape of the host host-1cpu was measured on: "
                                "its CPU threads (") == 0 &&
                     states[0].find(", measured 1) differ") != std::string::npos,
                 states[0].c_str());
        QCOMPARE(states[3], std::string("5 more"));
        // A run of one is refused naming the hosts, before anything runs.
        EvidenceStore store(path("nowhere.luma"));
        try {
            qualify(campaign, store, pool, {});
            QFAIL("a campaign no host can realise ran");
        } catch (const SpecError& e) {
            QCOMPARE(e.key(), std::string("hosts"));
            QVERIFY2(std::string(e.what()).find("no host of the pool can realise") != std::string::npos, e.what());
        }
        QCOMPARE(store.runs(store.findCampaign("nowhere")->id).size(), std::size_t(0));
    }

    void aHostLostForGoodLeavesTheFrontierAsItWas() {
        // The second host's agent dies for good with its third run: from then on it cannot start.
        const std::string dead = path("spot-reclaimed"), count = path("spot-runs");
        const std::string spot = path("spot-agent");
        std::ofstream(spot) << "#!/bin/sh\n[ -e '" << dead << "' ] && { echo 'instance reclaimed' >&2; exit 1; }\n"
                            << "LUMA_SPOT=1 exec '" << LUMA_AGENT_BIN << "' \"$@\"\n";
        std::filesystem::permissions(spot, std::filesystem::perms::owner_all);
        const std::string reclaim = "if [ -n \"$LUMA_SPOT\" ]; then echo r >> '" + count + "'; if [ $(wc -l < '" +
                                    count + "') -ge 3 ]; then touch '" + dead +
                                    "'; kill -9 $PPID; exit 1; fi; fi; exec \"$0\" \"$@\"";
        std::map<std::string, std::pair<std::set<std::string>, long long>> outcome;
        for (const bool lose : {false, true}) {
            const std::string name = lose ? "lost" : "kept";
            const std::string script = test::sourcePath("tests/data/campaign/synthetic_oracle.sh");
            const Campaign c =
                loadCampaign(test::writeSyntheticCampaign(m_dir.path().toStdString(), name, [&](nlohmann::json& j) {
                    j["hosts"] = {"local", "local", "local"};
                    j["workload"] = {{"kind", "command"}, {"argv", {"/bin/sh", "-c", reclaim, script}}};
                }));
            client::PoolOptions quick;
            quick.backoffS = 0.05;
            client::PoolExecutor pool(
                c, launchers({LUMA_AGENT_BIN, lose ? spot : std::string(LUMA_AGENT_BIN), LUMA_AGENT_BIN}), quick);
            EvidenceStore store(path(name + ".luma"));
            const QualifyReport r = qualify(c, store, pool, {});
            long long finished = 0, interrupted = 0;
            for (const auto& run : store.runs(store.findCampaign(name)->id)) {
                finished += run.status == "finished";
                interrupted += run.status == "interrupted";
            }
            outcome[name] = {frontierOf(r), finished};
            const auto hosts = pool.hosts();
            if (lose) {
                QCOMPARE(interrupted, 1LL);
                QCOMPARE(hosts[1].state, client::PoolHostState::State::LeftOut);
                QVERIFY2(hosts[1].lastError.find("instance reclaimed") != std::string::npos,
                         hosts[1].lastError.c_str());
                QCOMPARE(hosts[1].runs, 3LL);
            } else {
                QCOMPARE(interrupted, 0LL);
            }
            qInfo("%s: %lld finished runs, %lld interrupted; host 2 %s after %lld runs", name.c_str(), finished,
                  interrupted, client::stateName(hosts[1].state), hosts[1].runs);
        }
        QCOMPARE(outcome["lost"].first, test::syntheticFrontier());
        QCOMPARE(outcome["lost"].first, outcome["kept"].first);
        QCOMPARE(outcome["lost"].second, outcome["kept"].second);
    }

    void theCliComparesTypesAndStatesTheCost() {
        // explore over the bundled fleet example names the cheapest type, as core does.
        const std::string ex = test::sourcePath("resources/examples/fleet-70b/");
        const auto explored = test::runLumaIn(QProcessEnvironment::systemEnvironment(),
                                              {"explore", "--contract", QString::fromStdString(ex + "contract.json"),
                                               "--machine", QString::fromStdString(ex + "machine.json"), "--space",
                                               QString::fromStdString(ex + "space.json"), "--json"},
                                              60000);
        QCOMPARE(explored.code, 0);
        const auto ej = nlohmann::json::parse(explored.out);
        QCOMPARE(ej["summary"].size(), std::size_t(4));
        QVERIFY(ej["cheapest"].is_object());
        QCOMPARE(ej["summary"][3]["qualified"], false);
        QVERIFY(ej["summary"][3]["why"].get<std::string>().find("its largest state fails") == 0);
        // qualify over two catalog types with a command (the hosts need not be the parts), priced.
        const QProcessEnvironment env = test::remoteLumaEnvironment(path("xdg"));
        QCOMPARE(test::runLumaIn(env, {"hosts", "add", "box", "local", "--eur-per-hour", "0.5"}, 10000).code, 0);
        const std::string file = test::writeSyntheticCampaign(
            m_dir.path().toStdString(), "cli-types",
            [](nlohmann::json& c) {
                c["space"]["dims"].push_back({{"resource", "accelerator"}, {"levels", {"h100-sxm", "mi300x"}}});
                c["machine"] = test::machineJson("h100-sxm", 1);
                c["hosts"] = {"box"};
            },
            {1, 2, 3, 4, 5, 6, 7, 8});
        const QString db = QString::fromStdString(path("cli-types.luma"));
        const auto q = test::runLumaIn(env, {"qualify", QString::fromStdString(file), "--db", db, "--json"}, 120000);
        QVERIFY2(q.code == 0, q.err.c_str());
        const auto qj = nlohmann::json::parse(q.out);
        QCOMPARE(qj["types"].size(), std::size_t(2));
        QCOMPARE(qj["types"][1]["campaign"], "cli-types@mi300x");
        QVERIFY(qj["cheapest"].is_object());
        // mi300x as an intervention on h100-sxm, the first type that qualified.
        QCOMPARE(qj["moves"]["from"], "h100-sxm");
        QCOMPARE(qj["moves"]["rows"].size(), std::size_t(1));
        QCOMPARE(qj["moves"]["rows"][0]["name"], "move to mi300x");
        QCOMPARE(qj["moves"]["rows"][0]["adjacent_fail_recovery"].size(), qj["reports"][0]["adjacent_fail"].size());
        QCOMPARE(test::frontierOf(qj["reports"][0]), test::syntheticFrontier());
        QVERIFY(qj["qualification_cost"]["priced"].get<bool>());
        QVERIFY(qj["qualification_cost"]["eur"].get<double>() > 0);
        QCOMPARE(qj["types"][0]["qualification_cost"]["hosts"][0]["host"], "local");
        // show of the base name compares the stored types.
        const auto shown = test::runLumaIn(env, {"show", db, "--campaign", "cli-types"}, 30000);
        QVERIFY2(shown.code == 0, shown.err.c_str());
        QVERIFY2(shown.out.find("* cheapest qualified system: ") != std::string::npos, shown.out.c_str());
        QVERIFY2(shown.out.find("Moving from h100-sxm to another type") != std::string::npos &&
                     shown.out.find("move to mi300x") != std::string::npos,
                 shown.out.c_str());
        QVERIFY(shown.out.find("cli-types@h100-sxm") != std::string::npos);
        // An unknown type is named where it is written, before any run.
        const std::string bad =
            test::writeSyntheticCampaign(m_dir.path().toStdString(), "bad-type", [](nlohmann::json& c) {
                c["space"]["dims"].push_back({{"resource", "accelerator"}, {"levels", {"h100-sxm", "h100"}}});
                c["machine"] = test::machineJson("h100-sxm", 1);
            });
        const auto refused = test::runLumaIn(env, {"qualify", QString::fromStdString(bad), "--db", db}, 30000);
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.find("dims[3].levels[1]: unknown accelerator type \"h100\"") != std::string::npos,
                 refused.err.c_str());
    }

    void theQualificationCostIsStated() {
        // Prices live with the named hosts; a bad one is refused by key.
        const std::string file = path("hosts.json");
        {
            client::HostProfiles hosts(file);
            hosts.add("box", "local", 0.12);
            hosts.add("spotty", "ssh://spot-7", 1.5, true);
            hosts.add("free", "ssh://owned", std::nullopt);
            hosts.save();
        }
        const client::HostProfiles back(file);
        QCOMPARE(back.list().size(), std::size_t(3));
        QCOMPARE(*back.list()[1].eurPerHour, 1.5);
        QVERIFY(back.list()[1].spot && !back.list()[0].spot && !back.list()[2].eurPerHour);
        const auto prices = client::hostPrices(back);
        QCOMPARE(prices.at("local").eurPerHour, 0.12);
        QCOMPARE(prices.at("ssh://spot-7").eurPerHour, 1.5);
        QVERIFY(!prices.count("ssh://owned"));
        std::ofstream(path("bad-hosts.json"))
            << R"({"schema": "luma.hosts/1", "hosts": [{"name": "a", "uri": "local", "eur_per_hour": -1}]})";
        try {
            client::HostProfiles bad(path("bad-hosts.json"));
            QFAIL("a negative price was read");
        } catch (const SpecError& e) {
            QCOMPARE(e.key(), std::string("hosts[0].eur_per_hour"));
        }
        // Two runs of 30 min on local#1 and local#2 (one host as the campaign names it), one of
        // 1 h on the spot host with 4 accelerators, one still running.
        auto record = [](const std::string& host, double hours, std::optional<double> count) {
            RunRecord r;
            r.run.host = host;
            r.run.state = count ? nlohmann::json{{"accelerator_count", *count}} : nlohmann::json::object();
            r.started = 1000;
            r.finished = 1000 + hours * 3600;
            return r;
        };
        std::vector<RunRecord> runs = {record("local#1 (box)", 0.5, std::nullopt),
                                       record("local#2 (box)", 0.5, std::nullopt),
                                       record("ssh://spot-7 (ip-10-0-0-7)", 1.0, 4.0)};
        runs.push_back(record("local#1 (box)", 1, std::nullopt));
        runs.back().finished.reset();
        const QualificationCost cost = qualificationCost(runs, prices, 2);
        QCOMPARE(cost.hosts.size(), std::size_t(2));
        QCOMPARE(cost.hosts[0].host, std::string("local"));
        QCOMPARE(cost.hosts[0].runs, 2LL);
        QCOMPARE(cost.hosts[0].deviceHours, 2.0); // 1 h on the machine's 2 accelerators
        QCOMPARE(cost.hosts[1].deviceHours, 4.0);
        QCOMPARE(cost.eur, 0.12 + 1.5);
        QVERIFY(cost.priced);
        QCOMPARE(cost.stillRunning, 1LL);
        const nlohmann::json j = toJson(cost);
        QCOMPARE(j["hosts"][1]["pricing"], "spot");
        QCOMPARE(j["eur"].get<double>(), 0.12 + 1.5);
        QVERIFY(!qualificationCost({record("ssh://owned", 1, std::nullopt)}, prices, 1).priced);
    }
};

QTEST_GUILESS_MAIN(TestHeterogeneousPool)
#include "tst_heterogeneous_pool.moc"
