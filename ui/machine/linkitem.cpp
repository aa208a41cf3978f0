#include "ui/machine/linkitem.h"

#include "ui/machine/nodeitem.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

namespace luma::ui {

namespace {

// Where the segment from the card's centre towards `target` leaves the card.
QPointF edgePoint(const QRectF& r, QPointF target) {
    const QPointF c = r.center();
    const QPointF d = target - c;
    if (qFuzzyIsNull(d.x()) && qFuzzyIsNull(d.y())) return c;
    const double sx = qFuzzyIsNull(d.x()) ? 1e9 : (r.width() / 2) / std::abs(d.x());
    const double sy = qFuzzyIsNull(d.y()) ? 1e9 : (r.height() / 2) / std::abs(d.y());
    return c + d * std::min({sx, sy, 1.0});
}

} // namespace

LinkItem::LinkItem(int index, NodeItem* from, NodeItem* to, const QString& label)
    : m_index(index), m_from(from), m_to(to), m_label(label) {
    setFlags(ItemIsSelectable);
    setZValue(0);
    setToolTip(label.isEmpty() ? QStringLiteral("%1 — %2").arg(from->id(), to->id())
                               : QStringLiteral("%1 — %2: %3").arg(from->id(), to->id(), label));
    track();
}

void LinkItem::track() {
    prepareGeometryChange();
    const QRectF a = m_from->sceneBoundingRect(), b = m_to->sceneBoundingRect();
    m_line = QLineF(edgePoint(a, b.center()), edgePoint(b, a.center()));
}

QRectF LinkItem::labelRect() const {
    if (m_label.isEmpty()) return {};
    const QFontMetricsF fm(QApplication::font());
    const QSizeF s(fm.horizontalAdvance(m_label) + 12, fm.height() + 6);
    return QRectF(m_line.center() - QPointF(s.width() / 2, s.height() / 2), s);
}

QRectF LinkItem::boundingRect() const {
    return QRectF(m_line.p1(), m_line.p2())
        .normalized()
        .adjusted(-6, -6, 6, 6)
        .united(labelRect().adjusted(-2, -2, 2, 2));
}

QPainterPath LinkItem::shape() const {
    QPainterPath path(m_line.p1());
    path.lineTo(m_line.p2());
    QPainterPathStroker stroker;
    stroker.setWidth(10);
    QPainterPath s = stroker.createStroke(path);
    s.addRect(labelRect());
    return s;
}

void LinkItem::paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget*) {
    const QPalette pal = QApplication::palette();
    const bool selected = option->state & QStyle::State_Selected;
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(
        QPen(selected ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid).darker(130), selected ? 3.5 : 2.5));
    p->drawLine(m_line);
    for (const QPointF end : {m_line.p1(), m_line.p2()}) {
        p->setBrush(pal.color(QPalette::Mid).darker(130));
        p->drawEllipse(end, 3, 3);
    }
    if (m_label.isEmpty()) return;
    const QRectF r = labelRect();
    p->setPen(QPen(selected ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid), 1));
    p->setBrush(pal.color(QPalette::AlternateBase));
    p->drawRoundedRect(r, 4, 4);
    p->setPen(pal.color(QPalette::Text));
    p->setFont(QApplication::font());
    p->drawText(r, Qt::AlignCenter, m_label);
}

} // namespace luma::ui
