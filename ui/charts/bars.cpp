#include "ui/charts/bars.h"

#include "ui/format.h"
#include "ui/theme.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace luma::ui {

StackedBar::StackedBar(QWidget* parent) : QWidget(parent) { setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed); }

void StackedBar::setSegments(QVector<BarSegment> segments, double total, const QString& unit) {
    m_segments = std::move(segments);
    m_total = total;
    m_unit = unit;
    updateGeometry();
    update();
}

namespace {
// The legend takes two columns when the bar is wide enough, else one.
int legendColumns(int width) { return width >= 440 ? 2 : 1; }
} // namespace

bool StackedBar::hasHeightForWidth() const { return true; }
int StackedBar::heightForWidth(int width) const {
    const int columns = legendColumns(width);
    const int rows = (static_cast<int>(m_segments.size()) + columns - 1) / columns;
    return 26 + rows * (fontMetrics().height() + 4) + 6;
}
QSize StackedBar::sizeHint() const { return {360, heightForWidth(360)}; }
QSize StackedBar::minimumSizeHint() const { return {200, heightForWidth(200)}; }

void StackedBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF bar(1, 1, width() - 2, 20);
    double sum = 0;
    for (const auto& s : m_segments) sum += std::max(0.0, s.value);
    const double scale = std::max(m_total, sum);
    p.setPen(QPen(palette().color(QPalette::Mid)));
    p.setBrush(palette().color(QPalette::AlternateBase));
    p.drawRoundedRect(bar, 3, 3);
    if (scale > 0) {
        double x = bar.left();
        for (const auto& s : m_segments) {
            const double w = bar.width() * std::max(0.0, s.value) / scale;
            p.fillRect(QRectF(x, bar.top() + 1, w, bar.height() - 2), s.color);
            x += w;
        }
        if (m_total > 0 && sum > m_total) { // does not fit: mark where the capacity ends
            const double cap = bar.left() + bar.width() * m_total / scale;
            p.setPen(QPen(colors::fail(), 2));
            p.drawLine(QPointF(cap, bar.top() - 1), QPointF(cap, bar.bottom() + 1));
        }
    }
    const int lh = fontMetrics().height() + 4;
    const int columns = legendColumns(width());
    const double colW = static_cast<double>(width()) / columns;
    p.setPen(palette().color(QPalette::WindowText));
    for (int i = 0; i < m_segments.size(); ++i) {
        const auto& s = m_segments[i];
        const int row = i / columns, column = i % columns;
        const double lx = column * colW, ly = bar.bottom() + 6 + row * lh;
        p.fillRect(QRectF(lx, ly + 3, 10, 10), s.color);
        p.drawText(QRectF(lx + 14, ly, colW - 16, lh), Qt::AlignLeft | Qt::AlignVCenter,
                   QStringLiteral("%1: %2").arg(s.label, withUnit(s.value, m_unit)));
    }
}

MarginBars::MarginBars(QWidget* parent) : QWidget(parent) { setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed); }

void MarginBars::setBars(QVector<MarginBar> bars) {
    m_bars = std::move(bars);
    QStringList tip;
    for (const auto& b : m_bars)
        tip << QStringLiteral("%1: %2 (%3)")
                   .arg(b.name, b.detail, b.pass ? QStringLiteral("PASS") : QStringLiteral("FAIL"));
    setToolTip(tip.join('\n'));
    updateGeometry();
    update();
}

QSize MarginBars::sizeHint() const {
    return {360, std::max(1, static_cast<int>(m_bars.size())) * (fontMetrics().height() + 8)};
}
QSize MarginBars::minimumSizeHint() const { return {240, sizeHint().height()}; }

void MarginBars::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int lh = fontMetrics().height() + 8;
    const int nameW = fontMetrics().horizontalAdvance(QStringLiteral("throughput_tok_s_min")) + 8;
    const double barW =
        std::max(60, width() - nameW - fontMetrics().horizontalAdvance(QStringLiteral("+99999 %")) - 12);
    const double mid = nameW + barW / 2;
    if (m_bars.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter, tr("The contract states no SLO."));
        return;
    }
    for (int i = 0; i < m_bars.size(); ++i) {
        const auto& b = m_bars[i];
        const double y = i * lh;
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(0, y, nameW, lh), Qt::AlignLeft | Qt::AlignVCenter, b.name);
        // Margins are relative headroom: ±100 % fills half the bar.
        const double m = std::clamp(std::isfinite(b.margin) ? b.margin : (b.pass ? 1.0 : -1.0), -1.0, 1.0);
        const double w = barW / 2 * std::fabs(m);
        const QRectF r = m >= 0 ? QRectF(mid, y + 4, w, lh - 8) : QRectF(mid - w, y + 4, w, lh - 8);
        p.fillRect(r, b.pass ? colors::pass() : colors::fail());
        p.setPen(QPen(palette().color(QPalette::Mid)));
        p.drawLine(QPointF(mid, y + 2), QPointF(mid, y + lh - 2));
        p.setPen(palette().color(QPalette::WindowText));
        const QString pct = std::isfinite(b.margin)
                                ? QStringLiteral("%1%2 %").arg(b.margin >= 0 ? "+" : "").arg(num(b.margin * 100, 2))
                                : QStringLiteral("n/a");
        p.drawText(QRectF(nameW + barW + 6, y, width() - nameW - barW - 6, lh), Qt::AlignLeft | Qt::AlignVCenter, pct);
    }
}

} // namespace luma::ui
