#pragma once
// The machine canvas's view: Ctrl+wheel and +/- zoom (about the cursor), the middle button or
// Space+drag pans, 0 fits the drawing, rubber-band selection, and a hint on an empty canvas.
#include <QGraphicsView>

namespace luma::ui {

class MachineView : public QGraphicsView {
    Q_OBJECT
public:
    explicit MachineView(QGraphicsScene* scene, QWidget* parent = nullptr);

    double zoom() const { return transform().m11(); }
    void zoomBy(double factor);
    void zoomIn() { zoomBy(1.25); }
    void zoomOut() { zoomBy(1 / 1.25); }
    void
    fitDrawing(); // the whole drawing in view, never magnified beyond 100 %; kept so on resize until the user zooms

Q_SIGNALS:
    void zoomChanged(double zoom);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void drawForeground(QPainter* painter, const QRectF& rect) override;

private:
    bool m_autoFit = true;
    bool m_panning = false;
    bool m_space = false;
    QPoint m_panFrom;
};

} // namespace luma::ui
