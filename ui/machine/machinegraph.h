#pragma once
// The machine the canvas edits: a luma.machine/1 document (with its "layout" key), a machine or a
// mixed fleet, and the undo stack of every edit. Each edit is checked by core's own parser before
// it lands: an edit that brings a new problem is refused with core's message and changes nothing.
// What may stand is a machine being drawn (no accelerator yet, or one just removed): problem()
// says what core says.
#include "core/model/fleet.h"
#include "core/model/machine.h"

#include <nlohmann/json.hpp>

#include <QObject>
#include <QPointF>
#include <QStringList>

#include <map>
#include <optional>

class QUndoStack;

namespace luma::ui {

class MachineGraph : public QObject {
    Q_OBJECT
public:
    explicit MachineGraph(QObject* parent = nullptr);

    // Replaces the document without an undo step (a freshly opened machine); nodes the layout
    // does not place are auto-laid out. `origin` names the file in core's messages.
    void load(const Machine& machine, const QString& origin);
    void loadDraft(const nlohmann::json& doc, const QString& origin); // e.g. a new, empty machine

    const nlohmann::json& document() const { return m_doc; }
    QUndoStack* undoStack() const { return m_undo; }
    QString origin() const { return m_origin; }
    void setOrigin(const QString& origin) { m_origin = origin; }
    QString problem() const; // core's message for the machine as drawn; "" when it parses
    // Accelerator nodes of two or more types: a mixed fleet (core/model/fleet.h), one replica group
    // per type, checked by parseFleet instead of parseMachine.
    bool isFleet() const;
    Machine machine() const; // parsed by core; throws SpecError (see problem()), also for a fleet
    Fleet fleet() const;     // parsed by core; throws SpecError

    QStringList nodeIds() const;
    const nlohmann::json* node(const QString& id) const;
    QPointF position(const QString& id) const;
    int linkCount() const;
    const nlohmann::json& link(int index) const;

    // Edits, one undo step each. A QString result is "" when done, else core's message.
    QString addNode(const nlohmann::json& node, QPointF position, QString* newId = nullptr);
    void remove(const QStringList& nodeIds, const QList<int>& links = {}); // a node's links go with it
    void moveNodes(const std::map<QString, QPointF>& positions);
    QString connectNodes(const QString& from, const QString& to);
    // `text` as typed: "" removes an optional key, numbers and true/false become JSON numbers and
    // booleans, anything else a string (so core names the wrong type). Machine keys: "name",
    // "description" and "runtime.KEY". Renaming a node ("id") carries its links and position.
    QString setNodeProperty(const QString& id, const QString& key, const QString& text);
    QString setLinkProperty(int index, const QString& key, const QString& text);
    QString setMachineProperty(const QString& key, const QString& text);
    void autoLayout();

Q_SIGNALS:
    void changed(); // the document changed (an edit, undo or redo)

private:
    QString commit(const QString& text, nlohmann::json after, bool check);
    QString problemOf(const nlohmann::json& doc) const;
    void apply(const nlohmann::json& doc);
    nlohmann::json* findNode(nlohmann::json& doc, const QString& id) const;

    nlohmann::json m_doc;
    QUndoStack* m_undo;
    QString m_origin;
};

// A property as typed, as the JSON value core reads (null: remove the key).
nlohmann::json propertyValue(const QString& key, const QString& text);

} // namespace luma::ui
