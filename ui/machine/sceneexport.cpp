#include "ui/machine/sceneexport.h"

#include <QApplication>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPalette>
#include <QSvgGenerator>

namespace luma::ui {

bool exportScene(QGraphicsScene* scene, const QString& path, QString* error) {
    auto fail = [&](const QString& problem) {
        if (error) *error = QStringLiteral("%1: %2").arg(path, problem);
        return false;
    };
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg"))
        return fail(QApplication::translate("exportScene", "unknown image format \"%1\"; known: png, svg").arg(suffix));
    if (scene->items().isEmpty()) return fail(QApplication::translate("exportScene", "the drawing is empty"));

    const QList<QGraphicsItem*> selected = scene->selectedItems();
    for (QGraphicsItem* i : selected) i->setSelected(false);
    const QRectF source = scene->itemsBoundingRect().adjusted(-24, -24, 24, 24);
    const QColor background = QApplication::palette().color(QPalette::Window);
    bool ok = true;
    QString problem;
    if (suffix == QLatin1String("png")) {
        QImage image((source.size() * 2).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        image.fill(background);
        QPainter p(&image);
        p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        scene->render(&p, QRectF(QPointF(0, 0), source.size()), source);
        p.end();
        ok = image.save(path, "PNG");
        if (!ok) problem = QApplication::translate("exportScene", "cannot write the PNG");
    } else {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(source.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), source.size()));
        svg.setTitle(QStringLiteral("LUMA machine")); // untranslated: the SVG file's metadata
        svg.setDescription(QStringLiteral("A luma.machine/1 graph drawn by LUMA Workbench"));
        QPainter p;
        ok = p.begin(&svg);
        if (ok) {
            p.fillRect(QRectF(QPointF(0, 0), source.size()), background);
            scene->render(&p, QRectF(QPointF(0, 0), source.size()), source);
            ok = p.end();
        }
        if (!ok) problem = QApplication::translate("exportScene", "cannot write the SVG");
    }
    for (QGraphicsItem* i : selected) i->setSelected(true);
    return ok || fail(problem);
}

} // namespace luma::ui
