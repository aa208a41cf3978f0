#pragma once
// File > Export for a canvas: the whole drawing (not just what the view shows) as PNG at twice
// the screen's scale, or as SVG, on the theme's background, selection marks left out.
#include <QString>

class QGraphicsScene;

namespace luma::ui {

// The format from the suffix (.png or .svg). False with `error` naming the file and problem.
bool exportScene(QGraphicsScene* scene, const QString& path, QString* error);

} // namespace luma::ui
