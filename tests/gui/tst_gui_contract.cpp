// The contract document as a user sees it: the form filled from a contract file, core's hash
// and model shape, the live prediction computed off the UI thread (a verdict, the same numbers
// as core's predictor, with the band its figures are read within beside the verdict), core's own
// message at the field for a bad value, and Save writing the JSON `luma predict --contract` reads.
#include "specs.h"

#include "core/catalog/catalog.h"
#include "core/model/contract.h"
#include "core/model/feasibility.h"
#include "core/model/machine.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/util/json_file.h"
#include "core/util/spec_error.h"
#include "ui/charts/bars.h"
#include "ui/documents/contractdocument.h"
#include "ui/documents/predictionpanel.h"
#include "ui/format.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <optional>

using namespace luma;
using namespace luma::ui;

namespace {

const QString kContract = QString::fromStdString(test::sourcePath("resources/examples/chat-8b/contract.json"));

void type(ContractDocument& doc, const QString& key, const QString& text) {
    auto* e = qobject_cast<QLineEdit*>(doc.field(key));
    QVERIFY2(e, qPrintable(key));
    e->selectAll();
    QTest::keyClicks(e, text); // as a user types, key by key
    if (text.isEmpty()) e->clear();
}

bool settled(ContractDocument& doc) { return !doc.evaluationPending(); }

// What core says about the contract file with one value changed: the message the form must show.
QString coreMessage(const std::function<void(nlohmann::json&)>& edit) {
    nlohmann::json doc = readJsonFile(kContract.toStdString());
    edit(doc);
    try {
        parseContract(doc, kContract.toStdString());
    } catch (const SpecError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestGuiContract : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void formShowsTheContractAndItsPrediction() {
        ContractDocument doc;
        doc.resize(1400, 900);
        doc.show();
        QString error;
        QVERIFY2(doc.loadFile(kContract, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc), 20000);
        const Contract c = loadContract(kContract.toStdString());
        QCOMPARE(doc.hashText(), QString::fromStdString(c.hash));
        QCOMPARE(qobject_cast<QLineEdit*>(doc.field(QStringLiteral("name")))->text(), QStringLiteral("chat-8b"));
        QCOMPARE(qobject_cast<QComboBox*>(doc.field(QStringLiteral("precision.weights")))->currentText(),
                 QStringLiteral("fp8"));
        QVERIFY2(doc.modelText().contains(QLatin1String("LlamaForCausalLM")), qPrintable(doc.modelText()));
        QVERIFY2(doc.modelText().contains(QLatin1String("KV")), qPrintable(doc.modelText()));
        // The machine beside the contract was picked up; the verdict is core's.
        const Machine m = loadMachine(test::sourcePath("resources/examples/chat-8b/machine.json"));
        const Prediction p = predict(c, resolveDeployment(m, c.precision, {}, {}));
        PredictionPanel* panel = doc.predictionPanel();
        QCOMPARE(panel->verdict(), p.pass ? QStringLiteral("PASS") : QStringLiteral("FAIL"));
        QVERIFY(panel->binding().startsWith(QLatin1String("Binding: ")));
        auto* throughput = panel->findChild<QLabel*>(QStringLiteral("metric-4"));
        QVERIFY(throughput);
        QCOMPARE(throughput->text(), withUnit(p.throughputTokS, QStringLiteral("tok/s"), 4));
        QVERIFY(panel->findChild<StackedBar*>(QStringLiteral("memory"))->segments().size() >= 4);
        QVERIFY(panel->findChild<MarginBars*>(QStringLiteral("margins"))->bars().size() >= 1);
        QVERIFY(!doc.isModified());
        QVERIFY(!doc.grab().isNull());
    }

    void badValueIsMarkedAtTheFieldWithCoresMessage() {
        ContractDocument doc;
        doc.show();
        QString error;
        QVERIFY(doc.loadFile(kContract, &error));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc), 20000);
        QVERIFY(!doc.predictionPanel()->verdict().isEmpty());

        type(doc, QStringLiteral("workload.output_tokens"), QStringLiteral("0"));
        QVERIFY(doc.isModified());
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc) && !doc.fieldError(QStringLiteral("workload.output_tokens")).isEmpty(),
                                 20000);
        const QString expected = coreMessage([](nlohmann::json& j) { j["workload"]["output_tokens"] = 0; });
        QVERIFY(expected.contains(QLatin1String("must be at least 1")));
        QCOMPARE(doc.fieldError(QStringLiteral("workload.output_tokens")), expected);
        auto* label = doc.findChild<QLabel*>(QStringLiteral("error:workload.output_tokens"));
        QVERIFY(label && label->isVisible());
        QCOMPARE(label->text(), expected);
        QVERIFY(doc.field(QStringLiteral("workload.output_tokens"))->styleSheet().contains(QLatin1String("border")));
        QCOMPARE(doc.predictionPanel()->verdict(), QString()); // no prediction from a bad contract

        // Text where a number belongs: core's type message, at that field only.
        type(doc, QStringLiteral("workload.output_tokens"), QStringLiteral("1000"));
        type(doc, QStringLiteral("slo.ttft_ms_p99"), QStringLiteral("soon"));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc) && !doc.fieldError(QStringLiteral("slo.ttft_ms_p99")).isEmpty(), 20000);
        QCOMPARE(doc.fieldError(QStringLiteral("slo.ttft_ms_p99")),
                 coreMessage([](nlohmann::json& j) { j["slo"]["ttft_ms_p99"] = "soon"; }));
        QCOMPARE(doc.fieldError(QStringLiteral("workload.output_tokens")), QString());

        // Fixed: the marks go and the verdict comes back.
        type(doc, QStringLiteral("slo.ttft_ms_p99"), QStringLiteral("2000"));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc) && !doc.predictionPanel()->verdict().isEmpty(), 20000);
        QCOMPARE(doc.fieldError(QStringLiteral("slo.ttft_ms_p99")), QString());

        // A bad machine file is marked at the machine field.
        const QString badMachine = m_dir.filePath(QStringLiteral("bad-machine.json"));
        std::ofstream(badMachine.toStdString())
            << R"({"schema": "luma.machine/1", "name": "x", "nodes": [{"id": "g", "kind": "accelerator", "type": "h999", "count": 1}]})";
        doc.setMachineFile(badMachine);
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc) && !doc.fieldError(QStringLiteral("machine")).isEmpty(), 20000);
        QVERIFY2(doc.fieldError(QStringLiteral("machine")).contains(QLatin1String("h999")),
                 qPrintable(doc.fieldError(QStringLiteral("machine"))));
    }

    void infeasibleContractIsMarkedWithCoresMessage() {
        // A throughput floor above the offered load: core refuses it, the form shows why at the
        // field, and there is no verdict to act on.
        auto j = test::contractJson("llama-3.1-8b.json", 1000, 256);
        j["workload"]["arrival"] = {{"kind", "poisson"}, {"rate_rps", 10}, {"requests", 1000}};
        j["slo"] = {{"throughput_tok_s_min", 5000}};
        const QString file = m_dir.filePath(QStringLiteral("too-much.json"));
        std::ofstream(file.toStdString()) << j.dump();
        QString expected;
        try {
            requireFeasible(parseContract(j, file.toStdString()));
        } catch (const SpecError& e) {
            expected = QString::fromStdString(e.what());
        }
        QVERIFY(expected.contains(QLatin1String("2560 tok/s")));

        ContractDocument doc;
        doc.show();
        QString error;
        QVERIFY2(doc.loadFile(file, &error), qPrintable(error));
        doc.setMachineFile(QString::fromStdString(test::sourcePath("resources/examples/chat-8b/machine.json")));
        const QString key = QStringLiteral("slo.throughput_tok_s_min");
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc) && !doc.fieldError(key).isEmpty(), 20000);
        QCOMPARE(doc.fieldError(key), expected);
        QCOMPARE(doc.predictionPanel()->verdict(), QString());
    }

    void typingFastShowsTheLastValue() {
        ContractDocument doc;
        doc.show();
        QString error;
        QVERIFY(doc.loadFile(kContract, &error));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc), 20000);
        // Several edits in a row: whatever was computed in between, the screen ends on the last.
        for (const char* v : {"100", "200", "400", "800", "3000"})
            type(doc, QStringLiteral("workload.input_tokens"), QString::fromLatin1(v));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc), 20000);
        nlohmann::json j = readJsonFile(kContract.toStdString());
        j["workload"]["input_tokens"] = 3000;
        const Contract c = parseContract(j, kContract.toStdString());
        const Machine m = loadMachine(test::sourcePath("resources/examples/chat-8b/machine.json"));
        const Prediction p = predict(c, resolveDeployment(m, c.precision, {}, {}));
        QCOMPARE(doc.hashText(), QString::fromStdString(c.hash));
        QCOMPARE(doc.predictionPanel()->findChild<QLabel*>(QStringLiteral("metric-4"))->text(),
                 withUnit(p.throughputTokS, QStringLiteral("tok/s"), 4));
    }

    void saveWritesWhatCoreReads() {
        ContractDocument doc;
        doc.show();
        QString error;
        QVERIFY(doc.loadFile(kContract, &error));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc), 20000);
        type(doc, QStringLiteral("slo.tpot_ms_p99"), QStringLiteral("80"));
        qobject_cast<QComboBox*>(doc.field(QStringLiteral("workload.arrival.kind")))
            ->setCurrentText(QStringLiteral("poisson"));
        type(doc, QStringLiteral("workload.arrival.rate_rps"), QStringLiteral("2.5"));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc), 20000);
        QVERIFY2(doc.fieldError(QStringLiteral("workload.arrival.rate_rps")).isEmpty(),
                 qPrintable(doc.fieldError(QStringLiteral("workload.arrival.rate_rps"))));
        const QString out = m_dir.filePath(QStringLiteral("sub/saved.json"));
        QDir().mkpath(m_dir.filePath(QStringLiteral("sub")));
        QVERIFY2(doc.saveTo(out, &error), qPrintable(error));
        QVERIFY(!doc.isModified());
        const Contract saved = loadContract(out.toStdString()); // the model path resolves beside the new file
        QCOMPARE(saved.slo.tpotMsP99.value_or(0), 80.0);
        QCOMPARE(saved.arrival.kind, ArrivalKind::Poisson);
        QCOMPARE(saved.arrival.rateRps, 2.5);
        QVERIFY(saved.model.has_value());
        const nlohmann::json written = readJsonFile(out.toStdString());
        QVERIFY(written["model"]["hf_config"].is_string());
        QVERIFY(
            QString::fromStdString(written["model"]["hf_config"].get<std::string>()).startsWith(QLatin1String("../")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc), 20000);
        QCOMPARE(doc.hashText(), QString::fromStdString(saved.hash));
    }

    // Beside the verdict badge, how far to read the figures: an uncalibrated, unprofiled accelerator
    // says its figures are estimates (no band claimed), and a thin margin says that only a
    // physical run decides.
    void uncalibratedMachineShowsItsBand() {
        ContractDocument doc;
        doc.resize(1400, 900);
        doc.show();
        QString error;
        QVERIFY2(doc.loadFile(kContract, &error), qPrintable(error));
        // A part the catalog has not calibrated (parts are calibrated one by one as published rows
        // arrive, so the test takes one that is left) that runs the contract.
        const Contract c = loadContract(kContract.toStdString());
        const QString path = m_dir.filePath(QStringLiteral("uncalibrated.json"));
        QString part;
        std::optional<Prediction> p;
        for (const Accelerator& a : Catalog::builtin().accelerators()) {
            if (a.derating.calibrated) continue;
            std::ofstream(path.toStdString()) << test::machineJson(a.type, 1).dump();
            const Prediction q = predict(c, resolveDeployment(loadMachine(path.toStdString()), c, {}, {}));
            if (q.deployable && q.fits) {
                part = QString::fromStdString(a.type);
                p = q;
                break;
            }
        }
        if (!p) QSKIP("every part of the catalog that runs the contract is calibrated");
        doc.setMachineFile(path);
        PredictionPanel* panel = doc.predictionPanel();
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc) && panel->band().contains(part), 20000);
        auto* band = panel->findChild<QLabel*>(QStringLiteral("band"));
        QVERIFY(band && band->isVisible());
        QVERIFY2(
            band->text().startsWith(
                QStringLiteral("Unverified %1 (neither calibrated nor profiled): figures are estimates").arg(part)),
            qPrintable(band->text()));
        QCOMPARE(panel->verdict(), p->pass ? QStringLiteral("PASS") : QStringLiteral("FAIL"));

        // TPOT p99 limit 10 % above core's prediction on this machine, the other limits far
        // away: the TPOT margin decides, inside the band.
        type(doc, QStringLiteral("slo.ttft_ms_p99"), QStringLiteral("1000000"));
        type(doc, QStringLiteral("slo.throughput_tok_s_min"), QStringLiteral("1"));
        type(doc, QStringLiteral("economics.eur_per_mtok_max"), QStringLiteral("1000"));
        type(doc, QStringLiteral("slo.tpot_ms_p99"), QString::number(p->tpotMsP99 / 0.9, 'f', 4));
        QTRY_VERIFY2_WITH_TIMEOUT(settled(doc) && panel->band().contains(QLatin1String("physical run")),
                                  qPrintable(panel->band() + QLatin1Char('|') + panel->note()), 20000);
        QVERIFY2(panel->band().endsWith(
                     QStringLiteral("; the TPOT p99 margin (+10.0\u00a0%) is thin: only a physical run decides")),
                 qPrintable(panel->band()));

        // A calibrated machine with room to spare reads ±15 % and nothing more.
        type(doc, QStringLiteral("slo.tpot_ms_p99"), QStringLiteral("100000"));
        doc.setMachineFile(QString::fromStdString(test::sourcePath("resources/examples/chat-8b/machine.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc) && panel->band().contains(QLatin1String("h100-sxm")), 20000);
        QCOMPARE(panel->band(), QStringLiteral("Calibrated h100-sxm: figures ±15\u00a0%"));
        QVERIFY(!doc.grab().isNull());
    }

    // A Neuron deployment whose TP does not divide the heads pads them, as transformers-neuronx
    // does, and the layout row says so (chat-8b's 32 heads over inf2's 24 NeuronCores at TP 12).
    void neuronMachineShowsItsHeadPadding() {
        ContractDocument doc;
        doc.resize(1400, 900);
        doc.show();
        QString error;
        QVERIFY2(doc.loadFile(kContract, &error), qPrintable(error));
        const QString path = m_dir.filePath(QStringLiteral("inf2.json"));
        std::ofstream(path.toStdString()) << test::machineJson("inf2", 12, 12).dump();
        doc.setMachineFile(path);
        PredictionPanel* panel = doc.predictionPanel();
        auto* layout = panel->findChild<QLabel*>(QStringLiteral("metric-11"));
        QVERIFY(layout);
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc) && layout->text().startsWith(QLatin1String("TP 12")), 20000);
        QVERIFY2(layout->text().contains(QLatin1String("Head padding: attention heads padded 32 -> 48")),
                 qPrintable(layout->text()));

        // An H100 at TP 2 divides them: no padding line.
        doc.setMachineFile(QString::fromStdString(test::sourcePath("resources/examples/chat-8b/machine.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc) && layout->text().startsWith(QLatin1String("TP 2")), 20000);
        QVERIFY2(!layout->text().contains(QLatin1String("padding")), qPrintable(layout->text()));
    }

    void newContractIsModelFree() {
        ContractDocument doc;
        doc.show();
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc), 20000);
        QVERIFY(doc.modelText().contains(QLatin1String("No model")));
        QVERIFY(!doc.predictionPanel()->note().isEmpty());
        doc.setModelConfig(QString::fromStdString(test::sourcePath("resources/examples/tiny/tiny-llama.json")));
        doc.setMachineFile(QString::fromStdString(test::sourcePath("resources/examples/tiny/machine.json")));
        QTRY_VERIFY_WITH_TIMEOUT(settled(doc) && !doc.predictionPanel()->verdict().isEmpty(), 20000);
        QVERIFY(doc.modelText().contains(QLatin1String("LlamaForCausalLM")));
    }
};

QTEST_MAIN(TestGuiContract)
#include "tst_gui_contract.moc"
