#include "ui/machine/machinepalette.h"

#include "core/catalog/catalog.h"
#include "ui/machine/machinescene.h"
#include "ui/machine/nodetext.h"
#include "ui/machine/palettecards.h"

#include <QIcon>
#include <QMimeData>
#include <QPixmap>

namespace luma::ui {

MachinePalette::MachinePalette(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("machine-palette"));
    setDragEnabled(true);
    setDragDropMode(DragOnly);
    setSelectionMode(SingleSelection);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone); // a long card wraps rather than losing its figures
    setSpacing(2);
    setIconSize(QSize(6, 30));
    setToolTip(tr("Drag a card onto the canvas to add it; double-click adds it in the middle"));
    QString section;
    for (const PaletteCard& c : paletteCards(Catalog::builtin())) {
        if (c.section != section) {
            section = c.section;
            auto* head = new QListWidgetItem(section, this);
            QFont f = font();
            f.setBold(true);
            head->setFont(f);
            head->setFlags(Qt::ItemIsEnabled);
        }
        auto* item = new QListWidgetItem(c.title + QLatin1Char('\n') + c.details, this);
        item->setData(NodeRole, QString::fromStdString(c.node.dump()));
        item->setToolTip(tr("%1 (%2): drag onto the canvas").arg(c.title, c.details));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
        const QString kind = QString::fromStdString(c.node.value("kind", ""));
        // A narrow band in the kind's colour, as on the card the drop makes.
        QPixmap band(6, 30);
        band.fill(kindColor(kind));
        item->setIcon(QIcon(band));
    }
    connect(this, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const nlohmann::json node = nodeOf(item);
        if (!node.is_null()) Q_EMIT cardActivated(node);
    });
}

QListWidgetItem* MachinePalette::card(const QString& title) const {
    for (int i = 0; i < count(); ++i)
        if (item(i)->text().section(QLatin1Char('\n'), 0, 0) == title && !item(i)->data(NodeRole).isNull())
            return item(i);
    return nullptr;
}

nlohmann::json MachinePalette::nodeOf(const QListWidgetItem* item) {
    if (!item || item->data(NodeRole).isNull()) return nullptr;
    return nlohmann::json::parse(item->data(NodeRole).toString().toStdString());
}

QStringList MachinePalette::mimeTypes() const { return {QString::fromLatin1(kNodeMimeType)}; }

QMimeData* MachinePalette::mimeData(const QList<QListWidgetItem*>& items) const {
    if (items.isEmpty() || items.front()->data(NodeRole).isNull()) return nullptr;
    auto* mime = new QMimeData;
    mime->setData(QString::fromLatin1(kNodeMimeType), items.front()->data(NodeRole).toString().toUtf8());
    mime->setText(items.front()->text());
    return mime;
}

} // namespace luma::ui
