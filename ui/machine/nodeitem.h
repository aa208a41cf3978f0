#pragma once
// A node on the machine canvas: a card with a band in its kind's colour, "count × type" as the
// title, the kind and id, and the key figures. Movable and selectable; links follow it.
#include "ui/machine/nodetext.h"

#include <QGraphicsItem>

#include <functional>

namespace luma::ui {

class NodeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 1 };
    explicit NodeItem(const QString& id);

    int type() const override { return Type; }
    QString id() const { return m_id; }
    void setContent(const QString& kind, const NodeText& text);
    const NodeText& text() const { return m_text; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    void setMovedHook(std::function<void()> hook) { m_moved = std::move(hook); }

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    QString m_id, m_kind;
    NodeText m_text;
    std::function<void()> m_moved;
};

} // namespace luma::ui
