#pragma once
// A QCustomPlot scatter or line chart in the widget's palette (light or dark, followed on a
// palette change): background, legend, the given axes and their dotted grid.
#include <qcustomplot.h>

#include <initializer_list>

namespace luma::ui {

void applyPlotPalette(QCustomPlot& plot, const QPalette& pal, std::initializer_list<QCPAxis*> axes);

} // namespace luma::ui
