#pragma once
// A labelled heatmap (QCustomPlot, included only in the .cpp) that the Matrix and Explore views
// share: one coloured cell per (column, row) with its text, hatched when it is predicted rather
// than proven, a ring and a corner badge where the view marks a cell, an optional staircase (the
// lower edge of a PASS region), hover for the cell's tooltip and a click signal. The views decide
// colours and words; this draws them. Above a few thousand cells it draws one image instead of
// one item per cell, as the frontier plot does.
#include <QColor>
#include <QFont>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <vector>

class QCustomPlot;
class QMouseEvent;

namespace luma::ui {

struct HeatmapCell {
    QString text;    // inside the cell; may hold several lines
    QString tooltip; // on hover
    QColor fill;
    bool hatched = false; // predicted or inferred (solid: proven): stripes of `fill` on `hatchBase`
    QColor hatchBase;     // default: `fill`, lighter
    bool ringed = false;  // the view's highlight (a frontier state, the selected cell)
    QString badge;        // a mark in the cell's top-right corner ("▲", "▼")
};

struct HeatmapData {
    QString xTitle, yTitle;
    QStringList columns, rows;      // axis labels; a row label may hold several lines
    std::vector<HeatmapCell> cells; // cells[row * columns.size() + column]
    bool firstRowOnTop = false;     // a table reads top-down; a resource axis grows upward
    // Per column, the first row of the PASS region (rows.size(): none); empty: no staircase.
    std::vector<int> staircase;
    QString placeholder; // said in words when there are no cells

    const HeatmapCell& cell(int column, int row) const {
        return cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(columns.size()) +
                     static_cast<std::size_t>(column)];
    }
};

class Heatmap : public QWidget {
    Q_OBJECT
public:
    explicit Heatmap(QWidget* parent = nullptr);
    void setData(HeatmapData data);
    const HeatmapData& data() const { return m_data; }
    // Tooltips made on hover, for grids too large to word every cell in advance (used when the
    // cell's own tooltip is empty).
    void setTooltipProvider(std::function<QString(int column, int row)> provider) { m_tooltips = std::move(provider); }
    QCustomPlot* plot() const { return m_plot; }
    // What is drawn, for tests: cells (items or image pixels) and items by object name
    // ("cell-label", "ring", "badge", "placeholder").
    int drawnCells() const { return m_drawnCells; }
    int drawnItems(const QString& objectName) const;
    QString placeholderText() const;
    // The cell under a widget position of the plot; false outside the grid.
    bool cellAt(const QPoint& pos, int& column, int& row) const;
    // The centre of a cell in the plot's widget coordinates (for tests and keyboard users).
    QPoint cellCenter(int column, int row) const;

Q_SIGNALS:
    void cellClicked(int column, int row);
    void cellHovered(int column, int row);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild(); // from m_data: the axes, the cells, the staircase, in that order
    bool setUpAxes(int nx, int ny);
    void drawCellsAsImage(int nx, int ny);
    void drawCellsAsItems(int nx, int ny);
    void drawCell(int column, int row, const QFont& bold);
    void drawStaircase(int nx, int ny);
    void applyColors();
    double yOf(int row) const;
    void onMouseMove(QMouseEvent* event);
    void onMousePress(QMouseEvent* event);

    QCustomPlot* m_plot;
    HeatmapData m_data;
    int m_drawnCells = 0;
    std::function<QString(int, int)> m_tooltips;
};

} // namespace luma::ui
