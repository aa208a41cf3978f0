#include "ui/machine/machineview.h"

#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace luma::ui {

namespace {
constexpr double kMinZoom = 0.1, kMaxZoom = 8;
}

MachineView::MachineView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
    setObjectName(QStringLiteral("machine-view"));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(RubberBandDrag);
    setTransformationAnchor(AnchorUnderMouse);
    setViewportUpdateMode(SmartViewportUpdate);
    setAcceptDrops(true);
    setToolTip(tr("Drag cards from the palette; Shift+drag from a node to another links them; Ctrl+wheel or +/- zooms, "
                  "the middle button or Space+drag pans, 0 fits the drawing"));
}

void MachineView::zoomBy(double factor) {
    m_autoFit = false;
    const double z = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    if (qFuzzyCompare(z, zoom())) return;
    scale(z / zoom(), z / zoom());
    Q_EMIT zoomChanged(zoom());
}

void MachineView::fitDrawing() {
    m_autoFit = true;
    if (!scene() || scene()->items().isEmpty()) return;
    const QRectF drawing = scene()->itemsBoundingRect().adjusted(-40, -40, 40, 40);
    fitInView(drawing, Qt::KeepAspectRatio);
    if (zoom() > 1) setTransform(QTransform());
    centerOn(drawing.center());
    Q_EMIT zoomChanged(zoom());
}

void MachineView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (m_autoFit) fitDrawing();
}

void MachineView::wheelEvent(QWheelEvent* event) {
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(std::pow(1.0015, event->angleDelta().y()));
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void MachineView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomIn(); return;
    case Qt::Key_Minus: zoomOut(); return;
    case Qt::Key_0: fitDrawing(); return;
    case Qt::Key_Space:
        if (!event->isAutoRepeat()) {
            m_space = true;
            viewport()->setCursor(Qt::OpenHandCursor);
        }
        return;
    default: QGraphicsView::keyPressEvent(event);
    }
}

void MachineView::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_space = false;
        viewport()->unsetCursor();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void MachineView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_space)) {
        m_panning = true;
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void MachineView::mouseMoveEvent(QMouseEvent* event) {
    if (m_panning) {
        const QPoint d = event->position().toPoint() - m_panFrom;
        m_panFrom = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void MachineView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_panning) {
        m_panning = false;
        if (m_space)
            viewport()->setCursor(Qt::OpenHandCursor);
        else
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void MachineView::drawForeground(QPainter* painter, const QRectF& rect) {
    QGraphicsView::drawForeground(painter, rect);
    if (!scene() || !scene()->items().isEmpty()) return;
    painter->save();
    painter->resetTransform();
    painter->setPen(palette().color(QPalette::PlaceholderText));
    painter->drawText(
        viewport()->rect(), Qt::AlignCenter,
        tr("Drag an accelerator from the palette to start the machine,\nthen memory, interconnect, storage and power; "
           "Shift+drag between nodes to link them."));
    painter->restore();
}

} // namespace luma::ui
