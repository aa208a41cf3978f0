#include "ui/machine/machinescene.h"

#include "core/util/json_bounded.h"
#include "ui/machine/linkitem.h"
#include "ui/machine/machinegraph.h"
#include "ui/machine/nodeitem.h"

#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneMouseEvent>
#include <QMimeData>
#include <QPen>

namespace luma::ui {

MachineScene::MachineScene(MachineGraph* graph, QObject* parent) : QGraphicsScene(parent), m_graph(graph) {
    connect(graph, &MachineGraph::changed, this, &MachineScene::sync);
    sync();
}

QList<NodeItem*> MachineScene::nodeItems() const {
    QList<NodeItem*> out;
    for (const QString& id : m_graph->nodeIds())
        if (NodeItem* n = m_nodes.value(id)) out << n;
    return out;
}

QStringList MachineScene::selectedNodeIds() const {
    QStringList ids;
    for (NodeItem* n : nodeItems())
        if (n->isSelected()) ids << n->id();
    return ids;
}

QList<int> MachineScene::selectedLinks() const {
    QList<int> out;
    for (LinkItem* l : m_links)
        if (l->isSelected()) out << l->index();
    return out;
}

void MachineScene::selectNode(const QString& id) {
    clearSelection();
    if (NodeItem* n = m_nodes.value(id)) n->setSelected(true);
}

void MachineScene::sync() {
    m_syncing = true;
    const QList<int> selectedLinkIndices = selectedLinks();
    const QStringList ids = m_graph->nodeIds();
    QStringList goneSelected;
    for (auto it = m_nodes.begin(); it != m_nodes.end();) {
        if (ids.contains(it.key())) {
            ++it;
            continue;
        }
        if (it.value()->isSelected()) goneSelected << it.key();
        delete it.value();
        it = m_nodes.erase(it);
    }
    QStringList added;
    for (const QString& id : ids) {
        NodeItem* item = m_nodes.value(id);
        if (!item) {
            item = new NodeItem(id);
            item->setMovedHook([this, item] {
                for (LinkItem* l : m_links)
                    if (l->from() == item || l->to() == item) l->track();
            });
            addItem(item);
            m_nodes.insert(id, item);
            added << id;
        }
        const nlohmann::json& node = *m_graph->node(id);
        item->setContent(QString::fromStdString(node.value("kind", "")), describeNode(node));
        if (item->pos() != m_graph->position(id)) item->setPos(m_graph->position(id));
    }
    qDeleteAll(m_links);
    m_links.clear();
    for (int i = 0; i < m_graph->linkCount(); ++i) {
        const auto& l = m_graph->link(i);
        NodeItem* a = m_nodes.value(QString::fromStdString(l.value("from", "")));
        NodeItem* b = m_nodes.value(QString::fromStdString(l.value("to", "")));
        if (!a || !b) continue;
        auto* item = new LinkItem(i, a, b, describeLink(l));
        addItem(item);
        item->setSelected(selectedLinkIndices.contains(i));
        m_links << item;
    }
    // One selected node gone and one come in the same change is a rename: it stays selected.
    if (goneSelected.size() == 1 && added.size() == 1) m_nodes.value(added.front())->setSelected(true);
    // Room to pan around the drawing, and to drop beside it.
    setSceneRect(itemsBoundingRect().adjusted(-600, -400, 600, 400));
    m_syncing = false;
}

void MachineScene::dragEnterEvent(QGraphicsSceneDragDropEvent* event) {
    event->setAccepted(event->mimeData()->hasFormat(QString::fromLatin1(kNodeMimeType)));
}

void MachineScene::dragMoveEvent(QGraphicsSceneDragDropEvent* event) {
    event->setAccepted(event->mimeData()->hasFormat(QString::fromLatin1(kNodeMimeType)));
}

void MachineScene::dropEvent(QGraphicsSceneDragDropEvent* event) {
    const QByteArray data = event->mimeData()->data(QString::fromLatin1(kNodeMimeType));
    const nlohmann::json node = parseJsonBounded(data.toStdString());
    if (node.is_discarded() || !node.is_object()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    QString id;
    // The card's centre lands under the cursor.
    const QString problem = m_graph->addNode(node, event->scenePos() - QPointF(115, 48), &id);
    if (!problem.isEmpty())
        Q_EMIT message(problem);
    else
        selectNode(id);
}

NodeItem* MachineScene::nodeAt(QPointF scenePos) const {
    for (QGraphicsItem* i : items(scenePos))
        if (i->type() == NodeItem::Type) return static_cast<NodeItem*>(i);
    return nullptr;
}

void MachineScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
    if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier)) {
        if (NodeItem* from = nodeAt(event->scenePos())) {
            m_connectFrom = from;
            m_rubber =
                addLine(QLineF(from->sceneBoundingRect().center(), event->scenePos()), QPen(Qt::gray, 2, Qt::DashLine));
            event->accept();
            return;
        }
    }
    QGraphicsScene::mousePressEvent(event);
}

void MachineScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
    if (m_rubber) {
        m_rubber->setLine(QLineF(m_connectFrom->sceneBoundingRect().center(), event->scenePos()));
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void MachineScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
    if (m_rubber) {
        delete m_rubber;
        m_rubber = nullptr;
        NodeItem* from = m_connectFrom;
        m_connectFrom = nullptr;
        if (NodeItem* to = nodeAt(event->scenePos()); to && to != from) {
            const QString problem = m_graph->connectNodes(from->id(), to->id());
            if (!problem.isEmpty()) Q_EMIT message(problem);
        }
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
    commitMoves();
}

void MachineScene::commitMoves() {
    if (m_syncing) return;
    std::map<QString, QPointF> moved;
    for (NodeItem* n : nodeItems())
        if ((n->pos() - m_graph->position(n->id())).manhattanLength() >= 1) moved[n->id()] = n->pos();
    if (!moved.empty()) m_graph->moveNodes(moved);
}

} // namespace luma::ui
