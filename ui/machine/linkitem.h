#pragma once
// A link on the machine canvas: a line between the edges of two node cards with its bandwidth
// in a small box at the middle. Selectable (the inspector edits its bandwidth); it follows its
// nodes as they move.
#include <QGraphicsItem>

namespace luma::ui {

class NodeItem;

class LinkItem : public QGraphicsItem {
public:
    enum { Type = UserType + 2 };
    LinkItem(int index, NodeItem* from, NodeItem* to, const QString& label);

    int type() const override { return Type; }
    int index() const { return m_index; }
    QString label() const { return m_label; }
    NodeItem* from() const { return m_from; }
    NodeItem* to() const { return m_to; }
    void track(); // the nodes moved: recompute the line
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF labelRect() const;
    int m_index;
    NodeItem* m_from;
    NodeItem* m_to;
    QString m_label;
    QLineF m_line;
};

} // namespace luma::ui
