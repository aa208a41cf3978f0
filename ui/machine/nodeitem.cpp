#include "ui/machine/nodeitem.h"

#include "ui/machine/autolayout.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

namespace luma::ui {

namespace {
constexpr double kBand = 28, kLine = 18, kPad = 8;
}

NodeItem::NodeItem(const QString& id) : m_id(id) {
    setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
    setZValue(1);
    setCursor(Qt::OpenHandCursor);
}

void NodeItem::setContent(const QString& kind, const NodeText& text) {
    prepareGeometryChange();
    m_kind = kind;
    m_text = text;
    setToolTip(QStringLiteral("<b>%1</b><br>%2<br>%3")
                   .arg(text.title.toHtmlEscaped(), text.subtitle.toHtmlEscaped(),
                        text.figures.join(QStringLiteral("<br>")).toHtmlEscaped()));
    update();
}

QRectF NodeItem::boundingRect() const {
    const double h =
        std::max(kNodeHeight, kBand + kPad + kLine * (1 + static_cast<double>(m_text.figures.size())) + kPad);
    return {0, 0, kNodeWidth, h};
}

void NodeItem::paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget*) {
    const QPalette pal = QApplication::palette();
    const QRectF r = boundingRect().adjusted(1, 1, -1, -1);
    const QColor band = kindColor(m_kind);
    const bool selected = option->state & QStyle::State_Selected;
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(QPen(selected ? pal.color(QPalette::Highlight) : band.darker(120), selected ? 3 : 1.5));
    p->setBrush(pal.color(QPalette::Base));
    p->drawRoundedRect(r, 8, 8);

    QPainterPath head;
    head.addRoundedRect(QRectF(r.left(), r.top(), r.width(), kBand + 8), 8, 8);
    QPainterPath cut;
    cut.addRect(QRectF(r.left(), r.top() + kBand, r.width(), 8));
    p->fillPath(head.subtracted(cut), band);

    QFont bold = QApplication::font();
    bold.setBold(true);
    p->setFont(bold);
    p->setPen(Qt::white);
    const QRectF title(r.left() + kPad, r.top(), r.width() - 2 * kPad, kBand);
    p->drawText(title, Qt::AlignVCenter | Qt::AlignLeft,
                QFontMetricsF(bold).elidedText(m_text.title, Qt::ElideRight, title.width()));

    QFont small = QApplication::font();
    p->setFont(small);
    const QFontMetricsF fm(small);
    double y = r.top() + kBand + kPad;
    p->setPen(pal.color(QPalette::PlaceholderText));
    p->drawText(QRectF(r.left() + kPad, y, r.width() - 2 * kPad, kLine), Qt::AlignVCenter | Qt::AlignLeft,
                fm.elidedText(m_text.subtitle, Qt::ElideRight, r.width() - 2 * kPad));
    p->setPen(pal.color(QPalette::Text));
    for (const QString& f : m_text.figures) {
        y += kLine;
        p->drawText(QRectF(r.left() + kPad, y, r.width() - 2 * kPad, kLine), Qt::AlignVCenter | Qt::AlignLeft,
                    fm.elidedText(f, Qt::ElideRight, r.width() - 2 * kPad));
    }
}

QVariant NodeItem::itemChange(GraphicsItemChange change, const QVariant& value) {
    if (change == ItemPositionHasChanged && m_moved) m_moved();
    return QGraphicsItem::itemChange(change, value);
}

} // namespace luma::ui
