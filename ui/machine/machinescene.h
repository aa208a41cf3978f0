#pragma once
// The machine canvas's scene: node cards and links drawn from the MachineGraph, kept in step
// with it (edits, undo, redo). A palette card dropped here adds a node; dragging a node with
// Shift held draws a link to the node it is released on; a drag commits one move on release.
#include <QGraphicsScene>
#include <QHash>

namespace luma::ui {

class LinkItem;
class MachineGraph;
class NodeItem;

inline constexpr char kNodeMimeType[] = "application/x-luma-machine-node";

class MachineScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit MachineScene(MachineGraph* graph, QObject* parent = nullptr);

    MachineGraph* graph() const { return m_graph; }
    NodeItem* nodeItem(const QString& id) const { return m_nodes.value(id); }
    QList<NodeItem*> nodeItems() const;
    QList<LinkItem*> linkItems() const { return m_links; }
    QStringList selectedNodeIds() const;
    QList<int> selectedLinks() const;
    void selectNode(const QString& id); // only this node
    void sync();                        // redraw from the graph

Q_SIGNALS:
    void message(const QString& text); // core's message for an edit the canvas could not make

protected:
    void dragEnterEvent(QGraphicsSceneDragDropEvent* event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent* event) override;
    void dropEvent(QGraphicsSceneDragDropEvent* event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;

private:
    NodeItem* nodeAt(QPointF scenePos) const;
    void commitMoves();

    MachineGraph* m_graph;
    QHash<QString, NodeItem*> m_nodes;
    QList<LinkItem*> m_links;
    NodeItem* m_connectFrom = nullptr;
    QGraphicsLineItem* m_rubber = nullptr;
    bool m_syncing = false;
};

} // namespace luma::ui
