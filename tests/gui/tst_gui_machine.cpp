// The machine canvas as a user sees it: the example machine drawn as cards and links with
// their labels; palette drops, drags, Shift+drag links and inspector edits each undone and
// redone exactly; a machine saved by the canvas read back by core as the same machine, and one
// drawn from an empty canvas predicting what the hand-written file predicts; PNG and SVG
// export; core's own message for a bad value, with the model unchanged; the window's wiring.
#include "specs.h"

#include "core/model/contract.h"
#include "core/model/fleet.h"
#include "core/model/machine.h"
#include "core/model/machine_json.h"
#include "core/predict/deployment.h"
#include "core/predict/predictor.h"
#include "core/util/json_file.h"
#include "core/util/spec_error.h"
#include "ui/documents/machinedocument.h"
#include "ui/machine/linkitem.h"
#include "ui/machine/machinegraph.h"
#include "ui/machine/machineinspector.h"
#include "ui/machine/machinepalette.h"
#include "ui/machine/machinescene.h"
#include "ui/machine/machineview.h"
#include "ui/machine/nodeitem.h"
#include "ui/mainwindow.h"
#include "ui/translations.h"

#include <QAction>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QXmlStreamReader>
#include <QtTest>

using namespace luma;
using namespace luma::ui;

namespace {

const QString kMachine = QString::fromStdString(test::sourcePath("resources/examples/chat-8b/machine.json"));
const QString kContract = QString::fromStdString(test::sourcePath("resources/examples/chat-8b/contract.json"));

QPoint onScreen(MachineDocument& doc, const QString& id) {
    NodeItem* n = doc.scene()->nodeItem(id);
    return doc.view()->mapFromScene(n->sceneBoundingRect().center() + QPointF(0, 20)); // below the title band
}

void select(MachineDocument& doc, const QString& id) {
    QTest::mouseClick(doc.view()->viewport(), Qt::LeftButton, {}, onScreen(doc, id));
    QCOMPARE(doc.scene()->selectedNodeIds(), QStringList{id});
}

void type(MachineDocument& doc, const QString& key, const QString& text) {
    auto* e = qobject_cast<QLineEdit*>(doc.inspector()->field(key));
    QVERIFY2(e, qPrintable(key));
    e->setFocus();
    e->selectAll();
    if (text.isEmpty())
        QTest::keyClick(e, Qt::Key_Delete);
    else
        QTest::keyClicks(e, text);
    QTest::keyClick(e, Qt::Key_Return);
}

void choose(MachineDocument& doc, const QString& key, const QString& text) {
    auto* c = qobject_cast<QComboBox*>(doc.inspector()->field(key));
    QVERIFY2(c, qPrintable(key));
    const int i = c->findText(text);
    QVERIFY2(i >= 0, qPrintable(text));
    c->setCurrentIndex(i);
    Q_EMIT c->activated(i);
}

// A palette card dropped on the canvas at `at` (view coordinates), as a drag would deliver it.
void drop(MachineDocument& doc, const QString& card, QPoint at) {
    QListWidgetItem* item = doc.palette()->card(card);
    QVERIFY2(item, qPrintable(card));
    QMimeData mime;
    mime.setData(QString::fromLatin1(kNodeMimeType), item->data(MachinePalette::NodeRole).toString().toUtf8());
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(doc.view()->viewport(), &enter);
    QDragMoveEvent move(at, Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(doc.view()->viewport(), &move);
    QDropEvent dropped(at, Qt::CopyAction, &mime, Qt::LeftButton, {});
    QApplication::sendEvent(doc.view()->viewport(), &dropped);
}

void drag(QWidget* viewport, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {}) {
    QTest::mousePress(viewport, Qt::LeftButton, modifiers, from);
    for (int i = 1; i <= 5; ++i) QTest::mouseMove(viewport, from + (to - from) * i / 5);
    QTest::mouseRelease(viewport, Qt::LeftButton, modifiers, to);
}

QString coreMessage(nlohmann::json doc, const std::function<void(nlohmann::json&)>& edit, const QString& origin) {
    edit(doc);
    try {
        parseMachine(doc, origin.toStdString());
    } catch (const SpecError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

QStringList nodeTitles(MachineDocument& doc) {
    QStringList titles;
    for (NodeItem* n : doc.scene()->nodeItems()) titles << n->text().title;
    return titles;
}

Machine withoutLayout(Machine m) {
    m.layout.clear();
    return m;
}

void comparePredictions(const Machine& drawn, const Machine& written) {
    const Contract c = loadContract(kContract.toStdString());
    const Prediction a = predict(c, resolveDeployment(drawn, c.precision, {}, {}));
    const Prediction b = predict(c, resolveDeployment(written, c.precision, {}, {}));
    QCOMPARE(a.pass, b.pass);
    QCOMPARE(a.throughputTokS, b.throughputTokS);
    QCOMPARE(a.ttftMsP99, b.ttftMsP99);
    QCOMPARE(a.tpotMsP99, b.tpotMsP99);
    QCOMPARE(a.eurPerMtok, b.eurPerMtok);
    QCOMPARE(a.kvCapacityGib, b.kvCapacityGib);
    QVERIFY(a.throughputTokS > 0);
}

} // namespace

class TestGuiMachine : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void cleanup() { installLanguage(QStringLiteral("en")); } // a failed check leaves no language behind

    void exampleIsDrawnWithItsLabels() {
        MachineDocument doc;
        doc.resize(1400, 800);
        doc.show();
        QString error;
        QVERIFY2(doc.loadFile(kMachine, &error), qPrintable(error));
        QCOMPARE(doc.title(), QStringLiteral("Machine h100x2"));
        QCOMPARE(doc.scene()->nodeItems().size(), 3);
        QCOMPARE(nodeTitles(doc), (QStringList{QStringLiteral("2 × H100 SXM5 80GB"), QStringLiteral("nvlink"),
                                               QStringLiteral("Host DRAM")}));
        const NodeText gpu = doc.scene()->nodeItem(QStringLiteral("gpu"))->text();
        QCOMPARE(gpu.subtitle, QStringLiteral("accelerator · gpu"));
        QVERIFY2(gpu.figures.join(' ').contains(QLatin1String("80 GiB HBM")), qPrintable(gpu.figures.join(' ')));
        QVERIFY2(gpu.figures.join(' ').contains(QLatin1String("700 W")), qPrintable(gpu.figures.join(' ')));
        QVERIFY2(
            doc.scene()->nodeItem(QStringLiteral("dram"))->text().figures.join(' ').contains(QLatin1String("1024 GiB")),
            qPrintable(doc.scene()->nodeItem(QStringLiteral("dram"))->text().figures.join(' ')));
        QCOMPARE(doc.scene()->nodeItem(QStringLiteral("nvl"))->text().figures, QStringList{QStringLiteral("450 GB/s")});
        QCOMPARE(doc.scene()->linkItems().size(), 2);
        for (LinkItem* l : doc.scene()->linkItems()) QCOMPARE(l->from()->id(), QStringLiteral("gpu"));
        // Auto-layout put the accelerator first and its neighbours beside it, no card over another.
        const auto cards = doc.scene()->nodeItems();
        for (int i = 0; i < cards.size(); ++i)
            for (int j = i + 1; j < cards.size(); ++j)
                QVERIFY(!cards[i]->sceneBoundingRect().intersects(cards[j]->sceneBoundingRect()));
        QVERIFY(cards[0]->x() < cards[1]->x());
        // The line under the canvas is core's verdict on the machine.
        QVERIFY2(doc.problemText().contains(QStringLiteral("2 × h100-sxm")) &&
                     doc.problemText().contains(QLatin1String("TP 2")),
                 qPrintable(doc.problemText()));
        QVERIFY(!doc.isModified());
        // A link's bandwidth is its label.
        QCOMPARE(doc.graph()->setLinkProperty(0, QStringLiteral("bandwidth_gbps"), QStringLiteral("900")), QString());
        QCOMPARE(doc.scene()->linkItems().at(0)->label(), QStringLiteral("900 GB/s"));
        QVERIFY(doc.isModified());
        QVERIFY(doc.title().endsWith(QLatin1String("*")));
        // The palette holds the catalog's accelerators and every other kind.
        for (const char* card : {"H100 SXM5 80GB", "H200 SXM 141GB", "B200 180GB", "MI300X 192GB", "Trainium2",
                                 "TPU v5e", "Host DRAM", "CXL memory", "NVLink", "NVMe storage", "Power budget"})
            QVERIFY2(doc.palette()->card(QString::fromLatin1(card)), card);
    }

    void editsUndoAndRedoExactly() {
        MachineDocument doc;
        doc.resize(1400, 800);
        doc.show();
        QString error;
        QVERIFY(doc.loadFile(kMachine, &error));
        QVERIFY(QTest::qWaitForWindowExposed(&doc));
        QUndoStack* undo = doc.undoStack();
        std::vector<nlohmann::json> states{doc.graph()->document()};

        // Add: a storage card dropped onto the canvas.
        drop(doc, QStringLiteral("NVMe storage"), doc.view()->viewport()->rect().center() + QPoint(0, 200));
        QCOMPARE(doc.scene()->nodeItems().size(), 4);
        QVERIFY(doc.scene()->nodeItem(QStringLiteral("nvme")));
        QCOMPARE(doc.scene()->selectedNodeIds(), QStringList{QStringLiteral("nvme")});
        states.push_back(doc.graph()->document());

        // Move: the new card dragged by the mouse, one undo step for the whole drag.
        const QPointF before = doc.scene()->nodeItem(QStringLiteral("nvme"))->pos();
        const QPoint at = onScreen(doc, QStringLiteral("nvme"));
        drag(doc.view()->viewport(), at, at + QPoint(120, 60));
        const QPointF after = doc.scene()->nodeItem(QStringLiteral("nvme"))->pos();
        QVERIFY2((after - before).manhattanLength() > 100,
                 qPrintable(QStringLiteral("%1,%2").arg(after.x()).arg(after.y())));
        QCOMPARE(doc.graph()->position(QStringLiteral("nvme")), after);
        QCOMPARE(undo->count(), 2);
        states.push_back(doc.graph()->document());

        // Connect: Shift+drag from the host memory to the storage.
        drag(doc.view()->viewport(), onScreen(doc, QStringLiteral("dram")), onScreen(doc, QStringLiteral("nvme")),
             Qt::ShiftModifier);
        QCOMPARE(doc.scene()->linkItems().size(), 3);
        QCOMPARE(QString::fromStdString(doc.graph()->link(2).value("to", "")), QStringLiteral("nvme"));
        QCOMPARE(doc.graph()->position(QStringLiteral("dram")),
                 doc.scene()->nodeItem(QStringLiteral("dram"))->pos()); // not moved
        states.push_back(doc.graph()->document());

        // Edit: the accelerators' count in the inspector, and the runtime's TP with nothing selected.
        select(doc, QStringLiteral("gpu"));
        type(doc, QStringLiteral("count"), QStringLiteral("4"));
        QCOMPARE(doc.inspector()->error(), QString());
        QCOMPARE(doc.scene()->nodeItem(QStringLiteral("gpu"))->text().title, QStringLiteral("4 × H100 SXM5 80GB"));
        states.push_back(doc.graph()->document());
        doc.scene()->clearSelection();
        type(doc, QStringLiteral("runtime.tensor_parallel"), QStringLiteral("4"));
        QCOMPARE(doc.inspector()->error(), QString());
        states.push_back(doc.graph()->document());
        choose(doc, QStringLiteral("runtime.kv_admission"), QStringLiteral("incremental"));
        QCOMPARE(doc.graph()->document()["runtime"]["kv_admission"], nlohmann::json("incremental"));
        states.push_back(doc.graph()->document());
        // The serving stack: the catalog's stacks, each described in the tooltip.
        const QString stackTip = doc.inspector()->field(QStringLiteral("runtime.serving_stack"))->toolTip();
        QVERIFY2(stackTip.contains(QLatin1String("tensorrt-llm-pytorch: NVIDIA TensorRT-LLM's PyTorch backend")),
                 qPrintable(stackTip));
        choose(doc, QStringLiteral("runtime.serving_stack"), QStringLiteral("tensorrt-llm"));
        QCOMPARE(doc.graph()->document()["runtime"]["serving_stack"], nlohmann::json("tensorrt-llm"));
        QCOMPARE(doc.inspector()->error(), QString());
        QVERIFY2(doc.problemText().contains(QStringLiteral(", served by tensorrt-llm ·")),
                 qPrintable(doc.problemText()));
        states.push_back(doc.graph()->document());

        // Remove the host memory: its links go with it.
        select(doc, QStringLiteral("dram"));
        doc.findChild<QAction*>(QStringLiteral("machine-delete"))->trigger();
        QCOMPARE(doc.scene()->nodeItems().size(), 3);
        QCOMPARE(doc.scene()->linkItems().size(), 1);
        states.push_back(doc.graph()->document());

        // Auto-layout is one step too.
        doc.findChild<QAction*>(QStringLiteral("machine-layout"))->trigger();
        states.push_back(doc.graph()->document());

        QCOMPARE(undo->count(), static_cast<int>(states.size()) - 1);
        for (int i = static_cast<int>(states.size()) - 2; i >= 0; --i) {
            undo->undo();
            QCOMPARE(doc.graph()->document(), states[static_cast<std::size_t>(i)]);
            QCOMPARE(doc.scene()->nodeItems().size(),
                     static_cast<int>(states[static_cast<std::size_t>(i)]["nodes"].size()));
        }
        QVERIFY(!doc.isModified());
        QCOMPARE(nodeTitles(doc).front(), QStringLiteral("2 × H100 SXM5 80GB"));
        for (std::size_t i = 1; i < states.size(); ++i) {
            undo->redo();
            QCOMPARE(doc.graph()->document(), states[i]);
            const QStringList ids = doc.graph()->nodeIds();
            for (const QString& id : ids) QCOMPARE(doc.scene()->nodeItem(id)->pos(), doc.graph()->position(id));
        }
    }

    void savedMachineIsTheSameMachine() {
        MachineDocument doc;
        QString error;
        QVERIFY(doc.loadFile(kMachine, &error));
        const QString out = m_dir.filePath(QStringLiteral("saved.json"));
        QVERIFY2(doc.saveTo(out, &error), qPrintable(error));
        QVERIFY(!doc.isModified());
        const Machine saved = loadMachine(out.toStdString());
        const Machine written = loadMachine(kMachine.toStdString());
        QVERIFY(!saved.layout.empty()); // the canvas keeps where its cards are
        QVERIFY(sameMachine(withoutLayout(saved), written));
        comparePredictions(saved, written);
        // Reopened, the cards are where they were saved, and saving again writes the same bytes.
        MachineDocument again;
        QVERIFY(again.loadFile(out, &error));
        for (const QString& id : doc.graph()->nodeIds())
            QCOMPARE(again.scene()->nodeItem(id)->pos(), doc.scene()->nodeItem(id)->pos());
        QCOMPARE(again.machineJson(), doc.machineJson());
    }

    // A runtime choice's first item is the parser's default in every language: chosen, it leaves
    // the key out (it once wrote the German label, "Standard (reserve)", into the file).
    void theDefaultChoiceLeavesTheKeyOutInEveryLanguage() {
        QCOMPARE(installLanguage(QStringLiteral("de")), QStringLiteral("de"));
        MachineDocument doc;
        QString error;
        QVERIFY2(doc.loadFile(kMachine, &error), qPrintable(error));
        doc.scene()->clearSelection();
        for (const char* key : {"runtime.kv_admission", "runtime.serving_stack", "runtime.chunked_prefill"}) {
            auto* c = qobject_cast<QComboBox*>(doc.inspector()->field(QString::fromLatin1(key)));
            QVERIFY2(c && c->count() > 2, key);
            QVERIFY2(!c->itemText(0).startsWith(QLatin1String("default")), qPrintable(c->itemText(0))); // translated
            choose(doc, QString::fromLatin1(key), c->itemText(2));
            QVERIFY2(doc.graph()->document()["runtime"].contains(std::string(key).substr(8)), key);
            choose(doc, QString::fromLatin1(key), c->itemText(0));
            QVERIFY2(!doc.graph()->document()["runtime"].contains(std::string(key).substr(8)),
                     qPrintable(QString::fromStdString(doc.graph()->document()["runtime"].dump())));
            QCOMPARE(doc.inspector()->error(), QString());
        }
    }

    void machineDrawnFromScratchPredictsLikeTheFile() {
        MachineDocument doc;
        doc.resize(1400, 800);
        doc.show();
        QVERIFY(QTest::qWaitForWindowExposed(&doc));
        QVERIFY2(doc.problemText().contains(QLatin1String("nodes")),
                 qPrintable(doc.problemText())); // core: no nodes yet
        const QPoint c = doc.view()->viewport()->rect().center();
        drop(doc, QStringLiteral("H100 SXM5 80GB"), c - QPoint(250, 0));
        drop(doc, QStringLiteral("NVLink"), c + QPoint(150, -120));
        drop(doc, QStringLiteral("Host DRAM"), c + QPoint(150, 120));
        QCOMPARE(doc.graph()->nodeIds(),
                 (QStringList{QStringLiteral("h100-sxm"), QStringLiteral("nvlink"), QStringLiteral("host-dram")}));
        select(doc, QStringLiteral("h100-sxm"));
        type(doc, QStringLiteral("count"), QStringLiteral("2"));
        type(doc, QStringLiteral("id"), QStringLiteral("gpu"));
        QCOMPARE(doc.scene()->selectedNodeIds(), QStringList{QStringLiteral("gpu")}); // renamed, still selected
        select(doc, QStringLiteral("host-dram"));
        type(doc, QStringLiteral("capacity_gib"), QStringLiteral("1024"));
        type(doc, QStringLiteral("bandwidth_gbps"), QStringLiteral("200"));
        for (const char* to : {"nvlink", "host-dram"}) {
            doc.scene()->clearSelection();
            doc.scene()->nodeItem(QStringLiteral("gpu"))->setSelected(true);
            doc.scene()->nodeItem(QString::fromLatin1(to))->setSelected(true);
            doc.findChild<QAction*>(QStringLiteral("machine-link"))->trigger();
        }
        QCOMPARE(doc.scene()->linkItems().size(), 2);
        doc.scene()->clearSelection();
        type(doc, QStringLiteral("name"), QStringLiteral("h100x2"));
        type(doc, QStringLiteral("runtime.tensor_parallel"), QStringLiteral("2"));
        QCOMPARE(doc.inspector()->error(), QString());
        QVERIFY2(doc.problemText().startsWith(QStringLiteral("✓")), qPrintable(doc.problemText()));

        const QString out = m_dir.filePath(QStringLiteral("drawn.json"));
        QString error;
        QVERIFY2(doc.saveTo(out, &error), qPrintable(error));
        comparePredictions(loadMachine(out.toStdString()), loadMachine(kMachine.toStdString()));
    }

    void exportsPngAndSvg() {
        MachineDocument doc;
        doc.resize(1200, 700);
        doc.show();
        QString error;
        QVERIFY(doc.loadFile(kMachine, &error));
        const QString png = m_dir.filePath(QStringLiteral("machine.png")),
                      svg = m_dir.filePath(QStringLiteral("machine.svg"));
        QVERIFY2(doc.exportImage(png, &error), qPrintable(error));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 600 && image.height() > 200);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 5, "the PNG shows the drawing, not a blank page");

        QVERIFY2(doc.exportImage(svg, &error), qPrintable(error));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString root, text;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement && root.isEmpty()) root = xml.name().toString();
            if (xml.isCharacters()) text += xml.text();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(root, QStringLiteral("svg"));
        for (const char* label : {"H100 SXM5 80GB", "nvlink", "Host DRAM", "450 GB/s"})
            QVERIFY2(text.contains(QLatin1String(label)), label);

        QVERIFY(!doc.exportImage(m_dir.filePath(QStringLiteral("machine.bmp")), &error));
        QVERIFY2(error.contains(QLatin1String("machine.bmp")) && error.contains(QLatin1String("png, svg")),
                 qPrintable(error));
    }

    void badValueShowsCoresMessageAndChangesNothing() {
        MachineDocument doc;
        doc.resize(1400, 800);
        doc.show();
        QString error;
        QVERIFY(doc.loadFile(kMachine, &error));
        QVERIFY(QTest::qWaitForWindowExposed(&doc));
        const nlohmann::json original = doc.graph()->document();
        const QString origin = doc.graph()->origin();
        select(doc, QStringLiteral("gpu"));

        type(doc, QStringLiteral("count"), QStringLiteral("many"));
        const QString typeMessage = coreMessage(
            original, [](nlohmann::json& j) { j["nodes"][0]["count"] = "many"; }, origin);
        QVERIFY(!typeMessage.isEmpty());
        QCOMPARE(doc.inspector()->error(), typeMessage);
        QCOMPARE(doc.inspector()->errorField(), QStringLiteral("count"));
        QVERIFY(doc.inspector()->findChild<QLabel*>(QStringLiteral("inspector-error"))->isVisible());
        QVERIFY(doc.inspector()->field(QStringLiteral("count"))->styleSheet().contains(QLatin1String("border")));
        QCOMPARE(qobject_cast<QLineEdit*>(doc.inspector()->field(QStringLiteral("count")))->text(),
                 QStringLiteral("many")); // kept as typed
        QCOMPARE(doc.graph()->document(), original);
        QCOMPARE(doc.undoStack()->count(), 0);

        type(doc, QStringLiteral("capacity_gib"), QStringLiteral("200"));
        const QString capacity = coreMessage(
            original, [](nlohmann::json& j) { j["nodes"][0]["capacity_gib"] = 200; }, origin);
        QVERIFY2(capacity.contains(QLatin1String("80 GiB")), qPrintable(capacity));
        QCOMPARE(doc.inspector()->error(), capacity);
        QCOMPARE(doc.inspector()->errorField(), QStringLiteral("capacity_gib"));
        QVERIFY(doc.inspector()->field(QStringLiteral("count"))->styleSheet().isEmpty());
        QCOMPARE(doc.graph()->document(), original);

        // TP that does not divide the accelerators: the runtime's own message.
        doc.scene()->clearSelection();
        type(doc, QStringLiteral("runtime.tensor_parallel"), QStringLiteral("3"));
        QVERIFY2(doc.inspector()->error().contains(QLatin1String("must divide the accelerator count")),
                 qPrintable(doc.inspector()->error()));
        QCOMPARE(doc.graph()->document(), original);

        // A second accelerator of the same type dropped on the canvas is refused with core's reason
        // (one of another type makes a mixed fleet: aMixedFleetIsDrawnAndSaved).
        drop(doc, QStringLiteral("H100 SXM5 80GB"), doc.view()->viewport()->rect().center());
        QVERIFY2(doc.problemText().contains(QLatin1String("a second accelerator node")), qPrintable(doc.problemText()));
        QCOMPARE(doc.graph()->document(), original);
        QCOMPARE(doc.undoStack()->count(), 0);

        // A good value clears the marks.
        type(doc, QStringLiteral("runtime.tensor_parallel"), QStringLiteral("1"));
        QCOMPARE(doc.inspector()->error(), QString());
        QCOMPARE(doc.undoStack()->count(), 1);

        // A file core refuses does not open, and says why.
        const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(
            R"({"schema": "luma.machine/1", "name": "x", "nodes": [{"id": "g", "kind": "accelerator", "type": "h999"}]})");
        b.close();
        MachineDocument other;
        QVERIFY(!other.loadFile(bad, &error));
        QVERIFY2(error.contains(QLatin1String("h999")) && error.contains(QLatin1String("bad.json")), qPrintable(error));
    }

    // A mixed fleet (accelerator nodes of several types, core/model/fleet.h) opens, says what its
    // replica groups are, takes another type as a new group and refuses a second node of a type it
    // has with core's reason, and saves a file `luma predict` reads as the same fleet.
    void aMixedFleetIsDrawnAndSaved() {
        const QString file = QString::fromStdString(test::sourcePath("resources/examples/mixed-fleet/fleet.json"));
        MachineDocument doc;
        doc.resize(1400, 800);
        doc.show();
        QString error;
        QVERIFY2(doc.loadFile(file, &error), qPrintable(error));
        QCOMPARE(doc.scene()->nodeItems().size(), 6);
        QVERIFY2(doc.problemText().startsWith(QStringLiteral("✓ six-types: a mixed fleet of 6 replica groups (1 × "
                                                             "h100-sxm, 1 × h200, 1 × a100-80g, 1 × mi300x, 1 × l40s, "
                                                             "2 × l4)")),
                 qPrintable(doc.problemText()));
        QVERIFY(doc.graph()->isFleet());

        const nlohmann::json original = doc.graph()->document();
        drop(doc, QStringLiteral("H200 SXM 141GB"), doc.view()->viewport()->rect().center());
        QVERIFY2(doc.problemText().contains(QLatin1String("a fleet holds one replica group per type")),
                 qPrintable(doc.problemText()));
        QCOMPARE(doc.graph()->document(), original);
        drop(doc, QStringLiteral("B200 180GB"), doc.view()->viewport()->rect().center());
        QCOMPARE(doc.scene()->nodeItems().size(), 7);
        QVERIFY2(doc.problemText().contains(QLatin1String("a mixed fleet of 7 replica groups")) &&
                     doc.problemText().contains(QStringLiteral("1 × b200")),
                 qPrintable(doc.problemText()));

        const QString out = m_dir.filePath(QStringLiteral("fleet.json"));
        QVERIFY2(doc.saveTo(out, &error), qPrintable(error));
        const Fleet saved = loadFleet(out.toStdString());
        QCOMPARE(saved.groups.size(), std::size_t(7));
        QCOMPARE(QString::fromStdString(saved.groups.back().machine.accelerator->type), QStringLiteral("b200"));
        MachineDocument again;
        QVERIFY2(again.loadFile(out, &error), qPrintable(error));
        QCOMPARE(again.scene()->nodeItems().size(), 7);

        // Removing types down to one makes it a machine again, with a machine's verdict line.
        doc.graph()->remove({QStringLiteral("h200"), QStringLiteral("a100"), QStringLiteral("mi300x"),
                             QStringLiteral("l40s"), QStringLiteral("l4"), doc.graph()->nodeIds().last()});
        QVERIFY(!doc.graph()->isFleet());
        QVERIFY2(doc.problemText().contains(QStringLiteral("1 × h100-sxm")), qPrintable(doc.problemText()));

        // A fleet with two nodes of one type does not open, and says where.
        nlohmann::json twice = readJsonFile(file.toStdString());
        twice["nodes"][1]["type"] = "h100-sxm";
        const QString bad = m_dir.filePath(QStringLiteral("twice.json"));
        QFile b(bad);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(QByteArray::fromStdString(twice.dump()));
        b.close();
        MachineDocument other;
        QVERIFY(!other.loadFile(bad, &error));
        QVERIFY2(error.contains(QLatin1String("twice.json: nodes[1].type: a second accelerator node of type h100-sxm")),
                 qPrintable(error));
    }

    void zoomAndPan() {
        MachineDocument doc;
        doc.resize(1200, 700);
        doc.show();
        QString error;
        QVERIFY(doc.loadFile(kMachine, &error));
        QVERIFY(QTest::qWaitForWindowExposed(&doc));
        MachineView* view = doc.view();
        const double z0 = view->zoom();
        QWheelEvent wheel(QPointF(view->viewport()->rect().center()),
                          view->viewport()->mapToGlobal(QPointF(view->viewport()->rect().center())), QPoint(),
                          QPoint(0, 240), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view->viewport(), &wheel);
        QVERIFY2(view->zoom() > z0 * 1.2, qPrintable(QString::number(view->zoom())));
        const double z1 = view->zoom();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Minus);
        QVERIFY(view->zoom() < z1);
        // Middle-button drag pans: the scene point under the view's centre moves.
        const QPointF centre = view->mapToScene(view->viewport()->rect().center());
        QTest::mousePress(view->viewport(), Qt::MiddleButton, {}, QPoint(400, 300));
        QTest::mouseMove(view->viewport(), QPoint(300, 250));
        QTest::mouseRelease(view->viewport(), Qt::MiddleButton, {}, QPoint(300, 250));
        QVERIFY(view->mapToScene(view->viewport()->rect().center()) != centre);
    }

    void windowOpensEditsAndUndoesAMachine() {
        MainWindow::Options options;
        options.persistent = false;
        MainWindow w(options);
        w.show();
        QString error;
        MachineDocument* doc = w.openMachineFile(kMachine, &error);
        QVERIFY2(doc, qPrintable(error));
        QCOMPARE(w.documents()->tabText(w.documents()->currentIndex()), QStringLiteral("Machine h100x2"));
        QVERIFY(w.action(QStringLiteral("export"))->isEnabled());
        QCOMPARE(w.openMachineFile(kMachine, &error), doc); // one tab per file
        doc->graph()->autoLayout();
        doc->graph()->moveNodes({{QStringLiteral("nvl"), QPointF(900, 900)}});
        QCOMPARE(w.documents()->tabText(w.documents()->currentIndex()), QStringLiteral("Machine h100x2 *"));
        doc->view()->setFocus();
        w.action(QStringLiteral("undo"))->trigger();
        QVERIFY(doc->graph()->position(QStringLiteral("nvl")) != QPointF(900, 900));
        w.action(QStringLiteral("redo"))->trigger();
        QCOMPARE(doc->graph()->position(QStringLiteral("nvl")), QPointF(900, 900));
        MachineDocument* fresh = w.newMachine();
        QCOMPARE(w.documents()->count(), 2);
        QVERIFY(fresh->scene()->nodeItems().isEmpty());
        QVERIFY(w.action(QStringLiteral("close-tab"))->isEnabled());
    }
};

QTEST_MAIN(TestGuiMachine)
#include "tst_gui_machine.moc"
