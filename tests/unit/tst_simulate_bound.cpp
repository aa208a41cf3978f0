// What a simulation allocates is bounded (README, Reliability): a contract asking `--simulate`
// for 10^9 requests is refused with the limit, naming the key (it died with "internal error:
// std::bad_alloc"), and one within the limit still simulates.
#include "run_luma.h"
#include "specs.h"

#include "core/predict/simulator.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace luma;

class TestSimulateBound : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    // The chat-8b example's contract with `requests` requests, beside a copy of its model.
    QString contractWith(long long requests) {
        const std::string dir = m_dir.path().toStdString();
        std::ifstream in(test::sourcePath("resources/examples/chat-8b/contract.json"));
        nlohmann::json c = nlohmann::json::parse(in);
        c["model"]["hf_config"] = test::sourcePath("resources/examples/chat-8b/llama-3.1-8b.json");
        c["workload"]["arrival"]["requests"] = requests;
        const std::string file = dir + "/requests-" + std::to_string(requests) + ".json";
        std::ofstream(file) << c.dump();
        return QString::fromStdString(file);
    }
    static QString machine() {
        return QString::fromStdString(test::sourcePath("resources/examples/chat-8b/machine.json"));
    }

private slots:
    void aBillionRequestsAreRefusedWithTheLimit() {
        const auto r =
            test::runLuma({"predict", "--contract", contractWith(1'000'000'000), "--machine", machine(), "--simulate"});
        QVERIFY2(r.code == 1, qPrintable(QString::number(r.code) + ": " + r.err));
        QVERIFY2(r.err.contains("workload.arrival.requests") && r.err.contains("at most 1000000 per replica"),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains("internal error"), qPrintable(r.err));
        // The prediction alone needs no simulation: it still answers.
        const auto p = test::runLuma({"predict", "--contract", contractWith(1'000'000'000), "--machine", machine()});
        QVERIFY2(p.code == 0, qPrintable(p.err));
    }
    void withinTheLimitItSimulates() {
        const auto r =
            test::runLuma({"predict", "--contract", contractWith(3000), "--machine", machine(), "--simulate"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("Simulation ("));
    }
};

QTEST_GUILESS_MAIN(TestSimulateBound)
#include "tst_simulate_bound.moc"
