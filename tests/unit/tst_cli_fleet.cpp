// The mixed-fleet faces of the CLI, run as a user runs them: `luma predict` on a fleet prints
// the split (text and JSON, and the simulator's verdict with --simulate), `luma fleet` names the
// cheapest mix, and their bad input is refused by name.
#include "run_luma.h"
#include "specs.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

namespace {

using luma::test::runLuma;

nlohmann::json fleetMachine() {
    return {{"schema", "luma.machine/1"},
            {"name", "h100-and-l4"},
            {"nodes",
             {{{"id", "big"}, {"kind", "accelerator"}, {"type", "h100-sxm"}, {"count", 2}},
              {{"id", "small"},
               {"kind", "accelerator"},
               {"type", "l4"},
               {"count", 4},
               {"runtime", {{"tensor_parallel", 1}}}}}}};
}

nlohmann::json poissonContract(double rate) {
    nlohmann::json j = luma::test::contractJson("llama-3.1-8b.json", 1000, 200);
    j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", rate}, {"requests", 2000}};
    j["slo"] = {{"ttft_ms_p99", 2000}, {"tpot_ms_p99", 100}};
    return j;
}

} // namespace

class TestCliFleet : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_contract, m_machine;

    QString write(const QString& name, const nlohmann::json& doc) {
        QString path = m_dir.filePath(name);
        std::ofstream(path.toStdString()) << doc.dump();
        return path;
    }

private slots:
    void initTestCase() {
        m_contract = write("c.json", poissonContract(10));
        m_machine = write("fleet.json", fleetMachine());
    }

    void predictPrintsTheSplit() {
        auto r = runLuma({"predict", "--contract", m_contract, "--machine", m_machine});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        for (const char* part : {"Mixed fleet h100-and-l4", "Split: 10.0 req/s", "big", "small", "capacity req/s",
                                 "share", "Verdict (from the model): "})
            QVERIFY2(r.out.contains(part), qPrintable(part + QString(" in ") + r.out));

        r = runLuma({"predict", "--contract", m_contract, "--machine", m_machine, "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["groups"].size(), std::size_t{2});
        QCOMPARE(j["groups"][1]["layout"]["tp"].get<int>(), 1);
        QCOMPARE(j["verdict_from"].get<std::string>(), std::string("analytic"));
        const double sum = j["groups"][0]["rate_rps"].get<double>() + j["groups"][1]["rate_rps"].get<double>();
        QVERIFY(std::abs(sum - 10) < 1e-9);

        r = runLuma({"predict", "--contract", m_contract, "--machine", m_machine, "--simulate", "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto s = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(s["verdict_from"].get<std::string>(), std::string("simulation"));
        QCOMPARE(s["verdict"], s["simulation"]["verdict"]);
        QVERIFY(s["groups"][0]["simulation"]["ttft_ms_p99"].is_number());

        r = runLuma({"predict", "--contract", m_contract, "--machine", m_machine, "--simulate"});
        QVERIFY2(r.out.contains("Verdict (from the simulation): "), qPrintable(r.out));
        r = runLuma({"predict", "--contract", m_contract, "--machine", m_machine, "--calibration", "x.json"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--calibration is not read for a mixed fleet"), qPrintable(r.err));
    }

    void fleetNamesTheCheapestMix() {
        auto r = runLuma({"fleet", "--contract", m_contract, "--machine", m_machine, "--count", "h100-sxm=0..3",
                          "--count=l4=0..6", "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto j = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(j["mixes"].get<long long>(), 4LL * 7 - 1);
        QVERIFY2(j["cheapest"].is_object(), qPrintable(r.out));
        QCOMPARE(j["cheapest"]["verdict"].get<std::string>(), std::string("PASS"));
        QVERIFY(j["cheapest_single_type"].is_object());
        QVERIFY(j["saving"].get<double>() >= 0);
        QCOMPARE(j["per_type"].size(), std::size_t{2});

        r = runLuma(
            {"fleet", "--contract", m_contract, "--machine", m_machine, "--count", "h100-sxm=0..3", "--simulate"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("Cheapest mix: ") && r.out.contains("l4 alone (4..4)"), qPrintable(r.out));
        QVERIFY2(r.out.contains("Verdict (from the simulation): "), qPrintable(r.out));
        // The L4s stay at the file's 4, so the H100s are never alone.
        QVERIFY2(r.out.contains("h100-sxm alone (0..3): not tried"), qPrintable(r.out));

        // explore over counts is the same search.
        const auto viaExplore = runLuma({"explore", "--contract", m_contract, "--machine", m_machine, "--count",
                                         "h100-sxm=0..3", "--count=l4=0..6", "--json"});
        QVERIFY2(viaExplore.code == 0, qPrintable(viaExplore.err));
        QCOMPARE(nlohmann::json::parse(viaExplore.out.toStdString())["cheapest"], j["cheapest"]);

        // With a headroom the mix keeps that share of its SLO capacity free, and says how near it runs.
        r = runLuma({"fleet", "--contract", m_contract, "--machine", m_machine, "--count", "h100-sxm=0..3",
                     "--count=l4=0..6", "--headroom", "0.3", "--json"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const auto roomy = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(roomy["headroom"].get<double>(), 0.3);
        QVERIFY2(roomy["cheapest"].is_object(), qPrintable(r.out));
        QVERIFY(roomy["cheapest"]["rate_rps"].get<double>() <=
                0.7 * roomy["cheapest"]["slo_capacity_rps"].get<double>());
        r = runLuma({"fleet", "--contract", m_contract, "--machine", m_machine, "--count", "h100-sxm=0..3",
                     "--headroom", "0.3"});
        QVERIFY2(r.out.contains("% of its SLO capacity (at most 70.0% with --headroom)"), qPrintable(r.out));
    }

    void badInputIsNamed() {
        auto r = runLuma({"fleet", "--contract", m_contract, "--machine", m_machine, "--count", "a100-80g=0..2"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("no replica group of that type") && r.err.contains("h100-sxm l4"), qPrintable(r.err));
        r = runLuma({"fleet", "--contract", m_contract, "--machine", m_machine, "--count", "l4=5..2"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--count expects TYPE=N or TYPE=MIN..MAX"), qPrintable(r.err));
        r = runLuma({"fleet", "--contract", m_contract, "--machine", m_machine, "--headroom", "1"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--headroom is the share of SLO capacity a mix keeps free, below 1"),
                 qPrintable(r.err));
        // The single-machine commands refuse a fleet, saying which read it.
        const QString space = write("s.json", {{"schema", "luma.space/1"},
                                               {"dims", {{{"resource", "accelerator_count"}, {"levels", {1, 2}}}}}});
        r = runLuma({"explore", "--contract", m_contract, "--machine", m_machine, "--space", space});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("nodes[1]") && r.err.contains("luma fleet"), qPrintable(r.err));
        const QString offline = write("offline.json", luma::test::contractJson());
        r = runLuma({"predict", "--contract", offline, "--machine", m_machine});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("workload.arrival.kind") && r.err.contains("Poisson"), qPrintable(r.err));
    }
};

QTEST_APPLESS_MAIN(TestCliFleet)
#include "tst_cli_fleet.moc"
