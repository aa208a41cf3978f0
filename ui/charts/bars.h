#pragma once
// Small painted charts of the prediction panel (no plotting library needed): a stacked bar
// with its legend (memory per accelerator, the iteration-time split) and SLO margin bars
// (green headroom to the right, red shortfall to the left).
#include <QColor>
#include <QString>
#include <QVector>
#include <QWidget>

namespace luma::ui {

struct BarSegment {
    QString label;
    double value = 0;
    QColor color;
};

class StackedBar : public QWidget {
    Q_OBJECT
public:
    explicit StackedBar(QWidget* parent = nullptr);
    // `total` is the bar's full length (e.g. HBM per accelerator); segments beyond it overflow red.
    void setSegments(QVector<BarSegment> segments, double total, const QString& unit);
    const QVector<BarSegment>& segments() const { return m_segments; }
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QVector<BarSegment> m_segments;
    double m_total = 0;
    QString m_unit;
};

struct MarginBar {
    QString name;      // the SLO key
    QString detail;    // "412 ms of 2000 ms"
    double margin = 0; // relative headroom, > 0 passes
    bool pass = true;
};

class MarginBars : public QWidget {
    Q_OBJECT
public:
    explicit MarginBars(QWidget* parent = nullptr);
    void setBars(QVector<MarginBar> bars);
    const QVector<MarginBar>& bars() const { return m_bars; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QVector<MarginBar> m_bars;
};

} // namespace luma::ui
