#pragma once
// A document tab of the main window (contract, campaign, frontier): its title, whether it
// holds unsaved edits, and how it saves. The window asks before closing a modified one.
#include <QWidget>

namespace luma::ui {

class Document : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;
    virtual QString title() const = 0;
    virtual QString kind() const = 0;     // "contract", "campaign", "frontier"
    virtual QString identity() const = 0; // what it shows (a file or a campaign): one tab each
    virtual bool isModified() const { return false; }
    virtual bool canSave() const { return false; }
    // Saves; with `as` (or when it has no file yet) asks for a file. False: not saved.
    virtual bool save(bool as) {
        Q_UNUSED(as);
        return false;
    }

Q_SIGNALS:
    void titleChanged();
    void statusMessage(const QString& message);
};

} // namespace luma::ui
