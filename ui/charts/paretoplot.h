#pragma once
// The Tune document's Pareto chart (QCustomPlot, included only in the .cpp): one point per
// configuration, goodput (req/s) against € per 1M tokens, its power as colour on a scale beside
// it; proven points are rings around the dot, the best is labelled. A click on a point names its
// index (pointClicked), so that the document can select its row and open its evidence.
#include <QPointF>
#include <QString>
#include <QWidget>

#include <vector>

class QCustomPlot;
class QCPAbstractPlottable;

namespace luma::ui {

struct ParetoPoint {
    QString label;         // the configuration
    double eurPerMtok = 0; // x
    double goodputRps = 0; // y
    double watts = 0;      // colour
    bool proven = false;
    bool best = false;
};

class ParetoPlot : public QWidget {
    Q_OBJECT
public:
    explicit ParetoPlot(QWidget* parent = nullptr);
    void setPoints(std::vector<ParetoPoint> points);
    const std::vector<ParetoPoint>& points() const { return m_points; }
    int drawnPoints() const; // the points with finite, positive figures
    QCustomPlot* plot() const { return m_plot; }
    // Where point `index` is drawn, in the plot's pixels (for tests that click it); (-1,-1) if not.
    QPointF pixelOf(int index) const;

Q_SIGNALS:
    void pointClicked(int index);

protected:
    void changeEvent(QEvent* event) override;

private:
    void redraw();
    std::vector<ParetoPoint> m_points;
    std::vector<QCPAbstractPlottable*> m_drawn; // per point, null where not drawn
    QCustomPlot* m_plot;
    QPointF m_pressedAt;
};

} // namespace luma::ui
