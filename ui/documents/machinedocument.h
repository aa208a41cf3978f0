#pragma once
// The machine document: the luma.machine/1 graph (a machine or a mixed fleet) drawn on a canvas,
// with the hardware catalog's palette on its left edge, the inspector on its right, a toolbar
// (undo, redo, delete, link, auto-layout, zoom, fit, export) and core's verdict on the machine as
// drawn below. Saving writes the luma.machine/1 that `luma predict --machine` reads, node
// positions under "layout".
#include "ui/documents/document.h"

#include <nlohmann/json.hpp>

class QLabel;
class QSplitter;
class QToolBar;
class QUndoStack;

namespace luma::ui {

class MachineGraph;
class MachineInspector;
class MachinePalette;
class MachineScene;
class MachineView;

class MachineDocument : public Document {
    Q_OBJECT
public:
    explicit MachineDocument(QWidget* parent = nullptr); // a new, empty machine

    bool loadFile(const QString& path, QString* error); // false with core's message
    // A machine held by a project (a campaign's); unsaved until Save As.
    bool loadSpec(const QByteArray& json, const QString& origin, const QString& identity, QString* error);

    MachineGraph* graph() const { return m_graph; }
    MachineScene* scene() const { return m_scene; }
    MachineView* view() const { return m_view; }
    MachinePalette* palette() const { return m_palette; }
    MachineInspector* inspector() const { return m_inspector; }
    QUndoStack* undoStack() const;
    QString problemText() const;    // what the line under the canvas says
    QByteArray machineJson() const; // the document as Save writes it; empty when core refuses it
    bool exportImage(const QString& path, QString* error);
    void exportDialog();
    void deleteSelection();
    void linkSelection(); // two selected nodes

    QString title() const override;
    QString kind() const override { return QStringLiteral("machine"); }
    QString identity() const override;
    bool isModified() const override;
    bool canSave() const override { return true; }
    bool save(bool as) override;
    bool saveTo(const QString& path, QString* error);

private:
    // A machine, or a mixed fleet (accelerator nodes of two or more types); throws SpecError
    // naming `file` and the key.
    void loadDocument(const nlohmann::json& doc, const QString& file, const QString& origin);
    QToolBar* createToolBar();
    QSplitter* createPanes();
    void changed();
    void showMessage(const QString& message);

    MachineGraph* m_graph;
    MachineScene* m_scene;
    MachineView* m_view;
    MachinePalette* m_palette;
    MachineInspector* m_inspector;
    QLabel* m_problem;
    QString m_file;
    QString m_identity;
};

} // namespace luma::ui
