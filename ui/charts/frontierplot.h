#pragma once
// The frontier plot (QCustomPlot, included only in the .cpp): PASS / FAIL cells over two
// resources, proven cells solid and inferred ones hatched, the frontier staircase, the minimum
// PASS ringed, adjacent FAILs crossed and labelled with the SLO that broke; hover for details,
// drag to pan, wheel to zoom.
#include "ui/models/frontiergrid.h"

#include <QWidget>

class QCustomPlot;
class QMouseEvent;

namespace luma::ui {

class FrontierPlot : public QWidget {
    Q_OBJECT
public:
    explicit FrontierPlot(QWidget* parent = nullptr);
    void setGrid(FrontierGrid grid);
    const FrontierGrid& grid() const { return m_grid; }
    QCustomPlot* plot() const { return m_plot; }
    // What is drawn, for tests and the status line: cells, minimum PASS rings, adjacent FAIL marks.
    int drawnCells() const;
    int drawnItems(const QString& objectName) const;

Q_SIGNALS:
    void cellClicked(int x, int y);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild(); // from m_grid: the axes, the cells, the staircase and the marks, in that order
    bool setUpAxes(int nx, int ny);
    void drawCellsAsColorMap(int nx, int ny);
    void drawCellsAsItems(int total);
    void drawStaircase(int nx, int ny);
    void drawMarks();
    void applyColors();
    QString cellText(int x, int y) const;
    bool cellAt(const QPoint& pos, int& x, int& y) const;
    void onMouseMove(QMouseEvent* event);
    void onMousePress(QMouseEvent* event);

    QCustomPlot* m_plot;
    FrontierGrid m_grid;
    int m_colorMapCells = 0;
};

} // namespace luma::ui
