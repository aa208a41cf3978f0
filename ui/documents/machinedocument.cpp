#include "ui/documents/machinedocument.h"

#include "core/model/machine_json.h"
#include "core/util/json_file.h"
#include "core/util/spec_error.h"
#include "ui/machine/linkitem.h"
#include "ui/machine/machinegraph.h"
#include "ui/machine/machineinspector.h"
#include "ui/machine/machinepalette.h"
#include "ui/machine/machinescene.h"
#include "ui/machine/machineview.h"
#include "ui/machine/nodeitem.h"
#include "ui/machine/sceneexport.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QSaveFile>
#include <QSplitter>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace luma::ui {

MachineDocument::MachineDocument(QWidget* parent) : Document(parent), m_graph(new MachineGraph(this)) {
    setObjectName(QStringLiteral("machine-document"));
    m_scene = new MachineScene(m_graph, this);
    m_view = new MachineView(m_scene, this);
    m_palette = new MachinePalette(this);
    m_inspector = new MachineInspector(m_graph, this);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("machine-problem"));
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problem->setContentsMargins(8, 4, 8, 4);

    QToolBar* bar = createToolBar();
    QSplitter* split = createPanes();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(bar);
    layout->addWidget(split, 1);
    layout->addWidget(m_problem);

    connect(m_graph, &MachineGraph::changed, this, &MachineDocument::changed);
    connect(m_graph->undoStack(), &QUndoStack::cleanChanged, this, [this] { Q_EMIT titleChanged(); });
    connect(m_scene, &MachineScene::message, this, &MachineDocument::showMessage);
    connect(m_scene, &QGraphicsScene::selectionChanged, this,
            [this] { m_inspector->inspect(m_scene->selectedNodeIds(), m_scene->selectedLinks()); });
    connect(m_palette, &MachinePalette::cardActivated, this, [this](const nlohmann::json& node) {
        QString id;
        const QPointF centre = m_view->mapToScene(m_view->viewport()->rect().center()) - QPointF(115, 48);
        const QString problem = m_graph->addNode(node, centre, &id);
        if (!problem.isEmpty())
            showMessage(problem);
        else
            m_scene->selectNode(id);
    });
    changed();
}

// Undo / Redo, Delete, Link, Auto-layout, zoom and Export, each with its shortcut in its tooltip.
QToolBar* MachineDocument::createToolBar() {
    auto* bar = new QToolBar(this);
    bar->setObjectName(QStringLiteral("machine-toolbar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    QStyle* s = style();
    auto add = [&](const QString& name, const QString& text, const QKeySequence& key, const QString& tip, auto slot,
                   const QIcon& icon = {}) {
        auto* a = new QAction(icon, text, this);
        a->setObjectName(name);
        a->setToolTip(key.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        if (!key.isEmpty()) {
            a->setShortcut(key);
            a->setShortcutContext(
                Qt::WidgetWithChildrenShortcut); // the window's Undo and Delete stay the window's elsewhere
        }
        connect(a, &QAction::triggered, this, slot);
        bar->addAction(a);
        addAction(a);
        return a;
    };
    QAction* undo = m_graph->undoStack()->createUndoAction(this, tr("Undo"));
    QAction* redo = m_graph->undoStack()->createRedoAction(this, tr("Redo"));
    undo->setObjectName(QStringLiteral("machine-undo"));
    redo->setObjectName(QStringLiteral("machine-redo"));
    bar->addAction(undo);
    bar->addAction(redo);
    bar->addSeparator();
    add(QStringLiteral("machine-delete"), tr("Delete"), QKeySequence::Delete, tr("Remove the selected nodes and links"),
        [this] { deleteSelection(); });
    add(QStringLiteral("machine-link"), tr("Link"), QKeySequence(QStringLiteral("Ctrl+L")),
        tr("Link the two selected nodes (or Shift+drag from one to the other)"), [this] { linkSelection(); });
    add(QStringLiteral("machine-layout"), tr("Auto-layout"), QKeySequence(QStringLiteral("Ctrl+Shift+L")),
        tr("Place the nodes in columns by their distance from the accelerator"), [this] {
            m_graph->autoLayout();
            m_view->fitDrawing();
        });
    bar->addSeparator();
    add(QStringLiteral("machine-zoom-in"), tr("Zoom In"), QKeySequence::ZoomIn, tr("Zoom in (Ctrl+wheel, +)"),
        [this] { m_view->zoomIn(); });
    add(QStringLiteral("machine-zoom-out"), tr("Zoom Out"), QKeySequence::ZoomOut, tr("Zoom out (Ctrl+wheel, -)"),
        [this] { m_view->zoomOut(); });
    add(QStringLiteral("machine-fit"), tr("Fit"), QKeySequence(QStringLiteral("Ctrl+0")), tr("Show the whole drawing"),
        [this] { m_view->fitDrawing(); });
    bar->addSeparator();
    add(
        QStringLiteral("machine-export"), tr("Export…"), {}, tr("Export the drawing as PNG or SVG"),
        [this] { exportDialog(); }, s->standardIcon(QStyle::SP_DialogSaveButton));
    return bar;
}

// Palette, canvas and inspector side by side.
QSplitter* MachineDocument::createPanes() {
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_palette);
    split->addWidget(m_view);
    split->addWidget(m_inspector);
    // The canvas takes what the window can give; palette and inspector keep a readable width.
    m_palette->setMinimumWidth(170);
    m_palette->setMaximumWidth(260);
    m_inspector->setMinimumWidth(230);
    m_inspector->setMaximumWidth(340);
    m_view->setMinimumWidth(320);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setStretchFactor(2, 0);
    split->setSizes({200, 800, 280});
    split->setCollapsible(1, false);
    return split;
}

QUndoStack* MachineDocument::undoStack() const { return m_graph->undoStack(); }

void MachineDocument::loadDocument(const nlohmann::json& doc, const QString& file, const QString& origin) {
    if (isMixedFleet(doc)) {
        parseFleet(doc, file.toStdString()); // its problems by name, as `luma predict` says them
        m_graph->loadDraft(doc, origin);
    } else {
        m_graph->load(parseMachine(doc, file.toStdString()), origin);
    }
}

bool MachineDocument::loadFile(const QString& path, QString* error) {
    try {
        loadDocument(readJsonFile(path.toStdString()), path, QFileInfo(path).fileName());
    } catch (const std::exception& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    m_file = QFileInfo(path).absoluteFilePath();
    m_identity.clear();
    m_view->fitDrawing();
    Q_EMIT titleChanged();
    return true;
}

bool MachineDocument::loadSpec(const QByteArray& json, const QString& origin, const QString& identity, QString* error) {
    try {
        loadDocument(parseJsonText(json.toStdString(), origin.toStdString()), origin, origin);
    } catch (const std::exception& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
    m_file.clear();
    m_identity = identity;
    m_view->fitDrawing();
    Q_EMIT titleChanged();
    return true;
}

void MachineDocument::changed() {
    const QString problem = m_graph->problem();
    if (problem.isEmpty() && m_graph->isFleet()) {
        const Fleet fleet = m_graph->fleet();
        QStringList groups;
        for (const auto& g : fleet.groups)
            groups << tr("%1 × %2")
                          .arg(g.machine.acceleratorCount)
                          .arg(QString::fromStdString(g.machine.accelerator->type));
        m_problem->setStyleSheet(QStringLiteral("color: #2e7d32;"));
        m_problem->setText(tr("✓ %1: a mixed fleet of %2 replica groups (%3) · `luma predict --machine` splits a "
                              "Poisson rate across them, `luma fleet` finds the cheapest mix")
                               .arg(QString::fromStdString(fleet.name))
                               .arg(fleet.groups.size())
                               .arg(groups.join(QStringLiteral(", "))));
    } else if (problem.isEmpty()) {
        const Machine m = m_graph->machine();
        m_problem->setStyleSheet(QStringLiteral("color: #2e7d32;"));
        m_problem->setText(
            tr("✓ %1: %2 × %3, %4 · what `luma predict --machine` reads")
                .arg(QString::fromStdString(m.name))
                .arg(m.acceleratorCount)
                .arg(QString::fromStdString(m.accelerator->type))
                .arg((m.runtime.tensorParallel > 0
                          ? tr("TP %1 × PP %2").arg(m.runtime.tensorParallel).arg(m.runtime.pipelineParallel)
                          : tr("TP auto × PP %1").arg(m.runtime.pipelineParallel)) +
                     (m.runtime.servingStack.empty()
                          ? QString()
                          : tr(", served by %1").arg(QString::fromStdString(m.runtime.servingStack)))));
    } else {
        m_problem->setStyleSheet(QStringLiteral("color: #c62828;"));
        m_problem->setText(tr("Not a machine yet: %1").arg(problem));
    }
    Q_EMIT titleChanged();
}

QString MachineDocument::problemText() const { return m_problem->text(); }

void MachineDocument::showMessage(const QString& message) {
    m_problem->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_problem->setText(message);
    Q_EMIT statusMessage(message);
}

void MachineDocument::deleteSelection() {
    const QStringList nodes = m_scene->selectedNodeIds();
    const QList<int> links = m_scene->selectedLinks();
    if (!nodes.isEmpty() || !links.isEmpty()) m_graph->remove(nodes, links);
}

void MachineDocument::linkSelection() {
    const QStringList nodes = m_scene->selectedNodeIds();
    if (nodes.size() != 2) {
        showMessage(tr("Select two nodes to link (or Shift+drag from one to the other)."));
        return;
    }
    const QString problem = m_graph->connectNodes(nodes[0], nodes[1]);
    if (!problem.isEmpty()) showMessage(problem);
}

QByteArray MachineDocument::machineJson() const {
    try {
        if (m_graph->isFleet()) { // as drawn: parseFleet reads the document itself, layout included
            m_graph->fleet();
            return QByteArray::fromStdString(m_graph->document().dump(2) + "\n");
        }
        Machine m = m_graph->machine();
        return QByteArray::fromStdString(machineToJson(m).dump(2) + "\n");
    } catch (const std::exception&) {
        return {};
    }
}

bool MachineDocument::saveTo(const QString& path, QString* error) {
    const QString problem = m_graph->problem();
    if (!problem.isEmpty()) {
        if (error) *error = tr("Not saved: %1").arg(problem);
        return false;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(machineJson()) < 0 || !f.commit()) {
        if (error) *error = tr("%1: cannot write (%2)").arg(path, f.errorString());
        return false;
    }
    m_file = QFileInfo(path).absoluteFilePath();
    m_identity.clear();
    m_graph->setOrigin(QFileInfo(path).fileName());
    m_graph->undoStack()->setClean();
    Q_EMIT titleChanged();
    Q_EMIT statusMessage(tr("Saved %1").arg(path));
    return true;
}

bool MachineDocument::save(bool as) {
    QString path = m_file;
    if (as || path.isEmpty()) {
        const QString name = QString::fromStdString(m_graph->document().value("name", "machine"));
        path = QFileDialog::getSaveFileName(this, tr("Save machine"), name + QStringLiteral(".json"),
                                            tr("luma.machine/1 (*.json)"));
        if (path.isEmpty()) return false;
    }
    QString error;
    if (!saveTo(path, &error)) {
        showMessage(error);
        return false;
    }
    return true;
}

bool MachineDocument::exportImage(const QString& path, QString* error) { return exportScene(m_scene, path, error); }

void MachineDocument::exportDialog() {
    const QString name = QString::fromStdString(m_graph->document().value("name", "machine"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export machine drawing"), name + QStringLiteral(".svg"),
                                                      tr("SVG image (*.svg);;PNG image (*.png)"));
    if (path.isEmpty()) return;
    QString error;
    if (!exportImage(path, &error))
        showMessage(error);
    else
        Q_EMIT statusMessage(tr("Exported %1").arg(path));
}

QString MachineDocument::title() const {
    const QString name = QString::fromStdString(m_graph->document().value("name", ""));
    return tr("Machine %1").arg(name.isEmpty() ? tr("(unnamed)") : name) +
           (isModified() ? QStringLiteral(" *") : QString());
}

QString MachineDocument::identity() const {
    if (!m_file.isEmpty()) return m_file;
    if (!m_identity.isEmpty()) return m_identity;
    return QStringLiteral("machine:new:%1").arg(reinterpret_cast<quintptr>(this));
}

bool MachineDocument::isModified() const { return !m_graph->undoStack()->isClean(); }

} // namespace luma::ui
