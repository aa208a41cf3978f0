#include "ui/charts/plotpalette.h"

namespace luma::ui {

void applyPlotPalette(QCustomPlot& plot, const QPalette& pal, std::initializer_list<QCPAxis*> axes) {
    const QColor text = pal.color(QPalette::WindowText), base = pal.color(QPalette::Base);
    plot.setBackground(base);
    plot.legend->setBrush(base);
    plot.legend->setTextColor(text);
    plot.legend->setBorderPen(QPen(pal.color(QPalette::Mid)));
    for (QCPAxis* a : axes) {
        a->setBasePen(QPen(text));
        a->setTickPen(QPen(text));
        a->setSubTickPen(QPen(text));
        a->setTickLabelColor(text);
        a->setLabelColor(text);
        a->grid()->setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DotLine));
    }
}

} // namespace luma::ui
