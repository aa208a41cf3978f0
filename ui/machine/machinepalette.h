#pragma once
// The palette on the canvas's left edge: the hardware catalog's accelerators, then memory tiers,
// interconnects, storage and power, as cards under section headings. Drag a card onto the
// canvas to add its node; double-click (or Enter) adds it in the middle of the view.
#include <nlohmann/json.hpp>

#include <QListWidget>

namespace luma::ui {

class MachinePalette : public QListWidget {
    Q_OBJECT
public:
    enum Role { NodeRole = Qt::UserRole + 1 };
    explicit MachinePalette(QWidget* parent = nullptr);

    QListWidgetItem* card(const QString& title) const; // by its title; null when none
    static nlohmann::json nodeOf(const QListWidgetItem* item);

Q_SIGNALS:
    void cardActivated(const nlohmann::json& node);

protected:
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QList<QListWidgetItem*>& items) const override;
};

} // namespace luma::ui
