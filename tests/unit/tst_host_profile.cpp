// Host profiles (luma.hostprofile/1): they round-trip with their hash, refuse bad input by key,
// become an accelerator the predictor reads as it reads a catalog entry, and `luma hosts profile`
// measures the real local agent's host and reuses the profile a project holds.
#include "host_profile_sample.h"
#include "run_luma.h"
#include "specs.h"

#include "core/model/host_machine.h"
#include "core/model/host_profile.h"
#include "core/model/machine_json.h"
#include "core/model/model_shape.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/util/spec_error.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

namespace {

using luma::test::runLuma;

// A decode-bound contract: one closed-loop client on the tiny bundled model.
luma::Contract decodeContract() {
    nlohmann::json c = luma::test::contractJson("llama-3.1-8b.json", 64, 32, "bf16");
    c["model"]["hf_config"] = luma::readJsonFile(luma::test::sourcePath("resources/examples/tiny/tiny-llama.json"));
    c["workload"]["arrival"] = {{"kind", "closed"}, {"concurrency", 1}, {"requests", 16}};
    return luma::test::contract(c);
}

std::string errorOf(const nlohmann::json& doc) {
    try {
        luma::parseHostProfile(doc, "p.json");
    } catch (const luma::SpecError& e) {
        return e.what();
    }
    return "";
}

} // namespace

class TestHostProfile : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void roundTripsWithTheSameHash() {
        const luma::HostProfile p = luma::test::sampleHostProfile();
        QCOMPARE(QString::fromStdString(p.hash).size(), 64);
        const QString file = m_dir.filePath("profile.json");
        std::ofstream(file.toStdString()) << luma::hostProfileToJson(p).dump(2);
        const luma::HostProfile back = luma::loadHostProfile(file.toStdString());
        QCOMPARE(back.hash, p.hash);
        QCOMPARE(back.streamGbps, p.streamGbps);
        QCOMPARE(back.gemmGflops, p.gemmGflops);
        QVERIFY(p.computeScaling.empty()); // a profile of an older agent: compute scales linearly
        luma::HostProfile scaled = p;
        scaled.computeScaling = {{1, 0.8}, {2, 1.0}};
        scaled = luma::sealHostProfile(scaled);
        QVERIFY(scaled.hash != p.hash);
        QCOMPARE(luma::parseHostProfile(luma::hostProfileToJson(scaled), "p.json").computeScaling,
                 scaled.computeScaling);
        QCOMPARE(back.factsSha256, luma::hostFactsSha256(p.hardware));
        QCOMPARE(luma::sealHostProfile(back).hash, p.hash);
        // Another measurement is another profile.
        QVERIFY(luma::test::sampleHostProfile(21.0).hash != p.hash);
    }

    void refusesBadInputByKey_data() {
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("schema") << "/schema"
                                << R"("luma.machine/1")"
                                << "p.json: schema: expected \"luma.hostprofile/1\"";
        QTest::newRow("negative bandwidth") << "/memory/stream_gbps"
                                            << "-3"
                                            << "p.json: memory.stream_gbps: ";
        QTest::newRow("unknown format") << "/compute/gemm_gflops/fp9"
                                        << "10"
                                        << "p.json: compute.gemm_gflops.fp9: unknown weight format";
        QTest::newRow("edited hardware") << "/hardware/memory_gib"
                                         << "48"
                                         << "p.json: facts_sha256: does not match the hardware facts";
        QTest::newRow("bad agent hash") << "/agent/sha256"
                                        << R"("abc")"
                                        << "p.json: agent.sha256: expected a SHA-256";
        QTest::newRow("misspelt key") << "/overheads/layer_usec"
                                      << "3"
                                      << "p.json: overheads.layer_usec";
        QTest::newRow("no compute units") << "/backend/compute_units"
                                          << "0"
                                          << "p.json: backend.compute_units";
        QTest::newRow("name with a space") << "/name"
                                           << R"("my host")"
                                           << "p.json: name: an accelerator type";
        QTest::newRow("more workers than units")
            << "/compute/scaling"
            << R"({"1": 0.6, "2": 1, "3": 1.2})"
            << "p.json: compute.scaling: \"3\" is not a worker count from 1 to the 2";
        QTest::newRow("scaling without all units") << "/compute/scaling"
                                                   << R"({"1": 0.6})"
                                                   << "p.json: compute.scaling: needs the share of all 2 compute units";
        QTest::newRow("scaling of no workers") << "/compute/scaling"
                                               << R"({"0": 0.1, "2": 1})"
                                               << "p.json: compute.scaling: \"0\" is not a worker count";
        QTest::newRow("scaling key with a leading zero") << "/compute/scaling"
                                                         << R"({"01": 0.6, "2": 1})"
                                                         << "p.json: compute.scaling: \"01\" is not a worker count";
    }
    void refusesBadInputByKey() {
        QFETCH(QString, pointer);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        nlohmann::json doc = luma::hostProfileToJson(luma::test::sampleHostProfile());
        doc[nlohmann::json::json_pointer(pointer.toStdString())] = nlohmann::json::parse(value.toStdString());
        const std::string error = errorOf(doc);
        QVERIFY2(QString::fromStdString(error).startsWith(expected), error.c_str());
    }

    void refusesAMissingKey() {
        nlohmann::json doc = luma::hostProfileToJson(luma::test::sampleHostProfile());
        doc["overheads"].erase("sequence_us");
        QVERIFY2(errorOf(doc).find("p.json: overheads.sequence_us: missing required key") == 0, errorOf(doc).c_str());
    }

    // In a machine, the profile's keys are named under host_profile.
    void aMachineNamesTheProfilesKeys() {
        nlohmann::json m = luma::hostMachineJson(luma::test::sampleHostProfile(), "box", {});
        m["host_profile"]["memory"]["capacity_gib"] = "lots";
        try {
            luma::test::machine(m);
            QFAIL("a bad embedded profile parsed");
        } catch (const luma::SpecError& e) {
            QVERIFY2(std::string(e.what()).find("test-machine.json: host_profile.memory.capacity_gib") == 0, e.what());
        }
    }

    // A profile of known bandwidth predicts the decode step that bandwidth implies: the weights
    // and the KV a step reads, over the measured stream rate (the overheads are zero here).
    void drivesThePredictor() {
        const luma::Contract c = decodeContract();
        const luma::ModelShape& m = *c.model;
        auto tpotMs = [&](double gbps) {
            const luma::Machine machine =
                luma::test::machine(luma::hostMachineJson(luma::test::sampleHostProfile(gbps), "box", {}));
            return luma::predict(c, luma::resolveDeployment(machine, c, {}, {})).tpotMsP50;
        };
        const luma::Machine box =
            luma::test::machine(luma::hostMachineJson(luma::test::sampleHostProfile(20.0), "box", {}));
        QCOMPARE(QString::fromStdString(box.accelerator->type), QString("host-testbox"));
        QCOMPARE(box.accelerator->hbmTbps, 0.02);
        const double bytes = 2.0 * (m.layers * (m.attentionParamsPerLayer + m.denseMlpParams) + m.lmHeadParams);
        const double kv = 2.0 * m.kvElementsPerToken() * (64 + 32); // at most the whole context
        const double at20 = tpotMs(20.0);
        QVERIFY2(at20 >= bytes / 20e9 * 1e3 && at20 <= (bytes + kv) / 20e9 * 1e3,
                 qPrintable(QString("TPOT %1 ms, weights alone %2 ms").arg(at20).arg(bytes / 20e9 * 1e3)));
        QVERIFY(qAbs(tpotMs(40.0) / at20 - 0.5) < 0.01); // twice the bandwidth, half the step
    }

    // A share of the host's CPU has the rate its workers were measured at: one of two workers at
    // 80 % of both gives compute_fraction 0.5 80 % of the rate, and half a worker (a CPU-time
    // quota of 0.5 threads) half of that; without a measured curve, the share is linear.
    void aShareOfTheHostHasItsMeasuredRate() {
        const luma::Contract c = decodeContract();
        luma::HostProfile p = luma::test::sampleHostProfile();
        p.gemmGflops = {{"bf16", 10}, {"int8", 10}, {"int4", 10}};
        auto flops = [&](const luma::HostProfile& profile, double fraction) {
            const luma::Machine m = luma::test::machine(luma::hostMachineJson(profile, "box", {}));
            luma::MachineState state;
            state.computeFraction = fraction;
            return luma::resolveDeployment(m, c, state, {}).flopsPerS / 10e9;
        };
        QCOMPARE(flops(luma::sealHostProfile(p), 0.5), 0.5);
        p.computeScaling = {{1, 0.8}, {2, 1.0}};
        p = luma::sealHostProfile(p);
        QCOMPARE(flops(p, 1.0), 1.0);
        QCOMPARE(flops(p, 0.5), 0.8);
        QCOMPARE(flops(p, 0.25), 0.4);
        QCOMPARE(flops(p, 0.75), 0.75); // two workers under a 1.5-thread quota: 3/4 of both
        // As the agent makes a share: hundredths of a thread, at least one (0.501 of 2 threads is
        // 1.00 thread, one worker at full duty), so a vanishing share is a hundredth, not 0 / 0.
        QCOMPARE(flops(p, 0.501), 0.8);
        QCOMPARE(flops(p, 1e-12), 0.8 * 0.01);
        // Worker counts between measured ones on the line between them: 8 threads measured at 1, 2,
        // 4 and 8; 3 of them halfway between 2 and 4.
        p.computeUnits = 8;
        p.hardware["cpu"]["threads"] = 8;
        p.computeScaling = {{1, 0.2}, {2, 0.35}, {4, 0.6}, {8, 1.0}};
        p = luma::sealHostProfile(p);
        QCOMPARE(flops(p, 3.0 / 8), 0.475);
        QCOMPARE(flops(p, 5.0 / 8), 0.7);
    }

    // Only a CPU host's share is made of worker threads: a GPU profile with a curve is refused.
    void aGpuProfileHasNoWorkerCurve() {
        luma::HostProfile p = luma::test::sampleHostProfile();
        p.backend = "cuda";
        p.computeScaling = {{1, 0.5}, {2, 1.0}};
        QVERIFY2(
            errorOf(luma::hostProfileToJson(luma::sealHostProfile(p))).find("p.json: compute.scaling: only a CPU") == 0,
            errorOf(luma::hostProfileToJson(luma::sealHostProfile(p))).c_str());
    }

    // The measured overheads are the catalog entry's, and --host-profile stands in for a catalog part.
    void becomesACatalogEntry() {
        luma::HostProfile p = luma::test::sampleHostProfile();
        p.iterationOverheadUs = 40;
        p.layerOverheadUs = 3;
        p.sequenceOverheadUs = 2;
        p = luma::sealHostProfile(p);
        const luma::Accelerator a = luma::hostProfileAccelerator(p);
        QCOMPARE(a.derating.stepOverheadUs, 40.0);
        QCOMPARE(a.derating.layerOverheadUs, 3.0);
        QCOMPARE(a.derating.sequenceOverheadUs, 2.0);
        QCOMPARE(a.tflopsFor(luma::Precision::FP8), 1000.0);
        std::string replaced;
        const nlohmann::json doc =
            luma::machineOnHostProfile(luma::test::machineJson("cpu"), p, "test-machine.json", &replaced);
        QCOMPARE(QString::fromStdString(replaced), QString("cpu"));
        const luma::Machine m = luma::test::machine(doc);
        QCOMPARE(m.hostProfileHash, p.hash);
        QCOMPARE(m.accelerator->derating.layerOverheadUs, 3.0);
        // What the workbench's machine editor writes back still carries the profile.
        QVERIFY(luma::sameMachine(luma::test::machine(luma::machineToJson(m)), m));
    }

    // The real local agent, measured with the small probe sizes, then reused from the project.
    void profilesTheLocalHostEndToEnd() {
        const QString db = m_dir.filePath("hosts.luma"), out = m_dir.filePath("local-profile.json");
        const auto first = runLuma({"hosts", "profile", "local", "--quick", "--json", "--db", db, "--out", out});
        QVERIFY2(first.code == 0, qPrintable(first.err));
        const nlohmann::json r1 = nlohmann::json::parse(first.out.toStdString());
        QCOMPARE(r1["reused"].get<bool>(), false);
        const luma::HostProfile p = luma::loadHostProfile(out.toStdString());
        QCOMPARE(QString::fromStdString(p.hash), QString::fromStdString(r1["hash"].get<std::string>()));
        QVERIFY(p.streamGbps > 0 && p.memoryGib > 0 && p.computeUnits >= 1);
        QCOMPARE(p.gemmGflops.size(), std::size_t(3));
        // With more than one worker, the rate of fewer: 1, 2, 4, ... and all of them at 1.
        QCOMPARE(p.computeScaling.size() > 1, p.computeUnits > 1);
        if (p.computeUnits > 1) {
            QCOMPARE(p.computeScaling.at(p.computeUnits), 1.0);
            QVERIFY2(p.computeScaling.at(1) > 0 && p.computeScaling.at(1) < 1.5,
                     qPrintable(QString::number(p.computeScaling.at(1))));
        }
        const auto second = runLuma({"hosts", "profile", "local", "--quick", "--json", "--db", db});
        QVERIFY2(second.code == 0, qPrintable(second.err));
        const nlohmann::json r2 = nlohmann::json::parse(second.out.toStdString());
        QCOMPARE(r2["reused"].get<bool>(), true);
        QCOMPARE(r2["hash"], r1["hash"]);

        // The machine of the measured host predicts the tiny contract; so does the tiny machine
        // with the profile standing in for its catalog CPU.
        const QString machine = m_dir.filePath("machine.json");
        const auto wrote = runLuma({"machine", "from-host", "--host-profile", out, "--out", machine});
        QVERIFY2(wrote.code == 0, qPrintable(wrote.err));
        const QString contract =
            QString::fromStdString(luma::test::sourcePath("resources/examples/tiny/contract.json"));
        const auto predicted = runLuma({"predict", "--contract", contract, "--machine", machine, "--json"});
        QVERIFY2(predicted.code == 0, qPrintable(predicted.err));
        const nlohmann::json j = nlohmann::json::parse(predicted.out.toStdString());
        QCOMPARE(j["machine"]["host_profile"]["hash"], r1["hash"]);
        const QString tiny = QString::fromStdString(luma::test::sourcePath("resources/examples/tiny/machine.json"));
        const auto standIn =
            runLuma({"predict", "--contract", contract, "--machine", tiny, "--host-profile", out, "--json"});
        QVERIFY2(standIn.code == 0, qPrintable(standIn.err));
        QCOMPARE(nlohmann::json::parse(standIn.out.toStdString())["machine"]["host_profile"]["replaced"],
                 nlohmann::json("cpu"));
    }

    // A host that is not there, and a machine without a file to go to, are said plainly.
    void badHostsAndUsage() {
        const auto unknown = runLuma({"hosts", "profile", "no-such-host-xyz", "--quick"});
        QCOMPARE(unknown.code, 1);
        QVERIFY2(unknown.err.contains("no-such-host-xyz"), qPrintable(unknown.err));
        const auto noOut = runLuma({"machine", "from-host", "local"});
        QCOMPARE(noOut.code, 2);
        QVERIFY2(noOut.err.contains("--out"), qPrintable(noOut.err));
        if (!QFile::exists(QStringLiteral("/dev/nvidia0"))) { // a host with an NVIDIA GPU would profile it
            const auto noCuda = runLuma({"hosts", "profile", "local", "--quick", "--backend", "cuda"});
            QCOMPARE(noCuda.code, 1); // no GPU here: the agent's reason, exit 1
            QVERIFY2(noCuda.err.contains("luma hosts profile: host profile, bandwidth: the run failed"),
                     qPrintable(noCuda.err));
        }
        QCOMPARE(runLuma({"hosts", "profile", "local", "--backend", "tpu"}).code, 2);
        const auto both =
            runLuma({"machine", "from-host", "--host-profile", "p.json", "--db", "x.luma", "--out", "m.json"});
        QCOMPARE(both.code, 2);
    }
};

QTEST_GUILESS_MAIN(TestHostProfile)
#include "tst_host_profile.moc"
